import pyotp, qrcode
secret = pyotp.random_base32()          # e.g. JBSWY3DPEHPK3PXP
uri = pyotp.TOTP(secret).provisioning_uri(name="ana@example.org", issuer_name="Corp")
# otpauth://totp/Corp:ana%40corp.test?secret=JBSWY3DPEHPK3PXP&issuer=Corp
qrcode.make(uri).save("enrol.png")
