// Where a match sits: said (an instruction or a command) or only mentioned (a table row, a flag named
// in prose, an example of an attack in a security skill). Rules whose words security skills also
// write (detection rules, audits, "what not to do") drop what is only mentioned.
import type { AuditText } from "./rule-types.js";
import { lineOf, lowerBound, memoPerFile, quoted, REACH, startsOf } from "./text.js";

/**
 * Per file: the fenced code blocks of a Markdown file, as 0-based line ranges: `open[k]` is a block's fence
 * line and `close[k]` its closing fence line (the line count when it is never closed); the lines strictly
 * between are inside it.
 */
interface Fences {
  readonly open: readonly number[];
  readonly close: readonly number[];
}
const fences = new WeakMap<AuditText, Fences>();
const NO_FENCES: Fences = { open: [], close: [] };

/**
 * The lines that start with 0–3 spaces and then ``` or ~~~ (the fence lines), ascending: found with
 * indexOf, not by splitting the text and testing every line.
 */
function fenceLines(text: string, starts: readonly number[]): { line: number; run: string }[] {
  const out: { line: number; run: string }[] = [];
  for (const mark of ["```", "~~~"])
    for (let k = text.indexOf(mark); k !== -1; ) {
      const from = text.lastIndexOf("\n", k - 1) + 1;
      if (k - from <= 3 && /^ *$/.test(text.slice(from, k))) {
        let end = k + 3;
        while (text.charCodeAt(end) === mark.charCodeAt(0)) end++;
        out.push({ line: lineOf(starts, from), run: text.slice(k, end) });
      }
      const next = text.indexOf("\n", k);
      k = next === -1 ? -1 : text.indexOf(mark, next + 1);
    }
  return out.sort((a, b) => a.line - b.line);
}

function fenceOf(file: AuditText): Fences {
  let f = fences.get(file);
  if (f) return f;
  f = NO_FENCES;
  if (file.markdown) {
    const starts = startsOf(file);
    const open: number[] = [];
    const close: number[] = [];
    let ticks = "";
    for (const { line, run } of fenceLines(file.text, starts)) {
      if (open.length === close.length) {
        open.push(line);
        ticks = run;
      } else if (run.startsWith(ticks[0]!) && run.length >= ticks.length) close.push(line);
    }
    if (open.length > close.length) close.push(starts.length);
    if (open.length > 0) f = { open, close };
  }
  fences.set(file, f);
  return f;
}

/** The fence line of the code block holding 0-based `line` (not a fence line of its own), or undefined. */
function blockOf(file: AuditText, line: number): number | undefined {
  const { open, close } = fenceOf(file);
  const k = lowerBound(open, line) - 1; // the last block opened before `line`
  return k >= 0 && line < close[k]! ? open[k] : undefined;
}

/** Words of a text that shows an attack rather than performs one (security skills, audits, detection rules). */
export const SHOWS_ATTACK =
  /(?<![\w.@/-])(?:attackers?|malicious|malware|exploit(?:s|ed|ation)?|vulnerab\w{0,6}|(?:command|shell|prompt)\s+injection|insecure|anti-?pattern|bad\s+example|red\s+flags?|detection(?:\s+rules?)?|(?:YARA|Sigma|Semgrep|CodeQL)\s+rules?|IOCs?|indicators?\s+of\s+compromise|what\s+not\s+to\s+do|disables?\s+(?:protections?|the\s+sandbox|approvals?|restrictions)|is\s+dangerous|are\s+dangerous|dangerous\s+(?:configs?|configurations?|settings?|patterns?|commands?|examples?))(?!\.?[\w-])|❌|⚠/i;
