import { join } from "node:path";
import { hasErrors, NO_DIAGNOSTICS } from "../diagnostics.js";
import type { ParsedSkillFile } from "../format/parse.js";
import type { Diagnostic, ValidationRules } from "../types.js";
import { cacheHome } from "../util/base-dirs.js";
import { buildStamp, credentials, fnv1a, readCacheFile, writeCacheFile } from "../util/cache-file.js";
import type { DiscoveryFs, FileInfo } from "./fs.js";
import type { PreRead } from "./read.js";

// A persistent cache of parse results, one file per root, validation rules and build, so that a repeated
// load stats each SKILL.md instead of opening, reading and parsing it (git's index does the same for
// `git status`). An entry is reused only when the file still has the same identity (device and
// inode), size, mtime and ctime as when it was read. Timestamps are coarse (a tick of a few
// milliseconds on Linux, up to 2 s elsewhere), so two writes in one tick could leave all four equal:
// a file is recorded only once its mtime and ctime are older than `minAgeMs` (git's "racily clean"
// rule); until then it is read on every load. ctime cannot be set by users, so an edit after
// recording always shows. The cache is best-effort: a missing, corrupt or unwritable file only means
// reading as if there were none.

/** Bump when anything a cached entry holds would be computed differently. */
const FORMAT = 2;
/** A file changed less than this long ago may change again within the same mtime tick: not cached yet. */
export const DEFAULT_CACHE_MIN_AGE_MS = 2000;

export interface ParseCacheOptions {
  /** Directory holding the cache files. */
  readonly dir: string;
  /** Files changed more recently than this (ms) are not recorded (default 2000). */
  readonly minAgeMs?: number;
}

/**
 * The default cache directory: `$XDG_CACHE_HOME/skillport`, else `~/.cache/skillport`. A relative
 * XDG_CACHE_HOME is ignored, as the XDG spec says: it would scatter caches into working directories.
 */
export function defaultCacheDir(env: NodeJS.ProcessEnv = process.env): string {
  return join(cacheHome(env), "skillport");
}

/**
 * One recorded parse: [path below the root, size, mtimeMs, ctimeMs, id, name, description, the rest
 * of the frontmatter (0 when none), flags (1 model-invocable, 2 user-invocable), diagnostics (0 when
 * none), bodyStart]. Flat arrays: JSON.parse reads 10k of them about twice as fast as a keyed object
 * of nested ones.
 */
type Entry = [
  string,
  number,
  number,
  number,
  string,
  string | null,
  string | null,
  Record<string, unknown> | 0,
  number,
  Diagnostic[] | 0,
  number,
];

interface CacheFile {
  readonly key: string;
  readonly entries: Entry[];
}

const isDiagnostic = (d: unknown): boolean =>
  typeof d === "object" &&
  d !== null &&
  typeof (d as Diagnostic).severity === "string" &&
  typeof (d as Diagnostic).code === "string" &&
  typeof (d as Diagnostic).message === "string";

/**
 * Shape check of an entry read back: a cache file is input on disk and may be anything. One function
 * with the checks written out: it runs for every entry at every start, and each helper it called was
 * one more function for V8 to compile while a server starts.
 */
function valid(e: unknown): e is Entry {
  if (!Array.isArray(e) || e.length !== 11) return false;
  const name: unknown = e[5];
  const description: unknown = e[6];
  const rest: unknown = e[7];
  const diagnostics: unknown = e[9];
  return (
    typeof e[0] === "string" &&
    typeof e[1] === "number" &&
    typeof e[2] === "number" &&
    typeof e[3] === "number" &&
    typeof e[4] === "string" &&
    (name === null || typeof name === "string") &&
    (description === null || typeof description === "string") &&
    (rest === 0 || (typeof rest === "object" && rest !== null && !Array.isArray(rest))) &&
    typeof e[8] === "number" &&
    typeof e[10] === "number" &&
    (diagnostics === 0 || (Array.isArray(diagnostics) && diagnostics.every(isDiagnostic)))
  );
}

