export type Severity = "error" | "warning" | "info";

export interface Diagnostic {
  readonly severity: Severity;
  /** Stable kebab-case code: the contract. Messages are for people. */
  readonly code: DiagnosticCode;
  readonly message: string;
  readonly path?: string;
}

/** Every diagnostic code the loader emits. Codes are the stable contract (docs/DIAGNOSTICS.md). */
export const CODES = {
  // format (F)
  missingFrontmatter: "missing-frontmatter",
  unclosedFrontmatter: "unclosed-frontmatter",
  invalidYaml: "invalid-yaml",
  yamlRepaired: "yaml-repaired",
  missingName: "missing-name",
  missingDescription: "missing-description",
  invalidName: "invalid-name",
  nameDirMismatch: "name-dir-mismatch",
  descriptionTooLong: "description-too-long",
  invalidCompatibility: "invalid-compatibility",
  unknownField: "unknown-field",
  coercedScalar: "coerced-scalar",
  invalidFieldType: "invalid-field-type",
  fileTooLarge: "file-too-large",
  invalidEncoding: "invalid-encoding",
  wrongCaseFilename: "wrong-case-filename",
  missingSkillFile: "missing-skill-file",
  // discovery (D)
  depthLimit: "depth-limit",
  symlinkLoop: "symlink-loop",
  brokenLink: "broken-link",
  duplicatePath: "duplicate-path",
  scanTruncated: "scan-truncated",
  readFailed: "read-failed",
  skillsSkipped: "skills-skipped",
  outsideProject: "outside-project",
  // resolution (R)
  shadowed: "shadowed",
  nameCollision: "name-collision",
  disabled: "disabled",
  // custom commands (M)
  invalidCommandName: "invalid-command-name",
  reservedName: "reserved-name",
  // shell expansion (X): codes of ShellExpansionError, not load diagnostics
  shellDenied: "shell-denied",
  shellFailed: "shell-failed",
  shellTimeout: "shell-timeout",
  shellOutputTooLarge: "shell-output-too-large",
  shellUnclosedBlock: "shell-unclosed-block",
  commandNoninteractive: "command-noninteractive",
  // catalog (C)
  catalogBudgetExceeded: "catalog-budget-exceeded",
  // activation (A) and slash commands (S)
  skillNotFound: "skill-not-found",
  activationDenied: "activation-denied",
  invalidToolInput: "invalid-tool-input",
  commandExpanderMissing: "command-expander-missing",
  // configuration
  invalidConfig: "invalid-config",
  // errors (not diagnostics) of the CLI and of shared-file locks
  cliUsage: "cli-usage",
  cliRefused: "cli-refused",
  lockTimeout: "lock-timeout",
  // MCP server (P)
  resourceTooLarge: "resource-too-large",
  mcpPromptNotFound: "mcp-prompt-not-found",
  mcpUnknownTool: "mcp-unknown-tool",
  mcpTokenRequired: "mcp-token-required",
  mcpDependencyMissing: "mcp-dependency-missing",
  mcpUnauthorized: "mcp-unauthorized",
  mcpForbiddenHost: "mcp-forbidden-host",
  mcpForbiddenOrigin: "mcp-forbidden-origin",
  mcpSessionNotFound: "mcp-session-not-found",
  mcpSkillNotServed: "mcp-skill-not-served",
  mcpSkillNotListed: "mcp-skill-not-listed",
  mcpMessageTooLarge: "mcp-message-too-large",
  // security (T)
  projectUntrusted: "project-untrusted",
  trustStoreInvalid: "trust-store-invalid",
  resourceInvalidPath: "resource-invalid-path",
  resourceOutsideSkill: "resource-outside-skill",
  resourceNotFound: "resource-not-found",
  shareLinkInvalid: "share-link-invalid",
  shareLinkScheme: "share-link-scheme",
  shareLinkHost: "share-link-host",
  shareLinkMissingData: "share-link-missing-data",
  shareLinkInvalidBase64: "share-link-invalid-base64",
  shareLinkTooLarge: "share-link-too-large",
  shareLinkInvalidUtf8: "share-link-invalid-utf8",
  shareLinkInvalidSkill: "share-link-invalid-skill",
  // installer: codes of InstallError (src/install/), not load diagnostics
  rootSymlink: "install-root-symlink",
  rootNotDirectory: "install-root-not-directory",
  targetExists: "install-target-exists",
  writeFailed: "install-write-failed",
  nameUnsafe: "install-name-unsafe",
  sourceInvalid: "install-source-invalid",
  sourceNotFound: "install-source-not-found",
  gitFailed: "install-git-failed",
  timeout: "install-timeout",
  fetchFailed: "install-fetch-failed",
  tooLarge: "install-too-large",
  digestMismatch: "install-digest-mismatch",
  archiveUnsafe: "install-archive-unsafe",
  indexInvalid: "install-index-invalid",
  skillInvalid: "install-skill-invalid",
  auditRefused: "install-audit-refused",
  installNameCollision: "install-name-collision",
  noSkills: "install-no-skills",
  skillNotInSource: "install-skill-not-in-source",
  lockInvalid: "lock-invalid",
  lockHashMismatch: "lock-hash-mismatch",
  notInstalled: "install-not-installed",
  locallyModified: "install-locally-modified",
  installSkippedEntry: "install-skipped-entry",
  installIndexLenient: "install-index-lenient",
  installNoDigest: "install-no-digest",
  installAuditFinding: "install-audit-finding",
  installedSkillLoaded: "installed-skill-loaded",
  descriptionPlaceholder: "description-placeholder",
  installedSkillChanged: "installed-skill-changed",
  // the model review of the audit (src/audit/review/)
  auditReviewFailed: "audit-review-failed",
  auditReviewPartial: "audit-review-partial",
  auditReviewCacheInvalid: "audit-review-cache-invalid",
  // registry: codes of RegistryError (src/registry/), in HTTP error bodies and CLI errors
  registryDependencyMissing: "registry-dependency-missing",
  registryDbUnavailable: "registry-db-unavailable",
  registryUnauthorized: "registry-unauthorized",
  registryForbidden: "registry-forbidden",
  registryNotFound: "registry-not-found",
  registryBadRequest: "registry-bad-request",
  registryTooLarge: "registry-too-large",
  registrySkillInvalid: "registry-skill-invalid",
  registryAuditRefused: "registry-audit-refused",
  registryVersionExists: "registry-version-exists",
  registryUnreachable: "registry-unreachable",
  registryInternal: "registry-internal",
} as const;

export type DiagnosticCode = (typeof CODES)[keyof typeof CODES];

export function diag(severity: Severity, code: DiagnosticCode, message: string, path?: string): Diagnostic {
  return path === undefined ? { severity, code, message } : { severity, code, message, path };
}

/** True when any diagnostic is an error. A plain loop: it runs once per skill on every load. */
export function hasErrors(ds: readonly Diagnostic[]): boolean {
  for (const d of ds) if (d.severity === "error") return true;
  return false;
}

/** The diagnostics of a skill with nothing to report: one shared, frozen list instead of one per skill. */
export const NO_DIAGNOSTICS: readonly Diagnostic[] = Object.freeze([]);
