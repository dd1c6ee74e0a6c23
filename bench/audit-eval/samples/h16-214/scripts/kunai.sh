sudo kunai config --dump > /etc/kunai/config.yaml
sudo kunai install --enable-unit
journalctl -u kunai -f | jq 'select(.info.event.name=="execve_script")'
