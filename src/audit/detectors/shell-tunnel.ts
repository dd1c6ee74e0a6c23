// A shell or a remote login of this machine handed to someone else without a reverse shell's socket: a reverse
// tunnel (ssh -R, frp, chisel) to an outside host, a tunnelling agent (ngrok, cloudflared, bore) exposing ssh, RDP
// or a web terminal out of sight or with its link sent away, or a shared terminal (tmate, upterm, sshx) whose link
// is sent off. ATT&CK T1572 (protocol tunnelling) and T1090 (proxy); frp and chisel are what intrusion reports name.
// The user's own host (a placeholder, a private or .local name) and a tunnel run in the open are the docs' shapes.

import type { AuditLine, AuditText, TextHit } from "../rule-types.js";
import { lineOf, startsOf, window } from "../text.js";

/** The ports of a remote login: ssh, telnet, RDP, VNC, WinRM, SMB. */
const LOGIN_PORT = String.raw`(?:22|23|3389|590[0-9]|5985|5986|445)(?!\d)`;

/** `ssh -R [bind:]port:host:LOGIN` or `-R [bind:]port` alone (a SOCKS proxy into this machine's network). */
const SSH_REVERSE = new RegExp(
  String.raw`\b(?:auto)?ssh\b[^\n]{0,300}?\s-R\s*["']?(?:[\w.*\[\]-]{1,60}:)?\d{1,5}(?::[\w.\[\]-]{1,253}:${LOGIN_PORT}|(?=["']?\s))`,
  "i",
);
/** A tunnelling agent exposing a remote login. */
const AGENT_LOGIN = new RegExp(
  String.raw`\bngrok\s+(?:tcp|tls)\s+(?:(?:localhost|127\.0\.0\.1):)?${LOGIN_PORT}|\bcloudflared\b[^\n]{0,200}\s--url[\s=]+["']?(?:(?:ssh|rdp|smb):\/\/|tcp:\/\/[\w.]{0,40}:${LOGIN_PORT})|\bbore\s+local\s+${LOGIN_PORT}`,
  "i",
);
/** A web terminal serving a shell (ttyd, gotty, wetty): exposed by a tunnel, anyone with the link types in it. */
const SHELL_SERVER =
  /\b(?:ttyd|gotty|wetty|shellinaboxd)\b[^\n]{0,200}?(?:\s|["'])(?:\/(?:usr\/)?bin\/)?(?:(?:ba|z|fi|da)?sh|cmd(?:\.exe)?|powershell|pwsh|login)(?=["'\s]|$)/i;
const PUBLIC_TUNNEL =
  /\b(?:ngrok|cloudflared|bore\s+local|localtunnel|lt\s+--port|serveo\.net|localhost\.run|pinggy\.io)\b/i;
/** A shared terminal session; what makes it someone else's is its link sent off (SENT_OUT). */
const SESSION = /\b(?:tmate|upterm\s+host|sshx|tty-share)\b/i;
/** tmate under the skill author's API key and a fixed name: the author attaches whenever they like. */
const TMATE_KEYED = /\btmate\b[^\n]{0,200}\s(?:-k|--api-key)\s+["']?tmk-(?!X{6})[\w-]{10,}/i;
/** frp and chisel clients: the server named is where the tunnel ends. */
const FRP_LOGIN = new RegExp(
  String.raw`^\s*(?:localPort|local_port)\s*=\s*["']?${LOGIN_PORT}|\bfrpc\s+(?:tcp|stcp)\b[^\n]{0,300}\s(?:-l|--local[-_]port)[\s=]+${LOGIN_PORT}`,
  "i",
);
const FRP_SERVER =
  /\b(?:serverAddr|server_addr)\s*=\s*["']?([\w.-]{1,253})|\s(?:-s|--server[-_]addr)[\s=]+["']?([\w.-]{1,253})/i;
const CHISEL_REVERSE = new RegExp(
  String.raw`\bchisel(?:\.exe)?\s+client\b[^\n]{0,300}\sR:(?:[\w.]{1,60}:)?(?:socks|\d{1,5}:[\w.-]{1,253}:${LOGIN_PORT})`,
  "i",
);

/** Out of sight or unattended: backgrounded, silenced, detached, or the host key check off. */
const UNSEEN =
  /\bnohup\b|&!?\s*$|>\s*\/dev\/null|\bsetsid\b|\bdisown\b|\s-f\s|\s-[a-zA-Z]{0,4}f[a-zA-Z]{0,4}N\b|\s-N[a-zA-Z]{0,4}f\b|-WindowStyle\s+Hidden\b|StrictHostKeyChecking[=\s]+["']?no\b|UserKnownHostsFile[=\s]+["']?\/dev\/null|\bsshpass\b|\bautossh\b/im;
/** A link, token or log sent to a URL, a webhook or by mail. */
const SENT_OUT =
  /\bcurl\b[^\n]{0,300}\s(?:-d|--data(?:-\w{1,10})?|-F|--form|-T|--upload-file)(?=[\s=@"'])|\bcurl\b[^\n]{0,300}-X\s*["']?POST\b|\bwget\b[^\n]{0,300}--post-(?:data|file)\b|\brequests\.post\s*\(|\bInvoke-(?:RestMethod|WebRequest)\b[^\n]{0,300}-Method\s+["']?Post\b|discord(?:app)?\.com\/api\/webhooks\/|api\.telegram\.org\/bot|hooks\.slack\.com\/|\bwebhook\.site\/|\bmail\s+-s\b|\bsendmail\b/i;
/** The tunnel service's token put in by the skill: the tunnel is on its author's account. */
const AUTHOR_TOKEN = /\b(?:add-authtoken|authtoken|NGROK_AUTHTOKEN)\b|\s--token[\s=]+["']?[\w.-]{12,}/i;

/**
 * A host that is the user's own or a name to fill in: a placeholder (`your-server`, `<host>`, a variable), a
 * private or loopback address, or a local name. A reserved name (`.invalid`, `.test`, `example.com`, a
 * documentation range) is an ordinary outside host: tests and write-ups name an attacker's host that way.
 */
const OWN_HOST =
  /(?:^|[.-])(?:your|my)[\w-]*|\.(?:local|lan|internal|home|corp|localhost)$|^(?:localhost|host|server|remote|vps|hostname)$|^(?:10|127)\.|^192\.168\.|^172\.(?:1[6-9]|2\d|3[01])\.|[<>${}]/i;
const DOMAIN_OR_IP = /^(?:\d{1,3}(?:\.\d{1,3}){3}|[a-z0-9-]{1,63}(?:\.[a-z0-9-]{1,63})+)$/i;
/** ssh options that take a value: the token after one is not the destination. */
const VALUE_OPTION = /^-[bcDEeFIiJLlmOopRSWw]$/;

/** The outside host an ssh command line goes to (`user@host` or the first bare host), or undefined. */
function sshDestination(line: string): string | undefined {
  const at = /\s[\w.$-]{1,64}@([\w.-]{1,253})/.exec(line);
  if (at) return at[1];
  const tokens = line.slice(line.search(/\bssh\b/i)).split(/\s+/, 40);
  for (let i = 1; i < tokens.length; i++)
    if (DOMAIN_OR_IP.test(tokens[i]!) && !VALUE_OPTION.test(tokens[i - 1] ?? "")) return tokens[i];
  return undefined;
}
const outsideHost = (host: string | undefined): boolean =>
  host !== undefined && DOMAIN_OR_IP.test(host) && !OWN_HOST.test(host);

/** The server a chisel client dials: its first argument that reads as a host. */
function chiselServer(line: string): string | undefined {
  const tokens = line.slice(line.search(/\bchisel(?:\.exe)?\s+client\b/i)).split(/\s+/, 40);
  for (const t of tokens.slice(2)) {
    const h = /^["']?(?:https?:\/\/)?([\w.-]{1,253})(?::\d{1,5})?\/?["']?$/.exec(t)?.[1];
    if (h !== undefined && DOMAIN_OR_IP.test(h)) return h;
  }
  return undefined;
}

/** Whether the line at `index` hands a shell or login to an outside party (see the file's head). */
function tunnelled(f: AuditText, starts: readonly number[], l: AuditLine): boolean {
  const t = l.text;
  const near = (before: number, after: number) =>
    window(f.text, starts, lineOf(starts, l.index), before, after).text;
  if (SSH_REVERSE.test(t)) return outsideHost(sshDestination(t)) && UNSEEN.test(near(2, 2));
  if (AGENT_LOGIN.test(t)) {
    const w = near(6, 10);
    return UNSEEN.test(t) || SENT_OUT.test(w) || AUTHOR_TOKEN.test(w);
  }
  if (SHELL_SERVER.test(t)) {
    const w = near(8, 10);
    return PUBLIC_TUNNEL.test(w) && (UNSEEN.test(w) || SENT_OUT.test(w) || AUTHOR_TOKEN.test(w));
  }
  if (TMATE_KEYED.test(t)) return true;
  if (SESSION.test(t)) return SENT_OUT.test(near(4, 10));
  if (CHISEL_REVERSE.test(t)) return outsideHost(chiselServer(t));
  if (FRP_LOGIN.test(t)) {
    const server = FRP_SERVER.exec(FRP_SERVER.test(t) ? t : near(40, 40));
    return outsideHost(server?.[1] ?? server?.[2]);
  }
  return false;
}

/** The lines (hinted by the rule's words) that hand a shell or a remote login to an outside party; one hit a line. */
export function shellTunnel(f: AuditText, lines: readonly AuditLine[]): TextHit[] {
  const starts = startsOf(f);
  const out: TextHit[] = [];
  for (const l of lines) if (tunnelled(f, starts, l)) out.push({ index: l.index, length: l.text.length });
  return out;
}
