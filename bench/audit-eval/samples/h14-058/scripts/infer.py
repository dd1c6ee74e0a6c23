import os, sys
from inference_sdk import InferenceHTTPClient
client = InferenceHTTPClient(api_url="https://serverless.roboflow.com", api_key=os.environ["ROBOFLOW_API_KEY"])
for path in sys.argv[1:]:
    print(path, client.infer(path, model_id="retail-shelf/3")["predictions"][:3])
