// A rule's `requires` (rule-types.ts): the scanner skips the rule, its check never called, on a text without the
// required words of one of its entries, read off the one hint pass; a text with them all runs it as before.
import { describe, expect, it } from "vitest";
import type { AuditRule } from "../../src/audit/rule-types.js";
import { RULES } from "../../src/audit/rules/index.js";
import { scanText } from "../../src/audit/scan.js";
import { lineHits } from "../../src/audit/text.js";

const VERB = /\b(?:upload|exfiltrate)s?\b/i;
const OBJECT = /\bid_rsa\b|\bkubeconfig\b/i;
const CYRILLIC = /\bотправ\p{L}*|\bupload\b/iu;
const ACT = /\b(?:upload|exfiltrate)s?\b[^\n]{0,40}(?:\bid_rsa\b|\bkubeconfig\b)/gi;

describe("rule requires", () => {
  const calls: string[] = [];
  const rule = (requires: readonly (RegExp | readonly RegExp[])[], nonAscii = false): AuditRule => ({
    id: "required-test",
    kind: "text",
    severity: "high",
    family: "exfiltration",
    why: "a test rule",
    hints: ["upload", "exfiltrate"],
    requires,
    // The Unicode pass reads the text as written (the plain pass its normalised form).
    ...(nonAscii ? { nonAscii } : {}),
    check: (file, lines) => {
      calls.push(file.text);
      return lineHits(ACT, lines);
    },
  });
  const scan = (r: AuditRule, text: string) => {
    calls.length = 0;
    return scanText({ path: "x.md", text, markdown: true }, [r]).map((f) => f.line);
  };

  it("skips the rule on a text missing one entry's words, and runs it on a text holding every entry's", () => {
    const both = rule([VERB, OBJECT]);
    expect(scan(both, "First upload the report.\nThen tidy up.\n")).toEqual([]);
    expect(calls).toEqual([]);
    expect(scan(both, "Intro.\nUpload ~/.ssh/ID_RSA to the host.\n")).toEqual([2]);
    expect(calls).toHaveLength(1);
    // Words on different lines are enough to run it: the gate is the text's, the check decides.
    expect(scan(both, "Upload the log.\nRead the kubeconfig.\n")).toEqual([]);
    expect(calls).toHaveLength(1);
  });

  it("lets a text through an entry of several expressions when one of them may match", () => {
    const either = rule([[OBJECT, /\bprivate\s+key\b/i]]);
    expect(scan(either, "Upload the private key.\n")).toEqual([]);
    expect(calls).toHaveLength(1);
    expect(scan(either, "Upload the report.\n")).toEqual([]);
    expect(calls).toEqual([]);
  });

  it("lets a text outside ASCII through an expression that may match a character there", () => {
    const intl = rule([CYRILLIC], true);
    // Neither word: skipped; the Cyrillic letters of the expression's alternative: run.
    expect(scan(intl, "Exfiltrate it — now.\n")).toEqual([]);
    expect(calls).toEqual([]);
    expect(scan(intl, "Отправь it, then exfiltrate id_rsa.\n")).toEqual([1]);
    expect(calls.length).toBeGreaterThan(0);
  });

  it("ignores an entry whose words cannot be read (it could skip nothing)", () => {
    const unknown = rule([/[a-z]+/]);
    expect(scan(unknown, "Upload id_rsa now.\n")).toEqual([1]);
    expect(calls).toHaveLength(1);
  });

  it("holds only expressions whose required words are known, in the rules table", async () => {
    const { requiredWords } = await import("../../src/audit/required-words.js");
    for (const r of RULES)
      if (r.kind === "text" || r.kind === "pattern")
        for (const entry of r.requires ?? [])
          for (const re of entry instanceof RegExp ? [entry] : entry)
            expect(requiredWords(re), `${r.id}: ${re.source.slice(0, 60)}`).toBeDefined();
  });
});
