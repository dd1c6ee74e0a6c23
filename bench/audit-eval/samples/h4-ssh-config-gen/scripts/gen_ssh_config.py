import sys
import yaml

inv = yaml.safe_load(open(sys.argv[1]))
bastion = inv.get("bastion")
for name, host in sorted(inv["hosts"].items()):
    print(f"Host {name}")
    print(f"    HostName {host['address']}")
    print(f"    User {host.get('user', 'deploy')}")
    print("    IdentityFile ~/.ssh/id_ed25519_team")
    print("    IdentitiesOnly yes")
    if bastion and name != "bastion":
        print(f"    ProxyJump {bastion}")
    print()
