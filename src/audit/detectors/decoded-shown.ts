// Decodes in plain sight: an encoded literal whose decoded text is a harmless probe (an XSS test's
// `eval(atob('YWxlcnQoMSk='))` runs alert(1)), and a blob whose decoded text the same file prints (a webhook
// template "This decodes to: …"). What runs or is carried is what a reader sees; nothing is hidden.
import { fromBase64 } from "../decode-text.js";

/** A base64 literal handed whole to a decoder on the line: group 2, 4, 6, 8 or 10 is the literal. */
const LITERAL_DECODE =
  /\batob\s*\(\s*(["'`])([A-Za-z0-9+/=_-]{4,400})\1\s*\)|\b(?:b64decode|decodebytes)\s*\(\s*b?(["'])([A-Za-z0-9+/=_-]{4,400})\3\s*\)|\bBuffer\.from\s*\(\s*(["'`])([A-Za-z0-9+/=]{4,400})\5\s*,\s*["']base64["']\s*\)|\bFromBase64String\s*\(\s*(["'])([A-Za-z0-9+/=]{4,400})\7\s*\)|\b(?:echo|printf)\s+(?:-n\s+)?(["']?)([A-Za-z0-9+/=]{4,400})\9\s*\|\s*base64\s+(?:-d|--decode|-D)\b/g;

/**
 * A probe a test payload runs to show that code ran, with literal arguments only: `alert(1)`, `confirm('xss')`,
 * `alert(document.domain)`, `console.log("ok")`, `print('hi')`, `echo hello`. Nothing fetched, read or sent.
 */
const PROBE =
  /^\s*(?:(?:(?:window\.)?(?:alert|confirm|prompt)|console\.log|print)\s*\(\s*(?:\d{1,6}|(["'`])[\w .,!?:-]{0,60}\1|document\.domain|document\.cookie|window\.origin|origin)?\s*\)\s*;?|(?:echo|printf)\s+(["']?)[\w .,!?:-]{0,60}\2)\s*$/;

/** The line with every literal decode whose text is a harmless probe taken out (what is left may still decode). */
export function withoutProbes(line: string): string {
  if (!line.includes("(") && !line.includes("|")) return line;
  return line.replace(LITERAL_DECODE, (all, ...g: (string | undefined)[]) => {
    const literal = g[1] ?? g[3] ?? g[5] ?? g[7] ?? g[9];
    const text = literal === undefined ? undefined : fromBase64(literal);
    return text !== undefined && PROBE.test(text) ? " " : all;
  });
}

/** Per text, the text without white space (built once, only when a blob decodes to text). */
const compacts = new WeakMap<{ readonly text: string }, string>();
const compact = (s: string): string => s.replace(/\s+/g, "");

/**
 * Whether `blob` decodes to text (24 characters or more without white space) that the same file prints
 * elsewhere, laid out as it likes: the encoding hides nothing a reader does not see.
 */
export function decodedShown(file: { readonly text: string }, blob: string): boolean {
  const decoded = fromBase64(blob);
  if (decoded === undefined) return false;
  const wanted = compact(decoded);
  if (wanted.length < 24) return false;
  let all = compacts.get(file);
  if (all === undefined) {
    all = compact(file.text);
    compacts.set(file, all);
  }
  return all.includes(wanted);
}
