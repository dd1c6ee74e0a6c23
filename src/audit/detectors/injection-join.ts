// Where an override phrase sits: split over several lines, list items or table cells (read as one, the
// override rule's second look at the lines around its hint words), or in a block of examples of attacks.
import type { AuditLine, AuditText, TextHit } from "../rule-types.js";
import { eachMatchFast, leadWordPattern } from "../sentences.js";
import { eachMatch, lineOf, memoPerFile, startsOf } from "../text.js";

/**
 * Where a line break goes on with the same sentence: the break, then a list marker or a table row's opening
 * cells (a step number) on the next line, read as one space.
 */
const LINE_JOIN =
  /[ \t]*\|?[ \t]*\n[ \t>]*(?:\|[ \t]*(?:\d{1,3}[.)]?[ \t]*\|[ \t]*)?|(?:[-*+]|\d{1,3}[.)])[ \t]+)?/g;

/** A line ending within a phrase's reach of its first word: a drop verb, "you are now", "your". */
const OPENS_AT_END =
  /\b(?:ignore|disregard|forget|override|overrule|bypass|skip|drop|discard|abandon|dismiss|neglect|nullify|cancel|erase|supersede|set|put|pay|stop|follow|obey|heed|you\s+are|your|new\s+system)\b/i;

/**
 * Matches of `re` in a phrase split over up to three lines, list items or table cells ("Ignore the previous /
 * 2. instructions …"): a hint line whose last words could open one is read with the two lines after it, its
 * breaks and markers joined; only matches that cross a break are kept (one-break phrases are phraseHits'). Windows are
 * merged, so every character is read once.
 */
export function joinedHits(file: AuditText, lines: readonly AuditLine[], re: RegExp): TextHit[] {
  const text = file.text;
  const starts = startsOf(file);
  const out: TextHit[] = [];
  let winFrom = -1;
  let winTo = -1;
  const flush = () => {
    if (winFrom < 0) return;
    const from = starts[winFrom]!;
    const to = winTo + 1 < starts.length ? starts[winTo + 1]! - 1 : text.length;
    const window = text.slice(from, to);
    if (window.indexOf("\n") < 0) return;
    // Joined text and, per kept piece, its start in the joined text and in the file.
    const pieces: number[] = [];
    let joined = "";
    let last = 0;
    eachMatch(LINE_JOIN, window, (m) => {
      pieces.push(joined.length, from + last);
      joined += `${window.slice(last, m.index)} `;
      last = m.index + m[0].length;
    });
    pieces.push(joined.length, from + last);
    joined += window.slice(last);
    const toFile = (j: number): number => {
      let lo = 0;
      let hi = pieces.length / 2 - 1;
      while (lo < hi) {
        const mid = (lo + hi + 1) >> 1;
        if (pieces[mid * 2]! <= j) lo = mid;
        else hi = mid - 1;
      }
      return pieces[lo * 2 + 1]! + (j - pieces[lo * 2]!);
    };
    const fast = leadWordPattern(re);
    const each = (fn: (m: RegExpExecArray) => void) =>
      fast ? eachMatchFast(fast, joined, fn) : eachMatch(re, joined, fn);
    each((m) => {
      const index = toFile(m.index);
      const end = toFile(m.index + m[0].length - 1) + 1;
      if (lineOf(starts, end - 1) - lineOf(starts, index) >= 1) out.push({ index, length: end - index });
    });
  };
  for (const l of lines) {
    const n = lineOf(starts, l.index);
    // Only a line whose last words could open the phrase goes on to the next lines.
    const lineEnd = n + 1 < starts.length ? starts[n + 1]! - 1 : text.length;
    if (!OPENS_AT_END.test(text.slice(Math.max(starts[n]!, lineEnd - 80), lineEnd))) continue;
    const a = n;
    const b = Math.min(starts.length - 1, n + 2);
    if (winFrom >= 0 && a <= winTo + 1) winTo = Math.max(winTo, b);
    else {
      flush();
      winFrom = a;
      winTo = b;
    }
  }
  flush();
  return out;
}

/** Headings and block intros of a catalogue of attacks: examples to detect, not instructions. */
export const CATALOGUE =
  /\b(?:attacks?|attackers?|injections?|jailbreaks?|malicious|adversarial|red[\s-]?team\w{0,3}|threats?|exploits?|payloads?|red\s+flags?|detect\w{0,5}|defen[cs]es?|taxonomy|indicators?|suspicious)\b/i;

/**
 * A blockquote or list item under a line that introduces attacks ("Attackers hide instructions in them, for
 * example:"): the quoted lines are the examples. Up to 8 quote or list lines are walked up to that line; the
 * answer is kept per line (a long line of phrases asks once), and no line is read past 400 characters.
 */
export const exampleBlock = memoPerFile(underIntro);
/** An intro naming what a screen must catch ("Typical inputs it should flag:", "Prompts the filter must reject:"). */
const SCREENED_OUT =
  /\b(?:should|must|will|would|to)\s+(?:(?!not\b|never\b)\w+\s+)?(?:flag|block|reject|refuse|catch|screen\s+out|filter\s+out)\b/i;
const QUOTE_OR_ITEM = /^\s{0,3}(?:>|[-*+]\s|\d{1,3}[.)]\s)/;

function underIntro(file: AuditText, line: number): boolean {
  const starts = startsOf(file);
  const end = (n: number) => (n + 1 < starts.length ? starts[n + 1]! - 1 : file.text.length);
  const head = (n: number) => file.text.slice(starts[n]!, Math.min(end(n), starts[n]! + 400));
  if (!QUOTE_OR_ITEM.test(head(line))) return false;
  for (let n = line - 1, walked = 0; n >= 0 && walked < 8; n--, walked++) {
    const t = head(n);
    if (t.trim() === "" || QUOTE_OR_ITEM.test(t)) continue;
    return end(n) - starts[n]! < 400 && /[:：]\s*$/.test(t) && (CATALOGUE.test(t) || SCREENED_OUT.test(t));
  }
  return false;
}