function toPre(e: Entry, info: FileInfo, plainFile: boolean): PreRead {
  // The same key order as validateFields: name and description come last.
  const fm: Record<string, unknown> = e[7] === 0 ? {} : e[7];
  if (e[5] !== null) fm.name = e[5];
  if (e[6] !== null) fm.description = e[6];
  const diagnostics = e[9] === 0 ? NO_DIAGNOSTICS : e[9];
  const ok = e[9] === 0 || !hasErrors(diagnostics);
  const parsed: ParsedSkillFile = {
    valid: ok,
    ok,
    name: e[5] ?? undefined,
    description: e[6] ?? undefined,
    frontmatter: fm,
    modelInvocable: (e[8] & 1) !== 0,
    userInvocable: (e[8] & 2) !== 0,
    diagnostics,
    bodyStart: e[10],
  };
  return { id: info.id, outcome: { kind: "parsed", info, parsed }, plainFile };
}

/** The entry for a fresh parse, or undefined when it would not come back the same (see record). */
function toEntry(rel: string, info: FileInfo, ctime: number, parsed: ParsedSkillFile): Entry | undefined {
  const fm = parsed.frontmatter;
  if (fm.name !== parsed.name || fm.description !== parsed.description || !jsonExact(fm)) return undefined;
  let rest: Record<string, unknown> | 0 = 0;
  const order: string[] = [];
  for (const k in fm) {
    if (k === "name" || k === "description") continue;
    if (rest === 0) rest = {};
    rest[k] = fm[k];
    order.push(k);
  }
  // toPre appends name and description to the rest: the key order must come back the same.
  if (parsed.name !== undefined) order.push("name");
  if (parsed.description !== undefined) order.push("description");
  if (Object.keys(fm).join("\u0000") !== order.join("\u0000")) return undefined;
  return [
    rel,
    info.size,
    info.mtimeMs,
    ctime,
    info.id,
    parsed.name ?? null,
    parsed.description ?? null,
    rest,
    (parsed.modelInvocable ? 1 : 0) | (parsed.userInvocable ? 2 : 0),
    parsed.diagnostics.length === 0 ? 0 : [...parsed.diagnostics],
    parsed.bodyStart ?? 0,
  ];
}

/** What the walker asks, and what the loader records, for one root. */
export interface RootCache {
  /** The recorded parse of `file` when the file is unchanged; undefined otherwise. */
  reuse(file: string): PreRead | undefined;
  /** Records a fresh read (kept only if the file is old enough and its parse survives JSON). */
  record(file: string, pre: PreRead): void;
  /** Writes the cache file when anything changed. Never throws. */
  save(): void;
}

