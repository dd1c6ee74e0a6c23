import mgrs
m = mgrs.MGRS()
print(m.toMGRS(48.8584, 2.2945))      # 31UDQ4825111999
print(m.toLatLon("31UDQ4825111999"))
