#!/usr/bin/env node
// The benchmark runner (SPEC §16). Quick (< 2 min): node run.mjs --quick. Full: node run.mjs --full.
// Options: --runs N (whole-process repetitions), --only discovery|startup|inproc|memory.
// Prints Markdown tables and writes the raw figures to bench/results/ (git-ignored).
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { cpus, loadavg, totalmem } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { generate, TREES, treeName } from "./gen.mjs";
import { alternate, benchEnv, runNode } from "./lib/measure.mjs";

const HERE = dirname(fileURLToPath(import.meta.url));
const CLI = join(HERE, "..", "dist", "cli", "bin.js");
const EXAMPLES = join(HERE, "..", "examples", "skills");
const args = process.argv.slice(2);
const full = args.includes("--full");
const opt = (k, d) => (args.includes(`--${k}`) ? args[args.indexOf(`--${k}`) + 1] : d);
const only = opt("only", undefined);
const runsFor = (n) => Number(opt("runs", full ? (n >= 100_000 ? 5 : 11) : n >= 10_000 ? 7 : 9));

const sizes = full
  ? [
      [1000, "flat"],
      [1000, "nested"],
      [10_000, "flat"],
      [10_000, "nested"],
      [100_000, "flat"],
      [100_000, "nested"],
    ]
  : [
      [1000, "flat"],
      [1000, "nested"],
      [10_000, "flat"],
    ];

const results = {
  date: new Date().toISOString(),
  mode: full ? "full" : "quick",
  machine: {
    node: process.version,
    cpus: `${cpus().length} × ${cpus()[0]?.model ?? "?"}`,
    memGiB: Math.round(totalmem() / 2 ** 30),
    loadBefore: loadavg()
      .map((x) => x.toFixed(2))
      .join(" "),
  },
  discovery: [],
};

const f = (ms) => (ms >= 100 ? ms.toFixed(0) : ms.toFixed(1));
const mib = (kib) => (kib === undefined ? "?" : (kib / 1024).toFixed(0));
const log = (s = "") => process.stdout.write(`${s}\n`);

/** Checks every tool finds the same skills before timing it. */
function check(tools, n) {
  for (const t of tools) {
    const out = runNode(t.args, { capture: true }).stdout;
    const cli = t.args.includes(CLI);
    const count = cli ? JSON.parse(out).skills.length : Number(out.split(" ")[0]);
    const want = cli ? n + 1 /* create-skill, built in */ : n;
    if (count !== want) throw new Error(`${t.id} found ${count} skills, expected ${want}`);
  }
}

/** `skillport list --json` on one tree, as whole-process arguments (100k needs the raised cap). */
const listArgs = (tree, ...extra) => [
  CLI,
  "list",
  "--json",
  ...extra,
  "--no-user",
  "--no-project",
  "--max-directories",
  "1000000",
  "--root",
  tree,
];

/** The first SKILL.md of `tree` in path order (the file `list after an edit` touches). */
function firstSkill(tree) {
  let dir = tree;
  while (!existsSync(join(dir, "SKILL.md"))) {
    const next = readdirSync(dir, { withFileTypes: true })
      .filter((e) => e.isDirectory() && !e.name.startsWith("."))
      .map((e) => e.name)
      .sort()[0];
    if (next === undefined) throw new Error(`no SKILL.md under ${tree}`);
    dir = join(dir, next);
  }
  return join(dir, "SKILL.md");
}

/** Waits until the newest file of `tree` (its marker, written last) is old enough for the parse cache. */
async function settle(tree) {
  const newest = statSync(join(tree, ".complete")).ctimeMs;
  const wait = newest + 2100 - Date.now();
  if (wait > 0) await new Promise((r) => setTimeout(r, wait));
}

log(`# skillport bench (${results.mode}) — ${results.date}`);
log(
  `Node ${results.machine.node}, ${results.machine.cpus}, ${results.machine.memGiB} GiB; load average before: ${results.machine.loadBefore}`,
);

