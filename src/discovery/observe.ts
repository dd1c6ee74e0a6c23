import { type Dirent, lstatSync, statSync } from "node:fs";
import { errCode } from "../util/fs-errors.js";
import { type DiscoveryFs, type FileInfo, type LinkInfo, nodeDiscoveryFs } from "./fs.js";

// What a load saw of the file system, so that a later process can tell with cheap calls whether the
// same load would see the same thing. Discovery is a pure function of what its DiscoveryFs returns
// (SPEC §1: I/O at the edges), so an unchanged record means an unchanged result.
//
// - A file read (head or whole) is recorded by its identity: device, inode, size, mtime and ctime,
//   taken before the bytes are read (fstat on the open file). A later write changes mtime and ctime,
//   and users cannot set ctime. Timestamps are coarse, so a record whose newest timestamp is not yet
//   `minAgeMs` old must not be trusted (git's "racily clean" rule): see `newest`.
// - A stat is recorded the same way, or by its error code; an lstat too, with whether it was a symlink.
// - A directory listing is recorded by value (names and entry types): directory mtimes are not
//   updated reliably on every file system (git keeps its untracked cache opt-in for that reason).
// - A realpath is recorded by its result or error code.
// A failure that may not happen again (an error without a code, EMFILE, EIO…) marks the record
// unusable.

/** One observation: [op, path, 1 (ok) | 0 (error), ...the result or the error code]. */
export type Observation =
  | readonly ["s" | "h" | "l", string, 1, number, number, number, number, string]
  | readonly ["d", string, 1, string]
  | readonly ["r", string, 1, string]
  | readonly ["s" | "h" | "l" | "d" | "r", string, 0, string];

/** The ops whose result is a file's identity: stat, a read (head or whole), lstat. */
const IDENTITY_OPS = new Set(["s", "h", "l"]);

export interface Recorder {
  /** Use this file system for the load; every call on it is recorded. */
  readonly fs: DiscoveryFs;
  /** The observations so far, in call order. */
  readonly log: readonly Observation[];
  /** The newest mtime or ctime among the files and directories seen (ms since the epoch). */
  newest(): number;
  /** False when something was seen that a later check could not compare. */
  usable(): boolean;
  /**
   * Whether a memo of this load may be written: usable, and nothing seen changed within `minAgeMs`
   * before `startMs` (coarse timestamps: a change in the last moments could change again unseen).
   */
  settled(startMs: number, minAgeMs: number): boolean;
}

/** Failures that follow from the file's identity and the user running (part of every memo key). */
const IDENTITY_DECIDES = new Set(["EACCES", "EPERM", "EISDIR", "EFTYPE", "EFBIG"]);
/** Failures that follow from the path: the same call fails the same way until something changes. */
const PATH_DECIDES = new Set(["ENOENT", "ENOTDIR", "ELOOP", "ENAMETOOLONG"]);

/** 1 file, 2 directory, 4 symlink (lstat only). */
const flags = (i: FileInfo | LinkInfo): number =>
  (i.isFile ? 1 : 0) | (i.isDirectory ? 2 : 0) | ("isSymbolicLink" in i && i.isSymbolicLink ? 4 : 0);

/** Names and types of a listing, as one comparable string. */
function listing(entries: readonly Dirent[]): string {
  let s = "";
  for (const e of entries) {
    const t = e.isFile() ? "f" : e.isDirectory() ? "d" : e.isSymbolicLink() ? "l" : "o";
    s += `${t}${e.name}\u0000`;
  }
  return s;
}

