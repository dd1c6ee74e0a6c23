// Variants of each technique written for these tests (test/fixtures/audit/variants*.json, one file per
// author so parallel work does not collide; a name used twice fails): other wording,
// other languages (bash, Python, Node, PowerShell, prose) and other places (scripts/, references/,
// HTML comments). A malicious variant must get a high finding (so `add` refuses it); a benign one —
// a security-minded skill that documents, detects or responds to the technique — must not.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { auditSkill } from "../../src/audit/index.js";
import { REPO, tmp, writeTree } from "../helpers/index.js";

interface Variant {
  label: "malicious" | "benign";
  family: string;
  what: string;
  files: Record<string, string>;
}

const DIR = join(REPO, "test", "fixtures", "audit");
const FILES = readdirSync(DIR).filter((f) => /^variants.*\.json$/.test(f));
const VARIANTS = FILES.flatMap((f) =>
  Object.entries(JSON.parse(readFileSync(join(DIR, f), "utf8")) as Record<string, Variant>),
).filter(([k]) => !k.startsWith("_"));

const highOf = async (v: Variant) =>
  (await auditSkill(writeTree(tmp(), v.files))).findings.filter((f) => f.severity === "high");

describe("technique variants", () => {
  it("use each variant name once across the files", () => {
    const names = VARIANTS.map(([k]) => k);
    expect(names.filter((k, i) => names.indexOf(k) !== i)).toEqual([]);
  });

  it("cover every family with malicious and benign variants", () => {
    const families = new Set(VARIANTS.filter(([, v]) => v.label === "malicious").map(([, v]) => v.family));
    expect(families.size).toBeGreaterThanOrEqual(11);
    expect(VARIANTS.filter(([, v]) => v.label === "benign").length).toBeGreaterThanOrEqual(10);
  });

  for (const [name, v] of VARIANTS)
    it(`${v.label} ${name} (${v.what})`, async () => {
      const high = await highOf(v);
      const shown = JSON.stringify(high.map((f) => [f.rule, f.match]));
      if (v.label === "malicious") expect(high.length, shown).toBeGreaterThan(0);
      else expect(high, shown).toEqual([]);
    });
});