if (!only || only === "discovery") {
  log("\n## Discovery + parse, whole processes (warm cache)\n");
  log(
    "Wall ms: median (min–max) over alternated runs; ratios: median / floor median (the faster floor); CPU: user+system time; RSS: median peak.\n",
  );
  log(
    "| tree | runs | floor sync | floor async | floor readdir | minimal ref | skillport list --json | list after an edit | list --no-cache | skillport lib | pi | list / floor | after an edit / floor | no-cache / floor | minimal ref / floor | lib / floor | pi / floor | list / floor, CPU | list / floor readdir | RSS MiB floor / list / lib / pi |",
  );
  log("|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|");
  for (const [n, layout] of sizes) {
    const tree = generate({ n, layout });
    const edited =
      n <= 10_000 ? generate({ n, layout, out: join(TREES, `${treeName({ n, layout })}-edit`) }) : "";
    const tools = [
      { id: "floor sync", args: [join(HERE, "floor-sync.mjs"), tree] },
      { id: "floor async", args: [join(HERE, "floor-async.mjs"), tree] },
      { id: "floor readdir", args: [join(HERE, "floor-readdir.mjs"), tree] },
      { id: "minimal ref", args: [join(HERE, "ref-minimal.mjs"), tree] },
      { id: "skillport list", args: listArgs(tree) },
      // A copy of the tree, so that its edits never spoil the memo of the one the other tools read.
      ...(n <= 10_000
        ? [
            {
              id: "list after an edit",
              args: [join(HERE, "list-after-edit.mjs"), firstSkill(edited), ...listArgs(edited)],
            },
          ]
        : []),
      { id: "list --no-cache", args: listArgs(tree, "--no-cache") },
      { id: "skillport lib", args: [join(HERE, "sp-lib.mjs"), tree] },
      { id: "pi", args: [join(HERE, "pi-load.mjs"), tree] },
    ];
    // The parse cache records only files older than 2 s: a tree generated just now must age first, so
    // that the check below records it and every timed `list` run reuses it (the warm case).
    await settle(tree);
    if (edited) {
      await settle(edited);
      // The memo of the settled copy, as a user has it from earlier runs before editing a skill.
      runNode(listArgs(edited));
    }
    check(tools, n);
    const runs = runsFor(n);
    const r = alternate(tools, runs);
    const floorId = r["floor sync"].ms.median <= r["floor async"].ms.median ? "floor sync" : "floor async";
    const floorMs = r[floorId].ms.median;
    const cell = (id) => (r[id] ? `${f(r[id].ms.median)} (${f(r[id].ms.min)}–${f(r[id].ms.max)})` : "—");
    const ratio = (id, base = floorMs) => (r[id] ? `${(r[id].ms.median / base).toFixed(2)}×` : "—");
    const cpu = (id) => r[id].cpuMs.median;
    log(
      `| ${layout} ${n} | ${runs} | ${cell("floor sync")} | ${cell("floor async")} | ${cell("floor readdir")} | ${cell("minimal ref")} | ${cell("skillport list")} | ${cell("list after an edit")} | ${cell("list --no-cache")} | ${cell("skillport lib")} | ${cell("pi")} | ` +
        `${ratio("skillport list")} | ${ratio("list after an edit")} | ${ratio("list --no-cache")} | ${ratio("minimal ref")} | ${ratio("skillport lib")} | ${ratio("pi")} | ${(cpu("skillport list") / cpu(floorId)).toFixed(2)}× | ` +
        `${ratio("skillport list", r["floor readdir"].ms.median)} | ` +
        `${mib(r["floor sync"].rssKiB)} / ${mib(r["skillport list"].rssKiB)} / ${mib(r["skillport lib"].rssKiB)} / ${mib(r.pi.rssKiB)} |`,
    );
    results.discovery.push({ n, layout, runs, floorMs, tools: r });
  }
}

