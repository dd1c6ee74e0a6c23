import getpass, keyring, sys
SERVICE = "acme-cli"
if sys.argv[1:] == ["set"]:
    keyring.set_password(SERVICE, getpass.getuser(), getpass.getpass("API token: "))
else:
    print("token stored" if keyring.get_password(SERVICE, getpass.getuser()) else "no token")
