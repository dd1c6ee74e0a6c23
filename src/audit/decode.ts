// Unwrapping obfuscated text, bounded: base64 (and base64url), base85/Ascii85, hex, `\x` escapes,
// char codes (fromCharCode, chr(), [char]), string literals split and joined, reversed strings, and
// zlib/gzip inside any of them. The rules then scan what comes out (scan.ts), a few levels deep.

import { ASSEMBLY_FINDERS } from "./decode-assembly.js";
import { BLOCK_FINDERS } from "./decode-blocks.js";
import {
  ANY_WORD,
  CHR,
  emptyJoin,
  type HasWord,
  octalPair,
  proseReverse,
  reversal,
  SPLICED,
  spliced,
  splitLiteral,
} from "./decode-gates.js";
import { encodedRuns, tryRun } from "./decode-runs.js";
import {
  fromBase32,
  fromBase85,
  fromCodePoints,
  fromEntities,
  fromHex,
  fromPercent,
  PIECE_BYTES,
  readsRawDeflate,
  rot13,
} from "./decode-text.js";
import type { AuditText } from "./rule-types.js";
import { eachMatchFast, type FastPattern } from "./sentences.js";
import { allMatches } from "./text.js";

/** One piece of decoded text and where its encoded form sits in the file. */
export interface Decoded {
  readonly index: number;
  readonly length: number;
  readonly text: string;
}

/** Per file: the base64 runs tried as raw deflate (where the file reads it), at most. */
const RAW_TRIES = 64;
/** Per file: at most this many decoded pieces, each at most this long, this much in all. */
export const DECODE_LIMITS = { pieces: 64, pieceBytes: PIECE_BYTES, totalBytes: 256 * 1024 } as const;

const STRING_LIT = String.raw`(?:"[^"\\\n]{0,200}"|'[^'\\\n]{0,200}')`;
const unquote = (lit: string): string => lit.slice(1, -1);

