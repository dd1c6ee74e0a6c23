// The audit rules: ONE table of data. Each rule has a stable id, a severity, a family (for recall
// figures and grouping), a one-line why, and either a pattern (a global regular expression run over a
// file's text) or a check (a pure function over a file's text or facts). Nothing here does I/O.
//
// Severity policy (docs/SECURITY.md#audit): `high` is kept for what a benign skill has no reason to
// contain (reverse shells, decoded payloads piped to a shell, credentials sent over the network,
// Trojan-source characters, compiled executables, links out of the skill), because `add`/`install`
// refuse on it by default. What benign skills also do (install one-liners, webhooks, long blobs) is
// `medium`; what is only worth a look is `low`.

import type { AuditSeverity } from "./types.js";

export type AuditFamily =
  | "injection"
  | "obfuscation"
  | "execution"
  | "exfiltration"
  | "secrets"
  | "shell"
  | "filesystem";

/** What a file is, as the scanner sees it. */
export interface AuditFileFacts {
  /** Relative to the skill directory, `/` separators. */
  readonly path: string;
  readonly type: "file" | "symlink" | "special" | "directory";
  readonly size: number;
  /** Symlinks: the link text, and whether it resolves (physically or lexically) outside the skill. */
  readonly linkTarget?: string;
  readonly linkEscapes?: boolean;
  /** Regular files: the first bytes (for magic numbers) and whether they look binary. */
  readonly head?: Uint8Array;
  readonly binary?: boolean;
  /** The file was cut at the size cap; `tooBig` holds the cap. */
  readonly truncatedAt?: number;
  /** Reading failed (the message), or the walk stopped at a limit here. */
  readonly error?: string;
  readonly limit?: string;
  /** The audit ran out of time here (the text shown); nothing after it was matched. */
  readonly incomplete?: string;
}

/** A text file as the text rules see it. */
export interface AuditText {
  readonly path: string;
  readonly text: string;
  readonly markdown: boolean;
}

/** A match: where it starts in the text and how long it is. */
export interface TextHit {
  readonly index: number;
  readonly length: number;
}

interface RuleBase {
  readonly id: string;
  readonly severity: AuditSeverity;
  readonly family: AuditFamily;
  readonly why: string;
}

/** A line of a file that holds one of a rule's hint words: its start offset and its text. */
export interface AuditLine {
  readonly index: number;
  readonly text: string;
}

interface TextRuleBase extends RuleBase {
  /**
   * Lowercase ASCII words (matched case-insensitively, anywhere): the rule runs only on the lines
   * holding one (a pattern) or gets those lines (a check), and is skipped for a file without any.
   * Without hints a rule sees every file whole.
   */
  readonly hints?: readonly string[];
  /** Run only on files holding a non-ASCII character (the Unicode rules). */
  readonly nonAscii?: boolean;
  /** Markdown files only (SKILL.md, commands, references). */
  readonly markdownOnly?: boolean;
}

export interface PatternRule extends TextRuleBase {
  readonly kind: "pattern";
  /** Global (`g`) expression; every match is a finding unless `accept` says no. With hints, matched line by line. */
  readonly pattern: RegExp;
  readonly accept?: (hit: TextHit, file: AuditText) => boolean;
}

export interface TextCheckRule extends TextRuleBase {
  readonly kind: "text";
  /** `lines`: the lines holding a hint word (empty for a rule without hints: it reads the text). */
  readonly check: (file: AuditText, lines: readonly AuditLine[]) => readonly TextHit[];
}

export interface FileRule extends RuleBase {
  readonly kind: "file";
  /** The text to show for the file (usually its path or link target), or undefined for no finding. */
  readonly check: (file: AuditFileFacts) => string | undefined;
}

export type AuditRule = PatternRule | TextCheckRule | FileRule;

// ---------------------------------------------------------------------------------------------
// Shared vocabulary

/** A URL's host is one that is made for receiving or hosting anonymous data. */
const EXFIL_HOSTS =
  /(?:^|\.)(?:webhook\.site|requestbin\.(?:com|net)|pipedream\.net|ngrok(?:-free)?\.(?:io|app|dev)|serveo\.net|loca\.lt|localtunnel\.me|pastebin\.com|paste\.ee|hastebin\.com|ghostbin\.\w+|dpaste\.(?:com|org)|rentry\.(?:co|org)|transfer\.sh|0x0\.st|termbin\.com|file\.io|interact\.sh|oast\.(?:fun|live|site|online|pro|me)|burpcollaborator\.net|canarytokens\.com|glot\.io|trycloudflare\.com)$/i;
/** Webhook endpoints of chat services, matched on host and path. */
const WEBHOOK_URL =
  /\bhttps?:\/\/(?:(?:www\.|ptb\.|canary\.)?discord(?:app)?\.com\/api\/webhooks\/|hooks\.slack\.com\/services\/|api\.telegram\.org\/bot)/gi;
const URL_RE = /\bhttps?:\/\/([^\s/"'`<>)\]]+)[^\s"'`<>)\]]*/gi;

/** A host written as an IP address that is not loopback, private, link-local or documentation. */
export function isPublicIp(host: string): boolean {
  const m = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})(?::\d+)?$/.exec(host);
  if (!m) return false;
  const [a, b, c] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if ([a, b, c, Number(m[4])].some((n) => n > 255)) return false;
  if (a === 0 || a === 10 || a === 127 || a >= 224) return false;
  if (a === 169 && b === 254) return false;
  if (a === 172 && b >= 16 && b <= 31) return false;
  if (a === 192 && b === 168) return false;
  if (a === 100 && b >= 64 && b <= 127) return false;
  // Documentation ranges, and the 1.2.3.4 / 1.1.1.1-style examples docs are full of.
  if (
    (a === 192 && b === 0 && c === 2) ||
    (a === 198 && b === 51 && c === 100) ||
    (a === 203 && b === 0 && c === 113)
  )
    return false;
  if (a === 1 && b === 2 && c === 3) return false;
  return true;
}

