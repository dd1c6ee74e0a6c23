#!/bin/sh
# prints the keygrip of the [A] subkey for sshcontrol
gpg --list-secret-keys --with-keygrip --with-colons | awk -F: '/^ssb/ {cap=$12} /^grp/ && cap ~ /a/ {print $10; cap=""}'
