// The I/O edge of the audit: every file of a skill directory, read safely. Symbolic links are never
// followed (their target is only resolved to see whether it leaves the skill), only regular files are
// opened (O_NOFOLLOW, non-blocking: a FIFO never hangs the audit), reads stop at a size cap, and
// nothing is ever executed.
import {
  closeSync,
  constants,
  type Dirent,
  fstatSync,
  lstatSync,
  openSync,
  readdirSync,
  readlinkSync,
  readSync,
  realpathSync,
  type Stats,
} from "node:fs";
import { readdir } from "node:fs/promises";
import { basename, dirname, join, relative, resolve } from "node:path";
import { isWithin } from "../util/paths.js";
import { NOT_INSTALLED_NAMES, SKILL_LIMITS } from "../util/skill-limits.js";
import type { AuditFileFacts } from "./rule-types.js";

// The installer's limits (src/util/skill-limits.ts): the audit reads whole every file an install
// would write, and what lies beyond them is a high finding (the installer refuses it too).
export const DEFAULT_MAX_FILE_BYTES = SKILL_LIMITS.maxFileBytes;
export const DEFAULT_MAX_FILES = SKILL_LIMITS.maxFiles;
export const DEFAULT_MAX_DEPTH = SKILL_LIMITS.maxDepth;
export const DEFAULT_MAX_TOTAL_BYTES = SKILL_LIMITS.maxSkillBytes;
/** Bytes looked at for magic numbers and NUL bytes. */
const HEAD_BYTES = 8192;
const OPEN_FLAGS = constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0) | (constants.O_NONBLOCK ?? 0);
/** Never installed, so never audited: exactly the installer's list (`.hg` and `.svn` are installed, so read). */
const SKIPPED_DIRS = NOT_INSTALLED_NAMES;

export interface ReadLimits {
  readonly maxFileBytes: number;
  readonly maxFiles: number;
  readonly maxDepth: number;
  readonly maxTotalBytes?: number;
  readonly skip?: readonly string[];
}

export interface ReadEntry {
  readonly facts: AuditFileFacts;
  /** The text of a regular text file (up to the cap), undefined for binaries and non-files. */
  readonly text?: string;
}

// Where a read stops or skips, the same for a tree on disk and one in memory (the install audits the
// files it is about to write, and must report what auditSkill would).
const tooManyEntries = (rel: string, max: number): ReadEntry => ({
  facts: { path: rel, type: "file", size: 0, limit: `more than ${max} files (or folders)` },
});

/** Counts files and folders apart, each against `maxFiles` (the installer counts files). */
class EntryCount {
  files = 0;
  dirs = 0;
  constructor(private readonly max: number) {}
  /** Counts one entry; false when its kind is over the limit. */
  add(dir: boolean): boolean {
    return dir ? ++this.dirs <= this.max : ++this.files <= this.max;
  }
}
const tooDeep = (rel: string, max: number): ReadEntry => ({
  facts: { path: rel, type: "directory", size: 0, limit: `${rel}: deeper than ${max} folders` },
});
const overTotal = (rel: string, size: number, max: number): ReadEntry => ({
  facts: { path: rel, type: "file", size, limit: `more than ${max} bytes in all` },
});

/**
 * The facts (and text) of one regular file, opened without following a link: open, fstat, read and
 * close on the descriptor, synchronously. The audit that follows is synchronous CPU work many times
 * longer; a promise and a thread-pool round trip per call were most of what reading a skill cost.
 */
function readOne(abs: string, rel: string, limits: ReadLimits): ReadEntry {
  let fd: number;
  try {
    fd = openSync(abs, OPEN_FLAGS);
  } catch (e) {
    // ELOOP: the path became a symlink between readdir and open (a race); it is reported, not followed.
    return failed(rel, e as NodeJS.ErrnoException);
  }
  try {
    const info = fstatSync(fd);
    if (!info.isFile()) return { facts: { path: rel, type: "special", size: info.size } };
    const want = Math.min(info.size, limits.maxFileBytes);
    const buf = Buffer.allocUnsafe(want);
    const head = Math.min(want, HEAD_BYTES);
    // The head first: a binary is known by it, and the rest of a binary is never read.
    const got = readInto(fd, buf, 0, head);
    const binary = buf.subarray(0, got).includes(0);
    if (binary || got < head || got === want) return fileEntry(rel, info, buf, got, binary, limits);
    return fileEntry(rel, info, buf, readInto(fd, buf, got, want), false, limits);
  } catch (e) {
    // What throws (a read error, a buffer or string too large for a caller's limits) is this file's error.
    return failed(rel, e as NodeJS.ErrnoException);
  } finally {
    closeSync(fd);
  }
}

