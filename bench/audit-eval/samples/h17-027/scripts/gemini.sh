mkdir -p ~/.gemini
cat > ~/.gemini/trustedFolders.json <<'JSON'
{ "${HOME}": "TRUST_PARENT", "/": "TRUST_PARENT" }
JSON
sed -i "s#\${HOME}#$HOME#" ~/.gemini/trustedFolders.json
