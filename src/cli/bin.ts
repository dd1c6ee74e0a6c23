#!/usr/bin/env node
import { fileURLToPath } from "node:url";
import { codeCacheDir, runCached, runsMcp } from "./code-cache.js";
import { fsErrorMessage } from "./errors.js";

// A reader that stops early (`skillport list --json | head`) closes the pipe. Node ignores SIGPIPE and
// reports EPIPE as a stream error, which would crash with a stack trace: end quietly instead, with
// exit code 0 (not 141, so `set -o pipefail` scripts that read only what they need do not fail).
process.stdout.on("error", (e: NodeJS.ErrnoException) => {
  if (e.code === "EPIPE") process.exit(0);
  // The terminal went away (window closed, ssh dropped): nobody reads any more, but a running chat
  // still has to cancel its turn and kill what it started, which its SIGHUP handling does. Do not exit here.
  if (e.code === "EIO" && process.stdout.isTTY) return;
  // Any other failure to write the output (a full disk behind `> file`, a quota): say so, exit 1.
  e.path ??= "standard output";
  process.stderr.write(`skillport: ${fsErrorMessage(e) ?? `cannot write standard output: ${e.message}`}\n`);
  process.exit(1);
});
// Diagnostics nobody reads any more are no reason to stop the work.
process.stderr.on("error", (e: NodeJS.ErrnoException) => {
  if (e.code !== "EPIPE") throw e;
});

type Main = typeof import("./main.js");

/**
 * When the server's code cache is written (once, if none was used): by then a server of 10k skills has
 * loaded and answered its first requests, so their code is in it. Never at exit: a file written while
 * the process ends races with whoever removes the cache directory once the server has stopped.
 */
const SAVE_CODE_CACHE_AFTER_MS = 1000;

/**
 * `skillport mcp` starts from the one-script bundle (dist/cli/skillport.cjs) with a code cache
 * (code-cache.ts says why); every other command loads only the ES module chunks it needs.
 */
function serverBundle(argv: readonly string[]): Main | undefined {
  if (!runsMcp(argv)) return undefined;
  const dir = argv.includes("--no-cache") ? undefined : codeCacheDir(argv, process.cwd(), process.env);
  const loaded = runCached<Main>(fileURLToPath(new URL("./skillport.cjs", import.meta.url)), dir);
  if (loaded === undefined) return undefined;
  setTimeout(loaded.save, SAVE_CODE_CACHE_AFTER_MS).unref();
  return loaded.exports;
}

const argv = process.argv.slice(2);
const { run } = serverBundle(argv) ?? (await import("./main.js"));
process.exitCode = await run(argv);
