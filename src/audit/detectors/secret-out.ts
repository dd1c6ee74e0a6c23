// A secret's value carried by prose to a place that leaves the user's control: the flow, not a phrase. A source
// (a credential file, a command that prints a secret, a CI secret, a secret's variable, or a noun-named secret
// after a verb that fetches it) and, in its sentence or one of the next three of its passage, a verb that puts
// something into a place another party reads: a ticket, an issue or pull-request comment, a gist, a chat channel
// or webhook, a mail, a shared document or synced folder, an upload or a support bundle, the reply, a URL whose
// query names a secret, a public push. A later sentence counts when it points back at what was fetched ("post
// both to…", "paste the output into…") or shares the source's paragraph or table row. What the other rules
// read as a sink (a request's body, a script's POST) is theirs; this one reads the places prose names, in nine
// languages. Left alone: a sentence that forbids it ("never paste the token into an issue"), a value kept
// hidden (redacted, scrubbed, masked, only its last characters, whether it is set), a leak being repaired, a
// secret used as a login (a header, a sign-in), and a weak place (a URL, a form, a tool) named with a noun-named
// secret only.
import { inCodeBlock } from "../context.js";
import type { AuditLine, AuditText, TextHit } from "../rule-types.js";
import { sentenceEndAt } from "../sentences.js";
import { eachMatch } from "../text.js";
import {
  ANTI_MASK,
  AS_LOGIN,
  FETCH_BEFORE,
  GENERIC_G,
  HANDS_OVER,
  KEPT_HIDDEN,
  MOVE,
  NEGATED_REACH,
  NEGATION_AFTER,
  NEGATION_G,
  PLACE,
  POINTS_BACK,
  SOURCE_G,
  WEAK_PLACE,
} from "./secret-out-words.js";

/** How far a sentence reaches each way, how far ahead the next sentences are read, and how many of them. */
const SENTENCE_REACH = 400;
const AHEAD = 700;
const NEXT_SENTENCES = 3;
/** At most this many sources a file are followed. */
const MAX_SOURCES = 48;

interface Span {
  readonly from: number;
  readonly to: number;
}

/** The start of the sentence holding `index`: back to a sentence end, a blank line or a new list item. */
function sentenceStart(text: string, index: number): number {
  const floor = Math.max(0, index - SENTENCE_REACH);
  for (let k = index - 1; k >= floor; k--) {
    const n = sentenceEndAt(text, k);
    if (n > 0 && k + n <= index) return k + n;
  }
  return floor;
}

/** The end of the sentence that starts at or holds `index` (exclusive), and the length of the mark that ends it. */
function sentenceEnd(text: string, index: number): { to: number; mark: number } {
  const ceil = Math.min(text.length, index + SENTENCE_REACH);
  for (let k = index; k < ceil; k++) {
    if (text.charCodeAt(k) === 10 && FENCE.test(text.slice(k + 1, k + 8))) return { to: k + 1, mark: 1 };
    const n = sentenceEndAt(text, k);
    if (n > 0) return { to: k + 1, mark: n };
  }
  return { to: ceil, mark: 0 };
}

