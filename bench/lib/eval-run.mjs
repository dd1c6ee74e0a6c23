// Auditing the eval's samples (bench/audit-eval.mjs): in process with a build of the library, and through
// `skillport add --dry-run` as a real process.
import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

async function auditOne(lib, s) {
  const t0 = process.hrtime.bigint();
  const c0 = process.cpuUsage();
  let findings;
  let error;
  try {
    findings = (await lib.auditSkill(s.dir, s.skip ? { skip: s.skip } : {})).findings;
  } catch (e) {
    error = e instanceof Error ? e.message : String(e);
    findings = [];
  }
  const ms = Number(process.hrtime.bigint() - t0) / 1e6;
  const cpu = process.cpuUsage(c0);
  const high = findings.filter((f) => f.severity === "high");
  return {
    ...s,
    ms,
    cpuMs: (cpu.user + cpu.system) / 1000,
    error,
    high: high.length > 0,
    any: findings.length > 0,
    worst: lib.worstSeverity(findings) ?? "none",
    rules: [...new Set((high.length > 0 ? high : findings).map((f) => f.rule))].sort(),
  };
}

/**
 * Audits each sample one after the other (so the time per skill is its own) and records the verdict.
 * With `baseLib`, each sample is also audited by that build, the two interleaved (which goes first
 * alternates), so both see the same load and their times can be compared as a ratio.
 */
export async function auditSamples(lib, samples, baseLib) {
  const rows = [];
  const baseRows = [];
  for (const [i, s] of samples.entries()) {
    if (baseLib && i % 2 === 1) baseRows.push(await auditOne(baseLib, s));
    rows.push(await auditOne(lib, s));
    if (baseLib && i % 2 === 0) baseRows.push(await auditOne(baseLib, s));
  }
  return baseLib ? { rows, baseRows } : rows;
}

/**
 * What `skillport add <sample> --dry-run` does with each sample, run as a real process with its own HOME,
 * config and cache (two at a time): refused by the audit (exit 1, `install-audit-refused`), accepted
 * (exit 0), or another failure. This is the promise itself, end to end, not the library call.
 */
export async function addVerdicts(cli, samples, concurrency = 2) {
  const root = mkdtempSync(join(tmpdir(), "skillport-audit-eval-"));
  const verdicts = new Map();
  const one = (s, i) =>
    new Promise((done) => {
      const home = join(root, String(i));
      mkdirSync(join(home, "project"), { recursive: true });
      const env = {
        ...process.env,
        HOME: home,
        XDG_CONFIG_HOME: join(home, ".config"),
        XDG_CACHE_HOME: join(home, ".cache"),
      };
      execFile(
        process.execPath,
        [cli, "add", s.dir, "--dry-run"],
        { cwd: join(home, "project"), env, timeout: 60_000 },
        (err, _out, stderr) => {
          const code = err ? (typeof err.code === "number" ? err.code : -1) : 0;
          const refused = code === 1 && stderr.includes("install-audit-refused");
          verdicts.set(s.id, refused ? "refused" : code === 0 ? "accepted" : `failed (exit ${code})`);
          done();
        },
      );
    });
  let next = 0;
  const worker = async () => {
    while (next < samples.length) {
      const i = next++;
      await one(samples[i], i);
    }
  };
  try {
    await Promise.all(Array.from({ length: concurrency }, worker));
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
  return verdicts;
}

/** Per split: how many malicious and benign samples `add` refused, and the samples it failed on otherwise. */
export function summariseAdd(samples, verdicts) {
  const out = {};
  for (const s of samples) {
    const v = verdicts.get(s.id);
    if (!out[s.split])
      out[s.split] = { malicious: 0, maliciousRefused: 0, benign: 0, benignRefused: 0, failed: [] };
    const t = out[s.split];
    t[s.label]++;
    if (v === "refused") t[`${s.label}Refused`]++;
    else if (v !== "accepted") t.failed.push(`${s.id}: ${v}`);
  }
  return out;
}
