sudo tc qdisc add dev eth0 root netem delay 200ms 40ms loss 1%
# run the tests...
sudo tc qdisc change dev eth0 root netem rate 1mbit delay 100ms
sudo tc qdisc del dev eth0 root      # always remove afterwards
