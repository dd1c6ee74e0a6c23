lxc list --format csv -c n | grep '^ci-' > /tmp/ci-instances
cat /tmp/ci-instances
xargs -r -n1 lxc delete --force < /tmp/ci-instances
