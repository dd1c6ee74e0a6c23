// Secrets out of what the model review sends: a skill may hold the user's own keys (a skill they
// wrote, a `.env` next to a script), and the model is a third party. Redaction keeps every line (the
// model's line numbers stay right) and replaces only the secret with a marker. It errs towards
// redacting: a marker costs the review little, a leaked key costs the user a rotation.
import { secrets } from "../detectors/secrets.js";
import type { AuditLine } from "../rule-types.js";

export const MARKER = "[REDACTED]";

/** Files whose whole content is a credential: never sent at all. */
const CREDENTIAL_FILE =
  /(?:^|\/)(?:id_(?:rsa|dsa|ecdsa|ed25519)(?:_sk)?|\.netrc|_netrc|\.git-credentials|\.pgpass|\.npmrc|\.pypirc|\.yarnrc(?:\.yml)?|\.dockercfg|\.htpasswd|\.boto|\.s3cfg|\.kube\/config|kubeconfig|credentials(?:\.json)?|[^/]*\.(?:pem|key|p12|pfx|jks|keystore|ppk|kdbx|asc|gpg))$/i;

/** `.env`, `.env.local`, `prod.env`: every value is redacted, whatever its name. */
const ENV_FILE = /(?:^|\/)(?:\.env(?:\.[^/]*)?|[^/]+\.env)$/i;

/** Token formats with fixed prefixes, wider than the audit's (no placeholder exceptions here). */
const TOKENS = new RegExp(
  [
    String.raw`\b(?:AKIA|ASIA|AGPA|AIDA|AROA)[0-9A-Z]{16}\b`,
    String.raw`\bgh[pousr]_[A-Za-z0-9]{20,255}`,
    String.raw`\bgithub_pat_[A-Za-z0-9_]{20,255}`,
    String.raw`\bglpat-[A-Za-z0-9_-]{20,255}`,
    String.raw`\bxox[abposr]-[A-Za-z0-9-]{10,255}`,
    String.raw`\b(?:sk|rk|pk)_(?:live|test)_[0-9A-Za-z]{16,255}`,
    String.raw`\bsk-[A-Za-z0-9_-]{20,255}`,
    String.raw`\bAIza[0-9A-Za-z_-]{30,64}`,
    String.raw`\bnpm_[A-Za-z0-9]{30,64}`,
    String.raw`\bpypi-[A-Za-z0-9_-]{40,255}`,
    String.raw`\bSG\.[A-Za-z0-9_-]{16,64}\.[A-Za-z0-9_-]{16,64}`,
    String.raw`\bhf_[A-Za-z0-9]{30,64}`,
    String.raw`\beyJ[A-Za-z0-9_-]{8,2048}\.eyJ[A-Za-z0-9_-]{8,4096}\.[A-Za-z0-9_-]{8,1024}`,
    // the user:password of a URL
    String.raw`(?<=://)[^/\s:@]{1,255}:[^/\s@]{1,255}(?=@)`,
  ].join("|"),
  "g",
);

