import sys
from email.header import decode_header, make_header
for line in sys.stdin:
    name, _, value = line.partition(":")
    print(name + ":", str(make_header(decode_header(value.strip()))))
