#!/usr/bin/env node
// A reference, not a loader: the least a loader without a cache must do beyond the floor
// (floor-sync.mjs), with none of the rules. It walks the same way (open DIR/SKILL.md first), then per
// file: fstat (the size before reading, F8), a UTF-8 and NUL check, decode the frontmatter only, split
// it into `key: value` lines, and keep one record per skill. No YAML parser, validation, diagnostics,
// ignore files, symlink handling, resolution or output. It shows how much of skillport's time over the
// floor any loader pays, and how much is skillport's own.
// usage: node ref-minimal.mjs ROOT
import { isUtf8 } from "node:buffer";
import { closeSync, constants, fstatSync, openSync, readdirSync, readSync } from "node:fs";

const FLAGS = constants.O_RDONLY | constants.O_NONBLOCK;
const buf = Buffer.allocUnsafe(4096);
const CLOSER = Buffer.from("\n---");
const LINE = /^([A-Za-z][\w-]*): *(.*)$/;
const skills = [];

function walk(dir) {
  let fd;
  try {
    fd = openSync(`${dir}/SKILL.md`, FLAGS);
  } catch {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      if (e.isDirectory() && e.name.charCodeAt(0) !== 46) walk(`${dir}/${e.name}`);
    }
    return;
  }
  const st = fstatSync(fd);
  const n = readSync(fd, buf, 0, 4096, 0);
  closeSync(fd);
  const head = buf.subarray(0, n);
  if (head.includes(0) || !isUtf8(head)) return;
  const close = head.indexOf(CLOSER);
  if (close === -1) return;
  const text = head.toString("utf8", 0, close + 1);
  const fields = {};
  for (const line of text.split("\n")) {
    const m = LINE.exec(line);
    if (m) fields[m[1]] = m[2];
  }
  skills.push({
    name: fields.name,
    description: fields.description,
    location: `${dir}/SKILL.md`,
    directory: dir,
    size: st.size,
    mtimeMs: st.mtimeMs,
    frontmatter: fields,
  });
}

walk(process.argv[2]);
process.stdout.write(`${skills.length} ${skills.reduce((a, s) => a + s.size, 0)}\n`);
