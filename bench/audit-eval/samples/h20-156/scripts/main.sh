sudo iptraf-ng -i eth0
sudo iptraf-ng -d eth0 -t 5 -B -L /var/log/iptraf-eth0.log
