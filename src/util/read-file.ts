import { isUtf8 } from "node:buffer";
import { closeSync, constants, fstatSync, openSync, readSync } from "node:fs";
import { open } from "node:fs/promises";

/** Read-only and non-blocking: opening a FIFO named like a skill file must never hang. */
export const OPEN_READ_NONBLOCK = constants.O_RDONLY | (constants.O_NONBLOCK ?? 0);

/** Why a regular-file read was refused; I/O errors are rethrown as they are. */
export class FileReadRefusal extends Error {
  constructor(
    readonly kind: "not-a-file" | "too-large",
    readonly size: number,
  ) {
    super(kind === "not-a-file" ? "not a regular file" : `${size} bytes`);
    this.name = "FileReadRefusal";
  }
}

/**
 * Reads a whole regular file of at most `limit` bytes: the size is checked with fstat BEFORE reading
 * (a 2 GiB file costs one fstat) and again after (the file may grow), and a FIFO, device or directory
 * is refused without being read.
 */
export async function readRegularFile(path: string, limit: number): Promise<Buffer> {
  const handle = await open(path, OPEN_READ_NONBLOCK);
  try {
    const info = await handle.stat();
    if (!info.isFile()) throw new FileReadRefusal("not-a-file", info.size);
    if (info.size > limit) throw new FileReadRefusal("too-large", info.size);
    const bytes = await handle.readFile();
    if (bytes.length > limit) throw new FileReadRefusal("too-large", bytes.length);
    return bytes;
  } finally {
    await handle.close();
  }
}

/** Why {@link readTextFile} refused; `code` is the diagnostic code the caller reports. */
export class TextReadFailure extends Error {
  constructor(
    readonly code: "file-too-large" | "read-failed" | "invalid-encoding",
    /** For `file-too-large`: the size found. For `read-failed`: why, in words. */
    readonly detail: string,
    readonly size?: number,
  ) {
    super(detail);
    this.name = "TextReadFailure";
  }
}

/**
 * The one reader of text read on demand (a skill's body, a command's template): a regular file of at
 * most `limit` bytes, checked before and after reading, that is valid UTF-8 without NUL bytes. Every
 * failure is a {@link TextReadFailure}, which each caller words for its kind of file. The file is
 * read with synchronous calls (see readIntoScratch); the result is still a promise.
 */
export async function readTextFile(path: string, limit: number): Promise<string> {
  return readTextFileSync(path, limit);
}

/** {@link readTextFile}, synchronous: for a caller that is already async (one promise fewer). */
export function readTextFileSync(path: string, limit: number): string {
  let bytes: Buffer;
  try {
    bytes = limit < MAX_SCRATCH_BYTES ? readIntoScratch(path, limit) : readRegularFileSync(path, limit);
  } catch (e) {
    if (e instanceof FileReadRefusal && e.kind === "too-large") {
      throw new TextReadFailure("file-too-large", `${e.size} bytes`, e.size);
    }
    const why =
      e instanceof FileReadRefusal ? "it is not a regular file" : e instanceof Error ? e.message : String(e);
    throw new TextReadFailure("read-failed", why);
  }
  if (bytes.includes(0) || !isUtf8(bytes))
    throw new TextReadFailure("invalid-encoding", "not valid UTF-8 text");
  return bytes.toString("utf8");
}

/** Limits up to this are read into one reused buffer (a skill's or a command's limit is 100 KB). */
const MAX_SCRATCH_BYTES = 256 * 1024;
let scratch = Buffer.allocUnsafeSlow(0);

/**
 * {@link readRegularFileSync} into a buffer reused across calls: the view returned is valid until the
 * next call, so the caller decodes it at once. Synchronous on purpose, like discovery's reads (a
 * file of at most the limit; O_NONBLOCK, so a FIFO never blocks): four system calls on this thread
 * cost about a fifth of the CPU of open, stat, read and close through fs/promises, which is most of
 * what reading a body costs when an index reads hundreds of them.
 */
function readIntoScratch(path: string, limit: number): Buffer {
  const fd = openSync(path, OPEN_READ_NONBLOCK);
  try {
    const info = fstatSync(fd);
    if (!info.isFile()) throw new FileReadRefusal("not-a-file", info.size);
    if (info.size > limit) throw new FileReadRefusal("too-large", info.size);
    // Room for one byte past the limit: a file grown past it since the fstat is refused, not cut.
    if (scratch.length < limit + 1) scratch = Buffer.allocUnsafeSlow(limit + 1);
    let total = 0;
    for (;;) {
      const n = readSync(fd, scratch, total, limit + 1 - total, null);
      if (n === 0) break;
      total += n;
      if (total > limit) throw new FileReadRefusal("too-large", total);
    }
    return scratch.subarray(0, total);
  } finally {
    closeSync(fd);
  }
}

/**
 * The synchronous {@link readRegularFile}, for the small configuration files read on every command
 * (config.json, trust.json): a FIFO there must not hang every command, `/dev/zero` must not grow memory.
 */
export function readRegularFileSync(
  path: string,
  limit: number,
  options: { noFollow?: boolean } = {},
): Buffer {
  // noFollow: a final symlink fails with ELOOP instead of being read (a file a checkout can plant).
  const fd = openSync(path, OPEN_READ_NONBLOCK | (options.noFollow ? (constants.O_NOFOLLOW ?? 0) : 0));
  try {
    const info = fstatSync(fd);
    if (!info.isFile()) throw new FileReadRefusal("not-a-file", info.size);
    if (info.size > limit) throw new FileReadRefusal("too-large", info.size);
    // Read until the end, but never past the limit: a file that grew after the fstat is refused.
    const chunks: Buffer[] = [];
    let total = 0;
    for (;;) {
      const chunk = Buffer.allocUnsafe(Math.min(Math.max(info.size, 4096), limit + 1 - total));
      const n = readSync(fd, chunk, 0, chunk.length, null);
      if (n === 0) break;
      chunks.push(chunk.subarray(0, n));
      total += n;
      if (total > limit) throw new FileReadRefusal("too-large", total);
    }
    return Buffer.concat(chunks, total);
  } finally {
    closeSync(fd);
  }
}
