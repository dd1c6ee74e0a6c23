import { dirname, join } from "node:path";
import { CODES, diag } from "../diagnostics.js";
import { getProfile, type Profile } from "../profiles/index.js";
import type { Diagnostic } from "../types.js";
import { terminalLine } from "../util/terminal.js";
import { INSTALL_CODES, InstallError } from "./errors.js";
import { type FetchedSource, fetchSource, type LockOrigin, type SourceSkill } from "./fetch.js";
import { computeSkillFolderHash, hashSkillFiles, readHashedFiles } from "./hash.js";
import {
  type InstallOptions,
  lockEntryOf,
  placeReviewed,
  type ReviewedSkill,
  reviewSkills,
} from "./install.js";
import { type LockEntry, readLock, updateLock } from "./lock.js";
import { pathPresent } from "./paths.js";
import { recoverSkillsRoot, removeSkillDir, skillTarget } from "./replace.js";
import { openSkillsRoot } from "./root.js";
import { gitBase, type ParsedSource, parseSource } from "./source.js";

/** What removing, restoring and updating from a lock file take: the install options that apply, and the lock. */
export interface LockOptions
  extends Pick<
    InstallOptions,
    "root" | "base" | "force" | "dryRun" | "env" | "timeoutMs" | "profile" | "limits"
  > {
  /** The lock file to read and update. */
  readonly lockPath: string;
}

/** Where a lock entry's source is fetched from again. Throws `lock-invalid` for a type skillport cannot fetch. */
export function sourceOfEntry(
  name: string,
  entry: LockEntry,
  env: NodeJS.ProcessEnv = process.env,
): ParsedSource {
  const ref = entry.ref;
  const fail = (why: string) =>
    new InstallError(
      INSTALL_CODES.lockInvalid,
      `The lock entry ${terminalLine(name)} cannot be fetched: ${why}.`,
    );
  switch (entry.sourceType) {
    case "local":
      return { kind: "local", path: entry.source };
    case "github":
    case "git":
    case "gitlab": {
      let url = entry.sourceUrl;
      if (url === undefined) {
        if (entry.sourceType === "github" && /^[^/:]+\/[^/:]+$/.test(entry.source)) {
          const { base, isDefault } = gitBase(env);
          url = `${base}/${entry.source}${isDefault ? ".git" : ""}`;
        } else url = entry.source;
      }
      const parsed = parseSource(ref ? `${url}#${ref}` : url, { env });
      if (parsed.kind !== "git") throw fail(`${terminalLine(url)} is not a git URL`);
      return /^[^/:]+\/[^/:]+$/.test(entry.source)
        ? { ...parsed, shorthand: entry.source, defaultBase: entry.sourceType === "github" }
        : parsed;
    }
    case "well-known": {
      const url = entry.sourceUrl ?? entry.source;
      const parsed = parseSource(/^https?:/.test(url) ? url : `https://${url}`, { env });
      if (parsed.kind !== "well-known") throw fail(`${terminalLine(url)} is not an index URL`);
      return parsed;
    }
    default:
      throw fail(
        `its sourceType ${terminalLine(JSON.stringify(entry.sourceType))} is not one skillport fetches`,
      );
  }
}

/** The skill a lock entry names within what its source holds. */
function findLocked(name: string, entry: LockEntry, fetched: FetchedSource): SourceSkill | undefined {
  if (entry.skillPath !== undefined) {
    const bySkillPath = fetched.skills.find((s) => s.skillPath === entry.skillPath);
    if (bySkillPath) return bySkillPath;
  }
  return fetched.skills.find((s) => s.name === name);
}

/** Source types skillport fetches; entries of other types (another tool's) are skipped, not refused. */
const FETCHED_TYPES = new Set(["local", "github", "git", "gitlab", "well-known"]);
const skippedNote = (name: string, entry: LockEntry): Diagnostic =>
  diag(
    "warning",
    CODES.lockInvalid,
    `${terminalLine(name)} has the sourceType ${terminalLine(JSON.stringify(entry.sourceType))}, which skillport does not fetch; it was left as it is.`,
  );

