// The public API of skillport: what the README and docs/ show a host. No side effects on import.
// Everything else is internal (tests import src modules directly). A feature adds its public names in
// ONE new block at the end of this file, with a comment header naming the feature.
// biome-ignore-all assist/source/organizeImports: the exports are grouped by feature, not sorted

// Core shapes: plain immutable data.
export type { DiagnosticCode } from "./diagnostics.js";
export { SkillportError } from "./errors.js";
export type {
  CommandSet,
  CommandTemplate,
  Diagnostic,
  FailedSkill,
  Root,
  Scope,
  Skill,
  SkillSet,
} from "./types.js";

// Loading and validating skills.
export { defaultCacheDir } from "./discovery/cache.js";
export { slugifySkillName } from "./format/name.js";
export { type ParsedSkillFile, parseSkillFile } from "./format/parse.js";
export { type LoadOptions, loadSkills, type TrustOption } from "./load.js";
export { type Profile, profiles } from "./profiles/index.js";
export { type ValidationResult, validatePath, validateSkillDir } from "./validate.js";

// The catalog: what the model sees.
export { type CatalogOptions, catalogBudgetReport } from "./catalog/plan.js";
export { buildCatalog, renderCatalog } from "./catalog/render.js";

// Activation: the skill tool and its adapters, authorization, the envelope.
export {
  type ActivateOptions,
  type Activation,
  activateSkill,
  SkillActivationError,
} from "./activation/activate.js";
export { renderSkillEnvelope } from "./activation/envelope.js";
export {
  type AuthorizationRequest,
  type Authorizer,
  fileGrantStore,
  type GrantStore,
  memoryGrantStore,
} from "./activation/grants.js";
export { createSkillTool, type SkillTool } from "./activation/tool.js";
export { runSkillToolCall, toAnthropicTool, toMcpTool, toOpenAITool } from "./adapters/plain.js";

// Slash commands and custom commands (with their shell snippets).
export { CommandExpansionError, createCommandExpander, expandCommand } from "./custom-commands/expand.js";
export { loadCommands } from "./custom-commands/load.js";
export type { ShellPermission } from "./shell/expand.js";
export { ShellExpansionError } from "./shell/run.js";
export { expandTemplate } from "./shell/template-expand.js";
export { expandSlashCommand, SlashExpansionError } from "./slash/expand.js";
export { completeSlashCommand, parseSlashCommand } from "./slash/resolve.js";

// Search and retrieval, for skill sets too large for one catalog.
export { renderCatalogForQuery } from "./search/catalog.js";
export { createNgramEmbedder, type Embedder } from "./search/fusion.js";
export { createSearchIndex, type SearchIndex, type SearchResult } from "./search/search-index.js";
export { createSearchTool } from "./search/tool.js";

// Live reload.
export { type SkillSetDiff, type SkillWatcher, type WatchOptions, watchSkills } from "./watch/index.js";

// Security: sensitive paths, the resource gate, share links, project trust.
export { isSkillPath } from "./security/paths.js";
export { resolveSkillResource, SkillResourceError } from "./security/resource.js";
export { decodeShareLink, encodeShareLink, ShareLinkError } from "./security/share.js";
export { applyTrust, trustDirectory } from "./security/trust.js";

// The MCP server.
export {
  createMcpServer,
  type HttpHandlerOptions,
  type McpHttpHandler,
  type McpSdkServer,
  McpServeError,
  type McpServerOptions,
  type McpTransport,
  type SkillportMcpServer,
} from "./mcp/index.js";

// Installing skills into a skills root, the lock file, well-known indexes (docs/INSTALL.md).
export { InstallError, type InstallErrorCode } from "./install/errors.js";
export { type ExportedSkill, type ExportResult, exportWellKnown } from "./install/export.js";
export { type FetchedSource, type FetchOptions, fetchSource, type SourceSkill } from "./install/fetch.js";
export { computeSkillFolderHash } from "./install/hash.js";
export {
  type InstalledSkill,
  type InstallOptions,
  type InstallResult,
  type InstallReviewer,
  installSkill,
} from "./install/install.js";
export { type LockEntry, readLock, type SkillsLock, updateLock } from "./install/lock.js";
export {
  type LockOptions,
  type RemoveResult,
  type RestoredSkill,
  type RestoreStatus,
  removeSkill,
  restoreFromLock,
  type UpdateCheck,
  type UpdateStatus,
  updateSkills,
} from "./install/ops.js";
export {
  inspectSkillsRoot,
  type OpenRootOptions,
  openSkillsRoot,
  type SkillsRootCheck,
} from "./install/root.js";
export { type ParsedSource, type ParseSourceOptions, parseSource } from "./install/source.js";

// Audit: the offline security scanner for skills (`skillport audit`, and before every install).
export {
  type AuditFamily,
  type AuditFinding,
  type AuditOptions,
  type AuditReport,
  type AuditRule,
  type AuditSeverity,
  atLeast,
  auditRules,
  auditSkill,
  findSkillDirs,
  worstSeverity,
} from "./audit/index.js";
export {
  auditSkillBounded,
  type BoundedAuditOptions,
} from "./audit/bounded.js";
