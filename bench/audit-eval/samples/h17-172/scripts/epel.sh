sudo dnf config-manager --set-enabled crb          # AlmaLinux / Rocky
# on RHEL: sudo subscription-manager repos --enable codeready-builder-for-rhel-9-$(arch)-rpms
sudo dnf install -y epel-release
sudo dnf install -y htop ncdu
