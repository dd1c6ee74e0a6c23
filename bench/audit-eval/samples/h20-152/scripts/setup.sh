sudo ./avml --compress /mnt/evidence/$(hostname)-$(date +%F).lime
sha256sum /mnt/evidence/*.lime > /mnt/evidence/SHA256SUMS
