// The audit's time limit per skill. It is counted in CPU time, not wall time: on a busy machine a benign
// skill must not become "audit incomplete" (a high finding) only because other processes held the cores.
// Wall time still ends an audit that is starved for far longer than its budget.
import { cpuUsage } from "node:process";

/** Wall time may reach this many times the budget before the audit stops whatever its CPU time. */
export const WALL_CAP_FACTOR = 10;

/** Milliseconds of wall time and of this process's CPU time. */
export interface Clocks {
  readonly wall: () => number;
  readonly cpu: () => number;
}
const SYSTEM: Clocks = {
  wall: () => performance.now(),
  cpu: () => {
    const u = cpuUsage();
    return (u.user + u.system) / 1000;
  },
};

/** A time limit shared by the files of one skill; `stopped` says where it ran out. */
export interface ScanBudget {
  readonly ms: number;
  readonly wallStart: number;
  readonly cpuStart: number;
  readonly clocks: Clocks;
  stopped?: { readonly file: string; readonly line: number };
}

export function startBudget(ms: number, clocks: Clocks = SYSTEM): ScanBudget {
  return { ms, wallStart: clocks.wall(), cpuStart: clocks.cpu(), clocks };
}

/**
 * Whether the budget has run out. CPU time never runs ahead of wall time by much, so the CPU clock (a system
 * call) is read only once wall time has passed the budget: a quick audit pays one `performance.now()` a check.
 */
export function spent(budget: ScanBudget): boolean {
  if (budget.stopped) return true;
  const wall = budget.clocks.wall() - budget.wallStart;
  if (wall <= budget.ms) return false;
  return wall > budget.ms * WALL_CAP_FACTOR || budget.clocks.cpu() - budget.cpuStart > budget.ms;
}
