// Unwrapping obfuscated text, bounded: base64 (and base64url), base85/Ascii85, hex, `\x` escapes,
// char codes (fromCharCode, chr(), [char]), string literals split and joined, reversed strings, and
// zlib/gzip inside any of them. The rules then scan what comes out (scan.ts), a few levels deep.
import { createRequire } from "node:module";
import type { AuditText } from "./rule-types.js";
import { eachMatchFast, type FastPattern } from "./sentences.js";
import { allMatches, isSpace } from "./text.js";

/** One piece of decoded text and where its encoded form sits in the file. */
export interface Decoded {
  readonly index: number;
  readonly length: number;
  readonly text: string;
}

/** Per file: at most this many decoded pieces, each at most this long, this much in all. */
export const DECODE_LIMITS = { pieces: 64, pieceBytes: 64 * 1024, totalBytes: 256 * 1024 } as const;

let zlib: typeof import("node:zlib") | undefined;
const zlibMod = () => (zlib ??= createRequire(import.meta.url)("node:zlib") as typeof import("node:zlib"));

/** Bytes as text when they look like text (UTF-8, mostly printable); inflated first when compressed. */
function asText(bytes: Uint8Array): string | undefined {
  let b = bytes;
  try {
    const opts = { maxOutputLength: DECODE_LIMITS.pieceBytes };
    if (b[0] === 0x1f && b[1] === 0x8b) b = zlibMod().gunzipSync(b, opts);
    else if (b[0] === 0x78 && [0x01, 0x5e, 0x9c, 0xda].includes(b[1]!)) b = zlibMod().inflateSync(b, opts);
  } catch {
    return undefined;
  }
  if (b.length < 4) return undefined;
  // PowerShell's -EncodedCommand is UTF-16LE: every other byte is zero.
  if (b.length % 2 === 0 && b.length >= 8 && b.every((c, i) => i % 2 === 0 || c === 0)) {
    const text = Buffer.from(b).toString("utf16le");
    return textLike(text) ? text : undefined;
  }
  // A control byte (other than tab, LF, CR) is a control character of the text or invalid UTF-8: not text
  // either way. Most runs that look like base64 decode to such bytes: this spares the throwing decode.
  if (b.some((c) => c < 0x20 && c !== 9 && c !== 10 && c !== 13)) return undefined;
  let text: string;
  try {
    text = utf8.decode(b);
  } catch {
    return undefined;
  }
  return textLike(text) ? text : undefined;
}

const utf8 = new TextDecoder("utf-8", { fatal: true });

/** Text a person or a shell would write: no control characters, mostly ASCII letters, digits, spaces and punctuation. */
function textLike(text: string): boolean {
  let plain = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x20 && c !== 9 && c !== 10 && c !== 13) return false;
    if (c >= 0x20 && c < 0x7f) plain++;
  }
  return plain / text.length >= 0.9;
}

