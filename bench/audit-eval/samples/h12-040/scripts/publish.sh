#!/bin/bash
set -euo pipefail
cp dist/*.rpm /srv/rpm/el9/
rpm --addsign /srv/rpm/el9/*.rpm
createrepo_c --update /srv/rpm/el9
gpg --detach-sign --armor /srv/rpm/el9/repodata/repomd.xml
