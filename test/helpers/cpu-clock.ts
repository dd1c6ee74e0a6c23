// The audit's budget (src/audit/budget.ts) counts CPU time, but wall time past ten times the budget ends an audit
// too (a starved one must not run for ever). On a machine at load 30-38 a test's audit of a 400 KB line or 3 MB of
// lines passed that wall cap with its CPU well inside the budget, and ended "audit incomplete". A test that checks
// an audit finishes within its budget runs it here: `performance.now` reads this process's CPU time, so only the
// CPU budget can stop it: the check is the same, the machine's load no longer part of it.
import { cpuUsage } from "node:process";

const cpuMs = (): number => {
  const u = cpuUsage();
  return (u.user + u.system) / 1000;
};

let depth = 0;

/** Runs `work` with `performance.now` on this process's CPU clock (nested calls share one switch). */
export async function onCpuClock<T>(work: () => Promise<T>): Promise<T> {
  if (depth++ === 0) Object.defineProperty(performance, "now", { value: cpuMs, configurable: true });
  try {
    return await work();
  } finally {
    if (--depth === 0) Reflect.deleteProperty(performance, "now");
  }
}
