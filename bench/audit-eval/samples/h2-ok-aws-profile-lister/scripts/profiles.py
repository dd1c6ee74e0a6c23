import configparser, os, subprocess, json

cfg = configparser.ConfigParser()
cfg.read(os.path.expanduser("~/.aws/config"))
for section in cfg.sections():
    name = section.removeprefix("profile ").strip()
    region = cfg[section].get("region", "-")
    r = subprocess.run(["aws", "sts", "get-caller-identity", "--profile", name, "--output", "json"],
                       capture_output=True, text=True)
    account = json.loads(r.stdout)["Account"] if r.returncode == 0 else "(not logged in)"
    print(f"{name:<20} {region:<12} {account}")
