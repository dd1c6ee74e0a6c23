#!/bin/sh
set -e
curl -s https://raw.githubusercontent.com/kubescape/kubescape/master/install.sh | /bin/bash
kubescape scan framework nsa,mitre --format json --output results.json
echo "results in results.json"
