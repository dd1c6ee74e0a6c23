#| label: setup
#| include: false
import pandas as pd
df = pd.read_csv("data/umsatz.csv")
