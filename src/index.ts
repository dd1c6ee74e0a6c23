// Public API of skillport (SPEC §15). No side effects on import.
export type {
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
export { CODES, type DiagnosticCode } from "./diagnostics.js";
export { parseSkillFile, type ParseOptions, type ParsedSkillFile } from "./format/parse.js";
export { extractFrontmatter, extractBody, type FrontmatterResult } from "./format/frontmatter.js";
export { slugifySkillName, nameProblems, measure } from "./format/name.js";
export { readSkillBody, SkillReadError } from "./format/body.js";
export { type DiscoveryFs, nodeDiscoveryFs } from "./discovery/fs.js";
export { walkRoot, type WalkOptions, type WalkResult } from "./discovery/walk.js";
export { resolveRoots, findGitRoot, projectDirectories, type ExplicitRoot } from "./discovery/roots.js";
export { MAX_SKILL_FILE_BYTES } from "./discovery/read.js";
export { resolveSkills } from "./resolve/resolve.js";
export { loadSkills, skillRoots, type LoadOptions, type TrustOption, BUILTIN_PREFIX } from "./load.js";
export { validateSkillDir, validatePath, type ValidateOptions, type ValidationResult } from "./validate.js";
export { profiles, getProfile, type Profile, type RootTemplate } from "./profiles/index.js";
