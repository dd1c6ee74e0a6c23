from azure.identity import DefaultAzureCredential
from azure.storage.blob import BlobServiceClient
svc = BlobServiceClient("https://acct.blob.core.windows.net", credential=DefaultAzureCredential())
