// The decoder's gates: cheap tests, most by indexOf, that say whether a finder's costly expression can
// match at all, and the words the scanner finds for them in its hint pass (GATE_WORDS).
import { isSpace } from "./text.js";

/** Two shell variables written side by side: a word spelled out of pieces. */
export const SPLICED = /\$\{?[A-Za-z_]\w{0,15}\}?\$\{?[A-Za-z_]/;
const SPLICED_AT = new RegExp(SPLICED.source, "y");
/** `SPLICED.test(text)`, tried at each `$` only (rare in prose; the expression read every character). */
export function spliced(text: string): boolean {
  for (let p = text.indexOf("$"); p !== -1; p = text.indexOf("$", p + 1)) {
    SPLICED_AT.lastIndex = p;
    if (SPLICED_AT.test(text)) return true;
  }
  return false;
}
export const CHR = /\bchr\s*\(|\[char(?:\[\])?\]/i;

/**
 * Runs of 8 or more characters of one block where one character stands for one byte (decode-blocks.ts): Braille
 * patterns, base100's emoji, variation selectors, the private use area.
 */
export const BLOCK_RUNS =
  /[\u2800-\u28ff]{8,20000}|[\u{1f3f7}-\u{1f4f6}]{8,20000}|[\ufe00-\ufe0f\u{e0100}-\u{e01ef}]{8,20000}|[\ue000-\ue0ff]{8,20000}/gu;
/** The first code unit of every BLOCK_RUNS match, as one class (V8 scans a class fast; the alternation it reads slowly). */
// biome-ignore lint/suspicious/noMisleadingCharacterClass: lone surrogates, read as code units.
const BLOCK_LEAD = /[\u2800-\u28ff\ufe00-\ufe0f\ue000-\ue0ff\ud83c\ud83d\udb40]/g;
const BLOCK_RUN_AT = new RegExp(BLOCK_RUNS.source, "uy");
/**
 * Whether BLOCK_RUNS matches in `text`, tried at each character of BLOCK_LEAD: the expression (four classes under
 * `u`) read every file holding one common emoji whole, most of the decoder's time on the corpus.
 */
export function blockRun(text: string): boolean {
  let found = false;
  BLOCK_LEAD.lastIndex = 0;
  for (let m = BLOCK_LEAD.exec(text); m !== null && !found; m = BLOCK_LEAD.exec(text)) {
    BLOCK_RUN_AT.lastIndex = m.index;
    found = BLOCK_RUN_AT.test(text);
  }
  BLOCK_LEAD.lastIndex = 0;
  return found;
}

/** Three hex groups each before a colon (`fe80:1:2:`): a match holds a colon right after a hex digit. */
const HEX_GROUPS_AT = /[0-9a-fA-F]{1,4}:[0-9a-fA-F]{1,4}:/y;
const isHexDigit = (c: number): boolean =>
  (c >= 48 && c <= 57) || (c >= 65 && c <= 70) || (c >= 97 && c <= 102);
/** `/[0-9a-fA-F]{1,4}:[0-9a-fA-F]{1,4}:[0-9a-fA-F]{1,4}:/.test(text)`, tried at each colon after a hex digit. */
export function hexGroups(text: string): boolean {
  for (let p = text.indexOf(":"); p !== -1; p = text.indexOf(":", p + 1)) {
    if (!isHexDigit(text.charCodeAt(p - 1))) continue;
    HEX_GROUPS_AT.lastIndex = p + 1;
    if (HEX_GROUPS_AT.test(text)) return true;
  }
  return false;
}

const PACKER_AT = /function\s*\(\s*p\s*,\s*a\s*,\s*c\s*,\s*k\s*,\s*e\s*,/y;
/** `/function\s*\(\s*p\s*,…/.test(text)` (the packer's signature), tried at each "function" (found by indexOf). */
export function packerSignature(text: string): boolean {
  for (let p = text.indexOf("function"); p !== -1; p = text.indexOf("function", p + 1)) {
    PACKER_AT.lastIndex = p;
    if (PACKER_AT.test(text)) return true;
  }
  return false;
}

/** Two octal escapes in a row (`\143\165`, `\0143\0165`): a match starts at a backslash before 0-3. */
const OCTAL_PAIR_AT = /\\0?[0-3][0-7]{2}\\0?[0-3][0-7]{2}/y;
/**
 * `/\\0?[0-3][0-7]{2}\\0?[0-3][0-7]{2}/.test(text)`, tried at each backslash before a digit 0-3 (found by
 * indexOf): the expression read every character of every text.
 */
export function octalPair(text: string): boolean {
  for (let p = text.indexOf("\\"); p !== -1; p = text.indexOf("\\", p + 1)) {
    const c = text.charCodeAt(p + 1);
    if (c < 48 || c > 51) continue;
    OCTAL_PAIR_AT.lastIndex = p;
    if (OCTAL_PAIR_AT.test(text)) return true;
  }
  return false;
}

/** Two decimal escapes in a row (`\108\111`): a match starts at a backslash before a digit. */
const DECIMAL_PAIR_AT = /\\\d{2,3}\\\d{2,3}/y;
/**
 * `/\\\d{2,3}\\\d{2,3}/.test(text)`, tried at each backslash before a digit (found by indexOf): the expression
 * read every character of every text that says "load".
 */
export function decimalPair(text: string): boolean {
  for (let p = text.indexOf("\\"); p !== -1; p = text.indexOf("\\", p + 1)) {
    const c = text.charCodeAt(p + 1);
    if (c < 48 || c > 57) continue;
    DECIMAL_PAIR_AT.lastIndex = p;
    if (DECIMAL_PAIR_AT.test(text)) return true;
  }
  return false;
}

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
export const GATE_WORDS = [
  "b32",
  "base32",
  "chr",
  "[char",
  "bytes",
  "fromcharcode",
  "rev",
  "string.char",
  ".pack(",
  "rot13",
  "rot_13",
  "rot-13",
  "n-za-m",
  // decode.ts: base64 runs are tried as raw deflate where the file reads it (readsRawDeflate's substrings hold one).
  "flate",
  "ecompress",
  // decode.ts: a byte array turned into text (BYTE_TEXT), and reversals the gate words below do not cover.
  "byte[]",
  "vec![",
  "from_utf8",
  "getstring(",
  "new string(",
  "[-1..",
  "strrev",
  // decode-assembly.ts: each finder waits for its call's own spelling, so a corpus without one reads none of them.
  "]+",
  "] +",
  "${",
  "'.replace",
  '".replace',
  "'.split(",
  '".split(',
  "-replace",
  "-split",
  "'.join(",
  '".join(',
  ".join(' ')",
  '.join(" ")',
  "'.format(",
  '".format(',
  "-bxor",
  "buffer",
  "b64decode",
  "base64",
  // decode-blocks.ts: lists of UUID, IPv6 or MAC addresses wait for one of the words of the loaders that read them.
  "uuid",
  "ipv6",
  "inet_pton",
  "ethernet",
  "macaddr",
  "mac_to",
  "fromstring",
] as const;
/** Whether `text` holds a gate word (capitals folded); without the scanner's answer, assume it does. */
export type HasWord = (word: (typeof GATE_WORDS)[number]) => boolean;
export const ANY_WORD: HasWord = () => true;

// `.reverse()` holds "rev" too: both wait for the gate word.
// PowerShell's `$s[-1..-($s.Length)]` holds no gate word; `[array]::Reverse(` and a prose order to reverse hold
// "rev" and "evers" (the gate word "rev" is in every "previous" and "review": "evers" is asked before the rest).
/**
 * Lua's `string.reverse(s)` and `s:reverse()`, Perl's `scalar reverse` (round 29): `/\bstring\.reverse\s*\(|
 * :reverse\s*\(\s*\)|\bscalar\s+reverse\b/`, asked at each "reverse" (found by indexOf; every match holds it) with
 * what comes before it as a look-behind. Led by `\b` and `:`, the expression was tried at every character.
 */
const OTHER_REVERSE_AT = /(?<=\bstring\.)reverse\s*\(|(?<=:)reverse\s*\(\s*\)|(?<=\bscalar\s+)reverse\b/y;
const otherReverse = (text: string): boolean => stickyAt(text, "reverse", 0, OTHER_REVERSE_AT);
/**
 * Whether `sticky` (a `y` expression) matches at some index of `text` where `anchor` starts, moved back by `back`:
 * the whole expression at each place its literal is, instead of at every character.
 */
function stickyAt(text: string, anchor: string, back: number, sticky: RegExp): boolean {
  for (let p = text.indexOf(anchor); p !== -1; p = text.indexOf(anchor, p + 1)) {
    if (p < back) continue;
    sticky.lastIndex = p - back;
    if (sticky.test(text)) return true;
  }
  return false;
}
/** `exact`: `has` was read off a hint pass over `text` itself (decode.ts), so a literal's gate word is asked first. */
export const reversal = (text: string, has: HasWord, exact = false): boolean =>
  (text.includes("::") && /\[\s*::\s*-1\s*\]/.test(text)) ||
  ((!exact || has("[-1..")) && text.includes("[-1..")) ||
  ((!exact || has("strrev")) && (text.includes("strrev(") || text.includes("StrReverse("))) ||
  (has("rev") &&
    (revWord(text) ||
      (text.includes("evers") &&
        (text.includes(".reverse()") ||
          /::[Rr]everse\s*\(/.test(text) ||
          PROSE_REVERSE.test(text) ||
          otherReverse(text)))));
/** An order in prose to reverse a string ("reverse the following string character by character"). */
const PROSE_REVERSE = /\b[Rr]evers(?:e|ed|ing)\b[^\n]{0,80}\b(?:string|text|characters?|letters|order)\b/;
export const proseReverse = (text: string): boolean => text.includes("evers") && PROSE_REVERSE.test(text);

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

/** `/\btr\s/.test(text)`, asked at each "tr" (found by indexOf) instead of at every character. */
export function trWord(text: string): boolean {
  for (let p = text.indexOf("tr"); p !== -1; p = text.indexOf("tr", p + 1)) {
    if (p > 0 && isWordChar(text.charCodeAt(p - 1))) continue;
    if (p + 2 < text.length && isSpace(text.charCodeAt(p + 2))) return true;
  }
  return false;
}
