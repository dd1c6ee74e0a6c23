import sys, pathlib, voyageai
vo = voyageai.Client()  # reads VOYAGE_API_KEY
texts = [p.read_text() for p in pathlib.Path(sys.argv[1]).glob("*.md")]
res = vo.embed(texts, model="voyage-3", input_type="document")
print(len(res.embeddings), "embeddings")
