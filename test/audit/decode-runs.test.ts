// encodedRuns (src/audit/decode.ts) samples every 20th character instead of reading them all: it must
// still give every maximal run of 20+ base64/hex characters, in order, whatever the text holds.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { encodedRuns } from "../../src/audit/decode-runs.js";

/** The plain loop it replaced: every character read. */
function naive(text: string): { index: number; length: number }[] {
  const ok = /[A-Za-z0-9+/_=-]/;
  const out: { index: number; length: number }[] = [];
  let start = 0;
  for (let i = 0; i <= text.length; i++) {
    if (i < text.length && ok.test(text[i]!)) continue;
    if (i - start >= 20) out.push({ index: start, length: i - start });
    start = i + 1;
  }
  return out;
}

const piece = fc.oneof(
  fc.stringMatching(/^[A-Za-z0-9+/_=-]{0,45}$/),
  fc.constantFrom(" ", ".", "\n", "\r\n", "é", "\u0000", "😀", ":", '"'),
);

describe("encodedRuns", () => {
  it("property: the same runs as reading every character", () => {
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 40 }), (xs) => {
        const text = xs.join("");
        expect(encodedRuns(text)).toEqual(naive(text));
      }),
      { numRuns: 3000 },
    );
  });

  it("runs of exactly 19, 20 and 21 at the start, the end and side by side", () => {
    for (const text of [
      "a".repeat(19),
      "a".repeat(20),
      `${"a".repeat(21)} ${"b".repeat(19)}.${"c".repeat(20)}`,
      ` ${"x".repeat(39)}`,
      `${"=".repeat(20)}é${"-".repeat(40)}`,
      "",
    ])
      expect(encodedRuns(text)).toEqual(naive(text));
  });
});
