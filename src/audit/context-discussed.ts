// A download piped into a shell that a security guide discusses rather than orders: mentionedOnly (context.ts)
// without its two loosest answers. A dropper writes its one line anywhere — a bare code span in a setup list, a
// table row of steps — so there a span or a row counts as discussed only when its line, or the heading of its
// section, talks of risk, attack or refusal ("| `curl -k … | bash` | TLS checks off | High |" under "Risky
// installs", "Avoid `curl http://… | sudo bash`"). A code block is discussed only when its section's heading
// talks of risk and neither its intro nor the section's prose orders it run ("Bad:" labels: context-labelled.ts). In a script, a
// string an assertion tests (`assert risky("curl … | bash")`) is data too.
import { headingOver, noOrder } from "./attack-sections.js";
import { blockIntro, blockOf } from "./code-blocks.js";
import { mentionedOnly, ordersIt, SHOWS_ATTACK } from "./context.js";
import type { AuditText } from "./rule-types.js";
import { lineOf, quoted, REACH, startsOf } from "./text.js";

/** Words of risk or an incident over a section (nouns: "Warning" or "Don't skip" head setup steps too). */
const RISK_HEADING = new RegExp(
  `${SHOWS_ATTACK.source}|\\b(?:risk(?:s|y)?|unsafe|dangerous|danger|red\\s+flags?|pitfalls?|incidents?|compromised?|intruders?|breach(?:es)?)\\b`,
  "i",
);
/** The same, and refusals, beside a shown command on its own line. */
const RISK_TALK = new RegExp(
  `${RISK_HEADING.source}|\\b(?:flagged|reject(?:s|ed)?|never|avoid|don['’]?t|do\\s+not)\\b`,
  "i",
);
/** A test's assertion on a string (pytest, unittest, Jest/Vitest, node:assert), running nothing itself. */
const ASSERTION =
  /^\s*(?:assert\b|self\.assert\w{0,20}\s*\(|expect\s*\(|assert(?:\.\w{1,20})?\s*\()(?![^\n]*\b(?:system|popen|Popen|subprocess|exec\w{0,8}|eval|spawn\w{0,4}|run)\s*\()/;

/** True when the pipe at `index` is only discussed: see the module comment. */
export function discussedOnly(file: AuditText, index: number): boolean {
  const starts = startsOf(file);
  const line = lineOf(starts, index);
  const end = line + 1 < starts.length ? starts[line + 1]! - 1 : file.text.length;
  const near = file.text.slice(Math.max(starts[line]!, index - REACH), Math.min(end, index + REACH));
  if (!file.markdown)
    return mentionedOnly(file, index) || (ASSERTION.test(near) && quoted(file.text, index, 0));
  const block = blockOf(file, line);
  const heading = headingOver(file, index);
  const riskySection = heading !== undefined && RISK_HEADING.test(heading.title);
  // A block by its section only: a word of its intro ("Insecure networks cannot intercept this:") labels nothing.
  if (block !== undefined)
    return (
      riskySection && !ordersIt(blockIntro(file, starts, block)) && noOrder(file, starts, heading.line, block)
    );
  // A heading that names the risk of the command it holds ("Why `curl | sudo bash` is risky").
  if (heading?.line === line) return riskySection;
  return mentionedOnly(file, index) && (RISK_TALK.test(near) || riskySection || riskyTableHeader(file, line));
}

/** A table row: the header names what its rows are ("| Indicator | Example seen in incidents |"). */
const TABLE_ROW = /^\s{0,3}\|/;
const TABLE_RULE = /^\s{0,3}\|?\s*:?-{3,}:?\s*(?:\|\s*:?-{3,}:?\s*){0,20}\|?\s*$/;

/**
 * Whether the row at `line` sits in a table whose header row talks of risk, attack or an incident. At most 60
 * rows are walked up to the header, and the header is read to 400 characters.
 */
function riskyTableHeader(file: AuditText, line: number): boolean {
  const starts = startsOf(file);
  const head = (n: number) => {
    const end = n + 1 < starts.length ? starts[n + 1]! - 1 : file.text.length;
    return file.text.slice(starts[n]!, Math.min(end, starts[n]! + 400));
  };
  if (!TABLE_ROW.test(head(line))) return false;
  for (let n = line - 1; n >= 1 && n >= line - 60; n--) {
    const t = head(n);
    if (!TABLE_ROW.test(t)) return false;
    if (TABLE_RULE.test(t)) return RISK_TALK.test(head(n - 1)) && TABLE_ROW.test(head(n - 1));
  }
  return false;
}
