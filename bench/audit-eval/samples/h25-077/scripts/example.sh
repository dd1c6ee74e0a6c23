git clone https://luajit.org/git/luajit.git
cd luajit
make && sudo make install
luajit -v
