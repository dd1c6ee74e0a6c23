// A guard's deny list: the commands a hook or a settings file refuses (`DANGEROUS_PATTERNS = [...]`,
// `BLOCKED_COMMANDS="rm -rf /,mkfs"`, `"deny": ["Bash(rm -rf /)"]`, a YAML `blocked:` list) and a shell `case` arm
// that matches a command against them. Their items are data a command is compared with, not commands, unless the
// same file (or code block) evaluates text it builds at run time: then a list's item may be what runs.
import { blockOf, fenceOf } from "./code-blocks.js";
import type { AuditText } from "./rule-types.js";
import { lineAt, lineOf, lowerBound, memoPerFile, startsOf } from "./text.js";

/** A name that says its items are refused; not `dangerously` (a flag's name), `blocks`, `deny_reason`. */
const DENY_WORD =
  /deny|denied|blocked|blocklist|block_list|blacklist|forbidden|dangerous(?!ly)|disallowed|banned|unsafe|prohibited|rejected/i;
const DENY_AT = new RegExp(DENY_WORD.source, "gi");
const NAME = String.raw`[A-Za-z_][\w.-]{0,60}`;
/** A key or variable set on the line: `const BLOCKED: string[] = [`, `"deny": [`, `DENY+=(`, `export X=`. */
const ASSIGNED = new RegExp(
  String.raw`^\s*(?:[-*]\s+)?(?:(?:export|const|let|var|readonly|local|declare\s+-a|static|final|private|public)\s+)*["']?(${NAME})["']?\s*(?::\s*[\w.[\]|<>, ]{1,40}?\s*=|:=|\+=|=>|=|:)\s?(.*)$`,
);
/** A YAML key with nothing after it: its list follows on indented `- ` lines. */
const YAML_KEY = new RegExp(String.raw`^(\s*)(?:[-]\s+)?["']?(${NAME})["']?\s*:\s*(?:#.*)?$`);
const YAML_ITEM = /^(\s*)-\s/;
/** Strings, regex literals after `[`, `,` or `(`, and a trailing comment, taken out of a line. */
const STRINGS = /\b[rbuf]{1,2}(?=["'])|"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'|`(?:[^`\\\n]|\\.)*`/g;
const REGEX_LITERAL = /(^\s*|[[,(]\s*)\/(?:[^/\\\n]|\\.)+\/[a-z]{0,6}/g;
const TRAILING_COMMENT = /\s(?:#|\/\/).*$|^\s*(?:#|\/\/).*$/;
/** What is left of a list's line once its strings are out: brackets, commas, a default's `${X:-`, a regex's flags. */
const LIST_MATERIAL =
  /^(?:[\s,;:()[\]{}|+*]|\$\{\w{1,60}:-|\b(?:re\.compile|RegExp|new\s+Set|set|frozenset|tuple|Object\.freeze|re\.(?:I|IGNORECASE|M|S))\b|\d)*$/;

const bare = (line: string): string =>
  line.replace(STRINGS, "").replace(REGEX_LITERAL, "$1").replace(TRAILING_COMMENT, "");
/** Open brackets left on a bare line (closing ones count down). */
function depthOf(b: string): number {
  let d = 0;
  for (const c of b)
    d += c === "[" || c === "(" || c === "{" ? 1 : c === "]" || c === ")" || c === "}" ? -1 : 0;
  return d;
}

/**
 * Text built at run time handed to an evaluator or a shell: `eval`, `sh -c`, a pipe into a shell, a process call,
 * a variable run as a command. A file (or a code block) that has one may run its own list's items.
 */
const EVALUATES =
  /\beval\b|\bexec\s*\(|\b(?:ba|z|da|k)?sh\s+-c\b|\|\s*(?:sudo\s+)?(?:ba|z|da|k)?sh\b|\bxargs\b[^\n|;&]{0,40}\b(?:ba|z|da)?sh\b|\bos\.(?:system|popen|exec\w{0,4}|spawn\w{0,4})\s*\(|\bsubprocess\b|\bPopen\b|\bchild_process\b|\b(?:execSync|execFile\w{0,4}|spawn(?:Sync)?)\s*\(|\bnew\s+Function\b|\bInvoke-Expression\b|\biex\b|\bStart-Process\b|\bProcessBuilder\b|\bgetRuntime\(\)\.exec\b|(?:^|[;&|({]\s*|\b(?:then|do|sudo|nohup|exec|time)\s+)["']?\$\{?[A-Za-z_]\w*\}?["']?(?=[\s;&|)]|$)/m;

/** The deny list lines of one range (a script whole, or one Markdown code block), and whether the rest evaluates. */
interface DenyRange {
  readonly lines: ReadonlySet<number>;
  readonly evaluates: boolean;
}
const NO_LIST: DenyRange = { lines: new Set(), evaluates: true };

/**
 * The deny list lines of the range opened on `open` (-1: the whole script; else a code block's fence line), read
 * once per range and only when a match's line could be a list's: most files never get here.
 */
const denyRange = memoPerFile((file: AuditText, open: number): DenyRange => {
  const starts = startsOf(file);
  let from = 0;
  let to = starts.length;
  if (open >= 0) {
    const fences = fenceOf(file);
    from = open + 1;
    to = fences.close[lowerBound(fences.open, open)] ?? starts.length;
  }
  const lines = listLines(file.text, starts, from, to);
  if (lines.length === 0) return NO_LIST;
  const set = new Set(lines);
  return { lines: set, evaluates: evaluatesOutside(file.text, starts, from, to, set) };
});

/** The rows of a Markdown file's tables headed by a deny word (read once per file, when a match is on a row). */
const denyRows = memoPerFile(
  (file: AuditText, _: 0): ReadonlySet<number> => new Set(tableRows(file.text, startsOf(file))),
);

/** At most this many lines per list: a list never closed does not take the rest of the file. */
const MAX_LIST = 400;

/** The deny list lines from `from` to `to` (exclusive): a name's assignment and the lines of the list it opens. */
function listLines(text: string, starts: readonly number[], from: number, to: number): number[] {
  const out: number[] = [];
  const end = to < starts.length ? starts[to]! : text.length;
  // Only lines holding a deny word can name a list: found by one scan, not by a test per line.
  DENY_AT.lastIndex = from < starts.length ? starts[from]! : text.length;
  for (let m = DENY_AT.exec(text); m !== null && m.index < end; m = DENY_AT.exec(text)) {
    const n = lineOf(starts, m.index);
    DENY_AT.lastIndex = n + 1 < starts.length ? starts[n + 1]! : text.length;
    if (out.length > 0 && n <= out[out.length - 1]!) continue;
    const line = lineAt(text, starts, n).slice(0, 2000);
    const yaml = YAML_KEY.exec(line);
    if (yaml && DENY_WORD.test(yaml[2]!)) {
      const indent = yaml[1]!.length;
      let k = n + 1;
      for (; k < to && k - n <= MAX_LIST; k++) {
        const item = lineAt(text, starts, k);
        const dash = YAML_ITEM.exec(item);
        if (dash && dash[1]!.length >= indent) out.push(k);
        else if (item.trim() !== "") break;
      }
      continue;
    }
    const a = ASSIGNED.exec(line);
    if (!a || !DENY_WORD.test(a[1]!)) continue;
    const rest = bare(a[2]!);
    if (!LIST_MATERIAL.test(rest)) continue;
    out.push(n);
    let depth = depthOf(rest);
    let k = n + 1;
    for (; depth > 0 && k < to && k - n <= MAX_LIST; k++) {
      const b = bare(lineAt(text, starts, k).slice(0, 2000));
      if (!LIST_MATERIAL.test(b)) break;
      out.push(k);
      depth += depthOf(b);
    }
  }
  return out;
}

const TABLE_ROW = /^\s{0,3}\|/;
const TABLE_RULE = /^\s{0,3}\|?\s*:?-{2,}/;

/**
 * The rows of a Markdown table whose header names what is refused ("| Blocked command | Why |", "| Dangerous
 * pattern |"): each row is an item the page refuses, shown, not an order. Tables are prose, never code blocks.
 */
function tableRows(text: string, starts: readonly number[]): number[] {
  const out: number[] = [];
  DENY_AT.lastIndex = 0;
  for (let m = DENY_AT.exec(text); m !== null; m = DENY_AT.exec(text)) {
    const n = lineOf(starts, m.index);
    DENY_AT.lastIndex = n + 1 < starts.length ? starts[n + 1]! : text.length;
    if (n + 1 >= starts.length || (out.length > 0 && n <= out[out.length - 1]!)) continue;
    if (!TABLE_ROW.test(text.slice(starts[n]!, starts[n]! + 4))) continue;
    if (!TABLE_RULE.test(lineAt(text, starts, n + 1).slice(0, 200))) continue;
    let k = n + 2;
    for (; k < starts.length && k - n <= MAX_LIST && TABLE_ROW.test(lineAt(text, starts, k).slice(0, 8)); k++)
      out.push(k);
    DENY_AT.lastIndex = k < starts.length ? starts[k]! : text.length;
  }
  return out;
}

/** Whether the lines from `from` to `to` other than the list's evaluate text built at run time. */
function evaluatesOutside(
  text: string,
  starts: readonly number[],
  from: number,
  to: number,
  list: ReadonlySet<number>,
): boolean {
  for (let n = from; n < to; n++) if (!list.has(n) && EVALUATES.test(lineAt(text, starts, n))) return true;
  return false;
}

/** A line that can be a list's: it names a deny word, or opens with a string, a regex, a YAML item or a table cell. */
const LISTISH = /^\s*(?:[rbuf]{1,2})?["'`/]|^\s*-\s|^\s{0,3}\|/;

/**
 * True when `index` is on an item line of a deny list (or on the line that names the list and holds its items),
 * and nothing in the same script or code block evaluates text built at run time. Most lines cannot be a list's:
 * the file is read whole only when the match's line could be one.
 */
export function denyListed(file: AuditText, index: number): boolean {
  const starts = startsOf(file);
  const n = lineOf(starts, index);
  const end = n + 1 < starts.length ? starts[n + 1]! : file.text.length;
  const line = file.text.slice(starts[n]!, Math.min(end, starts[n]! + 400));
  if (!LISTISH.test(line) && !DENY_WORD.test(line)) return false;
  if (!file.markdown) {
    const r = denyRange(file, -1);
    return r.lines.has(n) && !r.evaluates;
  }
  if (TABLE_ROW.test(line.slice(0, 8)) && denyRows(file, 0).has(n)) return true;
  const block = blockOf(file, n);
  if (block === undefined) return false;
  const r = denyRange(file, block);
  return r.lines.has(n) && !r.evaluates;
}

/** A shell `case` arm's patterns before the match: globs and quoted strings joined by `|`, then the match's quote. */
const ARM_BEFORE =
  /^\s*\(?\s*(?:(?:\*?"[^"\n]{0,200}"\*?|\*?'[^'\n]{0,200}'\*?|[^\s"'()|;]{1,200})\s*\|\s*){0,20}\*?["']$/;
const ARM_AFTER = /^[^"'\n]{0,300}["']\*?\s*(?:\|[^)\n]{0,400})?\)/;
const CASE_OPEN = /\bcase\b[^\n]{0,200}\bin\s*$/m;

/**
 * True when `index` sits in the pattern of a shell `case` arm (`*"rm -rf /"*|*"mkfs"*)` under `case "$cmd" in`):
 * the command is compared with it, the arm's body (after the `)`) is what runs.
 */
export function caseArm(file: AuditText, index: number, lineStart: number, lineEnd: number): boolean {
  // A pattern's match starts just after its quote: most matches do not.
  const q = file.text.charCodeAt(index - 1);
  if ((q !== 34 && q !== 39) || (file.markdown && !fenceOf(file).open.length)) return false;
  const before = file.text.slice(Math.max(lineStart, index - 600), index);
  if (before.length >= 600 || !ARM_BEFORE.test(before)) return false;
  if (!ARM_AFTER.test(file.text.slice(index, Math.min(lineEnd, index + 800)))) return false;
  const starts = startsOf(file);
  const n = lineOf(starts, index);
  const above = file.text.slice(starts[Math.max(0, n - 40)]!, lineStart);
  return CASE_OPEN.test(above.length > 6000 ? above.slice(-6000) : above);
}
