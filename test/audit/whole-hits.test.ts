// wholeHits and eachMatch (src/audit/text.ts): an expression run on itself (a `matchAll` copy was often
// compiled anew by V8 and its first run interpreted), with matchAll's matches.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { compileNow, eachMatch, wholeHits } from "../../src/audit/text.js";

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
  it("eachMatch: matchAll's matches, past an empty match by a whole code point under u (it looped on one before)", () => {
    fc.assert(
      fc.property(fc.constantFrom(...PATTERNS), text, (re, t) => {
        const want = [...t.matchAll(re)].map((m) => [m.index, m[0]]);
        const got: [number, string][] = [];
        eachMatch(re, t, (m) => {
          // Stepping one unit into a surrogate pair, V8 went back to its start: the same empty match forever.
          if (got.length > t.length + 1) throw new Error(`no progress at ${m.index}`);
          got.push([m.index, m[0]]);
        });
        expect(got).toEqual(want);
        expect(re.lastIndex).toBe(0);
      }),
      { numRuns: 2000 },
    );
    const at: number[] = [];
    eachMatch(/x*/gu, "a\u{1f600}b", (m) => {
      if (at.length > 5) throw new Error("no progress");
      at.push(m.index);
    });
    expect(at).toEqual([0, 1, 3, 4]);
  });
});

describe("compileNow", () => {
  it("leaves an expression's lastIndex and its later matches as they were, on short subjects only", () => {
    for (const flags of ["g", "y", "", "gu", "giu"]) {
      const re = new RegExp(String.raw`(?<![\p{L}])ab+|\0`, flags.includes("u") ? flags : `${flags}u`);
      const twin = new RegExp(re.source, re.flags);
      re.lastIndex = 3;
      compileNow(re, "short");
      expect(re.lastIndex).toBe(3);
      re.lastIndex = 0;
      for (const t of ["xx abbb ab", "ab", "\0", "é ab"]) {
        re.lastIndex = 0;
        twin.lastIndex = 0;
        expect(re.exec(t)?.index).toBe(twin.exec(t)?.index);
      }
    }
    // A subject of 1,000 characters or more compiles the expression anyway: nothing is run for it.
    const long = /a/g;
    long.lastIndex = 5;
    compileNow(long, "b".repeat(1000));
    expect(long.lastIndex).toBe(5);
  });
});
