gh extension install prdash-labs/gh-prdash --force
gh prdash --setup
