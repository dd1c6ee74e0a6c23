sudo dpkg -i otelcol-contrib_0.114.0_linux_amd64.deb
sudo systemctl enable --now otelcol-contrib
