openstack server list --name '^training-' -f value -c ID -c Name
