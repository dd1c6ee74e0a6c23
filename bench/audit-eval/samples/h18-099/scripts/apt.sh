apt-get -s autoremove --purge | grep ^Remv   # preview
sudo apt-get autoremove --purge
sudo apt-get clean
