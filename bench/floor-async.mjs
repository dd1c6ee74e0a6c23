#!/usr/bin/env node
// The same work as floor-sync.mjs with fs/promises and at most 16 operations in flight (D7).
// usage: node floor-async.mjs ROOT
import { open, readdir } from "node:fs/promises";

const LIMIT = 16;
let active = 0;
const waiting = [];
async function slot(fn) {
  if (active >= LIMIT) await new Promise((r) => waiting.push(r));
  active++;
  try {
    return await fn();
  } finally {
    active--;
    waiting.shift()?.();
  }
}

const buf = () => Buffer.allocUnsafe(4096);
let files = 0;
let bytes = 0;

async function walk(dir) {
  const read = await slot(async () => {
    let fh;
    try {
      fh = await open(`${dir}/SKILL.md`, "r");
    } catch {
      return false;
    }
    try {
      const { bytesRead } = await fh.read(buf(), 0, 4096, 0);
      bytes += bytesRead;
      files++;
      return true;
    } finally {
      await fh.close();
    }
  });
  if (read) return;
  const entries = await slot(() => readdir(dir, { withFileTypes: true }));
  await Promise.all(
    entries
      .filter((e) => e.isDirectory() && e.name.charCodeAt(0) !== 46)
      .map((e) => walk(`${dir}/${e.name}`)),
  );
}

await walk(process.argv[2]);
process.stdout.write(`${files} ${bytes}\n`);
