curl -s https://feodotracker.abuse.ch/downloads/ipblocklist_recommended.txt | grep -v '^#' > /tmp/feodo.txt
sudo ipset create feodo hash:ip -exist
sudo ipset flush feodo
while read -r ip; do sudo ipset add feodo "$ip" -exist; done < /tmp/feodo.txt
sudo iptables -C OUTPUT -m set --match-set feodo dst -j DROP 2>/dev/null || sudo iptables -I OUTPUT -m set --match-set feodo dst -j DROP
