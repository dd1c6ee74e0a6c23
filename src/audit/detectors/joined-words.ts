// Commands whose words are cut into pieces kept in variables and joined back where they run: shell
// `a=cu; b=rl; $a$b …`, cmd's `%a%%b%`, and string literals in names joined by `+`, `.`, templates or `-join`.
import type { AuditText, TextHit } from "../rule-types.js";
import { allMatches, lineOf, startsOf } from "../text.js";
import { COMMANDS } from "./obfuscation.js";

// --- A command assembled from variables: `a=cu; b=rl; $a$b … | $e$f`, cmd's `%a%%b%` ---

/** Two or more expansions side by side (`$a$b`, `${a}${b}`, `%a%%b%`): a word built from pieces. */
const JOINED = /(?:\$\{?[A-Za-z_]\w{0,30}\}?){2,}|(?:%[A-Za-z_]\w{0,30}%){2,}/;
const JOINED_AT = new RegExp(JOINED.source, "y");
/**
 * JOINED.test over a whole file, tried only where a match can start (a `$` or a `%`, found by indexOf):
 * run over every character of every file, the expression cost more than the rest of the rule.
 */
function joinedIn(text: string): boolean {
  for (const lead of ["$", "%"])
    for (let at = text.indexOf(lead); at !== -1; at = text.indexOf(lead, at + 1)) {
      JOINED_AT.lastIndex = at;
      if (JOINED_AT.test(text)) return true;
    }
  return false;
}
/** `name=value` (shell, several to a line), `set name=value` (cmd, to the end of the line). */
const SHELL_SET =
  /(?:^|[;&]\s*|\s)(?:export\s+|local\s+)?([A-Za-z_]\w{0,30})=(?:'([^'\n]{0,400})'|"([^"\n$`]{0,400})"|([^\s;'"`$|&]{0,400}))/g;
const CMD_SET = /^\s*@?set\s+"?([A-Za-z_]\w{0,30})=([^"\n]{0,400})"?\s*$/gim;
const EXPANSION = /\$\{([A-Za-z_]\w{0,30})\}|\$([A-Za-z_]\w{0,30})|%([A-Za-z_]\w{0,30})%/g;

/**
 * A line whose words are joined from variables set to short literals in the same file, and that reads
 * as commands (or as something another rule flags) only once the pieces are put back: nobody splits
 * `curl` into `cu` and `rl` but to hide it.
 */
export function joinedVariables(file: AuditText): TextHit[] {
  const text = file.text;
  if (!joinedIn(text)) return [];
  const values = new Map<string, string>();
  for (const m of allMatches(SHELL_SET, text)) values.set(m[1]!, m[2] ?? m[3] ?? m[4] ?? "");
  for (const m of allMatches(CMD_SET, text)) values.set(m[1]!, m[2]!);
  if (values.size < 2) return [];
  const out: TextHit[] = [];
  const starts = startsOf(file);
  for (let i = 0; i < starts.length && out.length === 0; i++) {
    const line = text.slice(starts[i]!, i + 1 < starts.length ? starts[i + 1]! - 1 : text.length);
    if (!JOINED.test(line)) continue;
    let known = 0;
    const expanded = line.replace(EXPANSION, (all, a?: string, b?: string, c?: string) => {
      const v = values.get((a ?? b ?? c)!);
      if (v === undefined) return all;
      known++;
      return v;
    });
    if (known < 2 || expanded === line) continue;
    const hidden =
      (COMMANDS.test(expanded) && !COMMANDS.test(line)) ||
      (file.scanDecoded?.(expanded) ?? []).some((f) => f.severity === "high");
    if (hidden) out.push({ index: starts[i]!, length: line.length });
  }
  return out;
}

// --- The same in Python, Node, PowerShell, Ruby, PHP and Go: `a = "cu"; b = "rl"; os.system(a + b + …)` ---