const fromBase64 = (s: string): string | undefined => {
  const clean = s.replace(/[-_]/g, (c) => (c === "-" ? "+" : "/"));
  if (clean.replace(/=+$/, "").length % 4 === 1) return undefined;
  return asText(Buffer.from(clean, "base64"));
};
/** RFC 4648 base32 (upper case, `=` padding): `base32 -d`, Python's b32decode. */
function fromBase32(s: string): string | undefined {
  const body = s.replace(/=+$/, "");
  const bytes: number[] = [];
  let bits = 0;
  let value = 0;
  for (const c of body) {
    const v = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567".indexOf(c);
    if (v < 0) return undefined;
    value = (value << 5) | v;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return asText(Uint8Array.from(bytes));
}
const fromHex = (s: string): string | undefined =>
  s.length % 2 === 0 ? asText(Buffer.from(s, "hex")) : undefined;

const B85 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz!#$%&()*+-;<=>?@^_`{|}~";

/** Base85 (RFC 1924 alphabet, Python's b85decode) or Ascii85 (a85decode, `<~ ~>`). */
function fromBase85(s: string, ascii85: boolean): string | undefined {
  const body = ascii85
    ? s
        .replace(/^<~|~>$/g, "")
        .replace(/z/g, "!!!!!")
        .replace(/\s/g, "")
    : s;
  const out: number[] = [];
  for (let i = 0; i < body.length; i += 5) {
    const chunk = body.slice(i, i + 5).padEnd(5, ascii85 ? "u" : "~");
    let n = 0;
    for (const c of chunk) {
      const v = ascii85 ? c.charCodeAt(0) - 33 : B85.indexOf(c);
      if (v < 0 || v > 84) return undefined;
      n = n * 85 + v;
    }
    if (n > 0xffffffff) return undefined;
    const bytes = [n >>> 24, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];
    out.push(...bytes.slice(0, Math.min(4, body.length - i - 1)));
  }
  return asText(Uint8Array.from(out));
}

/** Code points written as digits in `radix`, as text when it looks like text. */
function fromCodePoints(digits: readonly string[], radix: number): string | undefined {
  const cps = digits.map((d) => Number.parseInt(d, radix)).filter((n) => n >= 0 && n < 0x110000);
  if (cps.length < 4) return undefined;
  const text = String.fromCodePoint(...cps);
  return textLike(text) ? text : undefined;
}

const STRING_LIT = String.raw`(?:"[^"\\\n]{0,200}"|'[^'\\\n]{0,200}')`;
const unquote = (lit: string): string => lit.slice(1, -1);

/** Characters of base64, base64url and hex runs. */
const RUN = new Uint8Array(128);
for (const c of "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/_-=")
  RUN[c.charCodeAt(0)] = 1;

type Push = (index: number, length: number, decoded: string | undefined) => void;

/** A run that may be encoded text: hex (even length, 32+), or base64 that mixes cases and is no path or identifier. */
function tryRun(run: string, index: number, push: Push): void {
  if (/^[0-9A-Fa-f]+$/.test(run)) {
    if (run.length >= 32 && run.length % 2 === 0) push(index, run.length, fromHex(run));
    return;
  }
  const body = run.replace(/^[=_-]+/, "");
  if (!/^[A-Za-z0-9+/_-]{20,20000}={0,2}$/.test(body)) return;
  // Encoded text mixes cases; paths (many slashes) and identifiers (words and hyphens) do not decode.
  if (!/[a-z]/.test(body) || !/[A-Z]/.test(body) || (body.match(/\//g) ?? []).length > body.length / 16)
    return;
  if (/^[A-Za-z]{2,}(?:[-_][A-Za-z0-9]{1,}){2,}$/.test(body)) return;
  push(index + run.length - body.length, body.length, fromBase64(body));
}

/** Cheap tests that say whether a finder's costly expression can match at all. */
/** Two shell variables written side by side: a word spelled out of pieces. */
const SPLICED = /\$\{?[A-Za-z_]\w{0,15}\}?\$\{?[A-Za-z_]/;
const SPLICED_AT = new RegExp(SPLICED.source, "y");
/** `SPLICED.test(text)`, tried at each `$` only (rare in prose; the expression read every character). */
export function spliced(text: string): boolean {
  for (let p = text.indexOf("$"); p !== -1; p = text.indexOf("$", p + 1)) {
    SPLICED_AT.lastIndex = p;
    if (SPLICED_AT.test(text)) return true;
  }
  return false;
}
const CHR = /\bchr\s*\(|\[char(?:\[\])?\]/i;

const isQuote = (c: number): boolean => c === 34 || c === 39;

/**
 * `/["']\s*\+|\+\s*["']/.test(text)`, asked at each "+" only (rarer than quotes): a quote, then spaces,
 * before or after it. Linear: a space is read at most from the "+" on either side of it.
 */
export function splitLiteral(text: string): boolean {
  for (let p = text.indexOf("+"); p !== -1; p = text.indexOf("+", p + 1)) {
    let k = p - 1;
    while (k >= 0 && isSpace(text.charCodeAt(k))) k--;
    if (k >= 0 && isQuote(text.charCodeAt(k))) return true;
    k = p + 1;
    while (k < text.length && isSpace(text.charCodeAt(k))) k++;
    if (k < text.length && isQuote(text.charCodeAt(k))) return true;
  }
  return false;
}

const emptyLiteralAt = (text: string, at: number): boolean => {
  const q = text.charCodeAt(at);
  return isQuote(q) && text.charCodeAt(at + 1) === q;
};
/**
 * Whether some `.join(` has an empty literal right before it (`"".join(`) or as its only argument
 * (`.join('')`), found by indexOf: JOIN_CALL needs one, and its identifier-led branch tried every word.
 */
export function emptyJoin(text: string): boolean {
  for (let p = text.indexOf(".join("); p !== -1; p = text.indexOf(".join(", p + 1)) {
    if (p >= 2 && emptyLiteralAt(text, p - 2)) return true;
    let k = p + 6;
    while (k < text.length && isSpace(text.charCodeAt(k))) k++;
    if (!emptyLiteralAt(text, k)) continue;
    k += 2;
    while (k < text.length && isSpace(text.charCodeAt(k))) k++;
    if (text.charCodeAt(k) === 41) return true;
  }
  return false;
}

/**
 * Words (lowercase) one of which a finder's whole-text gate needs, capitals folded. The scanner finds
 * them in the hint pass it makes anyway (`AuditText.hasWord`), so a file without them skips the gate's
 * expression; each gate still runs as written where its word is.
 */
export const GATE_WORDS = ["b32", "base32", "chr", "[char", "bytes", "fromcharcode", "rev"] as const;
/** Whether `text` holds a gate word (capitals folded); without the scanner's answer, assume it does. */
export type HasWord = (word: (typeof GATE_WORDS)[number]) => boolean;
const ANY_WORD: HasWord = () => true;

// `.reverse()` holds "rev" too: both wait for the gate word.
const reversal = (text: string, has: HasWord): boolean =>
  (text.includes("::") && /\[\s*::\s*-1\s*\]/.test(text)) ||
  (has("rev") && (text.includes(".reverse()") || revWord(text)));

const isWordChar = (c: number): boolean =>
  (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95;
const REVERSED_CALL = /ersed\s*\(/y;
/** `/\brev(?:\b|ersed\s*\()/.test(text)`, asked at each "rev" (found by indexOf) instead of at every character. */
export function revWord(text: string): boolean {
  for (let p = text.indexOf("rev"); p !== -1; p = text.indexOf("rev", p + 1)) {
    if (p > 0 && isWordChar(text.charCodeAt(p - 1))) continue;
    if (!isWordChar(text.charCodeAt(p + 3))) return true;
    REVERSED_CALL.lastIndex = p + 3;
    if (REVERSED_CALL.test(text)) return true;
  }
  return false;
}

type Finder = (
  text: string,
  push: (index: number, length: number, decoded: string | undefined) => void,
  has: HasWord,
) => void;

/** A run of base64, base64url or hex characters: where it starts and how long it is. */
export interface Run {
  readonly index: number;
  readonly length: number;
}

/** The last two texts asked and their runs: a file's text and its normalised form are asked in turn. */
const recent: { text: string; runs: readonly Run[] }[] = [];

/** The shortest run encodedRuns reports. */
const MIN_RUN = 20;

/**
 * The runs of 20 or more base64/base64url/hex characters of `text`, in order, remembered for the last
 * two texts asked (the decoder reads a file's original text, the long-blob rule its normalised text, one
 * after the other). A run that long holds one of every 20th character: only those are looked at, and a
 * run is measured from one of them, so most characters of prose are never read.
 */
export function encodedRuns(text: string): readonly Run[] {
  for (const r of recent) if (r.text === text) return r.runs;
  const out: Run[] = [];
  const n = text.length;
  const inRun = (i: number): boolean => {
    const c = text.charCodeAt(i);
    return c < 128 && RUN[c] === 1;
  };
  for (let i = MIN_RUN - 1; i < n; ) {
    if (!inRun(i)) {
      i += MIN_RUN;
      continue;
    }
    let start = i;
    while (start > 0 && inRun(start - 1)) start--;
    let end = i + 1;
    while (end < n && inRun(end)) end++;
    if (end - start >= MIN_RUN) out.push({ index: start, length: end - start });
    // `end` is not in a run: the next run long enough starts after it and holds end + MIN_RUN.
    i = end + MIN_RUN;
  }
  recent.unshift({ text, runs: out });
  recent.length = Math.min(recent.length, 2);
  return out;
}

// The finders' expressions, made once: each is run on itself (allMatches), never on a copy per call.
const BASE32_RUN = /(?<![A-Za-z0-9+/=])[A-Z2-7]{24,20000}={0,6}(?![A-Za-z0-9+/=])/g;
const U_ESCAPES = /(?:\\u[0-9A-Fa-f]{4}|\\u\{[0-9A-Fa-f]{1,6}\}){6,10000}/g;
const OCTAL_ESCAPES = /(?:\\[0-3][0-7]{2}){6,10000}/g;
const X_ESCAPES = /(?:\\x[0-9A-Fa-f]{2}){8,10000}/g;
const HEX_LIST = /(?:0x[0-9A-Fa-f]{2}\s*,\s*){8,10000}0x[0-9A-Fa-f]{2}/g;
/** HEX_LIST tried only where a `0x` is (sentences.ts eachMatchFast): from every position it read a text at ~12 ns a character. */
const HEX_LIST_AT: FastPattern = { prefilter: /0x/g, exact: new RegExp(HEX_LIST.source, "y") };
const B85_LITERAL = /\bb?(?:"([^"\s]{20,20000})"|'([^'\s]{20,20000})')/g;
const FROM_CHAR_CODE = /\bfromCharCode\s*\(\s*((?:\d{1,7}\s*,\s*){3,2000}\d{1,7})\s*\)/g;
const CODE_LIST = /[[(]\s*((?:\d{1,3}\s*,\s*){7,4000}\d{1,3})\s*,?\s*[\])]/g;
const CHR_CALLS = /(?:\b(?:chr|\[char\])\s*\(?\s*\d{1,7}\s*\)?\s*[+,]?\s*){4,2000}/gi;
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
  (text, push) => {
    for (const r of encodedRuns(text)) tryRun(text.slice(r.index, r.index + r.length), r.index, push);
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
    if (/\\[0-3][0-7]{2}\\[0-3][0-7]{2}/.test(text))
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
  (text, push, has) => {
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
    if (chr || fromCharCode || (has("bytes") && /\bbytes(?:array)?\s*\(/.test(text)))
      for (const m of allMatches(CODE_LIST, text)) {
        const list = m[1]!.split(/\s*,\s*/).map(Number);
        if (list.every((n) => n === 9 || n === 10 || (n >= 32 && n < 127)))
          push(m.index, m[0].length, codes(m[1]!));
      }
    if (chr)
      for (const m of allMatches(CHR_CALLS, text))
        push(m.index, m[0].length, codes(m[0].replace(/\b(?:chr|char)\b/gi, "")));
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
  (text, push, has) => {
    if (!reversal(text, has)) return;
    const rev = (s: string) => [...s].reverse().join("");
    for (const m of allMatches(REVERSED, text))
      push(m.index, m[0].length, rev(unquote(m[1] ?? m[2] ?? m[3] ?? m[4]!)));
    // A literal reversed elsewhere (`"".join(reversed(r))`): where a reversal is written, try every long literal.
    if (/\breversed\s*\(|\.reverse\(\)|\[\s*::\s*-1\s*\]/.test(text))
      for (const m of allMatches(STRING_LIT_G, text))
        if (m[0].length >= 14) push(m.index, m[0].length, rev(unquote(m[0])));
  },
];

/**
 * Every piece of text decoded out of `text`, within DECODE_LIMITS. `has` is the scanner's answer for
 * the gate words of this very text (GATE_WORDS), when it has one.
 */
export function decodePieces(text: string, has: HasWord = ANY_WORD): Decoded[] {
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
  for (const find of FINDERS) find(text, push, has);
  return out;
}

const piecesOfFile = new WeakMap<object, readonly Decoded[]>();

/**
 * decodePieces of a text file's original text (before normalisation), once per file object: the
 * encoded-payload rule and the decoded-URL signal both ask, and the second ask decoded the file again
 * with every gate open. The scanner's gate words answer only when they were found in that very text.
 */
export function decodedOf(file: AuditText): readonly Decoded[] {
  let pieces = piecesOfFile.get(file);
  if (!pieces) {
    pieces = decodePieces(file.original ?? file.text, file.original === undefined ? file.hasWord : undefined);
    piecesOfFile.set(file, pieces);
  }
  return pieces;
}
