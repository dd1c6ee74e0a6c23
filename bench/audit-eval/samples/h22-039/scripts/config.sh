sudo bash -c 'curl -L https://github.com/dolthub/dolt/releases/latest/download/install.sh | bash'
dolt config --global --add user.email me@example.com
dolt config --global --add user.name "Me"
dolt clone dolthub/us-housing-prices
