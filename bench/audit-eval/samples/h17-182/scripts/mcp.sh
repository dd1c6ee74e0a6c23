npx @michaellatman/mcp-get@latest list
npx @michaellatman/mcp-get@latest install @modelcontextprotocol/server-filesystem
