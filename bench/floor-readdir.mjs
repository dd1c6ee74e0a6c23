#!/usr/bin/env node
// The readdir-first floor: list every directory, and read the first 4 KiB of each SKILL.md found.
// Kept for reference; floor-sync.mjs (open first, list only when there is no SKILL.md) is faster.
// Synchronous calls, one at a time; a directory holding SKILL.md is not descended (as D4).
// No parsing, no validation, no output but a count. usage: node floor-readdir.mjs ROOT
import { closeSync, openSync, readdirSync, readSync } from "node:fs";

const buf = Buffer.allocUnsafe(4096);
let files = 0;
let bytes = 0;

function walk(dir) {
  const entries = readdirSync(dir, { withFileTypes: true });
  for (const e of entries) {
    if (e.name === "SKILL.md") {
      const fd = openSync(`${dir}/SKILL.md`, "r");
      bytes += readSync(fd, buf, 0, 4096, 0);
      closeSync(fd);
      files++;
      return;
    }
  }
  for (const e of entries) if (e.isDirectory() && e.name.charCodeAt(0) !== 46) walk(`${dir}/${e.name}`);
}

walk(process.argv[2]);
process.stdout.write(`${files} ${bytes}\n`);
