// Every rule's hint words (the words that choose the lines a rule reads, src/audit/hints.ts). A word that
// is empty ("a||b" in a `words` list) ends at every character, and a lone punctuation character (":", "@")
// is on most lines of code: either makes the rule read nearly every line, which is slow, and hides that a
// shape of the rule has no word of its own.
import { describe, expect, it } from "vitest";
import { GATE_WORDS } from "../../src/audit/decode-gates.js";
import { SIGNAL_RULES } from "../../src/audit/detectors/chain-signals.js";
import { hintMatcher } from "../../src/audit/hints.js";
import { RULES } from "../../src/audit/rules/index.js";

const ALL = [...RULES, ...SIGNAL_RULES];
const hintsOf = (r: (typeof ALL)[number]): readonly string[] =>
  r.kind === "file" || r.kind === "skill" ? [] : (r.hints ?? []);

describe("the rules' hint words", () => {
  it("holds no empty word", () => {
    const bad = ALL.filter((r) => hintsOf(r).includes("")).map((r) => r.id);
    expect(bad).toEqual([]);
  });

  it("holds no word that is one punctuation or space character alone", () => {
    const bad = ALL.flatMap((r) =>
      hintsOf(r)
        .filter((w) => w.length === 1 && !/[a-z0-9]/.test(w))
        .map((w) => `${r.id}: ${JSON.stringify(w)}`),
    );
    expect(bad).toEqual([]);
  });

  it("builds into one matcher with the decoder's gate words", () => {
    expect(() => hintMatcher([...ALL.map(hintsOf), ...GATE_WORDS.map((w) => [w])])).not.toThrow();
  });
});
