#!/bin/sh
set -eu
orb create ubuntu:noble dev-noble
orb create debian:bookworm dev-bookworm
orb -m dev-noble sudo apt-get update
orb list
