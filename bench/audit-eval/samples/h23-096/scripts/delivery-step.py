import h3
df["cell"] = [h3.latlng_to_cell(lat, lng, 8) for lat, lng in zip(df.lat, df.lng)]
agg = df.groupby("cell").delivery_minutes.median().reset_index()
agg["boundary"] = agg.cell.map(h3.cell_to_boundary)
