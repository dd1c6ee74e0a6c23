// nonAsciiSpans (src/audit/text.ts): the spans of lines holding a character outside ASCII, found once per text;
// the rules for other scripts read them instead of the whole text, and must find what they found there.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { RULES } from "../../src/audit/rules/index.js";
import { LETTERS_OF_OTHER_LANGUAGES, otherLetters } from "../../src/audit/sentences.js";
import { invisibleLines, lineHits, memoOffsets, nonAsciiSpans, wholeHits } from "../../src/audit/text.js";

const CHARS = [
  "a",
  "B",
  " ",
  "\n",
  "\r",
  "\t",
  "é",
  "—",
  "я",
  "中",
  "😀",
  "\ud83d",
  "\u200b",
  "\u2062",
  "\ufeff",
  "\u180e",
  "\u202e",
  "\u2067",
  "\u{e0041}",
  "\u{e007f}",
  "\ufe0f",
  "\ufe0e",
  "\u{e0101}",
  "\u{1f3f4}",
  "\u0394",
  "\u0915",
];
const text = fc.array(fc.constantFrom(...CHARS), { maxLength: 60 }).map((xs) => xs.join(""));
/** With ASCII lines between, some longer than the gap that splits spans. */
const padded = fc.tuple(text, fc.nat(300)).map(([t, pad]) => t.replaceAll("\r", `\r${"x".repeat(pad)}`));

/** The lines of a split, with their offsets, that hold a character outside ASCII. */
function byHand(t: string): { index: number; text: string }[] {
  const out: { index: number; text: string }[] = [];
  let index = 0;
  for (const line of t.split("\n")) {
    if (/[^\x00-\x7f]/.test(line)) out.push({ index, text: line });
    index += line.length + 1;
  }
  return out;
}
const OUTSIDE = /[^\x00-\x7f]/;

describe("nonAsciiSpans", () => {
  it("property: whole lines, in order, apart, first and last line holding a character outside ASCII, and every such line inside one", () => {
    fc.assert(
      fc.property(padded, (u) => {
        const spans = nonAsciiSpans({ text: u });
        let last = -1;
        for (const s of spans) {
          expect(u.slice(s.index, s.index + s.text.length)).toBe(s.text);
          expect(s.index === 0 || u[s.index - 1] === "\n").toBe(true);
          const end = s.index + s.text.length;
          expect(end === u.length || u[end] === "\n").toBe(true);
          expect(s.index).toBeGreaterThan(last);
          last = end;
          const lines = s.text.split("\n");
          expect(OUTSIDE.test(lines[0]!) && OUTSIDE.test(lines[lines.length - 1]!)).toBe(true);
        }
        for (const l of byHand(u))
          expect(
            spans.some((s) => s.index <= l.index && l.index + l.text.length <= s.index + s.text.length),
          ).toBe(true);
      }),
      { numRuns: 3000 },
    );
  });
  it("one text asked through several file objects gets the same spans; lines far apart are spans of their own; an ASCII text none", () => {
    const t = `plain\nwith — dash\r\nplain again\nlast é\n${"ascii\n".repeat(60)}far é`;
    const a = nonAsciiSpans({ text: t });
    expect(nonAsciiSpans({ text: t })).toBe(a);
    expect(a.map((l) => l.text)).toEqual(["with — dash\r\nplain again\nlast é", "far é"]);
    expect(nonAsciiSpans({ text: "only ascii\r\nhere\n" })).toEqual([]);
  });
});

describe("the patterns that read only the spans holding a character outside ASCII", () => {
  const lineBound = RULES.flatMap((r) => (r.kind === "pattern" && r.outsideAsciiLines ? [r] : []));
  const invisible = RULES.flatMap((r) => (r.kind === "pattern" && r.invisibleLines ? [r] : []));
  it("the invisible-character rules read the lines holding an invisible character; each is for non-ASCII files, without hints", () => {
    expect(invisible.map((r) => r.id).sort()).toEqual([
      "bidi-control",
      "unicode-tag-characters",
      "zero-width-characters",
    ]);
    for (const r of [...lineBound, ...invisible]) {
      expect(r.nonAscii).toBe(true);
      expect(r.hints).toBeUndefined();
    }
  });
  it("property: the same matches in those spans or lines as over the whole text", () => {
    fc.assert(
      fc.property(fc.constantFrom(...lineBound, ...invisible), padded, (rule, t) => {
        const read = rule.invisibleLines ? invisibleLines({ text: t }) : nonAsciiSpans({ text: t });
        expect(lineHits(rule.pattern, read)).toEqual(wholeHits(rule.pattern, t));
      }),
      { numRuns: 4000 },
    );
  });
  it("property: invisibleLines are the lines holding a character one of those rules matches, in order", () => {
    const any =
      /[\u180e\u200b-\u200d\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]|[\ufe00-\ufe0e]|[\u{e0000}-\u{e01ef}]/u;
    fc.assert(
      fc.property(padded, (t) => {
        const lines: { index: number; text: string }[] = [];
        let index = 0;
        for (const line of t.split("\n")) {
          if (any.test(line) || line.includes("\udb40")) lines.push({ index, text: line });
          index += line.length + 1;
        }
        expect(invisibleLines({ text: t })).toEqual(lines);
      }),
      { numRuns: 3000 },
    );
  });
  it("a text without such a character has none, an emoji's selector (U+FE0F) is not one, and one text asked twice shares them", () => {
    expect(invisibleLines({ text: "caf\u00e9 \u2764\ufe0f\nplain" })).toEqual([]);
    const t = "a\nb\u200bc\nd \u202e e\u202c\nflag \u{1f3f4}\u{e0067}\u{e007f}";
    const got = invisibleLines({ text: t });
    expect(got.map((l) => l.text)).toEqual([
      "b\u200bc",
      "d \u202e e\u202c",
      "flag \u{1f3f4}\u{e0067}\u{e007f}",
    ]);
    expect(invisibleLines({ text: t })).toBe(got);
  });
});

describe("offsets of characters outside ASCII read in their spans (memoOffsets)", () => {
  it("property: otherLetters and a class of other scripts give the whole text's matches", () => {
    const more = /[\u0370-\u03ff\u0900-\u0dff]|[\u00c0-\u024f\u0400-\u04ff\u3400-\u9fff]/g;
    const moreOnLines = memoOffsets(more, true);
    const whole = new RegExp(LETTERS_OF_OTHER_LANGUAGES.source, "g");
    fc.assert(
      fc.property(padded, (t) => {
        expect(otherLetters({ text: t })).toEqual(wholeHits(whole, t).map((h) => h.index));
        expect(moreOnLines({ text: t })).toEqual(wholeHits(more, t).map((h) => h.index));
      }),
      { numRuns: 3000 },
    );
  });
});
