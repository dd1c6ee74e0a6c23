// The chain pass's own signals (chain.ts): steps of an attack that alone are what benign skills do
// too (data sent, a secret read by name, a cron line), so they are never shown. They run as text
// rules in the scanner's pass (their hint words join the one case-folded pass over each file) and
// their matches go to the skill-level rules only. Each is said, not only mentioned (context.ts).
import { mentionedOnly } from "../context.js";
import { decodedOf } from "../decode.js";
import { words } from "../hints.js";
import type { AuditLine, AuditRule, AuditText, TextHit } from "../rule-types.js";
import { eachMatch, lineOf, startsOf } from "../text.js";
import { ENV_DUMP, ENV_DUMP_HINTS, untrustedUrl } from "../vocab.js";
import { EVIDENCE_RULES, VENDOR_HOSTS } from "./chain-evidence.js";
import { decodes, ENCODED_EXEC_HINTS, EXEC_SINK } from "./obfuscation.js";
import { SECRET_ASKED_SIGNALS } from "./secret-asked.js";

/** Data leaving the machine: a POST or upload, a copy to another host, mail, a raw socket. */
const SEND_PARTS = [
  String.raw`\b(?:requests|httpx|session|client|axios|got|ky|superagent)\.(?:post|put|patch)\s*\(`,
  String.raw`\bmethod\s*[:=]\s*["'](?:POST|PUT|PATCH)["']`,
  String.raw`\burllib\.request\.Request\s*\([^\n]{0,300}\bdata\s*=`,
  String.raw`\burlopen\s*\([^\n]{0,300}\bdata\s*=`,
  String.raw`\bcurl\b[^\n]{0,300}\s(?:-d|--data(?:-binary|-raw|-urlencode)?|-F|--form|-T|--upload-file)\b`,
  String.raw`\bcurl\b[^\n]{0,300}\s(?:-X\s*|--request\s+)["']?(?:POST|PUT|PATCH)\b`,
  String.raw`\bwget\b[^\n]{0,300}--post-(?:data|file)\b`,
  String.raw`\bInvoke-(?:RestMethod|WebRequest)\b[^\n]{0,300}-Method\s+["']?(?:Post|Put)\b`,
  String.raw`\bUploadString\s*\(|\bUploadFile\s*\(|\bUploadData\s*\(`,
  String.raw`\b(?:scp|rsync)\b[^\n]{0,300}\s[\w.-]{1,100}@[\w.-]{1,200}:`,
  String.raw`\bsmtplib\b|\bsendmail\b|\bnodemailer\b|\bSend-MailMessage\b`,
  String.raw`\b(?:nc|ncat|netcat)\s+(?:-\w{1,4}\s+){0,3}[\w.-]{1,200}\s+\d{1,5}\s*<`,
  String.raw`\bsocket\b[^\n]{0,80}\.send(?:all|to)?\s*\(|\.sendall\s*\(`,
  String.raw`\bnavigator\.sendBeacon\s*\(`,
  String.raw`\bhttp\.(?:Post|PostForm)\s*\(`,
];
const SEND = new RegExp(SEND_PARTS.join("|"), "gi");
/**
 * The parts that read a window after a command (up to 300 characters at every `curl`) need one of these after it;
 * on a line without any, SEND finds what the other parts find. A long line of commands read every window once V8
 * stopped optimising SEND.
 */
const WINDOW_NEEDS = /data|\s-[dftx]|\s--(?:form|upload-file|request)|--post-|-method|@|\.send/i;
const WINDOWED = new Set([2, 3, 4, 5, 6, 7, 9, 12]);
const SEND_UNWINDOWED = new RegExp(SEND_PARTS.filter((_, i) => !WINDOWED.has(i)).join("|"), "gi");
const sendOn = (line: string): RegExp => (WINDOW_NEEDS.test(line) ? SEND : SEND_UNWINDOWED);

/**
 * A secret read out of the environment by name (the value itself; `GH_PAT_ACCOUNT`, `TOKEN_URL` name something
 * else, and so does `GH_PAT_REGISTRY`: a PAT tool's setting, `GH_PAT` the token). One compared with a switch's
 * value (`=== "1"`, `== "true"`) is a switch named after the token, not it.
 */
