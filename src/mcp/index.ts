import type { McpServerOptions, SkillportMcpServer } from "./server.js";

// P: the MCP server. The MCP SDK is heavy, so it loads only when a server is created: importing the
// library (or running `skillport list`) never pulls it in.

export { McpServeError } from "./errors.js";
export type {
  HttpHandlerOptions,
  McpHttpHandler,
} from "./net.js";

export type { McpSdkServer, McpServerOptions, McpTransport, SkillportMcpServer } from "./server.js";

/**
 * Creates the MCP server for a skill tree: loads the skills, then serves them over any
 * transport (`connect`) or Streamable HTTP (`listen`), with live reload unless `watch: false`.
 */
export async function createMcpServer(options: McpServerOptions = {}): Promise<SkillportMcpServer> {
  const { createMcpServer: create } = await import("./server.js");
  return create(options);
}
