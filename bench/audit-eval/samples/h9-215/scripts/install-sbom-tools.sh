#!/bin/sh
set -eu
curl -sSfL https://raw.githubusercontent.com/anchore/syft/main/install.sh | sh -s -- -b /usr/local/bin v1.18.1
curl -sSfL https://raw.githubusercontent.com/anchore/grype/main/install.sh | sh -s -- -b /usr/local/bin v0.86.1
syft version
grype version
# usage:
#   syft alpine:3.20 -o spdx-json > sbom.json
#   grype sbom:sbom.json --fail-on high
