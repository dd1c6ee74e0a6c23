// wholeHits (src/audit/text.ts): a rule's expression over a whole text, run on the expression itself (a
// `matchAll` copy was often compiled anew by V8 and its first run interpreted), with matchAll's matches.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { wholeHits } from "../../src/audit/text.js";

const PATTERNS = [
  /a+/g,
  /x*/g,
  /x*/gu,
  /(?:)/gu,
  /\b/g,
  /[\u{1f600}-\u{1f64f}]*/gu,
  /[\u{e0000}-\u{e007f}]+|[\ufe00-\ufe0f]?[\u{e0100}-\u{e01ef}]{2,}/gu,
  /(?:ab|b)c?/gi,
  /(?=a)|\n/gm,
];
const text = fc
  .array(
    fc.constantFrom("a", "b", "c", "x", "A", " ", "\n", "😀", "\u{e0041}", "\ufe0f", "\u{e0101}", "\ud83d"),
    {
      maxLength: 40,
    },
  )
  .map((xs) => xs.join(""));

describe("wholeHits", () => {
  it("property: the matches matchAll gives, empty ones and surrogate pairs too; the expression left at 0", () => {
    fc.assert(
      fc.property(fc.constantFrom(...PATTERNS), text, (re, t) => {
        const want = [...t.matchAll(re)].map((m) => ({ index: m.index, length: m[0].length }));
        expect(wholeHits(re, t)).toEqual(want);
        expect(re.lastIndex).toBe(0);
      }),
      { numRuns: 2000 },
    );
  });
});
