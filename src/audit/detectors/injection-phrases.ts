// Where a phrase of an injection rule is looked for: on the lines its hint words found and the line before
// (a sentence wrapped in the middle of the phrase), each run of such lines read once.
import type { AuditLine, AuditText, TextHit } from "../rule-types.js";
import { eachMatchFast, leadWordPattern } from "../sentences.js";
import { eachMatch, lineOf, quoted, startsOf } from "../text.js";

/**
 * Matches of `re` that start on a hint line or the line before it and end at most one line later (a
 * sentence wrapped mid-phrase); `keep` filters (quoting). Runs of such lines are scanned as one block,
 * so every character is read once, however many hint lines there are.
 */
export function phraseHits(
  file: AuditText,
  lines: readonly AuditLine[],
  re: RegExp,
  keep: (hit: TextHit) => boolean = () => true,
): TextHit[] {
  const out: TextHit[] = [];
  const text = file.text;
  const starts = startsOf(file);
  const first = new Set<number>();
  for (const l of lines) {
    const n = lineOf(starts, l.index);
    first.add(n);
    if (n > 0) first.add(n - 1);
  }
  const endOf = (line: number) => (line + 1 < starts.length ? starts[line + 1]! - 1 : text.length);
  const take = (index: number, length: number) => {
    const hit = { index, length };
    if (keep(hit)) out.push(hit);
  };
  const sorted = [...first].sort((a, b) => a - b);
  // The same matches as a global scan of `re`, found from the first words of its alternatives when it has that shape.
  const fast = leadWordPattern(re);
  const each = (t: string, fn: (m: RegExpExecArray) => void) =>
    fast ? eachMatchFast(fast, t, fn) : eachMatch(re, t, fn);
  for (let i = 0; i < sorted.length; ) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j]! + 1) j++;
    const from = starts[sorted[i]!]!;
    const block = text.slice(from, endOf(Math.min(starts.length - 1, sorted[j]! + 1)));
    each(block, (m) => {
      const index = from + m.index;
      const line = lineOf(starts, index);
      if (!first.has(line)) return;
      if (index + m[0].length <= endOf(Math.min(starts.length - 1, line + 1))) take(index, m[0].length);
      else {
        // Longer than two lines: the phrase as the two lines alone hold it (rare).
        const w = text.slice(starts[line]!, endOf(Math.min(starts.length - 1, line + 1)));
        for (const n of w.matchAll(re)) if (starts[line]! + n.index === index) take(index, n[0].length);
      }
    });
    i = j + 1;
  }
  return out;
}

export const unquoted = (file: AuditText) => (h: TextHit) => !quoted(file.text, h.index, h.length);

/** The hits `keep` accepts, at most one a line (all a rule shows): a long line of repeats stays cheap. */
export function onePerLine(
  file: AuditText,
  hits: readonly TextHit[],
  keep: (h: TextHit) => boolean,
): TextHit[] {
  const starts = startsOf(file);
  const out: TextHit[] = [];
  let last = -1;
  for (const h of hits) {
    const line = lineOf(starts, h.index);
    if (line === last || !keep(h)) continue;
    out.push(h);
    last = line;
  }
  return out;
}
