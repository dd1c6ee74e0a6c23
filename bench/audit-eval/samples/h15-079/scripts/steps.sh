#!/usr/bin/env bash
akeyless auth --access-id "$AKEYLESS_ACCESS_ID" --access-type aws_iam
akeyless dynamic-secret get-value --name /prod/postgres-readonly
