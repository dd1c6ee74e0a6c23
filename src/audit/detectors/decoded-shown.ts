// Decodes in plain sight: an encoded literal whose decoded text is a cross-site scripting probe (an XSS test's
// `eval(atob('YWxlcnQoMSk='))` runs alert(1)), and a blob whose decoded text the same file prints (a webhook
// template "This decodes to: …"). What runs or is carried is what a reader sees; nothing is hidden.
import { inMatchedPattern } from "../context.js";
import { fromBase64 } from "../decode-text.js";
import type { AuditLine, AuditText } from "../rule-types.js";

/** A base64 literal handed whole to a decoder on the line: group 2, 4, 6, 8 or 10 is the literal. */
const LITERAL_DECODE =
  /\batob\s*\(\s*(["'`])([A-Za-z0-9+/=_-]{4,400})\1\s*\)|\b(?:b64decode|decodebytes)\s*\(\s*b?(["'])([A-Za-z0-9+/=_-]{4,400})\3\s*\)|\bBuffer\.from\s*\(\s*(["'`])([A-Za-z0-9+/=]{4,400})\5\s*,\s*["']base64["']\s*\)|\bFromBase64String\s*\(\s*(["'])([A-Za-z0-9+/=]{4,400})\7\s*\)|\b(?:echo|printf)\s+(?:-n\s+)?(["']?)([A-Za-z0-9+/=]{4,400})\9\s*\|\s*base64\s+(?:-d|--decode|-D)\b/g;

/**
 * A cross-site scripting probe: a browser dialog with literal arguments only (`alert(1)`, `confirm('xss')`,
 * `alert(document.domain)`), what a test payload shows to prove script ran. Nothing is fetched, read or sent. Not
 * `print("hello")` or `echo hi`: benchmarks put those as inert stand-ins for a real payload run the same way.
 */
const PROBE =
  /^\s*(?:window\.)?(?:alert|confirm|prompt)\s*\(\s*(?:\d{1,6}|(["'`])[\w .,!?:-]{0,60}\1|document\.domain|document\.cookie|window\.origin|origin)?\s*\)\s*;?\s*$/;

/** The line with every literal decode whose text is a harmless probe taken out (what is left may still decode). */
export function withoutProbes(line: string): string {
  if (!line.includes("(") && !line.includes("|")) return line;
  return line.replace(LITERAL_DECODE, (all, ...g: (string | undefined)[]) => {
    const literal = g[1] ?? g[3] ?? g[5] ?? g[7] ?? g[9];
    const text = literal === undefined ? undefined : fromBase64(literal);
    return text !== undefined && PROBE.test(text) ? " " : all;
  });
}

/**
 * Every match of `re` on the line (the first 16) sits in a pattern a matcher looks for (context.ts): a command guard's
 * `grep -qE 'base64 -d \| bash'` or a detector's `"eval(atob(" in cmd` shows the shape to block, it runs nothing.
 */
export function onlyInPatterns(file: AuditText, l: AuditLine, re: RegExp): boolean {
  let seen = 0;
  for (let pos = 0; seen < 16; seen++) {
    const m = re.exec(l.text.slice(pos));
    if (!m) return seen > 0;
    if (!inMatchedPattern(file, l.index + pos + m.index)) return false;
    pos += m.index + Math.max(1, m[0].length);
  }
  return false;
}

/** A comment line of a script: `//`, `#` (not a shebang), `/*`, ` *` or `-- ` first on the line. */
const COMMENT_LEAD = /^\s*(?:\/\/|#(?!!)|\/\*|\*|--\s)/;
/** Literals joined by an operator (`'ev' + 'al'`, `"chi" .. "ld"`): the split encoded-payload undoes. */
const JOINED = /["'`]\s*(?:\+|\.\.?|&)\s*["'`]/;

/**
 * A split literal written in a comment line of a script (`// Match: 'ev' + 'al'` in a detector's own source): no
 * expression there is evaluated, so the split hides nothing. Only joins (a base64 run in a comment may be read back
 * by the script itself), and not Markdown, whose comments and prose are text the agent reads.
 */
export function joinInComment(file: AuditText, source: string, index: number, length: number): boolean {
  if (file.markdown) return false;
  const piece = source.slice(index, index + length);
  if (piece.includes("\n") || !JOINED.test(piece)) return false;
  return COMMENT_LEAD.test(source.slice(source.lastIndexOf("\n", index - 1) + 1, index));
}

/** Per file, its text without white space (built once, only when a blob decodes to text). */
const compacts = new WeakMap<{ readonly text: string }, string>();
const compact = (s: string): string => s.replace(/\s+/g, "");

/**
 * Whether every long base64 run on `line` decodes to text (24 characters or more without white space) that a file
 * of the skill prints, laid out as it likes ("This decodes to: …" below a webhook template, or in the setup page
 * beside the script): the encoding hides nothing a reader does not see.
 */
export function decodedShown(files: readonly { readonly text: string }[], line: string): boolean {
  const runs = line.match(/[A-Za-z0-9+/]{160,}={0,2}/g);
  if (runs === null) return false;
  return runs.every((run) => {
    const decoded = fromBase64(run);
    if (decoded === undefined) return false;
    const wanted = compact(decoded);
    return wanted.length >= 24 && files.some((f) => compactOf(f).includes(wanted));
  });
}

function compactOf(file: { readonly text: string }): string {
  let all = compacts.get(file);
  if (all === undefined) {
    all = compact(file.text);
    compacts.set(file, all);
  }
  return all;
}
