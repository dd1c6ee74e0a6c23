#!/usr/bin/env bash
tmpreaper --test --protect '*.lock' 7d /srv/scratch
tmpreaper --protect '*.lock' --mtime 7d /srv/scratch
