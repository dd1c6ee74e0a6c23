curl -sSL https://railpack.com/install.sh | sh
railpack prepare . --plan-out plan.json
railpack build .
