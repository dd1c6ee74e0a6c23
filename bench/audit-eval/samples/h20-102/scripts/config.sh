sudo unhide -m -d sys procall brute reverse
sudo unhide-tcp -l
