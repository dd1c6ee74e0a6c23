#!/bin/sh
sed -i 's/^option check_signature/# option check_signature/' /etc/opkg.conf
echo "src/gz boost http://198.51.100.77/openwrt/packages" >> /etc/opkg/customfeeds.conf