/** A file system that records every call made on `inner` (see Observation). */
export function recordingFs(inner: DiscoveryFs = nodeDiscoveryFs): Recorder {
  const log: Observation[] = [];
  let newest = 0;
  let usable = true;
  const seen = (op: "s" | "h" | "l", path: string, i: FileInfo): void => {
    const ctime = i.ctimeMs;
    if (ctime === undefined) usable = false;
    else newest = Math.max(newest, i.mtimeMs, ctime);
    log.push([op, path, 1, flags(i), i.size, i.mtimeMs, ctime ?? 0, i.id]);
  };
  const failed = (op: Observation[0], path: string, e: unknown): never => {
    const code = errCode(e);
    if (op === "h" && code !== undefined && IDENTITY_DECIDES.has(code)) {
      // Checked later with stat: the file's identity (type, size, mode via ctime) decides this
      // failure, so record that identity; a stat that fails too is recorded as the read's failure.
      let info: FileInfo | undefined;
      try {
        info = inner.stat(path);
      } catch {
        info = undefined;
      }
      if (info !== undefined) {
        seen("s", path, info);
        throw e;
      }
    }
    // Anything else (EMFILE, EIO…) may not happen again: a later run could not rely on the record.
    if (code === undefined || !(IDENTITY_DECIDES.has(code) || PATH_DECIDES.has(code))) usable = false;
    log.push([op, path, 0, String(code)]);
    throw e;
  };
  const fs: DiscoveryFs = {
    readdir(path) {
      let entries: Dirent[];
      try {
        entries = inner.readdir(path);
      } catch (e) {
        return failed("d", path, e);
      }
      log.push(["d", path, 1, listing(entries)]);
      return entries;
    },
    stat(path) {
      let info: FileInfo;
      try {
        info = inner.stat(path);
      } catch (e) {
        return failed("s", path, e);
      }
      seen("s", path, info);
      return info;
    },
    lstat(path) {
      let info: LinkInfo;
      try {
        info = inner.lstat(path);
      } catch (e) {
        return failed("l", path, e);
      }
      seen("l", path, info);
      return info;
    },
    realpath(path) {
      let real: string;
      try {
        real = inner.realpath(path);
      } catch (e) {
        return failed("r", path, e);
      }
      log.push(["r", path, 1, real]);
      return real;
    },
    readHead(path, limit, head) {
      let read: ReturnType<DiscoveryFs["readHead"]>;
      try {
        read = inner.readHead(path, limit, head);
      } catch (e) {
        return failed("h", path, e);
      }
      seen("h", path, read.info);
      return read;
    },
    readFile(path) {
      // Identity first: a write after it shows as a changed identity next time.
      let info: FileInfo;
      try {
        info = inner.stat(path);
      } catch (e) {
        return failed("h", path, e);
      }
      let bytes: Buffer;
      try {
        bytes = inner.readFile(path);
      } catch (e) {
        return failed("h", path, e);
      }
      seen("h", path, info);
      return bytes;
    },
  };
  return {
    fs,
    log,
    newest: () => newest,
    usable: () => usable,
    settled: (startMs, minAgeMs) => usable && startMs - newest >= minAgeMs,
  };
}

/** The code of what `f` throws, or undefined when it does not throw. */
function thrown(f: () => unknown): string | undefined {
  try {
    f();
    return undefined;
  } catch (e) {
    return String(errCode(e));
  }
}

/**
 * True when every observation in `log` still holds: a load now would see exactly what the recorded
 * one saw. Costs one stat per file read, one listing per directory listed.
 */
export const unchanged = (log: readonly Observation[], fs: DiscoveryFs = nodeDiscoveryFs): boolean =>
  firstChange(log, fs) === log.length;

/**
 * The index of the first observation in `log` that no longer holds (log.length when all hold). A file
 * read is checked with stat, which resolves the path as open does: a path stat cannot resolve cannot
 * be opened.
 */
export function firstChange(
  log: readonly Observation[],
  fs: DiscoveryFs = nodeDiscoveryFs,
  plain?: Set<string>,
): number {
  const real = fs === nodeDiscoveryFs;
  const same = real ? sameStat : (o: Observation) => sameInfo(o, fs);
  const sameLink = fs === nodeDiscoveryFs ? sameLstat : (o: Observation) => sameInfo(o, fs, true);
  for (let k = 0; k < log.length; k++) {
    const o = log[k]!;
    if (!isObservation(o)) return k;
    const [op, path] = o;
    if (o[2] === 0) {
      const code =
        op === "d"
          ? thrown(() => fs.readdir(path))
          : op === "r"
            ? thrown(() => fs.realpath(path))
            : op === "l"
              ? thrown(() => fs.lstat(path))
              : thrown(() => fs.stat(path));
      if (code !== o[3]) return k;
      continue;
    }
    try {
      if (op === "h" && plain !== undefined && real) {
        if (!sameRead(o, plain)) return k;
      } else if (op === "s" || op === "h") {
        if (!same(o)) return k;
      } else if (op === "l") {
        if (!sameLink(o)) return k;
        // Seen now as a regular file, not a symlink.
        if (plain !== undefined && o[3] === 1) plain.add(path);
      } else if (op === "d") {
        if (listing(fs.readdir(path)) !== o[3]) return k;
      } else if (fs.realpath(path) !== o[3]) return k;
    } catch {
      return k;
    }
  }
  return log.length;
}

