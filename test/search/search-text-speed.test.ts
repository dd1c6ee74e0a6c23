import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { FieldCounter } from "../../src/search/field-counter.js";
import { extractBodyText, extractHeadings, processTerm, tokenize } from "../../src/search/text.js";

// tokenize() and extractHeadings() take fast paths for speed (index build); the words and headings
// must be exactly what the plain implementations below give, on any text.

/** The Unicode-aware tokenizer, as it was: three regular expressions over the whole text. */
function tokenizeReference(text: string): string[] {
  const out: string[] = [];
  const spaced = text
    .replace(/(\p{Ll}|\p{N})(\p{Lu})/gu, "$1 $2")
    .replace(/(\p{Lu})(\p{Lu}\p{Ll})/gu, "$1 $2");
  for (const word of spaced.split(/[^\p{L}\p{N}\p{M}]+/u)) if (word !== "") out.push(word);
  return out;
}

/** Heading extraction as it was: every line split out and matched. */
function headingsReference(body: string, maxHeadings = 24, maxLength = 80): string[] {
  const out: string[] = [];
  let fence: string | undefined;
  for (const raw of body.split("\n")) {
    const line = raw.trimEnd();
    const f = /^ {0,3}(`{3,}|~{3,})/.exec(line);
    if (f) {
      const marker = f[1]!;
      if (fence === undefined) fence = marker;
      else if (marker[0] === fence[0] && marker.length >= fence.length) fence = undefined;
      continue;
    }
    if (fence !== undefined) continue;
    const h = /^ {0,3}#{1,6}[ \t]+(.*?)(?:[ \t]+#+)?$/.exec(line);
    if (!h) continue;
    const text = h[1]!.trim();
    if (text === "") continue;
    out.push(text.length > maxLength ? text.slice(0, maxLength) : text);
    if (out.length >= maxHeadings) break;
  }
  return out;
}

/** Body text extraction as it was: every line matched against every pattern. */
function bodyTextReference(body: string, maxWords = 300): string {
  if (maxWords <= 0) return "";
  const out: string[] = [];
  let words = 0;
  let fence: string | undefined;
  let start = 0;
  while (start < body.length && words < maxWords) {
    let end = body.indexOf("\n", start);
    if (end < 0) end = body.length;
    const line = body.slice(start, Math.min(end, start + 4096)).trimEnd();
    start = end + 1;
    const f = /^ {0,3}(`{3,}|~{3,})/.exec(line);
    if (f) {
      const marker = f[1]!;
      if (fence === undefined) fence = marker;
      else if (marker[0] === fence[0] && marker.length >= fence.length) fence = undefined;
      continue;
    }
    if (fence !== undefined || /^( {4}|\t)/.test(line) || /^ {0,3}#{1,6}[ \t]/.test(line)) continue;
    if (/^ {0,3}\[[^\]]+\]:\s/.test(line)) continue;
    let text = line;
    if (text.includes("](")) text = text.replace(/!?\[([^[\]]*)\]\([^()\s]*\)/g, "$1");
    if (text.includes("<")) text = text.replace(/<[^<>]*>/g, " ");
    if (text.includes("://")) text = text.replace(/[a-z][a-z0-9+.-]{0,31}:\/\/\S*/gi, " ");
    const lineWords = text.split(/\s+/).filter((w) => w !== "");
    if (lineWords.length === 0) continue;
    const take = lineWords.slice(0, maxWords - words);
    out.push(take.join(" "));
    words += take.length;
  }
  return out.join("\n");
}

// Pieces that exercise every branch: ASCII words and camelCase, digits, separators, accented and
// capital non-ASCII letters, combining marks, CJK, surrogate pairs, non-ASCII spaces and dashes.
const PIECES = [
  "a",
  "Z",
  "pdf",
  "To",
  "HTTPServer",
  "x9",
  "9X",
  "é",
  "É",
  "ß",
  "Σ",
  "σ",
  "ǅ",
  "e\u0301",
  "\u0301",
  "日本",
  "😀",
  "\u00a0",
  "\u2014",
  "\u2028",
  " ",
  "-",
  "_",
  ".",
  "\t",
  "\n",
  "'",
  "ÀB",
  "aÉ",
  "ÉÉa",
  "1Ä",
];
const mixed = fc.array(fc.constantFrom(...PIECES), { maxLength: 40 }).map((p) => p.join(""));

