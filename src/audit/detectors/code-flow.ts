// Data flow in scripts and code blocks, over a few lines: a secret encoded then sent (a header, a query, a
// body, a DNS name), secrets or the whole environment gathered into one object that is serialised or sent,
// and keystrokes recorded. Names are followed one assignment at a time, forward, within a window of lines:
// linear in the file, and blind to flows a reader would not follow either.
import { mentionedOnly } from "../context.js";
import type { AuditLine, AuditText, TextHit } from "../rule-types.js";
import { eachMatch, escapeRe, lineOf, startsOf, window } from "../text.js";

/** A secret read out of the environment by its name (the value). */
const SECRET_NAME = String.raw`[A-Z0-9_]{0,40}(?:SECRET|TOKEN|PASSWORD|PASSWD|API_?KEY|ACCESS_KEY|PRIVATE_KEY|(?:SERVICE_)?ACCOUNT_KEY|SIGNING_KEY|ENCRYPTION_KEY|MASTER_KEY|DEPLOY_KEY|CREDENTIALS?|DATABASE_URL|DB_URL|CONN(?:ECTION)?_STRING)[A-Z0-9_]{0,40}`;
const SECRET_ENV_READ = new RegExp(
  String.raw`\bos\.environ(?:\.get)?\s*[[(]\s*["'](${SECRET_NAME})["']|\bos\.getenv\(\s*["'](${SECRET_NAME})["']|\bprocess\.env(?:\.|\[["'])(${SECRET_NAME})\b|\$\{?(${SECRET_NAME})\b|\$env:(${SECRET_NAME})\b|\bENV\[["'](${SECRET_NAME})["']`,
  "g",
);
/** A cheap first look: a secret's name in capitals is on the line. */
const SECRET_WORD = /SECRET|TOKEN|PASSW|KEY|CREDENTIAL|_URL|CONN/;
/** A cheap first look (no expression): the line reads the environment at all. */
const envWord = (t: string): boolean =>
  t.includes("$") ||
  t.includes("environ") ||
  t.includes("process.env") ||
  t.includes("getenv") ||
  t.includes("ENV[");
