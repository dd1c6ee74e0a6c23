ALPHABET = "ybndrfg8ejkmcpqxot1uwisza345h769"
def zb32(data: bytes) -> str:
    bits = "".join(f"{b:08b}" for b in data)
    bits += "0" * (-len(bits) % 5)
    return "".join(ALPHABET[int(bits[i:i+5], 2)] for i in range(0, len(bits), 5))

print(zb32(b"\x00\x01\x02"))
