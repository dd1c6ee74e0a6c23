import sys
import pandas as pd

arquivo = sys.argv[1]
df = pd.read_csv(arquivo, sep=";", decimal=",", encoding="latin-1")
df.columns = [c.strip().lower().replace(" ", "_") for c in df.columns]
df = df.dropna(subset=["data", "valor"])
df["data"] = pd.to_datetime(df["data"], dayfirst=True)
df.to_parquet(arquivo.replace(".csv", ".parquet"), index=False)
print(f"{len(df)} linhas salvas")
