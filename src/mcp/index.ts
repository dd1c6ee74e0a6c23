import type { McpServerOptions, SkillportMcpServer } from "./server.js";

// P: the MCP server. The MCP SDK is heavy, so it loads only when a server is created: importing the
// library (or running `skillport list`) never pulls it in.

export { MCP_CODES, McpServeError } from "./errors.js";
export {
  allowedHostnames,
  DEFAULT_HTTP_HOST,
  DEFAULT_HTTP_PATH,
  DEFAULT_HTTP_PORT,
  type HttpHandlerOptions,
  type HttpListenOptions,
  isLoopback,
  type McpHttpHandle,
  type McpHttpHandler,
} from "./net.js";
export {
  MAX_RESOURCE_BYTES,
  parseSkillResourceUri,
  SKILL_URI_TEMPLATE,
  skillResourceUri,
} from "./resources.js";
export type { McpSdkServer, McpServerOptions, McpTransport, SkillportMcpServer } from "./server.js";
export type { McpSnapshot } from "./source.js";

/**
 * Creates the MCP server for a skill tree: loads the skills, then serves them over any
 * transport (`connect`) or Streamable HTTP (`listen`), with live reload unless `watch: false`.
 */
export async function createMcpServer(options: McpServerOptions = {}): Promise<SkillportMcpServer> {
  const { createMcpServer: create } = await import("./server.js");
  return create(options);
}
