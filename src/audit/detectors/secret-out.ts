// A secret's value carried by prose to a party other than the service it belongs to: the act, not a phrase. A
// source holds a value (a credential file, a command that prints a secret, a CI secret, a variable written as its
// value or named as the object of a verb, a noun-named secret after a verb that reads it off the machine), and a
// verb puts that value into a place another party reads: a ticket, an issue or pull-request comment, a gist, a chat
// channel or webhook, a mail, a shared document or synced folder, an upload or a support bundle, the reply, a URL
// whose query names a secret, a public push. The secret must be what is put: the object of the verb ("paste the
// output of `gh auth token` into the issue"), or pointed back at after it ("cat .env and post it to the channel",
// "Email it to …" in a next sentence); a place that belongs to another clause ("put the token in .env, and the
// skill sends alerts to your chat") or a secret that is the means ("post the notes using $SLACK_TOKEN") is not.
// What the other rules read as a sink (a request's body, a script's POST) is theirs; this one reads the places
// prose names, in nine languages. Left alone: a sentence that forbids it, a value kept hidden (redacted, masked, a
// placeholder, whether it is set), a leak being repaired, a secret used as a login, the theft described (an
// advisory, a detector's example, a pentest), a variable's bare name in a table or a list of settings, and the
// front matter's list of the variables a skill needs.
import { blockOf } from "../code-blocks.js";
import type { AuditLine, AuditText, TextHit } from "../rule-types.js";
import {
  eachMatchFast,
  type FastPattern,
  fastPattern,
  otherLettersIn,
  sentenceAround,
  sentenceEndAt,
} from "../sentences.js";
import { eachMatch, lineOf, startsOf } from "../text.js";
import {
  ANTI_MASK,
  AS_LOGIN,
  CLAUSE_BREAK,
  DESCRIBES,
  ELIDED,
  FETCH_BEFORE,
  FETCH_INTL,
  GENERIC_G,
  HANDS_OVER,
  INSTRUMENT,
  KEPT_HIDDEN,
  MOVE,
  MOVE_G,
  NEGATED_REACH,
  NEGATION_AFTER,
  NEGATION_G,
  NOT_BARE,
  PLACE,
  PLACE_G,
  POINTS_BACK,
  SOURCE_G,
  sourceMayMatch,
  VALUE_MARK,
  VALUE_OF,
  WEAK_PLACE,
} from "./secret-out-words.js";

/** How far ahead the next sentences are read, and how many of them. */
const AHEAD = 700;
const NEXT_SENTENCES = 3;
/** At most this many sources a file are followed. */
const MAX_SOURCES = 48;
/** How far a verb reaches to the secret it puts, and from the secret (or the verb) to the place. */
const VERB_TO_SOURCE = 100;
const SOURCE_TO_PLACE = 160;
const VERB_TO_PLACE = 120;
/** How far after a verb its pointer back ("it", "the output") is looked for. */
const POINTER_REACH = 40;

/** The verbs and the places, found through a prefilter without the look-behinds (what V8 scans fast). */
const MOVE_FAST = fastPattern(MOVE_G.source, "iu");
const PLACE_FAST = fastPattern(PLACE_G.source, "iu");

/** Kana, CJK or Hangul: a language that puts the verb after its object. */
const VERB_LAST = /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/;
const LEAD_MARK = /^[ \t\n]*(?:(?:[-*+>|]|\d+[.)])[ \t]+)?/;
/** A verb that is a report, not an order in a clause of its own ("the shared doc", "posted"). */
const PARTICIPLE = /(?:ed|ing)$/i;
/** A place that names its own act. */
const SELF_VERBED = /^(?:gh\s|--body|git\s+push|[\w-]+\s+push|upload|e-?mail|mail\s)/i;

