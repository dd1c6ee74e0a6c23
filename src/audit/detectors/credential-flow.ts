// A credential file read into a name, and that name sent away anywhere later in the file (no distance limit):
// `KEYS = read(~/.ssh/*)` … `post(KEYS)`, or a prose "POST DEPLOY_KEY to https://…".
import { mentionedOnly } from "../context.js";
import type { AuditLine, AuditText, TextHit } from "../rule-types.js";
import { boundsAround, eachMatch, lineAt, lineOf, startsOf } from "../text.js";
import { CREDENTIAL_PATH, NETWORK_SINK } from "../vocab.js";
import { NEGATED_EN } from "./exfil-prose.js";
import { SINK_VERB } from "./exfil-words.js";
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
const NETWORK_SINK_LINE = new RegExp(NETWORK_SINK.source, "i");
const URL_OR_MAIL = /https?:\/\/|\b[\w.+-]{1,64}@[\w-]{1,63}\.[\w.-]{1,63}/;
const SINK_VERB_LINE = new RegExp(SINK_VERB, "iu");
const CRED_PATH_G = new RegExp(CREDENTIAL_PATH, "gi");
const MORE_SINKS_LINE = new RegExp(MORE_SINKS.source, "i");
/** A credential path that is a command printing a secret. */
const PRINTS = /^(?:security|bw|op|gh|git|lpass)\s/i;

/**
 * Commands that print a stored secret (a CLI's token, a keyring or password manager entry, the saved Windows
 * credentials): their output is the secret itself.
 */
const TOKEN_COMMAND =
  /\bgh\s+auth\s+token\b|\bcmdkey\s+\/list\b|\bkwallet-query\b[^\n]{0,40}\s-r\b|\bsecret-tool\s+(?:lookup|search)\b|\bop\s+(?:read\b|item\s+get\b[^\n]{0,60}--reveal\b)|\bpass\s+show\b|\bbw\s+get\s+(?:password|item|notes)\b|\bkeyring\.get_password\s*\(|\bgcloud\s+auth\s+print-(?:access|identity)-token\b|\baz\s+account\s+get-access-token\b|\baws\s+configure\s+export-credentials\b|\bdocker-credential-[\w-]{2,30}\s+get\b|\bsecurity\s+find-(?:generic|internet)-password\b/gi;
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
];
/**
 * The secret sent as the login it is: an authorization header, a password read from stdin, a login command, a
 * URL's user part (`https://$TOKEN@github.com`).
 */
const LOGIN_USE =
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
  const sends = (line: string) =>
    NETWORK_SINK_LINE.test(line) ||
    MORE_SINKS_LINE.test(line) ||
    (URL_OR_MAIL.test(line) && SINK_VERB_LINE.test(line));
  for (const l of lines) {
    // The first credential on the line that is said, not mentioned; its line and the three after bind names.
    let hit: TextHit | undefined;
    let command = false;
    const said = (m: RegExpExecArray) => {
      if (!hit && !mentionedOnly(file, l.index + m.index))
        hit = { index: l.index + m.index, length: m[0].length };
    };
    eachMatch(CRED_PATH_G, l.text, said);
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
  }
  if (names.size === 0) return [];
  const out: TextHit[] = [];
  const uses = new RegExp(`(?<![\\w$])\\$?\\{?(${[...names.keys()].join("|")})\\b`, "g");
  for (let i = 0; i < starts.length && out.length === 0; i++) {
    const line = lineAt(text, starts, i);
    const query = printed.size > 0 && line.includes("?");
    if (!sends(line) && !query) continue;
    eachMatch(uses, line, (u) => {
      const name = u[1]!;
      const from = names.get(name)!;
      if (out.length > 0 || NEGATED_EN.test(line)) return;
      if (!printed.has(name)) {
        // The binding's own line is the near rule's business (and `x = read(cred); post(x)` on one line is too).
        if (
          lineOf(starts, from.index) !== i &&
          (NETWORK_SINK_LINE.test(line) || (URL_OR_MAIL.test(line) && SINK_VERB_LINE.test(line)))
        )
          out.push(from);
        return;
      }
      // A printed secret: sent in a request or joined onto a URL's query, not as the service's own login
      // nor as a parameter named for a key (`?appid=$KEY`: how some services take their own key).
      if (KEY_PARAM_BEFORE.test(line.slice(Math.max(0, u.index - 40), u.index))) return;
      const request =
        NETWORK_SINK_LINE.test(line) || MORE_SINKS_LINE.test(line) || QUERY_USE(name).test(line);
      if (
        from.index < starts[i]! + u.index &&
        request &&
        !LOGIN_USE.test(line) &&
        !ownService(line, printed.get(name)!)
      )
        out.push(from);
    });
  }
  return out;
}
