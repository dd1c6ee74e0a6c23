// Secrets out of what the model review sends: a skill may hold the user's own keys (a skill they
// wrote, a `.env` next to a script), and the model is a third party. Redaction keeps every line (the
// model's line numbers stay right) and replaces only the secret with a marker. It errs towards
// redacting: a marker costs the review little, a leaked key costs the user a rotation.
import { secrets } from "../detectors/secrets.js";
import type { AuditLine } from "../rule-types.js";

export const MARKER = "[REDACTED]";

/** Files whose whole content is a credential: never sent at all. */
const CREDENTIAL_FILE =
  /(?:^|\/)(?:id_(?:rsa|dsa|ecdsa|ed25519)(?:_sk)?|\.netrc|_netrc|\.git-credentials|\.pgpass|credentials(?:\.json)?|[^/]*\.(?:pem|key|p12|pfx|jks|keystore|ppk|kdbx|asc|gpg))$/i;

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

const SECRET_NAME =
  "[A-Za-z0-9_.-]{0,32}(?:key|token|secret|passw(?:or)?d|pwd|credential|auth|cookie|session|private)[A-Za-z0-9_.-]{0,32}";

/** `NAME = "literal"` / `NAME: 'literal'` / `"NAME": "literal"` where NAME says it is a secret. */
const ASSIGNED = new RegExp(
  String.raw`\b${SECRET_NAME}["']?[ \t]*(?:=|:|=>)[ \t]*(["'\x60])([^"'\x60\s]{6,4096})\1`,
  "gi",
);

/** `NAME=value` at the start of a line (a shell or .env assignment), value not a `$REFERENCE`. */
const ENV_LINE = new RegExp(
  String.raw`^([ \t]*(?:export[ \t]+)?${SECRET_NAME}[ \t]*=[ \t]*)(?!["']?\$)(["']?)([^\s"'#]{6,4096})`,
  "gi",
);

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

const isMarker = (v: string): boolean => v.startsWith("[REDACTED");

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
    a !== undefined ? (looksRandom(a) ? m.replace(a, MARKER) : m) : isMarker(b!) ? m : m.replace(b!, MARKER),
  );
  out = step(out, ASSIGNED, (m, q, v) => (isMarker(v!) ? m : m.replace(`${q}${v}${q}`, `${q}${MARKER}${q}`)));
  out = step(out, ENV_LINE, (m, head, q, v) => (isMarker(v!) ? m : `${head}${q}${MARKER}`));
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