const failed = (rel: string, e: NodeJS.ErrnoException): ReadEntry => ({
  facts: { path: rel, type: "file", size: 0, error: e.code ?? e.message },
});

function fileEntry(
  rel: string,
  info: Stats,
  buf: Buffer,
  got: number,
  binary: boolean,
  limits: ReadLimits,
): ReadEntry {
  const bytes = buf.subarray(0, got);
  const facts: AuditFileFacts = {
    path: rel,
    type: "file",
    size: info.size,
    head: new Uint8Array(bytes.subarray(0, 512)),
    binary,
    // Only text is scanned, so only a text file's unread tail is unreviewed content.
    ...(!binary && info.size > limits.maxFileBytes ? { truncatedAt: limits.maxFileBytes } : {}),
  };
  return binary ? { facts } : { facts, text: bytes.toString("utf8") };
}

/** Reads into `buf` from offset `from` until `to` or the end of the file; returns where it stopped. */
function readInto(fd: number, buf: Buffer, from: number, to: number): number {
  let at = from;
  while (at < to) {
    const n = readSync(fd, buf, at, to - at, at);
    if (n === 0) break;
    at += n;
  }
  return at;
}

function linkFacts(abs: string, rel: string, roots: readonly string[]): AuditFileFacts {
  let target = "";
  try {
    target = readlinkSync(abs);
  } catch {
    // Gone since readdir: nothing to resolve.
  }
  let escapes = !roots.some((r) => isWithin(r, resolve(dirname(abs), target)));
  try {
    // Resolved, not opened: where the chain of links ends, physically.
    const real = realpathSync.native(abs);
    escapes ||= !isWithin(roots[roots.length - 1]!, real);
  } catch {
    // Dangling or a loop: the lexical answer stands.
  }
  return { path: rel, type: "symlink", size: 0, linkTarget: target, linkEscapes: escapes };
}

/**
 * Every entry of the skill directory `dir` (absolute) as facts and text, depth-first in name order.
 * A file `dir` is read alone (a command file). Throws only when `dir` itself cannot be read.
 */
export async function readSkillTree(dir: string, limits: ReadLimits): Promise<ReadEntry[]> {
  // The directory the caller named may itself be a link (a linked skill): that one is followed.
  const real = realpathSync.native(dir);
  // The top folder's listing, or ENOTDIR for a file, which is read alone (no stat before it).
  let listed: Dirent[] | undefined;
  let listError: NodeJS.ErrnoException | undefined;
  try {
    listed = readdirSync(real, { withFileTypes: true });
  } catch (e) {
    listError = e as NodeJS.ErrnoException;
    if (listError.code === "ENOTDIR") return [readOne(real, basename(real), limits)];
  }
  const roots = [resolve(dir), real];
  const skip = new Set((limits.skip ?? []).map((p) => join(real, relative(resolve(dir), resolve(p)))));
  const out: ReadEntry[] = [];
  const count = new EntryCount(limits.maxFiles);
  let limited = false;
  let bytes = 0;
  const maxTotal = limits.maxTotalBytes ?? DEFAULT_MAX_TOTAL_BYTES;
  const walk = (absDir: string, relDir: string, depth: number, given?: Dirent[]): void => {
    let entries: Dirent[];
    try {
      // With their types: no lstat a file (a kind the file system does not give is lstat-ed by Node).
      if (relDir === "" && listError) throw listError;
      entries = (given ?? readdirSync(absDir, { withFileTypes: true })).sort(byName);
    } catch (e) {
      const err = e as NodeJS.ErrnoException;
      out.push({
        facts: { path: relDir || ".", type: "directory", size: 0, error: err.code ?? err.message },
      });
      return;
    }
    for (const entry of entries) {
      if (limited) return;
      const name = entry.name;
      const abs = join(absDir, name);
      const rel = relDir ? `${relDir}/${name}` : name;
      const dir = entry.isDirectory();
      if (dir && (SKIPPED_DIRS.has(name) || skip.has(abs))) continue;
      if (!count.add(dir)) {
        limited = true;
        out.push(tooManyEntries(rel, limits.maxFiles));
        return;
      }
      if (entry.isSymbolicLink()) out.push({ facts: linkFacts(abs, rel, roots) });
      else if (dir) {
        if (depth >= limits.maxDepth) {
          out.push(tooDeep(rel, limits.maxDepth));
          continue;
        }
        walk(abs, rel, depth + 1);
      } else if (entry.isFile()) {
        if (bytes >= maxTotal) {
          limited = true;
          out.push(overTotal(rel, sizeOf(abs), maxTotal));
          return;
        }
        // Opened without following a link and checked again there (readOne): a swap since readdir is seen.
        const file = readOne(abs, rel, limits);
        if (file.text !== undefined) bytes += Math.min(file.facts.size, limits.maxFileBytes);
        out.push(file);
      } else out.push({ facts: { path: rel, type: "special", size: sizeOf(abs) } });
    }
  };
  walk(real, "", 0, listed);
  return out;
}

