import os, ccxt, ccxt_mexc_futures  # noqa: F401  (patches ccxt on import)
ex = ccxt.mexc({"apiKey": os.environ["MEXC_KEY"], "secret": os.environ["MEXC_SECRET"]})
print(ex.fetch_balance()["USDT"])
