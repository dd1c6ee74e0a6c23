import { basename, dirname, join, resolve } from "node:path";
import { CODES, diag } from "./diagnostics.js";
import { openRootCache, type ParseCacheOptions } from "./discovery/cache.js";
import { recordSkillDirectory } from "./discovery/canonical.js";
import { type DiscoveryFs, nodeDiscoveryFs } from "./discovery/fs.js";
import {
  HEAD_BYTES,
  MAX_SKILL_FILE_BYTES,
  type ReadOutcome,
  readCandidate,
  readFromHead,
} from "./discovery/read.js";
import { type ExplicitRoot, homeOption, resolveRoots } from "./discovery/roots.js";
import { type Candidate, walkRoot } from "./discovery/walk.js";
import { readSkillBody } from "./format/body.js";
import { getProfile, type Profile } from "./profiles/index.js";
import { type ResolveInput, resolveSkills } from "./resolve/resolve.js";
import {
  digestThrough,
  type InstalledRecord,
  installedStorePath,
  readInstalled,
  recordsFor,
} from "./security/installed.js";
import { applyTrust, projectDirectoryOf, type TrustOption, trustStorePath } from "./security/trust.js";
import type { Diagnostic, FailedSkill, Mode, Root, Skill, SkillSet, ValidationRules } from "./types.js";
import { packageRoot } from "./util/package-root.js";
import { canonicalPath } from "./util/paths.js";

// The pipeline of SPEC §1: roots → scan → parse → validate → resolve → SkillSet.

export type { TrustOption } from "./security/trust.js";

export interface LoadOptions {
  /** Working directory for project roots (default: process.cwd()). */
  readonly cwd?: string;
  /** Home directory for user roots (default: $HOME). */
  readonly home?: string;
  /** Explicit roots, project scope unless stated. Added to the profile's roots. */
  readonly roots?: readonly (string | ExplicitRoot)[];
  /** Host profile (name or object), default `agents`. */
  readonly profile?: string | Profile;
  /** Validation mode, default the profile's (standard). */
  readonly mode?: Mode;
  /** Include user-scope roots (default true). */
  readonly user?: boolean;
  /** Include automatically discovered project roots (default true). */
  readonly project?: boolean;
  /** Include the built-in skills (default true). */
  readonly builtins?: boolean;
  /** Depth limit override for every root. */
  readonly depth?: number;
  /** Directory cap per root, default 20 000. */
  readonly maxDirectories?: number;
  /** SKILL.md paths or skill directories to leave out; a relative one is relative to `cwd`. */
  readonly disabledPaths?: readonly string[];
  /**
   * Project trust, default "store": discovered project roots load only when the trust store
   * (trustStorePath()) covers their project. Explicit and user roots are always trusted.
   */
  readonly trust?: TrustOption;
  /**
   * Trust store file for `trust: "store"`: default `$XDG_CONFIG_HOME/skillport/trust.json`, else
   * `<home>/.config/skillport/trust.json` with `home` from the option above.
   */
  readonly trustStore?: string;
  /** File-system boundary (tests inject faults here). */
  readonly fs?: DiscoveryFs;
  /**
   * Persistent parse cache (off by default; the CLI turns it on): an unchanged SKILL.md is then
   * stat'ed instead of read and parsed. See docs/PERFORMANCE.md.
   */
  readonly cache?: ParseCacheOptions | false;
  /**
   * Also count SKILL.md files inside other skills' folders in each root's `skills-skipped` diagnostic.
   * Off by default: it lists every skill folder, which a load otherwise never does (`skillport doctor`
   * turns it on). Skill files under dot-folders are always counted.
   */
  readonly countNestedSkills?: boolean;
}

/** Directory of the built-in skills shipped in the package. */
export function builtinSkillsDir(): string {
  return resolve(packageRoot(), "builtin");
}

function rulesFor(profile: Profile, mode: Mode | undefined): ValidationRules {
  return { mode: mode ?? profile.mode, nameRule: profile.nameRule, lengthUnit: profile.lengthUnit };
}

