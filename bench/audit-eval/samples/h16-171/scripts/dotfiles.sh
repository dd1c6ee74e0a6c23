echo '.ssh/id_*' >> ~/.config/yadm/encrypt
echo '.gnupg/*.gpg' >> ~/.config/yadm/encrypt
yadm encrypt          # writes ~/.local/share/yadm/archive, GPG-encrypted
yadm add ~/.local/share/yadm/archive && yadm commit -m "update encrypted archive"
yadm decrypt          # on a new machine
