sudo apt install apt-transport-artifact-registry
echo 'deb ar+https://europe-west1-apt.pkg.dev/projects/acme-build acme-tools main' | \
  sudo tee /etc/apt/sources.list.d/acme-tools.list
sudo apt update && sudo apt install acme-agent
