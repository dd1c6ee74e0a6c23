sudo nix-collect-garbage --delete-older-than 14d
nix-store --optimise
