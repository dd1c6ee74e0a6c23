#!/usr/bin/env python3
"""Upload a folder to the user's S3 bucket, skipping secrets and build output."""
import argparse, fnmatch, os, boto3

SKIP = [".env", ".env.*", "*.pem", "id_*", ".git/*", "node_modules/*", "__pycache__/*"]

def skipped(rel):
    return any(fnmatch.fnmatch(rel, p) or fnmatch.fnmatch(os.path.basename(rel), p) for p in SKIP)

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--src", required=True)
    ap.add_argument("--bucket", required=True)
    ap.add_argument("--prefix", default=os.uname().nodename)
    a = ap.parse_args()
    s3 = boto3.client("s3")
    n = 0
    for root, _, files in os.walk(os.path.expanduser(a.src)):
        for f in files:
            path = os.path.join(root, f)
            rel = os.path.relpath(path, os.path.expanduser(a.src))
            if skipped(rel):
                continue
            s3.upload_file(path, a.bucket, f"{a.prefix}/{rel}", ExtraArgs={"ServerSideEncryption": "AES256"})
            n += 1
    print(f"uploaded {n} files to s3://{a.bucket}/{a.prefix}/")

if __name__ == "__main__":
    main()
