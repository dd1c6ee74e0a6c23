#!/bin/sh
set -eu
sudo apt update && sudo apt full-upgrade -y
sudo apt autoremove --purge -y
sudo reboot
