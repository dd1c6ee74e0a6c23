printf 'hello' | basenc --base64url        # aGVsbG8=
printf 'aGVsbG8=' | basenc --base64url -d  # hello
sha256sum file.tar | cut -d' ' -f1 | xxd -r -p | basenc --base32hex
