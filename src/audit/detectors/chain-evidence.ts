// Evidence the chain pass (chain.ts) combines that needs the code around a line: a payload behind a
// trigger (a fixed calendar date, a virtual machine or debugger check, one host or user name), and a
// service's secret read into a name that a request then sends to another host in its body or query.
// Each piece alone is what benign code does (date checks, host names, a key read from the environment),
// so these are signals: never shown, read only by the skill-level rules.
import { inCodeBlock, mentionedOnly } from "../context.js";
import type { AuditLine, AuditRule, AuditText, TextHit } from "../rule-types.js";
import { escapeRe, lineOf, startsOf } from "../text.js";
import { CREDENTIAL_RE } from "../vocab.js";
import { QUALIFIER_HINTS, runsScript } from "./chain-runs.js";

/** Hosts of the services whose secrets are named after them: such a secret goes to its own service. */
export const VENDOR_HOSTS: Readonly<Record<string, RegExp>> = {
  SLACK: /(?:^|\.)slack\.com$/,
  OPENAI: /(?:^|\.)(?:openai\.com|azure\.com)$/,
  ANTHROPIC: /(?:^|\.)anthropic\.com$/,
  STRIPE: /(?:^|\.)stripe\.com$/,
  AWS: /(?:^|\.)amazonaws\.com$/,
  NPM: /(?:^|\.)npmjs\.(?:org|com)$/,
  PYPI: /(?:^|\.)pypi\.org$/,
  SENDGRID: /(?:^|\.)sendgrid\.com$/,
  TWILIO: /(?:^|\.)twilio\.com$/,
  DISCORD: /(?:^|\.)discord(?:app)?\.com$/,
  TELEGRAM: /(?:^|\.)telegram\.org$/,
  HF: /(?:^|\.)huggingface\.co$/,
  HUGGINGFACE: /(?:^|\.)huggingface\.co$/,
  DATADOG: /(?:^|\.)datadoghq\.(?:com|eu)$/,
  VERCEL: /(?:^|\.)vercel\.com$/,
  NETLIFY: /(?:^|\.)netlify\.com$/,
  CLOUDFLARE: /(?:^|\.)cloudflare\.com$/,
  NOTION: /(?:^|\.)notion\.(?:com|so)$/,
  LINEAR: /(?:^|\.)linear\.app$/,
  MAILGUN: /(?:^|\.)mailgun\.net$/,
  GITHUB: /(?:^|\.)github(?:usercontent)?\.com$/,
  GH: /(?:^|\.)github(?:usercontent)?\.com$/,
  AZURE: /(?:^|\.)(?:azure\.com|azure\.net|windows\.net|microsoftonline\.com|microsoft\.com)$/,
  GOOGLE: /(?:^|\.)(?:googleapis\.com|google\.com)$/,
  GITLAB: /(?:^|\.)gitlab\.com$/,
};
/** A line that branches: the payload runs only when it holds. */
const CONDITION = /\b(?:if|elif|elsif|unless|while|when)\b|&&|\|\||\bWhere-Object\b/;

