sudo paccache -rk2      # keep the two latest versions of each package
sudo paccache -ruk0     # remove all cached versions of uninstalled packages