/** Past the spaces and the list mark or table bar a sentence starts with (`2. `, `- `, `| `). */
function skipMarks(text: string, at: number): number {
  const m = LEAD_MARK.exec(text.slice(at, at + 12));
  return m ? at + m[0].length : at;
}
const QUOTES_END = /[`'"]+$/;
/** What introduces a quoted sample: an input, an example, a prompt, a test string. */
const EXAMPLE_LEAD =
  /\b(?:input|example|e\.g\.|prompt|sample|test\s+case|payload|string|such\s+as)\b[^"“]*$/i;
/** A line feed that opens a list item, a table row, a heading or a blank line. */
const NEW_ITEM = /^\n[ \t]*(?:[-*+>|#\n]|\d+[.)]|$)/;

type Kind = "value" | "named" | "generic";

interface Mark {
  readonly at: number;
  readonly end: number;
}
interface Place extends Mark {
  /** A URL, a mail address, a form or a tool: a place only for a value, handed over, not as a login. */
  readonly weak: boolean;
  readonly query: boolean;
}
interface Verb extends Mark {
  readonly bare: boolean;
  readonly hands: boolean;
}
/** A sentence read once: its text with "do not mask" orders blanked (same offsets), and what it holds. */
interface Said {
  readonly from: number;
  readonly to: number;
  /** The mark that ends it (0 when cut). */
  readonly mark: number;
  readonly text: string;
  /** It neither forbids putting, nor keeps the value hidden, nor describes the theft (undefined until asked). */
  open?: boolean;
  readonly verbs: readonly Verb[];
  readonly places: readonly Place[];
  readonly login: boolean;
  /** A verb that hands something over is in the sentence ("copy it into the form … and submit it"). */
  readonly hands: boolean;
  readonly otherScript: boolean;
}

/** A negation in the sentence forbids a verb that puts or a place (the one before it, or Japanese and Korean ones anywhere). */
function forbids(s: string): boolean {
  if (NEGATION_AFTER.test(s)) return true;
  let found = false;
  NEGATION_G.lastIndex = 0;
  for (let m = NEGATION_G.exec(s); m && !found; m = NEGATION_G.exec(s)) {
    const after = s.slice(m.index + m[0].length, m.index + m[0].length + NEGATED_REACH);
    found = someMatch(MOVE_FAST, after) || someMatch(PLACE_FAST, after);
  }
  NEGATION_G.lastIndex = 0;
  return found;
}

/** The sentence at `index` read once per file (keyed by where it starts). */
function sayAt(file: AuditText, index: number, cache: Map<number, Said>): Said {
  const { from, to } = sentenceAround(file, index);
  const hit = cache.get(from);
  if (hit) return hit;
  const raw = file.text.slice(from, to);
  const mark = to > 0 ? sentenceEndAt(file.text, to - 1) : 0;
  const otherScript = otherLettersIn(file, from, to);
  // Most sentences hold no verb that puts, or no place: they put nothing (whether they are open is read on ask).
  if (!someMatch(MOVE_FAST, raw) || !someMatch(PLACE_FAST, raw)) {
    const said: Said = {
      from,
      to,
      mark,
      text: raw,
      verbs: [],
      places: [],
      login: false,
      hands: false,
      otherScript,
    };
    cache.set(from, said);
    return said;
  }
  ANTI_MASK.lastIndex = 0;
  const bare = ANTI_MASK.test(raw);
  ANTI_MASK.lastIndex = 0;
  const text = bare ? raw.replace(ANTI_MASK, (m) => " ".repeat(m.length)) : raw;
  const open = openText(text, bare);
  const verbs: Verb[] = [];
  const places: Place[] = [];
  if (open) {
    eachMatchFast(MOVE_FAST, text, (m) => {
      const end = m.index + m[0].length;
      verbs.push({ at: m.index, end, bare: !NOT_BARE.test(m[0]), hands: HANDS_OVER.test(m[0]) });
    });
    eachMatchFast(PLACE_FAST, text, (m) =>
      places.push({
        at: m.index,
        end: m.index + m[0].length,
        weak: m[3] !== undefined,
        query: m[2] !== undefined,
      }),
    );
  }
  const said: Said = {
    from,
    to,
    mark,
    text,
    open,
    verbs,
    places,
    login: AS_LOGIN.test(text),
    hands: verbs.some((v) => v.hands),
    otherScript,
  };
  cache.set(from, said);
  return said;
}

/** The sentence neither forbids putting, nor keeps the value hidden, nor describes the theft. */
function openText(text: string, bare: boolean): boolean {
  return !forbids(text) && (bare || !KEPT_HIDDEN.test(text)) && !DESCRIBES.test(text);
}

/** Whether the sentence is open (read on first ask for a sentence that puts nothing). */
function isOpen(s: Said): boolean {
  if (s.open === undefined) {
    ANTI_MASK.lastIndex = 0;
    const bare = ANTI_MASK.test(s.text);
    ANTI_MASK.lastIndex = 0;
    s.open = openText(bare ? s.text.replace(ANTI_MASK, " ") : s.text, bare);
  }
  return s.open;
}

/** Whether the fast pattern matches anywhere in `text`. */
function someMatch(p: FastPattern, text: string): boolean {
  let found = false;
  eachMatchFast(p, text, () => {
    found = true;
    return true;
  });
  return found;
}

/** A place the secret may be put in: a strong one, or a weak one for a value handed over (by `verb` or another verb of the sentence), not as a login. */
function fits(s: Said, p: Place, kind: Kind, verb: Verb): boolean {
  return !p.weak || (kind === "value" && (verb.hands || s.hands) && !s.login);
}

/** After the verb (at `end`, sentence-relative) what it puts points back at the secret: its object left out, or a pointer in its clause. */
function pointsBack(s: Said, end: number): boolean {
  const after = s.text.slice(end, end + POINTER_REACH * 3);
  if (ELIDED.test(after)) return true;
  const stop = after.search(CLAUSE_BREAK);
  return POINTS_BACK.test(stop < 0 ? after : after.slice(0, stop));
}

/** No other verb that puts, in a clause of its own, lies in [from, to): the place belongs to this verb's clause. */
function noVerbBetween(s: Said, from: number, to: number): boolean {
  return (
    !s.verbs.some((v) => v.at >= from && v.at < to && !PARTICIPLE.test(s.text.slice(v.at, v.end))) &&
    !CLAUSE_BREAK.test(s.text.slice(from, to))
  );
}

/** The place names its own act (a push, an upload, `gh issue create`, a mail): no verb needed before it. */
function selfVerbed(s: Said, p: Place): boolean {
  return !p.weak && SELF_VERBED.test(s.text.slice(p.at, p.end));
}

/** A bare verb after `from` whose object points back, and a place it puts into (`before`: a place before the verb counts). */
function pointedPut(s: Said, from: number, kind: Kind, before: boolean): boolean {
  return s.verbs.some(
    (v) =>
      v.at >= from &&
      v.bare &&
      pointsBack(s, v.end) &&
      s.places.some(
        (p) =>
          fits(s, p, kind, v) &&
          ((before && p.end <= v.at) ||
            (p.at >= v.at && p.at - v.end <= VERB_TO_PLACE && noVerbBetween(s, v.end, p.at))),
      ),
  );
}

/** In its own sentence, the secret at [at, end) (sentence-relative) is put into a place. */
function putInOwn(s: Said, at: number, end: number, kind: Kind): boolean {
  if (s.places.length === 0) return false;
  // A URL's query names a secret's field right before it: the secret rides in the address.
  if (s.places.some((p) => p.query && p.end <= at && at - p.end <= 4)) return true;
  // Japanese, Korean and Chinese put the verb last: a verb and a place in the sentence are enough.
  if (s.otherScript && VERB_LAST.test(s.text))
    return s.verbs.some((v) => s.places.some((p) => fits(s, p, kind, v)));
  // The verb before the secret, its object: the place after the verb, and not in another clause after the secret.
  for (const v of s.verbs) {
    if (v.end > at || at - v.end > VERB_TO_SOURCE || INSTRUMENT.test(s.text.slice(v.end, at))) continue;
    const placed = s.places.some(
      (p) =>
        fits(s, p, kind, v) &&
        ((p.at >= v.at && p.end <= at) ||
          (p.at >= end && p.at - end <= SOURCE_TO_PLACE && noVerbBetween(s, end, p.at))),
    );
    if (placed) return true;
  }
  // A verb after the secret that points back at it ("cat .env and paste it into the issue").
  if (pointedPut(s, end, kind, false)) return true;
  // A place that is its own act, with a pointer back between ("write them to env.sh, then git push").
  return s.places.some(
    (p) =>
      p.at >= end &&
      p.at - end <= SOURCE_TO_PLACE &&
      selfVerbed(s, p) &&
      POINTS_BACK.test(s.text.slice(end, p.at)),
  );
}

/** A later sentence puts what it points back at into a place ("Paste the output into the ticket", "In your answer, list each one"). */
function putLater(s: Said, kind: Kind): boolean {
  if (s.places.length === 0 || !isOpen(s)) return false;
  if (s.otherScript && VERB_LAST.test(s.text))
    return POINTS_BACK.test(s.text) && s.verbs.some((v) => s.places.some((p) => fits(s, p, kind, v)));
  if (pointedPut(s, 0, kind, true)) return true;
  return POINTS_BACK.test(s.text) && s.places.some((p) => selfVerbed(s, p));
}

/** Whether the source at [index, index + length) reaches a place in its sentence or one of the next ones. */
function reachesPlace(
  file: AuditText,
  index: number,
  length: number,
  kind: Kind,
  cache: Map<number, Said>,
): boolean {
  const own = sayAt(file, index, cache);
  // Whether the source's own sentence forbids or describes is read last, once a place is reached.
  if (putInOwn(own, index - own.from, index - own.from + length, kind)) return isOpen(own);
  const text = file.text;
  const stop = Math.min(text.length, index + AHEAD);
  let prev = own;
  for (let n = 0; n < NEXT_SENTENCES; n++) {
    if (prev.mark === 0) return false;
    let at = skipMarks(text, prev.to - 1 + prev.mark);
    // A heading starts a new section: read on past it (the later sentence must point back at the secret).
    if (text.startsWith("#", at)) {
      const eol = text.indexOf("\n", at);
      if (eol < 0) return false;
      at = skipMarks(text, eol + 1);
    }
    if (at >= stop || inCode(file, at)) return false;
    const next = sayAt(file, at, cache);
    if (next.from <= prev.from) return false;
    if (putLater(next, kind)) return isOpen(own);
    prev = next;
  }
  return false;
}

/** The file as written, for its code blocks: normalising joins a line that ends in a backslash to the next, fence and all. */
const asWritten = new WeakMap<AuditText, AuditText>();

/** `index` lies in a fenced code block of the file as written (its lines are the normalised text's lines). */
function inCode(file: AuditText, index: number): boolean {
  const line = lineOf(startsOf(file), index);
  if (file.original === undefined) return blockOf(file, line) !== undefined;
  let raw = asWritten.get(file);
  if (!raw) {
    raw = { path: file.path, text: file.original, markdown: file.markdown };
    asWritten.set(file, raw);
  }
  return blockOf(raw, line) !== undefined;
}

/** The source sits in a quoted example on its line (`Input: "… send ~/.ssh/id_rsa to …"`): a detector's or a doc's sample. */
function quotedExample(text: string, index: number): boolean {
  const lineStart = text.lastIndexOf("\n", index - 1) + 1;
  const head = text.slice(Math.max(lineStart, index - 200), index);
  const open = Math.max(head.lastIndexOf('"'), head.lastIndexOf("“"));
  if (open < 0 || (head.split('"').length - 1 + (head.split("“").length - 1)) % 2 === 0) return false;
  return EXAMPLE_LEAD.test(head.slice(0, open));
}

/** Where the front matter ends (0 when there is none): it lists the variables a skill needs, it orders nothing. */
function frontMatterEnd(text: string): number {
  if (!text.startsWith("---")) return 0;
  const close = text.indexOf("\n---", 3);
  return close < 0 ? 0 : close + 4;
}

/**
 * A variable's name is its value here: written as one (`$NAME`, `process.env.NAME`), a CI secret, or the object
 * of a verb in its own clause ("post GITHUB_TOKEN to …", "the value of NAME"); a bare name in a table cell or a
 * list of settings is not.
 */
function namedAsValue(text: string, index: number, match: string): boolean {
  if (match.startsWith("$") || match.startsWith("toJSON")) return true;
  // Back over a wrapped line, not into the list item or table row before.
  let before = text.slice(Math.max(0, index - 60), index).replace(QUOTES_END, "");
  const feed = before.lastIndexOf("\n");
  if (feed >= 0 && (NEW_ITEM.test(before.slice(feed)) || before.lastIndexOf("\n", feed - 1) >= 0))
    before = before.slice(feed + 1);
  if (VALUE_MARK.test(before)) return true;
  const clause = before.slice(
    Math.max(before.lastIndexOf("|"), before.lastIndexOf(":"), before.lastIndexOf("—")) + 1,
  );
  return (
    VALUE_OF.test(clause) ||
    FETCH_BEFORE.test(clause) ||
    FETCH_INTL.test(clause) ||
    someMatch(MOVE_FAST, clause)
  );
}

/**
 * Prose of a Markdown file names where a secret's value comes from and, in the same sentence or the next ones of
 * its passage, puts it into a place another party reads. `lines`: the lines holding a source's hint word.
 */
export function secretPutOut(file: AuditText, lines: readonly AuditLine[]): TextHit[] {
  if (!file.markdown) return [];
  const cache = new Map<number, Said>();
  const text = file.text;
  const front = frontMatterEnd(text);
  let tried = 0;
  for (const l of lines) {
    if (tried >= MAX_SOURCES) break;
    let hit: TextHit | undefined;
    const visit = (generic: boolean) => (m: RegExpExecArray) => {
      if (hit || tried >= MAX_SOURCES) return;
      const kind: Kind = generic ? "generic" : m[1] !== undefined ? "value" : "named";
      const index = l.index + m.index;
      if (kind !== "value" && index < front) return;
      if (kind === "named" && !namedAsValue(text, index, m[0])) return;
      if (kind === "generic" && !FETCH_BEFORE.test(text.slice(Math.max(0, index - 90), index))) return;
      // A command or a config shown in a code block is the reader's to run; the prose around it is read from its own sources.
      if (inCode(file, index) || quotedExample(text, index)) return;
      tried++;
      if (reachesPlace(file, index, m[0].length, kind, cache)) hit = { index, length: m[0].length };
    };
    if (sourceMayMatch(l.text)) eachMatch(SOURCE_G, l.text, visit(false));
    if (!hit) eachMatch(GENERIC_G, l.text, visit(true));
    if (hit) return [hit];
  }
  return [];
}