/** `name = "literal"`, `$name = 'literal'`, `const name = …`, `name := …` (Go): a short string kept in a name. */
const LITERAL_VALUE = /=\s*(["'`])([^"'`\n\\$]{1,200})\1\s*(?=[;,)\n]|$)/g;
/** …and the name before its `=` (found from the `=`, which is rarer than any other start). */
const LITERAL_NAME =
  /(?:^|[\s;,({])(?:(?:const|let|var|my|local|final|String|string)\s+)?\$?([A-Za-z_]\w{0,30})\s*:?$/;
/** An identifier (with PowerShell's or PHP's `$`), a quoted literal, or a template slot's name. */
const TOKEN = /\$?\{?([A-Za-z_]\w{0,30})\}?|(["'`])([^"'`\n\\]{0,200})\2/g;
/** What joins two pieces: `+`, PHP's `.`, a comma of a `join([…])` list, nothing in a template or f-string. */
const JOINER = /^\s*(?:\+|\.(?!\w)|,|-join\s*@?\(?|\}?\{?|#\{|\$\{)?\s*['"`]?\s*$/;
/** The same without the comma: a call's arguments are pieces of their own (`exec.Command(x+y, "-c", c+d)`). */
const JOINER_NO_COMMA = /^\s*(?:\+|\.(?!\w)|-join\s*@?\(?|\}?\{?|#\{|\$\{)?\s*['"`]?\s*$/;
const MAX_EXPANDED = 16_384;

/**
 * A line whose words are joined from names that hold short string literals in the same file, where a
 * command word is cut across two pieces (`"cu"` + `"rl"`, `'Invoke-Ex'` + `'pression'`): nobody splits a
 * word but to hide it. Works on the words of any language that keeps strings in names and joins them.
 */
export function joinedLiterals(file: AuditText): TextHit[] {
  const text = file.text;
  if (!LITERAL_HINT.test(text)) return [];
  const values = new Map<string, string>();
  const pieces: string[] = [];
  // allMatches, not matchAll: matchAll runs a copy, compiled anew per file (text.ts wholeHits).
  for (const m of allMatches(LITERAL_VALUE, text)) {
    if (values.size >= 2000) break;
    if (
      text[m.index - 1] === "=" ||
      text[m.index - 1] === "!" ||
      text[m.index - 1] === "<" ||
      text[m.index - 1] === ">"
    )
      continue;
    const name = LITERAL_NAME.exec(text.slice(Math.max(0, m.index - 48), m.index))?.[1];
    if (name === undefined) continue;
    values.set(name, m[2]!);
    if (pieceOfCommand(m[2]!)) pieces.push(name);
  }
  // Only a name holding a piece of a command word can cut one; only lines that use such a name are read.
  if (values.size < 2 || pieces.length === 0) return [];
  const names = [...new Set(pieces)].slice(0, 200);
  const uses = new RegExp(String.raw`(?<![\w$])\$?(?:${names.join("|")})\b`);
  const starts = startsOf(file);
  // Only a line holding a name can use one: those lines, found by indexOf, in order (the look-behind tried
  // at every character of every line was most of what this part cost).
  const holding = new Set<number>();
  for (const n of names)
    for (let at = text.indexOf(n); at !== -1; at = text.indexOf(n, at + 1)) holding.add(lineOf(starts, at));
  for (const i of [...holding].sort((a, b) => a - b)) {
    const line = text.slice(starts[i]!, i + 1 < starts.length ? starts[i + 1]! - 1 : text.length);
    if (!uses.test(line)) continue;
    const cut =
      cutWord(line, values, JOINER) || (line.includes(",") && cutWord(line, values, JOINER_NO_COMMA));
    if (cut) return [{ index: starts[i]!, length: line.length }];
  }
  return [];
}

/** A string assigned to a name, quickly: no such assignment, nothing to join. */
const LITERAL_HINT = /[=:]=?\s*["'`]/;
/** Words of COMMANDS that a split hides, as their proper beginnings and endings. */
const CUTTABLE = [
  "curl",
  "wget",
  "bash",
  "sh",
  "powershell",
  "invoke-expression",
  "iex",
  "downloadstring",
  "nc",
  "/dev/tcp",
  "eval",
  "exec",
  "os.system",
  "subprocess",
  "child_process",
  "chmod",
  "rm",
  "start-process",
  "net.webclient",
  "id_rsa",
  ".ssh/",
  ".aws/credentials",
  "/bin/sh",
  "/bin/bash",
];
const BEGINNINGS = new Set(CUTTABLE.flatMap((w) => [...w].slice(1).map((_, k) => w.slice(0, k + 1))));
const ENDINGS = new Set(CUTTABLE.flatMap((w) => [...w].slice(1).map((_, k) => w.slice(k + 1))));
/** The literal ends with the beginning of a command word or starts with its ending (`'cu'`, `'rl -s …'`, `'Invoke-Ex'`). */
function pieceOfCommand(v: string): boolean {
  const lead = /^[\w./-]{1,40}/.exec(v)?.[0].toLowerCase();
  const trail = /[\w./-]{1,40}$/.exec(v)?.[0].toLowerCase();
  return (trail !== undefined && BEGINNINGS.has(trail)) || (lead !== undefined && ENDINGS.has(lead));
}

/** Joins the pieces of a line (names put back as their literals) and asks whether a command word spans two of them. */
function cutWord(line: string, values: ReadonlyMap<string, string>, joiner: RegExp): boolean {
  let joined = "";
  const cuts: number[] = [];
  let names = 0;
  let last = -1;
  for (const m of line.matchAll(TOKEN)) {
    const name = m[1];
    const lit = m[3] !== undefined ? slotsOf(m[3], values) : undefined;
    const value = name !== undefined ? values.get(name) : lit?.text;
    if (value === undefined || (last >= 0 && !joiner.test(line.slice(last, m.index)))) {
      if (names >= 2 && hidesCommand(joined, cuts)) return true;
      joined = "";
      cuts.length = 0;
      names = 0;
      last = -1;
      if (value === undefined) continue;
    }
    if (name !== undefined) names++;
    if (joined !== "") cuts.push(joined.length);
    if (lit) {
      names += lit.filled;
      for (const c of lit.cuts) cuts.push(joined.length + c);
    }
    joined += value;
    last = m.index + m[0].length;
    if (joined.length > MAX_EXPANDED) break;
  }
  return names >= 2 && hidesCommand(joined, cuts);
}

/** A template's or an interpolating string's slot: `${a}`, `#{a}` (Ruby), `{a}` (f-string), `$a` (PowerShell, PHP). */
const SLOT =
  /\$\{([A-Za-z_]\w{0,30})\}|#\{([A-Za-z_]\w{0,30})\}|\{([A-Za-z_]\w{0,30})\}|\$([A-Za-z_]\w{0,30})/g;

/** A literal with its known slots filled, and where each filled piece starts or ends. */
function slotsOf(
  lit: string,
  values: ReadonlyMap<string, string>,
): { text: string; cuts: number[]; filled: number } {
  const cuts: number[] = [];
  let filled = 0;
  let text = "";
  let from = 0;
  for (const m of lit.matchAll(SLOT)) {
    const v = values.get((m[1] ?? m[2] ?? m[3] ?? m[4])!);
    if (v === undefined) continue;
    filled++;
    text += lit.slice(from, m.index);
    if (text !== "") cuts.push(text.length);
    text += v;
    cuts.push(text.length);
    from = m.index + m[0].length;
  }
  text += lit.slice(from);
  return { text, cuts: cuts.filter((c) => c > 0 && c < text.length), filled };
}

const COMMANDS_G = new RegExp(COMMANDS.source, "gi");
/** A command word of the joined text with a cut between two letters inside it. */
function hidesCommand(joined: string, cuts: readonly number[]): boolean {
  if (cuts.length === 0) return false;
  for (const m of joined.matchAll(COMMANDS_G)) {
    const from = m.index;
    const to = from + m[0].length;
    for (const c of cuts)
      if (c > from && c < to && /[\w./-]/.test(joined[c - 1]!) && /[\w./-]/.test(joined[c]!)) return true;
  }
  return false;
}
