base64 -w 0 release.keystore > keystore.b64   # macOS: base64 -i release.keystore
