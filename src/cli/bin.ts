#!/usr/bin/env node
import { fsErrorMessage } from "./errors.js";
import { run } from "./main.js";

// A reader that stops early (`skillport list --json | head`) closes the pipe. Node ignores SIGPIPE and
// reports EPIPE as a stream error, which would crash with a stack trace: end quietly instead, with
// exit code 0 (not 141, so `set -o pipefail` scripts that read only what they need do not fail).
process.stdout.on("error", (e: NodeJS.ErrnoException) => {
  if (e.code === "EPIPE") process.exit(0);
  // Any other failure to write the output (a full disk behind `> file`, a quota): say so, exit 1.
  e.path ??= "standard output";
  process.stderr.write(`skillport: ${fsErrorMessage(e) ?? `cannot write standard output: ${e.message}`}\n`);
  process.exit(1);
});
// Diagnostics nobody reads any more are no reason to stop the work.
process.stderr.on("error", (e: NodeJS.ErrnoException) => {
  if (e.code !== "EPIPE") throw e;
});

process.exitCode = await run(process.argv.slice(2));
