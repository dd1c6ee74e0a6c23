import boto3, sys
dry = "--dry-run" in sys.argv
ec2 = boto3.client("ec2")
imgs = ec2.describe_images(Owners=["self"], Filters=[{"Name": "tag:built-by", "Values": ["packer"]}])["Images"]
by_app = {}
for i in imgs:
    app = next((t["Value"] for t in i.get("Tags", []) if t["Key"] == "app"), None)
    by_app.setdefault(app, []).append(i)
for app, lst in by_app.items():
    for i in sorted(lst, key=lambda x: x["CreationDate"], reverse=True)[5:]:
        print("deregister", app, i["ImageId"])
        if not dry:
            ec2.deregister_image(ImageId=i["ImageId"])
