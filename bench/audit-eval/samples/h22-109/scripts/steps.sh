apt-get -y install wget curl vim openssl git
git clone --depth 1 https://github.com/kelseyhightower/kubernetes-the-hard-way.git
cd kubernetes-the-hard-way
wget -q --https-only --timestamping -P downloads -i downloads-$(dpkg --print-architecture).txt
