curl -O https://raw.githubusercontent.com/kerl/kerl/master/kerl
chmod a+x kerl && mv kerl ~/.local/bin/
kerl build 27.0 27.0
kerl install 27.0 ~/erlang/27.0
. ~/erlang/27.0/activate
