export GITHUB_TOKEN=...   # read-only admin:org scope
legitify analyze --org my-org --output-format markdown --output-file org-report.md
