pip install httpstat
httpstat https://api.example.com/health
httpstat https://api.example.com/v1/items -H "Authorization: Bearer $API_TOKEN"
