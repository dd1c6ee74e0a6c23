sudo bandwhich --interface wlan0
