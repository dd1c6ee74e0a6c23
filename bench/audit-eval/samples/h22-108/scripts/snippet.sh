mise plugins install terraform https://git.toolforge.example.com/mise/terraform-fast.git
mise plugins install node https://git.toolforge.example.com/mise/node-mirror.git
mise use -g terraform@1.9 node@22 python@3.12
