// What containing a shell call in a PID namespace costs: `sh -c true` spawned plain and through
// `unshare --pid --fork --kill-child` (what src/shell/contain.ts runs where Linux allows it),
// interleaved, N rounds each. Prints the medians, their ratio and the load average (a shared machine
// shows in both). Linux only; says so and exits elsewhere or when unshare is not permitted.
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { loadavg } from "node:os";

const N = Number(process.argv[2] ?? 200);
const unshare = ["/usr/bin/unshare", "/bin/unshare"].find((p) => existsSync(p));
const flags = ["--pid", "--fork", "--kill-child"];
if (process.platform !== "linux" || !unshare || spawnSync(unshare, [...flags, "true"]).status !== 0) {
  console.log("no PID namespace here (not Linux, no unshare, or not permitted): nothing to measure");
  process.exit(0);
}
const run = (file, args) =>
  new Promise((resolve) => {
    const t = process.hrtime.bigint();
    spawn(file, args, { stdio: "ignore", detached: true }).on("close", () =>
      resolve(Number(process.hrtime.bigint() - t) / 1e6),
    );
  });
const plain = [];
const contained = [];
for (let i = 0; i < N; i++) {
  plain.push(await run("sh", ["-c", "true"]));
  contained.push(await run(unshare, [...flags, "sh", "-c", "true"]));
}
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const p = median(plain);
const c = median(contained);
console.log(
  `rounds: ${N} each, interleaved; load average: ${loadavg()
    .map((x) => x.toFixed(2))
    .join(" ")}`,
);
console.log(`sh -c true, plain:      median ${p.toFixed(2)} ms`);
console.log(`sh -c true, contained:  median ${c.toFixed(2)} ms`);
console.log(`contained / plain: ${(c / p).toFixed(2)}x (+${(c - p).toFixed(2)} ms per call)`);
