#!/bin/sh
find /var/backups -name 'etcd-*.db' -mtime +14 -print -delete