export type CandidateRecord =
  | { readonly kind: "skill"; readonly skill: Skill }
  | { readonly kind: "failed"; readonly failed: FailedSkill };

/** Turns the read outcome of one candidate of `root` into a loaded or failed skill record. Pure. */
export function candidateRecord(
  root: Root,
  c: Candidate,
  out: Exclude<ReadOutcome, { kind: "duplicate" }>,
): CandidateRecord {
  if (out.kind === "failed" || !out.parsed.valid || out.parsed.name === undefined) {
    const ds = out.kind === "failed" ? out.diagnostics : out.parsed.diagnostics;
    const name =
      out.kind === "parsed" && out.parsed.name !== undefined ? out.parsed.name : basename(c.directory);
    return {
      kind: "failed",
      failed: { name, location: c.file, directory: c.directory, scope: root.scope, root, diagnostics: ds },
    };
  }
  const p = out.parsed;
  const name = p.name!;
  // Host-extension fields as text: validateFields keeps these as strings (or drops them); blank is
  // none. Written out, not a helper: this runs once per skill at every start.
  const w = p.frontmatter.when_to_use;
  const hint = p.frontmatter["argument-hint"];
  const skill: Skill = {
    name,
    description: p.description ?? "",
    // Built-ins too carry their real path in the installed package: the catalog tells the model to
    // read the SKILL.md at its location, and a synthetic one could not be read.
    location: c.file,
    directory: c.directory,
    filePath: c.file,
    scope: root.scope,
    root,
    modelInvocable: p.modelInvocable,
    userInvocable: p.userInvocable,
    // Always present (possibly undefined), so every Skill object has the same shape.
    whenToUse: typeof w === "string" && w.trim() !== "" ? w : undefined,
    argumentHint: typeof hint === "string" && hint.trim() !== "" ? hint : undefined,
    frontmatter: p.frontmatter,
    size: out.info.size,
    mtimeMs: out.info.mtimeMs,
    diagnostics: p.diagnostics,
  };
  if (c.real !== undefined) recordSkillDirectory(skill, c.real, c.pre?.plainFile === true);
  return { kind: "skill", skill };
}

/** Loads one root: walk, read, parse. Returns loaded and failed records with the root's diagnostics. */
export async function loadRoot(
  root: Root,
  rules: ValidationRules,
  options: {
    fs?: DiscoveryFs;
    maxDirectories?: number;
    seen?: Map<string, string>;
    cache?: ParseCacheOptions;
    countNestedSkills?: boolean;
  } = {},
): Promise<{ skills: Skill[]; failed: FailedSkill[]; diagnostics: Diagnostic[] }> {
  const fs = options.fs ?? nodeDiscoveryFs;
  const seen = options.seen ?? new Map<string, string>();
  const cache = options.cache
    ? openRootCache(options.cache, root.path, rules, MAX_SKILL_FILE_BYTES, fs)
    : undefined;
  const walked = await walkRoot(root.path, {
    depth: root.depth,
    fs,
    maxDirectories: options.maxDirectories,
    skipped: { nested: options.countNestedSkills === true },
    probe: {
      limit: MAX_SKILL_FILE_BYTES,
      headBytes: HEAD_BYTES,
      parse: (c, head) => {
        const pre = readFromHead(c, head, rules, fs, MAX_SKILL_FILE_BYTES);
        cache?.record(c.file, pre);
        return pre;
      },
      // The cache's own function, not a wrapper: one less function to compile on this hot path.
      reuse: cache?.reuse,
    },
  });
  cache?.save();
  const skills: Skill[] = [];
  const failed: FailedSkill[] = [];
  const diagnostics: Diagnostic[] = [...walked.diagnostics];
  const candidates = walked.candidates;
  for (let i = 0; i < candidates.length; i++) {
    const c = candidates[i]!;
    const out = readCandidate(c, rules, fs, seen, MAX_SKILL_FILE_BYTES);
    if (out.kind === "duplicate") {
      diagnostics.push(out.diagnostic);
      continue;
    }
    const record = candidateRecord(root, c, out);
    if (record.kind === "skill") skills.push(record.skill);
    else failed.push(record.failed);
  }
  return { skills, failed, diagnostics };
}