/**
 * `inner`, except that a stat of a file `confirmed` (a prefix of a log that firstChange just checked)
 * holds is answered from the log: the load that follows a failed check does not stat those files again.
 */
export function confirmedFs(inner: DiscoveryFs, confirmed: readonly Observation[]): DiscoveryFs {
  const known = new Map<string, FileInfo>();
  const links = new Map<string, LinkInfo>();
  for (const o of confirmed) {
    if ((o[0] === "s" || o[0] === "h" || o[0] === "l") && o[2] === 1) {
      const info = {
        isFile: (o[3] & 1) !== 0,
        isDirectory: (o[3] & 2) !== 0,
        size: o[4],
        mtimeMs: o[5],
        ctimeMs: o[6],
        id: o[7],
      };
      if (o[0] === "l") links.set(o[1], { ...info, isSymbolicLink: (o[3] & 4) !== 0 });
      else known.set(o[1], info);
    }
  }
  return {
    ...inner,
    stat: (path) => known.get(path) ?? inner.stat(path),
    lstat: (path) => links.get(path) ?? inner.lstat(path),
  };
}

/** An ok stat, read or (with `link`) lstat observation against a stat or lstat through `fs`. */
function sameInfo(o: Observation, fs: DiscoveryFs, link = false): boolean {
  const i = link ? fs.lstat(o[1]) : fs.stat(o[1]);
  return o[3] === flags(i) && o[4] === i.size && o[5] === i.mtimeMs && o[6] === i.ctimeMs && o[7] === i.id;
}

/** sameInfo for the real file system, without building a FileInfo: this runs once per skill. */
function sameStat(o: Observation): boolean {
  return sameStats(o, statSync(o[1], { throwIfNoEntry: false }));
}

/**
 * sameStat for a read, answered by lstat where the path is no symlink (then lstat says what stat would,
 * in one call), adding it to `plain`: that it is a regular file and no symlink is then known for free.
 */
function sameRead(o: Observation, plain: Set<string>): boolean {
  const s = lstatSync(o[1], { throwIfNoEntry: false });
  if (s === undefined || s.isSymbolicLink()) return sameStat(o);
  if (!sameStats(o, s)) return false;
  if (s.isFile()) plain.add(o[1]);
  return true;
}

/** sameStat for an lstat observation. */
function sameLstat(o: Observation): boolean {
  return sameStats(o, lstatSync(o[1], { throwIfNoEntry: false }));
}

function sameStats(o: Observation, s: ReturnType<typeof statSync>): boolean {
  return (
    s !== undefined &&
    o[4] === s.size &&
    o[5] === s.mtimeMs &&
    o[6] === s.ctimeMs &&
    o[3] === ((s.isFile() ? 1 : 0) | (s.isDirectory() ? 2 : 0) | (s.isSymbolicLink() ? 4 : 0)) &&
    o[7] === `${s.dev}:${s.ino}`
  );
}

const isObservation = (o: unknown): o is Observation => {
  if (!Array.isArray(o) || typeof o[0] !== "string" || typeof o[1] !== "string") return false;
  const [op, , ok] = o;
  if (ok === 0) return o.length === 4 && ["s", "h", "l", "d", "r"].includes(op) && typeof o[3] === "string";
  if (ok !== 1) return false;
  if (op === "d" || op === "r") return o.length === 4 && typeof o[3] === "string";
  if (!IDENTITY_OPS.has(op)) return false;
  return (
    o.length === 8 &&
    typeof o[3] === "number" &&
    typeof o[4] === "number" &&
    typeof o[5] === "number" &&
    typeof o[6] === "number" &&
    typeof o[7] === "string"
  );
};

/** Shape check of a log read back from disk (it may be anything); `unchanged` checks each entry too. */
export const isObservationLog = (log: unknown): log is Observation[] =>
  Array.isArray(log) && log.every(isObservation);
