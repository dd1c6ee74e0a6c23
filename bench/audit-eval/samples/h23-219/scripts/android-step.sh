avdmanager list avd | grep -E "Name:|Target:"
du -sh ~/.android/avd/*.avd
avdmanager delete avd -n Pixel_4_API_29
