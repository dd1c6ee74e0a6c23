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
  const { starts, line, lineStart, from, text, at } = lineCut(file, index);
  if (patternArgument(text, at)) return true;
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
  const to = Math.min(line + 1 < starts.length ? starts[line + 1]! - 1 : file.text.length, index + REACH);
  return { starts, line, lineStart, from, text: file.text.slice(from, to), at: index - from };
}

/**
 * True when `index` is inside a pattern a matcher looks for (`grep -qE 'base64 -d \| bash'` in a hook that blocks
 * it, `"eval(atob(" in cmd`) on a line that runs nothing: for the rules that ask no other mention question.
 */
export function inMatchedPattern(file: AuditText, index: number): boolean {
  const { text, at } = lineCut(file, index);
  return patternArgument(text, at);
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

/** Headings of a section that lists attacks (a security skill's catalogue, a detector's red flags), not steps. */
const CATALOGUE_HEADING =
  /\b(?:attacks?|attack\s+(?:patterns?|vectors?|examples?|techniques?)|malicious|malware|exploits?|payloads?|exfiltration|red\s+flags?|suspicious|IOCs?|indicators?\s+of\s+compromise|detections?|threats?|anti-?patterns?|vulnerable|insecure|jailbreaks?|prompt\s+injections?|adversarial|red[\s-]?team\w{0,3}|what\s+not\s+to\s+do|bad\s+examples?|(?:reverse|bind)\s+shells?|cheat\s*-?sheets?|pentest\w{0,3}|penetration\s+test\w{0,3}|CTFs?|capture\s+the\s+flag|privilege\s+escalation|privesc|post-?exploitation|lateral\s+movement|HackTheBox|TryHackMe|OSCP|footholds?)\b|❌|⚠/i;
/** The same in the other languages read: privilege escalation, pentests, reverse shells, red teams. */
const OFFENSIVE =
  /(?<![\p{L}\p{N}_])(?:pentest\p{L}{0,4}|escalada\s+de\s+privil\p{L}{1,6}|(?:é|e)l(?:é|e)vation\s+de\s+privil\p{L}{1,6}|Rechteausweitung|Privilegien\p{L}{0,12}|пентест\p{L}{0,3}|повышени\p{L}{0,2}\s+привилеги\p{L}{0,2}|(?:обратн|реверс)\p{L}{0,3}\s+(?:шелл|оболочк)\p{L}{0,2})(?![\p{L}\p{N}_])|提权|权限提升|權限提升|渗透|滲透|反弹\s*shell|反彈\s*shell|红队|紅隊|権限昇格|ペネトレーション|侵入テスト|リバースシェル|권한\s*상승|침투\s*테스트|모의\s*해킹|리버스\s*셸/iu;
const ATX_HEADING = /^ {0,3}(#{1,6})\s+(.{0,200})/;

/** Where the first order to run something lies after `from` (64 KB on at most), or -1: once per section. */
const firstOrder = memoPerFile((file: AuditText, from: number): number => {
  const m = RUN_ORDER.exec(file.text.slice(from, from + 65_536));
  return m ? from + m.index : -1;
});

/** Prose that orders the shown code run ("run the block below first", "paste these into a terminal"). */
const RUN_ORDER =
  /\b(?:run|execute|paste|launch|invoke|type|enter)\b[^.\n]{0,40}\b(?:this|these|the\s+(?:following|block|snippet|commands?|code|one-?liners?|script)|below|above|it|them|in(?:to)?\s+(?:a|the|your)\s+(?:terminal|shell|console))\b/i;

/**
 * The line of the heading that names a list of attacks over the code block opened on `block` (the nearest
 * heading of each level above it, outside code blocks), or -1.
 */
function attackHeading(file: AuditText, starts: readonly number[], block: number): number {
  const { lines, catalogue } = sectionsOf(file, starts);
  const k = lowerBound(lines, block) - 1;
  return k >= 0 ? catalogue[k]! : -1;
}

/** The prose from the heading on `section` to the code block on `block` orders nothing run. */
function noOrder(file: AuditText, starts: readonly number[], section: number, block: number): boolean {
  const order = firstOrder(file, starts[section]!);
  return order < 0 || order >= starts[block]!;
}

/**
 * The code block opened on `block` (or the line `block`) sits under a heading that names a list of attacks, in
 * a file the agent reads on demand (not SKILL.md), and the prose of its section orders nothing run. A block
 * whose own intro orders it run is said before this is asked.
 */
function catalogued(file: AuditText, starts: readonly number[], block: number): boolean {
  if (/(?:^|\/)SKILL\.md$/i.test(file.path)) return false;
  const section = attackHeading(file, starts, block);
  return section >= 0 && noOrder(file, starts, section, block);
}

/**
 * A name to fill in where the attacker's machine goes (`ATTACKER_IP`, `LHOST`, `<your-ip>`, `{lhost}`,
 * `$RHOST`): a payload holding one reaches nobody as written.
 */
const PLACEHOLDER_NAME =
  /(?<![\w.-])\$?\{?(?:ATTACKERS?(?:[_-]?(?:IP|HOST|ADDR(?:ESS)?|SERVER|DOMAIN|BOX|MACHINE))?|[LR]HOST|YOUR[_-]?(?:IP|HOST|SERVER|DOMAIN)|KALI[_-]?IP|LISTENER[_-]?(?:IP|HOST)|C2[_-]?(?:IP|HOST|SERVER))\}?(?![\w-]|\.\w)|<\s*(?:[\w-]{0,20}[\s_-])?(?:[Ii][Pp]|[Hh]ost(?:name)?|[Aa]ddr(?:ess)?|[Aa]ttacker|[Ll]host|[Rr]host|[Ss]erver|[Dd]omain|[Ll]istener|[Uu]ser(?:name)?)(?:[\s_-][\w-]{0,20})?\s*>|\{\{?\s*(?:ip|host|lhost|rhost|attacker[\w-]{0,10})\s*\}\}?/;
/**
 * An address of the kind write-ups put there: a private or loopback one (10.0.0.1, a lab's 10.10.14.5,
 * 192.168.x.x). A real machine could sit at one, so it counts only where no prose orders the block run.
 * Reserved example names and documentation ranges (attacker.example, 203.0.113.x) do not count: they are
 * what a test or a sample writes for the attacker's real host.
 */
const PLACEHOLDER_ADDRESS =
  /(?<![\w.])(?:10\.\d{1,3}|192\.168|172\.(?:1[6-9]|2\d|3[01])|127\.0\.0)\.\d{1,3}(?:\.\d{1,3})?(?![\w.])|\blocalhost\b|\bx\.x\.x\.x\b/i;
/**
 * Addresses a payload line may name: IPv4 literals, a URL's host, a quoted host name, /dev/tcp's host, a bare
 * host name with a usual ending (`nc evil-c2.ru 4444`). Reading too much here only keeps a payload said.
 */
const ADDRESS =
  /(?<![\w.])\d{1,3}(?:\.\d{1,3}){3}(?![\w.])|:\/\/[\w.-]{1,253}|["'][a-z\d-]{1,63}(?:\.[a-z\d-]{1,63}){1,6}\.[a-z]{2,24}["']|\/dev\/(?:tcp|udp)\/[\w.-]{1,253}|(?<![\w./-])[a-z\d-]{1,63}(?:\.[a-z\d-]{1,63}){0,6}\.(?:com|net|org|io|ru|cn|xyz|top|info|biz|me|cc|tk|su|co|dev|app|pw|online|site|club|example|test|invalid)(?![\w.-])/gi;

/** Every address on the line is a placeholder one (or there is none): it names no real machine. */
function namesNoMachine(line: string): boolean {
  for (const m of line.matchAll(ADDRESS)) {
    const a = m[0].replace(/^(?::\/\/|["']|\/dev\/(?:tcp|udp)\/)/, "").replace(/["']$/, "");
    if (!PLACEHOLDER_NAME.test(a) && !PLACEHOLDER_ADDRESS.test(a)) return false;
  }
  return true;
}

/** A value given right after a name (`LHOST=203.0.113.9`, `ATTACKER_IP := "c2.net"`). */
const GIVEN = /^\}?\s*:?=\s*["']?(?![<{$])[\w.-]{3}/;

/**
 * Whether the file gives placeholder `name` a value: assigned (`LHOST=…`), or a real address after it on its
 * line ("replace ATTACKER_IP with 45.…", `set LHOST 45.…`).
 */
function assignedIn(file: AuditText, name: string): boolean {
  const bare = name.replace(/^[${]+|\}$/g, "");
  for (let k = file.text.indexOf(bare); k !== -1; k = file.text.indexOf(bare, k + bare.length)) {
    const nl = file.text.indexOf("\n", k);
    const after = file.text.slice(k + bare.length, Math.min(nl < 0 ? file.text.length : nl, k + 120));
    if (GIVEN.test(after) || !namesNoMachine(after)) return true;
  }
  return false;
}

/**
 * A payload a document about attacks shows (a cheat sheet, a CTF write-up, a detection guide): a code block
 * under a heading naming attacks, reverse shells, privilege escalation or a pentest, whose line names no real
 * machine and holds a placeholder — a name to fill in (`ATTACKER_IP`, `<your-ip>`: shown even where the
 * section says run it, it reaches nobody; not when the file sets that name), or an example address where
 * nothing orders the block run. A script is never a document: its lines run.
 */
function shownPayload(
  file: AuditText,
  starts: readonly number[],
  block: number,
  line: number,
  ordered: boolean,
): boolean {
  const end = line + 1 < starts.length ? starts[line + 1]! - 1 : file.text.length;
  const text = file.text.slice(starts[line]!, end);
  if (!namesNoMachine(text)) return false;
  const name = PLACEHOLDER_NAME.exec(text);
  const named = name !== null && !assignedIn(file, name[0]);
  if (!named && (ordered || !PLACEHOLDER_ADDRESS.test(text))) return false;
  const section = attackHeading(file, starts, block);
  if (section < 0) return false;
  if (named) return true;
  // "Run the example above" after the block orders it run too: the order is looked for to six lines past it.
  const close = fenceOf(file).close[lowerBound(fenceOf(file).open, block)] ?? starts.length;
  return noOrder(file, starts, section, Math.min(close + 6, starts.length - 1));
}

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

/**
 * True when `index` is on a line of a payload a document about attacks shows (shownPayload), whatever the
 * words beside it: for the rules that read a payload across lines.
 */
export function inShownPayload(file: AuditText, index: number): boolean {
  if (!file.markdown) return false;
  const starts = startsOf(file);
  const line = lineOf(starts, index);
  const block = blockOf(file, line);
  if (block === undefined) return false;
  const intro = blockIntro(file, starts, block);
  return shownPayload(file, starts, block, line, IMPERATIVE.test(intro) && !UNDOES.test(intro));
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
interface Sections {
  /** The ATX headings outside code blocks (0-based lines, ascending). */
  lines: number[];
  /** Whether each, or a heading it sits under, reports attacks or examples of risks. */
  reports: boolean[];
  /** The line of the nearest of it and the headings it sits under that names a list of attacks, or -1. */
  catalogue: number[];
}
const attackSections = new WeakMap<AuditText, Sections>();

/** Per file: the ATX headings outside code blocks, each with what it or a heading it sits under names. */
function sectionsOf(file: AuditText, starts: readonly number[] = startsOf(file)): Sections {
  let s = attackSections.get(file);
  if (s) return s;
  s = { lines: [], reports: [], catalogue: [] };
  const text = file.text;
  const stack: { level: number; reports: boolean; catalogue: number }[] = [];
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
    const up = stack.length > 0 ? stack[stack.length - 1] : undefined;
    const attack = ATTACK_SECTION.test(title);
    const own = attack || (RISK_WORD.test(title) && EXAMPLE_WORD.test(title));
    const reports = own || (up?.reports ?? false);
    const catalogue =
      attack || CATALOGUE_HEADING.test(title) || OFFENSIVE.test(title) ? line : (up?.catalogue ?? -1);
    stack.push({ level, reports, catalogue });
    s.lines.push(line);
    s.reports.push(reports);
    s.catalogue.push(catalogue);
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
