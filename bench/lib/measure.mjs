// Whole-process measurement: wall time measured here; peak RSS and CPU time (user+system) reported by
// a preload hook reading process.resourceUsage() at exit. CPU time is steadier than wall time when
// other work shares the machine.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const HERE = dirname(fileURLToPath(import.meta.url));
const RSS_HOOK = join(HERE, "rss-hook.mjs");

/** Child environment: NODE_EXTRA_CA_CERTS adds ~30 ms to every Node start where it is set. */
export function benchEnv() {
  const env = { ...process.env };
  delete env.NODE_EXTRA_CA_CERTS;
  delete env.NODE_OPTIONS;
  env.NO_COLOR = "1";
  env.XDG_CACHE_HOME = benchCacheHome();
  env.SKILLPORT_BENCH_CACHE = env.XDG_CACHE_HOME;
  return env;
}

let cacheHome = process.env.SKILLPORT_BENCH_CACHE;

/**
 * skillport's caches for this bench run: not the user's, and outside the repository. A cache directory
 * inside the project being loaded (bench/.cache in a checkout, as it was) is refused for the output
 * memo and the saved search index (docs/SECURITY.md), so the bench measured neither. Scripts this run
 * starts share it (SKILLPORT_BENCH_CACHE); the run that made it removes it at exit.
 */
function benchCacheHome() {
  if (cacheHome === undefined) {
    const made = mkdtempSync(join(tmpdir(), "skillport-bench-"));
    cacheHome = made;
    process.on("exit", () => rmSync(made, { recursive: true, force: true }));
  }
  return cacheHome;
}

/** Runs `node ...args` once; returns { ms, cpuMs, rssKiB, stdout? }. */
export function runNode(args, { capture = false, cwd } = {}) {
  const t0 = process.hrtime.bigint();
  const r = spawnSync(process.execPath, ["--import", RSS_HOOK, ...args], {
    env: benchEnv(),
    cwd,
    stdio: ["ignore", capture ? "pipe" : "ignore", "pipe"],
    maxBuffer: 1 << 30,
  });
  const ms = Number(process.hrtime.bigint() - t0) / 1e6;
  const err = r.stderr?.toString() ?? "";
  const m = /@@usage (\d+) (\d+)/.exec(err);
  if (r.status !== 0) throw new Error(`node ${args.join(" ")} exited ${r.status}: ${err.slice(-500)}`);
  return {
    ms,
    rssKiB: m ? Number(m[1]) : undefined,
    cpuMs: m ? Number(m[2]) / 1000 : undefined,
    stdout: capture ? r.stdout.toString() : undefined,
  };
}

export function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}

export function quantile(xs, q) {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil(q * s.length) - 1))];
}

/** Summary of samples: median, min, max, and spread as (max-min)/median. */
export function summary(xs) {
  const med = median(xs);
  const min = Math.min(...xs);
  const max = Math.max(...xs);
  return { median: med, min, max, spread: med > 0 ? (max - min) / med : 0, n: xs.length };
}

/**
 * Runs every tool `runs` times, alternating tool by tool within each round (the starting tool
 * rotates per round), after one warm-up round, so machine noise hits every tool alike.
 * tools: [{ id, args }]. Returns { id: { ms: summary, cpuMs: summary, rssKiB: median } }.
 */
export function alternate(tools, runs, { cwd, warmup = 1 } = {}) {
  const samples = Object.fromEntries(tools.map((t) => [t.id, { ms: [], cpu: [], rss: [] }]));
  for (let w = 0; w < warmup; w++) for (const t of tools) runNode(t.args, { cwd });
  for (let r = 0; r < runs; r++) {
    for (let k = 0; k < tools.length; k++) {
      const t = tools[(k + r) % tools.length];
      const out = runNode(t.args, { cwd });
      samples[t.id].ms.push(out.ms);
      if (out.cpuMs !== undefined) samples[t.id].cpu.push(out.cpuMs);
      if (out.rssKiB !== undefined) samples[t.id].rss.push(out.rssKiB);
    }
  }
  return Object.fromEntries(
    tools.map((t) => [
      t.id,
      {
        ms: summary(samples[t.id].ms),
        cpuMs: samples[t.id].cpu.length ? summary(samples[t.id].cpu) : undefined,
        rssKiB: samples[t.id].rss.length ? median(samples[t.id].rss) : undefined,
      },
    ]),
  );
}
