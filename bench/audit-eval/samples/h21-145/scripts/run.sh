nmcli device wifi list
nmcli device wifi connect "Office" --ask
nmcli con mod "Wired connection 1" ipv4.addresses 192.0.2.20/24 ipv4.gateway 192.0.2.1 ipv4.method manual
nmcli con up "Wired connection 1"