const sourceKey = (e: LockEntry) => JSON.stringify([e.sourceType, e.source, e.sourceUrl ?? "", e.ref ?? ""]);

/** Fetches every distinct source of `entries` once. */
async function fetchAll(
  entries: readonly [string, LockEntry][],
  options: LockOptions,
  profile: Profile,
): Promise<Map<string, FetchedSource>> {
  const out = new Map<string, FetchedSource>();
  for (const [name, entry] of entries) {
    const key = sourceKey(entry);
    if (out.has(key)) continue;
    const only = entries.filter(([, e]) => sourceKey(e) === key).map(([n]) => n);
    const parsed = sourceOfEntry(name, entry, options.env);
    out.set(
      key,
      await fetchSource(parsed, {
        ...(options.env ? { env: options.env } : {}),
        ...(options.timeoutMs !== undefined ? { timeoutMs: options.timeoutMs } : {}),
        ...(options.limits ? { limits: options.limits } : {}),
        nameRule: profile.nameRule,
        lengthUnit: profile.lengthUnit,
        ...(entry.sourceType === "well-known" ? { only } : {}),
      }),
    );
  }
  return out;
}

const profileOf = (o: LockOptions): Profile =>
  typeof o.profile === "object" ? o.profile : getProfile(o.profile);

export interface RemoveResult {
  readonly name: string;
  /** The directory removed, when there was one. */
  readonly removed?: string;
  /** The lock entry was removed. */
  readonly unlocked: boolean;
}

/** Removes an installed skill and its lock entry. Throws `install-not-installed` when neither exists. */
export function removeSkill(name: string, options: Omit<LockOptions, "force">): RemoveResult {
  const target = skillTarget(options.root, name);
  if (target === undefined) {
    throw new InstallError(
      INSTALL_CODES.nameUnsafe,
      `${terminalLine(JSON.stringify(name))} is not a skill name; refused.`,
    );
  }
  const lock = readLock(options.lockPath);
  const locked = Object.hasOwn(lock.skills, name);
  const opened = openSkillsRoot(options.root, {
    ...(options.base !== undefined ? { base: options.base } : {}),
    create: false,
  });
  const realTarget = join(opened.realRoot, name);
  const installed = pathPresent(realTarget);
  if (!installed && !locked) {
    throw new InstallError(
      INSTALL_CODES.notInstalled,
      `No skill named ${terminalLine(name)} is installed in ${opened.root} or recorded in ${options.lockPath}.`,
    );
  }
  if (options.dryRun) return { name, ...(installed ? { removed: realTarget } : {}), unlocked: locked };
  if (installed) {
    recoverSkillsRoot(opened.realRoot);
    removeSkillDir(opened.realRoot, name);
  }
  if (locked) {
    updateLock(options.lockPath, (skills) => {
      delete skills[name];
    });
  }
  return { name, ...(installed ? { removed: realTarget } : {}), unlocked: locked };
}

/** `skipped`: a source type skillport does not fetch (another tool's entry), left as it is. */
export type RestoreStatus = "restored" | "present" | "replaced" | "skipped";

export interface RestoredSkill {
  readonly name: string;
  readonly path: string;
  readonly status: RestoreStatus;
  readonly computedHash: string;
  readonly diagnostics: readonly Diagnostic[];
}

/**
 * Restores exactly what the lock records: every skill is fetched from its source and its hash must
 * equal the lock's `computedHash` (else `lock-hash-mismatch`, nothing written). Skills already
 * installed with that hash are left alone; one with other content is refused unless `force`.
 */
