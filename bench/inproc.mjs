#!/usr/bin/env node
// In-process figures for one tree: loadSkills (warm, repeated), catalog render, activation of one
// skill (set.readBody), and memory retained by a loaded set. Prints one JSON object.
// usage: node --expose-gc inproc.mjs ROOT [--reps N]
import * as sp from "../dist/index.js";
import { median, quantile } from "./lib/measure.mjs";

const root = process.argv[2];
const repsAt = process.argv.indexOf("--reps");
const reps = repsAt === -1 ? 7 : Number(process.argv[repsAt + 1]);
const options = { roots: [root], user: false, project: false, builtins: false, maxDirectories: 1_000_000 };
const now = () => performance.now();
const gc = globalThis.gc ?? (() => {});

gc();
const heapBefore = process.memoryUsage().heapUsed;
let t = now();
let set = await sp.loadSkills(options);
const firstMs = now() - t;
gc();
const heapRetainedKiB = (process.memoryUsage().heapUsed - heapBefore) / 1024;

const loadMs = [];
for (let i = 0; i < reps; i++) {
  set = undefined;
  t = now();
  set = await sp.loadSkills(options);
  loadMs.push(now() - t);
}

// Catalog render: only if the catalog module has landed (hook for SPEC §5).
let catalog;
if (typeof sp.renderCatalog === "function") {
  const ms = [];
  let bytes = 0;
  for (let i = 0; i < reps; i++) {
    t = now();
    const out = sp.renderCatalog(set, {});
    ms.push(now() - t);
    bytes = Buffer.byteLength(typeof out === "string" ? out : (out?.text ?? ""));
  }
  catalog = { medianMs: median(ms), minMs: Math.min(...ms), bytes };
}

// Activation: read the body of one skill (F9: bodies are read on demand), spread over many skills.
const picks = [];
for (let i = 0; i < 200 && set.skills.length > 0; i++) picks.push(set.skills[(i * 7919) % set.skills.length]);
const readMs = [];
for (const s of picks) {
  t = now();
  await set.readBody(s);
  readMs.push(now() - t);
}

process.stdout.write(
  `${JSON.stringify({
    skills: set.skills.length,
    firstLoadMs: firstMs,
    loadMs: { median: median(loadMs), min: Math.min(...loadMs), max: Math.max(...loadMs) },
    heapRetainedKiB,
    catalog,
    activation: readMs.length ? { p50Ms: median(readMs), p99Ms: quantile(readMs, 0.99) } : undefined,
  })}\n`,
);
