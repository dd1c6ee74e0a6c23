git clone -b main https://github.com/SigNoz/signoz.git && cd signoz/deploy/
./install.sh
