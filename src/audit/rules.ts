// The audit rules: ONE table of data. Each rule has a stable id, a severity, a family (for recall
// figures and grouping), a one-line why, and either a pattern (a global regular expression run over a
// file's text), a check over a file's text (detectors/) or a check over its facts. Nothing here does
// I/O. A new rule is a row here, its detector, and its line in docs/SECURITY.md (plus its tests).
//
// Severity policy (docs/SECURITY.md#audit): `high` is kept for what a benign skill has no reason to
// contain (reverse shells, decoded payloads that run, credentials sent away, agent safety switched off,
// droppers, Trojan-source characters, compiled executables, links out of the skill), because
// `add`/`install` refuse on it by default. What benign skills also do (install one-liners, webhooks,
// long blobs, writing CLAUDE.md) is `medium`; what is only worth a look is `low`.

import { mentionedOnly } from "./context.js";
import {
  AGENT_FILE_HINTS,
  agentConfigTampering,
  agentConfigWrite,
  PERMISSION_HINTS,
  permissionBypass,
} from "./detectors/agent-config.js";
import {
  customIndex,
  DESTRUCTIVE,
  DESTRUCTIVE_HINTS,
  downloadExecute,
  downloadExecuteRaised,
  dropper,
  MINER,
  minerRun,
  NETWORK_TO_SHELL,
  persistence,
  pipeToShell,
  ransomware,
  remoteCodeExec,
  reverseShellStream,
} from "./detectors/execution.js";
import {
  CREDENTIAL_EXFIL_HINTS,
  credentialExfiltration,
  exfilHosts,
  publicIpUrls,
  secretsHarvest,
} from "./detectors/exfiltration.js";
import { FILE_RULES, pathEscapes } from "./detectors/files.js";
import {
  APPROVAL_BYPASS,
  APPROVAL_HINTS,
  AUTHORITY,
  AUTHORITY_HINTS,
  CONCEALMENT_HINTS,
  concealment,
  hiddenComments,
  OVERRIDE_HINTS,
  OVERRIDE_OTHER_LANGUAGES,
  overrideHits,
  phraseHits,
  REMOTE_INSTRUCTIONS,
  unquoted,
  zeroWidthMatters,
} from "./detectors/injection.js";
import { blobs, ENCODED_EXEC_HINTS, encodedExec, encodedPayload } from "./detectors/obfuscation.js";
import { secrets } from "./detectors/secrets.js";
import { snippetArgs } from "./detectors/shell-snippets.js";
import type { AuditRule } from "./rule-types.js";
import { CREDENTIAL_HINTS, CREDENTIAL_PATH, FETCH_HINTS } from "./vocab.js";

/** Hint words written `a|b|c` (one line a rule, whatever the formatter does with arrays). */
const words = (list: string): readonly string[] => list.split("|");

const EXFIL_HOST_HINTS = words(
  "webhook|requestbin|pipedream|ngrok|serveo|loca.lt|localtunnel|paste|hastebin|ghostbin|rentry|transfer.sh|0x0.st|termbin|file.io|interact.sh|oast.|burpcollaborator|canarytokens|glot.io|trycloudflare|controlc|justpaste|ix.io|sprunge|mega.nz|anonfiles|gofile|catbox|temp.sh|bashupload|discord|hooks.slack.com|api.telegram.org",
);

