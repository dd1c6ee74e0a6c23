#!/usr/bin/env node
// Compares builds of skillport (e.g. one per optimisation, from `git archive COMMIT` + `tsc`) on one
// tree, alternated in one run with the floor, so each lever's effect is measured under the same noise.
// usage: node compare.mjs [--n 10000] [--layout flat] [--runs 9] [--args "list --json"] LABEL=PKGDIR...
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { generate } from "./gen.mjs";
import { alternate } from "./lib/measure.mjs";

const HERE = fileURLToPath(new URL(".", import.meta.url));
const argv = process.argv.slice(2);
const opt = (k, d) => {
  const i = argv.indexOf(`--${k}`);
  if (i === -1) return d;
  const v = argv[i + 1];
  argv.splice(i, 2);
  return v;
};
const n = Number(opt("n", "10000"));
const layout = opt("layout", "flat");
const runs = Number(opt("runs", "9"));
const cmd = opt("args", "list --json").split(" ");
const tree = generate({ n, layout });
const tools = [
  { id: "floor", args: [join(HERE, "floor-sync.mjs"), tree] },
  ...argv.map((spec) => {
    const [label, dir] = spec.split("=");
    return {
      id: label,
      args: [join(dir, "dist", "cli", "bin.js"), ...cmd, "--no-user", "--no-project", "--root", tree],
    };
  }),
];
const r = alternate(tools, runs);
const floor = r.floor;
console.log(`${layout} ${n}, ${runs} alternated runs; ms: median (min–max); ratios to the floor's median\n`);
console.log("| build | wall ms | CPU ms | wall / floor | CPU / floor | peak RSS MiB |");
console.log("|---|---|---|---|---|---|");
for (const t of tools) {
  const x = r[t.id];
  console.log(
    `| ${t.id} | ${x.ms.median.toFixed(0)} (${x.ms.min.toFixed(0)}–${x.ms.max.toFixed(0)}) | ${x.cpuMs.median.toFixed(0)} | ` +
      `${(x.ms.median / floor.ms.median).toFixed(2)}× | ${(x.cpuMs.median / floor.cpuMs.median).toFixed(2)}× | ${(x.rssKiB / 1024).toFixed(0)} |`,
  );
}
