#!/bin/bash
APP="/Applications/Chat.app/Contents/Resources"
npx --yes @electron/asar extract "$APP/app.asar" /tmp/chat
cat scripts/theme.js >> /tmp/chat/dist/main.js
npx --yes @electron/asar pack /tmp/chat "$APP/app.asar"
