import { join, resolve, sep } from "node:path";
import { NO_DIAGNOSTICS } from "../diagnostics.js";
import { DEFAULT_CACHE_MIN_AGE_MS, type ParseCacheOptions } from "../discovery/cache.js";
import { canonicalDirectoryOf, isPlainSkillFile, recordSkillDirectory } from "../discovery/canonical.js";
import { nodeDiscoveryFs } from "../discovery/fs.js";
import {
  confirmedFs,
  firstChange,
  isObservationLog,
  type Observation,
  recordingFs,
} from "../discovery/observe.js";
import { SKILL_FILE } from "../discovery/walk.js";
import { disabledPathsOf, type LoadOptions, loadPlan, loadSkills, skillSetOf } from "../load.js";
import { type Blocks, rememberBlocks, skillBlocks } from "../search/snapshot.js";
import type { Diagnostic, FailedSkill, Root, Scope, Skill, SkillSet } from "../types.js";
import {
  buildStamp,
  credentials,
  fnv1a,
  MAX_CACHE_BYTES,
  readCacheFile,
  writeCacheFile,
} from "../util/cache-file.js";
import { cacheDirOutsideProject } from "../util/project-local.js";
import { sha256Hex } from "../util/sha256.js";

// The server's load memo: the skill set the MCP server's first load built, with the record of
// everything that load saw of the file system (discovery/observe.ts), as the CLI's output memo keeps
// what `list` printed. A server started again with the same options, plan (roots, trust), build and
// credentials checks that record (one stat per SKILL.md, one listing per directory the load listed)
// and, when every observation still holds, takes the set from the memo: the load would have built the
// same one (discovery is a pure function of what its file system returns). Nothing is read or parsed
// and no intermediate record is built per skill. Any change, a damaged or foreign file, or a set that
// would not come back from JSON exactly as it was built means a normal load. The memo is written a
// while after the load (WRITE_AFTER_MS), never on the way to the first answer nor at exit.

/** Bump when the file's layout or what it holds changes. */
const FORMAT = 1;
/** The memo is written this long after the load at the earliest (the process may be gone by then). */
const WRITE_AFTER_MS = 1500;
/** The keys of a Skill as the load builds them, in order: anything else is not memoised. */
const SKILL_KEYS =
  "name,description,location,directory,filePath,scope,root,modelInvocable,userInvocable,whenToUse,argumentHint,frontmatter,size,mtimeMs,diagnostics";
const FAILED_KEYS = "name,location,directory,scope,root,diagnostics";
const SKILL_TAIL = sep + SKILL_FILE;
const SCOPES: readonly Scope[] = ["managed", "project", "user", "package", "builtin"];

/**
 * One skill: the fields in SKILL_KEYS order (root as an index; flags 1 model, 2 user and restOf's;
 * directory and filePath null when they follow from the location), its canonical directory (0: the
 * directory) and whether its SKILL.md was seen to be no symlink.
 */
type SkillRow = [
  string,
  string,
  string,
  string | null,
  string | null,
  Scope,
  number,
  number,
  string | null,
  string | null,
  Record<string, unknown> | 0,
  number,
  number,
  Diagnostic[] | 0,
  string | 0 | null,
  number,
];
type FailedRow = [string, string, string, Scope, number, Diagnostic[] | 0];

/** The set part of a memo's body (the observation log comes first, as a JSON line of its own). */
interface Body {
  /** Every root object of the set once; the set's roots and each skill's root are indexes into it. */
  readonly roots: Root[];
  readonly setRoots: number[];
  readonly skills: SkillRow[];
  readonly shadowed: SkillRow[];
  readonly failed: FailedRow[];
  readonly diagnostics: Diagnostic[];
  /** The saved search index's blocks of `skills` (search/snapshot.ts), base64: ends, digests. */
  readonly blocks: [string, string];
}

