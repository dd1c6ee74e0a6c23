sudo masscan 203.0.113.0/24 -p1-65535 --rate 2000 --excludefile exclude.txt -oL scan.txt
awk '/open/ {print $4":"$3}' scan.txt | sort > open-ports.txt
diff open-ports.txt last-month.txt
