// A list that forbids or flags its items ("MUST NOT:", "It does **not**:", "REJECT IF YOU SEE:"): its items
// name what is not done, so a secret and a sink in one of them are no instruction.
import type { AuditText } from "../rule-types.js";
import { lineOf, startsOf } from "../text.js";

const FORBIDDING_HEADER =
  /^[\s#>*_-]*(?:must\s+not|never|don['’]?t|do\s+not|avoid|forbidden|prohibited|anti-?patterns?|bad\s+examples?|what\s+not\s+to\s+do)\b[^\n]{0,40}$/im;
/**
 * The line that opens a list, when it forbids or flags the list's items: "It does **not**:", "This skill
 * never:", "🚨 REJECT IMMEDIATELY IF YOU SEE:", "Red flags:" (a vetting checklist names what it rejects).
 */
const LIST_HEADER_FORBIDS =
  /^[^\w\n]{0,8}(?:(?:it|this\s+\w{2,20}|the\s+\w{2,20}|we|I)\s+(?:does|do|will|should|must|shall)\s*\**\s*(?:not|never)\b|(?:reject|block|refuse|deny|flag)\w{0,3}\b[^\n]{0,30}\bif\b|red\s+flags?\b|warning\s+signs?\b|never\b|must\s+not\b|do\s+not\b|don['’]?t\b|forbidden\b|prohibited\b)[^\n]{0,40}$/i;
/** A list item's line: a bullet, a number, a table-less dash. */
const LIST_ITEM = /^\s*(?:[-*+•·▪◦]|\d{1,3}[.)])\s/;
/** A line of box drawing or rules ("───", "===", "***") between a header and its items. */
const RULE_LINE = /^[\s\u2500-\u257f=*_~-]*$/;

/**
 * A list under "MUST NOT" / "Never:" / "Don't" forbids each of its items (the three lines above, 600
 * characters), and so does one whose header says what it rejects or what the skill does not do.
 */
export function forbiddingList(file: AuditText, index: number): boolean {
  const starts = startsOf(file);
  const l = lineOf(starts, index);
  const above = file.text.slice(Math.max(starts[Math.max(0, l - 3)]!, starts[l]! - 600), starts[l]!);
  return FORBIDDING_HEADER.test(above) || listHeaderForbids(file, starts, l);
}

/** The header of the list that line `l` is an item of (up to 16 items up, past a rule line) forbids its items. */
function listHeaderForbids(file: AuditText, starts: readonly number[], l: number): boolean {
  const lineText = (n: number) =>
    file.text.slice(starts[n]!, n + 1 < starts.length ? starts[n + 1]! - 1 : file.text.length);
  if (!LIST_ITEM.test(lineText(l))) return false;
  let n = l - 1;
  for (let k = 0; n >= 0 && k < 16 && LIST_ITEM.test(lineText(n)); k++) n--;
  if (n >= 0 && RULE_LINE.test(lineText(n)) && lineText(n).trim() !== "") n--;
  return n >= 0 && LIST_HEADER_FORBIDS.test(lineText(n).slice(0, 200));
}