/** Where the memo of a load with `options` lives and the key it must hold; undefined: no memo. */
function memoSlot(options: LoadOptions): { path: string; key: string } | undefined {
  // A host's own file system is nothing a later process can check; a profile object may hold
  // functions JSON drops; a cache directory inside the project could hold whatever it shipped.
  if (!options.cache || options.fs !== undefined || typeof options.profile === "object") return undefined;
  const dir = cacheDirOutsideProject(options);
  if (dir === undefined) return undefined;
  const { fs: _fs, cache: _cache, ...rest } = options;
  const where = [rest, resolve(options.cwd ?? process.cwd()), disabledPathsOf(options) ?? null];
  // The roots and trust decisions (loadPlan) come from calls the record does not hold.
  const key = JSON.stringify([FORMAT, buildStamp(), credentials(), where, loadPlan(options)]);
  return { path: join(dir, `load-${fnv1a(JSON.stringify(where))}-${fnv1a(key)}.memo`), key };
}

/**
 * loadSkills(options), from the memo of an earlier identical load when nothing it saw has changed.
 * Without a cache directory (options.cache) it is loadSkills.
 */
export async function loadSkillsMemo(options: LoadOptions): Promise<SkillSet> {
  return (await memoLoad(options)).set;
}

/**
 * loadSkillsMemo, saying whether the set came from the memo (`hit`); the memo of a load is written
 * `writeAfterMs` after it. @internal (tests)
 */
export async function memoLoad(
  options: LoadOptions,
  writeAfterMs = WRITE_AFTER_MS,
): Promise<{ set: SkillSet; hit: boolean }> {
  const slot = memoSlot(options);
  if (slot === undefined) return { set: await loadSkills(options), hit: false };
  const found = readMemo(slot.path, slot.key);
  if (found.set !== undefined) return { set: found.set, hit: true };
  // The stats the check confirmed stand in for the load's own.
  const base = found.confirmed.length > 0 ? confirmedFs(nodeDiscoveryFs, found.confirmed) : nodeDiscoveryFs;
  const began = performance.now();
  const set = await loadSkills({ ...options, fs: base });
  // The memo comes from a load of its own, recorded later: recording costs the first answer ~20 ms
  // at 10k skills, and a server asked one question and stopped writes nothing. Later still after a
  // long load (100k skills): the server's first answer comes well after its load there.
  const cache = options.cache;
  const after = Math.max(writeAfterMs, 2 * (performance.now() - began));
  if (cache) setTimeout(() => void recordMemo(options, cache, slot), after).unref();
  return { set, hit: false };
}

/** Loads again with every file-system call recorded and writes the memo of that load. Never throws. */
async function recordMemo(
  options: LoadOptions,
  cache: ParseCacheOptions,
  slot: { path: string; key: string },
): Promise<void> {
  try {
    const start = Date.now();
    const recorder = recordingFs(nodeDiscoveryFs);
    const set = await loadSkills({ ...options, fs: recorder.fs });
    const minAge = cache.minAgeMs ?? DEFAULT_CACHE_MIN_AGE_MS;
    if (!recorder.settled(start, minAge)) return;
    writeMemo(cache.dir, slot.path.slice(cache.dir.length + 1), slot.key, recorder.log, set);
  } catch {
    // no memo
  }
}

/** Writes the memo of `set`, unless some part of it would not come back from JSON exactly. Never throws. */
function writeMemo(dir: string, name: string, key: string, log: readonly Observation[], set: SkillSet): void {
  try {
    const roots: Root[] = [];
    const rootIndex = new Map<Root, number>();
    const rootOf = (r: Root): number => {
      let i = rootIndex.get(r);
      if (i === undefined) {
        if (!exact(r)) throw NOT_EXACT;
        i = roots.push(r) - 1;
        rootIndex.set(r, i);
      }
      return i;
    };
    const body: Body = {
      roots,
      setRoots: set.roots.map(rootOf),
      skills: set.skills.map((s) => skillRow(s, rootOf)),
      shadowed: set.shadowed.map((s) => skillRow(s, rootOf)),
      failed: set.failed.map((f) => failedRow(f, rootOf)),
      diagnostics: diagnosticsOf(set.diagnostics) || [],
      blocks: blocksText(skillBlocks(set.skills)),
    };
    // The log first, on a line of its own: a start whose check fails parses only the log.
    const bytes = Buffer.from(`${JSON.stringify(log)}\n${JSON.stringify(body)}`);
    const head = Buffer.from(`${JSON.stringify({ key, sha256: sha256Hex(bytes) })}\n`);
    if (head.length + bytes.length > MAX_CACHE_BYTES) return;
    writeCacheFile(dir, name, [head, bytes]);
  } catch {
    // not exact, or not writable: no memo
  }
}

const NOT_EXACT = new Error("not exact");

