showmount -e nas-01.internal.example.org
sudo mount -t nfs -o vers=4.2,ro nas-01.internal.example.org:/exports/media /mnt/media
