#!/usr/bin/env bash
helm upgrade --install --create-namespace -n spegel spegel oci://ghcr.io/spegel-org/helm-charts/spegel
