// Credentials for private HTTPS sources (well-known indexes and the files and archives they list):
// a token per host from the environment (SKILLPORT_TOKEN_<HOST>, sent as a bearer token), else the
// host's entry in ~/.netrc (login and password, sent as basic authentication). A credential goes
// only to its own host, only over https (or plain http to this machine), and never into the lock,
// a log or an error message: callers get a header to send and the *name* of where it came from.
// Git over https uses the user's own git credential helper instead (git.ts; prompts stay off).
import { join } from "node:path";
import { readRegularFileSync } from "../util/read-file.js";

const MAX_NETRC_BYTES = 1024 * 1024;

export interface Credential {
  /** The Authorization header value. Never print it. */
  readonly header: string;
  /** Where it came from, safe to show: the variable's name or `~/.netrc`. */
  readonly from: string;
}

/** The environment variable that holds the token for `hostname` (`SKILLPORT_TOKEN_SKILLS_EXAMPLE_COM`). */
export const tokenVariable = (hostname: string): string =>
  `SKILLPORT_TOKEN_${hostname
    .replace(/^\[|\]$/g, "")
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, "_")}`;

const LOOPBACK = new Set(["127.0.0.1", "localhost", "[::1]", "::1"]);

/** True when a credential may be sent to `url`: https, or http to this machine. */
export const mayCarryCredentials = (url: URL): boolean =>
  url.protocol === "https:" || (url.protocol === "http:" && LOOPBACK.has(url.hostname));

interface NetrcEntry {
  readonly machine?: string;
  readonly login?: string;
  readonly password?: string;
}

/** Parses .netrc text: `machine`/`default` entries with `login` and `password`; `macdef` bodies skipped. */
export function parseNetrc(text: string): NetrcEntry[] {
  const out: NetrcEntry[] = [];
  let cur: { machine?: string; login?: string; password?: string } | undefined;
  const lines = text.split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    const tokens = lines[i]!.split(/[ \t]+/).filter(Boolean);
    for (let k = 0; k < tokens.length; k++) {
      const t = tokens[k]!;
      if (t.startsWith("#") && k === 0) break;
      if (t === "machine" || t === "default") {
        if (cur) out.push(cur);
        cur = t === "machine" ? { machine: tokens[++k] ?? "" } : {};
      } else if (t === "login" && cur) cur.login = tokens[++k] ?? "";
      else if (t === "password" && cur) cur.password = tokens[++k] ?? "";
      else if (t === "account") k++;
      else if (t === "macdef") {
        // A macro runs to the next blank line.
        while (i + 1 < lines.length && lines[i + 1]!.trim() !== "") i++;
        break;
      }
    }
  }
  if (cur) out.push(cur);
  return out;
}

function netrcCredential(hostname: string, env: NodeJS.ProcessEnv): Credential | undefined {
  const home = env.HOME;
  if (!home) return undefined;
  let text: string;
  try {
    text = readRegularFileSync(join(home, ".netrc"), MAX_NETRC_BYTES).toString("utf8");
  } catch {
    return undefined;
  }
  const entries = parseNetrc(text);
  const entry =
    entries.find((e) => e.machine !== undefined && e.machine.toLowerCase() === hostname.toLowerCase()) ??
    entries.find((e) => e.machine === undefined);
  if (entry?.password === undefined) return undefined;
  const basic = Buffer.from(`${entry.login ?? ""}:${entry.password}`).toString("base64");
  return { header: `Basic ${basic}`, from: "~/.netrc" };
}

/** The credential for `url`, or undefined (none configured, or not a URL that may carry one). */
export function credentialFor(url: URL, env: NodeJS.ProcessEnv = process.env): Credential | undefined {
  if (!mayCarryCredentials(url)) return undefined;
  const variable = tokenVariable(url.hostname);
  const token = env[variable]?.trim();
  if (token) return { header: `Bearer ${token}`, from: `$${variable}` };
  return netrcCredential(url.hostname, env);
}

/** What to tell a user whose request was refused with 401/403 (names where to put a token, never one). */
export function authHint(url: URL, sent: Credential | undefined): string {
  if (sent !== undefined)
    return ` The credential from ${sent.from} was refused; check that it is current and may read this source.`;
  if (!mayCarryCredentials(url)) return " It needs credentials, which skillport sends only over https.";
  return ` It needs credentials: set ${tokenVariable(url.hostname)} to a token, or add \`machine ${url.hostname} login NAME password TOKEN\` to ~/.netrc.`;
}
