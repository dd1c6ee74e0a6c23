import { isAscii } from "node:buffer";
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, resolve } from "node:path";
import vm from "node:vm";
import { defaultCacheDir } from "../discovery/cache.js";
import { homeDirectory } from "../util/base-dirs.js";
import { buildStamp, fnv1a, readCacheFile, writeCacheFile } from "../util/cache-file.js";
import { cacheDirOutsideProject } from "../util/project-local.js";

// `skillport mcp` runs the CLI from one CommonJS script (dist/cli/skillport.cjs) compiled with a V8 code
// cache: compiling the server's code (the MCP SDK, zod, skillport) was ~60–90 ms of every start on a
// small machine, and Node 20 caches compiled code only for scripts run this way (ES modules get a cache
// from Node 22.1 on). The cache is V8's own format; V8 refuses one made by another V8 version, other
// flags or another source length, and the file name holds the build, Node version, platform and flags,
// so a stale file is never even opened. Compiled code runs as the user: the file is read only from a
// private cache directory, only when this user wrote it and nobody else can read it (as this module
// writes it; a checkout or an archive leaves files readable), and never from inside the project the
// command runs in (XDG_CACHE_HOME=$PWD/.cache would run whatever a repository shipped there).

/**
 * The code cache file is written no sooner than this after the process started, while it runs: a
 * server asked one question and stopped (a test, a probe) writes none, so the file never appears while
 * whoever started it removes its cache directory. Never at exit, for the same reason.
 */
const WRITE_AFTER_MS = 1000;

/** What a script run with a code cache gives back. */
export interface CachedModule<T> {
  readonly exports: T;
  /**
   * Takes the code cache, once, if none was used: it holds every function compiled so far. The file is
   * written WRITE_AFTER_MS after the process started at the earliest (see there).
   */
  save(): void;
}

/** The cache file for `source` under this build, Node and set of flags. */
function cacheName(source: string, env: NodeJS.ProcessEnv): string {
  const key = JSON.stringify([
    buildStamp(),
    process.version,
    process.platform,
    process.arch,
    process.execArgv,
    env.NODE_OPTIONS ?? "",
    source.length,
  ]);
  return `code-${fnv1a(key)}-${fnv1a(`${key}\u0000`)}.bin`;
}

/**
 * A code cache file: this tag, the SHA-256 of V8's data, the data. V8 checks its own header (version,
 * flags, source length) but, in release builds, not the rest: flipped bytes in the middle were accepted
 * and run. The digest catches a damaged file (a disk error, a copy cut short); what an attacker might
 * write is kept out by where and how the file may be read (see above).
 */
const TAG = Buffer.from("skillport-code-cache-1\n");
const DIGEST_BYTES = 32;

const sha256 = (data: Uint8Array): Buffer => createHash("sha256").update(data).digest();

/** V8's data from a code cache file, or undefined when there is none usable (then compile from source). */
function readCodeCache(path: string): Buffer | undefined {
  let bytes: Buffer;
  try {
    bytes = readCacheFile(path, true);
  } catch {
    return undefined; // none yet, not private, or unreadable
  }
  const start = TAG.length + DIGEST_BYTES;
  if (bytes.length <= start || !bytes.subarray(0, TAG.length).equals(TAG)) return undefined;
  const data = bytes.subarray(start);
  return sha256(data).equals(bytes.subarray(TAG.length, start)) ? data : undefined;
}

/**
 * Runs the CommonJS script `file` with the code cache in `dir` (none when undefined) and returns its
 * exports. Undefined when this Node cannot run it so: dynamic `import()` inside a vm script needs
 * `vm.constants.USE_MAIN_CONTEXT_DEFAULT_LOADER` (Node 20.12), or the script is missing (a build of
 * the sources alone).
 */
export function runCached<T>(file: string, dir: string | undefined): CachedModule<T> | undefined {
  // Typed as always there; Node before 20.12 lacks it.
  const loader = (vm.constants as Partial<typeof vm.constants> | undefined)?.USE_MAIN_CONTEXT_DEFAULT_LOADER;
  if (loader === undefined || !existsSync(file)) return undefined;
  // The build writes the script in ASCII (scripts/bundle-cli.mjs): decoded as Latin-1 then, a plain
  // copy where UTF-8 decoding checks every byte of its ~4 MB at every start.
  const bytes = readFileSync(file);
  const source = isAscii(bytes) ? bytes.toString("latin1") : bytes.toString("utf8");
  const name = cacheName(source, process.env);
  const cachedData = dir === undefined ? undefined : readCodeCache(join(dir, name));
  // The file holds Node's own CommonJS wrapper (scripts/bundle-cli.mjs), so the script sees require,
  // module and __filename as when required. Wrapping here would copy the whole source once more.
  const script = new vm.Script(source, {
    filename: file,
    cachedData,
    importModuleDynamically: loader,
  });
  let saved = dir === undefined || (cachedData !== undefined && !script.cachedDataRejected);
  const module = { exports: {} as T };
  (script.runInThisContext() as (...args: unknown[]) => void)(
    module.exports,
    createRequire(file),
    module,
    file,
    dirname(file),
  );
  return {
    exports: module.exports,
    save() {
      if (saved || dir === undefined) return;
      saved = true;
      const data = script.createCachedData();
      const write = () => writeCacheFile(dir, name, [TAG, sha256(data), data]);
      setTimeout(write, Math.max(0, WRITE_AFTER_MS - performance.now())).unref();
    },
  };
}

/**
 * The code cache's directory for a run with arguments `argv`: skillport's cache directory, unless it
 * lies inside the project of the working directory or of a `--cwd` argument, where a checkout could
 * have shipped compiled code (then undefined: no code cache).
 */
export function codeCacheDir(
  argv: readonly string[],
  cwd: string,
  env: NodeJS.ProcessEnv,
): string | undefined {
  const cache = { dir: defaultCacheDir(env) };
  const cwds = [cwd];
  for (const [i, a] of argv.entries()) {
    if (a === "--cwd" && argv[i + 1] !== undefined) cwds.push(resolve(cwd, argv[i + 1]!));
    else if (a.startsWith("--cwd=")) cwds.push(resolve(cwd, a.slice("--cwd=".length)));
  }
  // The rule of the other caches that name no file they must match (the output memo, the saved index).
  const home = homeDirectory(env);
  return cwds.every((c) => cacheDirOutsideProject({ cache, cwd: c, home }) !== undefined)
    ? cache.dir
    : undefined;
}

/** Global options that take a value (src/cli/main.ts; test/e2e/cli/cli-code-cache.test.ts keeps the two equal). */
export const GLOBAL_OPTIONS_WITH_VALUES: readonly string[] = [
  "--cwd",
  "--root",
  "--profile",
  "--depth",
  "--mode",
  "--max-directories",
];

/**
 * True when `argv` runs `skillport mcp`: its first word that is neither an option nor a global option's
 * value is `mcp`. A wrong answer costs only speed (both bundles are the whole CLI).
 */
export function runsMcp(argv: readonly string[]): boolean {
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === "--") return argv[i + 1] === "mcp";
    if (a.startsWith("-")) {
      if (GLOBAL_OPTIONS_WITH_VALUES.includes(a)) i++;
      continue;
    }
    return a === "mcp";
  }
  return false;
}