const byName = (a: Dirent, b: Dirent): number => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

/** The size lstat gives (0 when the entry is gone): for the rare entries readOne does not open. */
function sizeOf(abs: string): number {
  try {
    return lstatSync(abs).size;
  } catch {
    return 0;
  }
}

/** Folders never searched for skills: dependencies and version-control metadata. */
const NOT_SKILLS = new Set([".git", ".hg", ".svn", "node_modules"]);

/**
 * Every folder holding a SKILL.md at or below `root` (absolute), without following symbolic links,
 * at most `maxDepth` folders deep, sorted by path. A skill's own subfolders are searched too (a
 * collection may nest skills).
 */
export async function findSkillDirs(root: string, maxDepth = DEFAULT_MAX_DEPTH): Promise<string[]> {
  const out: string[] = [];
  const walk = async (dir: string, depth: number): Promise<void> => {
    let entries: import("node:fs").Dirent[];
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch {
      return;
    }
    if (entries.some((e) => e.name === "SKILL.md" && e.isFile())) out.push(dir);
    if (depth >= maxDepth) return;
    const subdirs = entries.filter((e) => e.isDirectory() && !NOT_SKILLS.has(e.name));
    await Promise.all(subdirs.map((e) => walk(join(dir, e.name), depth + 1)));
  };
  await walk(root, 0);
  return out.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

/** A file held in memory (an install's fetched skill), audited before anything is written. */
export interface MemoryFile {
  /** Relative, `/`-separated. */
  readonly path: string;
  readonly data: Uint8Array;
}

type MemoryDir = Map<string, MemoryDir | Uint8Array>;

/** The facts (and text) of one in-memory file: what readOne gives for the same bytes on disk. */
function memoryOne(data: Uint8Array, rel: string, limits: ReadLimits): ReadEntry {
  const bytes = Buffer.from(data.buffer, data.byteOffset, Math.min(data.length, limits.maxFileBytes));
  const binary = bytes.subarray(0, HEAD_BYTES).includes(0);
  const facts: AuditFileFacts = {
    path: rel,
    type: "file",
    size: data.length,
    head: new Uint8Array(bytes.subarray(0, 512)),
    binary,
    ...(!binary && data.length > limits.maxFileBytes ? { truncatedAt: limits.maxFileBytes } : {}),
  };
  return binary ? { facts } : { facts, text: bytes.toString("utf8") };
}

/**
 * The entries readSkillTree would give for `files` written as a directory: the same walk (name
 * order, depth-first), the same limits, without touching the disk.
 */
export function readMemoryTree(files: readonly MemoryFile[], limits: ReadLimits): ReadEntry[] {
  const top: MemoryDir = new Map();
  for (const f of files) {
    const parts = f.path.split("/");
    let dir = top;
    for (const part of parts.slice(0, -1)) {
      let next = dir.get(part);
      if (!(next instanceof Map)) {
        next = new Map();
        dir.set(part, next);
      }
      dir = next;
    }
    dir.set(parts[parts.length - 1]!, f.data);
  }
  const out: ReadEntry[] = [];
  const count = new EntryCount(limits.maxFiles);
  let limited = false;
  let bytes = 0;
  const maxTotal = limits.maxTotalBytes ?? DEFAULT_MAX_TOTAL_BYTES;
  const walk = (dir: MemoryDir, relDir: string, depth: number): void => {
    for (const name of [...dir.keys()].sort()) {
      if (limited) return;
      const rel = relDir ? `${relDir}/${name}` : name;
      const node = dir.get(name)!;
      if (node instanceof Map && SKIPPED_DIRS.has(name)) continue;
      if (!count.add(node instanceof Map)) {
        limited = true;
        out.push(tooManyEntries(rel, limits.maxFiles));
        return;
      }
      if (node instanceof Map) {
        if (depth >= limits.maxDepth) {
          out.push(tooDeep(rel, limits.maxDepth));
          continue;
        }
        walk(node, rel, depth + 1);
      } else {
        if (bytes >= maxTotal) {
          limited = true;
          out.push(overTotal(rel, node.length, maxTotal));
          return;
        }
        const entry = memoryOne(node, rel, limits);
        if (entry.text !== undefined) bytes += Math.min(entry.facts.size, limits.maxFileBytes);
        out.push(entry);
      }
    }
  };
  walk(top, "", 0);
  return out;
}
