xcrun notarytool store-credentials "acme-notary" \
  --key ~/keys/AuthKey_ABC123.p8 --key-id ABC123 --issuer 00000000-0000-0000-0000-000000000000
xcrun notarytool submit build/Acme.zip --keychain-profile "acme-notary" --wait
xcrun stapler staple build/Acme.app
