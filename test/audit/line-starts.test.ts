// Line starts (src/audit/text.ts): found once per text, shared by the file objects of one text, and never
// handed to a text they were not found for.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { lineStarts, startsOf } from "../../src/audit/text.js";

describe("startsOf", () => {
  it("gives the file objects of one text the same starts", () => {
    const text = "a\nbb\n\nccc\n";
    const first = startsOf({ text });
    expect(startsOf({ text: `${text}` })).toBe(first);
    expect(first).toEqual([0, 2, 5, 6, 10]);
  });

  it("property: the starts of each text, asked in any order through new objects (texts of one length too)", () => {
    const text = fc
      .array(fc.constantFrom("a", "\n", "\r\n", "é", "😀"), { maxLength: 12 })
      .map((xs) => xs.join(""));
    fc.assert(
      fc.property(fc.array(text, { minLength: 1, maxLength: 12 }), (texts) => {
        for (const t of [...texts, ...texts.reverse()]) expect(startsOf({ text: t })).toEqual(lineStarts(t));
      }),
      { numRuns: 300 },
    );
  });
});