const hostOf = (url: string): string =>
  /^https?:\/\/(?:[^@/\s]{0,200}@)?(\[[0-9a-f:.]{0,64}\](?::\d+)?|[^\s/?#"'`<>)\]]+)/i.exec(url)?.[1] ?? "";
const isExfilHost = (host: string): boolean => EXFIL_HOSTS.test(host.replace(/:\d+$/, ""));

/** A host on this machine: plain http to it never crosses a network. */
export function isLoopbackHost(host: string): boolean {
  const h = host.toLowerCase().replace(/:\d+$/, "");
  return (
    h === "localhost" ||
    h.endsWith(".localhost") ||
    /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(h) ||
    h === "[::1]" ||
    h === "0.0.0.0"
  );
}

/** A URL no install one-liner from a real project uses: plain http, a raw public IP, a paste/tunnel host. */
const untrustedUrl = (url: string): boolean => {
  const host = hostOf(url);
  return (/^http:\/\//i.test(url) && !isLoopbackHost(host)) || isPublicIp(host) || isExfilHost(host);
};

/** Programs that run what they are fed. */
const SHELLS = String.raw`(?:sudo\s+(?:-\S{1,30}\s+){0,6})?(?:env\s+(?:[^\s=]{1,64}=\S{0,200}\s+){0,8})?(?:/(?:usr/)?bin/)?(?:ba|z|da|k|fi|c|tc)?sh|python[23]?|node|perl|ruby|php|iex|Invoke-Expression`;
const FETCHERS = "curl|wget|iwr|irm|Invoke-WebRequest|Invoke-RestMethod";

/** `curl … | sh`, `bash <(curl …)`, `sh -c "$(wget …)"`, `iex (iwr …)`. */
const PIPE_TO_SHELL = new RegExp(
  String.raw`\b(?:${FETCHERS})\b[^\n|;&]{0,300}\|\s*(?:${SHELLS})\b(?!\s*[-.]?\w{0,64}\s*=)|\b(?:(?:ba|z|da|k)?sh|source|\.)\s+(?:-\w{1,30}\s+){0,6}["']?\s*(?:<\(|\$\()\s*(?:${FETCHERS})\b[^\n)]{0,300}|\b(?:iex|Invoke-Expression)\s*\(?\s*(?:\(?\s*New-Object\s+(?:System\.)?Net\.WebClient\)?\.DownloadString|iwr|irm|Invoke-WebRequest|Invoke-RestMethod)\b[^\n]{0,200}`,
  "gi",
);

/** Paths that hold credentials on a developer's machine. */
const CREDENTIAL_PATH = String.raw`\.ssh\b|\bid_(?:rsa|ed25519|ecdsa|dsa)\b|\.aws/(?:credentials|config)|\.config/gcloud\b|\.azure/|\.kube/config|\.docker/config\.json|\.npmrc\b|\.pypirc\b|\.netrc\b|\.git-credentials\b|/etc/shadow\b|\bsecurity\s+(?:find-(?:generic|internet)-password|dump-keychain)\b|login\.keychain|Library/Keychains|Login Data\b|Local State\b|\bwallet\.dat\b|\.gnupg/|\.config/gh/hosts\.yml|\.claude/\.credentials|\.codex/auth\.json`;
const CREDENTIAL_RE = new RegExp(CREDENTIAL_PATH, "gi");
/** Dumping the environment or a .env file straight into a command. */
const ENV_DUMP = String.raw`(?:\bcat\s+[^\n|]{0,200}\.env\b|@\.env\b|<\s*\.env\b|\$\(\s*(?:env|printenv|cat\s+\S{0,200}\.env)\s*\)|\b(?:env|printenv)\s*\|)`;

/** Something that sends data off the machine (not a plain download). */
const NETWORK_SINK =
  /\bcurl\b[^\n]{0,300}?(?:\s(?:-d|--data(?:-binary|-raw|-urlencode)?|-F|--form|-T|--upload-file)\b|\s-X\s*["']?(?:POST|PUT|PATCH))|\bwget\b[^\n]{0,300}--post-(?:data|file)|\b(?:nc|ncat|netcat|telnet)\s+(?:-\w{1,30}\s+){0,6}[\w.-]{1,253}\s+\d{2,5}\b|\brequests\.(?:post|put|patch)\s*\(|\b(?:axios|got|httpx|session)\.(?:post|put|patch)\s*\(|\bmethod\s*[:=]\s*["'](?:POST|PUT|PATCH)["']|\bhttps?\.request\s*\(|\burlopen\s*\([^\n)]*data\s*=|\bInvoke-(?:WebRequest|RestMethod)\b[^\n]{0,300}-Method\s+["']?(?:Post|Put)|\bscp\s+[^\n]{0,300}\s\S{1,200}@[\w.-]{1,253}:|\bsocket\.(?:send|sendall|sendto)\s*\(|\bsendBeacon\s*\(|\bsmtplib\b|\bftp\.(?:stor|put)/gi;

const CREDENTIAL_HINTS = [
  ".ssh",
  "id_rsa",
  "id_ed25519",
  "id_ecdsa",
  "id_dsa",
  ".aws/",
  ".config/gcloud",
  ".azure/",
  ".kube/config",
  ".docker/config",
  ".npmrc",
  ".pypirc",
  ".netrc",
  ".git-credentials",
  "/etc/shadow",
  "-password",
  "dump-keychain",
  "login.keychain",
  "library/keychains",
  "login data",
  "local state",
  "wallet.dat",
  ".gnupg",
  "gh/hosts",
  ".claude/.credentials",
  ".codex/auth",
];
const ENV_DUMP_HINTS = [".env", "printenv", "env |", "env|", "$(env"];
const FETCH_HINTS = ["curl", "wget", "iwr", "irm", "invoke-", "iex", "new-object"];
const OVERRIDE_HINTS = ["ignore", "disregard", "forget", "override", "bypass"];

/** Lines are cheap to find; the two-part rules look for their parts within this many lines. */
const NEAR_LINES = 12;

export function lineStarts(text: string): number[] {
  const starts = [0];
  for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", i + 1)) starts.push(i + 1);
  return starts;
}

/** 0-based line of `index` (binary search over line starts). */
export function lineOf(starts: readonly number[], index: number): number {
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (starts[mid]! <= index) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

function hits(re: RegExp, text: string): TextHit[] {
  const out: TextHit[] = [];
  for (const m of text.matchAll(new RegExp(re.source, re.flags.includes("g") ? re.flags : `${re.flags}g`)))
    out.push({ index: m.index, length: m[0].length });
  return out;
}

/** Matches of `re` on the given lines, as hits in the whole text. */
export function lineHits(re: RegExp, lines: readonly AuditLine[]): TextHit[] {
  const out: TextHit[] = [];
  for (const l of lines)
    for (const m of l.text.matchAll(re)) out.push({ index: l.index + m.index, length: m[0].length });
  return out;
}

/** Credential paths with a network sink (or an exfiltration host) within a few lines. */
function credentialExfiltration(file: AuditText): TextHit[] {
  const creds = hits(CREDENTIAL_RE, file.text);
  const dumps = hits(new RegExp(ENV_DUMP, "gi"), file.text);
  if (creds.length === 0 && dumps.length === 0) return [];
  const starts = lineStarts(file.text);
  const sinkLines = new Set<number>();
  for (const h of hits(NETWORK_SINK, file.text)) sinkLines.add(lineOf(starts, h.index));
  for (const m of file.text.matchAll(URL_RE))
    if (isExfilHost(m[1]!) || isPublicIp(m[1]!)) sinkLines.add(lineOf(starts, m.index));
  for (const h of hits(WEBHOOK_URL, file.text)) sinkLines.add(lineOf(starts, h.index));
  if (sinkLines.size === 0) return [];
  const near = (h: TextHit, span: number) => {
    const l = lineOf(starts, h.index);
    for (let d = -span; d <= span; d++) if (sinkLines.has(l + d)) return true;
    return false;
  };
  // A .env or environment dump counts only on the sink's own line: "put the key in .env, then POST"
  // is how every API skill reads; `curl -d @.env` is not.
  return [...creds.filter((h) => near(h, NEAR_LINES)), ...dumps.filter((h) => near(h, 0))];
}

/** The text from `from` to the end of the `n`th line after it (without copying the rest of the file). */
function nextLines(text: string, from: number, n: number): string {
  let end = from;
  for (let i = 0; i < n && end !== -1; i++) end = text.indexOf("\n", end + 1);
  return text.slice(from, end === -1 ? text.length : end);
}

/** A download saved to a file that is then made executable or run within a few lines. */
function downloadExecute(file: AuditText, lines: readonly AuditLine[]): TextHit[] {
  const out: TextHit[] = [];
  for (const { index, text: line } of lines) {
    const m =
      /\b(?:curl|wget)\b[^\n]{0,300}?(?:\s-o\s*|\s--output[=\s]|\s-O\s+|\s>\s*)["']?([^\s"'|;&]{1,300})/.exec(
        line,
      ) ?? /\b(?:curl|wget)\b[^\n]{0,300}?\s-O\b[^\n]{0,300}\/([^\s/"'|;&]{1,300})\b/.exec(line);
    if (!m) continue;
    const name = m[1]!.split("/").pop()!;
    if (name.length === 0) continue;
    const tail = nextLines(file.text, index + m.index + m[0].length, 4);
    const esc = name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    const runs = new RegExp(
      String.raw`\bchmod\s+(?:[0-7]*[1357][0-7]*|[ugoa]*\+\w*x\w*)\s+\S*${esc}\b|(?:^|[\s;&|(])(?:\./|(?:sudo\s+)?(?:ba|z)?sh\s+|python[23]?\s+|node\s+|perl\s+)\S*${esc}\b`,
    );
    if (runs.test(tail)) out.push({ index: index + m.index, length: m[0].length });
  }
  return out;
}

/** HTML comments whose text speaks to the agent or carries a command: invisible when rendered. */
function hiddenComments(file: AuditText): TextHit[] {
  const out: TextHit[] = [];
  const text = file.text;
  // indexOf, not /<!--[\s\S]*?-->/: a file of unclosed openers must not cost quadratic time.
  for (let open = text.indexOf("<!--"); open !== -1; ) {
    const close = text.indexOf("-->", open + 4);
    if (close === -1) break;
    const m = { index: open, 0: text.slice(open, close + 3) };
    const body = text.slice(open + 4, close);
    open = text.indexOf("<!--", close + 3);
    if (body.trim().length < 12) continue;
    const addressesAgent =
      /\b(?:you\s+(?:must|should|will|are\s+to|need\s+to)|(?:AI|assistant|agent|model|claude|LLM|codex|copilot)\b[^\n]{0,40}\b(?:must|should|will|always|never)|ignore|disregard|instructions?\s+for\s+(?:the\s+)?(?:AI|assistant|agent|model))\b/i.test(
        body,
      );
    const acts =
      /\b(?:run|execute|curl|wget|bash|sh\s+-c|powershell|send|upload|post|exfiltrate|read\s+(?:the\s+)?(?:file|~)|download|install|delete|rm\s+-rf|base64|ignore|disregard|do\s+not\s+(?:tell|mention|reveal))\b|https?:\/\//i.test(
        body,
      );
    if (addressesAgent && acts) out.push({ index: m.index, length: m[0].length });
  }
  return out;
}

const FENCE_OPEN = /^ {0,3}(`{3,})!\s*$/;
const FENCE_CLOSE = /^ {0,3}(`+)\s*$/;

/**
 * `!` shell snippets of a Markdown template, found as the shell expander finds them (inline
 * `` !`cmd` `` and blocks fenced by a line of 3+ backticks and `!`), in one linear pass over the lines.
 * A block never closed is no snippet (the expander refuses such a template).
 */
function shellSnippets(text: string): { index: number; command: string }[] {
  const out: { index: number; command: string }[] = [];
  let offset = 0;
  let fence: { ticks: number; index: number; body: number } | undefined;
  for (const raw of text.split("\n")) {
    const line = raw.endsWith("\r") ? raw.slice(0, -1) : raw;
    if (fence) {
      const close = FENCE_CLOSE.exec(line);
      if (close && close[1]!.length >= fence.ticks) {
        out.push({ index: fence.index, command: text.slice(fence.body, Math.max(fence.body, offset - 1)) });
        fence = undefined;
      }
    } else {
      const open = FENCE_OPEN.exec(line);
      if (open) fence = { ticks: open[1]!.length, index: offset, body: offset + raw.length + 1 };
      else
        for (const m of line.matchAll(/!`([^`\n]+)`/g)) out.push({ index: offset + m.index, command: m[1]! });
    }
    offset += raw.length + 1;
  }
  return out;
}

const ARG_REF = String.raw`\$(?:ARGUMENTS\b|\{ARGUMENTS\}|[1-9@*]|\{(?:[1-9][0-9]*|[@*])\})`;
const ARGS_AS_CODE = new RegExp(
  String.raw`\b(?:eval|(?:ba|z|da|k)?sh\s+-\w*c|python[23]?\s+-c|node\s+(?:-e|--eval|-p)|perl\s+-e|ruby\s+-e|php\s+-r|xargs\s+(?:-\S{1,30}\s+){0,6}(?:ba|z)?sh)\b[^\n]{0,300}${ARG_REF}`,
);

const ARG_USE = new RegExp(ARG_REF);

function snippetArgs(file: AuditText, asCode: boolean): TextHit[] {
  const out: TextHit[] = [];
  for (const s of shellSnippets(file.text)) {
    if (!ARG_USE.test(s.command)) continue;
    if (ARGS_AS_CODE.test(s.command) === asCode)
      out.push({ index: s.index, length: Math.min(s.command.length + 2, 200) });
  }
  return out;
}

/**
 * `../` runs that climb above the folder holding the skill, from where the file sits. One level up
 * (`../other-skill`) is how skills of one collection point at each other; more is reaching out.
 */
function pathEscapes(file: AuditText): TextHit[] {
  const depth = file.path.split("/").length;
  const out: TextHit[] = [];
  for (const m of file.text.matchAll(/(?<![\w.])(?:\.\.[/\\]){1,}[\w.~-]*/g)) {
    const ups = (m[0].match(/\.\.[/\\]/g) ?? []).length;
    if (ups > depth) out.push({ index: m.index, length: m[0].length });
  }
  return out;
}

// Secret patterns: a small documented set of provider formats with fixed prefixes (low false
// positives), modelled on the public gitleaks rules. Generic "password = ..." guesses are left out.
const SECRET =
  /\b(?:AKIA|ASIA)[0-9A-Z]{16}\b|\bgh[pousr]_[A-Za-z0-9]{36,400}\b|\bgithub_pat_[A-Za-z0-9_]{60,400}\b|\bglpat-[A-Za-z0-9_-]{20}\b|\bxox[abposr]-[0-9]{6,400}-[0-9A-Za-z-]{10,400}|\bsk_live_[0-9A-Za-z]{24,400}\b|\brk_live_[0-9A-Za-z]{24,400}\b|\bAIza[0-9A-Za-z_-]{35}\b|\bsk-ant-(?:api|admin)\d{2}-[A-Za-z0-9_-]{80,400}|\bsk-(?:proj-|svcacct-)?[A-Za-z0-9_-]{20,400}T3BlbkFJ[A-Za-z0-9_-]{20,400}|\bnpm_[A-Za-z0-9]{36}\b|\bpypi-AgEIcHlwaS5vcmc[A-Za-z0-9_-]{50,400}|\bSG\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}\b|\bhf_[A-Za-z]{34}\b|-----BEGIN (?:RSA |EC |DSA |OPENSSH |PGP |ENCRYPTED )?PRIVATE KEY(?: BLOCK)?-----/g;

/** Placeholders docs use in place of a real secret. */
const PLACEHOLDER =
  /EXAMPLE|example|XXXX|xxxx|0000000000|1234567890|abcdef|your[_-]?|placeholder|dummy|fake|sample|redacted|\.\.\./;

function secrets(file: AuditText, lines: readonly AuditLine[]): TextHit[] {
  const out: TextHit[] = [];
  for (const m of lineHits(SECRET, lines)) {
    const value = file.text.slice(m.index, m.index + m.length);
    if (value.startsWith("-----BEGIN")) {
      // A real key block has a base64 body; a template line ("-----BEGIN … KEY-----\n...") does not.
      const after = file.text.slice(m.index + value.length, m.index + value.length + 200);
      if (!/^\s*(?:[A-Za-z0-9+/=]{40,}|Proc-Type:)/.test(after)) continue;
    } else if (PLACEHOLDER.test(value) || /(.)\1{7,}/.test(value)) continue;
    out.push(m);
  }
  return out;
}

const B64 = new Uint8Array(128);
for (const c of "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/") B64[c.charCodeAt(0)] = 1;
const BLOB_MIN = 160;

/** Long base64 or hex runs (a character loop: far cheaper than an expression), except image data URIs. */
function blobs(file: AuditText): TextHit[] {
  const out: TextHit[] = [];
  const text = file.text;
  let start = 0;
  for (let i = 0; i <= text.length; i++) {
    const c = i < text.length ? text.charCodeAt(i) : 0;
    if (c < 128 && B64[c] === 1) continue;
    if (i - start >= BLOB_MIN) {
      const s = text.slice(start, i);
      const hex = /^[0-9a-fA-F]+$/.test(s);
      const word = /[\w-]/.test(text[start - 1] ?? "") || /[\w-]/.test(text[i] ?? "");
      const dataUri = /data:(?:image|font)\/[\w.+-]+;base64,$/.test(
        text.slice(Math.max(0, start - 60), start),
      );
      // Real encodings mix cases and digits; a long run of one class is a word, a path or a rule line.
      const mixed =
        /[0-9]/.test(s) &&
        /[a-z]/.test(s) &&
        /[A-Z]/.test(s) &&
        (s.match(/\//g) ?? []).length < s.length / 12;
      if (!word && !dataUri && (hex || (s.length >= 200 && mixed)))
        out.push({ index: start, length: s.length });
    }
    start = i + 1;
  }
  for (const m of text.matchAll(/(?:\\x[0-9a-fA-F]{2}){24,}/g))
    out.push({ index: m.index, length: m[0].length });
  return out;
}

function exfilHosts(file: AuditText, lines: readonly AuditLine[]): TextHit[] {
  const out: TextHit[] = lineHits(WEBHOOK_URL, lines);
  for (const h of lineHits(URL_RE, lines))
    if (isExfilHost(hostOf(file.text.slice(h.index, h.index + h.length)))) out.push(h);
  return out;
}

function publicIpUrls(file: AuditText, lines: readonly AuditLine[]): TextHit[] {
  return lineHits(URL_RE, lines).filter((h) =>
    isPublicIp(hostOf(file.text.slice(h.index, h.index + h.length))),
  );
}

/** Both pipe rules share one match per file (the expression is the costly part). */
const pipeMatches = new WeakMap<AuditText, { hit: TextHit; untrusted: boolean }[]>();

function pipeToShell(file: AuditText, lines: readonly AuditLine[], untrusted: boolean): TextHit[] {
  let all = pipeMatches.get(file);
  if (!all) {
    // A pipe, a process substitution or iex is needed on the line: most lines with `curl` have none.
    const piped = lines.filter((l) => /[|(]|iex|invoke-expression/i.test(l.text));
    all = lineHits(PIPE_TO_SHELL, piped).map((hit) => {
      const urls =
        file.text.slice(hit.index, hit.index + hit.length).match(/\bhttps?:\/\/[^\s"'`|)]+/gi) ?? [];
      return { hit, untrusted: urls.some(untrustedUrl) };
    });
    pipeMatches.set(file, all);
  }
  return all.filter((m) => m.untrusted === untrusted).map((m) => m.hit);
}

const MAGIC: readonly [string, number[]][] = [
  ["ELF", [0x7f, 0x45, 0x4c, 0x46]],
  ["Mach-O", [0xcf, 0xfa, 0xed, 0xfe]],
  ["Mach-O", [0xce, 0xfa, 0xed, 0xfe]],
  ["Mach-O", [0xfe, 0xed, 0xfa, 0xcf]],
  ["Mach-O", [0xfe, 0xed, 0xfa, 0xce]],
  ["Mach-O universal", [0xca, 0xfe, 0xba, 0xbe]],
  ["WebAssembly", [0x00, 0x61, 0x73, 0x6d]],
];

/** The kind of compiled executable `head` starts with, if any. */
export function executableKind(head: Uint8Array | undefined): string | undefined {
  if (!head) return undefined;
  for (const [kind, bytes] of MAGIC) if (bytes.every((b, i) => head[i] === b)) return kind;
  // PE: "MZ", then the PE header offset at 0x3c pointing at "PE\0\0" (a text file starting MZ is not one).
  if (head[0] === 0x4d && head[1] === 0x5a && head.length >= 0x40) {
    const at = head[0x3c]! | (head[0x3d]! << 8);
    if (
      at + 4 <= head.length &&
      head[at] === 0x50 &&
      head[at + 1] === 0x45 &&
      head[at + 2] === 0 &&
      head[at + 3] === 0
    )
      return "PE";
    if (at + 4 > head.length) return "PE";
  }
  return undefined;
}

const inScripts = (path: string): boolean => /(?:^|\/)(?:scripts|bin)\//.test(path);
const UNSAFE_NAME = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u;

// ---------------------------------------------------------------------------------------------
// The table

export const RULES: readonly AuditRule[] = [
  // injection: text that tries to take over the agent or hide what it does
  {
    id: "instruction-override",
    hints: [...OVERRIDE_HINTS, "you are now", "system prompt", "instructions are"],
    kind: "pattern",
    severity: "high",
    family: "injection",
    why: "tells the agent to drop its instructions: a prompt-injection phrase",
    pattern:
      /\b(?:ignore|disregard|forget|override|bypass)\s+(?:all\s+|any\s+|every\s+)?(?:of\s+)?(?:the\s+|your\s+|my\s+|these\s+|those\s+)?(?:previous|prior|above|preceding|earlier|original|initial|system|safety)\s+(?:instructions?|prompts?|directives|guidelines|guardrails|rules)\b|\byou\s+are\s+now\s+(?:in\s+)?(?:developer|DAN|jailbreak|unrestricted|god)\s*mode\b|\bnew\s+system\s+prompt\s*:|\byour\s+(?:real|true|new)\s+instructions\s+are\b/gi,
    accept: (h, f) => !quoted(f.text, h.index, h.length),
  },
  {
    id: "instruction-override-quoted",
    hints: OVERRIDE_HINTS,
    kind: "pattern",
    severity: "low",
    family: "injection",
    why: "quotes a prompt-injection phrase (often a description of attacks; check it is not one)",
    pattern:
      /\b(?:ignore|disregard|forget|override|bypass)\s+(?:all\s+|any\s+|every\s+)?(?:of\s+)?(?:the\s+|your\s+|my\s+|these\s+|those\s+)?(?:previous|prior|above|preceding|earlier|original|initial|system|safety)\s+(?:instructions?|prompts?|directives|guidelines|guardrails|rules)\b/gi,
    accept: (h, f) => quoted(f.text, h.index, h.length),
  },
  {
    id: "concealment",
    hints: [
      "tell",
      "inform",
      "notify",
      "alert",
      "mention",
      "without",
      "hide",
      "conceal",
      "keep",
      "reveal",
      "disclose",
      "show",
      "silently",
      "let the user",
    ],
    kind: "pattern",
    severity: "high",
    family: "injection",
    why: "tells the agent to hide what it does from the user",
    pattern:
      /\b(?:do\s+not|don['’]?t|never)\s+(?:tell|inform|notify|alert|mention\s+(?:this|it|anything)\s+to)\s+(?:the\s+)?user\s+(?:about|that|what|this|when|where|of)\b|\b(?:do\s+not|don['’]?t|never)\s+(?:tell|inform|notify)\s+the\s+user\b(?=\s*[.,;!)]|\s*$)|\bwithout\s+(?:telling|informing|notifying|alerting)\s+(?:the\s+)?user\b|\bwithout\s+the\s+user\s+(?:knowing|noticing|seeing)\b|\b(?:do\s+not|don['’]?t|never)\s+let\s+the\s+user\s+(?:know|see|notice)\b|\b(?:hide|conceal|keep)\s+(?:this|these\s+(?:steps|actions|commands|instructions)|it|them)\s+(?:secret\s+|hidden\s+)?from\s+(?:the\s+)?user\b|\b(?:do\s+not|don['’]?t|never)\s+(?:reveal|disclose|mention|show)\s+(?:these|this|the\s+following)\s+(?:instructions|steps|commands|actions)\s+to\b|\bsilently\s+(?:send|upload|post|exfiltrate|transmit|copy\s+(?:the|all|~)|download\s+and)\b/gim,
    accept: (h, f) => !quoted(f.text, h.index, h.length),
  },
  {
    id: "hidden-comment-instruction",
    hints: ["<!--"],
    kind: "text",
    severity: "medium",
    family: "injection",
    why: "an HTML comment (invisible when the Markdown is rendered) speaks to the agent or holds a command",
    markdownOnly: true,
    check: hiddenComments,
  },
  {
    id: "remote-instructions",
    hints: [
      "instructions",
      "system prompt",
      "directives",
      "orders",
      "commands to run",
      "task",
      "follow",
      "execute",
      "obey",
    ],
    kind: "pattern",
    severity: "medium",
    family: "injection",
    why: "fetches instructions at run time: what the agent does is decided later, outside the reviewed skill",
    pattern:
      /\b(?:fetch|download|retrieve|load|read|get|pull)\s+(?:the\s+|your\s+)?(?:latest\s+|current\s+|updated\s+|real\s+|actual\s+|new\s+|next\s+)?(?:instructions|system\s+prompt|directives|orders|commands\s+to\s+run|tasks?\s+to\s+(?:run|perform))\s+(?:from|at)\s+(?:https?:\/\/|the\s+(?:url|server|endpoint|remote))|\b(?:curl|wget|fetch|download|open|visit|read)\b[^\n]{0,120}https?:\/\/\S{1,300}[^\n]{0,80}\b(?:and|then)\s+(?:follow|execute|obey|do\s+what)\s+(?:the\s+|its\s+|any\s+|all\s+)?(?:instructions|commands|directives|it\s+says|they\s+say)\b|\b(?:follow|execute|obey)\s+(?:the\s+|any\s+|all\s+)?(?:instructions|commands|directives)\s+(?:returned|served|found|contained)\s+(?:by|at|in)\s+(?:the\s+)?(?:https?:\/\/|url|server|endpoint|response)/gi,
  },
  {
    id: "bidi-control",
    nonAscii: true,
    kind: "pattern",
    severity: "high",
    family: "injection",
    why: "a bidirectional override reorders text, so what a reviewer reads is not what the agent reads",
    pattern: /[\u202a-\u202e\u2066-\u2069]+/g,
  },
  {
    id: "unicode-tag-characters",
    nonAscii: true,
    kind: "pattern",
    severity: "high",
    family: "injection",
    why: "invisible Unicode tag characters can carry a hidden instruction (ASCII smuggling)",
    pattern: /[\u{e0000}-\u{e007f}]+/gu,
    // A subdivision flag (England, Scotland, Wales) is a black flag followed by tags.
    accept: (h, f) => f.text.codePointAt(h.index - 2) !== 0x1f3f4,
  },
  {
    id: "zero-width-characters",
    nonAscii: true,
    kind: "pattern",
    severity: "medium",
    family: "injection",
    why: "zero-width characters hide text or split words so filters and reviewers miss them",
    pattern: /(?:\u200b|\u200c|\u200d|[\u2060-\u2064]|\ufeff|\u180e)+/g,
    accept: (h, f) => {
      const run = f.text.slice(h.index, h.index + h.length);
      if (h.index === 0 && run === "\ufeff") return false; // byte-order mark
      const before = f.text.slice(Math.max(0, h.index - 2), h.index);
      const after = f.text.slice(h.index + h.length, h.index + h.length + 2);
      // A joiner inside an emoji sequence, or a ZWNJ/ZWJ in a script that needs it.
      if (
        /\p{Extended_Pictographic}[\u{1f3fb}-\u{1f3ff}\ufe0f]?$/u.test(before) &&
        /^\p{Extended_Pictographic}/u.test(after)
      )
        return false;
      if (
        /^[\u200c\u200d]+$/.test(run) &&
        /[\p{Script=Arabic}\p{Script=Devanagari}\p{Script=Bengali}\p{Script=Sinhala}\p{Script=Malayalam}]/u.test(
          before + after,
        )
      )
        return false;
      return true;
    },
  },

  // obfuscation: content nobody can review
  {
    id: "encoded-exec",
    hints: [
      "base64",
      "atob",
      "buffer.from",
      "b64decode",
      "codecs.decode",
      "fromhex",
      "decompress",
      "marshal",
      "powershell",
      "pwsh",
      "xxd",
    ],
    kind: "pattern",
    severity: "high",
    family: "obfuscation",
    why: "decodes an encoded payload and runs it: the code that runs cannot be reviewed",
    pattern:
      /\bbase64\s+(?:-d|--decode|-D|-di)\b[^\n]{0,80}\|\s*(?:sudo\s+)?(?:(?:ba|z|da|k)?sh|python[23]?|perl|node)\b|\b(?:eval|exec|Function)\s*\(\s*(?:atob|Buffer\.from|(?:__import__\(\s*["']base64["']\s*\)|base64)\.b64decode|codecs\.decode|bytes\.fromhex|zlib\.decompress|marshal\.loads)\s*\(|\beval\s+["']?\$\((?:[^)\n]*\|\s*)?(?:base64\s+(?:-d|--decode|-D)|xxd\s+-r)|\b(?:powershell|pwsh)(?:\.exe)?\b[^\n]{0,300}\s-(?:e|ec|en|enc|enco|encodedcommand)\s+[A-Za-z0-9+/=]{20,20000}|\bxxd\s+-r\s+-p\b[^\n]{0,80}\|\s*(?:ba|z)?sh\b|\bFromBase64String\b[^\n]{0,200}\b(?:iex|Invoke-Expression)\b|\b(?:iex|Invoke-Expression)\b[^\n]{0,200}\bFromBase64String\b/gi,
  },
  {
    id: "encoded-blob",
    kind: "text",
    severity: "medium",
    family: "obfuscation",
    why: "a long base64 or hex run: content hidden from review (check what decodes it)",
    check: blobs,
  },

  // execution: code fetched or started from outside the skill
  {
    id: "reverse-shell",
    hints: [
      "/dev/tcp",
      "/dev/udp",
      "nc ",
      "ncat",
      "netcat",
      "mkfifo",
      "socat",
      "pty.spawn",
      "dup2",
      "tcpclient",
      "net.socket",
    ],
    kind: "pattern",
    severity: "high",
    family: "execution",
    why: "opens a shell for a remote machine (a reverse shell)",
    pattern:
      /\/dev\/(?:tcp|udp)\/[\w.$-]+\/[\d$]+|\b(?:nc|ncat|netcat)\b[^\n]{0,300}\s-(?:e|c)\s*["']?\S{0,100}(?:sh|bash|cmd(?:\.exe)?)\b|\bmkfifo\b[^\n]{0,300}\|\s*(?:nc|ncat|telnet|openssl\s+s_client)\b|\bsocat\b[^\n]{0,300}\b(?:exec|system):[^\n]{0,300}(?:sh|bash)|\bpty\.spawn\s*\(\s*["'](?:\/bin\/)?(?:ba)?sh|\bsocket\b[^\n]{0,200}\.connect\s*\([^\n]{0,200}\bos\.dup2\b|\bNew-Object\s+(?:System\.)?Net\.Sockets\.TCPClient\b[^\n]{0,300}\bGetStream\b|\bchild_process\b[^\n]{0,200}\bnet\.Socket\b[^\n]{0,200}\bpipe\b/gi,
  },
  {
    id: "pipe-to-shell-untrusted",
    hints: FETCH_HINTS,
    kind: "text",
    severity: "high",
    family: "execution",
    why: "pipes a download from plain http, a raw IP or a paste/tunnel host into a shell",
    check: (f, l) => pipeToShell(f, l, true),
  },
  {
    id: "pipe-to-shell",
    hints: FETCH_HINTS,
    kind: "text",
    severity: "medium",
    family: "execution",
    why: "pipes a download into a shell: whatever the server sends at that moment runs, unreviewed",
    check: (f, l) => pipeToShell(f, l, false),
  },
  {
    id: "download-execute",
    hints: ["curl", "wget"],
    kind: "text",
    severity: "medium",
    family: "execution",
    why: "downloads a file and runs it (or makes it executable): code from outside the reviewed skill",
    check: downloadExecute,
  },

  // exfiltration: data leaving the machine
  {
    id: "credential-exfiltration",
    hints: [...CREDENTIAL_HINTS, ...ENV_DUMP_HINTS],
    kind: "text",
    severity: "high",
    family: "exfiltration",
    why: "reads a credential file or dumps the environment next to a command that sends data off the machine",
    check: credentialExfiltration,
  },
  {
    id: "credential-path-read",
    hints: CREDENTIAL_HINTS,
    kind: "pattern",
    severity: "low",
    family: "exfiltration",
    why: "reads a file that holds credentials (SSH keys, cloud credentials, keychains)",
    pattern: new RegExp(
      String.raw`\b(?:cat|less|head|tail|cp|scp|tar|zip|base64|xxd|open|readFile(?:Sync)?|read_text|read_bytes|Get-Content|type)\b[^\n]{0,80}?(?:${CREDENTIAL_PATH})`,
      "gi",
    ),
  },
  {
    id: "exfil-host",
    hints: [
      "webhook.site",
      "requestbin",
      "pipedream",
      "ngrok",
      "serveo",
      "loca.lt",
      "localtunnel",
      "pastebin",
      "paste.ee",
      "hastebin",
      "ghostbin",
      "dpaste",
      "rentry",
      "transfer.sh",
      "0x0.st",
      "termbin",
      "file.io",
      "interact.sh",
      "oast.",
      "burpcollaborator",
      "canarytokens",
      "glot.io",
      "trycloudflare",
      "discord",
      "hooks.slack.com",
      "api.telegram.org",
    ],
    kind: "text",
    severity: "medium",
    family: "exfiltration",
    why: "names a webhook, paste or tunnel host: a common drop for stolen data",
    check: exfilHosts,
  },
  {
    id: "ip-address-url",
    hints: ["://1", "://2", "://3", "://4", "://5", "://6", "://7", "://8", "://9"],
    kind: "text",
    severity: "low",
    family: "exfiltration",
    why: "a URL to a raw public IP address: no name to check, often a payload or collection server",
    check: publicIpUrls,
  },

  // secrets
  {
    id: "hardcoded-secret",
    hints: [
      "akia",
      "asia",
      "ghp_",
      "gho_",
      "ghu_",
      "ghs_",
      "ghr_",
      "github_pat_",
      "glpat-",
      "xox",
      "sk_live_",
      "rk_live_",
      "aiza",
      "sk-ant-",
      "t3blbkfj",
      "npm_",
      "pypi-",
      "sg.",
      "hf_",
      "private key",
    ],
    kind: "text",
    severity: "medium",
    family: "secrets",
    why: "a credential in a known provider format (or a private key) is written into the skill",
    check: secrets,
  },

  // shell snippets: `!` commands that run when the skill or command is expanded
  {
    id: "shell-args-as-code",
    hints: ["!`", "`!"],
    kind: "text",
    severity: "high",
    family: "shell",
    why: "a shell snippet hands the user's arguments to eval / sh -c / an interpreter: arguments become code",
    markdownOnly: true,
    check: (f) => snippetArgs(f, true),
  },
  {
    id: "shell-args-interpolated",
    hints: ["!`", "`!"],
    kind: "text",
    severity: "medium",
    family: "shell",
    why: "a shell snippet uses $ARGUMENTS/$1: hosts that paste arguments into the command let them become code",
    markdownOnly: true,
    check: (f) => snippetArgs(f, false),
  },

  // filesystem: what the skill ships and where it points
  {
    id: "symlink-escape",
    kind: "file",
    severity: "high",
    family: "filesystem",
    why: "a symbolic link points outside the skill directory: reading the skill reads another file",
    check: (f) => (f.type === "symlink" && f.linkEscapes ? `${f.path} -> ${f.linkTarget ?? "?"}` : undefined),
  },
  {
    id: "special-file",
    kind: "file",
    severity: "medium",
    family: "filesystem",
    why: "a FIFO, socket or device in a skill: never a skill's content, and reading it can hang or leak",
    check: (f) => (f.type === "special" ? f.path : undefined),
  },
  {
    id: "unsafe-file-name",
    kind: "file",
    severity: "medium",
    family: "filesystem",
    why: "a file name with control, invisible or bidi characters: it can disguise what the file is",
    check: (f) => (UNSAFE_NAME.test(f.path) ? f.path : undefined),
  },
  {
    id: "native-binary",
    kind: "file",
    severity: "high",
    family: "filesystem",
    why: "a compiled executable ships in the skill: its behaviour cannot be reviewed from source",
    check: (f) => {
      const kind = f.type === "file" ? executableKind(f.head) : undefined;
      return kind ? `${f.path} (${kind})` : undefined;
    },
  },
  {
    id: "binary-in-scripts",
    kind: "file",
    severity: "medium",
    family: "filesystem",
    why: "a binary (non-text) file among the skill's scripts: scripts should be readable source",
    check: (f) =>
      f.type === "file" && f.binary && inScripts(f.path) && !executableKind(f.head) ? f.path : undefined,
  },
  {
    id: "oversized-file",
    kind: "file",
    severity: "high",
    family: "filesystem",
    why: "a file over the size limit of an install: the audit read only its start, the rest is unreviewed",
    check: (f) => (f.truncatedAt !== undefined ? `${f.path} (${f.size} bytes)` : undefined),
  },
  {
    id: "audit-limit",
    kind: "file",
    severity: "high",
    family: "filesystem",
    why: "the skill has more files, bytes or deeper folders than an install accepts: the rest is unreviewed",
    check: (f) => f.limit,
  },
  {
    id: "audit-incomplete",
    kind: "file",
    severity: "high",
    family: "filesystem",
    why: "the audit ran out of time before it read the whole skill: what it did not read is unreviewed",
    check: (f) => f.incomplete,
  },
  {
    id: "unreadable-file",
    kind: "file",
    severity: "medium",
    family: "filesystem",
    why: "a file of the skill could not be read, so it was not audited",
    check: (f) => (f.error !== undefined ? `${f.path}: ${f.error}` : undefined),
  },
  {
    id: "path-traversal-reference",
    hints: ["../", "..\\"],
    kind: "text",
    severity: "low",
    family: "filesystem",
    why: "a relative path climbs above the skill directory: the skill reaches files it does not ship",
    check: pathEscapes,
  },
];

/**
 * True when the match sits inside quotes or a code span on its own line: quoted, i.e. mentioned
 * rather than said. A quote or backtick ending the line before does not count: a phrase opening a
 * line is said, whatever the previous line ends with.
 */
export function quoted(text: string, index: number, length: number): boolean {
  const lineStart = text.lastIndexOf("\n", index - 1) + 1;
  const from = (n: number) => Math.max(lineStart, index - n);
  const before = text.slice(from(3), index);
  const after = text.slice(index + length, index + length + 40);
  return (
    /["'`“‘«][ \t]*$/.test(before) ||
    (/["'`”’»]/.test(after.slice(0, 1)) && /["'`“‘«]/.test(text.slice(from(60), index)))
  );
}

/** The rule with `id`, or undefined. */
export const ruleById = (id: string): AuditRule | undefined => RULES.find((r) => r.id === id);
