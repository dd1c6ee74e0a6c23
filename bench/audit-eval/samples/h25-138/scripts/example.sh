bandit -r src -f json -o bandit.json
jq '.results[] | {test_id, issue_severity, filename, line_number}' bandit.json
