// What restore, update and remove share: where a lock entry's source is fetched from again, where
// its skill was installed, and fetching every source once while one failing source fails only its
// own skills.
import { isAbsolute, join, relative, resolve, sep } from "node:path";
import { CODES, diag } from "../diagnostics.js";
import { getProfile, type Profile } from "../profiles/index.js";
import type { Diagnostic } from "../types.js";
import { terminalLine } from "../util/terminal.js";
import { INSTALL_CODES, InstallError } from "./errors.js";
import { type FetchedSource, fetchSource, type SourceSkill } from "./fetch.js";
import type { InstallOptions } from "./install.js";
import type { LockEntry } from "./lock.js";
import { safeRelativePath } from "./paths.js";
import { skillTarget } from "./replace.js";
import { gitBase, type ParsedSource, parseSource } from "./source.js";
import { REFETCHED_LOCK_TYPES } from "./sources.js";

/** What removing, restoring and updating from a lock file take: the install options that apply, and the lock. */
export interface LockOptions
  extends Pick<
    InstallOptions,
    "root" | "base" | "force" | "dryRun" | "env" | "timeoutMs" | "profile" | "limits" | "review"
  > {
  /** The lock file to read and update. */
  readonly lockPath: string;
  /**
   * `root` was chosen by the user for this run: it applies to every entry. Otherwise an entry that
   * records where it was installed (`root` in the lock) is looked for there.
   */
  readonly explicitRoot?: boolean;
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
export function findLocked(name: string, entry: LockEntry, fetched: FetchedSource): SourceSkill | undefined {
  if (entry.skillPath !== undefined) {
    const bySkillPath = fetched.skills.find((s) => s.skillPath === entry.skillPath);
    if (bySkillPath) return bySkillPath;
  }
  return fetched.skills.find((s) => s.name === name);
}

/** Source types skillport fetches; entries of other types (another tool's) are skipped, not refused. */
export const FETCHED_TYPES: ReadonlySet<string> = REFETCHED_LOCK_TYPES;

export const skippedNote = (name: string, entry: LockEntry): Diagnostic =>
  diag(
    "warning",
    CODES.lockInvalid,
    entry.sourceType === "mcp"
      ? `${terminalLine(name)} came from the MCP server ${terminalLine(entry.source)}; skillport never starts a server a lock names, so it was left as it is (refresh it with skillport add ${terminalLine(entry.source)} --force).`
      : `${terminalLine(name)} has the sourceType ${terminalLine(JSON.stringify(entry.sourceType))}, which skillport does not fetch; it was left as it is.`,
  );

/** One key per fetch: entries of one source at one ref share it (and, with `atCommit`, one commit). */
export const sourceKey = (e: LockEntry, atCommit = false): string =>
  JSON.stringify([
    e.sourceType,
    e.source,
    e.sourceUrl ?? "",
    e.ref ?? "",
    atCommit ? (lockedCommit(e) ?? "") : "",
  ]);

/** The commit a git entry was installed from, when the lock records one. */
export const lockedCommit = (e: LockEntry): string | undefined =>
  typeof e.commit === "string" && /^[0-9a-f]{40}$/.test(e.commit) ? e.commit : undefined;

/** A fetch's outcome: what the source holds, or why it could not be fetched. */
export type Fetched =
  | { readonly ok: true; readonly source: FetchedSource }
  | { readonly ok: false; readonly error: InstallError };

const asFailure = (e: unknown): InstallError => {
  if (e instanceof InstallError) return e;
  throw e;
};

/**
 * Fetches every distinct source of `entries` once; a source that fails is recorded, not thrown, so
 * the skills of other sources go on. With `atCommit`, a git entry that records a commit is fetched
 * at that commit.
 */
export async function fetchAll(
  entries: readonly (readonly [string, LockEntry])[],
  options: LockOptions,
  profile: Profile,
  atCommit = false,
): Promise<Map<string, Fetched>> {
  const out = new Map<string, Fetched>();
  for (const [name, entry] of entries) {
    const key = sourceKey(entry, atCommit);
    if (out.has(key)) continue;
    const only = entries.filter(([, e]) => sourceKey(e, atCommit) === key).map(([n]) => n);
    try {
      let parsed = sourceOfEntry(name, entry, options.env);
      const commit = atCommit ? lockedCommit(entry) : undefined;
      if (commit !== undefined && parsed.kind === "git") parsed = { ...parsed, ref: commit };
      const source = await fetchSource(parsed, {
        ...(options.env ? { env: options.env } : {}),
        ...(options.timeoutMs !== undefined ? { timeoutMs: options.timeoutMs } : {}),
        ...(options.limits ? { limits: options.limits } : {}),
        nameRule: profile.nameRule,
        lengthUnit: profile.lengthUnit,
        ...(entry.sourceType === "well-known" ? { only } : {}),
      });
      out.set(key, { ok: true, source });
    } catch (e) {
      out.set(key, { ok: false, error: asFailure(e) });
    }
  }
  return out;
}

export const profileOf = (o: { profile?: string | Profile | undefined }): Profile =>
  typeof o.profile === "object" ? o.profile : getProfile(o.profile);

/**
 * The skills root an entry lives in: the run's root when the user chose one, else the root the lock
 * records for it (a project lock: a safe path relative to the project; the user lock: absolute),
 * else the run's default root. Throws `lock-invalid` for a recorded root that is not safe.
 */
export function entryRoot(name: string, entry: LockEntry, options: LockOptions): string {
  const recorded = entry.root;
  if (options.explicitRoot || recorded === undefined) return options.root;
  const bad = (why: string) =>
    new InstallError(
      INSTALL_CODES.lockInvalid,
      `The lock entry ${terminalLine(name)} records the root ${terminalLine(JSON.stringify(recorded))}, which ${why}; fix the lock, or pass --root.`,
    );
  if (typeof recorded !== "string") throw bad("is not a string");
  if (options.base !== undefined) {
    const safe = safeRelativePath(recorded);
    if (safe === undefined) throw bad("is not a safe path inside the project");
    return join(resolve(options.base), ...safe.split("/"));
  }
  if (!isAbsolute(recorded)) throw bad("is not an absolute path");
  return resolve(recorded);
}

/**
 * What the lock records as `root` for a skill installed in `root`: nothing for the default root,
 * a `/`-separated path relative to the project for a project, an absolute path for the user lock.
 */
export function lockRootOf(root: string, defaultRoot: string, base: string | undefined): string | undefined {
  const abs = resolve(root);
  if (abs === resolve(defaultRoot)) return undefined;
  if (base === undefined) return abs;
  const rel = relative(resolve(base), abs);
  if (rel === "" || isAbsolute(rel) || rel === ".." || rel.startsWith(`..${sep}`)) return undefined;
  return rel.split(sep).join("/");
}

/** `root/name`, refusing a lock name that is not one safe path component. */
export function entryTarget(root: string, name: string): string {
  const dir = skillTarget(root, name);
  if (dir === undefined)
    throw new InstallError(
      INSTALL_CODES.nameUnsafe,
      `The lock names ${terminalLine(JSON.stringify(name))}, not a safe skill name.`,
    );
  return dir;
}
