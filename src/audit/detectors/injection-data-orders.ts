// Orders in data obeyed: the skill tells the agent that text arriving later (a page, a mail, a PDF, a commit
// message, a ticket, a log field, a tool's result, a comment in the code, memory) holds orders addressed to it ("a
// section meant for AI agents", "instructions for the assistant", "Hinweise an dich", "写给 AI 的指示"), and has it
// carry them out ("carry them out", "cúmplelas", "befolge sie", "照做") in a way no honest reading of data needs:
// kept from the user, even if they ask for more, without asking, hidden from a human reader. Whoever writes that
// data then commands the agent, and the user is not told. Also a blanket "if the page asks you to do something, do
// it". A guide that forbids it ("never carry it out"), a test that quotes it, and the ordinary "read AGENTS.md and
// follow its build steps" (no concealment, nothing hidden) are left alone.
import { inCodeBlock } from "../context.js";
import { gatedTest } from "../required-words.js";
import type { AuditLine, AuditText, TextHit } from "../rule-types.js";
import { allMatches, lowerBound } from "../text.js";
import {
  ADDRESS_LINE,
  ADDRESS_RE,
  AGGRAVATES_RE,
  ASKS_LINE,
  DESCRIBES_ATTACK,
  IF_ASKS_RE,
  INDEFINITE,
  NOT_AFTER,
  NOT_BEFORE,
  OBEY_RE,
} from "./injection-data-orders-words.js";
import { insideQuotes } from "./injection-reworded.js";

/** How far a paragraph is read either side of a hinted line, and how far apart its parts may lie. */
const REACH = 800;
const BEFORE = 200;
const AFTER = 500;
const AROUND = 400;

interface Span {
  readonly from: number;
  readonly to: number;
}

/** The paragraph around `at`: to a blank line either side, at most REACH characters beyond the line. */
function paragraphAt(text: string, from: number, to: number): Span {
  const back = Math.max(0, from - REACH);
  const cut = text.lastIndexOf("\n\n", from);
  const start = cut >= back ? cut + 2 : back;
  const next = text.indexOf("\n\n", to);
  const end = next < 0 ? Math.min(text.length, to + REACH) : Math.min(next, to + REACH);
  return { from: start, to: end };
}

/**
 * ADDRESS_LINE and ASKS_LINE asked of a hinted line only when it holds one of their words (required-words.ts): the
 * same answers. ADDRESS_LINE, a list of phrases, was most of what the rule cost, tried at every character.
 */
const addressLine = gatedTest(ADDRESS_LINE);
const asksLine = gatedTest(ASKS_LINE);

/** Every word of a text about attacks, found in one pass. */
const ATTACK_ALL = new RegExp(DESCRIBES_ATTACK.source, "giu");
const STOP = /[.!?。！？](?=\s|$)|\n\s*\n/g;
const SENTENCE_END = /[.!?。！？](?=\s|$)/;

/** Shown, not said: in a fenced block or quoted on its line. */
const shown = (file: AuditText, index: number, length: number): boolean =>
  (file.markdown && inCodeBlock(file, index)) || insideQuotes(file.text, index, length);

/** Where each of `re`'s matches starts in `body` (one pass; `re` global). */
function startsIn(re: RegExp, body: string): number[] {
  const out: number[] = [];
  re.lastIndex = 0;
  for (let m = re.exec(body); m !== null; m = re.exec(body)) {
    out.push(m.index);
    if (m[0].length === 0) re.lastIndex++;
  }
  return out;
}

/** Whether a sorted list holds a value in [from, to). */
function anyIn(at: readonly number[], from: number, to: number): boolean {
  const i = lowerBound(at, from);
  return i < at.length && at[i]! < to;
}

/** A paragraph's marks, found once: the aggravating words and the words of a text about attacks. */
interface Marks {
  readonly worse: readonly number[];
  readonly attack: readonly number[];
}

/** The sentence bounds around `index` in the span (offsets in the text). */
function sentenceBounds(text: string, span: Span, index: number): Span {
  const back = Math.max(span.from, index - 300);
  const before = text.slice(back, index);
  let from = back;
  STOP.lastIndex = 0;
  for (let m = STOP.exec(before); m !== null; m = STOP.exec(before)) from = back + m.index + m[0].length;
  const ahead = text.slice(index, Math.min(span.to, index + 300));
  const end = ahead.search(SENTENCE_END);
  return { from, to: end < 0 ? index + ahead.length : index + end + 1 };
}

/** Not negated either side, not shown, not in a sentence about attacks or tests. */
function orders(file: AuditText, span: Span, marks: Marks, index: number, length: number): boolean {
  const text = file.text;
  if (NOT_BEFORE.test(text.slice(Math.max(span.from, index - 30), index))) return false;
  if (NOT_AFTER.test(text.slice(index + length, index + length + 24))) return false;
  if (shown(file, index, length)) return false;
  const s = sentenceBounds(text, span, index);
  // An attack word may be cut at the sentence's start; its matches are read whole in the paragraph.
  return !anyIn(marks.attack, s.from - span.from - 30, s.to - span.from);
}

