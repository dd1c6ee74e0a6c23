// Char codes put through a cipher and run (ATT&CK T1027, T1140): a list of numbers or hex pairs, each shifted,
// xor-ed or parsed into a character (`string.char(p[i] - 3)`, `String.fromCharCode(c ^ 23)`,
// `String.fromCharCode(parseInt(h, 16))`, `[char]($_ - 7)`, `(c - 2).chr`, `chr(c ^ 42)`), and the text joined from
// them handed to `load`, `eval`, `exec`, `Function`, `iex` or a script element. The decoder cannot unwrap a cipher
// it does not know; the shape is the same in every language. A Caesar exercise or a %XX decoder prints what it makes.
import type { AuditLine, AuditText, TextHit } from "../rule-types.js";
import { lineOf, startsOf, window } from "../text.js";

/** A character made from a code after arithmetic on it, or from a hex pair parsed. */
const CIPHER_CHAR =
  /(?:\bString\.fromCharCode|\bstring\.char|\bchr|\[char\]|\bChrW?)\s*\(\s*(?:parseInt\s*\(|ord\s*\([^()\n]{1,40}\)\s*(?:[-+^]|\bxor\b)|[\w$.[\]]{1,40}\s*(?:[-+^]|\bb?xor\b|~)\s*(?:0x[\da-f]{1,4}|\d{1,4}|[\w$]{1,20})\s*\))|\(\s*[\w$]{1,20}\s*[-+^]\s*(?:0x[\da-f]{1,4}|\d{1,4})\s*\)\s*\.chr\b|\bpack\s*\(?\s*["'][CcU]\*["']\s*,\s*map\s*\{[^}\n]{0,60}[-+^]/i;
/** Sixteen or more codes in a row: numbers, `0x` numbers or quoted hex pairs. */
const CODES =
  /(?:\b\d{1,3}\s{0,2},\s{0,2}){16}|(?:\b0x[\da-f]{1,2}\s{0,2},\s{0,2}){16}|(?:["'][\da-f]{2}["']\s{0,2},\s{0,2}){16}/i;
/** What runs the text: an evaluator, a loader, a shell, a script element given the result as its source. */
const RUNS =
  /\b(?:eval|exec|execfile|loadstring|load|Function|system|popen|execSync|Invoke-Expression|iex|assert|create_function)\s*\(|\b(?:eval|iex|Invoke-Expression)\s+[\w$(-]|createElement\s*\(\s*["']script|\.src\s*=|\bsh\s+-c\b/i;

export const CHAR_CIPHER_HINTS: readonly string[] = [
  "fromcharcode",
  "string.char",
  "chr(",
  "chr (",
  "[char]",
  ".chr",
  "chrw(",
  "pack(",
  "pack ",
];

/** Lines that make characters through a cipher, with a run of codes and something that runs the result nearby. */
export function charCipherRun(file: AuditText, lines: readonly AuditLine[]): TextHit[] {
  const out: TextHit[] = [];
  let starts: readonly number[] | undefined;
  for (const l of lines) {
    if (!CIPHER_CHAR.test(l.text)) continue;
    starts ??= startsOf(file);
    const around = window(file.text, starts, lineOf(starts, l.index), 6, 6).text;
    if (RUNS.test(around) && CODES.test(around)) out.push({ index: l.index, length: l.text.length });
  }
  return out;
}
