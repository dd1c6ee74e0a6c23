// normalizeForMatch (src/audit/normalize.ts) runs NFKC and the removal of invisible characters only when
// the non-ASCII runs of a text need them, and maps look-alikes reading those runs only: the result must
// be what the whole-text forms gave, whatever the text holds.
import { createRequire } from "node:module";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { normalizeForMatch, splitLiteralAt } from "../../src/audit/normalize.js";

const INVISIBLE =
  /[\u00ad\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff\u{e0000}-\u{e007f}]/gu;
const data = createRequire(import.meta.url)("unhomoglyph/data.json") as Record<string, string>;
const skeleton = new Map<number, string>();
for (const [from, to] of Object.entries(data)) {
  const cp = from.codePointAt(0)!;
  if (cp < 0x80 || from.length !== String.fromCodePoint(cp).length) continue;
  if (/^[\x21-\x7e]{1,3}$/.test(to)) skeleton.set(cp, to);
}

const LATIN = /\p{Script=Latin}/u;

/**
 * The Unicode forms over the whole text: NFKC and the removal, then every look-alike mapped, except the
 * letters of a word in its own script (no Latin letter, a letter that looks like no Latin one).
 */
function wholeText(text: string): string {
  if (!/[^\x00-\x7f]/.test(text)) return text;
  const t = text.normalize("NFKC").replace(INVISIBLE, "");
  const kept = new Set<number>();
  for (const w of t.matchAll(/[\p{L}\p{M}\p{N}]+/gu)) {
    const chars = [...w[0]];
    const own =
      !chars.some((c) => LATIN.test(c)) &&
      chars.some((c) => /\p{L}/u.test(c) && !skeleton.has(c.codePointAt(0)!));
    if (own) for (let i = w.index; i < w.index + w[0].length; i++) kept.add(i);
  }
  let out = "";
  let i = 0;
  for (const ch of t) {
    const to = skeleton.get(ch.codePointAt(0)!);
    out += to !== undefined && ch.codePointAt(0)! >= 0x80 && !kept.has(i) ? to : ch;
    i += ch.length;
  }
  return out;
}

const piece = fc.constantFrom(
  "a",
  "e",
  "I",
  " ",
  "\n",
  "\u0301", // combining acute: composes with the letter before it
  "\u0327\u0301",
  "\u200b",
  "\u00ad",
  "\u202e",
  "\ufb01", // the fi ligature
  "\uff32\uff2d", // full-width RM
  "\u0430", // Cyrillic a
  "\u0441\u043a", // Cyrillic s (a look-alike) and k (none)
  "\u03bf", // Greek omicron
  "\u0131", // dotless i: a Latin letter, always mapped
  "\u1100",
  "\u1161", // Hangul jamo: compose into a syllable
  "\uac00",
  "\u0b47",
  "\u0b3e", // Oriya vowel parts: two starters that compose
  "😀",
  "\ud800",
  "\u{e0041}",
  "\u2014",
  "\u00e9",
  "\u3000",
  "\u2460", // circled 1
);

describe("normalizeForMatch, Unicode forms only where needed", () => {
  it("property: the same text as NFKC, the removal and the mapping over the whole text", () => {
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 30 }), (xs) => {
        const t = xs.join("");
        // Only the Unicode forms are compared: no continuation, IFS or split literal in these pieces.
        expect(normalizeForMatch(t)).toBe(wholeText(t));
      }),
      { numRuns: 2000 },
    );
  });

  it("a combining mark after an ASCII letter is composed, an invisible one removed", () => {
    expect(normalizeForMatch("cafe\u0301 r\u200bm")).toBe(wholeText("cafe\u0301 r\u200bm"));
    expect(normalizeForMatch("cafe\u0301")).not.toContain("\u0301");
    expect(normalizeForMatch("\uff32\uff2d -rf ~")).toBe("RM -rf ~");
  });
});

// The shell and literal forms are gated by literal searches, not by class-led expressions over every
// character: the gates must answer exactly as the expressions they stand for.
const shellPiece = fc.constantFrom(" ", "\t", '"', "'", "+", "a", "=", "(", "\\", "\n", "\r\n", "x");

describe("normalizeForMatch, shell and literal forms behind literal gates", () => {
  it("property: the '+' gate answers as /([\"'])[ \\t]{0,8}\\+[ \\t]{0,8}\\1/ does", () => {
    fc.assert(
      fc.property(fc.array(shellPiece, { maxLength: 40 }), (xs) => {
        const t = xs.join("");
        expect(splitLiteralAt(t)).toBe(/(["'])[ \t]{0,8}\+[ \t]{0,8}\1/.test(t));
      }),
      { numRuns: 3000 },
    );
    // Eight blanks either side join; a ninth does not.
    expect(splitLiteralAt(`"a"${" ".repeat(8)}+\t\t"b"`)).toBe(true);
    expect(splitLiteralAt(`"a"${" ".repeat(9)}+"b"`)).toBe(false);
    expect(splitLiteralAt(`'a' + "b"`)).toBe(false);
  });

  it("each gate still lets its form through", () => {
    expect(normalizeForMatch('x = "cu" + "rl"')).toBe('x = "curl"');
    expect(normalizeForMatch('--dangerously-skip-""permissions')).toBe("--dangerously-skip-permissions");
    expect(normalizeForMatch("curl \\\r\n  -s x")).toBe("curl  -s x\n");
    expect(normalizeForMatch("a + b; '' and \\ x")).toBe("a + b; '' and \\ x");
  });
});