const bytesOf = (a: ArrayBufferView): Buffer => Buffer.from(a.buffer, a.byteOffset, a.byteLength);
const blocksText = (b: Blocks): [string, string] => [
  bytesOf(b.ends).toString("base64"),
  bytesOf(b.digests).toString("base64"),
];

/** The blocks a memo holds; throws when they cannot be the blocks of `count` skills. */
function blocksFrom(v: unknown, count: number): Blocks {
  if (!Array.isArray(v) || v.length !== 2) throw NOT_EXACT;
  const endBytes = Buffer.from(str(v[0]), "base64");
  const digests = new Uint8Array(Buffer.from(str(v[1]), "base64"));
  if (endBytes.length % 4 !== 0) throw NOT_EXACT;
  const ends = new Uint32Array(endBytes.length / 4);
  for (let i = 0; i < ends.length; i++) ends[i] = endBytes.readUInt32LE(i * 4);
  let last = 0;
  for (const e of ends) {
    if (e <= last || e > count) throw NOT_EXACT;
    last = e;
  }
  if (last !== count || digests.length !== ends.length * BLOCK_DIGEST_BYTES) throw NOT_EXACT;
  return { ends, digests };
}
/** Bytes of one block digest in Blocks.digests (search/snapshot.ts). */
const BLOCK_DIGEST_BYTES = 16;

function diagnosticsOf(ds: readonly Diagnostic[]): Diagnostic[] | 0 {
  if (ds.length === 0) return 0;
  if (!exact(ds)) throw NOT_EXACT;
  return ds as Diagnostic[];
}

function skillRow(s: Skill, rootOf: (r: Root) => number): SkillRow {
  if (Object.keys(s).join(",") !== SKILL_KEYS) throw NOT_EXACT;
  if (!exact(s.frontmatter) || !Number.isFinite(s.size) || !Number.isFinite(s.mtimeMs)) throw NOT_EXACT;
  if (s.whenToUse !== undefined && typeof s.whenToUse !== "string") throw NOT_EXACT;
  if (s.argumentHint !== undefined && typeof s.argumentHint !== "string") throw NOT_EXACT;
  // The paths and the frontmatter's name and description are mostly repeats: written once.
  const rest = restOf(s);
  const real = canonicalDirectoryOf(s);
  return [
    s.name,
    s.description,
    s.location,
    s.location === s.directory + sep + SKILL_FILE ? null : s.directory,
    s.filePath === s.location ? null : s.filePath,
    s.scope,
    rootOf(s.root),
    (s.modelInvocable ? 1 : 0) | (s.userInvocable ? 2 : 0) | (rest === undefined ? WHOLE : rest.bits),
    s.whenToUse ?? null,
    s.argumentHint ?? null,
    rest === undefined ? (s.frontmatter as Record<string, unknown>) : rest.rest,
    s.size,
    s.mtimeMs,
    diagnosticsOf(s.diagnostics),
    real === undefined ? null : real === s.directory ? 0 : real,
    isPlainSkillFile(s) ? 1 : 0,
  ];
}

/** Flags of a row: the frontmatter ends with `name` (the skill's), with `description`, or is kept whole. */
const HAS_NAME = 4;
const HAS_DESCRIPTION = 8;
const WHOLE = 16;

/**
 * The frontmatter without its trailing `name` and `description` when they are the skill's own (as
 * the load builds it), with flags saying which were there; undefined when it is not of that form.
 */
function restOf(s: Skill): { rest: Record<string, unknown> | 0; bits: number } | undefined {
  const fm = s.frontmatter;
  const keys = Object.keys(fm);
  let n = keys.length;
  let bits = 0;
  if (n > 0 && keys[n - 1] === "description" && fm.description === s.description) {
    bits |= HAS_DESCRIPTION;
    n--;
  }
  if (n > 0 && keys[n - 1] === "name" && fm.name === s.name) {
    bits |= HAS_NAME;
    n--;
  }
  if (n === 0) return { rest: 0, bits };
  const rest: Record<string, unknown> = {};
  for (let i = 0; i < n; i++) {
    const k = keys[i]!;
    if (k === "name" || k === "description") return undefined;
    rest[k] = fm[k];
  }
  return { rest, bits };
}

