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
 * `skillport mcp` starts from the one-script bundle (dist/cli/skillport.cjs) with a code cache
 * (code-cache.ts says why); every other command loads only the ES module chunks it needs. The cache is
 * taken (once, if none was used) when the server has answered its first tool call, or a second after
 * its load: it then holds the code a start runs up to that answer and no more (the body reads and the
 * watcher that follow would be read back at every start for nothing). It is written a second after
 * the start at the earliest, never at exit (code-cache.ts).
 */
function serverBundle(argv: readonly string[]): { main: Main; serving?: () => void } | undefined {
  if (!runsMcp(argv)) return undefined;
  const dir = argv.includes("--no-cache") ? undefined : codeCacheDir(argv, process.cwd(), process.env);
  const loaded = runCached<Main>(fileURLToPath(new URL("./skillport.cjs", import.meta.url)), dir);
  return loaded && { main: loaded.exports, serving: loaded.save };
}

const argv = process.argv.slice(2);
const bundle = serverBundle(argv);
const { run } = bundle?.main ?? (await import("./main.js"));
process.exitCode = await run(argv, undefined, undefined, bundle?.serving);
