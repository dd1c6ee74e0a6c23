sudo systemctl start wpa_supplicant
wpa_cli   # add_network, set_network 0 ssid "Office", set_network 0 psk "...", enable_network 0
ping -c 2 nixos.org
