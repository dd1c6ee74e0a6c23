cargo install sniffnet --locked
sudo setcap cap_net_raw,cap_net_admin=eip ~/.cargo/bin/sniffnet
sniffnet
