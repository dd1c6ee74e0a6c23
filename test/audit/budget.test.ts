import { describe, expect, it } from "vitest";
import { type Clocks, spent, startBudget, WALL_CAP_FACTOR } from "../../src/audit/budget.js";
import { scanSkill } from "../../src/audit/scan.js";
import { onCpuClock } from "../helpers/cpu-clock.js";

/** Clocks a test moves by hand: wall time passes without CPU time, as on a machine whose cores are busy. */
function handClocks(): Clocks & { wallNow: number; cpuNow: number } {
  const c = {
    wallNow: 1_000,
    cpuNow: 50,
    wall: () => c.wallNow,
    cpu: () => c.cpuNow,
  };
  return c;
}

describe("the audit's time budget", () => {
  it("is not spent while the process has used less CPU time than the budget, however much wall time passed", () => {
    const c = handClocks();
    const b = startBudget(100, c);
    c.wallNow += 900; // nine times the budget waiting for a core
    c.cpuNow += 40;
    expect(spent(b)).toBe(false);
  });

  it("is spent once CPU time passes the budget", () => {
    const c = handClocks();
    const b = startBudget(100, c);
    c.wallNow += 150;
    c.cpuNow += 101;
    expect(spent(b)).toBe(true);
  });

  it("is spent when wall time passes the cap, even with little CPU time (a starved audit still ends)", () => {
    const c = handClocks();
    const b = startBudget(100, c);
    c.wallNow += 100 * WALL_CAP_FACTOR + 1;
    c.cpuNow += 1;
    expect(spent(b)).toBe(true);
  });

  it("does not read the CPU clock while wall time is within the budget", () => {
    const c = handClocks();
    let reads = 0;
    const counting: Clocks = {
      wall: c.wall,
      cpu: () => {
        reads++;
        return c.cpu();
      },
    };
    const b = startBudget(100, counting);
    c.wallNow += 50;
    for (let i = 0; i < 1_000; i++) spent(b);
    expect(reads).toBe(1); // the start only
  });

  it("stays spent once stopped", () => {
    const c = handClocks();
    const b = startBudget(100, c);
    b.stopped = { file: "SKILL.md", line: 1 };
    expect(spent(b)).toBe(true);
  });
});

/** Clocks that move on at every read, CPU with wall time, as a busy audit's do. */
function ticking(wallStep: number, cpuStep: number): Clocks {
  let wall = 0;
  let cpu = 0;
  return { wall: () => (wall += wallStep), cpu: () => (cpu += cpuStep) };
}

describe("the budget over the skill-level rules", () => {
  const skill = {
    files: [{ path: "SKILL.md", text: "---\nname: s\ndescription: s\n---\nNotes.\n" }],
    findings: [],
    signals: [],
  };

  it("a skill rule that ends past the budget stops the audit: it was not read to the end in time", () => {
    // The first check is within the budget, the one after the first skill rule past it.
    const b = startBudget(100, ticking(60, 1_000));
    scanSkill(skill, b);
    expect(b.stopped).toEqual({ file: "SKILL.md", line: 1 });
  });

  it("a budget spent before the skill rules is reported, not passed over", () => {
    const b = startBudget(100, ticking(1_000, 1_000));
    expect(scanSkill(skill, b)).toEqual([]);
    expect(b.stopped).toEqual({ file: "SKILL.md", line: 1 });
  });

  it("within the budget, nothing is stopped", () => {
    const b = startBudget(100, ticking(1, 1));
    scanSkill(skill, b);
    expect(b.stopped).toBeUndefined();
  });
});

describe("the tests' CPU clock (test/helpers/cpu-clock.ts)", () => {
  it("makes the budget's wall clock read CPU time, only while its work runs", async () => {
    const real = performance.now;
    const waited = await onCpuClock(async () => {
      const b = startBudget(100);
      await new Promise((r) => setTimeout(r, 250)); // wall time without CPU time: a busy machine's wait
      return performance.now() - b.wallStart;
    });
    expect(waited).toBeLessThan(100);
    expect(performance.now).toBe(real);
    expect(Object.hasOwn(performance, "now")).toBe(false);
  });

  it("still ends an audit whose CPU time passes the budget", async () => {
    const over = await onCpuClock(async () => {
      const b = startBudget(5);
      const end = cpuNow() + 20;
      while (cpuNow() < end); // CPU time, little wall time past it
      return spent(b);
    });
    expect(over).toBe(true);
  });
});

function cpuNow(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}
