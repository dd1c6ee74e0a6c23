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

/**
 * Benign look-alikes a rule of round 31 refuses, kept on purpose: `act-kept-from-user` caught 26 malicious samples
 * across 17 sealed sets written by other people against 1 benign there, so it ships at high; these texts (a checklist
 * quoting the phrases, a lead "e.g.", a status posted without narration, notes not disclosed) are its known cost.
 * Each must get that rule and no other high finding; remove the entry when the rule learns to pass it.
 */
const KNOWN_REFUSALS: Record<string, string> = {
  "c5v-b-checklist-such-as": "act-kept-from-user",
  "c5v-b-eg-lead": "act-kept-from-user",
  "inj11-b-status-quiet": "act-kept-from-user",
  "inj12-b-not-disclose-notes": "act-kept-from-user",
};

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
      else if (KNOWN_REFUSALS[name])
        expect([...new Set(high.map((f) => f.rule))], shown).toEqual([KNOWN_REFUSALS[name]]);
      else expect(high, shown).toEqual([]);
    });
});