/** A row's frontmatter (see restOf). */
function frontmatterOf(
  v: unknown,
  flags: number,
  name: string,
  description: string,
): Record<string, unknown> {
  if (v === 0 && (flags & WHOLE) === 0) return rowFrontmatter({}, flags, name, description);
  if (typeof v !== "object" || v === null || Array.isArray(v)) throw NOT_EXACT;
  const fm = v as Record<string, unknown>;
  return (flags & WHOLE) !== 0 ? fm : rowFrontmatter(fm, flags, name, description);
}

function rowFrontmatter(
  fm: Record<string, unknown>,
  flags: number,
  name: string,
  description: string,
): Record<string, unknown> {
  if ((flags & HAS_NAME) !== 0) fm.name = name;
  if ((flags & HAS_DESCRIPTION) !== 0) fm.description = description;
  return fm;
}

function failedRow(f: FailedSkill, rootOf: (r: Root) => number): FailedRow {
  if (Object.keys(f).join(",") !== FAILED_KEYS) throw NOT_EXACT;
  return [f.name, f.location, f.directory, f.scope, rootOf(f.root), diagnosticsOf(f.diagnostics)];
}

/**
 * True when JSON.parse(JSON.stringify(v)) is deep-equal to v, prototypes and key sets included: plain
 * objects and arrays of strings, finite numbers (not -0), booleans and null, no `__proto__` key.
 */
function exact(v: unknown): boolean {
  if (v === null || typeof v === "string" || typeof v === "boolean") return true;
  if (typeof v === "number") return Number.isFinite(v) && !Object.is(v, -0);
  if (Array.isArray(v)) {
    if (Object.getPrototypeOf(v) !== Array.prototype) return false;
    for (let i = 0; i < v.length; i++) if (!(i in v) || !exact(v[i])) return false;
    return true;
  }
  if (typeof v !== "object" || Object.getPrototypeOf(v) !== Object.prototype) return false;
  if (Object.hasOwn(v, "__proto__") || Object.getOwnPropertySymbols(v).length > 0) return false;
  for (const k of Object.keys(v)) if (!exact((v as Record<string, unknown>)[k])) return false;
  return true;
}

/** What reading the memo found: the set, or the observations it confirmed before the first change. */
interface Found {
  readonly set?: SkillSet;
  readonly confirmed: readonly Observation[];
}
const NONE: Found = { confirmed: [] };

/** The memo at `path` when it is for `key`, intact and still holding. */
function readMemo(path: string, key: string): Found {
  let rest: Buffer;
  let log: unknown;
  let nl: number;
  try {
    const bytes = readCacheFile(path);
    const at = bytes.indexOf(10);
    if (at < 0) return NONE;
    const head = JSON.parse(bytes.toString("utf8", 0, at)) as { key?: unknown; sha256?: unknown };
    if (head === null || head.key !== key || typeof head.sha256 !== "string") return NONE;
    rest = bytes.subarray(at + 1);
    if (sha256Hex(rest) !== head.sha256) return NONE;
    nl = rest.indexOf(10);
    if (nl < 0) return NONE;
    log = JSON.parse(rest.toString("utf8", 0, nl));
  } catch {
    return NONE; // none yet, unreadable, refused
  }
  if (!isObservationLog(log)) return NONE;
  // The SKILL.md files the check saw as regular files and no symlinks (the server need not lstat them).
  const plain = new Set<string>();
  const changed = firstChange(log, nodeDiscoveryFs, plain);
  if (changed < log.length) return { confirmed: log.slice(0, changed) };
  try {
    const body = JSON.parse(rest.toString("utf8", nl + 1)) as Body;
    if (body === null || typeof body !== "object") return NONE;
    return { set: decodeSet(body, plain), confirmed: [] };
  } catch {
    return NONE;
  }
}

