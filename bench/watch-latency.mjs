#!/usr/bin/env node
// Live reload latency (SPEC §16, W1): time from a write of a SKILL.md to the change event, over a
// synthetic tree. Edits are sequential: each waits for its own event. Run after `npm run build`:
//
//   node bench/watch-latency.mjs [--skills 1000] [--edits 200] [--json]
//
// Scenarios: body-only edits with the default debounce (what a host sees), the same with debounce 0
// (the floor: file-system notification plus re-reading one file and re-resolving), description edits
// (catalogChanged: true) and adding a new skill directory (a subtree re-walk).

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { watchSkills } from "../dist/index.js";

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i === -1 ? fallback : Number(process.argv[i + 1]);
};
const SKILLS = arg("skills", 1000);
const EDITS = arg("edits", 200);
const JSON_OUT = process.argv.includes("--json");

const skillMd = (name, description, body) =>
  `---\nname: ${name}\ndescription: ${description}\n---\n# ${name}\n\n${body}\n`;

function makeTree(n) {
  const root = join(mkdtempSync(join(tmpdir(), "skillport-watch-bench-")), "skills");
  for (let i = 0; i < n; i++) {
    const name = `skill-${String(i).padStart(5, "0")}`;
    const dir = join(root, `group-${i % 20}`, name);
    mkdirSync(dir, { recursive: true });
    writeFileSync(
      join(dir, "SKILL.md"),
      skillMd(name, `Does ${name} things.`, "x".repeat(1024 + (i % 7) * 1024)),
    );
  }
  return root;
}

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

function summary(name, times, extra = {}) {
  const s = [...times].sort((a, b) => a - b);
  return {
    scenario: name,
    n: s.length,
    median: +pct(s, 50).toFixed(1),
    p99: +pct(s, 99).toFixed(1),
    min: +s[0].toFixed(1),
    max: +s.at(-1).toFixed(1),
    ...extra,
  };
}

async function scenario(name, debounceMs, edit, expect) {
  const started = performance.now();
  const watcher = await watchSkills({
    roots: [root],
    user: false,
    project: false,
    builtins: false,
    trustFile: false,
    debounceMs,
  });
  startup.push(performance.now() - started);
  const times = [];
  try {
    for (let i = 0; i < EDITS; i++) {
      const seen = new Promise((resolve) => {
        const off = watcher.on("change", (c) => {
          if (!expect(c, i)) return;
          off();
          resolve(performance.now());
        });
      });
      const t0 = performance.now();
      edit(i);
      const t1 = await Promise.race([
        seen,
        new Promise((_, reject) =>
          setTimeout(() => reject(new Error(`${name}: edit ${i} gave no event in 30 s`)), 30_000),
        ),
      ]);
      times.push(t1 - t0);
    }
  } finally {
    await watcher.close();
  }
  return times;
}

const root = makeTree(SKILLS);
const target = (i) => {
  const k = (i * 37) % SKILLS;
  const name = `skill-${String(k).padStart(5, "0")}`;
  return { name, file: join(root, `group-${k % 20}`, name, "SKILL.md") };
};

const results = [];
/** Time for watchSkills to resolve (first load plus every watcher ready), per scenario. */
const startup = [];
try {
  for (const debounceMs of [100, 0]) {
    const r = await scenario(
      `body edit, debounce ${debounceMs} ms`,
      debounceMs,
      (i) => {
        const t = target(i);
        writeFileSync(
          t.file,
          skillMd(t.name, `Does ${t.name} things.`, `Edit ${debounceMs}/${i}. ${"y".repeat(2048)}`),
        );
      },
      (c, i) => c.changed.includes(target(i).name) && !c.catalogChanged,
    );
    results.push(summary(`body edit, debounce ${debounceMs} ms`, r));
  }
  {
    const r = await scenario(
      "description edit, debounce 0 ms",
      0,
      (i) => {
        const t = target(i);
        writeFileSync(t.file, skillMd(t.name, `Does ${t.name} things, revision ${i}.`, "z".repeat(2048)));
      },
      (c, i) => c.changed.includes(target(i).name) && c.catalogChanged,
    );
    results.push(summary("description edit, debounce 0 ms", r));
  }
  {
    const r = await scenario(
      "new skill directory, debounce 0 ms",
      0,
      (i) => {
        const name = `added-${String(i).padStart(4, "0")}`;
        const dir = join(root, `group-${i % 20}`, name);
        mkdirSync(dir);
        writeFileSync(join(dir, "SKILL.md"), skillMd(name, `Added ${name}.`, "new"));
      },
      (c, i) => c.added.includes(`added-${String(i).padStart(4, "0")}`),
    );
    results.push(summary("new skill directory, debounce 0 ms", r));
  }
} finally {
  rmSync(join(root, ".."), { recursive: true, force: true });
}

const meta = {
  skills: SKILLS,
  edits: EDITS,
  node: process.version,
  platform: `${process.platform}-${process.arch}`,
};
if (JSON_OUT) {
  console.log(JSON.stringify({ ...meta, startupMs: startup.map((t) => +t.toFixed(0)), results }, null, 2));
} else {
  console.log(
    `watch latency: ${SKILLS} skills, ${EDITS} sequential edits per scenario, ${meta.node} ${meta.platform}`,
  );
  const st = [...startup].sort((a, b) => a - b);
  console.log(`watchSkills start-up (first load + every watcher ready): median ${pct(st, 50).toFixed(0)} ms`);
  console.log("time from writeFileSync to the change event, ms\n");
  console.log(
    `${"scenario".padEnd(38)}${"median".padStart(8)}${"p99".padStart(8)}${"min".padStart(8)}${"max".padStart(8)}`,
  );
  for (const r of results) {
    console.log(
      `${r.scenario.padEnd(38)}${String(r.median).padStart(8)}${String(r.p99).padStart(8)}${String(r.min).padStart(8)}${String(r.max).padStart(8)}`,
    );
  }
}
