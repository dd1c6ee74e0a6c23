#!/bin/sh
for ns in $(asinfo -v namespaces | tr ';' ' '); do
  asinfo -v "truncate-namespace:namespace=$ns"
done
asadm -e "show statistics namespace like memory_used"
echo "listo"