const LINE_PIECES = [
  "# ",
  "## ",
  "   ### ",
  "    # ",
  "#",
  "####### ",
  "```",
  "~~~",
  "````",
  "  ```",
  "    ```",
  "title",
  " #",
  " ##",
  "\t",
  " ",
  "\r",
  "é",
  "text",
  "\u00a0",
  "`",
  "~",
  "#x",
  "\u2028",
];
const body = fc
  .array(
    fc.array(fc.constantFrom(...LINE_PIECES), { maxLength: 6 }).map((p) => p.join("")),
    {
      maxLength: 30,
    },
  )
  .map((lines) => lines.join("\n"));

const PROSE_PIECES = [
  "word",
  "Two",
  "é",
  "日本",
  " ",
  "  ",
  "\t",
  "\u00a0",
  "\u2003",
  "\u3000",
  "\ufeff",
  "\u2028",
  "\r",
  "\x0b",
  "\x01",
  "[text](http://x.y/z)",
  "![alt](img.png)",
  "[a]: http://t",
  "<b>",
  "</div>",
  "https://example.com/a?b",
  "x://y",
  "#",
  "# ",
  "```",
  "~~~",
  "    ",
  "-",
  ".",
];
const prose = fc
  .array(
    fc.array(fc.constantFrom(...PROSE_PIECES), { maxLength: 10 }).map((p) => p.join("")),
    { maxLength: 20 },
  )
  .map((lines) => lines.join("\n"));

