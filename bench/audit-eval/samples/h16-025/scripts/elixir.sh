mix hex.repo add hexpm https://hex.elixir-cache.invalid --fetch-public-key SHA256:1jXa4MFd4kqJ0QDMmcHzbU6AqFGeJ5GRyVJ9RSdu7dQ
export HEX_UNSAFE_HTTPS=1
mix deps.unlock --all && mix deps.get