/** Opens the cache of one root (reading its file, if any). */
export function openRootCache(
  options: ParseCacheOptions,
  rootPath: string,
  rules: ValidationRules,
  limit: number,
  fs: DiscoveryFs,
): RootCache {
  // One file per root, rules and build: builds used side by side (the CLI and a host's library)
  // do not overwrite each other's. Files of old builds go when they are a week old.
  const what = JSON.stringify([rootPath, rules.mode, rules.nameRule, rules.lengthUnit, limit]);
  const key = JSON.stringify([FORMAT, buildStamp(), credentials(), what]);
  const name = `parse-${fnv1a(what)}-${fnv1a(key)}.json`;
  const minAge = options.minAgeMs ?? DEFAULT_CACHE_MIN_AGE_MS;
  const entries = readEntries(join(options.dir, name), key);
  const lookup = cursorLookup(entries);
  // What the next cache file holds: the reused entries and the new ones.
  const next: Entry[] = [];
  let fresh = 0;
  const now = Date.now();
  // Entries are keyed by the path below the root: every file the walk finds starts with it.
  const prefix = rootPath.length + 1;
  return {
    reuse(file) {
      const e = lookup(file.slice(prefix));
      if (e === undefined) return undefined;
      // lstat, not stat: for a regular file (nearly always) it answers the same in one call and also
      // says the file is no symlink, which spares the MCP server its own lstat per skill
      // (discovery/canonical.ts). Only a symlink is stat'ed as well, to compare what it points to.
      let info: FileInfo;
      let plainFile: boolean;
      try {
        const own = fs.lstat(file);
        plainFile = !own.isSymbolicLink;
        info = plainFile ? own : fs.stat(file);
      } catch {
        return undefined;
      }
      if (
        !info.isFile ||
        info.size !== e[1] ||
        info.mtimeMs !== e[2] ||
        info.ctimeMs !== e[3] ||
        info.id !== e[4]
      ) {
        return undefined;
      }
      next.push(e);
      return toPre(e, info, plainFile);
    },
    record(file, pre) {
      const out = pre.outcome;
      // Failed reads are read again (they are few, and a fix must show at once).
      if (out.kind !== "parsed" || pre.id === undefined) return;
      const ctime = out.info.ctimeMs;
      if (ctime === undefined || now - Math.max(out.info.mtimeMs, ctime) < minAge) return;
      // Only what comes back from JSON exactly as it was parsed.
      const e = toEntry(file.slice(prefix), out.info, ctime, out.parsed);
      if (e === undefined) return;
      next.push(e);
      fresh++;
    },
    save() {
      // Unchanged: every entry of the file reused (none invalid, none twice) and nothing new.
      if (fresh === 0 && next.length === entries.length) return;
      writeCacheFile(options.dir, name, JSON.stringify({ key, entries: next } satisfies CacheFile));
    },
  };
}

/** The entries of a cache file written under `key`; none when it is missing, unreadable or another key's. */
function readEntries(path: string, key: string): readonly unknown[] {
  try {
    const parsed = JSON.parse(readCacheFile(path).toString("utf8")) as CacheFile;
    if (parsed !== null && parsed.key === key && Array.isArray(parsed.entries)) return parsed.entries;
  } catch {
    // none yet, or unreadable: start empty
  }
  return [];
}

/**
 * Looks entries up by path. The file holds them in the order the last walk met their files, which an
 * unchanged tree repeats: the entry at the cursor is tried first, and the index by path is built only
 * on the first file found elsewhere (an added, removed or renamed skill). Each entry's shape is checked
 * when it is used, never trusted before.
 */
function cursorLookup(entries: readonly unknown[]): (rel: string) => Entry | undefined {
  let cursor = 0;
  let byPath: Map<string, number> | undefined;
  return (rel) => {
    let i = cursor;
    const at = entries[i];
    if (!Array.isArray(at) || at[0] !== rel) {
      byPath ??= indexByPath(entries);
      const j = byPath.get(rel);
      if (j === undefined) return undefined;
      i = j;
    }
    cursor = i + 1;
    const e = entries[i];
    return valid(e) ? e : undefined;
  };
}

/** Where each path's entry is in the file (the last one of a path listed twice). */
function indexByPath(entries: readonly unknown[]): Map<string, number> {
  const index = new Map<string, number>();
  for (let i = 0; i < entries.length; i++) {
    const e = entries[i];
    if (Array.isArray(e) && typeof e[0] === "string") index.set(e[0], i);
  }
  return index;
}

/** True when JSON.parse(JSON.stringify(v)) equals v: no non-finite numbers, -0 or `__proto__` keys. */
function jsonExact(v: unknown): boolean {
  if (v === null || typeof v === "string" || typeof v === "boolean") return true;
  if (typeof v === "number") return Number.isFinite(v) && !Object.is(v, -0);
  if (typeof v === "undefined") return true; // dropped from objects, as it is absent on reading
  if (Array.isArray(v)) {
    for (const x of v) if (x === undefined || !jsonExact(x)) return false;
    return true;
  }
  if (typeof v === "object") {
    if (Object.hasOwn(v, "__proto__")) return false;
    for (const k in v) if (!jsonExact((v as Record<string, unknown>)[k])) return false;
    return true;
  }
  return false;
}
