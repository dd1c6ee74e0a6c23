def proc = ['git', 'rev-parse', '--short', 'HEAD'].execute()
def out = new StringBuilder(), err = new StringBuilder()
proc.consumeProcessOutput(out, err)
proc.waitForOrKill(5000)
println "commit: ${out.toString().trim()}"
