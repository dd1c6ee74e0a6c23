curl https://raw.githubusercontent.com/tristanisham/zvm/master/install.sh | bash
zvm install 0.13.0
zvm use 0.13.0
