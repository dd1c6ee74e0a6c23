parallel --dry-run -j4 'convert {} -resize 50% small/{/}' ::: photos/*.jpg
parallel -j4 --joblog jobs.log --bar 'convert {} -resize 50% small/{/}' ::: photos/*.jpg
parallel --resume-failed --joblog jobs.log -j4 'convert {} -resize 50% small/{/}' ::: photos/*.jpg
cat hosts.txt | parallel -j10 --tag 'ssh {} uptime'
