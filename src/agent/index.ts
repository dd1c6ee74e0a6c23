// `skillport/agent`: the reference agent on the AI SDK (an optional peer dependency). Nothing here is
// loaded by `import("skillport")`. Exported by name: what docs/AGENT.md and the README show a host.

// --- the agent ---
export { type Agent, type AgentOptions, createAgent, type SendOptions, type TurnResult } from "./agent.js";
export type { FileChanges } from "./changes.js";
export type { AgentEvent, TokenUsage, TurnStatus } from "./events.js";
export { type FileScope, FileToolError } from "./files.js";

// --- MCP servers ---
export type { McpConnection, McpConnectResult } from "./mcp-client.js";
export {
  McpConfigError,
  type McpHttpServerConfig,
  type McpServerConfig,
  type McpServersConfig,
  type McpStdioServerConfig,
  parseMcpConfig,
} from "./mcp-config.js";
export { type McpInput, type ReadMcpConfigOptions, readMcpConfig } from "./mcp-config-file.js";
export type { McpPrompt, McpPromptArgument, McpTool } from "./mcp-lists.js";

// --- permissions ---
export {
  type ApprovalAnswer,
  type ApprovalRequest,
  createPermissionGate,
  type PermissionGate,
  type PermissionMode,
  type Permissions,
} from "./permissions.js";

// --- model providers for `skillport chat` (chosen from the environment) ---
export {
  chooseModel,
  createModel,
  type ModelChoice,
  type ModelSettings,
  ProviderError,
  type ProviderName,
} from "./provider.js";
