import binascii

def decode_attachment(b64: str) -> bytes:
    try:
        return binascii.a2b_base64(b64, strict_mode=True)
    except binascii.Error as e:
        raise ValueError(f"malformed attachment: {e}") from None
