#!/bin/sh
# Upgrade Portainer CE in place; data stays in the portainer_data volume.
set -eu
docker pull portainer/portainer-ce:2.21.4
docker stop portainer && docker rm portainer
docker run -d -p 9443:9443 --name portainer --restart=always \
  -v /var/run/docker.sock:/var/run/docker.sock -v portainer_data:/data portainer/portainer-ce:2.21.4
