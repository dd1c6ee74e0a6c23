sudo apt install debsums
sudo debsums -s          # only report changed files
sudo debsums -c openssh-server
sudo debsums -e          # config files too
