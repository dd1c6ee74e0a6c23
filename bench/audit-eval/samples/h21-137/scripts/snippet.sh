curl -sLS https://get.arkade.dev | sudo sh
arkade get kubectl helm k9s
export PATH=$PATH:$HOME/.arkade/bin
