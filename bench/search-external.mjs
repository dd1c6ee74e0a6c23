// Search quality on public task → skill and tool-selection benchmarks nobody here wrote:
//
// - SkillsBench (https://github.com/benchflow-ai/skillsbench, Apache-2.0): each task is a directory
//   with a human-written task statement (`instruction.md`) and the skills curated for it
//   (`environment/skills/<name>/SKILL.md`). The query is the whole statement, as an agent that
//   searches with the task in front of it would pass it; the relevant skills are the task's own.
// - MetaTool (https://github.com/HowieHwong/MetaTool, MIT): 199 tools with a one-line description
//   (`dataset/plugin_des.json`) and ~20 000 short user requests labelled with the one tool that
//   serves each (`dataset/data/all_clean_data.csv`). Each tool becomes a skill (its name in kebab
//   case, its description); the requests are the short, paraphrased kind.
//
//   node bench/search-external.mjs [--skillsbench DIR] [--metatool DIR] [--corpus DIR] [--lib FILE]
//                                  [--time ROUNDS] [--no-distractors] [--json] [--misses]
//
// DIRs are checkouts of those repositories (nothing of them is committed here). The skills are laid
// out at run time in a temporary directory and searched in two pools: the benchmark's skills alone,
// and those plus the shared corpus of real skills as distractors (`--corpus`, or SKILLPORT_CORPUS;
// left out when absent or with --no-distractors).
//
// Cases are split into tuning and held-out halves by a hash of the task's directory name (SkillsBench)
// or of the request's text (MetaTool), fixed before any result was seen: the held-out half's misses
// are printed only with --misses-heldout. `--time N` also prints the CPU time of a search per query
// (the best of N passes).
//
// Figures per set: hit@1 (the first result is one of the task's skills), recall@5 (the share of the
// task's skills in the top 5), hit@5 (at least one in the top 5) and MRR@10 (of the first relevant).
// Skills are matched by name (SkillsBench copies `pdf` or `xlsx` into several tasks; any skill of
// that name counts).

import { createHash } from "node:crypto";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
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

const corpus = resolve(
  flag("--corpus") ?? process.env.SKILLPORT_CORPUS ?? join(here, "..", "..", "shared", "corpus", "real"),
);
const hasCorpus = !args.includes("--no-distractors") && existsSync(join(corpus, "MANIFEST.tsv"));

/** Tuning or held-out, by the first byte of SHA-256 of a task's id (directory name, or query text). */
const half = (task) => (createHash("sha256").update(task).digest()[0] < 128 ? "tuning" : "held-out");

const work = mkdtempSync(join(tmpdir(), "skillport-external-"));
process.on("exit", () => rmSync(work, { recursive: true, force: true }));

/** SkillsBench: <work>/skillsbench/<task>/<skill>/SKILL.md, and each task's statement. */
function layOutSkillsBench(dir) {
  const tasks = [];
  const tasksDir = join(dir, "tasks");
  for (const task of readdirSync(tasksDir).sort()) {
    const instruction = join(tasksDir, task, "instruction.md");
    const skillsDir = join(tasksDir, task, "environment", "skills");
    if (!existsSync(instruction) || !existsSync(skillsDir)) continue;
    const skills = [];
    for (const name of readdirSync(skillsDir).sort()) {
      const file = join(skillsDir, name, "SKILL.md");
      if (!existsSync(file)) continue;
      mkdirSync(join(work, "skillsbench", task, name), { recursive: true });
      cpSync(file, join(work, "skillsbench", task, name, "SKILL.md"));
      skills.push(join("skillsbench", task, name));
    }
    if (skills.length > 0) tasks.push({ task, q: readFileSync(instruction, "utf8"), skills });
  }
  return tasks;
}

/** The fields of one CSV line (quotes doubled inside quoted fields). */
function csvFields(line) {
  const out = [];
  let i = 0;
  while (i <= line.length) {
    if (line[i] === '"') {
      let v = "";
      i++;
      while (i < line.length && !(line[i] === '"' && line[i + 1] !== '"')) {
        v += line[i];
        i += line[i] === '"' ? 2 : 1;
      }
      out.push(v);
      i += 2;
    } else {
      const end = line.indexOf(",", i);
      out.push(line.slice(i, end < 0 ? line.length : end));
      i = end < 0 ? line.length + 1 : end + 1;
    }
  }
  return out;
}

/**
 * MetaTool: each tool of dataset/plugin_des.json becomes a skill (its name in kebab case, its
 * description), and each single-tool query of dataset/data/all_clean_data.csv a case.
 */
