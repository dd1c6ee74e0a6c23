// Lines a check reads when its expression's words are not among the rule's hints: the scanner's gate (the one
// hint pass also finds every gated expression's required words) says where they are.
import type { AuditGate, AuditLine, AuditText } from "../rule-types.js";
import { lineOf, startsOf } from "../text.js";

/**
 * The lines holding a word `gate` lets through for `re`, each once, in order: the first word after a point is
 * found by halving the span (a few gate calls a line, none over a file without the words).
 */
export function gatedLines(file: AuditText, gate: AuditGate, re: RegExp): AuditLine[] {
  const text = file.text;
  const starts = startsOf(file);
  const out: AuditLine[] = [];
  for (let from = 0; from < text.length && gate(re, from, text.length); ) {
    let lo = from;
    let hi = text.length;
    while (hi - lo > 1) {
      const mid = (lo + hi) >> 1;
      if (gate(re, from, mid)) hi = mid;
      else lo = mid;
    }
    const l = lineOf(starts, hi - 1);
    const end = l + 1 < starts.length ? starts[l + 1]! - 1 : text.length;
    out.push({ index: starts[l]!, text: text.slice(starts[l]!, end) });
    from = end + 1;
  }
  return out;
}