/** `Authorization: Bearer X`, `Authorization: Basic X`, `-H "X-Api-Key: X"`, `token X`. */
const HEADER =
  /\b(?:bearer|basic|token)[ \t]+([A-Za-z0-9._~+/=-]{12,4096})|\b(?:x-api-key|api-key|x-auth-token|private-token)[ \t]*:[ \t]*["']?([^\s"']{8,4096})/gi;

/** `NAME = "literal"`, `NAME: 'literal'`, `"NAME": "literal"`, `NAME => "literal"` (the name is checked after). */
const ASSIGNED =
  /(["']?)([A-Za-z_][A-Za-z0-9_.-]{0,63})\1[ \t]*(?:=|:|=>)[ \t]*(["'\x60])([^"'\x60\s]{4,4096})\3/g;

/** `NAME=value` at the start of a line (a shell or .env assignment); `NAME: value` alone on a YAML line. */
const ENV_LINE =
  /^([ \t]*(?:export[ \t]+)?)([A-Za-z_][A-Za-z0-9_.-]{0,63})([ \t]*=[ \t]*)(["']?)([^\s"'#]{4,4096})/g;
const YAML_LINE =
  /^([ \t]*(?:-[ \t]+)?)([A-Za-z_][A-Za-z0-9_.-]{0,63})(:[ \t]+)()([^\s"'#&*!|>][^\s#]{3,4095})[ \t]*$/g;

/** `curl -u user:password`, `--user user:password`: the password. */
const USER_FLAG = /(?<![\w-])(-u|--user)([ =])(["']?)([^\s:"'$]{1,255}):([^\s"'@]{3,4096})/g;

/** `--password=X`, `--api-key X`, `-token X` on a command line. */
const FLAG = /(?<![\w-])(--?)([A-Za-z][A-Za-z0-9-]{0,40})([= ])(["']?)([^\s"']{4,4096})/g;

/** Words of a name that make it a secret's, alone or as a pair (`api key`, `client secret`). */
const SECRET_WORDS = new Set([
  "secret",
  "secrets",
  "password",
  "passwd",
  "pwd",
  "passphrase",
  "token",
  "credential",
  "credentials",
  "apikey",
  "bearer",
  "cookie",
]);
const SECRET_PAIRS = new Set([
  "api key",
  "access key",
  "private key",
  "secret key",
  "auth key",
  "signing key",
  "encryption key",
  "master key",
  "license key",
  "session key",
  "client secret",
  "refresh token",
  "auth token",
]);

const NOT_SECRET_LAST = new Set(
  "name id path file dir folder url uri type length count env var field header prefix endpoint expiry expires ttl format label limit max min size source ref".split(
    " ",
  ),
);

/** True when a variable or field name says its value is a secret (`OPENAI_API_KEY`, `accessToken`, `password`). */
export function secretName(name: string): boolean {
  // An upper-case environment name ending in KEY is a key (`TRANSLOADIT_KEY`); `partitionKey` is not.
  if (/^[A-Z][A-Z0-9_]*_KEY$/.test(name)) return true;
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w !== "");
  // `token_folder`, `credentialName`, `MODAL_TOKEN_ID`: about a secret, not one.
  if (words.length > 1 && NOT_SECRET_LAST.has(words[words.length - 1]!)) return false;
  if (words.some((w) => SECRET_WORDS.has(w))) return true;
  return words.some((w, i) => i > 0 && SECRET_PAIRS.has(`${words[i - 1]} ${w}`));
}

/** Values that are not secrets: references, placeholders, code, numbers, our own marker. */
const NOT_A_VALUE =
  /^[$%<]|\$\{|\{\{|[()[\]{}]|^\d+$|^(?:true|false|null|none|undefined|string|number|boolean|str|int)\b|your|example|xxx|\.\.\.|changeme|change_me|placeholder|dummy|redacted|<|>|here$|^todo|replace|^sample|^fake/i;
/** An environment variable's name given as the value (`api_key="PINECONE_API_KEY"`): a placeholder. */
const ENV_NAME = /^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+$/;
const secretValue = (v: string): boolean => !NOT_A_VALUE.test(v) && !ENV_NAME.test(v);

const PRIVATE_BEGIN = /-----BEGIN [A-Z0-9 ]{0,40}PRIVATE KEY(?: BLOCK)?-----/;
const PRIVATE_END = /-----END [A-Z0-9 ]{0,40}PRIVATE KEY(?: BLOCK)?-----/;

export interface Redacted {
  readonly text: string;
  readonly count: number;
}

/** True when a file should not be sent at all: its whole content is a credential. */
export const isCredentialFile = (path: string): boolean => CREDENTIAL_FILE.test(path);

/** Random-looking: letters and digits, or long and of mixed case (a word of prose is neither). */
const looksRandom = (v: string): boolean =>
  (/\d/.test(v) && /[A-Za-z]/.test(v)) || (v.length >= 20 && /[a-z]/.test(v) && /[A-Z]/.test(v));

/** Redacts one line; `counter.n` adds up what was replaced. */
function redactLine(line: string, envFile: boolean, counter: { n: number }): string {
  if (envFile && /^[ \t]*(?:export[ \t]+)?[A-Za-z_][A-Za-z0-9_.-]*[ \t]*=[ \t]*\S/.test(line)) {
    counter.n++;
    return line.replace(/=.*$/, `=${MARKER}`);
  }
  // Each step returns the match unchanged (not counted) or with the secret replaced (counted).
  const step = (text: string, re: RegExp, f: (m: string, ...g: (string | undefined)[]) => string) =>
    text.replace(re, (m: string, ...g: (string | undefined)[]) => {
      const r = f(m, ...g);
      if (r !== m) counter.n++;
      return r;
    });
  let out = step(line, TOKENS, () => MARKER);
  out = step(out, HEADER, (m, a, b) =>
    a !== undefined
      ? looksRandom(a) && secretValue(a)
        ? m.replace(a, MARKER)
        : m
      : secretValue(b!)
        ? m.replace(b!, MARKER)
        : m,
  );
  out = step(out, ASSIGNED, (m, _q, name, quote, v) =>
    secretName(name!) && secretValue(v!) ? m.slice(0, m.length - v!.length - 1) + MARKER + quote : m,
  );
  const assignment = (m: string, head?: string, name?: string, eq?: string, q?: string, v?: string) =>
    secretName(name!) && secretValue(v!) ? `${head}${name}${eq}${q}${MARKER}` : m;
  out = step(out, USER_FLAG, (m, flag, eq, q, user, v) =>
    secretValue(v!) ? `${flag}${eq}${q}${user}:${MARKER}` : m,
  );
  out = step(out, FLAG, (m, dash, name, eq, q, v) =>
    secretName(name!) && secretValue(v!) ? `${dash}${name}${eq}${q}${MARKER}` : m,
  );
  out = step(out, ENV_LINE, assignment);
  out = step(out, YAML_LINE, assignment);
  return out;
}

/**
 * `text` with every secret found replaced by {@link MARKER}, line by line (private key blocks: every
 * line between BEGIN and END, or to the end of the text when END is missing). Also runs the audit's
 * own secret detector, so whatever the audit calls a secret is redacted too.
 */
export function redact(path: string, text: string): Redacted {
  const counter = { n: 0 };
  const envFile = ENV_FILE.test(path);
  const lines = text.split("\n");
  let inKey = false;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (inKey) {
      if (PRIVATE_END.test(line)) inKey = false;
      else lines[i] = MARKER;
      continue;
    }
    if (PRIVATE_BEGIN.test(line)) {
      counter.n++;
      inKey = !PRIVATE_END.test(line.slice(line.search(PRIVATE_BEGIN) + 20));
      lines[i] = line.replace(/-----BEGIN[\s\S]*$/, `-----BEGIN PRIVATE KEY----- ${MARKER}`);
      continue;
    }
    lines[i] = redactLine(line, envFile, counter);
  }
  return auditDetector(path, lines.join("\n"), counter.n);
}

/** A second pass with the audit's detector: anything it still calls a secret goes too. */
function auditDetector(path: string, text: string, count: number): Redacted {
  const lines: AuditLine[] = [];
  let index = 0;
  for (const line of text.split("\n")) {
    lines.push({ index, text: line });
    index += line.length + 1;
  }
  const found = secrets({ path, text, markdown: false }, lines);
  if (found.length === 0) return { text, count };
  let out = "";
  let at = 0;
  for (const h of [...found].sort((a, b) => a.index - b.index)) {
    if (h.index < at) continue;
    out += text.slice(at, h.index) + MARKER;
    at = h.index + h.length;
  }
  return { text: out + text.slice(at), count: count + found.length };
}