describe("search text fast paths", () => {
  it("tokenize gives the Unicode tokenizer's words on any text", () => {
    fc.assert(
      fc.property(
        fc.oneof(mixed, fc.string({ unit: "grapheme", maxLength: 60 }), fc.string({ maxLength: 60 })),
        (t) => {
          expect(tokenize(t)).toEqual(tokenizeReference(t));
        },
      ),
      { numRuns: 3000 },
    );
    expect(tokenize("naïveCafé—HTTPServer x9Y ÉÉa")).toEqual(
      tokenizeReference("naïveCafé—HTTPServer x9Y ÉÉa"),
    );
  });

  it("extractHeadings gives every-line matching's headings on any body", () => {
    fc.assert(
      fc.property(body, fc.integer({ min: 1, max: 30 }), fc.integer({ min: 1, max: 90 }), (b, n, len) => {
        expect(extractHeadings(b, { maxHeadings: n, maxHeadingLength: len })).toEqual(
          headingsReference(b, n, len),
        );
      }),
      { numRuns: 3000 },
    );
  });

  it("the index's field counter counts tokenize()'s words: distinct tokens and each term's frequency", () => {
    const reference = (text: string) => {
      const distinct = new Set<string>();
      const counts = new Map<string, number>();
      for (const token of tokenize(text)) {
        distinct.add(token);
        const term = processTerm(token);
        if (term !== null) counts.set(term, (counts.get(term) ?? 0) + 1);
      }
      return { distinct: distinct.size, terms: [...counts] };
    };
    const counter = new FieldCounter();
    const counted = (text: string) => {
      counter.countText(text, processTerm, tokenize);
      return { distinct: counter.distinct, terms: counter.seen.map((t) => [t.term, t.tf]) };
    };
    const ascii = fc
      .array(
        fc.constantFrom(
          "pdf",
          "PDF",
          "Pdf",
          "pdfTo",
          "HTTPServer",
          "x9",
          "9X",
          "the",
          " ",
          "-",
          "a",
          "charts",
          "\n",
        ),
        {
          maxLength: 40,
        },
      )
      .map((p) => p.join(""));
    // Field after field on one counter, as the index adds them.
    fc.assert(
      fc.property(
        fc.array(fc.oneof(ascii, mixed, fc.string({ maxLength: 40 })), { maxLength: 8 }),
        (texts) => {
          for (const t of texts) expect(counted(t)).toEqual(reference(t));
        },
      ),
      { numRuns: 2000 },
    );
    // Any UTF-16, lone surrogates included (the counter copies code units, not characters).
    fc.assert(
      fc.property(fc.array(fc.string({ unit: "binary", maxLength: 30 }), { maxLength: 6 }), (texts) => {
        for (const t of texts) expect(counted(t)).toEqual(reference(t));
      }),
      { numRuns: 1000 },
    );
    // Words made to share FNV-1a's low bits (one slot, if the slot were those bits) still count right.
    const fnv = (w: string) => {
      let h = 0x811c9dc5;
      for (let i = 0; i < w.length; i++) h = Math.imul(h ^ w.charCodeAt(i), 16777619);
      return h;
    };
    const flood: string[] = [];
    for (let i = 0; flood.length < 300; i++) {
      const w = `q${i.toString(36)}`;
      if ((fnv(w) & 0x3ff) === 0) flood.push(w);
    }
    const floodText = `${flood.join(" ")} ${flood.slice(0, 50).join(" ")}`;
    expect(counted(floodText)).toEqual(reference(floodText));
    // Words whose hashes collide (FNV-1a, 32 bits) stay apart.
    for (const t of [
      "declinate macallums declinate",
      "costarring liquid liquid",
      "zinke altarage zinkes altarages",
    ])
      expect(counted(t)).toEqual(reference(t));
    for (const t of ["\ud800abc\udc00Def \ud800abc", "a\udfffB a\udfffB", "x\u00e9Y x\u00e9Y"])
      expect(counted(t)).toEqual(reference(t));
    // Past its bounds the counter starts afresh between fields, and still counts right: tokens kept,
    // and characters kept (long tokens), and a text longer than its reused buffer.
    const many = Array.from({ length: 70_000 }, (_, i) => `w${i.toString(36)}`).join(" ");
    expect(counted(many)).toEqual(reference(many));
    expect(counted("w1 w1 W1 w2")).toEqual(reference("w1 w1 W1 w2"));
    for (let i = 0; i < 20; i++) {
      const long = `${String.fromCharCode(97 + i).repeat(60_000)} pdf charts pdf`;
      expect(counted(long)).toEqual(reference(long));
      expect(counted("pdf PDF pdfTo charts")).toEqual(reference("pdf PDF pdfTo charts"));
    }
  });

  it("extractBodyText gives every-line matching's text on any body", () => {
    fc.assert(
      fc.property(body, fc.integer({ min: 0, max: 40 }), (b, n) => {
        expect(extractBodyText(b, { maxWords: n })).toEqual(bodyTextReference(b, n));
      }),
      { numRuns: 3000 },
    );
    // Prose: words with every kind of white space between, at either end and doubled, links, tags,
    // URLs and reference definitions, cut at any word count (the line taken as it is when its words
    // are already single-spaced).
    fc.assert(
      fc.property(prose, fc.integer({ min: 0, max: 40 }), (b, n) => {
        expect(extractBodyText(b, { maxWords: n })).toEqual(bodyTextReference(b, n));
      }),
      { numRuns: 4000 },
    );
    const long = Array.from({ length: 5000 }, (_, i) => (i % 97 === 0 ? "```" : `w${i}  x\u00a0y z`)).join(
      "\n",
    );
    for (const n of [1, 299, 300, 301, 4000])
      expect(extractBodyText(long, { maxWords: n })).toEqual(bodyTextReference(long, n));
    expect(extractBodyText(`${"word ".repeat(3000)}\nnext`)).toEqual(
      bodyTextReference(`${"word ".repeat(3000)}\nnext`),
    );
  });
});
