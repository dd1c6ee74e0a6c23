// When a named drop (a webhook, paste or tunnel host) is no drop for the chain pass (chain.ts): the line to read
// is the one that holds the address, and a tunnel the same page opens itself points back at the user's machine.
import { hostOf } from "./vocab.js";

/** A shell, PowerShell or cmd line that continues on the next one. */
const CONTINUED = /(?:\\|\s`|\s\^)\s*$/;

/**
 * Line `line` (1-based) of `text`, or when it does not hold `match`, the line of the same command (continued
 * with `\`, `` ` `` or `^`, at most 20 lines on) that does: a finding names a command's first line, the
 * address may stand three lines below it (`curl -s -d … \` … `https://api.telegram.org/bot$TOKEN/…`).
 */
export function dropLine(text: string, line: number, match: string): string {
  let from = 0;
  for (let k = 1; k < line && from !== -1; k++) from = text.indexOf("\n", from) + 1 || -1;
  if (from === -1) return "";
  let first: string | undefined;
  for (let k = 0; k <= 20; k++) {
    const to = text.indexOf("\n", from);
    const end = to === -1 ? text.length : to;
    const cur = text.slice(from, Math.min(end, from + 2000));
    first ??= cur;
    if (match === "" || cur.includes(match)) return cur;
    if (to === -1 || end - from > 2000 || !CONTINUED.test(cur)) break;
    from = to + 1;
  }
  return first ?? "";
}

/** Each tunnel service's hosts, and the command that opens one of its tunnels to a port of this machine. */
const TUNNELS: readonly (readonly [RegExp, RegExp])[] = [
  [/(?:^|\.)ngrok(?:-free)?\.(?:io|app|dev)$/i, /\bngrok\s+(?:http|tcp|tls|tunnel|start)\b/i],
  [/(?:^|\.)trycloudflare\.com$/i, /\bcloudflared\s+tunnel\b/i],
  [
    /(?:^|\.)(?:loca\.lt|localtunnel\.me)$/i,
    /\blt\s+--port\b|\blocaltunnel\s+--port\b|\bnpx\s+localtunnel\b/i,
  ],
  [/(?:^|\.)bore\.pub$/i, /\bbore\s+local\b/i],
  [
    /(?:^|\.)(?:serveo(?:usercontent)?\.(?:net|com)|lhr\.life|localhost\.run|pinggy\.(?:link|online|io))$/i,
    /\bssh\s+(?:-\w+\s+){0,4}-R\s/i,
  ],
];
const URLS = /\bhttps?:\/\/[^\s"'`<>)\]]{1,300}/gi;

/**
 * Every URL on `line` is a tunnel's, and the file opens a tunnel of that service itself (`ngrok http 5000`, then
 * "use the https URL as webhook endpoint"): the address publishes the user's own server, what is sent there comes
 * back here. A tunnel of another service, or a second host on the line, may be the real drop.
 */
export function ownTunnel(fileText: string, line: string): boolean {
  const hosts = (line.match(URLS) ?? []).map((u) => hostOf(u).replace(/:\d+$/, ""));
  if (hosts.length === 0) return false;
  const service = TUNNELS.find(([h]) => h.test(hosts[0]!));
  return service !== undefined && hosts.every((h) => service[0].test(h)) && service[1].test(fileText);
}
