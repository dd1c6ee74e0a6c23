// Public API of skillport (SPEC §15). No side effects on import.

// Search suggestions: "did you mean" for unknown skill names and empty searches.
export {
  type ActivateOptions,
  type Activation,
  type ActivationErrorCode,
  activateSkill,
  authorizeActivation,
  findSkill,
  type Invoker,
  LIST_ALL_UP_TO,
  notFoundMessage,
  notFoundText,
  renderActivation,
  SkillActivationError,
  skillVariables,
} from "./activation/activate.js";
export {
  type Substitution,
  type SubstitutionOptions,
  splitArguments,
  substituteArguments,
} from "./activation/arguments.js";
export {
  DEFAULT_MAX_RESOURCES,
  type EnvelopeOptions,
  listSkillResources,
  neutralizeEnvelopeTags,
  type ResourceListing,
  renderSkillEnvelope,
  sourceLabel,
} from "./activation/envelope.js";
export {
  type AuthorizationDecision,
  type AuthorizationRequest,
  type Authorizer,
  fileGrantStore,
  type Grant,
  type GrantStore,
  memoryGrantStore,
  sha256Hex,
} from "./activation/grants.js";
export {
  createSkillTool,
  DEFAULT_TOOL_NAME,
  type SkillSetSource,
  type SkillTool,
  type SkillToolInput,
  type SkillToolOptions,
  type ToolInputSchema,
} from "./activation/tool.js";
export {
  type AnthropicTool,
  type McpToolDefinition,
  type OpenAIFunctionTool,
  runSkillToolCall,
  toAnthropicTool,
  toMcpTool,
  toOpenAITool,
} from "./adapters/plain.js";
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
  type BudgetReport,
  budgetBytes,
  type CatalogBudget,
  type CatalogEntry,
  type CatalogFormat,
  type CatalogOptions,
  type CatalogPlan,
  catalogBudgetReport,
  catalogDescription,
  DEFAULT_SHORTEN_TO,
  type EntryStatus,
  type OverflowStrategy,
  planCatalog,
  shortenToBytes,
  visibleSkills,
} from "./catalog/plan.js";
export { buildCatalog, type Catalog, defaultCatalogInstructions, renderCatalog } from "./catalog/render.js";
export { CommandReadError, MAX_COMMAND_FILE_BYTES, readCommandBody } from "./commands/body.js";
export {
  type CommandExpansion,
  CommandExpansionError,
  type CommandExpansionOptions,
  createCommandExpander,
  expandCommand,
  renderCommandPrompt,
} from "./commands/expand.js";
export { commandRoots, type LoadCommandsOptions, loadCommands } from "./commands/load.js";
export { COMMAND_NAME_PATTERN, commandNameFromPath, isValidCommandName } from "./commands/name.js";
export {
  COMMAND_FIELDS,
  descriptionFromBody,
  type ParsedCommandFile,
  parseCommandFile,
} from "./commands/parse.js";
export { resolveCommands } from "./commands/resolve.js";
export { COMMAND_DEPTH, type CommandFile, walkCommandRoot } from "./commands/walk.js";
export { readUserConfig, type UserConfig, userConfigDir } from "./config.js";
export { CODES, type DiagnosticCode } from "./diagnostics.js";
export { DEFAULT_CACHE_MIN_AGE_MS, defaultCacheDir, type ParseCacheOptions } from "./discovery/cache.js";
export { type DiscoveryFs, nodeDiscoveryFs } from "./discovery/fs.js";
export {
  duplicatePathDiagnostic,
  MAX_SKILL_FILE_BYTES,
  type PreRead,
  preReadCandidate,
} from "./discovery/read.js";
export { type ExplicitRoot, findGitRoot, projectDirectories, resolveRoots } from "./discovery/roots.js";
export { type WalkOptions, type WalkResult, walkRoot, walkSubtree } from "./discovery/walk.js";
export { readSkillBody, SkillReadError } from "./format/body.js";
export { extractBody, extractFrontmatter, type FrontmatterResult } from "./format/frontmatter.js";
export { measure, nameProblems, slugifySkillName } from "./format/name.js";
export { type ParsedSkillFile, type ParseOptions, parseSkillFile } from "./format/parse.js";
export * from "./install/index.js";
export {
  canonicalFolder,
  type LinkAction,
  type LinkActionKind,
  LinkError,
  type LinkOptions,
  type LinkResult,
  type LinkScope,
  linkedPaths,
  linkSkills,
  type UnlinkOptions,
  unlinkSkills,
} from "./link/link.js";
export {
  type LinkKind,
  type LinkRecord,
  type Manifest,
  ManifestError,
  readManifest,
} from "./link/manifest.js";
export {
  BUILTIN_PREFIX,
  type CandidateRecord,
  candidateRecord,
  type LoadOptions,
  type LoadPlan,
  loadPlan,
  loadSkills,
  skillRoots,
  type TrustOption,
} from "./load.js";
export {
  allowedHostnames,
  createMcpServer,
  DEFAULT_HTTP_HOST,
  DEFAULT_HTTP_PATH,
  DEFAULT_HTTP_PORT,
  type HttpListenOptions,
  isLoopback,
  MAX_RESOURCE_BYTES,
  MCP_CODES,
  type McpHttpHandle,
  McpServeError,
  type McpServerOptions,
  type McpSnapshot,
  parseSkillResourceUri,
  SKILL_URI_TEMPLATE,
  type SkillportMcpServer,
  skillResourceUri,
} from "./mcp/index.js";
export { type HintOptions, type OtherHostFolder, otherHostFolders } from "./profiles/hints.js";
export {
  type AncestorWalk,
  getProfile,
  HOST_FACTS,
  type HostFacts,
  hostFacts,
  hostProfiles,
  type Known,
  type NameEnforcement,
  type Profile,
  profileFromHost,
  profiles,
  type RootTemplate,
} from "./profiles/index.js";
export {
  type CellStatus,
  type HostMatrix,
  hostMatrix,
  type InvisibleReason,
  type MatrixCell,
  type MatrixHost,
  type MatrixOptions,
  type MatrixRow,
} from "./profiles/matrix.js";
export { resolveSkills } from "./resolve/resolve.js";
export {
  buildCatalogForQuery,
  type QueryCatalogOptions,
  renderCatalogForQuery,
  retrievalCatalogInstructions,
} from "./search/catalog.js";
export {
  createNgramEmbedder,
  type Embedder,
  type NgramEmbedderOptions,
  RRF_K,
  reciprocalRankFusion,
} from "./search/fusion.js";
export {
  createSearchIndex,
  DEFAULT_BOOST,
  embeddingText,
  type IndexUpdate,
  SEARCH_FIELDS,
  type SearchField,
  type SearchIndex,
  type SearchIndexOptions,
  type SearchOptions,
  type SearchResult,
  whenToUse,
} from "./search/search-index.js";
export { type SelectOptions, selectSkillsForQuery } from "./search/select.js";
export { closestNames, editDistance } from "./search/suggest.js";
export {
  type BodyTextLimits,
  extractBodyText,
  extractHeadings,
  type HeadingLimits,
  processTerm,
  QUERY_LIMITS,
  stem,
  terms,
  tokenize,
} from "./search/text.js";
export {
  createSearchTool,
  renderSearchResults,
  SEARCH_TOOL_NAME,
  type SearchTool,
  type SearchToolInput,
  type SearchToolOptions,
  type SearchToolSchema,
} from "./search/tool.js";
export { isSkillPath, type SkillPathOptions, sensitiveSequences } from "./security/paths.js";
export {
  type ResolvedResource,
  resolveSkillResource,
  SkillResourceError,
  type SkillResourceErrorCode,
  skillRealDirectory,
} from "./security/resource.js";
export {
  ACCEPTED_SHARE_SCHEMES,
  type DecodedShareLink,
  type DecodeOptions,
  decodeShareLink,
  encodeShareLink,
  ShareLinkError,
  type ShareLinkErrorCode,
} from "./security/share.js";
export {
  type ApplyTrustOptions,
  applyTrust,
  canonicalPath,
  isProjectTrusted,
  isWithin,
  needsTrust,
  parseTrustStore,
  projectDirectoryOf,
  readTrustStore,
  revokeDirectory,
  serializeTrustStore,
  type TrustDecision,
  type TrustEntry,
  type TrustStore,
  TrustStoreError,
  trustDirectory,
  trustedBy,
  trustStorePath,
  withoutTrusted,
  withTrusted,
  writeTrustStore,
} from "./security/trust.js";
export {
  expandShell,
  runShellSegments,
  type ShellDecision,
  type ShellExpansionOptions,
  type ShellPermission,
  type ShellPermissionRequest,
  shellEnvironment,
} from "./shell/expand.js";
export {
  DEFAULT_SHELL_OUTPUT_BYTES,
  DEFAULT_SHELL_TIMEOUT_MS,
  type RunSnippetOptions,
  runShellSnippet,
  ShellExpansionError,
} from "./shell/run.js";
export {
  hasShellSnippets,
  type ParsedTemplate,
  parseShellTemplate,
  type TemplateSegment,
} from "./shell/template.js";
export {
  expandTemplate,
  type TemplateExpansion,
  type TemplateExpansionOptions,
} from "./shell/template-expand.js";
export {
  type CommandExpander,
  expandSlashCommand,
  type SlashExpandOptions,
  type SlashExpansion,
  SlashExpansionError,
} from "./slash/expand.js";
export {
  type BuiltinCommand,
  type Completion,
  completeSlashCommand,
  parseSlashCommand,
  type ReservedCommands,
  resolveSlashCommand,
  type SlashInput,
  type SlashResolveOptions,
  type SlashTarget,
  slashNameCollisions,
} from "./slash/resolve.js";
export type {
  CommandSet,
  CommandTemplate,
  Diagnostic,
  FailedSkill,
  LengthUnit,
  Mode,
  NameRule,
  Root,
  Scope,
  Severity,
  Skill,
  SkillSet,
  ValidationRules,
} from "./types.js";
export { SCOPE_ORDER } from "./types.js";
export { escapeXml, utf8Bytes } from "./util/xml.js";
export { type ValidateOptions, type ValidationResult, validatePath, validateSkillDir } from "./validate.js";
export {
  type CommandChange,
  catalogKey,
  DEFAULT_DEBOUNCE_MS,
  defaultTrustFile,
  diffCommandSets,
  diffSkillSets,
  isEmptyDiff,
  type SkillChange,
  type SkillSetDiff,
  type SkillWatcher,
  type WatchOptions,
  watchSkills,
} from "./watch/index.js";
