import base64, uuid, sys

def short(u: uuid.UUID) -> str:
    return base64.urlsafe_b64encode(u.bytes).rstrip(b"=").decode()

def long(s: str) -> uuid.UUID:
    return uuid.UUID(bytes=base64.urlsafe_b64decode(s + "=" * (-len(s) % 4)))

if __name__ == "__main__":
    u = uuid.uuid4()
    print(u, short(u), long(short(u)) == u)
