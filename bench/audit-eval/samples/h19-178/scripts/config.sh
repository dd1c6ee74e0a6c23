sudo iftop -i eth0 -nNP
sudo iftop -i eth0 -f 'port 443'
