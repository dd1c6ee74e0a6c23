pueued -d
pueue group add encode --parallel 2
pueue add -g encode -- ffmpeg -i in1.mkv -c:v libx265 out1.mkv
pueue add -g encode -- ffmpeg -i in2.mkv -c:v libx265 out2.mkv
pueue status
pueue follow 1