const SECRET_ENV =
  /(?:\bos\.environ(?:\.get)?\s*[[(]\s*|\bos\.getenv\s*\(\s*|\bprocess\.env\.|\bprocess\.env\[\s*|\$\{?|\$env:|\bENV\[\s*|\bgetenv\s*\(\s*)["']?[A-Z][A-Z0-9_]{0,60}(?:TOKEN|SECRET|PASSWORD|PASSWD|API_?KEY|ACCESS_KEY|PRIVATE_KEY|ACCOUNT_KEY|SIGNING_KEY|ENCRYPTION_KEY|MASTER_KEY|DEPLOY_KEY|CREDENTIALS?|_PAT\b|SESSION_KEY|COOKIE)(?!_(?:ACCOUNT|USER(?:NAME)?|NAME|URL|URI|HOST|ENDPOINT|PATH|FILE|DIR|EXPIRY|EXPIRES(?:_AT)?|TTL|TYPE|SCOPES?)\b)(?:_[A-Z0-9]{1,20})?\b(?!(?::?-\w{0,8})?["'\])}]{0,3}\s*(?:===?|!==?|=(?!=)|-eq\b|-ne\b)\s*["']?(?:0|1|true|false|yes|no|on|off)["']?(?![\w-]))/g;

/** The whole environment or a .env file read (credential files read are `credential-path-read`'s). */
const ENV_READ = new RegExp(ENV_DUMP, "gi");

/**
 * Hiding the act before or while it happens: shell history switched off, a script deleting itself, a
 * file hidden in a temporary folder, a window kept hidden, a file marked hidden, event logs cleared.
 * (Starting a server in the background is not hiding: benign skills do it all the time.)
 */
const HIDE = new RegExp(
  [
    String.raw`\bunset\s+HISTFILE\b|\bexport\s+HISTSIZE=0\b|\bHISTFILE=\/dev\/null\b|\bset\s+\+o\s+history\b`,
    String.raw`\bwevtutil(?:\.exe)?\s+cl\b|\bClear-EventLog\b`,
    String.raw`\brm\s+(?:-[\w-]{0,12}\s+){0,3}["']?\$0\b|\bos\.(?:remove|unlink)\s*\(\s*(?:__file__|sys\.argv\[0\])|\bunlinkSync\s*\(\s*__filename\b|\bRemove-Item\b[^\n]{0,40}\$(?:MyInvocation|PSCommandPath)`,
    // A dot-file in a temporary folder; the X server's and PostgreSQL's own sockets live there too.
    String.raw`(?:\/tmp|\/var\/tmp|\/dev\/shm|\$TMPDIR|\$\{TMPDIR\}|%TEMP%|%TMP%|\$env:TEMP|\$env:TMP)[\/\\]\.(?!(?:X11|ICE|XIM|font|Test)-unix\b|X\d|s\.PGSQL|com\.apple)[\w-][\w.-]{0,60}`,
    String.raw`-WindowStyle\s+["']?Hidden\b|\bCreateNoWindow\s*=\s*\$?true\b|\battrib\s+\+h\b|\bchflags\s+hidden\b`,
  ].join("|"),
  "gi",
);

/** Wiping traces after the act: shell history cleared or deleted (also advice after pasting a secret). */
const WIPE =
  /\bhistory\s+-[cw]\b|\b(?:rm|shred|truncate)\b[^\n]{0,60}\.(?:bash|zsh)_history\b|>\s*~\/\.(?:bash|zsh)_history\b|\bClear-History\b|\bRemove-Item\b[^\n]{0,80}(?:PSReadLine|ConsoleHost_history)/gi;

/** Something installed to run again later: cron, launchd, systemd, scheduled tasks, Run keys, shell profiles, git hooks. */
const PERSIST = new RegExp(
  [
    String.raw`\bcrontab\s+(?:-\w\s+)?-(?:\s|$)|\(\s*crontab\s+-l\b|\/etc\/cron\.\w{1,10}\/|@reboot\b|\/var\/spool\/cron\b`,
    String.raw`\bLaunch(?:Agents|Daemons)\/[\w.-]{1,100}\.plist\b|\blaunchctl\s+(?:load|bootstrap)\b`,
    String.raw`\bsystemctl\s+(?:--user\s+)?enable\b|\/etc\/systemd\/system\/[\w.@-]{1,100}\.(?:service|timer)\b|\.config\/systemd\/user\/[\w.@-]{1,100}`,
    String.raw`\bschtasks(?:\.exe)?\s+\/create\b|\bRegister-ScheduledTask\b|CurrentVersion\\\\?Run(?:Once)?\b|\\Start Menu\\\\?Programs\\\\?Startup\b`,
    String.raw`>>\s*["']?(?:~|\$HOME|\$\{HOME\})\/\.(?:bashrc|zshrc|bash_profile|profile|zprofile|zshenv)\b`,
    String.raw`\.git\/hooks\/(?:pre|post)-[\w-]{1,30}\b[^\n]{0,80}(?:>|chmod|cp|ln|write)|(?:>|chmod|cp|ln|write)[^\n]{0,80}\.git\/hooks\/(?:pre|post)-[\w-]{1,30}\b`,
  ].join("|"),
  "gi",
);

/** The whole environment written out or serialised (iterating it to pick a prefix does not count). */
const WHOLE_ENV =
  /(?:^|[\s;&|(])(?:env|printenv)\s*>{1,2}\s*\S|\$\(\s*(?:env|printenv)\s*\)|\bJSON\.stringify\(\s*process\.env\s*[,)]|\bdict\(\s*os\.environ\s*\)|\bjson\.dumps\(\s*(?:dict\(\s*)?os\.environ\b|\bGet-ChildItem\s+Env:[^\n|]{0,40}\|\s*(?:ConvertTo|Out-File|Export)/g;

/** Text run as code (eval, exec, sh -c, a pipe into a shell or an interpreter). */
export const RUN = new RegExp(EXEC_SINK.source, "gi");

const URL_ON_LINE = /\bhttps?:\/\/[^\s"'`<>)\]]{1,500}/gi;

/** At most this many signals of one kind in one file: a chain needs one. */
const PER_FILE = 4;

/** The lines holding a hint word on which `re` matches something said, not only mentioned (whole lines). */
function said(expression: RegExp | ((line: string) => RegExp), keep?: (line: string) => boolean) {
  return (file: AuditText, lines: readonly AuditLine[]): TextHit[] => {
    const out: TextHit[] = [];
    for (const l of lines) {
      if (out.length >= PER_FILE) break;
      let hit = false;
      const re = expression instanceof RegExp ? expression : expression(l.text);
      eachMatch(re, l.text, (m) => {
        hit ||= !mentionedOnly(file, l.index + m.index);
      });
      if (hit && (!keep || keep(l.text))) out.push({ index: l.index, length: Math.max(1, l.text.length) });
    }
    return out;
  };
}

/** A decoded piece that is a URL, or a host with a port or path (not a URL read backwards): a destination hidden from the reader. */
const URL_ONLY =
  /^\s*(?:(?:https?|wss?|ftp):\/\/[^\s]{3,300}|(?![^\s]{0,500}\/\/:)(?:[\w-]{1,63}\.){1,6}[a-z]{2,24}(?::\d{1,5}|\/\S{1,200}))\s*$/i;

/** A URL or host hidden in an encoding, in a file with a decoding step (at the encoded text's line). */
function decodedUrl(file: AuditText, lines: readonly AuditLine[]): TextHit[] {
  if (!lines.some((l) => decodes(file, l.text))) return [];
  const source = file.original ?? file.text;
  // Decoded, not a literal the decoder only reread.
  for (const p of decodedOf(file))
    if (URL_ONLY.test(p.text) && !source.slice(p.index, p.index + p.length).includes(p.text.trim())) {
      // The lines are the same in both texts: the hit is the whole line in the normalised one.
      const starts = startsOf(file);
      const line = Math.min(lineOf(startsOf({ text: source }), p.index), starts.length - 1);
      const to = line + 1 < starts.length ? starts[line + 1]! - 1 : file.text.length;
      return [{ index: starts[line]!, length: Math.max(1, to - starts[line]!) }];
    }
  return [];
}

/** Hint words written `a|b|c`. */

const signal = (
  id: string,
  hints: readonly string[],
  check: (file: AuditText, lines: readonly AuditLine[]) => TextHit[],
): AuditRule => ({
  id,
  kind: "text",
  signal: true,
  severity: "low",
  family: "execution",
  why: "one step of an attack chain (read by the skill-level rules, never shown)",
  hints,
  check,
});

/** An HTTP request of any kind (a GET too): the other end of a hidden URL. */
const REQUEST =
  /\b(?:curl|wget|iwr|irm|Invoke-WebRequest|Invoke-RestMethod|Start-BitsTransfer|urlopen|urlretrieve|fetch|axios|httpx|got)\b|\brequests\.\w{3,7}\s*\(|\bhttps?\.(?:get|request)\s*\(|\bNet\.WebClient\b|\bURLSession\b|\bHttpClient\b/g;

const VENDOR_SECRET =
  /\$\{?|\$env:|os\.environ(?:\.get)?\s*[[(]\s*["']|os\.getenv\s*\(\s*["']|process\.env\./;
const NAMED_SECRET =
  /(?:\$\{?|\$env:|\bos\.environ(?:\.get)?\s*[[(]\s*["']|\bos\.getenv\s*\(\s*["']|\bprocess\.env\.)([A-Z][A-Z0-9]{1,20})_[A-Z0-9_]{0,40}(?:TOKEN|SECRET|SECRET_KEY|API_?KEY|ACCESS_KEY|PASSWORD)\b/g;
/** Where a key is handed over as an auth header: how its own API is called. */
const HEADER_BEFORE =
  /(?:(?:^|\s)(?:-H|--header|-u|--user)[\s=]|\bheaders?\b|\bAuthorization\b|\bBearer\b|\bauth\b|\bX-[\w-]{1,30}:)[^\n]{0,80}$/i;

/**
 * A GET whose query takes a value from the environment in code (`'…?t=' + os.environ[…]`, `…?k=${process.env.…}`,
 * f-strings, `params={…: os.getenv(…)}`): the query is sent like a body.
 */
const QUERY_FROM_ENV =
  /[?&][\w-]{1,40}=(?:["'`]\s*\+\s*|\{\s*|\$\{\s*)(?:os\.environ|os\.getenv|process\.env)\b|\bparams\s*=\s*\{[^\n}]{0,200}\b(?:os\.environ|os\.getenv)\b/;
const REQUEST_CALL = new RegExp(REQUEST.source);

/**
 * A secret named after one service (SLACK_…_TOKEN) sent in the body or query of a request to a host
 * of another: collected here, sent there. Keys in an auth header, and secrets with no service in their
 * name (API_KEY, CLIENT_SECRET), do not count.
 */
function secretElsewhere(file: AuditText, lines: readonly AuditLine[]): TextHit[] {
  const out: TextHit[] = [];
  for (const l of lines) {
    if (out.length >= PER_FILE) break;
    // The secret first: the sends read a window at every command of a long line.
    if (!VENDOR_SECRET.test(l.text)) continue;
    const send = sendOn(l.text);
    send.lastIndex = 0;
    const sends =
      send.test(l.text) ||
      /https?:\/\/[^\s"'`]{1,300}\?[^\s"'`]{0,300}\$\{?[A-Z]/.test(l.text) ||
      (QUERY_FROM_ENV.test(l.text) && REQUEST_CALL.test(l.text));
    send.lastIndex = 0;
    if (!sends) continue;
    const hosts = (l.text.match(URL_ON_LINE) ?? []).map(
      (u) => /^\w+:\/\/([^/:?#]{1,253})/.exec(u)?.[1]?.toLowerCase() ?? "",
    );
    if (hosts.length === 0) continue;
    let hit = false;
    // Per service, once per line: a line of many URLs and many secrets stays linear.
    const elsewhere = new Map<string, boolean>();
    eachMatch(NAMED_SECRET, l.text, (m) => {
      const name = m[1]!;
      const vendor = VENDOR_HOSTS[name];
      if (hit || !vendor || HEADER_BEFORE.test(l.text.slice(Math.max(0, m.index - 100), m.index))) return;
      if (!elsewhere.has(name))
        elsewhere.set(
          name,
          hosts.every((h) => h !== "" && !vendor.test(h)),
        );
      if (elsewhere.get(name) && !mentionedOnly(file, l.index + m.index)) hit = true;
    });
    if (hit) out.push({ index: l.index, length: Math.max(1, l.text.length) });
  }
  return out;
}

/** The signals, by id; chain.ts maps each id to its step. */
export const SIGNAL_RULES: readonly AuditRule[] = [
  signal(
    "signal-send",
    words(
      "post|put|patch|upload|scp|rsync|smtp|sendmail|nodemailer|mailmessage|nc |ncat|netcat|send|curl|wget|urlopen|data=",
    ),
    said(sendOn),
  ),
  signal(
    "signal-untrusted-send",
    words("http://|post|put(|upload|curl|wget|send"),
    said(sendOn, (l) => (l.match(URL_ON_LINE) ?? []).some(untrustedUrl)),
  ),
  // `env | grep CLAUDE` looks one variable up; `process.env > .env` in a comment is an order of lookups.
  signal(
    "signal-env-read",
    ENV_DUMP_HINTS,
    said(
      ENV_READ,
      // `ExportedHandler<Env>` is a type, not the env command.
      (l) =>
        !/\b(?:env|printenv)\s*\|\s*(?:grep|sort|less|more|head|tail|wc|cut|awk)\b|\.env\s*>|<\s*env\s*>/i.test(
          l,
        ),
    ),
  ),
  signal("signal-env-dump", words("env|environ"), said(WHOLE_ENV)),
  signal(
    "signal-secret-env",
    words(
      "token|secret|password|passwd|api_key|apikey|access_key|private_key|credential|_pat|session_key|cookie",
    ),
    said(SECRET_ENV),
  ),
  signal(
    "signal-hide",
    words(
      "histfile|histsize|+o history|wevtutil|clear-eventlog|$0|__file__|argv[0]|__filename|myinvocation|pscommandpath|/tmp/.|/var/tmp/.|/dev/shm/.|tmpdir|temp%|tmp%|$env:temp|$env:tmp|windowstyle|createnowindow|attrib|chflags",
    ),
    said(HIDE),
  ),
  signal("signal-wipe", words("history|clear-history|psreadline"), said(WIPE)),
  signal(
    "signal-persist",
    words(
      "crontab|/etc/cron.|@reboot|/var/spool/cron|launchagents|launchdaemons|launchctl|systemctl|/etc/systemd/|systemd/user|schtasks|register-scheduledtask|currentversion|startup|.bashrc|.zshrc|.bash_profile|.profile|.zprofile|.zshenv|.git/hooks",
    ),
    // Setting a variable, a PATH or an alias in a shell profile is setup, not something that runs.
    said(
      PERSIST,
      (l) =>
        !/>>\s*["']?(?:~|\$HOME|\$\{HOME\})\/\.\w{0,12}(?:rc|profile|env)\b/.test(l) ||
        !/\b(?:export|alias|PATH|completion|source|set\s+-[ogx])\b/.test(l),
    ),
  ),
  signal("signal-decoded-url", ENCODED_EXEC_HINTS, decodedUrl),
  signal(
    "signal-request",
    words(
      "curl|wget|iwr|irm|invoke-|bitstransfer|urlopen|urlretrieve|fetch|axios|httpx|got|requests.|http.|https.|webclient|urlsession|httpclient",
    ),
    said(REQUEST),
  ),
  signal("signal-secret-elsewhere", words("http://|https://"), secretElsewhere),
  ...SECRET_ASKED_SIGNALS,
  ...EVIDENCE_RULES,
];
