import { isUtf8 } from "node:buffer";
import * as nodeFs from "node:fs";
import { OPEN_READ_NONBLOCK } from "../util/read-file.js";

// The file-system boundary of discovery. Calls are synchronous and issued one at a time (D7 allows
// up to 16 in flight; on a warm cache synchronous calls are ~2.8× faster than fs/promises, and one at a
// time can never exhaust file descriptors). The walker yields to the event loop between slices.
// Tests replace this object to inject faults the OS cannot produce for root.

export interface FileInfo {
  readonly isFile: boolean;
  readonly isDirectory: boolean;
  readonly size: number;
  readonly mtimeMs: number;
  /** Status change time (set by the file system on every write; users cannot set it). */
  readonly ctimeMs?: number;
  /** Identity of the underlying file (device and inode), for "same real file once". */
  readonly id: string;
  /** Owner's user id, where the platform has them (a `.git` another user planted is no git root). */
  readonly uid?: number;
}

/** What lstat says of a path: its own entry, a symlink itself rather than what it points to. */
export interface LinkInfo extends FileInfo {
  readonly isSymbolicLink: boolean;
}

export interface HeadRead {
  readonly info: FileInfo;
  /**
   * Undefined when the file is not a regular file or is larger than the limit: nothing was read.
   * May be a scratch buffer that the next readHead overwrites: decode it before reading again.
   */
  readonly bytes?: Buffer;
  /** True when `bytes` is the whole file. */
  readonly complete: boolean;
}

export interface DiscoveryFs {
  readdir(path: string): nodeFs.Dirent[];
  /** Follows symlinks. */
  stat(path: string): FileInfo;
  /** Does not follow a final symlink: for a regular file the same as stat, one call either way. */
  lstat(path: string): LinkInfo;
  realpath(path: string): string;
  /** Opens without blocking on FIFOs, checks size with fstat BEFORE reading, reads at most `head` bytes. */
  readHead(path: string, limit: number, head: number): HeadRead;
  /** Regular files only, at most MAX_WHOLE_FILE_BYTES (else an error with code EFTYPE or EFBIG). */
  readFile(path: string): Buffer;
}

const { S_IFMT, S_IFREG, S_IFDIR, S_IFLNK } = nodeFs.constants;

/**
 * One record for stat, fstat and lstat (isSymbolicLink is false unless lstat met a link). The type
 * from the mode bits, as Stats' own methods read it: this runs once per skill at every start.
 */
function toInfo(s: nodeFs.Stats): LinkInfo {
  const type = s.mode & S_IFMT;
  return {
    isFile: type === S_IFREG,
    isDirectory: type === S_IFDIR,
    size: s.size,
    mtimeMs: s.mtimeMs,
    ctimeMs: s.ctimeMs,
    id: `${s.dev}:${s.ino}`,
    uid: s.uid,
    isSymbolicLink: type === S_IFLNK,
  };
}

/** Files read whole during discovery (ignore files; SKILL.md files have their own, lower limit). */
export const MAX_WHOLE_FILE_BYTES = 4 * 1024 * 1024;

/** An error like the system's, with a code (EFTYPE and EFBIG as BSD names them) and a plain message. */
function refusal(code: string, message: string): NodeJS.ErrnoException {
  return Object.assign(new Error(message), { code });
}

let scratch = Buffer.allocUnsafe(4096);

export const nodeDiscoveryFs: DiscoveryFs = {
  readdir: (path) => nodeFs.readdirSync(path, { withFileTypes: true }),
  stat: (path) => toInfo(nodeFs.statSync(path)),
  lstat: (path) => toInfo(nodeFs.lstatSync(path)),
  realpath: (path) => nodeFs.realpathSync.native(path),
  readHead(path, limit, head) {
    const fd = nodeFs.openSync(path, OPEN_READ_NONBLOCK);
    try {
      const info = toInfo(nodeFs.fstatSync(fd));
      if (!info.isFile || info.size > limit) return { info, complete: false };
      const want = Math.min(head, info.size);
      // One reused buffer: a fresh 4 KiB buffer per file is 40 MB of garbage for 10k skills.
      if (scratch.length < want) scratch = Buffer.allocUnsafe(Math.max(want, 4096));
      const buf = scratch.subarray(0, want);
      let got = 0;
      while (got < want) {
        const n = nodeFs.readSync(fd, buf, got, want - got, got);
        if (n === 0) break;
        got += n;
      }
      return { info, bytes: got === want ? buf : buf.subarray(0, got), complete: got >= info.size };
    } finally {
      nodeFs.closeSync(fd);
    }
  },
  readFile(path) {
    // Non-blocking and regular files only: a FIFO named .gitignore must not hang a load (T5).
    const fd = nodeFs.openSync(path, OPEN_READ_NONBLOCK);
    try {
      const s = nodeFs.fstatSync(fd);
      if (!s.isFile()) throw refusal("EFTYPE", "it is not a regular file (a FIFO, socket or device)");
      if (s.size > MAX_WHOLE_FILE_BYTES)
        throw refusal("EFBIG", `it is ${s.size} bytes, over the ${MAX_WHOLE_FILE_BYTES} bytes read whole`);
      const bytes = nodeFs.readFileSync(fd);
      // It may have grown since the fstat.
      if (bytes.length > MAX_WHOLE_FILE_BYTES)
        throw refusal("EFBIG", `it is over the ${MAX_WHOLE_FILE_BYTES} bytes read whole`);
      return bytes;
    } finally {
      nodeFs.closeSync(fd);
    }
  },
};

/** Length of the longest prefix of `bytes` that does not end inside a UTF-8 sequence. */
export function completeUtf8Prefix(bytes: Uint8Array): number {
  const n = bytes.length;
  for (let back = 1; back <= 3 && back <= n; back++) {
    const b = bytes[n - back]!;
    if ((b & 0xc0) === 0x80) continue; // continuation byte
    const need = b >= 0xf0 ? 4 : b >= 0xe0 ? 3 : b >= 0xc0 ? 2 : 1;
    return need > back ? n - back : n;
  }
  return n;
}

export type Decoded = { ok: true; text: string } | { ok: false; reason: string };

/** Validates UTF-8 without decoding; `end` is where a head read may be cut safely. NUL marks a binary file. */
export function checkUtf8(
  bytes: Buffer,
  complete: boolean,
): { ok: true; end: number } | { ok: false; reason: string } {
  const end = complete ? bytes.length : completeUtf8Prefix(bytes);
  const slice = end === bytes.length ? bytes : bytes.subarray(0, end);
  if (slice.includes(0)) return { ok: false, reason: "it contains NUL bytes (a binary file)" };
  if (!isUtf8(slice)) return { ok: false, reason: "it is not valid UTF-8" };
  return { ok: true, end };
}

/** Decodes UTF-8 strictly; NUL bytes mark a binary file. */
export function decodeUtf8(bytes: Buffer, complete: boolean): Decoded {
  const checked = checkUtf8(bytes, complete);
  return checked.ok ? { ok: true, text: bytes.toString("utf8", 0, checked.end) } : checked;
}
