# Decode a saved JSON response (for debugging) into a PNG.
import base64, json, sys
data = json.load(open(sys.argv[1]))
open(sys.argv[2], "wb").write(base64.b64decode(data["data"][0]["b64_json"]))