/**
 * `disabledPaths` made absolute against the load's working directory (`cwd`, default process.cwd()),
 * once, so the result does not depend on the process's own directory.
 */
export function disabledPathsOf(options: LoadOptions): readonly string[] | undefined {
  const cwd = resolve(options.cwd ?? process.cwd());
  return options.disabledPaths?.map((p) => resolve(cwd, p));
}

function isDirectory(path: string): boolean {
  try {
    return nodeDiscoveryFs.stat(path).isDirectory;
  } catch {
    return false;
  }
}

/** Computes the roots loadSkills would scan, highest precedence first. */
export function skillRoots(options: LoadOptions = {}): Root[] {
  const profile = getProfile(options.profile);
  const cwd = resolve(options.cwd ?? process.cwd());
  const roots = resolveRoots(profile, {
    cwd,
    home: homeOption(options.home),
    kind: "skills",
    user: options.user,
    project: options.project,
    explicit: options.roots,
    depth: options.depth,
  });
  if (options.builtins !== false) {
    const dir = builtinSkillsDir();
    if (isDirectory(dir))
      roots.push({ path: dir, scope: "builtin", kind: "skills", depth: 1, trusted: true });
  }
  return roots;
}

/** What a load scans: the validation rules, every root, and the roots whose skills may load. */
export interface LoadPlan {
  readonly rules: ValidationRules;
  /** The roots that are scanned: the trusted ones (SkillSet.roots), highest precedence first. */
  readonly roots: readonly Root[];
  /**
   * Untrusted project roots holding skills the user installed with `add` (security/installed.ts):
   * only those directories load, while their content has the recorded digest.
   */
  readonly installed: readonly { readonly root: Root; readonly records: readonly InstalledRecord[] }[];
  /** Diagnostics of the plan itself (trust decisions), first in the set's diagnostics. */
  readonly diagnostics: readonly Diagnostic[];
}

/** The trust store file loadSkills reads for `trust: "store"`. */
export function trustStoreOf(options: LoadOptions = {}): string {
  return options.trustStore ?? trustStorePath(process.env, options.home);
}

/** Computes what loadSkills (and live reload) scan. */
export function loadPlan(options: LoadOptions = {}): LoadPlan {
  const profile = getProfile(options.profile);
  const decision = applyTrust(skillRoots(options), {
    trust: options.trust,
    // Like the user roots, the default store follows `home` ($XDG_CONFIG_HOME still wins when set).
    storePath: trustStoreOf(options),
    fs: options.fs,
  });
  const trusted = [...decision.trusted];
  return {
    rules: rulesFor(profile, options.mode),
    roots: trusted,
    installed: installedPlan(decision.untrusted, options),
    diagnostics: decision.diagnostics,
  };
}

/** The untrusted roots with skills the user installed there (only with the default trust store). */
function installedPlan(untrusted: readonly Root[], options: LoadOptions): LoadPlan["installed"] {
  if ((options.trust ?? "store") !== "store" || untrusted.length === 0) return [];
  const storePath = installedStorePath(process.env, options.home);
  const store =
    options.trustStore !== undefined ? join(dirname(options.trustStore), "installed.json") : storePath;
  const records = readInstalled(store);
  if (records.length === 0) return [];
  const fs = options.fs ?? nodeDiscoveryFs;
  const realpath = (p: string) => fs.realpath(p);
  const out: { root: Root; records: InstalledRecord[] }[] = [];
  for (const root of untrusted) {
    if (root.kind !== "skills") continue;
    const project = projectDirectoryOf(root.projectDir ?? dirname(root.path));
    const rootDir = canonicalPath(root.path, realpath);
    const mine = recordsFor(records, project, store, realpath).filter((r) => dirname(r.dir) === rootDir);
    if (mine.length > 0) out.push({ root: { ...root, trusted: true }, records: mine });
  }
  return out;
}

