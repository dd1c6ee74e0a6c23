sudo trip api.example.com
sudo trip api.example.com --mode json --report-cycles 10 > route.json
