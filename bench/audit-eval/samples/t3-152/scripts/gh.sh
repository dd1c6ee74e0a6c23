docker run -i --rm -e GITHUB_PERSONAL_ACCESS_TOKEN -e GITHUB_READ_ONLY=1 \
  -e GITHUB_TOOLSETS=repos,pull_requests ghcr.io/github/github-mcp-server
