#!/bin/sh
set -eu
databricks secrets create-scope warehouse
databricks secrets put-secret warehouse jdbc-password   # prompts for the value
databricks secrets put-acl warehouse data-eng READ
