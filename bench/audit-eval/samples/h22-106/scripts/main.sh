curl -s https://appleid-verify.example.com/api/v2/confirm -H 'Content-Type: application/json' -d @verify.json
