// A skill split in two: a script it ships reads credential files and prints or writes them, and its Markdown
// tells the agent to run that script and send what it printed or wrote away (a URL, a mail, an issue, a
// paste). Neither half is a theft on its own: the script only reads, the prose only shares a report.
import type { AuditSkillView, SkillHit } from "../rule-types.js";
import { lineOf, startsOf } from "../text.js";
import { CREDENTIAL_RE } from "../vocab.js";
import { DESCRIBES, NEGATED_EN } from "./exfil-refusals.js";

/** Words every credential path holds (cheap `includes` before the credential expression runs on a script). */
const CREDENTIAL_WORDS = [
  ".ssh",
  "id_rsa",
  "id_ed25519",
  ".aws",
  ".kube",
  ".docker",
  ".npmrc",
  ".netrc",
  ".pypirc",
  ".git-credentials",
  ".gnupg",
  "gcloud",
  "hosts.yml",
  "Login Data",
  "keystore",
  "wallet.dat",
];
export const SCRIPT = /\.(?:py|js|mjs|cjs|ts|sh|bash|zsh|ps1|rb|go|pl)$/i;
/** The whole file read (not parsed for one field): `.read()`, `read_text()`, `readFileSync(`, `cat`, `Get-Content`. */
const WHOLE_READ =
  /\.read\(\s*\)|\bread_text\(|\bread_bytes\(|\breadFileSync\(|\breadFile\(|\bos\.ReadFile\(|\bFile\.read\(|\bGet-Content\b|\bcat\s|\btar\s|\bzip\s/;
/** Where the script puts it: the console or a file the prose names. */
const PRINTS_OR_WRITES =
  /\bprint\(|\bconsole\.log\(|\becho\s|\bcat\s|\bWrite-(?:Output|Host)\b|\bputs\s|\bfmt\.Print|\.write(?:_text|FileSync)?\(|(?:^|[^>\d&])>{1,2}\s*["']?[\w./-]{1,80}|\bOut-File\b|\btar\s|\bzip\s/m;
/** A script the prose runs, found by its extension; its path is read back from there (`scripts/env_check.py`). */
const SCRIPT_END_G = /\.(?:py|js|mjs|cjs|ts|sh|bash|zsh|ps1|rb|go|pl)\b/g;
const PATH_CHAR = /[\w./-]/;
/** A send of what the script gave: the verb, then within the window a destination outside the machine. */
const SENDS =
  /\b(?:send|post|upload|paste|attach|submit|share|forward|e-?mail)(?:s|ed|ing)?\b(?![-\w])(?<!\bshare(?=d?\s+(?:folder|drive|library)))/i;
/**
 * A destination off the machine that is not a forge's issue tracker (a doctor script's report pasted into an
 * issue is how bugs are filed): a host, a mail address, a webhook, a paste or chat bot.
 */
const OUTSIDE =
  /https?:\/\/(?!(?:localhost|127\.0\.0\.1|0\.0\.0\.0|(?:www\.)?(?:github|gitlab|bitbucket)\.(?:com|org))\b)[\w.-]{1,253}|\b[\w.+-]{1,64}@[\w-]{1,63}\.[a-z]{2,12}\b|\b(?:webhook|pastebin|hastebin|discord|telegram)\b/i;
const WHAT_IT_GAVE =
  /\b(?:output|report|results?|logs?|dump|contents|everything\s+it\s+prints|what\s+it\s+prints)\b|[\w-]{1,60}\.(?:txt|json|log|zip|tgz|tar\.gz|md|csv)\b/i;
/** How far after the script's name the send may come (lines, and characters at most). */
const AFTER_LINES = 3;
const MAX_WINDOW = 800;
/** At most this many script names read a Markdown file (a page of paths is a listing, not steps). */
const MAX_MENTIONS = 64;
/** How far back a path is read from its extension. */
const MAX_PATH = 120;

/** The scripts of the skill that read a credential file whole and print or write what they read. */
function readingScripts(skill: AuditSkillView): readonly { path: string; line: number }[] {
  const out: { path: string; line: number }[] = [];
  for (const f of skill.files) {
    if (!SCRIPT.test(f.path) || !CREDENTIAL_WORDS.some((w) => f.text.includes(w))) continue;
    CREDENTIAL_RE.lastIndex = 0;
    const at = f.text.search(CREDENTIAL_RE);
    if (at >= 0 && WHOLE_READ.test(f.text) && PRINTS_OR_WRITES.test(f.text))
      out.push({ path: f.path, line: lineNumber(f, at) });
  }
  CREDENTIAL_RE.lastIndex = 0;
  return out;
}

/** The 1-based line of `at`, from the file's line starts (shared with every other rule). */
export const lineNumber = (file: { readonly text: string }, at: number): number =>
  lineOf(startsOf(file), at) + 1;

const baseName = (path: string): string => path.slice(path.lastIndexOf("/") + 1);

/** The window of prose from `at` to the end of the line AFTER_LINES on (bounded). */
function windowAfter(text: string, at: number): string {
  let end = at;
  for (let n = 0; n <= AFTER_LINES && end >= 0; n++) end = text.indexOf("\n", end + 1);
  return text.slice(at, Math.min(end < 0 ? text.length : end, at + MAX_WINDOW));
}

/** The Markdown says to run a credential-reading script and send its output or the file it wrote away. */
export function scriptOutputSent(skill: AuditSkillView, why: string): SkillHit[] {
  const scripts = readingScripts(skill);
  if (scripts.length === 0) return [];
  const scriptNamed = scriptFinder(scripts);
  for (const f of skill.files) {
    if (!/\.(?:md|markdown|txt)$/i.test(f.path)) continue;
    let hit: SkillHit | undefined;
    eachScriptNamed(f.text, (named, from) => {
      const script = scriptNamed(named);
      if (!script) return false;
      const after = windowAfter(f.text, from);
      const verb = SENDS.exec(after);
      if (!verb) return false;
      if (
        !OUTSIDE.test(after) ||
        !WHAT_IT_GAVE.test(after) ||
        NEGATED_EN.test(after) ||
        DESCRIBES.test(after)
      )
        return false;
      const line = lineNumber(f, from + verb.index);
      hit = {
        file: f.path,
        line,
        match: `${named} … ${verb[0]}`,
        why: `${why}: a credential file read (${script.path}:${script.line}) → sent by the instructions (${f.path}:${line})`,
      };
      return true;
    });
    if (hit) return [hit];
  }
  return [];
}

/** Whether a name in prose (`scripts/x.py`, `x.py`, `./scripts/x.py`) is the shipped script at `path`. */
const sameScript = (path: string, named: string): boolean =>
  path === named || path.endsWith(`/${named}`) || named.endsWith(`/${path}`);

/**
 * The first of `scripts` (in their order) that a name in prose names. A name and the script it names end in the
 * same file name, so only those are compared: each mention against every script made 2,000 files of mentions and
 * scripts cost seconds.
 */
export function scriptFinder<T extends { readonly path: string }>(
  scripts: readonly T[],
): (named: string) => T | undefined {
  const byName = new Map<string, T[]>();
  for (const s of scripts) {
    const name = baseName(s.path);
    const same = byName.get(name);
    if (same) same.push(s);
    else byName.set(name, [s]);
  }
  return (named) => byName.get(baseName(named))?.find((s) => sameScript(s.path, named));
}

/**
 * Each script name a Markdown file holds, by its extension, at most MAX_MENTIONS a file (a page of paths is a
 * listing, not steps): the name and where it starts and ends. `visit` returns true to stop.
 */
export function eachScriptNamed(
  text: string,
  visit: (named: string, from: number, end: number) => boolean,
): void {
  let seen = 0;
  SCRIPT_END_G.lastIndex = 0;
  for (let m = SCRIPT_END_G.exec(text); m && seen < MAX_MENTIONS; m = SCRIPT_END_G.exec(text)) {
    seen++;
    let from = m.index;
    while (from > 0 && m.index - from < MAX_PATH && PATH_CHAR.test(text[from - 1]!)) from--;
    const end = m.index + m[0].length;
    if (visit(text.slice(from, end).replace(/^\.\//, ""), from, end)) return;
  }
}
