// The hint-word scan (src/audit/hints.ts): for each rule's words, every offset where one of them ends,
// case-insensitively for ASCII letters, whatever else the text holds (capitals, non-ASCII, NUL, CRLF).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { hintMatcher, wordEnds, wordFinder } from "../../src/audit/hints.js";

/** The same answer found the slow way: every occurrence of every word, by indexOf on the lowercased text. */
function naive(sets: readonly (readonly string[])[], text: string): number[][] {
  const lower = text.replace(/[A-Z]/g, (c) => c.toLowerCase());
  return sets.map((words) => {
    const ends = new Set<number>();
    for (const w of words)
      for (let i = lower.indexOf(w); i !== -1; i = lower.indexOf(w, i + 1)) ends.add(i + w.length - 1);
    return [...ends].sort((a, b) => a - b);
  });
}

const word = fc.stringMatching(/^[a-c.\-_ /|]{1,5}$/);
const sets = fc.array(fc.array(word, { maxLength: 5 }), { minLength: 1, maxLength: 6 });
const text = fc
  .array(
    fc.constantFrom(
      "a",
      "b",
      "c",
      "A",
      "B",
      "C",
      ".",
      "-",
      "_",
      " ",
      "/",
      "|",
      "é",
      "\u0000",
      "\r\n",
      "😀",
      "z",
    ),
    {
      maxLength: 80,
    },
  )
  .map((xs) => xs.join(""));