/** The clause before a code span starts with an instruction to do something. */
const IMPERATIVE =
  /(?:^[\s*>#+-]*(?:\d+\.\s*)?(?:\*\*[^*]{0,60}\*\*\s*)?|,\s+)(?:(?:and|then|also|or|now|first|next|finally|please|just)\s+)*(?:always\s+)?(?:run|re-?launch|launch|restart|start|invoke|execute|use|add|set|enable|pass|append|write|put|call|type|paste|copy|include|keep|read|cat|open|collect|gather|grab|send|upload|post|zip|archive|fetch|load|print|dump|attach|forward|back\s?up|sync|inventory|export|extract|share|commit|push|publish|mirror|bundle|snapshot|encode|compress|tar)\b/i;
/** The clause before a code span undoes or forbids it. */
const UNDOES =
  /\b(?:never|don['’]?t|do\s+not|avoid|instead\s+of|remove|drop|strip|delete|disable|replace|without)\b/i;

/** A call that runs or evaluates its argument: a quoted command there is code, not data. */
const RUNS =
  /\b(?:system|popen|Popen|subprocess|spawn(?:Sync)?|exec\w{0,8}|eval|Invoke-Expression|iex|Start-Process|child_process|ShellExecute|os\.\w{1,10}|check_(?:call|output)|call|run)\s*\(|\$\(|`/;

/** A matcher the quoted string just after it is handed to: grep/rg, `=~`, a regex call, `.includes(`, `-match`. */
const MATCHER =
  /(?:\b[efz]?grep\b(?:\s{1,4}-{1,2}[\w=-]{1,20}){0,6}|\brg\b(?:\s{1,4}-{1,2}[\w=-]{1,20}){0,6}|=~|\bSelect-String\b(?:\s{1,4}-\w{1,20}){0,4}|\s-(?:i?match|i?like)|\b(?:re\.(?:search|match|fullmatch|compile|findall|finditer|sub|split)|\.(?:test|match|search|includes|startsWith|endsWith|startswith|endswith|contains))\s*\(\s*[rb]?)\s*$/;
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
  const starts = startsOf(file);
  const line = lineOf(starts, index);
  // The line, cut to REACH characters either side of the match: a long line of matches stays linear.
  const lineStart = starts[line]!;
  const from = Math.max(lineStart, index - REACH);
  const to = Math.min(line + 1 < starts.length ? starts[line + 1]! - 1 : file.text.length, index + REACH);
  const text = file.text.slice(from, to);
  const at = index - from;
  if (patternArgument(text, at)) return true;
  return file.markdown
    ? markdownMention(file, starts, line, text, at, from === lineStart)
    : scriptMention(file, starts, line, text, at, index);
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
  if (dataValue(text, at)) return true;
  if (RUNS.test(text)) return false;
  if (!quoted(file.text, index, 0)) return false;
  if (besideAttackWords(file, line, text, at)) return true;
  const lineStart = starts[line]!;
  const above = file.text.slice(Math.max(starts[Math.max(0, line - 2)]!, lineStart - REACH), lineStart);
  return /^\s*(?:#|\/\/|--|;|\*)/m.test(above) && SHOWS_ATTACK.test(above);
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
    if (says(blockIntro(file, starts, block))) return false;
    if (besideAttackWords(file, line, text, at) || REPORT_LINE.test(text.slice(0, at))) return true;
    const intro = file.text.slice(
      Math.max(starts[Math.max(0, block - 6)]!, starts[block]! - 6 * REACH),
      starts[block]!,
    );
    return SHOWS_ATTACK.test(intro) || catalogued(file, starts, block);
  }
  const before = text.slice(0, at);
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

/** Headings of a section that lists attacks (a security skill's catalogue, a detector's red flags), not steps. */
const CATALOGUE_HEADING =
  /\b(?:attacks?|attack\s+(?:patterns?|vectors?|examples?|techniques?)|malicious|malware|exploits?|payloads?|exfiltration|red\s+flags?|suspicious|IOCs?|indicators?\s+of\s+compromise|detections?|threats?|anti-?patterns?|vulnerable|insecure|jailbreaks?|prompt\s+injections?|adversarial|red[\s-]?team\w{0,3}|what\s+not\s+to\s+do|bad\s+examples?)\b|❌|⚠/i;
const ATX_HEADING = /^ {0,3}(#{1,6})\s+(.{0,200})/;
const catalogues = new WeakMap<AuditText, Map<number, boolean>>();

/** Where the first order to run something lies after `from` (64 KB on at most), or -1: once per section. */
const firstOrder = memoPerFile((file: AuditText, from: number): number => {
  const m = RUN_ORDER.exec(file.text.slice(from, from + 65_536));
  return m ? from + m.index : -1;
});

/** Prose that orders the shown code run ("run the block below first", "paste these into a terminal"). */
const RUN_ORDER =
  /\b(?:run|execute|paste|launch|invoke|type|enter)\b[^.\n]{0,40}\b(?:this|these|the\s+(?:following|block|snippet|commands?|code|one-?liners?|script)|below|above|it|them|in(?:to)?\s+(?:a|the|your)\s+(?:terminal|shell|console))\b/i;

/**
 * The code block opened on `block` sits under a heading that names a list of attacks (the nearest heading of
 * each level above it, at most 300 lines up, outside code blocks), in a file the agent reads on demand (not
 * SKILL.md), and the prose of its section orders nothing run. A block whose own intro orders it run is said
 * before this is asked.
 */
function catalogued(file: AuditText, starts: readonly number[], block: number): boolean {
  if (/(?:^|\/)SKILL\.md$/i.test(file.path)) return false;
  let map = catalogues.get(file);
  if (!map) {
    map = new Map();
    catalogues.set(file, map);
  }
  let known = map.get(block);
  if (known !== undefined) return known;
  known = false;
  let level = 7;
  let section = -1;
  for (let k = block - 1; k >= Math.max(0, block - 300) && level > 1 && !known; k--) {
    if (file.text.charCodeAt(starts[k]!) !== 35 && file.text.charCodeAt(starts[k]! + 1) !== 35) continue;
    const m = ATX_HEADING.exec(file.text.slice(starts[k]!, Math.min(starts[k]! + 220, file.text.length)));
    if (!m || m[1]!.length >= level || blockOf(file, k) !== undefined) continue;
    level = m[1]!.length;
    known = CATALOGUE_HEADING.test(m[2]!.split("\n")[0]!);
    if (known) section = k;
  }
  // The text from that heading to the block holds no order to run (its first order, found once a heading).
  if (known && section >= 0) {
    const order = firstOrder(file, starts[section]!);
    known = order < 0 || order >= starts[block]!;
  }
  map.set(block, known);
  return known;
}

/** The clause holding a code span: from the last sentence break before it. */
function clauseOf(before: string): string {
  const cut = Math.max(...[". ", ": ", "! ", "? ", "; "].map((d) => before.lastIndexOf(d)));
  return before.slice(cut < 0 ? 0 : cut + 2);
}

/** The last non-empty line of the three before a code block, at most REACH characters of it. */
function blockIntro(file: AuditText, starts: readonly number[], block: number): string {
  for (let k = block - 1; k >= Math.max(0, block - 3); k--) {
    const intro = file.text.slice(Math.max(starts[k]!, starts[k + 1]! - REACH), starts[k + 1]! - 1);
    if (intro.trim() !== "") return intro;
  }
  return "";
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

/** True when `index` is inside a fenced code block of a Markdown file. */
export function inCodeBlock(file: AuditText, index: number): boolean {
  return blockOf(file, lineOf(startsOf(file), index)) !== undefined;
}

/**
 * Words of a heading over a section that reports attacks (a risk list's scenarios, a vulnerability write-up, a
 * threat model), in English and the other languages read: attacks, vulnerabilities, threats, exploits,
 * injections, poisoning. Risks count only as "examples of risks" (a "Risks" section of a how-to is advice).
 */
const ATTACK_SECTION =
  /(?<![\p{L}\p{N}_])(?:attack(?:s|ers?)?|vulnerab\p{L}{0,8}|exploit(?:s|ation)?|threats?|malicious|injections?|jailbreaks?|poisoning|Angriff\p{L}{0,3}|Schwachstelle\p{L}{0,2}|Bedrohung\p{L}{0,2}|ataques?|vulnerabilidad\p{L}{0,2}|vulnerabilidades?|amenazas?|amea(?:ç|c)as?|attaques?|vuln(?:é|e)rabilit(?:é|e)s?|menaces?|attacc(?:o|hi)|vulnerabilit(?:à|a)|minacc\p{L}{1,2}|атак\p{L}{0,2}|уязвимост\p{L}{0,2}|угроз\p{L}{0,2}|отравлени\p{L}{0,2}|sald(?:ı|i)r\p{L}{0,5}|zafiyet\p{L}{0,3}|tấn\s+công|lỗ\s+hổng)(?![\p{L}\p{N}_])|攻击|攻擊|漏洞|威胁|威脅|恶意|惡意|提示注入|越狱|越獄|攻撃|脆弱性|脅威|悪意|インジェクション|공격|취약점|위협|악성|인젝션|हमल|भेद्यता|इंजेक्शन|هجوم|ثغر|تهديد/iu;
const RISK_WORD =
  /(?<![\p{L}\p{N}_])(?:risks?|Risiken|riesgos|riscos|risques|rischi|риск\p{L}{0,2})(?![\p{L}\p{N}_])|风险|風險|リスク|위험|खतर|مخاطر/iu;
const EXAMPLE_WORD =
  /(?<![\p{L}\p{N}_])(?:examples?|Beispiele?|ejemplos?|exemplos?|exemples?|esempi|пример\p{L}{0,3}|примерн\p{L}{0,3})(?![\p{L}\p{N}_])|例|예시|उदाहरण|مثال|أمثلة/iu;
const attackSections = new WeakMap<AuditText, { lines: number[]; reports: boolean[] }>();

/** Per file: the ATX headings outside code blocks, each with whether it or a heading it sits under reports attacks. */
function sectionsOf(file: AuditText): { lines: number[]; reports: boolean[] } {
  let s = attackSections.get(file);
  if (s) return s;
  s = { lines: [], reports: [] };
  const starts = startsOf(file);
  const text = file.text;
  const stack: { level: number; reports: boolean }[] = [];
  for (
    let k = text.charCodeAt(0) === 35 ? 0 : text.indexOf("\n#");
    k !== -1;
    k = text.indexOf("\n#", k + 1)
  ) {
    const from = k === 0 && text.charCodeAt(0) === 35 ? 0 : k + 1;
    const m = ATX_HEADING.exec(text.slice(from, Math.min(from + 220, text.length)));
    const line = lineOf(starts, from);
    if (!m || blockOf(file, line) !== undefined) continue;
    const level = m[1]!.length;
    const title = m[2]!.split("\n")[0]!;
    while (stack.length > 0 && stack[stack.length - 1]!.level >= level) stack.pop();
    const own = ATTACK_SECTION.test(title) || (RISK_WORD.test(title) && EXAMPLE_WORD.test(title));
    const reports = own || (stack.length > 0 && stack[stack.length - 1]!.reports);
    stack.push({ level, reports });
    s.lines.push(line);
    s.reports.push(reports);
  }
  attackSections.set(file, s);
  return s;
}

/**
 * True when `index` lies in a Markdown section whose heading, or a heading it sits under, reports attacks or
 * examples of risks ("Example Attack Scenarios > Scenario #3", "攻撃シナリオの例", "Распространенные примеры
 * рисков"): a scenario told there describes what an attacker or a faulty system does.
 */
export function inAttackSection(file: AuditText, index: number): boolean {
  if (!file.markdown) return false;
  const { lines, reports } = sectionsOf(file);
  const k = lowerBound(lines, lineOf(startsOf(file), index) + 1) - 1;
  return k >= 0 && reports[k]!;
}
