// A guard's deny list: the commands a hook or a settings file refuses (`DANGEROUS_PATTERNS = [...]`,
// `BLOCKED_COMMANDS="rm -rf /,mkfs"`, `"deny": ["Bash(rm -rf /)"]`, a YAML `blocked:` list) and a shell `case` arm
// that matches a command against them. Their items are data a command is compared with, not commands, unless the
// same file (or code block) evaluates text it builds at run time: then a list's item may be what runs.
import { fenceOf } from "./code-blocks.js";
import type { AuditText } from "./rule-types.js";
import { lineAt, lineOf, startsOf } from "./text.js";

/** A name that says its items are refused; not `dangerously` (a flag's name), `blocks`, `deny_reason`. */
const DENY_WORD =
  /deny|denied|blocked|blocklist|block_list|blacklist|forbidden|dangerous(?!ly)|disallowed|banned|unsafe|prohibited|rejected/i;
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

interface DenyLines {
  readonly lines: ReadonlySet<number>;
  /** Per line range (a script is one range, a Markdown code block one each): whether it evaluates built text. */
  readonly evaluates: (line: number) => boolean;
}

const memo = new WeakMap<AuditText, DenyLines>();
const NONE: DenyLines = { lines: new Set(), evaluates: () => true };

/** The lines of a file that are items of a deny list (read once per file, only when a deny word is in it). */
function denyLines(file: AuditText): DenyLines {
  const seen = memo.get(file);
  if (seen) return seen;
  let out = NONE;
  if (DENY_WORD.test(file.text)) {
    const starts = startsOf(file);
    const ranges = file.markdown ? blockRanges(file) : [{ from: 0, to: starts.length }];
    const lines = new Set<number>();
    const evaluating: { from: number; to: number }[] = [];
    for (const r of ranges) {
      const mine = listLines(file.text, starts, r.from, r.to);
      for (const n of mine) lines.add(n);
      if (mine.length > 0 && evaluatesOutside(file.text, starts, r.from, r.to, new Set(mine)))
        evaluating.push(r);
    }
    if (file.markdown) for (const n of tableRows(file.text, starts)) lines.add(n);
    out = {
      lines,
      evaluates: (n) => evaluating.some((r) => n >= r.from && n < r.to),
    };
  }
  memo.set(file, out);
  return out;
}

/** The lines strictly inside each fenced code block of a Markdown file. */
function blockRanges(file: AuditText): { from: number; to: number }[] {
  const { open, close } = fenceOf(file);
  return open.map((o, k) => ({ from: o + 1, to: close[k]! }));
}

/** At most this many lines per list: a list never closed does not take the rest of the file. */
const MAX_LIST = 400;

/** The deny list lines from `from` to `to` (exclusive): a name's assignment and the lines of the list it opens. */
function listLines(text: string, starts: readonly number[], from: number, to: number): number[] {
  const out: number[] = [];
  for (let n = from; n < to; n++) {
    const line = lineAt(text, starts, n).slice(0, 2000);
    if (!DENY_WORD.test(line)) continue;
    const yaml = YAML_KEY.exec(line);
    if (yaml && DENY_WORD.test(yaml[2]!)) {
      const indent = yaml[1]!.length;
      let k = n + 1;
      for (; k < to && k - n <= MAX_LIST; k++) {
        const item = lineAt(text, starts, k);
        const m = YAML_ITEM.exec(item);
        if (m && m[1]!.length >= indent) out.push(k);
        else if (item.trim() !== "") break;
      }
      n = k - 1;
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
    n = k - 1;
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
  for (let n = 0; n + 1 < starts.length; n++) {
    if (!TABLE_ROW.test(text.slice(starts[n]!, starts[n]! + 4))) continue;
    const header = lineAt(text, starts, n).slice(0, 2000);
    if (!DENY_WORD.test(header) || !TABLE_RULE.test(lineAt(text, starts, n + 1).slice(0, 200))) continue;
    let k = n + 2;
    for (; k < starts.length && k - n <= MAX_LIST && TABLE_ROW.test(lineAt(text, starts, k).slice(0, 8)); k++)
      out.push(k);
    n = k - 1;
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

/**
 * True when `index` is on an item line of a deny list (or on the line that names the list and holds its items),
 * and nothing in the same script or code block evaluates text built at run time.
 */
export function denyListed(file: AuditText, index: number): boolean {
  const d = denyLines(file);
  if (d.lines.size === 0) return false;
  const n = lineOf(startsOf(file), index);
  return d.lines.has(n) && !d.evaluates(n);
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
  if (file.markdown && !fenceOf(file).open.length) return false;
  const before = file.text.slice(Math.max(lineStart, index - 600), index);
  if (before.length >= 600 || !ARM_BEFORE.test(before)) return false;
  if (!ARM_AFTER.test(file.text.slice(index, Math.min(lineEnd, index + 800)))) return false;
  const starts = startsOf(file);
  const n = lineOf(starts, index);
  const above = file.text.slice(starts[Math.max(0, n - 40)]!, lineStart);
  return CASE_OPEN.test(above.length > 6000 ? above.slice(-6000) : above);
}
