// Code fetched over the network and run: a response handed to eval, exec or a Function constructor.
import { mentionedOnly } from "../context.js";
import type { AuditLine, AuditText, TextHit } from "../rule-types.js";
import { eachMatch, lineOf, startsOf, window } from "../text.js";

// A call, not a word of a comment ("# Option A: direct CLI fetch (slower)"), nor a name in prose ("calls fetch()
// to wttr.in"): a request needs an argument.
const FETCH_CALL =
  /\b(?:fetch|urlopen|requests\.get|httpx\.get|axios\.get|http\.get|https\.get|URI\.open|Net::HTTP\.get|file_get_contents(?=\(\s*["']https?:)|get(?=\(\s*["']https?:)|open(?=\(\s*["']https?:))\((?!\s*\))|\bURI\.open\b/i;
const COMMENT_LINE = /^\s*(?:#|\/\/)/;
/** A handler named fetch being defined (a Worker's `async fetch(request, env) {`), not a request made. */
const FETCH_HANDLER = /^\s*(?:async\s+fetch|fetch\s*[:=]\s*async)\b|\bfunction\s+fetch\b/;
// `Function(` is the constructor only with its capital: JavaScript's `function(` keyword runs nothing.
// `.then(eval)` hands the response's text to eval without calling it by name.
// Perl's and Ruby's `eval get(…)` / `eval URI.open(…).read` take no parentheses; a response run as a shell command
// (`subprocess.run(cmd, shell=True)`, `os.system(cmd)`, Go's `exec.Command("sh", "-c", string(body))`) is code too.
const RUN_TEXT =
  /(?:(?<=([\w$]{1,60})\.)|\b)(?:[eE]val|[eE]xec)\s*\(|\bFunction\s*\(|\bvm\.run\w{0,20}\s*\(|\.then\(\s*(?:eval|Function|vm\.runInThisContext)\s*\)|\beval\s+(?:get|URI\.open|open|Net::HTTP|\$\w)|\bsubprocess\.\w{1,12}\(\s*[A-Za-z_][\w.]{0,40}\s*,[^)\n]{0,120}\bshell\s*=\s*True|\bos\.(?:system|popen)\(\s*[A-Za-z_][\w.]{0,40}\s*\)|\bexec\.Command(?:Context)?\(\s*(?:\w+\s*,\s*)?"(?:ba|z)?sh"\s*,\s*"-c"\s*,\s*(?:string\()?[A-Za-z_]/g;
/**
 * A shell command given by a name (Node's `execSync(body)`, `spawn("sh", ["-c", body])`, Python's
 * `["bash", "-c", text]` or `["sh"]` fed `input=data`): groups 1-3 the name, which must hold the response.
 */
const RUN_NAMED =
  /\bexecSync\s*\(\s*([A-Za-z_$][\w$]{0,40})\s*[,)]|\b(?:subprocess\.\w{1,12}|spawn(?:Sync)?|execFile(?:Sync)?)\(\s*\[?\s*["'](?:ba|z|da)?sh["']\s*,\s*\[?\s*["']-c["']\s*,\s*([A-Za-z_$][\w$]{0,40})|\bsubprocess\.\w{1,12}\(\s*\[\s*["'](?:ba|z|da)?sh["']\s*\][^)\n]{0,120}\binput\s*=\s*([A-Za-z_$][\w$]{0,40})/g;

/** Whether `name` is set from a response's body in `w` (`body = await res.text()`, `data = urlopen(u).read()`). */
const holdsResponse = (w: string, name: string): boolean =>
  new RegExp(
    String.raw`(?<![\w$.])${name.replace(/\$/g, "\\$")}\s*=\s*[^\n]{0,300}(?:\.text\b|\.read\(|\.content\b|\burlopen\(|\bfetch\()`,
  ).test(w);

/** `links.exec(html)` where `links` is a regular expression: a RegExp's match, not code run. */
function regexExec(file: AuditText, name: string | undefined): boolean {
  if (name === undefined) return false;
  return new RegExp(
    String.raw`(?<![\w$])${name.replace(/\$/g, "\\$")}\s*=\s*(?:\/(?![/*])|new\s+RegExp\b|RegExp\s*\()`,
  ).test(file.text);
}

/** A response fetched over the network run as code: `eval(await (await fetch(u)).text())`, `exec(urlopen(u).read())`. */
export function remoteCodeExec(file: AuditText, lines: readonly AuditLine[]): TextHit[] {
  const out: TextHit[] = [];
  const starts = startsOf(file);
  for (const l of lines) {
    const call = FETCH_CALL.exec(l.text);
    if (!call || FETCH_HANDLER.test(l.text) || COMMENT_LINE.test(l.text)) continue;
    if (mentionedOnly(file, l.index + call.index)) continue;
    const w = window(file.text, starts, lineOf(starts, l.index), 0, 4).text;
    let runs = false;
    eachMatch(RUN_TEXT, w, (m) => {
      runs ||= !regexExec(file, m[1]);
    });
    // The first names only: each is looked for in the window, and a long line stays linear.
    let tried = 0;
    if (!runs)
      eachMatch(RUN_NAMED, w, (m) => {
        if (!runs && ++tried <= 8) runs = holdsResponse(w, m[1] ?? m[2] ?? m[3]!);
      });
    if (runs) out.push({ index: l.index, length: l.text.length });
  }
  return out;
}