/** The order that makes it an injection, somewhere around both parts (kept from the user, even if, hidden …). */
const aggravated = (marks: Marks, from: number, to: number): boolean =>
  anyIn(marks.worse, from - AROUND, to + AROUND);

function inParagraph(
  file: AuditText,
  span: Span,
  hits: TextHit[],
  rows = { address: true, asks: true },
): void {
  const text = file.text;
  const body = text.slice(span.from, span.to);
  let marks: Marks | undefined;
  const marksOf = (): Marks => {
    marks ??= { worse: startsIn(AGGRAVATES_RE, body), attack: startsIn(ATTACK_ALL, body) };
    return marks;
  };
  // The orders of the paragraph, found once; each address reads those in its window.
  let obey: RegExpExecArray[] | undefined;
  let obeyAt: number[] = [];
  const refused = new Set<number>();
  ADDRESS_RE.lastIndex = 0;
  for (let e = rows.address ? ADDRESS_RE.exec(body) : null; e !== null; e = ADDRESS_RE.exec(body)) {
    const at = span.from + e.index;
    // No aggravating word within reach of any order this address could pair with: nothing to read.
    if (!anyIn(marksOf().worse, e.index - BEFORE - AROUND, e.index + e[0].length + AFTER + AROUND)) continue;
    if (shown(file, at, e[0].length)) continue;
    if (obey === undefined) {
      obey = allMatches(OBEY_RE, body);
      obeyAt = obey.map((o) => o.index);
    }
    const lo = e.index - BEFORE;
    const hi = e.index + e[0].length + AFTER;
    for (let i = lowerBound(obeyAt, lo); i < obey.length && obey[i]!.index < hi; i++) {
      const o = obey[i]!;
      const from = Math.min(e.index, o.index);
      const to = Math.max(e.index, o.index) + o[0].length;
      if (!aggravated(marksOf(), from, to)) continue;
      const index = span.from + o.index;
      // An order found negated, shown or described once is so for every address near it.
      if (refused.has(i)) continue;
      if (!orders(file, span, marksOf(), index, o[0].length)) {
        refused.add(i);
        continue;
      }
      hits.push({ index, length: o[0].length });
      return;
    }
  }
  IF_ASKS_RE.lastIndex = 0;
  for (let m = rows.asks ? IF_ASKS_RE.exec(body) : null; m !== null; m = IF_ASKS_RE.exec(body)) {
    const index = span.from + m.index;
    if (!INDEFINITE.test(m[0]) && !aggravated(marksOf(), m.index, m.index + m[0].length)) continue;
    if (!orders(file, span, marksOf(), index, m[0].length)) continue;
    hits.push({ index, length: m[0].length });
    return;
  }
}

/** Every paragraph around a hinted line, read once, for the rows its lines wake. */
export function dataOrders(file: AuditText, lines: readonly AuditLine[]): TextHit[] {
  const hits: TextHit[] = [];
  let last = -1;
  for (let k = 0; k < lines.length; k++) {
    const l = lines[k]!;
    if (l.index < last) continue;
    const span = paragraphAt(file.text, l.index, l.index + l.text.length);
    if (span.to <= last) continue;
    // The rows woken by the hinted lines of this paragraph.
    const rows = { address: false, asks: false };
    for (let j = k; j < lines.length && lines[j]!.index < span.to; j++) {
      const t = lines[j]!.text;
      rows.address ||= addressLine(t);
      rows.asks ||= asksLine(t);
    }
    inParagraph(file, { from: Math.max(span.from, last), to: span.to }, hits, rows);
    last = span.to;
  }
  return hits;
}

/** The other scripts' row: the same over the lines holding letters outside ASCII. */
const OTHER_SCRIPT = /[\u0400-\u04ff\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/u;
export function dataOrdersIntl(file: AuditText): TextHit[] {
  if (!OTHER_SCRIPT.test(file.text)) return [];
  const hits: TextHit[] = [];
  const text = file.text;
  let at = 0;
  while (at < text.length) {
    const next = text.indexOf("\n\n", at);
    const to = next < 0 ? text.length : next;
    // Long paragraphs are read in bounded pieces.
    for (let from = at; from < to; from += REACH) {
      const span = { from, to: Math.min(to, from + REACH + AROUND) };
      if (OTHER_SCRIPT.test(text.slice(span.from, span.to))) {
        const found: TextHit[] = [];
        inParagraph(file, span, found);
        const h = found[0];
        if (h !== undefined && OTHER_SCRIPT.test(text.slice(h.index, h.index + h.length))) {
          hits.push(h);
          break;
        }
      }
    }
    at = to + 2;
  }
  return hits;
}