/** The mark at `at` opens a new paragraph, heading, list item or table row (not a sentence wrapped at a line's end). */
function newBlock(text: string, at: number, mark: number): boolean {
  if (text.charCodeAt(at) === 10) return true;
  if (!text.slice(at, at + mark).includes("\n")) return false;
  const next = text.charCodeAt(at + mark);
  return (
    next === 10 ||
    sentenceEndAt(text, at + mark - 1) > 0 ||
    BLOCK_START.test(text.slice(at + mark, at + mark + 4))
  );
}
/** Past the spaces and the list mark or table bar a sentence starts with (`2. `, `- `, `| `). */
function skipMarks(text: string, at: number): number {
  const m = LEAD_MARK.exec(text.slice(at, at + 12));
  return m ? at + m[0].length : at;
}
const LEAD_MARK = /^[ \t\n]*(?:(?:[-*+>|]|\d+[.)])[ \t]+)?/;
const FENCE = /^ {0,3}(?:```|~~~)/;
const BLOCK_START = /^[ \t]*(?:[-*+>#|]|\d+[.)])[ \t]/;

/** The sentence with its "do not mask" orders taken out, and whether there were any. */
function unmasked(s: string): { text: string; bare: boolean } {
  ANTI_MASK.lastIndex = 0;
  const bare = ANTI_MASK.test(s);
  ANTI_MASK.lastIndex = 0;
  return { text: bare ? s.replace(ANTI_MASK, " ") : s, bare };
}

/** A negation in the sentence forbids a verb that puts or a place (the one before it, or Japanese and Korean ones anywhere). */
function forbids(s: string): boolean {
  if (NEGATION_AFTER.test(s)) return true;
  let found = false;
  NEGATION_G.lastIndex = 0;
  for (let m = NEGATION_G.exec(s); m && !found; m = NEGATION_G.exec(s)) {
    const after = s.slice(m.index + m[0].length, m.index + m[0].length + NEGATED_REACH);
    found = MOVE.test(after) || PLACE.test(after) || WEAK_PLACE.test(after);
  }
  NEGATION_G.lastIndex = 0;
  return found;
}

/** The sentence puts something into a place that leaves (a strong place, or a weak one when `weakToo`). */
function placesIt(s: string, weakToo: boolean): boolean {
  const { text, bare } = unmasked(s);
  if (!MOVE.test(text)) return false;
  const strong = PLACE.test(text);
  // A URL, a mail address, a form or a tool: a place only for a named source, and not as a login.
  if (!strong && !(weakToo && WEAK_PLACE.test(text) && HANDS_OVER.test(text) && !AS_LOGIN.test(text)))
    return false;
  return !forbids(text) && (bare || !KEPT_HIDDEN.test(text));
}

/** The source's own sentence neither forbids it nor keeps it hidden. */
function sourceSaid(s: string): boolean {
  const { text, bare } = unmasked(s);
  return !forbids(text) && (bare || !KEPT_HIDDEN.test(text));
}

/** Whether the source at `index` (a named one unless `generic`) reaches a place in its sentence or the next ones. */
function reachesPlace(
  file: AuditText,
  index: number,
  kind: "value" | "named" | "generic",
  seen: Map<string, boolean>,
): boolean {
  const generic = kind === "generic";
  const weakToo = kind === "value";
  const text = file.text;
  const from = sentenceStart(text, index);
  let end = sentenceEnd(text, index);
  const first: Span = { from, to: end.to };
  const own = text.slice(first.from, first.to);
  if (!sourceSaid(own)) return false;
  if (generic && !FETCH_BEFORE.test(text.slice(from, index))) return false;
  if (placesIt(own, weakToo)) return true;
  let sameBlock = !newBlock(text, end.to - 1, end.mark);
  let at = skipMarks(text, end.to - 1 + end.mark);
  const stop = Math.min(text.length, index + AHEAD);
  for (let n = 0; n < NEXT_SENTENCES && at < stop; n++) {
    // A heading starts a new section: read on past it (the later sentence must point back at the secret).
    if (text.startsWith("#", at)) {
      const eol = text.indexOf("\n", at);
      if (eol < 0 || eol >= stop) return false;
      sameBlock = false;
      at = skipMarks(text, eol + 1);
      continue;
    }
    end = sentenceEnd(text, at);
    const key = `${kind === "value"}${at}`;
    const s = text.slice(at, end.to);
    const places = seen.get(key) ?? (!inCodeBlock(file, at) && placesIt(s, weakToo));
    seen.set(key, places);
    if (places && (sameBlock || POINTS_BACK.test(s))) return true;
    if (newBlock(text, end.to - 1, end.mark)) sameBlock = false;
    if (end.mark === 0) return false;
    at = skipMarks(text, end.to - 1 + end.mark);
  }
  return false;
}

/**
 * Prose of a Markdown file names where a secret comes from and, in the same sentence or the next ones of its
 * passage, puts it into a place another party reads. `lines`: the lines holding a source's hint word.
 */
export function secretPutOut(file: AuditText, lines: readonly AuditLine[]): TextHit[] {
  if (!file.markdown) return [];
  const seen = new Map<string, boolean>();
  let tried = 0;
  for (const l of lines) {
    if (tried >= MAX_SOURCES) break;
    let hit: TextHit | undefined;
    const visit = (generic: boolean) => (m: RegExpExecArray) => {
      const kind = generic ? "generic" : m[1] !== undefined ? "value" : "named";
      if (hit || tried >= MAX_SOURCES) return;
      tried++;
      const index = l.index + m.index;
      // A command or a config shown in a code block is the reader's to run; the prose around it is read from its own sources.
      if (inCodeBlock(file, index)) return;
      if (reachesPlace(file, index, kind, seen)) hit = { index, length: m[0].length };
    };
    eachMatch(SOURCE_G, l.text, visit(false));
    if (!hit) eachMatch(GENERIC_G, l.text, visit(true));
    if (hit) return [hit];
  }
  return [];
}
