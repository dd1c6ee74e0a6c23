aider --read docs/api-guidelines.md --read docs/error-codes.md src/handlers/orders.py
