#!/usr/bin/env node
// Installing 100 skills from a local git repository vs `git clone` of the same repository, alternated
// (issue target: within 1.5x). Both are whole processes over file://; `skillport add` does the same
// shallow clone and then reads, validates, audits and writes every skill and the lock. Run after
// `npm run build`:
//
//   node bench/install-git.mjs [--skills 100] [--runs 9] [--json]

import { execFileSync, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { benchEnv, summary } from "./lib/measure.mjs";

const HERE = dirname(fileURLToPath(import.meta.url));
const CLI = join(HERE, "..", "dist", "cli", "bin.js");
const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i === -1 ? fallback : Number(process.argv[i + 1]);
};
const SKILLS = arg("skills", 100);
const RUNS = arg("runs", 9);
const gitEnv = {
  ...benchEnv(),
  GIT_AUTHOR_NAME: "b",
  GIT_AUTHOR_EMAIL: "b@example.invalid",
  GIT_COMMITTER_NAME: "b",
  GIT_COMMITTER_EMAIL: "b@example.invalid",
};
const git = (cwd, ...args) => execFileSync("git", args, { cwd, env: gitEnv, stdio: "ignore" });

const base = mkdtempSync(join(tmpdir(), "skillport-install-bench-"));
const work = join(base, "work");
mkdirSync(work);
git(work, "init", "-q", "-b", "main");
for (let i = 0; i < SKILLS; i++) {
  const d = join(work, "skills", `skill-${i}`);
  mkdirSync(join(d, "references"), { recursive: true });
  mkdirSync(join(d, "scripts"), { recursive: true });
  writeFileSync(
    join(d, "SKILL.md"),
    `---\nname: skill-${i}\ndescription: Does task ${i} when the user asks for it.\n---\n# Skill ${i}\n\n${"Step. ".repeat(200)}\n`,
  );
  writeFileSync(join(d, "references", "guide.md"), `# Guide ${i}\n\n${"Reference text. ".repeat(300)}\n`);
  writeFileSync(join(d, "scripts", "run.sh"), `#!/bin/sh\necho ${i}\n`);
}
git(work, "add", "-A");
git(work, "commit", "-qm", "skills");
const server = join(base, "srv");
mkdirSync(join(server, "bench"), { recursive: true });
git(base, "clone", "-q", "--bare", work, join(server, "bench", "skills"));
const url = `file://${server}/bench/skills`;

const tools = [
  {
    id: "git clone --depth 1",
    cmd: "git",
    args: (out) => ["clone", "-q", "--depth", "1", "--", url, out],
  },
  {
    id: "skillport add",
    cmd: process.execPath,
    args: (out) => [CLI, "add", url, "--cwd", out],
  },
];

function once(tool) {
  const out = mkdtempSync(join(base, "run-"));
  const target = tool.cmd === "git" ? join(out, "clone") : out;
  if (tool.cmd !== "git") mkdirSync(join(out, ".git"));
  const home = mkdtempSync(join(base, "home-"));
  const t0 = process.hrtime.bigint();
  const r = spawnSync(tool.cmd, tool.args(target), {
    env: { ...gitEnv, HOME: home, XDG_CONFIG_HOME: join(home, ".config") },
    stdio: ["ignore", "ignore", "pipe"],
  });
  const ms = Number(process.hrtime.bigint() - t0) / 1e6;
  if (r.status !== 0) throw new Error(`${tool.id} failed: ${r.stderr}`);
  rmSync(out, { recursive: true, force: true });
  rmSync(home, { recursive: true, force: true });
  return ms;
}

const samples = Object.fromEntries(tools.map((t) => [t.id, []]));
for (const t of tools) once(t); // warm-up
for (let r = 0; r < RUNS; r++) {
  for (let k = 0; k < tools.length; k++) {
    const t = tools[(k + r) % tools.length];
    samples[t.id].push(once(t));
  }
}
rmSync(base, { recursive: true, force: true });
const s = Object.fromEntries(Object.entries(samples).map(([id, xs]) => [id, summary(xs)]));
const ratio = s["skillport add"].median / s["git clone --depth 1"].median;
if (process.argv.includes("--json")) {
  console.log(JSON.stringify({ skills: SKILLS, runs: RUNS, results: s, ratio }, null, 2));
} else {
  console.log(`${SKILLS} skills (3 files each), ${RUNS} alternated runs, file:// bare repository\n`);
  console.log("| tool | median ms | min | max |\n|---|---:|---:|---:|");
  for (const [id, x] of Object.entries(s)) {
    console.log(`| ${id} | ${x.median.toFixed(1)} | ${x.min.toFixed(1)} | ${x.max.toFixed(1)} |`);
  }
  console.log(`\nskillport add / git clone = ${ratio.toFixed(2)}x`);
}