export const RULES: readonly AuditRule[] = [
  // injection: text that tries to take over the agent or hide what it does
  {
    id: "instruction-override",
    hints: OVERRIDE_HINTS,
    kind: "text",
    severity: "high",
    family: "injection",
    why: "tells the agent to drop its instructions: a prompt-injection phrase",
    check: (f, l) => overrideHits(f, l, false),
  },
  {
    id: "instruction-override-quoted",
    hints: OVERRIDE_HINTS,
    kind: "text",
    severity: "low",
    family: "injection",
    why: "quotes a prompt-injection phrase (often a description of attacks; check it is not one)",
    check: (f, l) => overrideHits(f, l, true),
  },
  {
    id: "injection-other-language",
    nonAscii: true,
    kind: "pattern",
    severity: "high",
    family: "injection",
    why: "a prompt-injection phrase in another language (drop earlier instructions, hide from the user)",
    pattern: OVERRIDE_OTHER_LANGUAGES,
  },
  {
    id: "authority-claim",
    hints: AUTHORITY_HINTS,
    kind: "text",
    severity: "high",
    family: "injection",
    why: "claims an approval or authority it cannot have (the user approved everything, the system says)",
    check: (f, l) => phraseHits(f, l, AUTHORITY, unquoted(f)),
  },
  {
    id: "approval-bypass",
    hints: APPROVAL_HINTS,
    kind: "text",
    severity: "medium",
    family: "injection",
    why: "tells the agent not to ask the user before acting",
    check: (f, l) => phraseHits(f, l, APPROVAL_BYPASS, unquoted(f)),
  },
  {
    id: "concealment",
    hints: CONCEALMENT_HINTS,
    kind: "text",
    severity: "high",
    family: "injection",
    why: "tells the agent to hide what it does from the user",
    check: concealment,
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
    hints: words("instructions|system prompt|directives|orders|commands to run|task|follow|execute|obey"),
    kind: "pattern",
    severity: "medium",
    family: "injection",
    why: "fetches instructions at run time: what the agent does is decided later, outside the reviewed skill",
    pattern: REMOTE_INSTRUCTIONS,
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
    why: "invisible Unicode tag characters or variation selectors can carry a hidden instruction (smuggling)",
    pattern: /[\u{e0000}-\u{e007f}]+|[\ufe00-\ufe0f]?[\u{e0100}-\u{e01ef}]{2,}|[\ufe00-\ufe0e]{3,}/gu,
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
    accept: zeroWidthMatters,
  },

  // agent: the agent's own configuration and safety controls
  {
    id: "agent-permission-bypass",
    hints: PERMISSION_HINTS,
    kind: "text",
    severity: "high",
    family: "agent",
    why: "switches the agent's permission prompts, sandbox or hooks off, or allows every tool",
    check: (f, l) => permissionBypass(f, l, true),
  },
  {
    id: "agent-permission-flag",
    hints: PERMISSION_HINTS,
    kind: "text",
    severity: "medium",
    family: "agent",
    why: "runs an agent with its permission prompts off (a headless sub-agent, or inside a container): check what it is given",
    check: (f, l) => permissionBypass(f, l, false),
  },
  {
    id: "agent-config-tampering",
    hints: AGENT_FILE_HINTS,
    kind: "text",
    severity: "high",
    family: "agent",
    why: "writes the agent's instructions, settings or MCP config with an injection, a bypass or a remote install",
    check: agentConfigTampering,
  },
  {
    id: "agent-config-write",
    hints: AGENT_FILE_HINTS,
    kind: "text",
    severity: "medium",
    family: "agent",
    why: "writes the agent's instruction, memory, settings or MCP file: check what it puts there",
    check: agentConfigWrite,
  },

  // obfuscation: content nobody can review
  {
    id: "encoded-exec",
    hints: ENCODED_EXEC_HINTS,
    kind: "text",
    severity: "high",
    family: "obfuscation",
    why: "decodes an encoded payload and runs it: the code that runs cannot be reviewed",
    check: encodedExec,
  },
  {
    id: "encoded-payload",
    kind: "text",
    severity: "high",
    family: "obfuscation",
    why: "an encoded, split or reversed string decodes to commands or to something another rule flags",
    check: encodedPayload,
  },
  {
    id: "powershell-encoded",
    hints: ["powershell", "pwsh"],
    kind: "pattern",
    severity: "high",
    family: "obfuscation",
    why: "runs a PowerShell command given encoded: what runs cannot be reviewed",
    pattern:
      /\b(?:powershell|pwsh)(?:\.exe)?\b[^\n]{0,300}\s-(?:e|ec|en|enc|enco|encodedcommand)\s+[A-Za-z0-9+/=]{20,20000}/gi,
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
    hints: words(
      "/dev/tcp|/dev/udp|nc |ncat|netcat|mkfifo|socat|pty.spawn|dup2|tcpclient|net.socket|fsockopen|rsocket|stdin|spawn|/inet/|telnet|getstream",
    ),
    kind: "pattern",
    severity: "high",
    family: "execution",
    why: "opens a shell for a remote machine (a reverse shell)",
    // A security skill shows one as an attacker's command; a skill that opens one does not say so.
    accept: (h, f) => !mentionedOnly(f, h.index),
    pattern:
      /\/dev\/(?:tcp|udp)\/[\w.$-]{1,253}\/[\d$]{1,10}|\b(?:nc|ncat|netcat)\b[^\n]{0,300}\s-(?:e|c)\s*["']?\S{0,100}(?:sh|bash|cmd(?:\.exe)?)\b|\bmkfifo\b[^\n]{0,300}\|\s*(?:nc|ncat|telnet|openssl\s+s_client)\b|\bsocat\b[^\n]{0,300}\b(?:exec|system):[^\n]{0,300}(?:sh|bash)|\bpty\.spawn\s*\(\s*["'](?:\/bin\/)?(?:ba)?sh|\bsocket\b[^\n]{0,200}\.connect\s*\([^\n]{0,200}\bos\.dup2\b|\bNew-Object\s+(?:System\.)?Net\.Sockets\.TCPClient\b[^\n]{0,300}\bGetStream\b|\bchild_process\b[^\n]{0,200}\bnet\.Socket\b[^\n]{0,200}\bpipe\b|\bopen\s*\(\s*STDIN\s*,\s*["']>&|\bfsockopen\s*\([^\n]{0,200}\b(?:exec|shell_exec|system|proc_open|passthru)\b|-rsocket\b[^\n]{0,200}\b(?:exec|spawn|IO\.popen)|\bspawn\s*\(\s*["'](?:\/bin\/)?(?:ba|z)?sh["'][^\n]{0,40}\)[^\n]{0,10}$|\/inet\/tcp\/\d{1,5}\/[\w.-]{1,253}\/\d{1,5}|\btelnet\s+\S{1,253}\s+\d{1,5}\s*\|\s*(?:\/bin\/)?(?:ba|z)?sh\b|\.GetStream\(\)[^\n]{0,600}\b(?:Invoke-Expression|iex)\b|\b(?:Invoke-Expression|iex)\b[^\n]{0,600}\.GetStream\(\)/gim,
  },
  {
    id: "network-to-shell",
    hints: words("dig|nslookup|host|drill|nc |ncat|netcat|socat|telnet|s_client|resolve-dnsname"),
    kind: "pattern",
    severity: "high",
    family: "execution",
    why: "runs what a DNS answer or a raw socket returns (commands in a TXT record): a server decides what runs",
    pattern: NETWORK_TO_SHELL,
  },
  {
    id: "ransomware",
    hints: words("openssl|gpg|fernet|aes|cipher|encrypt|protect-cmsmessage"),
    kind: "text",
    severity: "high",
    family: "execution",
    why: "encrypts the files of the home folder or the disk and deletes the originals or asks a ransom",
    check: ransomware,
  },
  {
    id: "reverse-shell-stream",
    hints: ["socket", "connect"],
    kind: "text",
    severity: "high",
    family: "execution",
    why: "connects a socket to a shell's input and output across lines (a reverse shell)",
    check: reverseShellStream,
  },
  {
    id: "pipe-to-shell-untrusted",
    hints: FETCH_HINTS,
    kind: "text",
    severity: "high",
    family: "execution",
    why: "pipes a download into a shell from plain http, a raw IP or a paste host, with TLS checks off or sudo",
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
    id: "download-execute-raised",
    hints: words("curl|wget|iwr|invoke-webrequest|bitsadmin|certutil|urlretrieve"),
    kind: "text",
    severity: "high",
    family: "execution",
    why: "downloads a program and runs it hidden: chmod then run, a temporary or dot path, plain http or no TLS checks",
    check: downloadExecuteRaised,
  },
  {
    id: "download-execute",
    hints: words("curl|wget|iwr|invoke-webrequest|bitsadmin|certutil|urlretrieve"),
    kind: "text",
    severity: "medium",
    family: "execution",
    why: "downloads a file and runs it (or makes it executable): code from outside the reviewed skill",
    check: downloadExecute,
  },
  {
    id: "remote-code-exec",
    hints: words("fetch|urlopen|requests.get|httpx.get|axios.get|http.get|https.get"),
    kind: "text",
    severity: "high",
    family: "execution",
    why: "runs code fetched over the network (eval or exec of a response): what runs is decided by a server",
    check: remoteCodeExec,
  },
  {
    id: "dropper",
    hints: words("paste|copy|terminal|password|passcode|-p|quarantine|spctl|exclusion|defender"),
    kind: "text",
    severity: "high",
    family: "execution",
    why: "a dropper: paste a command from a link into a terminal, a password-protected archive, OS checks lifted",
    check: dropper,
  },
  {
    id: "custom-package-index",
    hints: words("index|registry|--source|find-links| -i | -f |http"),
    kind: "text",
    severity: "high",
    family: "execution",
    why: "installs packages from an unknown index or URL: whoever runs that host decides what is installed",
    check: customIndex,
  },
  {
    id: "persistence",
    hints: words(
      "crontab|cron|launchagents|launchdaemons|systemd|.service|schtasks|currentversion|.bashrc|.zshrc|.bash_profile|.profile|.zprofile|.git/hooks|startup|scheduledtask|runatload|@reboot",
    ),
    kind: "text",
    severity: "high",
    family: "execution",
    why: "installs something that runs again later (cron, launch agent, service, shell profile, git hook) and fetches or sends data",
    check: persistence,
  },
  {
    id: "crypto-miner",
    hints: words(
      "xmrig|t-rex|nbminer|lolminer|cpuminer|minerd|ethminer|phoenixminer|gminer|nanominer|srbminer|teamredminer|xmr-stak|stratum|coinhive|cryptominer|cryptonight|supportxmr|minexmr|nanopool|2miners|f2pool|hashvault|moneroocean",
    ),
    kind: "pattern",
    severity: "high",
    family: "execution",
    why: "runs a cryptocurrency miner or connects to a mining pool",
    pattern: MINER,
    accept: minerRun,
  },
  {
    id: "destructive-command",
    hints: DESTRUCTIVE_HINTS,
    kind: "pattern",
    severity: "high",
    family: "execution",
    why: "destroys data: deletes a home or system folder, overwrites a disk, shadow copies or a remote's history",
    pattern: DESTRUCTIVE,
    // "Attacker: ?dir=; rm -rf /" in a code-review skill shows an injection; it runs nothing.
    accept: (h, f) => !mentionedOnly(f, h.index),
  },

  // exfiltration: data leaving the machine
  {
    id: "credential-exfiltration",
    hints: CREDENTIAL_EXFIL_HINTS,
    kind: "text",
    severity: "high",
    family: "exfiltration",
    why: "reads a credential file or dumps the environment next to something that sends data away",
    check: credentialExfiltration,
  },
  {
    id: "secrets-harvest",
    hints: words("collect|gather|harvest|grab|extract|dump|steal|copy"),
    kind: "text",
    severity: "high",
    family: "exfiltration",
    why: "collects keys, tokens or passwords and sends them somewhere (a request, a reply, a push)",
    check: secretsHarvest,
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
    hints: EXFIL_HOST_HINTS,
    kind: "text",
    severity: "medium",
    family: "exfiltration",
    why: "names a webhook, paste or tunnel host: a common drop for stolen data",
    check: exfilHosts,
  },
  {
    id: "ip-address-url",
    hints: words("://1|://2|://3|://4|://5|://6|://7|://8|://9"),
    kind: "text",
    severity: "low",
    family: "exfiltration",
    why: "a URL to a raw public IP address: no name to check, often a payload or collection server",
    check: publicIpUrls,
  },

  // secrets
  {
    id: "hardcoded-secret",
    hints: words(
      "akia|asia|ghp_|gho_|ghu_|ghs_|ghr_|github_pat_|glpat-|xox|sk_live_|rk_live_|aiza|sk-|npm_|pypi-|sg.|hf_|private key",
    ),
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
  ...FILE_RULES,
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

/** The rule with `id`, or undefined. */
export const ruleById = (id: string): AuditRule | undefined => RULES.find((r) => r.id === id);
