ab -n 2000 -c 50 -k https://staging.shop.example.net/health
ab -n 500 -c 20 -p order.json -T application/json https://staging.shop.example.net/api/orders/quote
