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
export const reversal = (text: string, has: HasWord): boolean =>
  (text.includes("::") && /\[\s*::\s*-1\s*\]/.test(text)) ||
  text.includes("[-1..") ||
  (has("rev") &&
    (revWord(text) ||
      (text.includes("evers") &&
        (text.includes(".reverse()") || /::[Rr]everse\s*\(/.test(text) || PROSE_REVERSE.test(text)))));
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
