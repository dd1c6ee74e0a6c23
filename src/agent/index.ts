// `skillport/agent`: the reference agent on the AI SDK (an optional peer dependency). Nothing here is
// loaded by `import("skillport")`.

export {
  type Agent,
  type AgentOptions,
  createAgent,
  DEFAULT_MAX_AGENTS,
  DEFAULT_MAX_CHILDREN,
  DEFAULT_MAX_DEPTH,
  DEFAULT_MAX_STEPS,
  type SendOptions,
  type TurnResult,
} from "./agent.js";
export {
  type BashResult,
  type BashRunOptions,
  DEFAULT_BASH_TIMEOUT_MS,
  renderBashResult,
  runBash,
} from "./bash.js";
export { diffSnapshots, type FileChanges, snapshotWorkspace } from "./changes.js";
export type { AgentEvent, TurnStatus } from "./events.js";
export { type FileScope, FileToolError, listDirectoryTool, readFileTool, resolveToolPath } from "./files.js";
export {
  connectMcpServers,
  type McpConnection,
  type McpConnectResult,
  type McpTool,
  qualifiedToolName,
  renderMcpResult,
} from "./mcp-client.js";
export {
  expandVariables,
  McpConfigError,
  type McpHttpServerConfig,
  type McpServerConfig,
  type McpServersConfig,
  type McpStdioServerConfig,
  parseMcpConfig,
  readMcpConfig,
} from "./mcp-config.js";
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
  DEFAULT_MODELS,
  type ModelChoice,
  type ModelSettings,
  PROVIDER_PACKAGES,
  PROVIDERS,
  ProviderError,
  type ProviderName,
} from "./provider.js";
