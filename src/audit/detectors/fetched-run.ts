// Round 29 (audit-drop2): code fetched over the network and run, written as a program writes it rather than in one
// expression: the response kept in a name (`src = requests.get(URL).text`), returned by a helper
// (`def load_rules(): return requests.get(…).text`), passed on (`code = await plugins()`), and handed to an
// evaluator lines or functions later (`exec(compile(src, …))`, `new Function("require", code)`,
// `Invoke-Expression $script`, `eval(payload)`, Lua's `load(body)()`), or to a helper whose parameter it runs
// (`apply(load_rules())` where `def apply(src): exec(src)`). remote-code-exec reads the fetch and the run within four
// lines; this follows the names through one file, in Python, JavaScript/TypeScript, Ruby, PHP, Perl, Lua,
// PowerShell and shell.
import { inShownPayload, mentionedOnly } from "../context.js";
import type { AuditLine, AuditText, TextHit } from "../rule-types.js";
import { startsOf } from "../text.js";
import { officialInstaller } from "./installers.js";

/** A request whose answer is the value: the call, not a word of prose. */
const FETCH =
  /\b(?:requests|httpx|session|client|s)\.(?:get|post|request)\s*\(|\burlopen\s*\(|(?<![\w.$])fetch\s*\(|\baxios(?:\.(?:get|post|request))?\s*\(|(?<![\w.$])got(?:\.get)?\s*\(|\bhttps?\.(?:get|request)\s*\(|\bURI\.open\b|(?<![\w.])URI\(\s*["']https?:|\bNet::HTTP\.get\b|\bfile_get_contents\s*\(\s*["'$]|\bcurl_exec\s*\(|\bDownload(?:String|Data)\s*\(|\bInvoke-(?:WebRequest|RestMethod)\b|(?<![\w-])(?:iwr|irm)\s|\bLWP::Simple\b|(?<![\w.$:])get\s*\(\s*["']https?:|\bHTTP::Tiny\b|\bhttp\.request\s*\(|\$\(\s*(?:curl|wget)\s|`(?:curl|wget)\s|\bhttp\.Get\s*\(|\breqwest::|\bwp_(?:safe_)?remote_(?:get|post|request)\s*\(/i;
/** Words one of which FETCH needs (lowercased), for the file's one cheap test. */
const FETCH_WORDS = [
  "get",
  "post",
  "request",
  "urlopen",
  "fetch",
  "axios",
  "got(",
  "uri",
  "net::http",
  "file_get_contents",
  "curl",
  "download",
  "invoke-",
  "iwr",
  "irm",
  "lwp",
  "http",
  "wget",
];

/**
 * An evaluator and what follows it on the line (its argument): Python/JS/PHP/Ruby/Perl `exec(`/`eval(`, JavaScript's
 * Function constructor and vm module, PowerShell's Invoke-Expression and script blocks, Lua's load, Ruby's
 * instance_eval, and a shell's `eval "$x"`, `sh -c "$x"`, `. /dev/stdin <<<`. A method `.exec(` (a RegExp's) or
 * `.eval()` (a model's) is not one.
 */
const EVALUATOR =
  /(?<![\w.$])(?:exec|eval|execfile)\s*\(|(?<![\w.$])eval\s+(?=["$\w])|\bnew\s+Function\s*\(|(?<![\w.$])Function\s*\(|\bvm\.run\w{0,20}\s*\(|\bnew\s+vm\.Script\s*\(|\b(?:Invoke-Expression|iex)\b|\[scriptblock\]::Create\s*\(|(?<![\w.:$])(?:loadstring|load)\s*\(|\b(?:instance_eval|class_eval|module_eval)\b|(?<![\w-])(?:ba|z|da)?sh\s+-c\s+["']?\$|\.\s+\/dev\/stdin\b/gi;

/** A function's head: `def f(a, b)`, `function f(a)`, `async function f()`, `sub f {`, `local function f(a)`, `const f = async (a) =>`. */
const FUNC_HEAD =
  /^\s*(?:export\s+)?(?:async\s+)?(?:def|function|sub|func|local\s+function)\s+([\w$.:-]{1,60})\s*(?:\(([^)\n]{0,200})\)?)?|^\s*(?:export\s+)?(?:const|let|var)\s+([\w$]{1,60})\s*=\s*(?:async\s*)?(?:function\b[^(\n]{0,60}\(([^)\n]{0,200})\)|\(([^)\n]{0,200})\)\s*=>|([\w$]{1,40})\s*=>)/;
/** An assignment: `x = …`, `const x = …`, `$x = …`, `my $x = …`, `local x = …`, `x := …`. */
const ASSIGN =
  /^\s*(?:(?:const|let|var|local|my|our|final|auto)\s+)?\$?([A-Za-z_][\w]{0,60})\s*(?::\s*[\w[\]<>.]{1,40}\s*)?:?=(?![=>~])\s*(.{1,2000})/;
const RETURN = /^\s*return\b\s*(.{0,2000})/;
const COMMENT = /^\s*(?:#|\/\/|--|;|\*|\/\*|rem\s)/i;
const IDENT = /\$?[A-Za-z_][\w]{0,60}/g;
/** A parameter list's names (`a, b=1, *args`, `$src`, `src: str`). */
const PARAM = /[A-Za-z_][\w]{0,60}(?=\s*(?:[,:=)]|$))/g;

const MAX_LINES = 4000;
const MAX_LINE = 2000;

interface Fn {
  readonly name: string;
  readonly params: ReadonlySet<string>;
}

/** The names of an expression (a `$` dropped), in the order written. */
function namesOf(expr: string): string[] {
  const out: string[] = [];
  IDENT.lastIndex = 0;
  for (let m = IDENT.exec(expr); m !== null && out.length < 60; m = IDENT.exec(expr))
    out.push(m[0].replace(/^\$/, ""));
  return out;
}

const URL_IN = /\bhttps?:\/\/[^\s"'`)]{1,500}/i;
/** A request in `expr`, unless it names a vendor's own installer host (installers.ts): Chocolatey's `iex` of its script. */
const fetches = (expr: string): boolean => {
  if (!FETCH.test(expr)) return false;
  const url = URL_IN.exec(expr);
  return url === null || !officialInstaller(url[0]);
};

/** Whether `expr` holds a bound name or calls a function that returns a response. */
function holds(expr: string, bound: ReadonlySet<string>, fetchers: ReadonlySet<string>): boolean {
  if (fetches(expr)) return true;
  const names = namesOf(expr);
  for (let i = 0; i < names.length; i++) {
    const n = names[i]!;
    if (bound.has(n)) return true;
    if (fetchers.has(n)) return true;
  }
  return false;
}

/** The function each line is in (by the last head above at a lower indent, or any head for brace languages). */
function functionsOf(lines: readonly string[]): (Fn | undefined)[] {
  const out: (Fn | undefined)[] = [];
  let cur: Fn | undefined;
  let indent = -1;
  for (const raw of lines) {
    const l = raw.slice(0, MAX_LINE);
    const head = FUNC_HEAD.exec(l);
    const ind = l.length - l.trimStart().length;
    if (head) {
      const params = new Set<string>();
      const list = head[2] ?? head[4] ?? head[5] ?? head[6] ?? "";
      PARAM.lastIndex = 0;
      for (let m = PARAM.exec(list); m !== null && params.size < 20; m = PARAM.exec(list)) params.add(m[0]);
      cur = { name: (head[1] ?? head[3] ?? "").replace(/^.*[.:]/, ""), params };
      indent = ind;
      out.push(cur);
      continue;
    }
    // An unindented line that is not a closing brace or blank ends a Python-style body.
    if (cur && l.trim() !== "" && ind <= indent && !/^\s*[}\])]|^\s*end\b/.test(l)) cur = undefined;
    out.push(cur);
  }
  return out;
}

/** Each file's answer, for the raised rule that reads the same file with the same hint words (fetched-program.ts). */
const answers = new WeakMap<AuditText, TextHit[]>();

/** Lines of `file` that run a fetched response by name, or call a helper that runs its argument with one. */
export function fetchedCodeRun(file: AuditText, lines: readonly AuditLine[]): TextHit[] {
  const known = answers.get(file);
  if (known) return known;
  const out = fetchedCodeRunOnce(file, lines);
  answers.set(file, out);
  return out;
}

function fetchedCodeRunOnce(file: AuditText, lines: readonly AuditLine[]): TextHit[] {
  // An evaluator on a hinted line first: most files with the hint words run nothing.
  if (
    !lines.some((l) => {
      EVALUATOR.lastIndex = 0;
      return EVALUATOR.test(l.text.slice(0, MAX_LINE));
    })
  )
    return [];
  const lower = file.text.slice(0, 400_000).toLowerCase();
  if (!FETCH_WORDS.some((w) => lower.includes(w))) return [];
  const all = file.text.split("\n", MAX_LINES);
  if (!all.some((l) => FETCH.test(l.slice(0, MAX_LINE)))) return [];
  const fns = functionsOf(all);
  const bound = new Set<string>();
  const fetchers = new Set<string>();
  // Two passes: a helper defined below its use, a name passed on from another.
  for (let pass = 0; pass < 2; pass++)
    for (let i = 0; i < all.length; i++) {
      const l = all[i]!.slice(0, MAX_LINE);
      if (COMMENT.test(l)) continue;
      const fn = fns[i];
      const a = ASSIGN.exec(l);
      if (a && holds(a[2]!, bound, fetchers)) bound.add(a[1]!);
      const r = RETURN.exec(l);
      if (fn && r && holds(r[1]!, bound, fetchers)) fetchers.add(fn.name);
      // A helper whose body fetches and whose value is returned or produced (an arrow's last expression).
      if (fn && !a && fetches(l) && /\breturn\b|=>/.test(l)) fetchers.add(fn.name);
    }
  // Helpers that run their own parameter: `def apply(src): exec(src)`.
  const runners = new Set<string>();
  const lua = /\.lua$/i.test(file.path) || file.markdown;
  const evals: { index: number; line: number; arg: string; length: number }[] = [];
  const starts = startsOf(file);
  for (let i = 0; i < all.length; i++) {
    const l = all[i]!.slice(0, MAX_LINE);
    if (COMMENT.test(l)) continue;
    EVALUATOR.lastIndex = 0;
    for (let m = EVALUATOR.exec(l); m !== null; m = EVALUATOR.exec(l)) {
      // A bare `load(` is Lua's evaluator; elsewhere it is as often a function of the program's own.
      if (/^load\s*\(/.test(m[0]) && !lua) continue;
      const arg = l.slice(m.index + m[0].length, m.index + m[0].length + 300);
      evals.push({ index: (starts[i] ?? 0) + m.index, line: i, arg, length: m[0].length });
      const fn = fns[i];
      if (fn && namesOf(arg).some((n) => fn.params.has(n))) runners.add(fn.name);
      if (evals.length > 200) break;
    }
  }
  const out: TextHit[] = [];
  const push = (index: number, length: number) => {
    if (!mentionedOnly(file, index) && !inShownPayload(file, index)) out.push({ index, length });
  };
  // A request inside the evaluator's own argument is a one-line cradle: the pipe rules judge it by its host.
  for (const e of evals)
    if (!FETCH.test(e.arg) && holds(e.arg, bound, fetchers))
      push(e.index, Math.min(e.length + e.arg.trimEnd().length, 120));
  if (runners.size > 0)
    for (let i = 0; i < all.length && out.length < 20; i++) {
      const l = all[i]!.slice(0, MAX_LINE);
      if (COMMENT.test(l) || FUNC_HEAD.test(l)) continue;
      const names = namesOf(l);
      for (let k = 0; k < names.length; k++) {
        if (!runners.has(names[k]!)) continue;
        const at = l.indexOf(names[k]!);
        const call = l.slice(at + names[k]!.length, at + names[k]!.length + 300);
        if (/^\s*\(/.test(call) && holds(call, bound, fetchers))
          push((starts[i] ?? 0) + at, names[k]!.length);
        break;
      }
    }
  return out;
}
