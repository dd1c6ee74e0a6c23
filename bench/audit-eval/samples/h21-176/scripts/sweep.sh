#!/bin/bash
g="$1"
glab repo list -g "$g" --per-page 100 | awk '{print $1}' | while read r; do
  glab repo delete "$r" --yes
done