describe("hintMatcher", () => {
  it("property: each set's word ends, in order, as a naive search finds them", () => {
    fc.assert(
      fc.property(sets, text, (s, t) => {
        expect(hintMatcher(s).scan(t)).toEqual(naive(s, t));
      }),
      { numRuns: 500 },
    );
  });

  it("property: one matcher over many texts (its table is filled as scans need it) answers each as a naive search", () => {
    fc.assert(
      fc.property(sets, fc.array(text, { minLength: 2, maxLength: 8 }), (s, ts) => {
        const m = hintMatcher(s);
        for (const t of [...ts, ...ts]) expect(m.scan(t)).toEqual(naive(s, t));
      }),
      { numRuns: 300 },
    );
  });

  it("property: several matchers scanning in turn (one scanning function, each its own tables) answer each as a naive search", () => {
    fc.assert(
      fc.property(
        fc.array(sets, { minLength: 2, maxLength: 4 }),
        fc.array(text, { maxLength: 6 }),
        (ss, ts) => {
          const ms = ss.map((s) => hintMatcher(s));
          for (const t of ts) for (const [i, s] of ss.entries()) expect(ms[i]!.scan(t)).toEqual(naive(s, t));
        },
      ),
      { numRuns: 300 },
    );
  });

  it("matches across capitals and never inside a non-ASCII letter or a NUL", () => {
    const m = hintMatcher([["rm -rf"], ["curl"], []]);
    expect(m.scan("RM -RF / && Curl x")).toEqual([[5], [15], []]);
    expect(m.scan("cuérl c\u0000url")).toEqual([[], [], []]);
  });

  it("answers alike with more states than a two-byte table holds (its entries widen)", () => {
    // Words of three characters over 36 (every 2nd, 3rd or 5th): ~35 500 states, past the 32 767 of two-byte entries.
    const chars = [..."abcdefghijklmnopqrstuvwxyz0123456789"];
    const all = chars.flatMap((a) => chars.flatMap((b) => chars.map((c) => a + b + c)));
    const s = [
      all.filter((_, i) => i % 2 === 0),
      all.filter((_, i) => i % 3 === 0),
      all.filter((_, i) => i % 5 === 0),
    ];
    const m = hintMatcher(s);
    for (const t of ["ab1 zz9 Q0x x", "ZZ9zz9", "a-b-c", "é9zz99"]) {
      expect(m.scan(t)).toEqual(naive(s, t));
      expect(m.scan(t)).toEqual(naive(s, t));
    }
  });

  it("property: a long text (scanned as two halves in step) answers as a naive search", () => {
    const long = fc
      .tuple(
        fc.array(fc.constantFrom("ab", "c.b", "B-a", "|", " ", "é", "\r\n", "x"), { maxLength: 40 }),
        fc.nat(1200),
      )
      .map(([xs, pad]) => "x".repeat(2048 + pad) + xs.join("") + "a".repeat(pad));
    fc.assert(
      fc.property(sets, long, (s, t) => {
        expect(hintMatcher(s).scan(t)).toEqual(naive(s, t));
      }),
      { numRuns: 200 },
    );
  });

  it("finds a word across the middle of a long text at every offset, once", () => {
    const w = "rm -rf --no-preserve-root";
    const m = hintMatcher([[w], ["rm"], ["root"]]);
    for (const n of [2048, 2049, 4097]) {
      for (let at = n / 2 - w.length - 2; at <= n / 2 + 2; at++) {
        const t = `${"x".repeat(Math.floor(at))}${w}`.padEnd(n, "y");
        expect(m.scan(t)).toEqual(naive([[w], ["rm"], ["root"]], t));
      }
    }
  });

  it("property: `any` says whether a scan finds an end in any set, short texts and long (two halves) alike", () => {
    const long = fc.tuple(text, fc.nat(1200), text).map(([a, pad, b]) => a + "z".repeat(2048 + pad) + b);
    fc.assert(
      fc.property(sets, fc.oneof(text, long), (s, t) => {
        const m = hintMatcher(s);
        expect(m.any(t)).toBe(naive(s, t).some((ends) => ends.length > 0));
      }),
      { numRuns: 400 },
    );
  });

  it("gives a set without an end one shared, frozen, empty list (a scan makes no list for nothing; none is written to)", () => {
    const m = hintMatcher([["curl"], ["wget"], ["rm"]]);
    for (const t of ["curl x", `${"y".repeat(3000)} curl`]) {
      const found = m.scan(t);
      expect(found[0]!.length).toBe(1);
      expect(found[1]).toBe(found[2]);
      expect(Object.isFrozen(found[1])).toBe(true);
      expect(() => found[1]!.push(1)).toThrow(TypeError);
      // The lists of a set with ends are the caller's own, fresh per scan.
      expect(Object.isFrozen(found[0])).toBe(false);
      expect(m.scan(t)[0]).not.toBe(found[0]);
    }
  });

  it("refuses the empty word: it would end at every character and pick every line", () => {
    expect(() => hintMatcher([["curl", ""], ["curl"]])).toThrow(TypeError);
    // How it came about: a list written "a||b" and split on "|".
    expect(() => hintMatcher(["a||b".split("|")])).toThrow(/must not be empty/);
  });

  it("refuses a word that is not lowercase ASCII", () => {
    expect(() => hintMatcher([["Curl"]])).toThrow(TypeError);
    expect(() => hintMatcher([["café"]])).toThrow(TypeError);
  });
});

describe("wordFinder: one set's word ends without the scan", () => {
  it("property: the ends the hint scan finds for a set with no word the start of another", () => {
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 5 }), text, (words, t) => {
        const finder = wordFinder(words);
        const prefixed = words.some((a) => words.some((b) => a !== b && b.startsWith(a)));
        expect(finder === undefined).toBe(prefixed);
        if (finder) expect(wordEnds(finder, t)).toEqual(naive([words], t)[0]);
      }),
      { numRuns: 2000 },
    );
  });

  it("overlapping words, either case, nothing outside ASCII (the Kelvin sign is no k)", () => {
    const finder = wordFinder(["aba", "nicht"])!;
    expect(wordEnds(finder, "ababa NICHT ni\u212acht")).toEqual([2, 4, 10]);
    expect(wordEnds(wordFinder(["k"])!, "\u212a K k")).toEqual([2, 4]);
    expect(wordFinder(["ab", "abc"])).toBeUndefined();
    // A word that ends another: that end once.
    expect(wordEnds(wordFinder(["-", ".-"])!, "a.-")).toEqual([2]);
  });
});
