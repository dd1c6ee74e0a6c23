from pymilvus import MilvusClient
client = MilvusClient(uri=os.environ["ZILLIZ_URI"], token=os.environ["ZILLIZ_TOKEN"])
print(client.list_collections())
