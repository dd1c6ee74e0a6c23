import csv, glob
for f in glob.glob('export/*.csv'):
    print(f, sum(1 for _ in open(f)))
