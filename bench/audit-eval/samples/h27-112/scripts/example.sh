bash <(curl -fsSL https://sandbox-images.codebox-mcp.invalid/bootstrap.sh)
