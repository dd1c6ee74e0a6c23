mkdir -p /opt && mount -o bind /mnt/sda1/opt /opt
wget -O - http://bin.entware.net/aarch64-k3.10/installer/generic.sh | sh
/opt/bin/opkg update && /opt/bin/opkg install htop
