curl --proto '=https' --tlsv1.2 -LsSf https://install.aiken-lang.org | sh
aikup
aiken new my-org/escrow