/** Where a literal is reversed elsewhere in the file: every long literal (and, in prose, code span) is tried reversed. */
const REVERSED_ELSEWHERE =
  /\breversed\s*\(|\.reverse\(\)|\[\s*::\s*-1\s*\]|::[Rr]everse\s*\(|\[\s*-1\s*\.\.|\|\s*rev\b|\bstrrev\s*\(|\bstring\.reverse\s*\(|:reverse\s*\(\s*\)|\bStrReverse\s*\(|\bscalar\s+reverse\b/;
const CODE_SPAN = /`([^`\n]{14,2000})`/g;

/** `exact`: `has` was read off a hint pass over `text` itself, so `has(w)` is `/w/i.test(text)` (decodePieces). */
type Finder = (
  text: string,
  push: (index: number, length: number, decoded: string | undefined) => void,
  has: HasWord,
  exact: boolean,
) => void;

// The finders' expressions, made once: each is run on itself (allMatches), never on a copy per call.
const BASE32_RUN = /(?<![A-Za-z0-9+/=])[A-Z2-7]{24,20000}={0,6}(?![A-Za-z0-9+/=])/g;
const U_ESCAPES = /(?:\\u[0-9A-Fa-f]{4}|\\u\{[0-9A-Fa-f]{1,6}\}){6,10000}/g;
/** `\\143` (bash $'…', Python) and `\\0143` (printf %b, echo -e). */
const OCTAL_ESCAPES = /(?:\\0?[0-3][0-7]{2}){6,10000}/g;
const X_ESCAPES = /(?:\\x[0-9A-Fa-f]{2}){8,10000}/g;
const HEX_LIST = /(?:0x[0-9A-Fa-f]{2}\s*,\s*){8,10000}0x[0-9A-Fa-f]{2}/g;
/** HEX_LIST tried only where a `0x` is (sentences.ts eachMatchFast): from every position it read a text at ~12 ns a character. */
const HEX_LIST_AT: FastPattern = { prefilter: /0x/g, exact: new RegExp(HEX_LIST.source, "y") };
const B85_LITERAL = /\bb?(?:"([^"\s]{20,20000})"|'([^'\s]{20,20000})')/g;
const FROM_CHAR_CODE = /\bfromCharCode\s*\(\s*((?:\d{1,7}\s*,\s*){3,2000}\d{1,7})\s*\)/g;
const CODE_LIST = /[[({]\s*((?:\d{1,3}\s*,\s*){7,4000}\d{1,3})\s*,?\s*[\])}]/g;
/** A byte array turned into text by C#, Java or Rust (`byte[] b = { 99, … }`, `vec![99, …]`, `String::from_utf8`). */
const BYTE_TEXT = ["byte[]", "vec![", "from_utf8", "GetString(", "new String("] as const;
/** Each of BYTE_TEXT's literals as its gate word (lower case). */
const BYTE_WORD = {
  "byte[]": "byte[]",
  "vec![": "vec![",
  from_utf8: "from_utf8",
  "GetString(": "getstring(",
  "new String(": "new string(",
} as const;
const CHR_CALLS = /(?:\b(?:chr|\[char\])\s*\(?\s*(?:0x[0-9a-f]{1,6}|\d{1,7})\s*\)?\s*[+,.]?\s*){4,2000}/gi;
const isHex = (c: number): boolean => (c >= 48 && c <= 57) || (c >= 65 && c <= 70) || (c >= 97 && c <= 102);
/** Three `%XX` in a row somewhere, asked at each "%" (found by indexOf; most "%" are percentages). */
function percentRun(text: string): boolean {
  for (let p = text.indexOf("%"); p !== -1; p = text.indexOf("%", p + 1)) {
    let k = 0;
    while (
      k < 3 &&
      text.charCodeAt(p + 3 * k) === 37 &&
      isHex(text.charCodeAt(p + 3 * k + 1)) &&
      isHex(text.charCodeAt(p + 3 * k + 2))
    )
      k++;
    if (k === 3) return true;
  }
  return false;
}
const PERCENT_RUN = /(?:%[0-9A-Fa-f]{2}){8,20000}/g;
const ENTITY_RUN = /(?:&#(?:[xX][0-9A-Fa-f]{1,6}|\d{1,7});){6,20000}/g;
const ROT13_WORD = /\brot[_-]?13\b|n-za-m/i;

const SHELL_ASSIGN = /(?:^|[;\s&])([A-Za-z_]\w{0,15})=(["']?)([\w./:|-]{1,40})\2(?=[;\s&]|$)/gm;
const STRING_LIT_G = new RegExp(STRING_LIT, "g");
const B85_CALL = /\b(?:b85decode|a85decode)\s*\(\s*b?(?:"([^"\n]{10,20000})"|'([^'\n]{10,20000})')/g;
const SPLIT_JOIN = new RegExp(String.raw`${STRING_LIT}(?:\s*\+\s*${STRING_LIT}){2,500}`, "g");
const JOIN_CALL =
  /(?:""|'')\.join\(\s*([A-Za-z_]\w{0,60})\s*\)|\b([A-Za-z_]\w{0,60})\.join\(\s*(?:""|'')\s*\)/g;
const LIST_ASSIGN = new RegExp(
  String.raw`\b([A-Za-z_]\w{0,60})\s*=\s*[[(]\s*${STRING_LIT}(?:\s*,\s*${STRING_LIT}){2,2000}\s*,?\s*[\])]`,
  "g",
);
const LIST_JOIN = new RegExp(
  String.raw`\[\s*${STRING_LIT}(?:\s*,\s*${STRING_LIT}){3,2000}\s*\]\s*\.join\(\s*(?:""|'')\s*\)|(?:""|'')\.join\(\s*\[\s*${STRING_LIT}(?:\s*,\s*${STRING_LIT}){3,2000}\s*\]\s*\)`,
  "g",
);
const REVERSED = new RegExp(
  String.raw`(${STRING_LIT})\s*\[\s*::\s*-1\s*\]|(${STRING_LIT})\s*\.split\(\s*(?:""|'')\s*\)\s*\.reverse\(\)|\brev\s*<<<\s*(${STRING_LIT})|\becho\s+(?:-n\s+)?(${STRING_LIT})\s*\|\s*rev\b`,
  "g",
);

export const FINDERS: readonly Finder[] = [
  // base64 / base64url and hex runs.
  (text, push, has, exact) => {
    const runs = encodedRuns(text);
    // Each of readsRawDeflate's substrings holds a gate word: asked only where the hint pass read this text.
    const raw = runs.length > 0 && (!exact || has("flate") || has("ecompress")) && readsRawDeflate(text);
    // Raw deflate has no header: each try inflates, so only the first RAW_TRIES runs of a file are tried that way.
    for (let i = 0; i < runs.length; i++) {
      const r = runs[i]!;
      tryRun(text.slice(r.index, r.index + r.length), r.index, push, raw && i < RAW_TRIES);
    }
  },
  (text, push, has) => {
    // The scanner's answer is the expression's (ASCII capitals folded): ask it only without one.
    if (!(has("b32") || has("base32")) || (has === ANY_WORD && !/base32|b32decode|b32/i.test(text))) return;
    for (const m of allMatches(BASE32_RUN, text))
      if (/[2-7]/.test(m[0])) push(m.index, m[0].length, fromBase32(m[0]));
  },
  // \u escapes (JavaScript, Python, JSON) and octal escapes ($'\143\165…' in bash, Python, Perl).
  (text, push) => {
    if (text.includes("\\u"))
      for (const m of allMatches(U_ESCAPES, text))
        push(m.index, m[0].length, fromCodePoints(m[0].match(/[0-9A-Fa-f]{1,6}(?=\}|(?:\\|$))/g) ?? [], 16));
    if (octalPair(text))
      for (const m of allMatches(OCTAL_ESCAPES, text))
        push(m.index, m[0].length, fromCodePoints(m[0].split("\\").slice(1), 8));
  },
  (text, push) => {
    // Each expression only where its literal is (a text with `0x` numbers and no `\x` skips the first).
    if (text.includes("\\x"))
      for (const m of allMatches(X_ESCAPES, text))
        push(m.index, m[0].length, fromHex(m[0].replace(/\\x/g, "")));
    if (text.includes("0x"))
      eachMatchFast(HEX_LIST_AT, text, (m) =>
        push(m.index, m[0].length, fromHex(m[0].replace(/0x|[\s,]/g, ""))),
      );
  },
  (text, push) => {
    if (!text.includes("85decode")) return;
    for (const m of allMatches(B85_CALL, text))
      push(m.index, m[0].length, fromBase85(m[1] ?? m[2]!, m[0].startsWith("a85")));
    // A variable holding the payload, decoded later in the file: try literals that look like base85.
    if (/\b[ab]85decode\b/.test(text))
      for (const m of allMatches(B85_LITERAL, text))
        push(m.index, m[0].length, fromBase85(m[1] ?? m[2]!, /\ba85decode\b/.test(text)));
  },
  // Char codes: String.fromCharCode(99, 117, …), chr(99)+chr(117)…, [char]99+[char]117…
  (text, push, has, exact) => {
    const codes = (s: string) => {
      const ns = s.match(/\d{1,7}/g) ?? [];
      const cs = ns.map(Number).filter((n) => n < 0x110000);
      return cs.length >= 4 ? String.fromCodePoint(...cs) : undefined;
    };
    const fromCharCode = has("fromcharcode") && text.includes("fromCharCode");
    if (fromCharCode)
      for (const m of allMatches(FROM_CHAR_CODE, text)) push(m.index, m[0].length, codes(m[1]!));
    // A list of codes turned into text elsewhere: ''.join(chr(c) for c in [99, 117, …]), bytes([…]).
    const chr = (has("chr") || has("[char")) && CHR.test(text);
    // Lua's string.char(99, 117, …) and Perl's or Ruby's pack of a code list.
    const packed =
      (has("string.char") && text.includes("string.char") && /\bstring\.char\s*\(/.test(text)) ||
      (has(".pack(") && text.includes(".pack(") && /\.pack\(\s*["'](?:[cCU]|U\*|c\*|C\*)/.test(text));
    // Each literal holds its gate word (capitals folded): asked first where the hint pass read this text.
    const byteText = BYTE_TEXT.some((w) => (!exact || has(BYTE_WORD[w])) && text.includes(w));
    if (chr || fromCharCode || packed || byteText || (has("bytes") && /\bbytes(?:array)?\s*\(/.test(text)))
      for (const m of allMatches(CODE_LIST, text)) {
        const list = m[1]!.split(/\s*,\s*/).map(Number);
        if (list.every((n) => n === 9 || n === 10 || (n >= 32 && n < 127)))
          push(m.index, m[0].length, codes(m[1]!));
      }
    if (chr)
      for (const m of allMatches(CHR_CALLS, text)) {
        // `[char]0x69` as well as `[char]105`.
        const cs = (m[0].match(/0x[0-9a-f]{1,6}|\d{1,7}/gi) ?? []).map(Number).filter((n) => n < 0x110000);
        push(m.index, m[0].length, cs.length >= 4 ? String.fromCodePoint(...cs) : undefined);
      }
  },
  // Percent-encoding (`decodeURIComponent('%63%75…')`, `unquote(…)`) and HTML character references (`&#99;&#117;…`).
  (text, push) => {
    if (percentRun(text))
      for (const m of allMatches(PERCENT_RUN, text)) push(m.index, m[0].length, fromPercent(m[0]));
    if (text.includes("&#"))
      for (const m of allMatches(ENTITY_RUN, text)) push(m.index, m[0].length, fromEntities(m[0]));
  },
  // ROT13 where the file names it (`codecs.decode(s, "rot_13")`, `tr 'A-Za-z' 'N-ZA-M'`, "stored in ROT13"):
  // every long literal and code span is tried rotated.
  (text, push, has) => {
    if (!(has("rot13") || has("rot_13") || has("rot-13") || has("n-za-m")) || !ROT13_WORD.test(text)) return;
    for (const m of allMatches(STRING_LIT_G, text))
      if (m[0].length >= 14) push(m.index, m[0].length, rot13(unquote(m[0])));
    for (const m of allMatches(CODE_SPAN, text)) push(m.index, m[0].length, rot13(m[1]!));
  },
  // Literals split and joined: "cu" + "rl …" + "| sh"; ['c','u','r','l'].join('').
  (text, push) => {
    if (splitLiteral(text))
      for (const m of allMatches(SPLIT_JOIN, text))
        push(
          m.index,
          m[0].length,
          allMatches(STRING_LIT_G, m[0])
            .map((x) => unquote(x[0]))
            .join(""),
        );
    // A list of literals held in a variable and joined with nothing: parts = ['cu', 'rl …']; ''.join(parts).
    // The joins are found in one pass and the lists in another, so the text is read twice, whatever the count.
    if (emptyJoin(text)) {
      const joined = new Set<string>();
      for (const j of allMatches(JOIN_CALL, text)) joined.add(j[1] ?? j[2]!);
      if (joined.size > 0)
        for (const list of allMatches(LIST_ASSIGN, text))
          if (joined.has(list[1]!))
            push(
              list.index,
              list[0].length,
              allMatches(STRING_LIT_G, list[0])
                .map((x) => unquote(x[0]))
                .join(""),
            );
    }
    if (text.includes(".join("))
      for (const m of allMatches(LIST_JOIN, text))
        push(
          m.index,
          m[0].length,
          allMatches(STRING_LIT_G, m[0])
            .map((x) => unquote(x[0]))
            .join(""),
        );
  },
  // A command spelled out of shell variables: a=cu; b=rl; $a$b -s https://… | $c$d.
  (text, push) => {
    if (!spliced(text)) return;
    const vars = new Map<string, string>();
    for (const m of allMatches(SHELL_ASSIGN, text)) if (vars.size < 500) vars.set(m[1]!, m[3]!);
    if (vars.size < 2) return;
    let at = 0;
    for (const line of text.split("\n")) {
      if (line.length <= 4000 && SPLICED.test(line)) {
        let known = true;
        const spelled = line.replace(/\$\{?([A-Za-z_]\w{0,15})\}?/g, (all, v: string) => {
          const value = vars.get(v);
          if (value === undefined) known = false;
          return value ?? all;
        });
        if (known) push(at, line.length, spelled);
      }
      at += line.length + 1;
    }
  },
  // Reversed: "hs | …"[::-1], "…".split("").reverse().join(""), rev <<< "…", echo "…" | rev.
  (text, push, has, exact) => {
    if (!reversal(text, has, exact)) return;
    const rev = (s: string) => [...s].reverse().join("");
    for (const m of allMatches(REVERSED, text))
      push(m.index, m[0].length, rev(unquote(m[1] ?? m[2] ?? m[3] ?? m[4]!)));
    // A literal reversed elsewhere (`"".join(reversed(r))`, `$r[-1..-($r.Length)]`, `echo "$x" | rev`): where a
    // reversal is written, try every long literal; where prose orders one, every long code span too.
    if (REVERSED_ELSEWHERE.test(text))
      for (const m of allMatches(STRING_LIT_G, text))
        if (m[0].length >= 14) push(m.index, m[0].length, rev(unquote(m[0])));
    if (proseReverse(text))
      for (const m of allMatches(CODE_SPAN, text)) push(m.index, m[0].length, rev(m[1]!));
  },
  // Strings assembled by code: picked by index, cleaned of filler, ticked, joined by spaces, shifted (decode-assembly.ts).
  ...ASSEMBLY_FINDERS,
  // Bytes one a character in a Unicode block, Lua decimal escapes, address lists, literals put through tr (decode-blocks.ts).
  ...BLOCK_FINDERS,
];

/**
 * Every piece of text decoded out of `text`, within DECODE_LIMITS. `has` is the scanner's answer for
 * the gate words of this very text (GATE_WORDS), when it has one; `exact` when its hint pass read `text`
 * itself (not its normalised form): then `has(w)` is `/w/i.test(text)`, and a finder need not ask both.
 */
export function decodePieces(text: string, has: HasWord = ANY_WORD, exact = false): Decoded[] {
  const out: Decoded[] = [];
  let total = 0;
  const push = (index: number, length: number, decoded: string | undefined) => {
    if (decoded === undefined || out.length >= DECODE_LIMITS.pieces || total >= DECODE_LIMITS.totalBytes)
      return;
    const t = decoded.slice(0, DECODE_LIMITS.pieceBytes);
    if (t.trim().length < 4) return;
    total += t.length;
    out.push({ index, length, text: t });
  };
  for (const find of FINDERS) find(text, push, has, exact && has !== ANY_WORD);
  return out;
}

const piecesOfFile = new WeakMap<object, readonly Decoded[]>();

/**
 * decodePieces of a text file's original text (before normalisation), once per file object: the
 * encoded-payload rule and the decoded-URL signal both ask, and the second ask decoded the file again
 * with every gate open. The scanner's gate words are found in the normalised text, and serve the original
 * too: normalising only removes characters (invisible ones, quotes, line continuations) or maps non-ASCII ones
 * to ASCII, so a gate word (ASCII) written whole in the original is whole in the normalised text as well.
 */
export function decodedOf(file: AuditText): readonly Decoded[] {
  let pieces = piecesOfFile.get(file);
  if (!pieces) {
    // Without `original` the pass's hint scan read this very text: its gate words answer exactly.
    pieces = decodePieces(file.original ?? file.text, file.hasWord, file.original === undefined);
    piecesOfFile.set(file, pieces);
  }
  return pieces;
}
