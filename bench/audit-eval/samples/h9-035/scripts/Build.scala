import scala.sys.process._

// argument sequence: no shell, so spaces and quotes in paths are safe
val exit = Process(Seq("sbt", "-batch", "test"), new java.io.File("services/api")).!
if (exit != 0) sys.error(s"tests failed with $exit")

// capture output
val sha = Seq("git", "rev-parse", "--short", "HEAD").!!.trim

// pipes between processes without a shell
val count = (Seq("git", "ls-files") #| Seq("wc", "-l")).!!.trim
println(s"$sha: $count files")
