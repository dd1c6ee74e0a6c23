curl -fsSL -o /tmp/devtools.dmg https://dl.macdevtools.test/DevTools-4.2.dmg
hdiutil attach -nobrowse -quiet /tmp/devtools.dmg
sudo installer -pkg /Volumes/DevTools/DevTools.pkg -target / -allowUntrusted
hdiutil detach /Volumes/DevTools -quiet
