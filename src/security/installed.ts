// Skills the user installed with `skillport add` into a project that is not trusted. Someone who ran
// `add` expects the skill to load; trusting the whole project for it would also load everything else
// the repository ships. So `add` records each skill it wrote, after the audit, in the user's own state
// (installed.json beside trust.json: private, outside every project), keyed by the project, the
// skill's canonical directory and the digest of its content (the lock's computedHash). A load then
// lets exactly those directories of an untrusted project through, and only while their content still
// has that digest. The project's committed skills-lock.json is never consulted: a cloned repository
// cannot mark its own skills as installed.
import * as nodeFs from "node:fs";
import { dirname, join } from "node:path";
import type { DiscoveryFs } from "../discovery/fs.js";
import { withLockFile } from "../util/lock-file.js";
import { canonicalPath, isWithin } from "../util/paths.js";
import { notPrivate } from "../util/private-path.js";
import { readRegularFileSync } from "../util/read-file.js";
import { hashSkillFiles } from "../util/skill-hash.js";
import { trustStorePath } from "./trust.js";

const MAX_BYTES = 8 * 1024 * 1024;
const FILE = "installed.json";
/** A skill larger than this is never checked at load time (it then does not load untrusted). */
const MAX_CHECKED_FILES = 2000;

export interface InstalledRecord {
  /** Canonical directory of the skill (`<root>/<name>`). */
  readonly dir: string;
  /** Canonical project directory it was installed into. */
  readonly project: string;
  /** computedHash of its content when it was installed. */
  readonly digest: string;
  /** ISO time. */
  readonly installedAt: string;
}

/** installed.json beside the trust store (same directory rules: a relative XDG_CONFIG_HOME is ignored). */
export const installedStorePath = (env: NodeJS.ProcessEnv = process.env, home?: string): string =>
  join(dirname(trustStorePath(env, home)), FILE);

const isRecord = (v: unknown): v is InstalledRecord => {
  const r = v as Record<string, unknown>;
  return (
    !!r &&
    typeof r === "object" &&
    typeof r.dir === "string" &&
    typeof r.project === "string" &&
    typeof r.digest === "string" &&
    /^[0-9a-f]{64}$/.test(r.digest) &&
    typeof r.installedAt === "string"
  );
};

/**
 * The records of the store; a missing, unreadable, foreign (writable by another user) or corrupt
 * store holds none (nothing extra loads; never throws).
 */
export function readInstalled(path: string): InstalledRecord[] {
  try {
    const text = readRegularFileSync(path, MAX_BYTES).toString("utf8");
    if (notPrivate(path) !== undefined) return [];
    const raw = JSON.parse(text) as { version?: unknown; skills?: unknown };
    if (raw?.version !== 1 || !Array.isArray(raw.skills)) return [];
    return raw.skills.filter(isRecord);
  } catch {
    return [];
  }
}

/**
 * Records (or, with `digest` undefined, forgets) skill directories, under the store's lock file.
 * Best effort for the caller: throws only what the file system throws.
 */
export function recordInstalled(
  path: string,
  changes: readonly { dir: string; project: string; digest?: string }[],
  now: Date = new Date(),
): void {
  const forgetOnly = changes.every((c) => c.digest === undefined);
  if (forgetOnly) {
    const dirs = new Set(changes.map((c) => canonicalPath(c.dir)));
    if (!readInstalled(path).some((r) => dirs.has(r.dir))) return;
  }
  nodeFs.mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
  if (notPrivate(dirname(path)) !== undefined) return;
  withLockFile(`${path}.lock`, () => {
    const dirs = new Map(changes.map((c) => [canonicalPath(c.dir), c]));
    const kept = readInstalled(path).filter((r) => !dirs.has(r.dir));
    for (const [dir, c] of dirs) {
      if (c.digest !== undefined)
        kept.push({
          dir,
          project: canonicalPath(c.project),
          digest: c.digest,
          installedAt: now.toISOString(),
        });
    }
    kept.sort((a, b) => (a.dir < b.dir ? -1 : a.dir > b.dir ? 1 : 0));
    const tmp = `${path}.${process.pid}.${Date.now()}.tmp`;
    try {
      nodeFs.writeFileSync(tmp, `${JSON.stringify({ version: 1, skills: kept }, null, 2)}\n`, {
        flag: "wx",
        mode: 0o600,
      });
      nodeFs.renameSync(tmp, path);
    } finally {
      nodeFs.rmSync(tmp, { force: true });
    }
  });
}

/**
 * The records that may let skills of the untrusted `project` load: recorded for that project, and
 * the store is not inside the project (a store the project ships cannot vouch for it).
 */
export function recordsFor(
  records: readonly InstalledRecord[],
  project: string,
  storePath: string,
  realpath?: (p: string) => string,
): InstalledRecord[] {
  const p = canonicalPath(project, realpath);
  if (isWithin(p, canonicalPath(storePath, realpath))) return [];
  return records.filter((r) => r.project === p && isWithin(p, r.dir));
}

/**
 * The digest of a skill directory read through the loader's file system (so the output memo sees
 * every file it depends on): computedHash over its regular files, links not followed. Undefined when
 * it cannot be read whole.
 */
export async function digestThrough(fs: DiscoveryFs, dir: string): Promise<string | undefined> {
  const files: { path: string; data: Uint8Array }[] = [];
  const walk = (abs: string, rel: string): boolean => {
    for (const e of fs.readdir(abs)) {
      if (e.name === ".git" || e.name === "node_modules") continue;
      const r = rel ? `${rel}/${e.name}` : e.name;
      const p = join(abs, e.name);
      if (e.isDirectory()) {
        if (!walk(p, r)) return false;
      } else if (e.isFile()) {
        if (files.length >= MAX_CHECKED_FILES) return false;
        files.push({ path: r, data: fs.readFile(p) });
      }
    }
    return true;
  };
  try {
    if (fs.lstat(dir).isSymbolicLink || !walk(dir, "")) return undefined;
  } catch {
    return undefined;
  }
  return hashSkillFiles(files);
}
