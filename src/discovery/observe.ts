import type { Dirent } from "node:fs";
import { type DiscoveryFs, type FileInfo, nodeDiscoveryFs } from "./fs.js";
import { errCode } from "./links.js";

// What a load saw of the file system, so that a later process can tell with cheap calls whether the
// same load would see the same thing. Discovery is a pure function of what its DiscoveryFs returns
// (SPEC §1: I/O at the edges), so an unchanged record means an unchanged result.
//
// - A file read (head or whole) is recorded by its identity: device, inode, size, mtime and ctime,
//   taken before the bytes are read (fstat on the open file). A later write changes mtime and ctime,
//   and users cannot set ctime. Timestamps are coarse, so a record whose newest timestamp is not yet
//   `minAgeMs` old must not be trusted (git's "racily clean" rule): see `newest`.
// - A stat is recorded the same way, or by its error code.
// - A directory listing is recorded by value (names and entry types): directory mtimes are not
//   updated reliably on every file system (git keeps its untracked cache opt-in for that reason).
// - A realpath is recorded by its result or error code.
// An error without a code (only injected faults have none) cannot be compared: the record is then
// marked unusable.

/** One observation: [op, path, 1 (ok) | 0 (error), ...the result or the error code]. */
export type Observation =
  | readonly ["s" | "h", string, 1, number, number, number, number, string]
  | readonly ["d", string, 1, string]
  | readonly ["r", string, 1, string]
  | readonly ["s" | "h" | "d" | "r", string, 0, string];

export interface Recorder {
  /** Use this file system for the load; every call on it is recorded. */
  readonly fs: DiscoveryFs;
  /** The observations so far, in call order. */
  readonly log: readonly Observation[];
  /** The newest mtime or ctime among the files and directories seen (ms since the epoch). */
  newest(): number;
  /** False when something was seen that a later check could not compare. */
  usable(): boolean;
}

const flags = (i: FileInfo): number => (i.isFile ? 1 : 0) | (i.isDirectory ? 2 : 0);

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
  const seen = (op: "s" | "h", path: string, i: FileInfo): void => {
    const ctime = i.ctimeMs;
    if (ctime === undefined) usable = false;
    else newest = Math.max(newest, i.mtimeMs, ctime);
    log.push([op, path, 1, flags(i), i.size, i.mtimeMs, ctime ?? 0, i.id]);
  };
  const failed = (op: Observation[0], path: string, e: unknown): never => {
    const code = errCode(e);
    if (typeof code !== "string") usable = false;
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
  return { fs, log, newest: () => newest, usable: () => usable };
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
 * one saw. Costs one stat per file read, one listing per directory listed. A file read is checked
 * with stat, which resolves the path as open does: a path stat cannot resolve cannot be opened.
 */
export function unchanged(log: readonly Observation[], fs: DiscoveryFs = nodeDiscoveryFs): boolean {
  for (const o of log) {
    const [op, path] = o;
    if (o[2] === 0) {
      const code =
        op === "d"
          ? thrown(() => fs.readdir(path))
          : op === "r"
            ? thrown(() => fs.realpath(path))
            : thrown(() => fs.stat(path));
      if (code !== o[3]) return false;
      continue;
    }
    try {
      if (op === "s" || op === "h") {
        const i = fs.stat(path);
        if (
          o[3] !== flags(i) ||
          o[4] !== i.size ||
          o[5] !== i.mtimeMs ||
          o[6] !== i.ctimeMs ||
          o[7] !== i.id
        ) {
          return false;
        }
      } else if (op === "d") {
        if (listing(fs.readdir(path)) !== o[3]) return false;
      } else if (fs.realpath(path) !== o[3]) return false;
    } catch {
      return false;
    }
  }
  return true;
}

const isObservation = (o: unknown): o is Observation => {
  if (!Array.isArray(o) || typeof o[0] !== "string" || typeof o[1] !== "string") return false;
  const [op, , ok] = o;
  if (ok === 0) return o.length === 4 && ["s", "h", "d", "r"].includes(op) && typeof o[3] === "string";
  if (ok !== 1) return false;
  if (op === "d" || op === "r") return o.length === 4 && typeof o[3] === "string";
  if (op !== "s" && op !== "h") return false;
  return (
    o.length === 8 &&
    typeof o[3] === "number" &&
    typeof o[4] === "number" &&
    typeof o[5] === "number" &&
    typeof o[6] === "number" &&
    typeof o[7] === "string"
  );
};

/** Shape check of a log read back from disk (it may be anything). */
export const isObservationLog = (log: unknown): log is Observation[] =>
  Array.isArray(log) && log.every(isObservation);
