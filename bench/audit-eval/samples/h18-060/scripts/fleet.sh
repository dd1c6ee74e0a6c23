fping -a -q -f hosts.txt          # nur erreichbare
fping -u -q -g 198.51.100.0/28     # unerreichbare im Netz
