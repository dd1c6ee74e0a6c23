ethtool eth0                 # speed, duplex, link detected
ethtool -S eth0 | grep -iE 'err|drop'
ethtool -k eth0 | grep offload
sudo ethtool -s eth0 speed 1000 duplex full autoneg off   # only if autoneg fails
