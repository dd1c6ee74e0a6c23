import { statSync } from "node:fs";
import { join } from "node:path";
import { DEFAULT_CACHE_MIN_AGE_MS } from "../discovery/cache.js";
import { nodeDiscoveryFs } from "../discovery/fs.js";
import { confirmedFs, firstChange, type Observation, recordingFs } from "../discovery/observe.js";
import { type LoadOptions, loadPlan } from "../load.js";
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
import type { CliContext } from "./context.js";
import type { Io } from "./output.js";

// The output memo of read-only commands (`list`, `catalog`): what a command printed, with the record
// of everything its load saw of the file system (discovery/observe.ts). When a later run with the same
// arguments, environment, plan (roots, trust) and build finds every observation unchanged, the load
// would return the same skill set, so the command would print the same bytes: they are printed
// from the memo. Checking costs one stat per SKILL.md and one listing per directory the load listed;
// nothing is read or parsed. It lives beside the parse cache and is turned off with it (--no-cache).

/** Bump when the memo file's layout changes. */
const FORMAT = 3;

interface Header {
  readonly key: string;
  readonly log: Observation[];
  readonly exit: number;
  /** Byte lengths of stdout and stderr, which follow the header line. */
  readonly out: number;
  readonly err: number;
  /** SHA-256 of those bytes: a damaged or edited body is never printed. */
  readonly sha256: string;
}

/**
 * Runs `produce` (which loads with the LoadOptions it is given and prints on the Io it is given), or
 * prints what an earlier identical run printed when nothing it saw has changed. `what` names the
 * command and every option of it that changes the output.
 */
export async function withOutputMemo(
  ctx: CliContext,
  options: LoadOptions,
  what: readonly unknown[],
  produce: (io: Io, options: LoadOptions) => Promise<void>,
): Promise<void> {
  const cache = options.cache;
  // A host's own file system (tests inject faults there) is not something a later process can check.
  if (!cache || options.fs !== undefined) return produce(ctx.io, options);
  // A cache directory inside the project holds whatever the repository shipped there: a memo names no
  // file it must match, so it could replay any output.
  if (cacheDirOutsideProject(options) === undefined) return produce(ctx.io, options);
  const { fs: _fs, cache: _cache, ...rest } = options;
  const key = JSON.stringify([
    FORMAT,
    buildStamp(),
    what,
    ctx.io.color,
    ctx.io.errColor,
    // On a terminal a payload (the catalog) is printed neutralised.
    ctx.io.terminal === true,
    // Who runs decides what permission errors the load meets: the effective and file-system ids, the
    // groups and the capabilities (root without CAP_DAC_OVERRIDE reads less than root with it).
    credentials(),
    rest,
    // The roots and trust decisions, found with calls the record does not hold.
    loadPlan(options),
  ]);
  const name = `out-${fnv1a(JSON.stringify([what, options.cwd]))}-${fnv1a(key)}.memo`;
  // Before the check: the stats it confirms stand in for the load's own (confirmedFs).
  const start = Date.now();
  const minAge = cache.minAgeMs ?? DEFAULT_CACHE_MIN_AGE_MS;
  const checked = await replay(ctx, join(cache.dir, name), key, start - minAge);
  if (checked === true) return;
  const base =
    checked.confirmed.length > 0 ? confirmedFs(nodeDiscoveryFs, checked.confirmed) : nodeDiscoveryFs;
  // What changed first changed just now (the usual case: a skill was edited, list runs again). This
  // run could not be recorded (see below), so it does not pay for recording: in a cold process that
  // costs ~20 ms at 10k skills, mostly garbage collection.
  if (checked.recent) return produce(ctx.io, { ...options, fs: base });

  const recorder = recordingFs(base);
  const out: string[] = [];
  const err: string[] = [];
  const io: Io = {
    out: (t) => {
      out.push(t);
      ctx.io.out(t);
    },
    err: (t) => {
      err.push(t);
      ctx.io.err(t);
    },
    color: ctx.io.color,
    errColor: ctx.io.errColor,
    terminal: ctx.io.terminal,
    flush: ctx.io.flush,
  };
  await produce(io, { ...options, fs: recorder.fs });
  if (!recorder.settled(start, minAge)) return;
  const outBytes = Buffer.from(out.join(""));
  const errBytes = Buffer.from(err.join(""));
  const header: Omit<Header, "sha256"> = {
    key,
    log: recorder.log as Observation[],
    exit: ctx.exit.code,
    out: outBytes.length,
    err: errBytes.length,
  };
  const head = Buffer.from(`${JSON.stringify({ ...header, sha256: sha256Hex(outBytes, errBytes) })}\n`);
  // A memo too big to be read back would only be written again on every run.
  if (head.length + outBytes.length + errBytes.length > MAX_CACHE_BYTES) return;
  writeCacheFile(cache.dir, name, [head, outBytes, errBytes]);
}

/** What a memo check found when the memo does not hold. */
interface Stale {
  /** The observations it confirmed before the first change (none without a usable memo). */
  readonly confirmed: readonly Observation[];
  /** The first change is a file or directory modified after `recentSince`. */
  readonly recent: boolean;
}

const NO_MEMO: Stale = { confirmed: [], recent: false };

/** Prints the memo at `path` and returns true when it is for `key` and still holds. */
async function replay(
  ctx: CliContext,
  path: string,
  key: string,
  recentSince: number,
): Promise<true | Stale> {
  let bytes: Buffer;
  let header: Header;
  let at: number;
  try {
    bytes = readCacheFile(path);
    at = bytes.indexOf(10);
    if (at < 0) return NO_MEMO;
    header = JSON.parse(bytes.toString("utf8", 0, at)) as Header;
  } catch {
    return NO_MEMO; // none yet, or unreadable
  }
  if (
    header === null ||
    typeof header !== "object" ||
    header.key !== key ||
    !Number.isInteger(header.exit) ||
    !Number.isInteger(header.out) ||
    !Number.isInteger(header.err) ||
    header.out < 0 ||
    header.err < 0 ||
    at + 1 + header.out + header.err !== bytes.length ||
    !Array.isArray(header.log) ||
    typeof header.sha256 !== "string" ||
    sha256Hex(bytes.subarray(at + 1)) !== header.sha256
  ) {
    return NO_MEMO;
  }
  const changed = firstChange(header.log);
  if (changed < header.log.length) {
    const o = header.log[changed];
    return { confirmed: header.log.slice(0, changed), recent: modifiedSince(o?.[1], recentSince) };
  }
  const outStart = at + 1;
  const errStart = outStart + header.out;
  if (header.out > 0) ctx.io.out(bytes.toString("utf8", outStart, errStart));
  if (header.err > 0) {
    await ctx.io.flush?.();
    ctx.io.err(bytes.toString("utf8", errStart));
  }
  ctx.exit.code = header.exit;
  return true;
}

/** True when `path` (a file or a directory) was modified, or its status changed, after `since`. */
function modifiedSince(path: unknown, since: number): boolean {
  if (typeof path !== "string") return false;
  try {
    const s = statSync(path, { throwIfNoEntry: false });
    return s !== undefined && Math.max(s.mtimeMs, s.ctimeMs) > since;
  } catch {
    return false;
  }
}
