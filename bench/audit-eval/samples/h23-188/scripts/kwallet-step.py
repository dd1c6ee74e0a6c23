import pandas as pd
df = pd.read_csv(path, dtype=str, keep_default_na=False, encoding_errors="replace")
print(df.shape)
print(df.head(10).to_string())
print(df.columns.tolist())
