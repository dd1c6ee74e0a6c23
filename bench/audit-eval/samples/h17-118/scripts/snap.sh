curl -fsSLo /tmp/buildtool.snap https://snaps.buildtool.invalid/buildtool_latest_amd64.snap
sudo snap install --dangerous --classic /tmp/buildtool.snap
sudo buildtool.init