/** The set a memo's body holds; throws on anything not of the shape writeMemo writes. */
function decodeSet(body: Body, plain: ReadonlySet<string>): SkillSet {
  const { roots, setRoots, skills, shadowed, failed, diagnostics } = body;
  if (!Array.isArray(roots) || !roots.every(isRoot)) throw NOT_EXACT;
  for (const list of [setRoots, skills, shadowed, failed]) if (!Array.isArray(list)) throw NOT_EXACT;
  const decode = (rows: SkillRow[]): Skill[] => {
    const out: Skill[] = [];
    for (let i = 0; i < rows.length; i++) out.push(skillOf(rows[i], roots, plain));
    return out;
  };
  const failedSkills: FailedSkill[] = [];
  for (let i = 0; i < failed.length; i++) failedSkills.push(failedOf(failed[i], roots));
  const winners = decode(skills);
  rememberBlocks(winners, blocksFrom(body.blocks, winners.length));
  return skillSetOf({
    roots: setRoots.map((i) => rootAt(i, roots)),
    skills: winners,
    shadowed: decode(shadowed),
    failed: failedSkills,
    diagnostics: diagnosticsFrom(diagnostics === undefined ? 0 : diagnostics, true),
  });
}

function isRoot(r: unknown): r is Root {
  const x = r as Root;
  return (
    typeof x === "object" &&
    x !== null &&
    typeof x.path === "string" &&
    SCOPES.includes(x.scope) &&
    (x.kind === "skills" || x.kind === "commands") &&
    typeof x.depth === "number" &&
    typeof x.trusted === "boolean" &&
    (x.namespace === undefined || typeof x.namespace === "string") &&
    (x.explicit === undefined || typeof x.explicit === "boolean") &&
    (x.projectDir === undefined || typeof x.projectDir === "string")
  );
}

const isDiagnostic = (d: unknown): boolean =>
  typeof d === "object" &&
  d !== null &&
  typeof (d as Diagnostic).severity === "string" &&
  typeof (d as Diagnostic).code === "string" &&
  typeof (d as Diagnostic).message === "string" &&
  ((d as Diagnostic).path === undefined || typeof (d as Diagnostic).path === "string");

function diagnosticsFrom(v: unknown, copy = false): readonly Diagnostic[] {
  if (v === 0) return copy ? [] : NO_DIAGNOSTICS;
  if (!Array.isArray(v) || !v.every(isDiagnostic)) throw NOT_EXACT;
  return v as Diagnostic[];
}

const str = (v: unknown): string => {
  if (typeof v !== "string") throw NOT_EXACT;
  return v;
};
const num = (v: unknown): number => {
  if (typeof v !== "number") throw NOT_EXACT;
  return v;
};
const scopeOf = (v: unknown): Scope => {
  if (!SCOPES.includes(v as Scope)) throw NOT_EXACT;
  return v as Scope;
};
const rootAt = (v: unknown, roots: readonly Root[]): Root => {
  const r = roots[num(v)];
  if (r === undefined) throw NOT_EXACT;
  return r;
};
const optional = (v: unknown): string | undefined => (v === null ? undefined : str(v));

/** A Skill as the load builds it (candidateRecord's key order), and its canonical directory. */
function skillOf(row: unknown, roots: readonly Root[], plain: ReadonlySet<string>): Skill {
  if (!Array.isArray(row) || row.length !== 16) throw NOT_EXACT;
  const flags = num(row[7]);
  const name = str(row[0]);
  const description = str(row[1]);
  const location = str(row[2]);
  if (!location.endsWith(SKILL_TAIL) && row[3] === null) throw NOT_EXACT;
  const directory = row[3] === null ? location.slice(0, -SKILL_TAIL.length) : str(row[3]);
  const skill: Skill = {
    name,
    description,
    location,
    directory,
    filePath: row[4] === null ? location : str(row[4]),
    scope: scopeOf(row[5]),
    root: rootAt(row[6], roots),
    modelInvocable: (flags & 1) !== 0,
    userInvocable: (flags & 2) !== 0,
    whenToUse: optional(row[8]),
    argumentHint: optional(row[9]),
    frontmatter: frontmatterOf(row[10], flags, name, description),
    size: num(row[11]),
    mtimeMs: num(row[12]),
    diagnostics: diagnosticsFrom(row[13]),
  };
  const real: unknown = row[14];
  if (real !== null)
    recordSkillDirectory(skill, real === 0 ? directory : str(real), row[15] === 1 || plain.has(location));
  return skill;
}

function failedOf(row: unknown, roots: readonly Root[]): FailedSkill {
  if (!Array.isArray(row) || row.length !== 6) throw NOT_EXACT;
  return {
    name: str(row[0]),
    location: str(row[1]),
    directory: str(row[2]),
    scope: scopeOf(row[3]),
    root: rootAt(row[4], roots),
    diagnostics: diagnosticsFrom(row[5]),
  };
}
