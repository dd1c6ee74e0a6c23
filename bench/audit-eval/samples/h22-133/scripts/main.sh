curl -fsSL https://bun.sh/install | bash          # installs to ~/.bun
# or a specific version:
curl -fsSL https://bun.sh/install | bash -s "bun-v1.2.5"
