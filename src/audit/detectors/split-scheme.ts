// A link's scheme cut into pieces that are joined again and run (ATT&CK T1027 with T1105): `set "h=htt"` and
// `set "p=ps://…"` then `mshta %h%%p%`, `'ht' + 'tps://…'` into `iex (iwr …)`, `P1=ht; P2=tps://…; curl "$P1$P2" | sh`.
// A scheme is cut only to keep the link from being read: a program that builds `scheme + "//" + host` picks
// "https:" or "http:" whole and does not run what it fetches.
import type { AuditLine, AuditText, TextHit } from "../rule-types.js";
import { lineOf, startsOf, window } from "../text.js";

/** The tail of a cut scheme (`tps://`, `ps://`, `s://` after a quote, `=` or `%`) or its head alone in a string (`"ht"`, `'https:'`). */
const CUT_SCHEME =
  /(?<![\w.+/-])(?:t{1,2}ps?|ps?|s):\/\/|(?:["'`]|=)(?:ht|htt|https?:\/{0,2})(?:["'`&;]|$)|["'`](?:t{1,2}ps?|ps?):["'`]/im;
/** What runs the joined text: a code evaluator, a script host, a shell fed by a pipe, a script element. */
const RUNS =
  /\b(?:eval|exec|execfile|loadstring|load|Function|system|popen|execSync|Invoke-Expression|iex)\s*\(|\b(?:iex|Invoke-Expression|mshta|rundll32|regsvr32|msiexec|wscript|cscript|bitsadmin|certutil)\b|\bstart\s+(?:""|\/\w)|\b(?:ba|z|da)?sh\s+-c\b|\|\s*(?:sudo\s+)?(?:ba|z|da)?sh\b|\|\s*(?:iex|python\d?|node|perl|ruby|php)\b|createElement\s*\(\s*["']script/i;

/** Past this many characters a line is read only within NEAR characters of the cut scheme. */
const LONG_LINE = 1000;
const NEAR = 300;
const PROTOCOL = /\bprotocol\b/i;

const QUOTES = ['"', "'", "`", "=", "%"];
/** Hint words: the cut scheme's pieces after a quote, `=` or `%`. */
export const SPLIT_SCHEME_HINTS: readonly string[] = [
  ...QUOTES.flatMap((q) =>
    ["s://", "ps://", "tps://", "ttps://", "p://", "tp://", "ttp://"].map((t) => q + t),
  ),
  ...QUOTES.flatMap((q) => ["ht", "htt", "http:", "https:"].map((t) => q + t)),
];

/** Lines holding a cut scheme with something that runs the joined result in the lines around. */
export function splitSchemeRun(file: AuditText, lines: readonly AuditLine[]): TextHit[] {
  const out: TextHit[] = [];
  let starts: readonly number[] | undefined;
  for (const l of lines) {
    const m = CUT_SCHEME.exec(l.text);
    if (!m) continue;
    // `location.protocol === "https:"`: a whole scheme compared, not a link cut.
    if (/https?:/i.test(m[0]) && PROTOCOL.test(l.text.slice(Math.max(0, m.index - 40), m.index + 40)))
      continue;
    // A long line (minified code) is read near the cut alone: its neighbour lines say nothing of what runs it.
    let around: string;
    if (l.text.length > LONG_LINE) around = l.text.slice(Math.max(0, m.index - NEAR), m.index + NEAR);
    else {
      starts ??= startsOf(file);
      around = window(file.text, starts, lineOf(starts, l.index), 3, 4).text;
    }
    if (RUNS.test(around)) out.push({ index: l.index, length: l.text.length });
  }
  return out;
}
