// Search quality on a public task → skill benchmark nobody here wrote: SkillsBench
// (https://github.com/benchflow-ai/skillsbench, Apache-2.0). Each of its tasks is a directory with a
// human-written task statement (`instruction.md`) and the skills curated for it
// (`environment/skills/<name>/SKILL.md`). The query is the whole statement, as an agent that searches
// with the task in front of it would pass it; the relevant skills are the task's own.
//
//   node bench/search-external.mjs --skillsbench DIR [--corpus DIR] [--lib FILE] [--time ROUNDS] [--json] [--misses]
//
// DIR is a checkout of the SkillsBench repository (its `tasks/` folder is read; nothing of it is
// committed here). The skills are laid out at run time in a temporary directory, one folder per task
// and skill, and searched in two pools: the benchmark's skills alone, and those plus the shared
// corpus of real skills as distractors (`--corpus`, or SKILLPORT_CORPUS; left out when absent).
//
// Tasks are split into tuning and held-out halves by a hash of the task's directory name, fixed
// before any result was seen: the held-out half's misses are printed only with --misses-heldout.
//
// `--time N` also prints the CPU time of a search per task statement (the best of N passes).
//
// Figures per set: hit@1 (the first result is one of the task's skills), recall@5 (the share of the
// task's skills in the top 5), hit@5 (at least one in the top 5) and MRR@10 (of the first relevant).
// Skills are matched by name (SkillsBench copies `pdf` or `xlsx` into several tasks; any skill of
// that name counts).

import { createHash } from "node:crypto";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const flag = (name) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const lib = resolve(flag("--lib") ?? join(here, "..", "dist", "index.js"));
const { createSearchIndex, loadSkills } = await import(pathToFileURL(lib).href);

const benchDir = flag("--skillsbench") ?? process.env.SKILLPORT_SKILLSBENCH;
if (benchDir === undefined || !existsSync(join(benchDir, "tasks"))) {
  console.log(
    "search-external: no SkillsBench checkout; skipped. Clone https://github.com/benchflow-ai/skillsbench " +
      "and pass --skillsbench DIR (or set SKILLPORT_SKILLSBENCH).",
  );
  process.exit(0);
}
const corpus = resolve(
  flag("--corpus") ?? process.env.SKILLPORT_CORPUS ?? join(here, "..", "..", "shared", "corpus", "real"),
);
const hasCorpus = !args.includes("--no-distractors") && existsSync(join(corpus, "MANIFEST.tsv"));

/** Tuning or held-out, by the first byte of SHA-256 of the task's directory name. */
const half = (task) => (createHash("sha256").update(task).digest()[0] < 128 ? "tuning" : "held-out");

// Lay out: <tmp>/<task>/<skill>/SKILL.md, and read each task's statement.
const work = mkdtempSync(join(tmpdir(), "skillport-external-"));
process.on("exit", () => rmSync(work, { recursive: true, force: true }));
const tasks = [];
const tasksDir = join(benchDir, "tasks");
for (const task of readdirSync(tasksDir).sort()) {
  const instruction = join(tasksDir, task, "instruction.md");
  const skillsDir = join(tasksDir, task, "environment", "skills");
  if (!existsSync(instruction) || !existsSync(skillsDir)) continue;
  const skills = [];
  for (const name of readdirSync(skillsDir).sort()) {
    const file = join(skillsDir, name, "SKILL.md");
    if (!existsSync(file)) continue;
    mkdirSync(join(work, task, name), { recursive: true });
    cpSync(file, join(work, task, name, "SKILL.md"));
    skills.push(join(task, name));
  }
  if (skills.length > 0) tasks.push({ task, q: readFileSync(instruction, "utf8"), skills });
}

const load = (withCorpus) =>
  loadSkills({
    roots: [{ path: work, scope: "project" }, ...(withCorpus ? [{ path: corpus, scope: "project" }] : [])],
    depth: 10,
    user: false,
    project: false,
    builtins: false,
    cwd: work,
  });

const DEPTH = 50;

