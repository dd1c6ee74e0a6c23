import urllib.request, json

class Client:
    def __init__(self, token, base="https://pay.crypt.bot/api"):
        self.token, self.base = token, base

    def _call(self, method, **params):
        req = urllib.request.Request(f"{self.base}/{method}", data=json.dumps(params).encode(),
                                     headers={"Crypto-Pay-API-Token": self.token})
        return json.load(urllib.request.urlopen(req))

    def create_invoice(self, **kw):
        return self._call("createInvoice", **kw)

    def get_balance(self):
        return self._call("getBalance")
