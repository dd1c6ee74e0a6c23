// skills-lock.json: read and written as the `skills` CLI's version-1 lock (skill names sorted, no
// timestamps, `computedHash` from hash.ts). The project lock sits in the project directory; the user
// lock in skillport's config directory. Every change is a read-modify-write under an O_EXCL lock file,
// so two installs at once never lose each other's entries, and the file is replaced by a rename.
import { mkdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { dirname, isAbsolute, relative, resolve, sep } from "node:path";
import { withLockFile } from "../util/lock-file.js";
import { FileReadRefusal, readRegularFileSync } from "../util/read-file.js";
import { INSTALL_CODES, InstallError, writeFailure } from "./errors.js";

export const LOCK_VERSION = 1;
const MAX_LOCK_BYTES = 8 * 1024 * 1024;

/** One skill of the lock. Fields other tools add are kept as they are. */
export interface LockEntry {
  /** `owner/repo`, a git URL, a local path (relative to the lock's directory) or the index's host. */
  readonly source: string;
  /** `github`, `git`, `local` or `well-known` (others are kept but not restorable by skillport). */
  readonly sourceType: string;
  /** The URL fetched (git URL, well-known index URL) when `source` alone does not say it. */
  readonly sourceUrl?: string;
  readonly ref?: string;
  /** The SKILL.md's path inside the source (`skills/pdf/SKILL.md`). */
  readonly skillPath?: string;
  /** SHA-256 over the skill's files, as computeSkillFolderHash defines it. */
  readonly computedHash: string;
  readonly [field: string]: unknown;
}

export interface SkillsLock {
  readonly version: number;
  readonly skills: Readonly<Record<string, LockEntry>>;
}

const invalid = (path: string, why: string) =>
  new InstallError(
    INSTALL_CODES.lockInvalid,
    `${path} is not a usable skills lock: ${why}. Fix or remove it (it is a JSON file {"version": 1, "skills": {…}}).`,
  );

/** How an error names an entry: its name when it is one, else its position (never arbitrary text). */
const entryLabel = (name: string, index: number): string =>
  /^[A-Za-z0-9._:@-]{1,128}$/.test(name) ? `the entry '${name}'` : `entry ${index}`;

/** Reads a lock file; a missing file is an empty lock. Throws `lock-invalid` for a broken one. */
export function readLock(path: string): SkillsLock {
  let text: string;
  try {
    // Never through a link: a checkout's skills-lock.json -> ~/.ssh/id_rsa must not be read at all.
    text = readRegularFileSync(path, MAX_LOCK_BYTES, { noFollow: true }).toString("utf8");
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === "ENOENT") return { version: LOCK_VERSION, skills: {} };
    if (code === "ELOOP" || code === "EMLINK")
      throw invalid(
        path,
        "it is a symbolic link, and a linked lock is never followed; replace it with the file itself",
      );
    if (e instanceof FileReadRefusal) {
      throw invalid(
        path,
        e.kind === "not-a-file" ? "it is not a regular file" : `it is over ${MAX_LOCK_BYTES} bytes`,
      );
    }
    throw invalid(path, (e as Error).message);
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (e) {
    // The parser's message quotes the text, and the text may be anyone's secret: say only where.
    const at = /position (\d+)/.exec((e as Error).message)?.[1];
    throw invalid(path, at === undefined ? "it is not valid JSON" : `it is not valid JSON (at byte ${at})`);
  }
  if (!raw || typeof raw !== "object" || Array.isArray(raw)) throw invalid(path, "not a JSON object");
  const { version, skills } = raw as { version?: unknown; skills?: unknown };
  if (typeof version !== "number" || !Number.isInteger(version) || version < 1) {
    throw invalid(path, "'version' is not 1");
  }
  if (version > LOCK_VERSION) {
    throw invalid(
      path,
      `it is version ${version}, newer than this skillport reads (${LOCK_VERSION}); upgrade skillport`,
    );
  }
  if (!skills || typeof skills !== "object" || Array.isArray(skills))
    throw invalid(path, "'skills' is not an object");
  const out: Record<string, LockEntry> = {};
  const lockDir = dirname(resolve(path));
  let index = 0;
  for (const [name, entry] of Object.entries(skills as Record<string, unknown>)) {
    index++;
    const label = entryLabel(name, index);
    // JSON keeps it as a key; stored with `=` it would become the prototype of every lookup below.
    if (name === "__proto__") throw invalid(path, "'__proto__' is not a skill name");
    if (!entry || typeof entry !== "object" || Array.isArray(entry))
      throw invalid(path, `${label} is not an object`);
    const e = entry as Record<string, unknown>;
    if (typeof e.source !== "string" || typeof e.sourceType !== "string") {
      throw invalid(path, `${label} has no 'source' or 'sourceType'`);
    }
    if (typeof e.computedHash !== "string") throw invalid(path, `${label} has no 'computedHash'`);
    for (const k of ["sourceUrl", "ref", "skillPath"]) {
      if (e[k] !== undefined && typeof e[k] !== "string")
        throw invalid(path, `'${k}' of ${label} is not a string`);
    }
    // Local sources are stored relative to the lock's directory, as the skills CLI does.
    out[name] =
      e.sourceType === "local" && !isAbsolute(e.source)
        ? ({ ...e, source: resolve(lockDir, e.source) } as LockEntry)
        : (e as LockEntry);
  }
  return { version: LOCK_VERSION, skills: out };
}

const KEY_ORDER = ["source", "sourceUrl", "ref", "sourceType", "skillPath", "computedHash"];

function portableLocal(source: string, lockDir: string): string {
  const abs = isAbsolute(source) ? source : resolve(lockDir, source);
  const rel = relative(lockDir, abs);
  if (isAbsolute(rel)) return abs.split(sep).join("/");
  const p = rel.split(sep).join("/");
  if (!p) return ".";
  return p === ".." || p.startsWith("../") ? p : `./${p}`;
}

/** The lock's text: skill names sorted, the entry fields in the skills CLI's order, two-space JSON. */
export function serializeLock(lock: SkillsLock, lockDir: string): string {
  const skills: Record<string, Record<string, unknown>> = {};
  for (const name of Object.keys(lock.skills).sort()) {
    const e = lock.skills[name]!;
    const entry: Record<string, unknown> = {};
    const source = e.sourceType === "local" ? portableLocal(e.source, lockDir) : e.source;
    for (const k of KEY_ORDER) {
      const v = k === "source" ? source : e[k];
      if (v !== undefined) entry[k] = v;
    }
    for (const k of Object.keys(e).sort()) if (!KEY_ORDER.includes(k) && e[k] !== undefined) entry[k] = e[k];
    skills[name] = entry;
  }
  return `${JSON.stringify({ version: LOCK_VERSION, skills }, null, 2)}\n`;
}

/**
 * Changes the lock at `path` under its lock file: `change` gets the current entries (a copy to edit)
 * and the new file replaces the old one by a rename. Returns the lock written.
 */
export function updateLock(path: string, change: (skills: Record<string, LockEntry>) => void): SkillsLock {
  const abs = resolve(path);
  try {
    mkdirSync(dirname(abs), { recursive: true, mode: 0o700 });
  } catch (e) {
    throw writeFailure(e, dirname(abs), "create");
  }
  try {
    return withLockFile(`${abs}.lock`, () => {
      const current = readLock(abs);
      const skills = { ...current.skills };
      change(skills);
      const next: SkillsLock = { version: LOCK_VERSION, skills };
      const tmp = `${abs}.${process.pid}.${Math.random().toString(36).slice(2, 8)}.tmp`;
      try {
        writeFileSync(tmp, serializeLock(next, dirname(abs)), { flag: "wx", mode: 0o644 });
        renameSync(tmp, abs);
      } catch (e) {
        rmSync(tmp, { force: true });
        throw writeFailure(e, abs, "write");
      }
      return next;
    });
  } catch (e) {
    if (e instanceof InstallError) throw e;
    if ((e as Error).name === "LockTimeoutError")
      throw new InstallError(INSTALL_CODES.writeFailed, (e as Error).message);
    throw writeFailure(e, abs, "lock");
  }
}
