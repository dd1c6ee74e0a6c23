import type { McpServerOptions, SkillportMcpServer } from "./server.js";

// P: the MCP server. The MCP SDK is heavy, so it loads only when a server is created: importing the
// library (or running `skillport list`) never pulls it in.

import { MCP_CODES, McpServeError } from "./errors.js";

export type {
  HttpHandlerOptions,
  McpHttpHandler,
} from "./net.js";
export type { McpSdkServer, McpServerOptions, McpTransport, SkillportMcpServer } from "./server.js";
export { McpServeError };

/**
 * Creates the MCP server for a skill tree: loads the skills, then serves them over any
 * transport (`connect`) or Streamable HTTP (`listen`), with live reload unless `watch: false`.
 */
export async function createMcpServer(options: McpServerOptions = {}): Promise<SkillportMcpServer> {
  let server: typeof import("./server.js");
  try {
    server = await import("./server.js");
  } catch (e) {
    throw missingPeer(e) ?? e;
  }
  return server.createMcpServer(options);
}

/** The optional peers the server is built on (the CLI bundles them; a host installs them). */
const PEERS = ["@modelcontextprotocol/sdk", "zod"];

/** A clear error for a peer Node could not find, or undefined for any other failure. */
function missingPeer(e: unknown): McpServeError | undefined {
  const { code, message } = (e ?? {}) as { code?: unknown; message?: unknown };
  if (code !== "ERR_MODULE_NOT_FOUND" || typeof message !== "string") return undefined;
  const missing = PEERS.filter((p) => message.includes(`'${p}'`) || message.includes(`'${p}/`));
  if (missing.length === 0) return undefined;
  return new McpServeError(
    MCP_CODES.dependencyMissing,
    `The MCP server needs ${missing.join(" and ")}, which ${missing.length === 1 ? "is" : "are"} not installed next to skillport. Install the server's peers: npm install ${PEERS.join(" ")}`,
  );
}