export async function restoreFromLock(options: LockOptions): Promise<RestoredSkill[]> {
  const profile = profileOf(options);
  const lock = readLock(options.lockPath);
  const entries = Object.entries(lock.skills).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const root = openSkillsRoot(options.root, {
    ...(options.base !== undefined ? { base: options.base } : {}),
    force: options.force === true,
    create: false,
  }).realRoot;
  const todo: [string, LockEntry][] = [];
  const out: RestoredSkill[] = [];
  for (const [name, entry] of entries) {
    if (!FETCHED_TYPES.has(entry.sourceType)) {
      out.push({
        name,
        path: join(root, name),
        status: "skipped",
        computedHash: entry.computedHash,
        diagnostics: [skippedNote(name, entry)],
      });
      continue;
    }
    const dir = skillTarget(root, name);
    if (dir === undefined)
      throw new InstallError(
        INSTALL_CODES.nameUnsafe,
        `The lock names ${terminalLine(JSON.stringify(name))}, not a safe skill name.`,
      );
    if (pathPresent(dir) && (await computeSkillFolderHash(dir)) === entry.computedHash) {
      out.push({ name, path: dir, status: "present", computedHash: entry.computedHash, diagnostics: [] });
    } else todo.push([name, entry]);
  }
  if (todo.length === 0) return out;
  const fetched = await fetchAll(todo, options, profile);
  const chosen: SourceSkill[] = [];
  for (const [name, entry] of todo) {
    const skill = findLocked(name, entry, fetched.get(sourceKey(entry))!);
    if (!skill) {
      throw new InstallError(
        INSTALL_CODES.skillNotInSource,
        `${terminalLine(name)} is no longer in ${terminalLine(entry.sourceUrl ?? entry.source)}; nothing was restored. Remove it with skillport remove, or update the lock with skillport update.`,
      );
    }
    const hash = await hashSkillFiles(skill.files);
    if (hash !== entry.computedHash) {
      throw new InstallError(
        INSTALL_CODES.lockHashMismatch,
        `${terminalLine(name)} from ${terminalLine(entry.sourceUrl ?? entry.source)} has hash ${hash}, but the lock records ${terminalLine(entry.computedHash)}; nothing was restored. The source changed since it was locked: run skillport update ${terminalLine(name)} to take the new version.`,
      );
    }
    chosen.push(skill.name === name ? skill : { ...skill, name });
  }
  const reviewed = await reviewSkills(chosen, root, { ...(options.force ? { force: true } : {}), profile });
  const placed = await placeReviewed(reviewed, {
    root: options.root,
    ...(options.base !== undefined ? { base: options.base } : {}),
    force: options.force === true,
    forceRoot: options.force === true,
    dryRun: options.dryRun === true,
  });
  for (const [i, r] of reviewed.entries()) {
    out.push({
      name: r.skill.name,
      path: r.target,
      status: r.exists ? "replaced" : "restored",
      computedHash: r.computedHash,
      diagnostics: [...r.diagnostics, ...placed[i]!.diagnostics],
    });
  }
  return out.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

export type UpdateStatus =
  | "up-to-date"
  | "outdated"
  | "updated"
  | "locally-modified"
  | "not-installed"
  | "gone"
  | "skipped";

/** What changed between two versions of a skill. */
export interface DiffSummary {
  readonly added: readonly string[];
  readonly removed: readonly string[];
  readonly changed: readonly string[];
}

export interface UpdateCheck {
  readonly name: string;
  readonly status: UpdateStatus;
  readonly lockedHash: string;
  readonly upstreamHash?: string;
  /** The installed copy differs from the lock (edited locally). */
  readonly modified: boolean;
  /** Installed copy against the upstream version. */
  readonly diff?: DiffSummary;
  readonly diagnostics: readonly Diagnostic[];
}

async function diffFiles(dir: string, upstream: SourceSkill): Promise<DiffSummary> {
  const { createHash } = await import("node:crypto");
  const h = (d: Uint8Array) => createHash("sha256").update(d).digest("hex");
  const local = new Map(readHashedFiles(dir).map((f) => [f.path, h(f.data)]));
  const remote = new Map(upstream.files.map((f) => [f.path, h(f.data)]));
  const added = [...remote.keys()].filter((p) => !local.has(p)).sort();
  const removed = [...local.keys()].filter((p) => !remote.has(p)).sort();
  const changed = [...remote.keys()].filter((p) => local.has(p) && local.get(p) !== remote.get(p)).sort();
  return { added, removed, changed };
}

/**
 * Compares every locked skill (or those named) with its source. With `apply`, skills that changed
 * upstream are replaced and their lock entries updated; a locally modified one is kept (status
 * `locally-modified`, with a diff summary) unless `force`.
 */
export async function updateSkills(
  names: readonly string[] | undefined,
  options: LockOptions & { readonly apply: boolean },
): Promise<UpdateCheck[]> {
  const profile = profileOf(options);
  const lock = readLock(options.lockPath);
  const wanted = names && names.length > 0 ? names : Object.keys(lock.skills);
  for (const n of wanted) {
    if (!Object.hasOwn(lock.skills, n)) {
      throw new InstallError(
        INSTALL_CODES.notInstalled,
        `${terminalLine(n)} is not recorded in ${options.lockPath}; install it with skillport add first.`,
      );
    }
  }
  const listed = [...wanted].sort().map((n) => [n, lock.skills[n]!] as [string, LockEntry]);
  const entries = listed.filter(([, e]) => FETCHED_TYPES.has(e.sourceType));
  const root = openSkillsRoot(options.root, {
    ...(options.base !== undefined ? { base: options.base } : {}),
    force: options.force === true,
    create: false,
  }).realRoot;
  const fetched = await fetchAll(entries, options, profile);
  const checks: UpdateCheck[] = listed
    .filter(([, e]) => !FETCHED_TYPES.has(e.sourceType))
    .map(([name, e]) => ({
      name,
      status: "skipped" as const,
      lockedHash: e.computedHash,
      modified: false,
      diagnostics: [skippedNote(name, e)],
    }));
  const toApply: { name: string; skill: SourceSkill; origin: LockOrigin; entry: LockEntry }[] = [];
  for (const [name, entry] of entries) {
    const source = fetched.get(sourceKey(entry))!;
    const skill = findLocked(name, entry, source);
    const dir = join(root, name);
    const installed = pathPresent(dir);
    const installedHash = installed ? await computeSkillFolderHash(dir) : undefined;
    const modified = installed && installedHash !== entry.computedHash;
    if (!skill) {
      checks.push({ name, status: "gone", lockedHash: entry.computedHash, modified, diagnostics: [] });
      continue;
    }
    const upstreamHash = await hashSkillFiles(skill.files);
    const base = {
      name,
      lockedHash: entry.computedHash,
      upstreamHash,
      modified,
      diagnostics: skill.diagnostics,
    };
    if (!installed) {
      checks.push({ ...base, status: "not-installed" });
      continue;
    }
    if (upstreamHash === entry.computedHash) {
      checks.push({
        ...base,
        status: modified ? "locally-modified" : "up-to-date",
        ...(modified ? { diff: await diffFiles(dir, skill) } : {}),
      });
      continue;
    }
    const diff = await diffFiles(dir, skill);
    if (!options.apply) {
      checks.push({ ...base, status: "outdated", diff });
      continue;
    }
    if (modified && !options.force) {
      checks.push({ ...base, status: "locally-modified", diff });
      continue;
    }
    checks.push({ ...base, status: "updated", diff });
    const { sourceUrl, ref, source: src, sourceType } = entry;
    toApply.push({
      name,
      skill: skill.name === name ? skill : { ...skill, name },
      origin: { source: src, sourceType, ...(sourceUrl ? { sourceUrl } : {}), ...(ref ? { ref } : {}) },
      entry,
    });
  }
  if (toApply.length > 0 && !options.dryRun) {
    const reviewed: ReviewedSkill[] = await reviewSkills(
      toApply.map((t) => t.skill),
      root,
      { replace: true, ...(options.force ? { force: true } : {}), profile },
    );
    await placeReviewed(reviewed, {
      root: options.root,
      ...(options.base !== undefined ? { base: options.base } : {}),
      force: true,
      forceRoot: options.force === true,
    });
    updateLock(options.lockPath, (skills) => {
      reviewed.forEach((r, i) => {
        const t = toApply[i]!;
        skills[t.name] = { ...t.entry, ...lockEntryOf(t.origin, r.skill, r.computedHash) };
      });
    });
  }
  return checks;
}

/** The directory of a project lock (where local sources are relative to). */
export const lockDirectory = (lockPath: string): string => dirname(lockPath);
