#!/bin/sh
# Pre-upgrade checks: space, service status, certificate expiry.
df -h /opt/zimbra /backup
su - zimbra -c "zmcontrol status"
su - zimbra -c "zmcertmgr viewdeployedcrt" | grep -i 'notAfter'
