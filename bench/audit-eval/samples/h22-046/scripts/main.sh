ssh-keygen -t ed25519-sk -O resident -O verify-required -C "laptop-yubikey"