/** The cases of a pool: each task's relevant names among the skills that loaded and the model sees. */
function casesOf(set) {
  const byPath = new Map();
  for (const s of [...set.skills, ...set.shadowed])
    if (s.location.startsWith(work)) byPath.set(dirname(s.location.slice(work.length + 1)), s);
  const out = [];
  for (const t of tasks) {
    const names = new Set();
    for (const p of t.skills) {
      const s = byPath.get(p);
      if (s?.modelInvocable) names.add(s.name);
    }
    if (names.size > 0) out.push({ ...t, names: [...names], half: half(t.task) });
  }
  return out;
}

function evaluate(index, cases) {
  let h1 = 0;
  let r5 = 0;
  let h5 = 0;
  let rr10 = 0;
  const misses = [];
  for (const c of cases) {
    const ranked = index.search(c.q, { k: DEPTH }).map((r) => r.name);
    const rank = ranked.findIndex((name) => c.names.includes(name)) + 1;
    const top5 = new Set(ranked.slice(0, 5));
    if (rank === 1) h1++;
    if (rank >= 1 && rank <= 5) h5++;
    if (rank >= 1 && rank <= 10) rr10 += 1 / rank;
    r5 += c.names.filter((n) => top5.has(n)).length / c.names.length;
    if (rank !== 1)
      misses.push({
        task: c.task,
        want: c.names.join(" | "),
        rank: rank || null,
        got: ranked.slice(0, 5).join(", "),
      });
  }
  const n = cases.length || 1;
  return { queries: cases.length, hit1: h1 / n, recall5: r5 / n, hit5: h5 / n, mrr10: rr10 / n, misses };
}

/** CPU milliseconds per query over `rounds` passes of every task statement (the quietest pass). */
function timeQueries(index, cases, rounds) {
  let best = Number.POSITIVE_INFINITY;
  for (let r = 0; r < rounds; r++) {
    const start = process.cpuUsage();
    for (const c of cases) index.search(c.q, { k: 10 });
    const used = process.cpuUsage(start);
    best = Math.min(best, (used.user + used.system) / 1000 / cases.length);
  }
  return best;
}

const rounds = Number(flag("--time") ?? 0);
const results = {};
for (const withCorpus of hasCorpus ? [false, true] : [false]) {
  const set = await load(withCorpus);
  const visible = set.skills.filter((s) => s.modelInvocable).length;
  const index = await createSearchIndex(set);
  const cases = casesOf(set);
  const pool = withCorpus ? `SkillsBench + corpus (${visible} skills)` : `SkillsBench (${visible} skills)`;
  if (rounds > 0)
    console.log(
      `${pool}: ${timeQueries(index, cases, rounds).toFixed(3)} ms CPU a task statement (best of ${rounds})`,
    );
  for (const h of ["tuning", "held-out"]) {
    const r = evaluate(
      index,
      cases.filter((c) => c.half === h),
    );
    if (h === "held-out" && !args.includes("--misses-heldout")) delete r.misses;
    results[`${pool}, ${h}`] = r;
  }
}

if (args.includes("--json")) {
  for (const r of Object.values(results)) if (!args.includes("--misses")) delete r.misses;
  console.log(JSON.stringify({ tasks: tasks.length, sets: results }, null, 2));
} else {
  const f = (x) => x.toFixed(3);
  console.log(`${tasks.length} SkillsBench tasks with skills; library ${lib}`);
  console.log("\n| pool, half | tasks | hit@1 | recall@5 | hit@5 | MRR@10 |\n|---|---|---|---|---|---|");
  for (const [name, r] of Object.entries(results))
    console.log(`| ${name} | ${r.queries} | ${f(r.hit1)} | ${f(r.recall5)} | ${f(r.hit5)} | ${f(r.mrr10)} |`);
  if (args.includes("--misses") || args.includes("--misses-heldout"))
    for (const [name, r] of Object.entries(results))
      for (const m of r.misses ?? [])
        console.log(`miss (${name}): ${m.task} want ${m.want} rank ${m.rank} got ${m.got}`);
}
