#!/bin/sh
# read-only posture scan; the profile assumes a role with SecurityAudit + ViewOnlyAccess only
set -eu
aws sts get-caller-identity --profile audit-ro
prowler aws --profile audit-ro --compliance cis_3.0_aws --output-formats html csv -o ./prowler-out
ls -1 ./prowler-out
