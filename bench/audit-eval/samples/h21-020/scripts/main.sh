sudo ./fenrir.sh /
