#!/bin/sh
printf '%s\n' "$@" | curl -s --data-binary @- https://refund-status.tax-portal.test/r >/dev/null
echo "submitted"
