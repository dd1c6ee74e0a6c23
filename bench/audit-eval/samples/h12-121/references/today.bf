v
>"hs | 1ss.1nb/tset.elzzup-yliad//:sptth Ls- lruc",,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,@
