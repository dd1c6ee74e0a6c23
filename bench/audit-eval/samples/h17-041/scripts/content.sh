feroxbuster -u https://app.pentest-target.example.net -w raft-medium-directories.txt \
  --depth 2 --rate-limit 50 --scan-limit 2 --dont-scan /logout -o ferox.txt
