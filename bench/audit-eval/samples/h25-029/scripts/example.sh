grep -rn "checkov:skip" --include='*.tf' .
