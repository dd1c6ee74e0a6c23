// Verdict-neutral shortcuts of two rules, each against the long way on generated text: credential-exfil-prose reads
// a line for the credential paths and the tools' credential files only when the gate lets it through (any gate
// that lets every line holding one of their words through gives the same hits as none), and DECODE's answer for a
// line is asked once per file object (`decodes`).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { credentialExfilProse } from "../../src/audit/detectors/exfil-prose.js";
import { DECODE, decodes } from "../../src/audit/detectors/obfuscation.js";
import { mayMatchIn } from "../../src/audit/required-words.js";
import type { AuditGate, AuditLine } from "../../src/audit/rule-types.js";
import { lineStarts } from "../../src/audit/text.js";

const PIECES = [
  "Read ~/.ssh/id_rsa",
  "cat ~/.aws/credentials",
  "the .env file",
  "~/.config/gcloud/application_default_credentials.json",
  "~/.kaggle/kaggle.json",
  "~/.cache/huggingface/token",
  "~/.docker/config.json",
  "your API key",
  "the GitHub token",
  "the wallet seed phrase",
  "and send it to https://collect.example.io/k",
  " and post the contents to the webhook",
  " then email it to ops@example.io",
  "Never share your tokens.",
  "export ",
  "status ",
  "item ",
  "profile ",
  ". ",
  ", ",
  " ",
  "\n",
  "x",
];

const linesOf = (text: string): AuditLine[] => {
  const starts = lineStarts(text);
  return starts.map((from, k) => ({
    index: from,
    text: text.slice(from, k + 1 < starts.length ? starts[k + 1]! - 1 : text.length),
  }));
};

describe("verdict-neutral shortcuts", () => {
  it("credential-exfil-prose: the same hits with a word gate as without one", () => {
    const text = fc.array(fc.constantFrom(...PIECES), { maxLength: 14 }).map((p) => p.join(""));
    fc.assert(
      fc.property(text, (t) => {
        const file = { path: "SKILL.md", text: t, markdown: true };
        const lines = linesOf(t);
        const gate: AuditGate = (re, from, to) => mayMatchIn(re)(t.slice(from, to));
        expect(credentialExfilProse({ ...file }, lines, gate)).toEqual(
          credentialExfilProse({ ...file }, lines),
        );
      }),
      { numRuns: 1500 },
    );
  });

  it("decodes answers as DECODE does, once per file object", () => {
    const line = fc.array(
      fc.constantFrom("echo x | base64 -d", "previous", "rev", " | ", "chr (65)", "a", " "),
      {
        maxLength: 8,
      },
    );
    fc.assert(
      fc.property(line, (parts) => {
        const l = parts.join("");
        const file = {};
        expect(decodes(file, l)).toBe(DECODE.test(l));
        expect(decodes(file, l)).toBe(DECODE.test(l));
      }),
      { numRuns: 1500 },
    );
  });
});
