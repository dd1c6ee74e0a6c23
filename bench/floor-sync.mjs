#!/usr/bin/env node
// The floor (SPEC §16): find every SKILL.md under a root and read its first 4 KiB, nothing else.
// Fastest form found: synchronous calls, one at a time, and open DIR/SKILL.md first — a skill
// directory then costs open+read+close and is never listed; a directory without one is listed and
// its subdirectories (not starting with ".") visited. No parsing, no output but a count.
// usage: node floor-sync.mjs ROOT
import { closeSync, openSync, readdirSync, readSync } from "node:fs";

const buf = Buffer.allocUnsafe(4096);
let files = 0;
let bytes = 0;

function walk(dir) {
  let fd;
  try {
    fd = openSync(`${dir}/SKILL.md`, "r");
  } catch {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      if (e.isDirectory() && e.name.charCodeAt(0) !== 46) walk(`${dir}/${e.name}`);
    }
    return;
  }
  bytes += readSync(fd, buf, 0, 4096, 0);
  closeSync(fd);
  files++;
}

walk(process.argv[2]);
process.stdout.write(`${files} ${bytes}\n`);
