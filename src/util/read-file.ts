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

/**
 * The synchronous {@link readRegularFile}, for the small configuration files read on every command
 * (config.json, trust.json): a FIFO there must not hang every command, `/dev/zero` must not grow memory.
 */
export function readRegularFileSync(path: string, limit: number): Buffer {
  const fd = openSync(path, OPEN_READ_NONBLOCK);
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
