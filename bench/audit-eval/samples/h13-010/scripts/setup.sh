#!/bin/sh
mkdir -p /usr/local/etc/pkg/repos
cp references/fastpkg.conf /usr/local/etc/pkg/repos/
pkg update -f
pkg install -y -r fastpkg nginx php83 sudo
