// Evasions written for the audit (test/fixtures/audit/evasions.json): each is one small edit away from
// a sample the audit refused, and each must still be refused: a high finding, so `add` will not
// install it without --force.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { auditSkill } from "../../src/audit/index.js";
import { REPO, tmp, writeTree } from "../helpers/index.js";

interface Evasion {
  edit: string;
  files: Record<string, string>;
}

const EVASIONS = Object.entries(
  JSON.parse(readFileSync(join(REPO, "test", "fixtures", "audit", "evasions.json"), "utf8")) as Record<
    string,
    Evasion
  >,
).filter(([k]) => !k.startsWith("_"));

describe("evasions of caught samples are still refused", () => {
  it("there are at least 30, each naming its edit", () => {
    expect(EVASIONS.length).toBeGreaterThanOrEqual(30);
    for (const [, e] of EVASIONS) expect(e.edit.length).toBeGreaterThan(5);
  });

  for (const [name, e] of EVASIONS)
    it(`${name} (${e.edit}) has a high finding`, async () => {
      const report = await auditSkill(writeTree(tmp(), e.files));
      const high = report.findings.filter((f) => f.severity === "high").map((f) => f.rule);
      expect(high, JSON.stringify(report.findings.map((f) => [f.rule, f.match]))).not.toEqual([]);
    });
});
