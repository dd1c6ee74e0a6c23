def part1by1(n: int) -> int:
    n &= 0x0000FFFF
    n = (n | (n << 8)) & 0x00FF00FF
    n = (n | (n << 4)) & 0x0F0F0F0F
    n = (n | (n << 2)) & 0x33333333
    n = (n | (n << 1)) & 0x55555555
    return n

def morton(x: int, y: int) -> int:
    return part1by1(x) | (part1by1(y) << 1)

key = f"{zoom:02d}:{morton(x, y):010x}"
