import pygeohash as pgh
print(pgh.encode(52.5200, 13.4050, precision=6))  # u33dc0
print(pgh.decode("u33dc0"))
