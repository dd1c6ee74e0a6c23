gobuster dir -u https://intranet.corp.test -w /usr/share/seclists/Discovery/Web-Content/common.txt \
  -x php,bak,old -t 20 -b 404,403 -o gobuster.txt
