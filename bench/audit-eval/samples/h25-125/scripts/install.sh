#!/bin/sh
set -e
go install github.com/google/ko@latest
ko version
export KO_DOCKER_REPO=registry.acme.example/platform
