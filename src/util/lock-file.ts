import {
  closeSync,
  constants,
  fstatSync,
  openSync,
  readFileSync,
  statSync,
  unlinkSync,
  writeSync,
} from "node:fs";
import { hostname } from "node:os";
import { CODES } from "../diagnostics.js";
import { SkillportError } from "../errors.js";
import { pidAlive } from "./stale.js";

// A lock file for read-modify-write of a small shared file (the trust store): created with O_EXCL, so
// exactly one process holds it; holders read, change and replace the file, then remove the lock.
// A lock whose holder died (killed between create and remove) is recovered: it is stale when its
// process no longer exists on this host, or when it is older than any holder could need.

/** Why a lock could not be taken. */
export class LockTimeoutError extends SkillportError<"lock-timeout"> {
  constructor(
    readonly lockPath: string,
    readonly holder: string,
  ) {
    super(
      CODES.lockTimeout,
      `${lockPath} is held by ${holder || "another process"}; if no skillport process is running, delete that file and try again`,
    );
    this.name = "LockTimeoutError";
  }
}

export interface LockOptions {
  /** Give up after this long (default 10 s). */
  readonly timeoutMs?: number;
  /** A lock older than this is stale whoever holds it (default 30 s; a holder needs milliseconds). */
  readonly staleMs?: number;
}

const sleep = (ms: number): void => {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
};

/** What a lock file says: `pid host token`. */
interface Holder {
  readonly text: string;
  readonly pid: number;
  readonly host: string;
  readonly mtimeMs: number;
}

function readHolder(path: string): Holder | undefined {
  try {
    // Not through a link, never blocking: a planted `x.lock -> secret` or FIFO is only a stale lock.
    const fd = openSync(path, constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0) | (constants.O_NONBLOCK ?? 0));
    try {
      const info = fstatSync(fd);
      if (!info.isFile() || info.size > 512) return { text: "", pid: 0, host: "", mtimeMs: info.mtimeMs };
      const text = readFileSync(fd, "utf8");
      const [pid, host] = text.split(" ");
      return { text, pid: Number(pid), host: host ?? "", mtimeMs: info.mtimeMs };
    } finally {
      closeSync(fd);
    }
  } catch (e) {
    // A link in the lock's place is never a holder's (they create files with O_EXCL): stale at once.
    if ((e as NodeJS.ErrnoException).code === "ELOOP") return { text: "", pid: 0, host: "", mtimeMs: 0 };
    return undefined; // gone: try again
  }
}

/** Who holds a lock, in words: only its pid and host, never the file's text (it may be anything). */
const holderWords = (h: Holder | undefined): string =>
  h !== undefined && Number.isSafeInteger(h.pid) && h.pid > 0 && /^[A-Za-z0-9.-]{1,253}$/.test(h.host)
    ? `process ${h.pid} on ${h.host}`
    : "";

const isStale = (h: Holder, staleMs: number): boolean =>
  Date.now() - h.mtimeMs > staleMs || (h.host === hostname() && h.pid !== process.pid && !pidAlive(h.pid));

/**
 * Removes the stale lock `seen`, and only it: breakers take a second lock (`.break`) so two of them
 * never both remove a lock, and the content (with its random token) is compared again under it, so a
 * fresh lock taken meanwhile by a live process is left alone.
 */
function breakStale(path: string, seen: Holder, staleMs: number): void {
  const breaker = `${path}.break`;
  let fd: number;
  try {
    fd = openSync(breaker, "wx", 0o600);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== "EEXIST") throw e;
    // A breaker died holding it (it holds it for microseconds): remove it once it is clearly old.
    try {
      if (Date.now() - statSync(breaker).mtimeMs > staleMs) unlinkSync(breaker);
    } catch {
      // gone already
    }
    return;
  }
  try {
    const now = readHolder(path);
    if (now !== undefined && now.text === seen.text && now.mtimeMs === seen.mtimeMs) unlinkSync(path);
  } catch {
    // removed by its holder meanwhile
  } finally {
    closeSync(fd);
    try {
      unlinkSync(breaker);
    } catch {
      // nothing to do
    }
  }
}

/**
 * Runs `fn` while holding the lock file `path` (created with O_EXCL, mode 0600; its directory must
 * exist). Waits for another holder, recovers a stale lock, and throws LockTimeoutError after
 * `timeoutMs`. File-system errors other than "held" (EACCES, ENOSPC, EROFS…) are thrown as they are.
 */
export function withLockFile<T>(path: string, fn: () => T, options: LockOptions = {}): T {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const staleMs = options.staleMs ?? 30_000;
  // Unique, not secret: it tells this holder's lock from a later one.
  const token = `${process.pid} ${hostname()} ${Date.now().toString(36)}${Math.random().toString(36).slice(2)}\n`;
  const deadline = Date.now() + timeoutMs;
  let wait = 1;
  let fd: number | undefined;
  for (;;) {
    try {
      fd = openSync(path, "wx", 0o600);
      break;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== "EEXIST") throw e;
    }
    const holder = readHolder(path);
    if (holder !== undefined && isStale(holder, staleMs)) {
      breakStale(path, holder, staleMs);
      continue;
    }
    if (Date.now() > deadline) throw new LockTimeoutError(path, holderWords(holder));
    sleep(wait);
    wait = Math.min(wait * 2, 50);
  }
  try {
    writeSync(fd, token);
  } catch (e) {
    closeSync(fd);
    unlinkSync(path);
    // A failed write (ENOSPC, EDQUOT) names no file: name the lock.
    const err = e as NodeJS.ErrnoException;
    if (err.code !== undefined && err.path === undefined) err.path = path;
    throw e;
  }
  closeSync(fd);
  try {
    return fn();
  } finally {
    // Remove it only while it is still ours (it cannot have been broken unless we took > staleMs).
    const now = readHolder(path);
    if (now?.text === token) {
      try {
        unlinkSync(path);
      } catch {
        // gone already
      }
    }
  }
}
