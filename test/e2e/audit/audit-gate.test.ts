// bench/audit-gate.mjs, the merge gate: a rule ships at high only when it catches, on data its writer never read
// (blind splits, held-out halves), at least one malicious sample and more malicious than benign. Runs the script
// as a real process on two eval runs written to a temp folder, and checks the halves file against the manifest.
import { spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { REPO, tmp } from "../../helpers/index.js";

const GATE = join(REPO, "bench", "audit-gate.mjs");
const halves = JSON.parse(readFileSync(join(REPO, "bench", "audit-eval", "halves.json"), "utf8")) as Record<
  string,
  { heldout: string[] }
>;
const manifest = JSON.parse(readFileSync(join(REPO, "bench", "audit-eval", "manifest.json"), "utf8")) as {
  id: string;
  split: string;
  label: string;
  technique: string;
}[];

interface Row {
  rule: string;
  unread: { caught: number; refused: number; lost: number };
  read: { caught: number; refused: number; lost: number };
  ships: string;
}
type Result = { id: string; split: string; label: string; worst: string; rules: string[] };

function gate(next: Result[], base: Result[], extra: string[] = [], blindSplits: string[] = []): Row[] {
  const dir = tmp("audit-gate-");
  writeFileSync(join(dir, "new.json"), JSON.stringify({ blindSplits, results: next }));
  writeFileSync(join(dir, "base.json"), JSON.stringify({ results: base }));
  const r = spawnSync(
    process.execPath,
    [GATE, join(dir, "new.json"), join(dir, "base.json"), "--json", ...extra],
    {
      encoding: "utf8",
    },
  );
  expect(r.stderr).toBe("");
  expect(r.status).toBe(0);
  return JSON.parse(r.stdout) as Row[];
}

const heldOutId = halves.tune6!.heldout[0]!;
const readableId = manifest.find((e) => e.split === "tune6" && !halves.tune6!.heldout.includes(e.id))!.id;
const s = (id: string, split: string, label: string, worst: string, rules: string[]): Result => ({
  id,
  split,
  label,
  worst,
  rules,
});

describe("the merge gate", () => {
  it("counts a held-out half and a blind split as unread, a readable half as read", () => {
    const base = [
      s(heldOutId, "tune6", "malicious", "medium", []),
      s(readableId, "tune6", "malicious", "none", []),
      s("x1", "heldout26", "malicious", "none", []),
      s("x2", "heldout26", "benign", "none", []),
    ];
    const next = [
      s(heldOutId, "tune6", "malicious", "high", ["new-rule"]),
      s(readableId, "tune6", "malicious", "high", ["new-rule", "narrow-rule"]),
      s("x1", "heldout26", "malicious", "high", ["new-rule"]),
      s("x2", "heldout26", "benign", "high", ["narrow-rule"]),
    ];
    const rows = gate(next, base, [], ["heldout26"]);
    const wide = rows.find((r) => r.rule === "new-rule")!;
    expect(wide.unread).toEqual({ caught: 2, refused: 0, lost: 0 });
    expect(wide.read).toEqual({ caught: 1, refused: 0, lost: 0 });
    expect(wide.ships).toBe("high");
    const narrow = rows.find((r) => r.rule === "narrow-rule")!;
    expect(narrow.unread).toEqual({ caught: 0, refused: 1, lost: 0 });
    expect(narrow.read.caught).toBe(1);
    expect(narrow.ships).toBe("medium");
  });

  it("ships at medium a rule whose unread catches do not outnumber its unread refusals, and counts losses", () => {
    const base = [
      s("a", "external:set", "malicious", "none", []),
      s("b", "external:set", "benign", "none", []),
      s("c", "external:set", "malicious", "high", ["old-rule"]),
    ];
    const next = [
      s("a", "external:set", "malicious", "high", ["tie-rule"]),
      s("b", "external:set", "benign", "high", ["tie-rule"]),
      s("c", "external:set", "malicious", "medium", []),
    ];
    const rows = gate(next, base, ["--blind", "external:set"]);
    expect(rows.find((r) => r.rule === "tie-rule")).toMatchObject({
      unread: { caught: 1, refused: 1 },
      ships: "medium",
    });
    expect(rows.find((r) => r.rule === "old-rule")!.unread.lost).toBe(1);
  });

  it("leaves out a hidden split and samples missing from the base run", () => {
    const next = [
      s("h", "heldout27", "malicious", "high", ["r"]),
      s("n", "tune", "malicious", "high", ["r"]),
    ];
    expect(gate(next, [s("h", "heldout27", "malicious", "none", [])], ["--hide", "heldout27"])).toEqual([]);
  });

  it("halves.json names only ids of its split, half of each label and technique (within one)", () => {
    for (const [split, v] of Object.entries(halves)) {
      if (split === "about") continue;
      const entries = manifest.filter((e) => e.split === split);
      const held = new Set(v.heldout);
      expect(v.heldout.every((id) => entries.some((e) => e.id === id))).toBe(true);
      const groups = new Map<string, [number, number]>();
      for (const e of entries) {
        const g = groups.get(`${e.label}:${e.technique}`) ?? [0, 0];
        g[held.has(e.id) ? 0 : 1] += 1;
        groups.set(`${e.label}:${e.technique}`, g);
      }
      for (const [h, r] of groups.values()) expect(Math.abs(h - r)).toBeLessThanOrEqual(1);
    }
  });
});
