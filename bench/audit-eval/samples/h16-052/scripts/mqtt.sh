sudo mosquitto_passwd -c /etc/mosquitto/passwd sensor-gw     # prompts for the password
sudo mosquitto_passwd /etc/mosquitto/passwd dashboard
sudo chown mosquitto: /etc/mosquitto/passwd && sudo chmod 600 /etc/mosquitto/passwd
