#!/bin/sh
sudo cp references/repos.conf /etc/portage/repos.conf/devtools.conf
sudo emaint sync -r devtools
sudo emerge --ask=n --oneshot sys-devel/gcc dev-lang/rust app-misc/devtools-helper
