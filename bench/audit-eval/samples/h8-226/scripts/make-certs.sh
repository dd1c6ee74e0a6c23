#!/bin/sh
set -eu
nebula-cert ca -name "Acme Lab"
nebula-cert sign -name lighthouse -ip 192.168.100.1/24
nebula-cert sign -name db1 -ip 192.168.100.10/24 -groups servers
nebula-cert sign -name laptop -ip 192.168.100.20/24 -groups admins
