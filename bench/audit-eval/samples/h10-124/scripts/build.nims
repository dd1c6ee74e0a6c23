# NimScript task file
task release, "build release binary":
  exec "nim c -d:release --opt:speed -o:bin/app src/app.nim"
task test, "run tests":
  exec "testament all"
