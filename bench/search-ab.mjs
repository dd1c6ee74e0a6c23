// Interleaved A/B of two builds of the library on one tree: a fresh process imports the library,
// loads the skills (parse cache), builds the index (deferred bodies, saved index, both warm) and
// searches once (every third run a ~1 KB task statement); wall from process start, the index's part
// (wall and CPU: createSearchIndex and the search), and the process's CPU. Builds alternate run by run, each with its own cache directory:
//
//   node bench/search-ab.mjs --base OLD/dist/index.js --new dist/index.js --tree DIR [--runs 11]
//
// (A tree: `node -e 'import("./bench/gen.mjs").then(g => console.log(g.generate({ n: 10000 })))'`.)
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";

const args = process.argv.slice(2);
const flag = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const tree = resolve(flag("--tree"));
const runs = flag("--runs", "11");
const builds = {
  base: pathToFileURL(resolve(flag("--base"))).href,
  new: pathToFileURL(resolve(flag("--new", "dist/index.js"))).href,
};
const caches = Object.fromEntries(
  Object.keys(builds).map((k) => [k, mkdtempSync(join(tmpdir(), `ab-${k}-`))]),
);
process.on("exit", () => {
  for (const d of Object.values(caches)) rmSync(d, { recursive: true, force: true });
});
const script = (lib, cache) => `
const t0 = performance.timeOrigin;
const { loadSkills, createSearchIndex } = await import(${JSON.stringify(lib)});
const set = await loadSkills({ roots: [${JSON.stringify(tree)}], user: false, project: false, builtins: false, cwd: ${JSON.stringify(tree)}, cacheDir: ${JSON.stringify(cache)} });
const a = performance.now();
const c0 = process.cpuUsage();
const index = await createSearchIndex(set, { deferBodies: true, cacheDir: ${JSON.stringify(cache)} });
const r = index.search(process.env.Q, { k: 5 });
const b = performance.now();
const u = process.cpuUsage();
const d = process.cpuUsage(c0);
console.log(JSON.stringify({ wall: b, index: b - a, indexCpu: (d.user + d.system) / 1000, cpu: (u.user + u.system) / 1000, n: r.length }));
if (process.env.SETTLE) { await index.ready; await new Promise((r) => setTimeout(r, 3000)); }
`;
const run = (k, settle, q) => {
  const r = spawnSync(process.execPath, ["--input-type=module", "-e", script(builds[k], caches[k])], {
    encoding: "utf8",
    env: { ...process.env, Q: q, SETTLE: settle ? "1" : "" },
  });
  if (r.status !== 0) throw new Error(r.stderr);
  return JSON.parse(r.stdout.trim().split("\n")[0]);
};
const SHORT = "review a pdf chart";
const LONG =
  "Investigate N+1 queries due to missing select_related. Pages may be slow due to N+1 query patterns caused by missing select_related or prefetch_related on ORM querysets. ".repeat(
    6,
  );
for (const k of Object.keys(builds)) {
  run(k, true, SHORT);
  run(k, true, SHORT);
}
const out = { base: [], new: [] };
for (let i = 0; i < Number(runs); i++)
  for (const k of i % 2 ? ["new", "base"] : ["base", "new"])
    out[k].push(run(k, false, i % 3 === 2 ? LONG : SHORT));
const med = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
};
console.log(
  `load ${loadavg()
    .map((x) => x.toFixed(1))
    .join(" ")}`,
);
for (const k of Object.keys(out))
  console.log(
    k,
    ["wall", "index", "indexCpu", "cpu"]
      .map(
        (f) =>
          `${f} ${med(out[k].map((x) => x[f])).toFixed(1)} (${Math.min(...out[k].map((x) => x[f])).toFixed(1)}–${Math.max(...out[k].map((x) => x[f])).toFixed(1)})`,
      )
      .join("  "),
  );