const ENCODES =
  /\b(?:b64encode|b32encode|b16encode|urlsafe_b64encode|base64|btoa|hexlify|xxd|od\s+-|gzip|zlib\.compress|Buffer\.from|ToBase64String|encodeURIComponent)\b|\.hex\(\)|\.toString\(\s*["'](?:base64|hex)["']\s*\)/i;
/** A request of any kind on a line (a GET too: the data rides in its header or query). */
const REQUEST =
  /\b(?:curl|wget|iwr|irm|Invoke-WebRequest|Invoke-RestMethod|urlopen|fetch|axios(?:\.\w{3,6})?|httpx\.\w{3,6}|requests\.\w{3,7}|https?\.(?:get|request)|gethostbyname|getaddrinfo|dig|nslookup|Resolve-DnsName|dns\.(?:resolve\w{0,6}|lookup)|sendBeacon|XMLHttpRequest)\b|\.(?:post|put|send|sendall|sendto|write)\s*\(/;
/** Where a secret belongs: an auth header, Basic or Bearer, a login. */
const AUTH =
  /\b(?:Authorization|Bearer|Basic|auth|x-api-key|api[_-]?key|login|token)\b\s{0,10}["']?\s{0,10}[:=,]|(?:^|\s)(?:-u|--user)\s/i;
/** `name = …` / `name := …` / `const name = …` / `name=$(…)` at the start of a statement. */
const ASSIGNED =
  /^\s{0,40}(?:(?:const|let|var|local|export|\$)\s{0,10})?([A-Za-z_]\w{0,60})\s{0,10}(?:\[[^\]\n]{0,60}\]\s{0,10})?:?=(?!=)/;

const uses = (name: string): RegExp => new RegExp(String.raw`(?:\$\{?|\b)${escapeRe(name)}\b`);

/**
 * The name a secret from the environment was put in, a few lines above `line`, that `text` uses:
 * `tok = os.environ["X_TOKEN"]` … `enc = b64encode(tok.encode())`.
 */
function secretHeldAbove(file: AuditText, starts: readonly number[], line: number, text: string): boolean {
  const above = window(file.text, starts, line, 6, 0).text.split("\n").slice(0, -1);
  return above.some((a) => {
    if (!SECRET_WORD.test(a) || !envWord(a)) return false;
    const held = ASSIGNED.exec(a)?.[1];
    if (!held) return false;
    SECRET_ENV_READ.lastIndex = 0;
    return SECRET_ENV_READ.test(a) && uses(held).test(text.replace(ASSIGNED, ""));
  });
}

/** Whether `name`, or an object built from it one step on, goes into a request within eight lines. */
function sentAfter(file: AuditText, starts: readonly number[], line: number, name: string): boolean {
  const tainted = [name];
  const after = window(file.text, starts, line, 0, 8).text.split("\n").slice(1);
  for (const a of after) {
    if (!tainted.some((t) => uses(t).test(a))) continue;
    if (REQUEST.test(a) && !AUTH.test(a)) return true;
    // Put into an object or a string that is sent later: follow it one more name.
    const next = ASSIGNED.exec(a)?.[1];
    if (next && !AUTH.test(a) && tainted.length < 4) tainted.push(next);
  }
  return false;
}

/**
 * A secret from the environment encoded (base64, hex, gzip, URL-encoding) and, within eight lines, sent:
 * the encoded value (or an object it was put in) on a request's line, not as its auth. The secret may be
 * read on the encoding's line or put in a name a few lines above it. A secret encoded for Basic auth, or
 * written into a config file, stays.
 */
export function encodedSecretSent(file: AuditText, lines: readonly AuditLine[]): TextHit[] {
  const starts = startsOf(file);
  // Lines above are looked at only in a file that reads some secret at all.
  let readsSecret: boolean | undefined;
  const heldAbove = (line: number, text: string): boolean => {
    readsSecret ??= SECRET_WORD.test(file.text) && envWord(file.text);
    return readsSecret && secretHeldAbove(file, starts, line, text);
  };
  for (const l of lines) {
    if (!ENCODES.test(l.text) || AUTH.test(l.text)) continue;
    let secret = false;
    if (SECRET_WORD.test(l.text) && envWord(l.text))
      eachMatch(SECRET_ENV_READ, l.text, () => {
        secret = true;
      });
    const name = ASSIGNED.exec(l.text)?.[1];
    const line = lineOf(starts, l.index);
    if (!secret && !(name && heldAbove(line, l.text))) continue;
    if (mentionedOnly(file, l.index)) continue;
    const hit = { index: l.index, length: l.text.length };
    // Encoded and sent on one line: `echo $TOKEN | base64 | curl -d @- …`, `dig $(… base64).x.net`.
    if (secret && REQUEST.test(l.text.replace(/^[^|]{0,300}\|/, "")) && /\||\$\(|`/.test(l.text))
      return [hit];
    if (name && sentAfter(file, starts, line, name)) return [hit];
  }
  return [];
}

/**
 * What a shell pipeline sends: an environment variable echoed, encoded, and piped into a POST
 * (`echo "$X" | base64 | curl -d @- …`), or echoed as `credential=…`/`token=…` straight into one.
 */
const PIPED_OUT =
  /\b(?:echo|printf)\b[^|\n]{0,200}\$\{?\w{1,60}[^|\n]{0,100}\|\s*(?:(?:base64|base32|xxd|od|gzip|openssl\s+enc|rev)\b[^|\n]{0,60}\|\s*){1,3}(?:curl|wget|nc|ncat)\b[^\n]{0,300}(?:@-|--data|-d\b|-F\b|-T\b|--upload-file|--post-data)/;
const LABELLED_SECRET_OUT =
  /\b(?:echo|printf)\s+["']?(?:credentials?|secrets?|tokens?|passwords?|passwd|api[_-]?keys?|keys?)=\$\{?\w{1,60}[^|\n]{0,100}\|\s*(?:curl|wget)\b[^\n]{0,300}(?:@-|--data|-d\b|--post-data)/i;

export function pipedSecretOut(file: AuditText, lines: readonly AuditLine[]): TextHit[] {
  return lines
    .filter(
      (l) =>
        l.text.includes("|") &&
        (l.text.includes("echo") || l.text.includes("printf")) &&
        (PIPED_OUT.test(l.text) || LABELLED_SECRET_OUT.test(l.text)) &&
        !mentionedOnly(file, l.index),
    )
    .map((l) => ({ index: l.index, length: l.text.length }));
}

/** The whole environment as a value: `{ ...process.env }`, `dict(os.environ)`, `os.environ.copy()`. */
const WHOLE_ENV_VALUE =
  /=\s*(?:\{\s*\.\.\.process\.env\s*\}|process\.env\s{0,10};?\s{0,10}$|Object\.assign\(\s*\{\s*\}\s*,\s*process\.env\s*\)|dict\(\s*os\.environ\s*\)|os\.environ\.copy\(\)|os\.environ\s*$|\{\s*\*\*os\.environ\s*\})/;
/** The whole environment serialised into a name in one go: `h = Buffer.from(JSON.stringify(process.env))…`. */
const WHOLE_ENV_SERIALISED =
  /=\s*[^\n=]{0,120}(?:JSON\.stringify\(\s*process\.env\s*\)|json\.dumps\(\s*(?:dict\(\s*)?os\.environ\b|(?:str|repr)\(\s*os\.environ\s*\)|os\.Environ\(\))/;
/** A request that carries the name anywhere (a header, the query, the body): the serialised environment leaves. */
const REQUEST_WITH = (name: string): RegExp =>
  new RegExp(
    String.raw`\b(?:fetch|axios(?:\.\w{3,6})?|got|requests\.\w{3,6}|httpx\.\w{3,6}|urlopen|Request|https?\.(?:get|request)|Invoke-(?:WebRequest|RestMethod)|curl|wget)\b[^\n]{0,300}(?:\$\{?|\b)${escapeRe(name)}\b`,
  );
/** A name serialised, encoded or handed to a request as its body. */
const SERIALISED = (name: string): RegExp =>
  new RegExp(
    String.raw`\b(?:json\.dumps|pickle\.dumps|yaml\.dump|marshal\.dumps|JSON\.stringify|b64encode|btoa|str|repr)\s*\(\s*(?:\{\s*)?${escapeRe(name)}\b|\b(?:json|data|body|payload|files)\s*[:=]\s*(?:\{\s*)?${escapeRe(name)}\b`,
  );

/**
 * Secrets gathered into one object (two or more read from the environment by name within a literal of
 * at most twelve lines), or the whole environment copied into a name, then that object serialised,
 * encoded or sent as a request's body within forty lines. A settings object whose keys are each used in
 * their own service's auth header is not serialised whole; a config written to a file stays.
 */
export function secretsBundled(file: AuditText, lines: readonly AuditLine[]): TextHit[] {
  const starts = startsOf(file);
  const tried = new Set<number>();
  for (const l of lines) {
    if (!envWord(l.text)) continue;
    const line = lineOf(starts, l.index);
    const serialised = WHOLE_ENV_SERIALISED.test(l.text);
    const whole = serialised || WHOLE_ENV_VALUE.test(l.text);
    const opener = whole ? line : literalOpener(file, starts, line);
    if (opener === undefined || tried.has(opener)) continue;
    tried.add(opener);
    const open = window(file.text, starts, opener, 0, 0);
    const name = ASSIGNED.exec(open.text)?.[1];
    if (!name || (!whole && secretNames(file, starts, opener) < 2)) continue;
    const rest = window(file.text, starts, opener, 0, 40).text;
    const m = SERIALISED(name).exec(rest) ?? (serialised ? REQUEST_WITH(name).exec(rest) : null);
    if (!m) continue;
    const at = open.index + m.index;
    const to = file.text.indexOf("\n", at);
    const sent = file.text.slice(at, to < 0 ? undefined : to);
    if (/\b(?:writeFile(?:Sync)?|write_text|\.write)\s*\(/.test(sent) || mentionedOnly(file, open.index))
      continue;
    return [{ index: open.index, length: open.text.length }];
  }
  return [];
}

/** The line, at most twelve above `line`, that opens an object or list literal assigned to a name. */
function literalOpener(file: AuditText, starts: readonly number[], line: number): number | undefined {
  if (
    /^[^=\n]{1,80}=\s*(?:\{|\[|dict\()[^\n]{0,2000}[}\])]\s{0,10};?\s{0,10}$/.test(
      window(file.text, starts, line, 0, 0).text,
    )
  )
    return ASSIGNED.test(window(file.text, starts, line, 0, 0).text) ? line : undefined;
  for (let k = line; k >= Math.max(0, line - 12); k--) {
    const t = window(file.text, starts, k, 0, 0).text;
    if (ASSIGNED.test(t) && /(?:[{[]|\bdict\()\s*$/.test(t)) return k;
    if (k < line && /^\s*[}\])]/.test(t)) return undefined;
  }
  return undefined;
}

/** How many different secrets the literal opened at `opener` reads from the environment. */
function secretNames(file: AuditText, starts: readonly number[], opener: number): number {
  const first = window(file.text, starts, opener, 0, 0).text;
  const oneLine = /[}\])]\s{0,10};?\s{0,10}$/.test(first);
  const literal = oneLine ? first : window(file.text, starts, opener, 0, 12).text;
  const end = oneLine ? -1 : literal.search(/\n\s*[}\])]/);
  const names = new Set<string>();
  eachMatch(SECRET_ENV_READ, end < 0 ? literal : literal.slice(0, end), (m) => {
    names.add(m.slice(1).find((g) => g !== undefined) ?? "");
  });
  return names.size;
}

/** A keyboard hook: pynput's listener, the keyboard package, GetAsyncKeyState, a low-level Windows hook, xinput. */
const KEY_HOOK =
  /\bkeyboard\.Listener\s*\(|\bon_press\s*=|\bGetAsyncKeyState\s*\(|\bSetWindowsHookEx[AW]?\s*\([^\n]{0,40}(?:WH_KEYBOARD(?:_LL)?|\b13\b)|\bkeyboard\.(?:hook|on_press|on_release|record|read_key)\s*\(|\bxinput\s+(?:test|--test-xi2)\b|\biohook\b|\bCGEventTapCreate\b|\baddGlobalMonitorForEvents\b/;
/** The keys themselves kept or sent: written, appended, added to a buffer, posted. */
const KEYS_KEPT =
  /\b(?:write|append|extend|send|sendall|post|put|push|log(?:ging)?\.\w{4,8})\s*\([^\n)]{0,60}\b(?:key|keys|chr|char|event\.name|vk|keycode|c)\b|\+=\s*(?:str\(\s*)?(?:key|chr\(|event\.name|char)\b/;

/** A keylogger: a keyboard hook and, in the same file, the keys written out, kept in a buffer or sent. */
export function keylogger(file: AuditText, lines: readonly AuditLine[]): TextHit[] {
  const hook = lines.find((l) => KEY_HOOK.test(l.text) && !mentionedOnly(file, l.index));
  return hook && KEYS_KEPT.test(file.text) ? [{ index: hook.index, length: hook.text.length }] : [];
}