/** Today's date or time, read at run time. */
const NOW =
  /\$\(\s*date\b|`date\b|\bdate\s+\+%|\bDate\.now\(\)|\bnew\s+Date\(\s*\)|\b(?:date|datetime)\.(?:today|now|utcnow)\(|\bGet-Date\b|\[datetime\]::(?:Now|UtcNow|Today)|\btime\.time\(\)|\btime\.Now\(\)|\bTime\.now\b|\bLocalDate\.now\(/;

/** A fixed calendar date (2027-01-15, 20270115, date(2027, 1, 15), an epoch of 2023–2033). */
const FIXED_DATE =
  /\b20[2-9]\d([-/.]?)(?:0[1-9]|1[0-2])\1(?:0[1-9]|[12]\d|3[01])(?!\d)|\b(?:date|datetime|Date\.UTC)\(\s*20[2-9]\d\s*,|\b1[7-9]\d{8}(?:\d{3})?\b/;

/** A virtual machine, sandbox or debugger looked for: malware stays quiet where it is analysed. */
const ANALYSIS_CHECK =
  /(?:\/sys\/class\/dmi|product_name|Win32_ComputerSystem|systeminfo|hw\.model|ioreg|lscpu|dmidecode|\/proc\/cpuinfo)[^\n]{0,120}\b(?:vbox|virtualbox|vmware|qemu|kvm|xen|parallels|hyper-?v|sandbox)\b|\b(?:vbox|virtualbox|vmware|qemu|parallels|sandbox)\b[^\n]{0,120}(?:\/sys\/class\/dmi|product_name|Win32_ComputerSystem|systeminfo|hw\.model|ioreg|dmidecode|\/proc\/cpuinfo)|\bsys\.gettrace\(\)|\b(?:Check)?(?:Remote)?IsDebuggerPresent\b|\binspector\.url\(\)/i;

/**
 * The machine's own name or the user's, compared with a written name (never `root`: refusing to run as
 * root is a safety check). A URL's `.hostname` is not the machine's.
 */
const WHO =
  /(?:\$\(\s*(?:hostname|whoami|uname\s+-n)\b|`(?:hostname|whoami)\b|\bgethostname\(\)|\bplatform\.node\(\)|\bos\.hostname\(\)|\$env:COMPUTERNAME\b|\$\{?HOSTNAME\b|%COMPUTERNAME%|\bEnvironment\.MachineName\b|\bgetpass\.getuser\(\)|\bos\.getlogin\(\)|\buserInfo\(\)\.username\b|\$env:USERNAME\b|\$\{?USER\b|%USERNAME%|\bEnvironment\.UserName\b)[^\n]{0,60}?(?:==|!=|-eq|-ne|-like|-match|=~|\bstartswith\(|\bendswith\(|\bincludes\(|\bnot\s+in\s*[([]|\bin\s*[([]|\s=\s)\s*[([]?\s*["']?(?!root\b|Administrator\b|admin\b)[\w*.-]{2,40}/i;

/** Run only outside CI: a payload kept from the machines where builds are watched (`if [ -z "$CI" ]`, `if (!process.env.CI)`). */
const NOT_CI =
  /-z\s+["']?\$\{?(?:CI|GITHUB_ACTIONS|GITLAB_CI|BUILDKITE|JENKINS_URL)\b|!\s*process\.env\.(?:CI|GITHUB_ACTIONS)\b|\bnot\s+os\.(?:environ\.get|getenv)\(\s*["'](?:CI|GITHUB_ACTIONS)["']|["'](?:CI|GITHUB_ACTIONS)["']\s+not\s+in\s+os\.environ\b|\bos\.(?:environ\.get|getenv)\(\s*["'](?:CI|GITHUB_ACTIONS)["']\s*\)\s+is\s+None\b|(?:-not\s+|!\s*)\$env:(?:CI|GITHUB_ACTIONS)\b/;

const notCiLine = (l: AuditLine): boolean => CONDITION.test(l.text) && NOT_CI.test(l.text);

/** At most this many signals of one kind in one file: a chain needs one. */
const PER_FILE = 4;

/** Whole-line hits for the lines `test` accepts, said and not only mentioned. */
function lineSignal(test: (line: AuditLine, file: AuditText, prev: string) => boolean) {
  return (file: AuditText, lines: readonly AuditLine[]): TextHit[] => {
    const out: TextHit[] = [];
    for (const l of lines) {
      if (out.length >= PER_FILE) break;
      // A condition is code: in Markdown, only inside a code block (prose says "when", not `if`).
      if (!CONDITION.test(l.text) || (file.markdown && !inCodeBlock(file, l.index))) continue;
      const prev = file.text.slice(Math.max(0, l.index - 400), l.index);
      if (test(l, file, prev) && !mentionedOnly(file, l.index + l.text.search(/\S|$/)))
        out.push({ index: l.index, length: Math.max(1, l.text.length) });
    }
    return out;
  };
}

/** A branch on today's date against a fixed one (the fixed one on the line or in the three lines above), or on an analysis check. */
const triggerLine = (l: AuditLine, _f: AuditText, prev: string): boolean =>
  CONDITION.test(l.text) &&
  ((NOW.test(l.text) &&
    (FIXED_DATE.test(l.text) || FIXED_DATE.test(prev.split("\n").slice(-4).join("\n")))) ||
    ANALYSIS_CHECK.test(l.text));

/** The machine's or the user's name kept in a name first (`h = socket.gethostname()`), then compared. */
const WHO_SET =
  /(?:^|[\s;])(?:const\s+|let\s+|var\s+|local\s+)?\$?(\w{1,40})\s{0,4}:?=\s{0,4}["']?(?:socket\.gethostname\(\)|platform\.node\(\)|os\.hostname\(\)|getpass\.getuser\(\)|os\.getlogin\(\)|os\.userInfo\(\)\.username|\$\(\s*(?:hostname|whoami)\b|\$env:(?:COMPUTERNAME|USERNAME)\b)/;

const whoLine = (l: AuditLine): boolean => CONDITION.test(l.text) && WHO.test(l.text);

/** A branch on a name that was given the machine's or the user's name within the three lines above. */
function whoKept(file: AuditText, lines: readonly AuditLine[]): TextHit[] {
  const out: TextHit[] = [];
  for (const l of lines) {
    const set = WHO_SET.exec(l.text);
    if (!set || out.length >= PER_FILE) continue;
    const name = escapeRe(set[1]!);
    const compared = new RegExp(
      `(?:\\$\\{?|\\b)${name}\\b\\}?["']?[^\\n]{0,30}?(?:==|!=|-eq|-ne|=~|\\.startswith\\(|\\.endswith\\(|\\.includes\\(|\\bin\\s*[([]|\\s=\\s)\\s*[([]?\\s*["'](?!root\\b|Administrator\\b|admin\\b)[\\w*.-]{2,40}`,
    );
    let at = l.index + l.text.length + 1;
    for (let k = 0; k < 3 && at < file.text.length; k++) {
      const end = file.text.indexOf("\n", at);
      const next = file.text.slice(at, end === -1 ? file.text.length : Math.min(end, at + 2000));
      if (CONDITION.test(next) && compared.test(next) && !(file.markdown && !inCodeBlock(file, at))) {
        out.push({ index: at, length: Math.max(1, next.length) });
        break;
      }
      if (end === -1) break;
      at = end + 1;
    }
  }
  return out;
}

/**
 * The last line (1-based) of the block a condition on line `line` opens: the indented body after a
 * `:` (Python), up to `fi`/`else` (shell), or to the matching brace; the line itself for a one-liner
 * (`[ … ] && curl …`). At most 15 lines.
 */
export function blockEnd(text: string, line: number): number {
  const lines = textLines(text, line, 16);
  const head = lines[0] ?? "";
  const cap = line + lines.length - 1;
  if (/:\s*(?:#.*)?$/.test(head)) {
    const indent = head.search(/\S/);
    let end = line;
    for (let k = 1; k < lines.length; k++) {
      const l = lines[k]!;
      if (l.trim() === "") continue;
      if (l.search(/\S/) <= indent) break;
      end = line + k;
    }
    return end;
  }
  if (/\bthen\b/.test(head) || /^\s*then\b/.test(lines[1] ?? "")) {
    if (/\bfi\b/.test(head)) return line;
    for (let k = 1; k < lines.length; k++) if (/^\s*(?:fi|else|elif)\b/.test(lines[k]!)) return line + k;
    return cap;
  }
  const braces = /\{\s*(?:\/\/.*|#.*)?$/.test(head) || /^\s*\{/.test(lines[1] ?? "");
  if (!braces) return line;
  let depth = 0;
  for (let k = 0; k < lines.length; k++) {
    for (const ch of lines[k]!) depth += ch === "{" ? 1 : ch === "}" ? -1 : 0;
    if (k > 0 && depth <= 0) return line + k;
  }
  return cap;
}

/** Up to `n` lines of `text` from line `line` (1-based). */
function textLines(text: string, line: number, n: number): string[] {
  let from = 0;
  for (let k = 1; k < line && from !== -1; k++) from = text.indexOf("\n", from) + 1 || -1;
  if (from === -1) return [];
  const out: string[] = [];
  while (out.length < n && from <= text.length) {
    const to = text.indexOf("\n", from);
    out.push(text.slice(from, to === -1 ? text.length : Math.min(to, from + 2000)));
    if (to === -1) break;
    from = to + 1;
  }
  return out;
}

const VENDOR_PREFIX = new RegExp(`\\b(?:${Object.keys(VENDOR_HOSTS).join("|")})_`);

/** A name given a service's secret from the environment: `tok = os.environ.get("GITHUB_TOKEN")`, `K="$OPENAI_API_KEY"`. */
const SECRET_ASSIGN =
  /(?:^|[\s;({,])(?:(?:const|let|var|local|export)\s+)?\$?([A-Za-z_]\w{0,39})\s{0,8}:?=\s{0,8}["']?(?:os\.environ(?:\.get)?\s*[[(]\s*["']|os\.getenv\s*\(\s*["']|os\.Getenv\(\s*"|process\.env\.|process\.env\[\s*["']|\$env:|\$\{?|ENV\[\s*["'])([A-Z][A-Z0-9]{1,20})_(?:[A-Z0-9]{1,20}_){0,3}(?:TOKEN|SECRET|SECRET_KEY|SECRET_ACCESS_KEY|API_?KEY|ACCESS_KEY|PASSWORD|CLIENT_SECRET)\b/;

/** A key handed over as a login (a header, Basic auth): how its own API is called, also elsewhere. */
const AS_LOGIN =
  /(?:(?:^|\s)(?:-H|--header|-u|--user)[\s=]|\bheaders?\b|\bAuthorization\b|\bBearer\b|\bauth\b|\bX-[\w-]{1,30}:|\bsetRequestHeader\b)[^\n]{0,120}$/i;

/** A request that carries data: a POST or upload, or a body/data/json/params argument. */
const SENDS =
  /\b(?:requests|httpx|session|client|axios|got|ky)\.(?:post|put|patch)\s*\(|\bmethod\s*[:=]\s*["'](?:POST|PUT|PATCH)["']|\burlopen\s*\(|\bRequest\s*\([^\n]{0,200}\bdata\s*=|\bcurl\b[^\n]{0,300}\s(?:-d|--data(?:-binary|-raw|-urlencode)?|-F|--form)\b|\bInvoke-(?:RestMethod|WebRequest)\b[^\n]{0,300}-Method\s+["']?(?:Post|Put)\b|\bhttp\.(?:Post|PostForm)\(|\bUpload(?:String|Data)\s*\(/i;

const URL_AT = /\bhttps?:\/\/([^\s/"'`<>)\]:?#]{1,253})[^\s"'`<>)\]]{0,500}/gi;

interface Flow {
  readonly read: number;
  readonly sent: number;
}

const flowMemo = new WeakMap<AuditText, Flow[]>();

/**
 * Where a service's secret read into a name (or into an object built from it, one step on) is sent
 * within 40 lines to a written host that is not the service's, in a request body or a query string, not
 * as a login: the read's and the send's offsets.
 */
function secretFlows(file: AuditText, lines: readonly AuditLine[]): Flow[] {
  const known = flowMemo.get(file);
  if (known) return known;
  const out: Flow[] = [];
  const starts = startsOf(file);
  for (const l of lines) {
    if (out.length >= PER_FILE) break;
    // Most lines naming a token name no known service: the cheap test first.
    if (!VENDOR_PREFIX.test(l.text)) continue;
    const m = SECRET_ASSIGN.exec(l.text);
    const vendor = m && VENDOR_HOSTS[m[2]!];
    if (!m || !vendor || mentionedOnly(file, l.index + m.index)) continue;
    const line = lineOf(starts, l.index);
    const sent = sentElsewhere(file, starts, line, m[1]!, vendor);
    if (sent !== undefined) out.push({ read: l.index, sent });
  }
  flowMemo.set(file, out);
  return out;
}

/** The offset of the first line within 40 lines after `line` that sends `name` (or an object built from it) to a host `vendor` does not match. */
function sentElsewhere(
  file: AuditText,
  starts: readonly number[],
  line: number,
  name: string,
  vendor: RegExp,
): number | undefined {
  const use = (n: string) => new RegExp(`(?<![\\w.])\\$?\\{?${n}\\b`);
  const names = [name];
  const uses = [use(name)];
  const last = Math.min(starts.length - 1, line + 40);
  const text = (k: number) =>
    file.text.slice(starts[k]!, k + 1 < starts.length ? starts[k + 1]! - 1 : file.text.length).slice(0, 2000);
  for (let k = line + 1; k <= last; k++) {
    const t = text(k);
    if (!names.some((n) => t.includes(n))) continue;
    for (const [i, n] of names.entries()) {
      const at = uses[i]!.exec(t);
      if (!at || AS_LOGIN.test(t.slice(Math.max(0, at.index - 120), at.index))) continue;
      // `body = {…: tok}`: the object is what is sent (one step on).
      const built = /^\s*(?:(?:const|let|var)\s+)?\$?([A-Za-z_]\w{0,39})\s*=\s*[[{@(]/.exec(t);
      if (built && built[1] !== n && names.length < 3 && !SENDS.test(t)) {
        names.push(built[1]!);
        uses.push(use(built[1]!));
        break;
      }
      if (carriedElsewhere(t, at.index, k, text, line, vendor)) return starts[k]!;
    }
  }
  return undefined;
}

/** Whether the use at `at` of line `k` is in a request's body or query to a written host not the vendor's. */
function carriedElsewhere(
  t: string,
  at: number,
  k: number,
  text: (k: number) => string,
  from: number,
  vendor: RegExp,
): boolean {
  // In a query string: the URL holding the name is the destination.
  for (const u of t.matchAll(URL_AT))
    if (u.index <= at && at < u.index + u[0].length && u[0].includes("?"))
      return !vendor.test(u[1]!.toLowerCase());
  // In a body: the nearest line at or above (three at most, not before the read) with a URL is the request.
  for (let j = k; j >= Math.max(from + 1, k - 3); j--) {
    const hosts = [...text(j).matchAll(URL_AT)].map((u) => u[1]!.toLowerCase());
    if (hosts.length === 0) continue;
    const around = [j, j + 1, j + 2, j + 3, k + 1].filter((x, i, a) => x <= k + 1 && a.indexOf(x) === i);
    return around.some((x) => SENDS.test(text(x))) && hosts.every((h) => !vendor.test(h));
  }
  return false;
}

const signal = (
  id: string,
  hints: readonly string[],
  check: (file: AuditText, lines: readonly AuditLine[]) => TextHit[],
  markdownOnly = false,
): AuditRule => ({
  id,
  kind: "text",
  signal: true,
  markdownOnly,
  severity: "low",
  family: "execution",
  why: "one piece of evidence the skill-level rules combine (never shown)",
  hints,
  check,
});

const whole = (file: AuditText, index: number): TextHit => {
  const end = file.text.indexOf("\n", index);
  return { index, length: Math.max(1, (end === -1 ? file.text.length : end) - index) };
};

/** A path built from parts: `os.path.join(…)`, `Path.home() / ".aws" / …`, `.joinpath(…)`, Go's `filepath.Join(…)`. */
const JOINS = /\b(?:join|joinpath|Join|resolve)\s*\(|\)\s*\/\s*["']|["']\s*\/\s*["']/;
const LITERAL = /(["'`])([^"'`\n]{1,80})\1/g;
const HOME =
  /\bexpanduser\s*\(|\bhomedir\s*\(|\bPath\.home\s*\(|\bUserHomeDir\s*\(|\$HOME\b|\$\{HOME\}|["'`]~["'`]/;
/** Reading a file, on the join's line or the next three. */
const READS =
  /\b(?:open|read_text|read_bytes|readFile(?:Sync)?|ReadFile|ReadAll|cat|Get-Content|load|copy|copyfile|createReadStream)\b/;

/**
 * A credential file read whose path is built from parts (`os.path.join(home, ".aws", "credentials")`):
 * the parts joined with `/` name a credential path, and the file is read there or within three lines.
 */
function joinedCredential(file: AuditText, lines: readonly AuditLine[]): TextHit[] {
  // Reference pages show such code as examples (an anti-pattern, a how-to); SKILL.md and scripts run it.
  if (file.markdown && !/(?:^|\/)SKILL\.md$/.test(file.path)) return [];
  const out: TextHit[] = [];
  for (const l of lines) {
    if (out.length >= PER_FILE) break;
    if (!JOINS.test(l.text)) continue;
    const parts = [...l.text.slice(0, 2000).matchAll(LITERAL)].map((m) => m[2]!.replace(/^\/+|\/+$/g, ""));
    if (parts.length < 2) continue;
    const path = `${HOME.test(l.text) ? "~/" : ""}${parts.filter((x) => x !== "~").join("/")}`;
    CREDENTIAL_RE.lastIndex = 0;
    const hit = CREDENTIAL_RE.test(path);
    CREDENTIAL_RE.lastIndex = 0;
    if (!hit) continue;
    const next = file.text
      .slice(l.index, l.index + l.text.length + 600)
      .split("\n", 4)
      .join("\n");
    if (READS.test(next) && !mentionedOnly(file, l.index + l.text.search(/\S|$/)))
      out.push({ index: l.index, length: Math.max(1, l.text.length) });
  }
  return out;
}

/** A file uploaded whole by a shell variable: `curl --data-binary @"$F"`, `-F f=@$F`, `-T "$F"`. */
const UPLOADS_VAR = /(?:@["']?|(?:^|\s)(?:-T|--upload-file)\s+["']?)\$\{?([A-Za-z_]\w{0,39})\b/;

/**
 * A shell variable holding a home folder path to another program's `.env` or to a credential file,
 * uploaded whole within 20 lines: the file's secrets leave with it (`CFG="$HOME/.bot/.env"`, `curl -d @"$CFG" …`).
 */
function uploadedSecretFile(file: AuditText, lines: readonly AuditLine[]): TextHit[] {
  const out: TextHit[] = [];
  for (const l of lines) {
    if (out.length >= PER_FILE) break;
    const m = UPLOADS_VAR.exec(l.text);
    if (!m || !/\b(?:curl|wget|http|https|Invoke-\w+)\b/.test(l.text)) continue;
    const before = file.text
      .slice(Math.max(0, l.index - 2000), l.index)
      .split("\n")
      .slice(-20);
    const assigned = new RegExp(
      `(?:^|[\\s;])(?:export\\s+|local\\s+)?${m[1]}=["']?(?:\\$HOME|\\$\\{HOME\\}|~)\\/(\\S{1,200})`,
    );
    const path = before.map((b) => assigned.exec(b)?.[1]).findLast((x) => x !== undefined);
    if (!path) continue;
    CREDENTIAL_RE.lastIndex = 0;
    const secret = /\/\.env["']?$/.test(path) || CREDENTIAL_RE.test(`~/${path}`);
    CREDENTIAL_RE.lastIndex = 0;
    if (secret && !mentionedOnly(file, l.index + m.index))
      out.push({ index: l.index, length: Math.max(1, l.text.length) });
  }
  return out;
}

const SECRET_HINTS = ["token", "secret", "api_key", "apikey", "access_key", "password"] as const;

/** The evidence signals, by id; chain.ts maps each id to its part. */
export const EVIDENCE_RULES: readonly AuditRule[] = [
  // Hint words are the ways of reading today's date and the analysis checks, not "date" (update, validate…).
  signal(
    "signal-trigger",
    [
      "$(date",
      "`date",
      "date +",
      "date.now",
      "new date(",
      "date.today",
      "datetime.now",
      "datetime.utcnow",
      "datetime.today",
      "get-date",
      "[datetime]::",
      "time.time",
      "time.now",
      "localdate.now",
      "/sys/class/dmi",
      "product_name",
      "win32_computersystem",
      "systeminfo",
      "hw.model",
      "ioreg",
      "dmidecode",
      "cpuinfo",
      "gettrace",
      "debuggerpresent",
      "inspector.url",
    ],
    lineSignal(triggerLine),
  ),
  signal(
    "signal-trigger-who",
    [
      "$(hostname",
      "`hostname",
      "$(whoami",
      "`whoami",
      "uname -n",
      "gethostname",
      "platform.node",
      "os.hostname",
      "computername",
      "machinename",
      "$hostname",
      "${hostname",
      "getuser",
      "getlogin",
      "userinfo",
      "$user",
      "${user",
      "username",
    ],
    (file, lines) => [...lineSignal(whoLine)(file, lines), ...whoKept(file, lines)],
  ),
  signal(
    "signal-secret-file-upload",
    ["@$", '@"$', "@'$", "@${", '@"${', "-t ", "--upload-file"],
    uploadedSecretFile,
  ),
  signal("signal-credential-parts", ["join", "/ '", '/ "', "' /", '" /', "resolve("], joinedCredential),
  signal(
    "signal-trigger-ci",
    ["$ci", "${ci", "env.ci", "'ci'", '"ci"', "$env:ci", "github_actions"],
    lineSignal(notCiLine),
  ),
  signal("signal-quiet-run", QUALIFIER_HINTS, runsScript("quiet"), true),
  signal("signal-no-ask-run", QUALIFIER_HINTS, runsScript("no-ask"), true),
  signal("signal-secret-read-flow", SECRET_HINTS, (file, lines) =>
    secretFlows(file, lines).map((f) => whole(file, f.read)),
  ),
  signal("signal-secret-sent-flow", SECRET_HINTS, (file, lines) =>
    secretFlows(file, lines).map((f) => whole(file, f.sent)),
  ),
];
