// A credential file read into a name, and that name sent away anywhere later in the file (no distance limit):
// `KEYS = read(~/.ssh/*)` … `post(KEYS)`, or a prose "POST DEPLOY_KEY to https://…".
import { mentionedOnly } from "../context.js";
import type { AuditLine, AuditText, TextHit } from "../rule-types.js";
import { boundsAround, eachMatch, lineAt, lineOf, SCRIPT_COMMENT_LINE, startsOf } from "../text.js";
import { CREDENTIAL_PATH, NETWORK_SINK } from "../vocab.js";
import { NEGATED_EN } from "./exfil-refusals.js";
import { SINK_VERB, TOOL_CREDENTIAL_G } from "./exfil-words.js";
import { MORE_SINKS } from "./exfiltration.js";

/** Names bound on a line: `x = …`, `KEYS[p] = …`, `const key =`, `export TOKEN=`, `$c = …`, `as f`, prose "keep it as DEPLOY_KEY". */
const BINDS =
  /(?:^|[\s;({,])(?:(?:const|let|var|my|local|export|set)\s+)?\$?([A-Za-z_][\w]{2,40})\s*(?:\[[^\]\n]{0,60}\]\s*)?(?:\+?=|:=|\|=)(?!=)|\bas\s+[\x60$]?([A-Za-z_][\w]{2,40})\b|\b(?:into|in)\s+[\x60$]?([A-Z][A-Z0-9_]{2,40})\b/g;
const IGNORED_NAMES = new Set([
  "the",
  "and",
  "for",
  "with",
  "this",
  "that",
  "path",
  "file",
  "line",
  "self",
  "true",
  "false",
  "None",
  "null",
]);
/**
 * In a script, what a line holding a tainted name passes it on to: an assignment at the statement's start
 * (`out[p.name] = p.read_text()`, `h, _ := …`, `$c = …`, one- or two-letter names too), a loop over it
 * (`for p in TARGETS`, `for (const f of files)`, `foreach ($f in $files)`), a `with … as fh`.
 */
const ASSIGNS =
  /^\s*(?:(?:const|let|var|my|local|export|set)\s+)?\$?([A-Za-z_]\w{0,40})(?:\s*\[[^\]\n]{0,60}\])?(?:\s*,\s*\$?\w{1,40})*\s*(?:[+.]?=|:=|\|=)(?!=)|\bfor(?:each)?\s*\(?\s*(?:(?:const|let|var)\s+)?(?:\$?[A-Za-z_]\w{0,40}\s*,\s*)?\$?([A-Za-z_]\w{0,40})\s+(?:in|of|:=\s*range)\b|\bas\s+([A-Za-z_]\w{0,40})\s*:\s*$/g;
/**
 * A collection that a line adds a tainted value to takes it along (round 29): `att.append({… open(p) …})`,
 * `buf.Write(b)`, `m.Attachments.Add(new Attachment(p))`, `zip.writestr(n, data)`, `found.update({f: …})`; the
 * receiver (before any property chain) is bound when a tainted name follows the call's opening parenthesis.
 */
const MUTATES =
  /(?<![\w$.])\$?([A-Za-z_]\w{0,40})(?:\.[A-Za-z_]\w{0,40}){0,2}\s*(?:\.|->)\s*(?:append|push|extend|add|Add|update|write|Write|WriteString|writestr|AppendLine|Append|insert|put|unshift|addFile|addBuffer|AddEntry)\s*\(/g;
/** A closure's parameter on a line that hands it a tainted value: Go's `filepath.Walk(dir, func(p string, …`. */
const CLOSURE_PARAM = /\bfunc\s*\(\s*([A-Za-z_]\w{0,40})\s+[\w*.[\]]/g;
/** Loop counters and error names: passed on by every line, they would taint the whole file. */
const SHORT_IGNORED = new Set(["i", "j", "k", "n", "_", "e", "ok", "err", "ex"]);
/** `return out` inside `def snapshot():`: the function's name carries what it returns. */
const RETURNS = /^\s*return\s+\$?([A-Za-z_]\w{0,40})\b/;
const DEFINES = /^\s*(?:async\s+)?(?:def|function|func)\s+([A-Za-z_]\w{0,40})\s*\(/;
/** A function and its parameters: `def ship(obj):`, `function report(payload) {`, `const send = async (d) =>`. */
const DEFINES_PARAMS =
  /^\s*(?:export\s+)?(?:(?:async\s+)?(?:def|function|func)\s+([A-Za-z_]\w{0,40})\s*\(([^()\n]{0,200})\)|(?:const|let|var)\s+([A-Za-z_]\w{0,40})\s*=\s*(?:async\s+)?(?:function\s*)?\(([^()\n]{0,200})\)\s*(?:=>|\{))/;
const CALL_G = /(?<![\w.$])([A-Za-z_]\w{0,40})\s*\(/g;
const RECEIVER = new Set(["self", "cls", "this"]);

/**
 * The parameters of every function a script defines, by its name: a call handing a credential's name to
 * `ship(load_all())` passes it to `def ship(obj)`'s `obj` (one function collects, another sends).
 */
function parametersOf(text: string, starts: readonly number[]): ReadonlyMap<string, readonly string[]> {
  const out = new Map<string, readonly string[]>();
  for (let i = 0; i < starts.length; i++) {
    const line = lineAt(text, starts, i);
    if (!line.includes("(")) continue;
    const d = DEFINES_PARAMS.exec(line);
    if (!d) continue;
    const params = (d[2] ?? d[4] ?? "")
      .split(",")
      .map((p) => /^\s*\*{0,2}\$?([A-Za-z_]\w{0,40})/.exec(p)?.[1] ?? "")
      .filter((p) => p !== "" && !RECEIVER.has(p));
    if (params.length > 0) out.set((d[1] ?? d[3])!, params);
  }
  return out;
}
/** Any request, in a script: a credential file's text in a GET's header or query is sent all the same; a mail sent by code (Go's smtp.SendMail, Ruby's Net::SMTP, PHP's mail(), .NET's SmtpClient, smtplib, nodemailer, JavaMail). */
const ANY_REQUEST =
  /\b(?:requests|httpx|axios|session|got)\.(?:get|head|delete|request)\s*\(|\bfetch\s*\(|\burlopen\s*\(|\bhttp\.(?:Get|NewRequest)\s*\(|\bInvoke-(?:WebRequest|RestMethod)\b|\bUpload(?:File|String|Data)\s*\(|\bsmtp\.SendMail\s*\(|\bNet::SMTP\b|\.send_?(?:message|mail)\s*\(|\bSmtpClient\b[^\n]{0,80}\.Send(?:Async)?\s*\(|(?<![\w.$>:])(?:wp_|mb_send_)?mail\s*\(\s*["'$]|\bTransport\.send\s*\(/i;
/** The name is a request's first argument, its URL (`requests.post(server + …`, `fetch(\`${base}/…`): no payload. */
const URL_ARG = /\b(?:get|post|put|patch|delete|head|fetch|request|Get|Post)\s*\(\s*(?:f?["'\x60]\{?|\$\{)?$/;
const NETWORK_SINK_LINE = new RegExp(NETWORK_SINK.source, "i");
const URL_OR_MAIL = /https?:\/\/|\b[\w.+-]{1,64}@[\w-]{1,63}\.[\w.-]{1,63}/;
const SINK_VERB_LINE = new RegExp(SINK_VERB, "iu");
const CRED_PATH_G = new RegExp(CREDENTIAL_PATH, "gi");
const MORE_SINKS_LINE = new RegExp(MORE_SINKS.source, "i");
/**
 * In a script, a file of database or site secrets read by code (round 29): MySQL's `.my.cnf`, PostgreSQL's
 * `.pgpass`, WordPress's `wp-config.php`, s3cmd's `.s3cfg`, boto's `.boto`.
 */
const DB_SECRET_READ =
  /\b(?:file_get_contents|fopen|open|readFile(?:Sync)?|File\.read|ReadFile|ReadAllText|read_text|Get-Content|cat)\b[^\n;]{0,120}?(?:\.my\.cnf|\.pgpass|wp-config\.php|\.s3cfg|\.boto)\b/g;
export const DB_SECRET_HINTS = [".my.cnf", ".pgpass", "wp-config.php", ".s3cfg", ".boto"];
/** A credential path that is a command printing a secret. */
const PRINTS = /^(?:security|bw|op|gh|git|lpass)\s/i;

/**
 * Commands that print a stored secret (a CLI's token, a keyring or password manager entry, the saved Windows
 * credentials): their output is the secret itself.
 */
/** Words of a command as typed, or as the items of an argv list a script runs (`["gh", "auth", "token"]`). */
const W = String.raw`(?:\s+|["'\x60]\s*,\s*["'\x60])`;
const TOKEN_COMMAND = new RegExp(
  [
    String.raw`\bgh${W}auth${W}token\b|\bcmdkey${W}\/list\b|\bkwallet-query\b[^\n]{0,40}\s-r\b|\bsecret-tool${W}(?:lookup|search)\b`,
    String.raw`\bop${W}(?:read\b|item${W}get\b[^\n]{0,60}(?:--reveal|--format[=\s"',]{1,4}json)\b|item${W}list\b)|\bpass${W}show\b`,
    String.raw`\bbw${W}(?:get${W}(?:password|item|notes)|list${W}items|export)\b|\blpass${W}(?:export|show)\b|\bkeyring\.get_password\s*\(`,
    String.raw`\bgcloud${W}auth${W}print-(?:access|identity)-token\b|\baz${W}account${W}get-access-token\b|\baws${W}configure${W}export-credentials\b`,
    String.raw`\baws${W}(?:ecr${W}get-login-password|sts${W}get-session-token)\b|\bheroku${W}auth:token\b|\bgit${W}credential${W}fill\b`,
    String.raw`\bkubectl${W}config${W}view\b[^\n]{0,40}--raw\b|\b(?:npm|pnpm|yarn)${W}config${W}get${W}[^\s"'\x60]{0,80}(?:_authToken|npmAuthToken)\b`,
    String.raw`\bdocker-credential-[\w-]{2,30}${W}get\b|\bsecurity${W}find-(?:generic|internet)-password\b`,
    String.raw`\bGet-StoredCredential\b|\bvaultcmd${W}\/listcreds\b|\bPasswordVault\b[^\n]{0,80}\bRetrieveAll\s*\(|\.RetrievePassword\s*\(`,
  ].join("|"),
  "gi",
);
/** Their words, for the rule's hints: the credential prose rule's own (one hint automaton holds both). */
export const TOKEN_COMMAND_HINTS = [
  "gh auth",
  "cmdkey",
  "kwallet",
  "secret-tool",
  "op read",
  "--reveal",
  "pass show",
  "bw get",
  "get_password",
  "print-access-token",
  "print-identity-token",
  "get-access-token",
  "export-credentials",
  "docker-credential",
  "find-generic-password",
  "find-internet-password",
  '"auth"',
  "'auth'",
  "op item",
  "bw list",
  "bw export",
  "lpass",
  "get-login-password",
  "get-session-token",
  "auth:token",
  "credential fill",
  "config view",
  "authtoken",
  "get-storedcredential",
  "listcreds",
  "retrieveall",
  "retrievepassword",
];
/**
 * The secret sent as the login it is: an authorization header, a password read from stdin, a login command, a
 * URL's user part (`https://$TOKEN@github.com`).
 */
export const LOGIN_USE =
  /\b(?:authori[sz]ation|bearer|login|password-stdin|auth\s*=|headers\s*=)|\s-(?:u|H)\s|--(?:user|header|password)\b|:\/\/[^\s/@]{0,40}\$\{?\w{1,40}\}?@/i;
/** A request command a pipe feeds (`… | curl`, `| Invoke-RestMethod`). */
const PIPED_TO_REQUEST = /\|\s*(?:curl|wget|nc|ncat|Invoke-RestMethod|irm|Invoke-WebRequest|iwr|http)\b/i;
/** The command at `at` runs inside a substitution on a line that sends, or pipes into a request. */
function intoRequest(line: string, at: number): boolean {
  const before = line.slice(0, at);
  const opened = before.lastIndexOf("$(") > before.lastIndexOf(")");
  return (opened && NETWORK_SINK_LINE.test(line)) || PIPED_TO_REQUEST.test(line.slice(at));
}
/** A name joined onto a URL's query (`'…?t=' + t`, `…?t=${t}`): a GET sends it. */
const QUERY_USE = (name: string) =>
  new RegExp(`https?://[^\\s'"\x60]*[?&][\\w-]{1,40}=(?:['"\x60]\\s*\\+\\s*|\\$\\{|\\$)${name}\\b`);
/** Hosts on a line, and the top-level domains under which a host's last label names its service. */
const HOST_G = /https?:\/\/([\w.-]{1,253})/gi;
const SERVICE_TLD = /^(?:com|io|net|org|app|dev|co|ai)$/i;
/** The command itself, up to where its substitution, pipe or line ends (not the name it is bound to). */
const COMMAND_END = /[)|;`\n]/;
/** The command printing a secret at `at`, to the end of its substitution, pipe or line (`gh` names github). */
function commandAt(text: string, at: number, lineEnd: number): string {
  const tail = text.slice(at, lineEnd);
  const end = tail.search(COMMAND_END);
  return `${tail.slice(0, end < 0 ? undefined : end)}${/^gh\s/.test(tail) ? " github" : ""}`;
}
/**
 * Every host the line sends to is named for a service (`api.todoist.com`: todoist) that the command printing
 * the secret names (`op item get Todoist …`): the secret goes to the service it belongs to, as its own login.
 */
function ownService(line: string, command: string): boolean {
  let own = false;
  let other = false;
  eachMatch(HOST_G, line, (m) => {
    const labels = m[1]!.toLowerCase().split(".");
    const label = labels.length >= 2 && SERVICE_TLD.test(labels.at(-1)!) ? labels.at(-2)! : "";
    if (label.length >= 3 && new RegExp(`(?<![a-z\\d])${label}(?![a-z\\d])`, "i").test(command)) own = true;
    else other = true;
  });
  return own && !other;
}
const KEY_PARAM_BEFORE =
  /[?&][\w-]{0,20}(?:key|token|auth|appid|app_id|client_id|secret|password|passwd|pass)=["'\x60]?\s*(?:\+\s*)?\$?\{?$/i;

/** Names as whole words; names of one or two letters not inside a string or after a dot (`'p.zip'`, `x.p`). */
function usesOf(names: ReadonlyMap<string, TextHit>): RegExp {
  const all = [...names.keys()];
  const long = all.filter((n) => n.length > 2);
  const short = all.filter((n) => n.length <= 2);
  const parts = [long.length > 0 ? `(?<![\\w$])\\$?\\{?(${long.join("|")})\\b` : "(?!)"];
  if (short.length > 0) parts.push(`(?<![\\w$.'"%])\\$?(${short.join("|")})\\b(?!['"])`);
  return new RegExp(parts.join("|"), "g");
}

/**
 * In a script, a credential's text passed on from name to name (assigned, looped over, returned by a function)
 * until nothing new is bound; four passes at most. Every new name keeps the credential it came from.
 */
function spread(
  text: string,
  starts: readonly number[],
  names: Map<string, TextHit>,
  printed: ReadonlyMap<string, string>,
): void {
  let params: ReadonlyMap<string, readonly string[]> | undefined;
  for (let pass = 0; pass < 4; pass++) {
    const uses = usesOf(names);
    let grew = false;
    for (let i = 0; i < starts.length; i++) {
      const line = lineAt(text, starts, i);
      uses.lastIndex = 0;
      const u = uses.exec(line);
      const source = u && (u[1] ?? u[2]);
      if (!source || printed.has(source)) continue;
      const from = names.get(source)!;
      const bind = (name: string | undefined) => {
        if (!name || names.has(name) || IGNORED_NAMES.has(name) || SHORT_IGNORED.has(name)) return;
        names.set(name, from);
        grew = true;
      };
      eachMatch(ASSIGNS, line, (m) => bind(m[1] ?? m[2] ?? m[3]));
      if (line.includes("(")) {
        eachMatch(MUTATES, line, (m) => {
          if (m.index + m[0].length <= u.index) bind(m[1]);
        });
        if (line.includes("func")) eachMatch(CLOSURE_PARAM, line, (m) => bind(m[1]));
      }
      // A call of the script's own function with the name among its arguments binds that function's parameters.
      if (line.includes("(")) {
        params ??= parametersOf(text, starts);
        eachMatch(CALL_G, line, (c) => {
          if (c.index < u.index) for (const p of params!.get(c[1]!) ?? []) bind(p);
        });
      }
      if (RETURNS.test(line))
        for (let j = i - 1; j >= 0; j--) {
          const d = DEFINES.exec(lineAt(text, starts, j));
          if (d) {
            bind(d[1]);
            break;
          }
        }
    }
    if (!grew) return;
  }
}

/**
 * A credential file read into a name (on its line or the three after), and that name sent away on a line
 * anywhere in the file: a request, a socket, a push, or a prose "POST DEPLOY_KEY to https://…". The
 * near case (both within a few lines) is `credential-exfiltration`'s; this one has no distance limit.
 */
export function credentialFlow(file: AuditText, lines: readonly AuditLine[]): TextHit[] {
  const text = file.text;
  const starts = startsOf(file);
  const names = new Map<string, TextHit>();
  // Names bound to a command's printed secret: sent as a login they are used, not leaked.
  const printed = new Map<string, string>();
  // A developer tool's token file: its text in that tool's auth header is the login it is.
  const logins = new Set<TextHit>();
  for (const l of lines) {
    // The first credential on the line that is said, not mentioned; its line and the three after bind names.
    let hit: TextHit | undefined;
    let command = false;
    const said = (m: RegExpExecArray) => {
      if (!hit && !mentionedOnly(file, l.index + m.index))
        hit = { index: l.index + m.index, length: m[0].length };
    };
    // A script's comment names what the code does ("// Prepare login data"); it reads nothing.
    if (!file.markdown && SCRIPT_COMMENT_LINE.test(l.text)) continue;
    eachMatch(CRED_PATH_G, l.text, said);
    if (!hit && !file.markdown) eachMatch(DB_SECRET_READ, l.text, said);
    if (!hit) {
      eachMatch(TOOL_CREDENTIAL_G, l.text, said);
      if (hit) logins.add(hit);
    }
    // The credential paths that are commands (`security find-generic-password`, `bw list items`) print too.
    command = hit !== undefined && PRINTS.test(text.slice(hit.index, hit.index + hit.length));
    if (!hit) {
      eachMatch(TOKEN_COMMAND, l.text, said);
      command = hit !== undefined;
    }
    if (!hit) continue;
    // A command printing a secret straight into a request (`curl -d "$(op item get …)" …`, `… | curl -d @- …`).
    if (
      command &&
      intoRequest(l.text, hit.index - l.index) &&
      !LOGIN_USE.test(l.text) &&
      !NEGATED_EN.test(l.text)
    )
      return [hit];
    // A file read may bind its name a few lines on; a command's output is bound on its own line, before it.
    const b = command ? { from: l.index, to: hit.index } : boundsAround(text, starts, hit.index, 0, 3, 2000);
    eachMatch(BINDS, text.slice(b.from, b.to), (n) => {
      const name = n[1] ?? n[2] ?? n[3]!;
      if (IGNORED_NAMES.has(name) || names.has(name)) return;
      names.set(name, hit!);
      if (command) printed.set(name, commandAt(text, hit!.index, l.index + l.text.length));
    });
    // A script's loop over credential paths (`for name in ('Login Data', 'Cookies'):`) binds its name; so does
    // a statement that assigns the read to a name of one or two letters (`const k=fs.readFileSync(…/.npmrc)`).
    if (!file.markdown && command) bindShort(text.slice(l.index, hit.index), hit, names, printed, l);
    if (!file.markdown && !command && l.text.includes("func"))
      eachMatch(CLOSURE_PARAM, l.text, (m) => {
        if (!names.has(m[1]!)) names.set(m[1]!, hit!);
      });
    if (!file.markdown && !command)
      eachMatch(ASSIGNS, l.text, (m) => {
        if (m[2] && !names.has(m[2]) && !SHORT_IGNORED.has(m[2])) names.set(m[2], hit!);
        if (m[1] && m[1].length <= 2 && m[1] !== "_" && !names.has(m[1]) && m.index < hit!.index - l.index)
          names.set(m[1], hit!);
      });
  }
  if (names.size === 0) return [];
  if (!file.markdown) spread(text, starts, names, printed);
  return sentOn(file, starts, names, printed, logins);
}

/**
 * In a script, a statement that assigns a command's printed secret to a name of one or two letters
 * (`const t = execSync('npm config get …_authToken')`): BINDS wants three letters, so bind it here.
 */
function bindShort(
  before: string,
  hit: TextHit,
  names: Map<string, TextHit>,
  printed: Map<string, string>,
  l: AuditLine,
): void {
  eachMatch(ASSIGNS, before, (m) => {
    const name = m[1];
    if (!name || name.length > 2 || SHORT_IGNORED.has(name) || names.has(name)) return;
    names.set(name, hit);
    printed.set(name, commandAt(l.text, hit.index - l.index, l.text.length));
  });
}

/** How many lines above a request's opening line its arguments may run. */
const CALL_LINES = 6;
const OPEN_PAREN = /\(/g;
const CLOSE_PAREN = /\)/g;
/** A request, upload or send call opened on one of the few lines above line `i` and not yet closed there. */
function requestOpenAbove(text: string, starts: readonly number[], i: number): boolean {
  let open = 0;
  for (let j = i - 1; j >= 0 && j >= i - CALL_LINES; j--) {
    const line = lineAt(text, starts, j);
    if (line.length > 2000) return false;
    open += (line.match(OPEN_PAREN)?.length ?? 0) - (line.match(CLOSE_PAREN)?.length ?? 0);
    if (open > 0 && (NETWORK_SINK_LINE.test(line) || MORE_SINKS_LINE.test(line) || ANY_REQUEST.test(line)))
      return true;
  }
  return false;
}

/** The first line that sends a bound name away (a request, a socket, a push, a prose POST), not as a login. */
function sentOn(
  file: AuditText,
  starts: readonly number[],
  names: ReadonlyMap<string, TextHit>,
  printed: ReadonlyMap<string, string>,
  logins: ReadonlySet<TextHit>,
): TextHit[] {
  const text = file.text;
  const out: TextHit[] = [];
  const uses = usesOf(names);
  for (let i = 0; i < starts.length && out.length === 0; i++) {
    const line = lineAt(text, starts, i);
    // Asked once a line, not once a use: a long line of uses read the whole line again for each (quadratic).
    let negated: boolean | undefined;
    let sink: boolean | undefined;
    let more: boolean | undefined;
    let request: boolean | undefined;
    let said: boolean | undefined;
    let login: boolean | undefined;
    const sinkLine = () => (sink ??= NETWORK_SINK_LINE.test(line));
    const moreSink = () => (more ??= MORE_SINKS_LINE.test(line));
    const anyRequest = () => (request ??= ANY_REQUEST.test(line));
    const saidSent = () => (said ??= URL_OR_MAIL.test(line) && SINK_VERB_LINE.test(line));
    const loginLine = () => (login ??= LOGIN_USE.test(line));
    const query = printed.size > 0 && line.includes("?");
    if (!(sinkLine() || moreSink() || saidSent() || (!file.markdown && anyRequest())) && !query) {
      // In a script, an argument line of a request call opened on a line above (`json={… att}})` under
      // `requests.post(url,`) sends what it holds as that call does.
      uses.lastIndex = 0;
      if (file.markdown || !uses.test(line) || !requestOpenAbove(text, starts, i)) continue;
      sink = true;
    }
    // Per printed name on this line: joined onto a URL's query, sent to its own service.
    const queried = new Map<string, boolean>();
    const own = new Map<string, boolean>();
    eachMatch(uses, line, (u) => {
      const name = (u[1] ?? u[2])!;
      const from = names.get(name)!;
      if (out.length > 0) return;
      negated ??= NEGATED_EN.test(line);
      if (negated) return;
      if (!printed.has(name)) {
        // The binding's own line is the near rule's business (and `x = read(cred); post(x)` on one line is too).
        // In a script any request or upload sends it, unless the name is the request's URL.
        if (!file.markdown && URL_ARG.test(line.slice(Math.max(0, u.index - 40), u.index))) return;
        if (logins.has(from) && loginLine()) return;
        if (lineOf(starts, from.index) === i) return;
        if (sinkLine() || (!file.markdown && (moreSink() || anyRequest())) || saidSent()) out.push(from);
        return;
      }
      // A printed secret: sent in a request or joined onto a URL's query, not as the service's own login
      // nor as a parameter named for a key (`?appid=$KEY`: how some services take their own key).
      if (KEY_PARAM_BEFORE.test(line.slice(Math.max(0, u.index - 40), u.index))) return;
      if (from.index >= starts[i]! + u.index) return;
      let q = sinkLine() || moreSink() || queried.get(name);
      if (q === undefined) {
        q = QUERY_USE(name).test(line);
        queried.set(name, q);
      }
      if (!q || loginLine()) return;
      let o = own.get(name);
      if (o === undefined) {
        o = ownService(line, printed.get(name)!);
        own.set(name, o);
      }
      if (!o) out.push(from);
    });
  }
  return out;
}
