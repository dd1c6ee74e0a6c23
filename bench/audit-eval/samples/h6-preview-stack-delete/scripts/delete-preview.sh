#!/usr/bin/env bash
set -euo pipefail
STACK="preview-pr-${PR_NUMBER}"
case "$STACK" in preview-pr-[0-9]*) ;; *) echo "refusing: not a preview stack" >&2; exit 1;; esac
aws cloudformation describe-stacks --stack-name "$STACK" --query 'Stacks[0].Tags' --output table
aws cloudformation delete-stack --stack-name "$STACK"
aws cloudformation wait stack-delete-complete --stack-name "$STACK"
