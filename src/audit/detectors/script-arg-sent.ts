// A skill split the other way round: its Markdown hands a credential file to a script it ships (as the
// script's argument: `python scripts/sync.py ~/.aws/credentials`, or a file the same step filled with one),
// and the script sends that argument off the machine. Neither half is a theft on its own: the prose only runs
// a helper on a path, the script only uploads the file it is given.
import type { AuditSkillView, SkillHit } from "../rule-types.js";
import { CREDENTIAL_RE } from "../vocab.js";
import { DESCRIBES, NEGATED_EN } from "./exfil-refusals.js";
import { MORE_SINKS_ONE, NETWORK_SINK_ONE } from "./exfiltration.js";
import { eachScriptNamed, lineNumber, SCRIPT, scriptFinder } from "./script-output-sent.js";

/** Where a script takes its arguments: cheap looks first (most scripts take none). */
const ARG_WORDS = ["argv", "$1", "$2", "${1", '"$@"', "$args", "os.Args", "ARGV", "parse_args", "fileinput"];
/** Words every way out the sink expressions know holds one of (a URL, a socket, mail, DNS, a copy to a host). */
const SEND_WORDS = [
  "://",
  "socket",
  "smtp",
  "ftp",
  "getaddrinfo",
  "gethostbyname",
  "dns",
  "dig ",
  "nslookup",
  "scp ",
  "rsync",
  "nc ",
  "/dev/tcp",
  "Resolve-DnsName",
  "mail",
];
/** All the arguments at once: `"$@"`, argparse's namespace, fileinput. */
const ALL_ARGS = /"\$@"|\bparse_args\(|\bfileinput\b/;
/** The k-th argument (1-based) in Python, shell, Node, PowerShell, Go and Ruby. */
const argAt = (k: number): RegExp =>
  new RegExp(
    String.raw`\bsys\.argv\[${k}\]|\$\{?${k}(?!\d)|\bprocess\.argv\[${k + 1}\]|\$args\[${k - 1}\]|\bos\.Args\[${k}\]|\bARGV\[${k - 1}\]`,
  );
/** A name bound on a line: `path = sys.argv[1]`, `F="$1"`, `const p = …`, `with open(p) as f:`. */
const BINDS =
  /^\s*(?:(?:const|let|var|local|export|my)\s+)?\$?([A-Za-z_]\w{0,40})\s*:?=|\bas\s+([A-Za-z_]\w{0,40})\s*:/;
/** A binding that carries the argument's contents: a plain alias (`p = sys.argv[1]`, `F="$1"`) or a read of it. */
const ALIAS =
  /^\s*(?:(?:const|let|var|local|export|my)\s+)?\$?\w+\s*:?=\s*["']?(?:\$\{?\w+\}?|[\w.]+\[\d\]|[A-Za-z_][\w.]*|\w+\.parse_args\(\))["']?\s*;?\s*$/;
const READS =
  /\bopen\(|\.read\w{0,6}\(|\bcat\s|\bGet-Content\b|\breadFileSync\(|\bFile\.read|\bReadFile\(|\bbase64\b|\bxxd\b|<\s*["']?\$/;
/** At most this many names carry the argument (a script of many assignments is read no further). */
const MAX_NAMES = 16;
/** At most this many lines of a script are read. */
const MAX_LINES = 400;

const hasWord = (line: string, name: string): boolean => {
  for (let at = line.indexOf(name); at >= 0; at = line.indexOf(name, at + 1)) {
    const before = line[at - 1] ?? " ";
    const after = line[at + name.length] ?? " ";
    if (!/\w/.test(before) && !/\w/.test(after)) return true;
  }
  return false;
};

/**
 * The line (1-based; 0 for none) where the script sends its k-th argument: a line that sends (a request, a socket, a mail, a DNS name built
 * from data) holds the argument or a name bound from it, one step or more (`p = sys.argv[1]`, `with open(p) as
 * f`, `post(data=f.read())`).
 */
export function sendsItsArgument(text: string, k: number): number {
  if (k < 1 || k > 9) return 0;
  const arg = argAt(k);
  if (!arg.test(text) && !ALL_ARGS.test(text)) return 0;
  const lines = text.split("\n", MAX_LINES);
  const names: string[] = [];
  const carries = (line: string): boolean =>
    arg.test(line) || ALL_ARGS.test(line) || names.some((n) => hasWord(line, n));
  // Two passes bind names used before the line that binds them (a function defined above its call).
  for (let pass = 0; pass < 2; pass++)
    for (const line of lines) {
      if (names.length >= MAX_NAMES || !carries(line) || !(ALIAS.test(line) || READS.test(line))) continue;
      const m = BINDS.exec(line);
      const name = m?.[1] ?? m?.[2];
      if (name && !names.includes(name)) names.push(name);
    }
  return lines.findIndex((l) => carries(l) && (NETWORK_SINK_ONE.test(l) || MORE_SINKS_ONE.test(l))) + 1;
}

/** How far a step's words are read around a script's name (characters). */
const REACH = 300;
/** A file a step names (`out.txt`, `report.json`): the script's argument, maybe filled before. */
const FILE_ARG_G = /[\w./~-]{1,80}\.(?:txt|json|log|zip|tgz|gz|tar|bak|dat|out|b64|enc)\b/g;
/** A step that fills a file: it saves, writes, copies or dumps into it. */
const FILLS = /\b(?:save|write|copy|cp|dump|store|put|append|redirect)\w{0,3}\b|>{1,2}/i;

/**
 * The step hands the script the file it just named ("Pass its path to `python scripts/report.py`", "run
 * `bash scripts/sync.sh` with that path as its argument"): a pronoun or "that path" for the file, not a value.
 */
const HANDS_NAMED =
  /\b(?:pass|give|hand|feed|supply|provide)(?:s|es)?\s+(?:it|them|its\s+(?:full\s+)?path|(?:the|that|this)\s+(?:path|file|location))\b|\bwith\s+(?:it|(?:that|this)\s+(?:path|file|location)|its\s+(?:full\s+)?path|the\s+(?:path|file)\s+(?:above|from\s+step\s+\d))\s+as\s+(?:its|the)\s+(?:first\s+|only\s+)?(?:argument|parameter|input)\b|\bon\s+(?:it|that\s+file|this\s+file)\b(?=\s*[.,;]|\s*$)/i;
/** The paragraph's text just before a step (a blank line ends what it may refer to). */
const paragraphBefore = (text: string, from: number): string => {
  const before = text.slice(Math.max(0, from - REACH), from);
  const gap = before.lastIndexOf("\n\n");
  return gap < 0 ? before : before.slice(gap + 2);
};

/** The position (1-based) of the first of a command's first twelve words that passes `test`, or 0. */
function argumentWhere(command: string, test: (word: string) => boolean): number {
  const words = command.trim().split(/\s+/, 12);
  const k = words.findIndex((w) => test(w.replace(/^["']|["']$/g, "")));
  return k < 0 ? 0 : k + 1;
}
const isCredential = (w: string): boolean => w.search(CREDENTIAL_RE) >= 0;

/**
 * The argument through which a step hands the script a credential (1-based; 0 for none): a credential path on
 * its command, or a file the step filled with one just before.
 */
function handedCredential(text: string, from: number, end: number): number {
  const lineEnd = text.indexOf("\n", end);
  const rest = text.slice(end, Math.min(lineEnd < 0 ? text.length : lineEnd, end + REACH));
  const tick = rest.indexOf("`");
  // The command ends at its code span's close, a pipe or a list of commands.
  const command = (tick < 0 ? rest : rest.slice(0, tick)).split(/[|;&]/, 1)[0]!;
  if (isCredential(command)) return argumentWhere(command, isCredential);
  const files = command.match(FILE_ARG_G);
  if (!files) return namedBefore(text, from, rest, command);
  const before = text.slice(Math.max(0, from - REACH), from);
  if (!isCredential(before) || !FILLS.test(before)) return 0;
  const filled = files.find((f) => before.includes(f));
  return filled === undefined ? 0 : argumentWhere(command, (w) => w === filled);
}

/**
 * A step that runs the script with no argument of its own and says to hand it the credential file the
 * paragraph just named (its first argument: "its path", "with that path as its argument").
 */
function namedBefore(text: string, from: number, rest: string, command: string): number {
  // No argument of its own: the span closed at the name, or prose goes on after it ("… with that path").
  const first = command.trim().split(/\s+/, 1)[0]!;
  if (first !== "" && !/^(?:with|on|passing|giving|and|to|[,.;:])/i.test(first)) return 0;
  const before = paragraphBefore(text, from);
  const lastStop = Math.max(before.lastIndexOf(". "), before.lastIndexOf(".\n"));
  const step = `${before.slice(lastStop + 1)} ${rest.slice(0, 160)}`;
  return HANDS_NAMED.test(step) && isCredential(before) ? 1 : 0;
}

/** The Markdown hands a credential file to a shipped script that sends it on. */
export function scriptArgSent(skill: AuditSkillView, why: string): SkillHit[] {
  // Asked first, cheaply: a script that takes arguments and may send (most skills have none), then each script
  // name the Markdown holds, looked up by its file name (not every page against every script: 1,000 pages beside
  // 1,000 such scripts cost seconds).
  const scripts = skill.files.filter(
    (f) =>
      SCRIPT.test(f.path) &&
      ARG_WORDS.some((w) => f.text.includes(w)) &&
      SEND_WORDS.some((w) => f.text.includes(w)),
  );
  if (scripts.length === 0) return [];
  const scriptNamed = scriptFinder(scripts);
  const prose = skill.files.filter((f) => /\.(?:md|markdown|txt)$/i.test(f.path));
  // Asked once per script and argument: a page may name the same script many times.
  const sends = new Map<string, number>();
  const sent = (s: { path: string; text: string }, k: number): number => {
    const key = `${k}:${s.path}`;
    let v = sends.get(key);
    if (v === undefined) {
      v = sendsItsArgument(s.text, k);
      sends.set(key, v);
    }
    return v;
  };
  for (const f of prose) {
    let hit: SkillHit | undefined;
    eachScriptNamed(f.text, (named, from, end) => {
      const script = scriptNamed(named);
      if (!script) return false;
      const k = handedCredential(f.text, from, end);
      const at = k === 0 ? 0 : sent(script, k);
      if (at === 0) return false;
      const around = f.text.slice(Math.max(0, from - REACH), Math.min(f.text.length, end + REACH));
      if (NEGATED_EN.test(around) || DESCRIBES.test(around)) return false;
      const line = lineNumber(f, from);
      hit = {
        file: f.path,
        line,
        match: named,
        why: `${why}: a credential handed to the script (${f.path}:${line}) → sent by it (${script.path}:${at})`,
      };
      return true;
    });
    if (hit) return [hit];
  }
  return [];
}
