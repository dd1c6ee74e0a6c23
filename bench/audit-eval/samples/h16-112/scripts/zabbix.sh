wget https://repo.zabbix.com/zabbix/7.0/ubuntu/pool/main/z/zabbix-release/zabbix-release_latest_7.0+ubuntu24.04_all.deb
sudo dpkg -i zabbix-release_latest_7.0+ubuntu24.04_all.deb && sudo apt update
sudo apt install -y zabbix-agent2
sudo sed -i 's/^Server=.*/Server=198.51.100.5/; s/^ServerActive=.*/ServerActive=198.51.100.5/' /etc/zabbix/zabbix_agent2.conf
sudo systemctl enable --now zabbix-agent2