function layOutMetaTool(dir) {
  const tools = JSON.parse(readFileSync(join(dir, "dataset", "plugin_des.json"), "utf8"));
  const kebab = (name) =>
    name
      .replace(/([a-z0-9])([A-Z])/g, "$1-$2")
      .replace(/([A-Z]+)([A-Z][a-z])/g, "$1-$2")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "");
  for (const [tool, description] of Object.entries(tools)) {
    const name = kebab(tool);
    mkdirSync(join(work, "metatool", name), { recursive: true });
    writeFileSync(
      join(work, "metatool", name, "SKILL.md"),
      `---\nname: ${name}\ndescription: ${JSON.stringify(description)}\n---\n`,
    );
  }
  const tasks = [];
  const lines = readFileSync(join(dir, "dataset", "data", "all_clean_data.csv"), "utf8").split(/\r?\n/);
  for (const line of lines.slice(1)) {
    if (line.trim() === "") continue;
    const [q, tool] = csvFields(line);
    if (q && tool && tools[tool] !== undefined)
      tasks.push({ task: q, q, skills: [join("metatool", kebab(tool))] });
  }
  return tasks;
}

const benchmarks = [];
const skillsBench = flag("--skillsbench") ?? process.env.SKILLPORT_SKILLSBENCH;
if (skillsBench && existsSync(join(skillsBench, "tasks")))
  benchmarks.push({ name: "SkillsBench", root: "skillsbench", tasks: layOutSkillsBench(skillsBench) });
const metaTool = flag("--metatool") ?? process.env.SKILLPORT_METATOOL;
if (metaTool && existsSync(join(metaTool, "dataset", "plugin_des.json")))
  benchmarks.push({ name: "MetaTool", root: "metatool", tasks: layOutMetaTool(metaTool) });
if (benchmarks.length === 0) {
  console.log(
    "search-external: no benchmark checkout; skipped. Clone https://github.com/benchflow-ai/skillsbench " +
      "and pass --skillsbench DIR (or set SKILLPORT_SKILLSBENCH), and/or clone " +
      "https://github.com/HowieHwong/MetaTool and pass --metatool DIR (or SKILLPORT_METATOOL).",
  );
  process.exit(0);
}

const load = (root, withCorpus) =>
  loadSkills({
    roots: [
      { path: join(work, root), scope: "project" },
      ...(withCorpus ? [{ path: corpus, scope: "project" }] : []),
    ],
    depth: 10,
    user: false,
    project: false,
    builtins: false,
    cwd: work,
  });

const DEPTH = 50;

/** The cases of a pool: each task's relevant names among the skills that loaded and the model sees. */
function casesOf(set, tasks) {
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
for (const bench of benchmarks) {
  for (const withCorpus of hasCorpus ? [false, true] : [false]) {
    const set = await load(bench.root, withCorpus);
    const visible = set.skills.filter((s) => s.modelInvocable).length;
    const index = await createSearchIndex(set);
    const cases = casesOf(set, bench.tasks);
    const pool = `${bench.name}${withCorpus ? " + corpus" : ""} (${visible} skills)`;
    if (rounds > 0)
      console.log(
        `${pool}: ${timeQueries(index, cases, rounds).toFixed(3)} ms CPU a query (best of ${rounds})`,
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
}

if (args.includes("--json")) {
  for (const r of Object.values(results)) if (!args.includes("--misses")) delete r.misses;
  const tasks = Object.fromEntries(benchmarks.map((b) => [b.name, b.tasks.length]));
  console.log(JSON.stringify({ tasks, sets: results }, null, 2));
} else {
  const f = (x) => x.toFixed(3);
  for (const b of benchmarks) console.log(`${b.name}: ${b.tasks.length} tasks with skills`);
  console.log(`library ${lib}`);
  console.log("\n| pool, half | tasks | hit@1 | recall@5 | hit@5 | MRR@10 |\n|---|---|---|---|---|---|");
  for (const [name, r] of Object.entries(results))
    console.log(`| ${name} | ${r.queries} | ${f(r.hit1)} | ${f(r.recall5)} | ${f(r.hit5)} | ${f(r.mrr10)} |`);
  if (args.includes("--misses") || args.includes("--misses-heldout"))
    for (const [name, r] of Object.entries(results))
      for (const m of r.misses ?? [])
        console.log(`miss (${name}): ${m.task} want ${m.want} rank ${m.rank} got ${m.got}`);
}