if (!only || only === "startup") {
  log("\n## CLI start-up, whole processes\n");
  const tools = [
    { id: "node -e 0", args: ["-e", "0"] },
    { id: "skillport --version", args: [CLI, "--version"] },
    { id: "skillport list (examples)", args: [CLI, "list", "--no-user", "--no-project", "--root", EXAMPLES] },
    {
      id: "skillport list --json (examples)",
      args: [CLI, "list", "--json", "--no-user", "--no-project", "--root", EXAMPLES],
    },
  ];
  const r = alternate(tools, full ? 21 : 11);
  log("| command | median ms (min–max) | peak RSS MiB |");
  log("|---|---|---|");
  for (const t of tools)
    log(
      `| \`${t.id}\` | ${f(r[t.id].ms.median)} (${f(r[t.id].ms.min)}–${f(r[t.id].ms.max)}) | ${mib(r[t.id].rssKiB)} |`,
    );
  results.startup = r;
}

function inproc(tree, reps) {
  const out = spawnSync(
    process.execPath,
    ["--expose-gc", join(HERE, "inproc.mjs"), tree, "--reps", String(reps)],
    {
      env: benchEnv(),
      encoding: "utf8",
    },
  );
  if (out.status !== 0) throw new Error(out.stderr);
  return JSON.parse(out.stdout);
}

if (!only || only === "inproc") {
  log("\n## Library in-process (warm): loadSkills, catalog render, activation\n");
  log(
    "| tree | first loadSkills ms | repeated loadSkills ms (median, min–max) | renderCatalog ms | readBody p50 / p99 ms |",
  );
  log("|---|---|---|---|---|");
  results.inproc = [];
  for (const [n, layout] of sizes.filter(([n]) => n <= 10_000)) {
    const tree = generate({ n, layout });
    const r = inproc(tree, full ? 11 : 5);
    const cat = r.catalog
      ? `${f(r.catalog.medianMs)} (${(r.catalog.bytes / 1024).toFixed(0)} KiB)`
      : "n/a (renderCatalog not in this build)";
    log(
      `| ${layout} ${n} | ${f(r.firstLoadMs)} | ${f(r.loadMs.median)} (${f(r.loadMs.min)}–${f(r.loadMs.max)}) | ${cat} | ${r.activation.p50Ms.toFixed(3)} / ${r.activation.p99Ms.toFixed(3)} |`,
    );
    results.inproc.push({ n, layout, ...r });
  }
}

if (!only || only === "memory") {
  const n = full ? 10_000 : 2_000;
  log(`\n## Memory vs body size (${n} flat skills; must not grow with the body)\n`);
  log(
    "| bodies | skillport list --json --no-cache peak RSS MiB | skillport lib peak RSS MiB | heap retained by the set KiB | floor peak RSS MiB |",
  );
  log("|---|---|---|---|---|");
  results.memory = [];
  for (const body of ["1", "64"]) {
    const tree = generate({ n, layout: "flat", body });
    await settle(tree);
    const tools = [
      // Without the cache: the loader's own memory, not the output memo's.
      {
        id: "list",
        args: [CLI, "list", "--json", "--no-cache", "--no-user", "--no-project", "--root", tree],
      },
      { id: "lib", args: [join(HERE, "sp-lib.mjs"), tree] },
      { id: "floor", args: [join(HERE, "floor-sync.mjs"), tree] },
    ];
    const r = alternate(tools, 3);
    const heap = inproc(tree, 1).heapRetainedKiB;
    log(
      `| ${body} KiB | ${mib(r.list.rssKiB)} | ${mib(r.lib.rssKiB)} | ${heap.toFixed(0)} | ${mib(r.floor.rssKiB)} |`,
    );
    results.memory.push({ body, n, ...r, heapRetainedKiB: heap });
  }
}

results.machine.loadAfter = loadavg()
  .map((x) => x.toFixed(2))
  .join(" ");
log(`\nload average after: ${results.machine.loadAfter}`);
mkdirSync(join(HERE, "results"), { recursive: true });
const file = join(HERE, "results", `${results.date.replace(/[:.]/g, "-")}-${results.mode}.json`);
writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
log(`raw figures: ${file}`);
