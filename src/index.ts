// Public API of skillport (SPEC §15). No side effects on import.

export {
  type Substitution,
  type SubstitutionOptions,
  splitArguments,
  substituteArguments,
} from "./activation/arguments.js";
export { readUserConfig, type UserConfig, userConfigDir } from "./config.js";
export { CODES, type DiagnosticCode } from "./diagnostics.js";
export { type DiscoveryFs, nodeDiscoveryFs } from "./discovery/fs.js";
export { MAX_SKILL_FILE_BYTES } from "./discovery/read.js";
export { type ExplicitRoot, findGitRoot, projectDirectories, resolveRoots } from "./discovery/roots.js";
export { type WalkOptions, type WalkResult, walkRoot } from "./discovery/walk.js";
export { readSkillBody, SkillReadError } from "./format/body.js";
export { extractBody, extractFrontmatter, type FrontmatterResult } from "./format/frontmatter.js";
export { measure, nameProblems, slugifySkillName } from "./format/name.js";
export { type ParsedSkillFile, type ParseOptions, parseSkillFile } from "./format/parse.js";
export { BUILTIN_PREFIX, type LoadOptions, loadSkills, skillRoots, type TrustOption } from "./load.js";
export { getProfile, type Profile, profiles, type RootTemplate } from "./profiles/index.js";
export { resolveSkills } from "./resolve/resolve.js";
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
export { extractHeadings, type HeadingLimits, processTerm, stem, terms, tokenize } from "./search/text.js";
export {
  createSearchTool,
  renderSearchResults,
  SEARCH_TOOL_NAME,
  type SearchTool,
  type SearchToolInput,
  type SearchToolSchema,
  type SearchToolOptions,
} from "./search/tool.js";
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
export { type ValidateOptions, type ValidationResult, validatePath, validateSkillDir } from "./validate.js";