/** Loads only the installed skills of an untrusted root whose content still has the recorded digest. */
async function loadInstalled(
  plan: LoadPlan["installed"][number],
  rules: ValidationRules,
  options: LoadOptions,
  seen: Map<string, string>,
): Promise<{ skills: Skill[]; diagnostics: Diagnostic[] }> {
  const fs = options.fs ?? nodeDiscoveryFs;
  const r = await loadRoot(plan.root, rules, { fs, maxDirectories: options.maxDirectories, seen });
  const skills: Skill[] = [];
  const diagnostics: Diagnostic[] = [];
  for (const skill of r.skills) {
    let dir: string;
    try {
      dir = fs.realpath(skill.directory);
    } catch {
      continue;
    }
    const record = plan.records.find((x) => x.dir === dir);
    if (!record) continue;
    if ((await digestThrough(fs, skill.directory)) === record.digest) {
      skills.push(skill);
      continue;
    }
    diagnostics.push(
      diag(
        "warning",
        CODES.installedSkillChanged,
        `The skill ${skill.name} at ${skill.directory} changed since you installed it with skillport add, and its project is not trusted, so it was not loaded. Review it, then add it again (skillport add SOURCE --force) or trust the project.`,
        skill.directory,
      ),
    );
  }
  if (skills.length > 0) {
    const project = plan.root.projectDir ?? dirname(plan.root.path);
    diagnostics.push(
      diag(
        "info",
        CODES.installedSkillLoaded,
        `The project ${project} is not trusted; only the skills you installed there with skillport add (${skills.map((s) => s.name).join(", ")}) were loaded, checked against the content you installed.`,
        project,
      ),
    );
  }
  return { skills, diagnostics };
}

/** Loads every skill the profile's roots hold. Never throws for bad input on disk. */
export async function loadSkills(options: LoadOptions = {}): Promise<SkillSet> {
  const { rules, roots, installed, diagnostics: planned } = loadPlan(options);
  const seen = new Map<string, string>();
  const skills: Skill[] = [];
  const failed: FailedSkill[] = [];
  const diagnostics: Diagnostic[] = [...planned];
  for (const root of roots) {
    const r = await loadRoot(root, rules, {
      fs: options.fs,
      maxDirectories: options.maxDirectories,
      seen,
      cache: options.cache === false ? undefined : options.cache,
      countNestedSkills: options.countNestedSkills,
    });
    skills.push(...r.skills);
    failed.push(...r.failed);
    diagnostics.push(...r.diagnostics);
  }
  for (const plan of installed) {
    const r = await loadInstalled(plan, rules, options, seen);
    skills.push(...r.skills);
    diagnostics.push(...r.diagnostics);
  }
  const all = installed.length > 0 ? [...roots, ...installed.map((p) => p.root)] : roots;
  return assembleSkillSet({
    roots: all,
    skills,
    failed,
    diagnostics,
    disabledPaths: disabledPathsOf(options),
  });
}

/** Resolves loaded records into the immutable SkillSet; shared with live reload. */
export function assembleSkillSet(input: ResolveInput): SkillSet {
  const resolved = resolveSkills(input);
  return skillSetOf({ ...resolved, roots: [...input.roots] });
}

/** The immutable SkillSet of resolved parts (a load's, or the MCP server's load memo's). */
export function skillSetOf(parts: Omit<SkillSet, "readBody">): SkillSet {
  return Object.freeze({
    skills: Object.freeze(parts.skills),
    shadowed: Object.freeze(parts.shadowed),
    failed: Object.freeze(parts.failed),
    diagnostics: Object.freeze(parts.diagnostics),
    roots: Object.freeze(parts.roots),
    readBody: (skill: Skill) => readSkillBody(skill.filePath),
  });
}
