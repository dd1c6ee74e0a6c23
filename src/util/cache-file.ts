import {
  closeSync,
  constants,
  fstatSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  statSync,
  unlinkSync,
  writeFileSync,
} from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { notPrivate } from "./private-path.js";
import { OPEN_READ_NONBLOCK } from "./read-file.js";

// Files of the persistent caches (the parse cache, the CLI's output memo): private, written
// atomically, read defensively, removed when unused for a week. Every failure means "no cache".

/** Set by the bundle scripts: a hash of everything the build is made from. */
declare const __SKILLPORT_BUILD_HASH__: string | undefined;

// The build itself is part of every cache key: a rebuilt or upgraded skillport never reuses old results.
// By content, never by size and mtime (an npm install gives every file the same mtime). Unbundled
// (running from src/), the content of this module's file stands in for it.
let stamp: string | undefined;
export function buildStamp(): string {
  if (stamp === undefined) {
    if (typeof __SKILLPORT_BUILD_HASH__ === "string") stamp = __SKILLPORT_BUILD_HASH__;
    else {
      try {
        stamp = `src:${fnv1a(readFileSync(fileURLToPath(import.meta.url), "latin1"))}`;
      } catch {
        stamp = "unknown";
      }
    }
  }
  return stamp;
}

let creds: string | undefined;
/**
 * The process's credentials as the kernel applies them to file access: part of every cache key, since
 * they decide what a load can read (root without CAP_DAC_OVERRIDE reads less than root with it).
 */
export function credentials(): string {
  if (creds === undefined) {
    try {
      // Linux: real/effective/saved/file-system uids and gids, supplementary groups, capabilities.
      creds = readFileSync("/proc/self/status", "latin1")
        .split("\n")
        .filter((l) => /^(Uid|Gid|Groups|CapEff|CapPrm|NoNewPrivs):/.test(l))
        .join(";");
    } catch {
      creds = "";
    }
    if (creds === "") {
      creds = JSON.stringify([
        process.geteuid?.(),
        process.getegid?.(),
        process.getuid?.(),
        process.getgid?.(),
        process.getgroups?.(),
      ]);
    }
  }
  return creds;
}

/** FNV-1a, for a short file name; the full key is stored inside the file and compared. */
export function fnv1a(text: string): string {
  let h = 0x811c9dc5;
  for (let k = 0; k < text.length; k++) {
    h ^= text.charCodeAt(k);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(16).padStart(8, "0");
}

/** Far above what 100k skills need (~22 MB of parses, ~60 MB of `list --json` output). */
export const MAX_CACHE_BYTES = 256 * 1024 * 1024;

/**
 * A cache file's bytes; throws for anything but a regular file of sane size (a FIFO never blocks).
 * With `unreadableByOthers`, also for a file that others may read (this module writes 0600): a copy
 * from elsewhere (a checkout, an archive) usually keeps a readable mode. Where there are no POSIX
 * owners (Windows) modes say nothing, and neither check applies.
 */
/** A cache file that must not be used; callers treat it as a miss, like any read failure. */
class CacheRefused extends Error {}

export function readCacheFile(path: string, unreadableByOthers = false): Buffer {
  // A cache another user can write would replay their output (a catalog is a system prompt): a cache
  // directory in a shared place (HOME=/tmp, XDG_CACHE_HOME on a shared mount) is not used at all.
  if (notPrivate(dirname(path)) !== undefined) throw new CacheRefused("cache directory not private");
  // Never through a symbolic link: this module only ever renames regular files into place, so a link
  // there was planted (or made by hand) and may point anywhere.
  const fd = openSync(path, OPEN_READ_NONBLOCK | (constants.O_NOFOLLOW ?? 0));
  try {
    const info = fstatSync(fd);
    if (!info.isFile() || info.size > MAX_CACHE_BYTES) throw new CacheRefused("not a cache file");
    if (!ownFile(info) || (unreadableByOthers && process.geteuid !== undefined && (info.mode & 0o077) !== 0))
      throw new CacheRefused("not our cache file");
    return readFileSync(fd);
  } finally {
    closeSync(fd);
  }
}

/**
 * Writes a cache file atomically (a concurrent reader sees the old file or the new one), private to
 * the user: caches hold paths and descriptions of every skill, project ones included. Never throws.
 */
export function writeCacheFile(
  dir: string,
  name: string,
  data: string | Uint8Array | readonly Uint8Array[],
): void {
  const path = join(dir, name);
  // Unique per thread too: worker threads share the pid, and two writers of one temporary file could
  // rename the other's half-written bytes into place.
  const tmp = `${path}.${process.pid}${threadSuffix()}.tmp`;
  try {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    if (notPrivate(dir) !== undefined) return;
    // "wx": a file (or a planted symlink) at the temporary name is never written through.
    try {
      unlinkSync(tmp);
    } catch {
      // none left by an earlier process with this pid
    }
    writeFileSync(tmp, typeof data === "string" || data instanceof Uint8Array ? data : Buffer.concat(data), {
      mode: 0o600,
      flag: "wx",
    });
    renameSync(tmp, path);
    prune(dir);
  } catch {
    try {
      unlinkSync(tmp);
    } catch {
      // nothing was written
    }
  }
}

/** "-N" in a worker thread (loaded on the first write only: importing the library stays lean). */
function threadSuffix(): string {
  const { threadId } = createRequire(import.meta.url)("node:worker_threads") as { threadId: number };
  return threadId === 0 ? "" : `-${threadId}`;
}

/** Written by this user (or root) and writable by nobody else. */
function ownFile(info: { uid: number; mode: number }): boolean {
  const euid = process.geteuid?.();
  if (euid === undefined) return true;
  return (info.uid === euid || info.uid === 0) && (info.mode & 0o022) === 0;
}

/** Prefixes of the files this module may remove. */
const OURS = ["parse-", "out-", "search-", "code-", "review-", "load-"];

/**
 * Cache files not written for this long are removed whenever another one is written (a file is
 * written when something under its root changed; a root still in use just records its files again).
 */
const STALE_MS = 7 * 24 * 3600 * 1000;

/** A temporary file left by a process killed while writing. */
const ORPHAN_MS = 24 * 3600 * 1000;

function prune(dir: string): void {
  const now = Date.now();
  for (const name of readdirSync(dir)) {
    if (!OURS.some((p) => name.startsWith(p))) continue;
    const age = name.endsWith(".tmp") ? ORPHAN_MS : STALE_MS;
    const p = join(dir, name);
    try {
      if (now - statSync(p).mtimeMs > age) unlinkSync(p);
    } catch {
      // gone already, or not ours to remove
    }
  }
}
