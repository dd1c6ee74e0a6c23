// Audit rules of one family: code fetched or started from outside the skill.
// Rows of the table that index.ts joins.

import { inShownPayload, mentionedOnly } from "../context.js";
import { ARGV_HINTS, reverseShellArgv } from "../detectors/argv-commands.js";
import { LOLBIN_CRADLE, lolbinRun } from "../detectors/download-cradles.js";
import { DROPPER_GATES, dropper } from "../detectors/dropper.js";
import { DROPPER_CUE_HINTS } from "../detectors/dropper-cues.js";
import {
  BACKDOOR_ACCESS,
  downloadExecute,
  downloadExecuteRaised,
  LOG_WIPE,
  MINER,
  minerRun,
  NETWORK_TO_SHELL,
  pipeToShell,
  ransomware,
} from "../detectors/execution.js";
import {
  FETCHED_PROGRAM_HINTS,
  fetchedCodeRunRaised,
  fetchedProgramRun,
} from "../detectors/fetched-program.js";
import { fetchedCodeRun } from "../detectors/fetched-run.js";
import { imageRegistryLookalike } from "../detectors/image-registry.js";
import { LOLBIN_REMOTE_HINTS } from "../detectors/lolbin-remote.js";
import { indexSources } from "../detectors/package-owner.js";
import { packageSubstitutes } from "../detectors/package-substitute.js";
import { persistence } from "../detectors/persistence.js";
import { persistenceFromFile } from "../detectors/persistence-file.js";
import {
  PRIVILEGE_ESCALATION,
  PRIVILEGE_FLOW_HINTS,
  PRIVILEGE_HINTS,
  privilegeFlow,
} from "../detectors/privilege.js";
import { REMOTE_ACCESS_HINTS, remoteAccess } from "../detectors/remote-access.js";
import { remoteCodeExec } from "../detectors/remote-code.js";
import { RUNNER_HINTS } from "../detectors/remote-runners.js";
import {
  portProbe,
  REVERSE_SHELL,
  REVERSE_SHELL_HINTS,
  REVERSE_SHELL_STREAM_GATES,
  reverseShellStream,
} from "../detectors/reverse-shell.js";
import { SHELL_BOT_HINTS, shellBot } from "../detectors/shell-bots.js";
import { reverseShellProse } from "../detectors/shell-prose.js";
import { shellTunnel } from "../detectors/shell-tunnel.js";
import { SOURCE_CHECKS_OFF_HINTS, sourceChecksOff } from "../detectors/source-checks-off.js";
import { SPLIT_SCHEME_HINTS, splitSchemeRun } from "../detectors/split-scheme.js";
import { typosquats } from "../detectors/supply-chain.js";
import { VENDOR_HINTS, vendorLookalike } from "../detectors/vendor-lookalike.js";
import { words } from "../hints.js";
import type { AuditRule, AuditSkillView } from "../rule-types.js";
import { FETCH_HINTS } from "../vocab.js";

const PERSIST_FILE_WHY =
  "installs a file the skill ships where it runs again later (a git hook, a crontab, an autostart entry, a service or launch agent), and that file fetches and runs code, sends data or starts a hidden program: read the file and drop the install";

/** The pipe rules read pipes, cradles and one-step runners of a URL (remote-runners.ts). */
const PIPE_HINTS = [...FETCH_HINTS, ...RUNNER_HINTS];

/** Hint words written `a|b|c` (one line a rule, whatever the formatter does with arrays). */

export const EXECUTION_RULES: readonly AuditRule[] = [
  // execution: code fetched or started from outside the skill
  {
    id: "reverse-shell",
    hints: REVERSE_SHELL_HINTS,
    kind: "pattern",
    severity: "high",
    family: "execution",
    why: "opens a shell for a remote machine (a reverse shell)",
    // A security skill shows one as an attacker's command; a skill that opens one does not say so.
    accept: (h, f) => !mentionedOnly(f, h.index) && !portProbe(f, h),
    pattern: REVERSE_SHELL,
  },
  {
    // Round 28: the same shells started by a program with an argument list (Go, Rust, Python, Node, Ruby, C#).
    id: "reverse-shell-argv",
    hints: ARGV_HINTS,
    kind: "text",
    severity: "high",
    family: "execution",
    why: "starts a reverse shell from a program, the command given as an argument list (nc with -e, a named pipe into nc or openssl, socat exec): the far host runs commands here",
    check: (f, l) => reverseShellArgv(f, l).filter((h) => !mentionedOnly(f, h.index)),
  },
  {
    id: "reverse-shell-chat",
    hints: SHELL_BOT_HINTS,
    kind: "text",
    severity: "high",
    family: "execution",
    why: "runs the text of chat messages as commands (a Telegram, Discord or Slack bot's handler passing the message to a shell) and sends the output back: whoever writes in the chat controls this machine; map keywords to fixed commands instead",
    check: (f, l) => shellBot(f, l).filter((h) => !mentionedOnly(f, h.index)),
  },
  {
    // Round 29: remote control through a remote-access tool instead of a socket.
    id: "remote-access-handover",
    hints: REMOTE_ACCESS_HINTS,
    kind: "text",
    severity: "high",
    family: "execution",
    why: "hands remote control of this machine to whoever wrote the skill: joins a mesh network (Tailscale, NetBird, ZeroTier) with a key or network id written in the skill, sets a remote desktop's (RustDesk, AnyDesk, TeamViewer, VNC) password in the skill or sends its ID away, or enrols a tunnel or remote monitoring agent (cloudflared, ScreenConnect, Atera) to the skill's account; let the user join their own network and set their own password",
    check: (f, l) => remoteAccess(f, l).filter((h) => !mentionedOnly(f, h.index)),
  },
  {
    id: "reverse-shell-prose",
    hints: words("shell|bash|zsh|cmd|powershell|terminal|command prompt"),
    kind: "text",
    severity: "high",
    family: "execution",
    why: "tells the agent in prose to hand a shell to a remote host and port (a reverse or bind shell: a connection back with a shell attached, so the far side runs commands)",
    check: reverseShellProse,
  },
  {
    id: "network-to-shell",
    hints: words("dig|nslookup|host|drill|nc |ncat|netcat|socat|telnet|s_client|resolve-dnsname"),
    kind: "pattern",
    severity: "high",
    family: "execution",
    why: "runs what a DNS answer or a raw socket returns (commands in a TXT record): a server decides what runs",
    pattern: NETWORK_TO_SHELL,
    // A scanner's `grep -E 'ncat\s|bash'` looks for the shape; it runs nothing.
    accept: (h, f) => !mentionedOnly(f, h.index),
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
    hints: words(
      "socket|connect|fsockopen|tcpstream|tcpclient|net.dial|websocket|while true|while :|while 1|while ($true)|while($true)|while (true)|while(true)|while (1)|while(1)|for (;;)|for(;;)|setinterval|loop {",
    ),
    kind: "text",
    severity: "high",
    family: "execution",
    why: "connects a socket to a shell's input and output across lines, or runs what the socket sends (a reverse shell)",
    gates: REVERSE_SHELL_STREAM_GATES,
    // A cheat sheet's one-liner to a placeholder host reaches nobody (context.ts, inShownPayload).
    check: (f, l, g) => reverseShellStream(f, l, g).filter((h) => !inShownPayload(f, h.index)),
  },
  {
    id: "shell-tunnel",
    hints: words(
      "ssh|ngrok|cloudflared|bore local|chisel|frpc|localport|local_port|tmate|upterm|sshx|tty-share|ttyd|gotty|wetty|shellinabox",
    ),
    kind: "text",
    severity: "high",
    family: "execution",
    why: "hands this machine's shell or remote login to someone else: a reverse tunnel (ssh -R, frp, chisel) to an outside host, a tunnelling agent (ngrok, cloudflared, bore) exposing ssh, RDP or a web terminal out of sight or with its link sent away, or a shared terminal (tmate, upterm, sshx) whose link is sent off",
    // A write-up of attackers' tunnels shows the command; it opens nothing.
    check: (f, l) => shellTunnel(f, l).filter((h) => !mentionedOnly(f, h.index)),
  },
  {
    id: "pipe-to-shell-untrusted",
    hints: PIPE_HINTS,
    kind: "text",
    severity: "high",
    family: "execution",
    why: "pipes a download into a shell from plain http, a raw IP, a paste or file-sharing host, a gist or a host anyone gets in a minute (tunnel, dynamic DNS, free app hosting, shortener), with TLS checks off or sudo, out of sight (silenced, in the background, a hidden window), into python, node, perl, ruby or php from a host that ships no installer that way, or from a package's install hook; the same for a tool that fetches and runs a URL or repository in one step (kubectl apply -f URL, npx, bunx or dlx of a repository, pipx, uvx, uv, deno or nix run, Add-AppxPackage -Uri, ms-appinstaller, msiexec /i, rpm or dnf of a URL, R's source of a URL), also with the tool's own checks lifted (--accept-flake-config, --nogpgcheck, deno -A)",
    check: (f, l) => pipeToShell(f, l, "untrusted"),
  },
  {
    // Round 21: the same pipe from a host no vendor's, where the text makes it an order the user does not see.
    id: "pipe-to-shell-ordered",
    hints: PIPE_HINTS,
    kind: "text",
    severity: "high",
    family: "execution",
    why: "pipes a download from a host that is no vendor's into a shell as a standing order (every session, before each task), without asking or telling the user, or where it runs by itself (an agent's rules file, .envrc, a script the skill's hook runs, an editor's tasks file, an MSBuild, Gradle, Zig, Make, CMake or Meson build file, a Rake task, pytest's conftest.py, a Python .pth file, site hook or setup.py, Cargo's build.rs, a git hook, a dev container, a CI workflow, a JavaScript build or test config, a Go init or go:generate line, a program of the skill that hands the pipe to a shell itself: subprocess, child_process, exec.Command, a Swift build plugin)",
    check: (f, l) => pipeToShell(f, l, "ordered"),
  },
  {
    id: "pipe-to-shell",
    hints: PIPE_HINTS,
    kind: "text",
    severity: "medium",
    family: "execution",
    why: "pipes a download into a shell, or hands a URL or repository to a tool that fetches and runs it: whatever the server sends at that moment runs, unreviewed",
    check: (f, l) => pipeToShell(f, l, "plain"),
  },
  {
    id: "download-execute-raised",
    hints: words(
      "curl|wget|iwr|invoke-webrequest|bitsadmin|bitstransfer|certutil|urlretrieve|downloadfile|getstore|copy('http|copy(\"http|certreq",
    ),
    kind: "text",
    severity: "high",
    family: "execution",
    why: "downloads a program and runs it hidden: chmod then run, a temporary or dot path, plain http or no TLS checks, or where it runs by itself or as a standing or hidden order",
    check: downloadExecuteRaised,
  },
  {
    id: "download-execute",
    hints: words(
      "curl|wget|iwr|invoke-webrequest|bitsadmin|bitstransfer|certutil|urlretrieve|downloadfile|getstore|copy('http|copy(\"http|certreq",
    ),
    kind: "text",
    severity: "medium",
    family: "execution",
    why: "downloads a file and runs it, installs it as a package, or makes it executable: code from outside the reviewed skill",
    check: downloadExecute,
  },
  {
    id: "lolbin-download-run",
    hints: words(`mshta|regsvr32|rundll32|wmic|certutil|bitsadmin|msiexec|${LOLBIN_REMOTE_HINTS}`),
    kind: "pattern",
    severity: "high",
    family: "execution",
    why: "a Windows system program fetches code from a URL and runs it (mshta, regsvr32 /i:, rundll32, wmic /format:, a program saved by certutil or bitsadmin, a quiet msiexec of a URL): a malware download cradle",
    pattern: LOLBIN_CRADLE,
    accept: lolbinRun,
  },
  {
    id: "remote-code-exec",
    hints: words(
      "fetch|urlopen|requests.get|httpx.get|axios.get|http.get|https.get|uri.open|net::http|file_get_contents|get(\"http|get('http|open(\"http|open('http",
    ),
    kind: "text",
    severity: "high",
    family: "execution",
    why: "runs code fetched over the network (eval or exec of a response): what runs is decided by a server",
    check: remoteCodeExec,
  },
  {
    // Round 29: the same, the response kept in a name, returned by a helper or passed to one, run lines later.
    id: "fetched-code-run",
    hints: words(
      "exec|eval|function(|function (|vm.run|vm.script|invoke-expression|iex|scriptblock|load(|loadstring|instance_eval|class_eval|module_eval|sh -c|/dev/stdin",
    ),
    kind: "text",
    // Medium (round 29): on published skills it refused about as many as it caught; see docs/AUDIT-HISTORY.md.
    severity: "medium",
    family: "execution",
    why: "fetches code over the network, keeps it in a name or returns it from a helper, and runs it later in the file (exec, eval, a Function constructor, Invoke-Expression, load): what runs is whatever the server sends; ship the code in the skill instead",
    check: fetchedCodeRun,
  },
  {
    // Round 30: the same, the request's TLS checks off or the code run by itself (a WordPress hook, a Go init).
    id: "fetched-code-run-raised",
    hints: words(
      "exec|eval|function(|function (|vm.run|vm.script|invoke-expression|iex|scriptblock|load(|loadstring|instance_eval|class_eval|module_eval|sh -c|/dev/stdin",
    ),
    kind: "text",
    severity: "high",
    family: "execution",
    why: "fetches code over the network and runs it (exec, eval, a Function constructor, Invoke-Expression) with the request's TLS checks off or from code that runs by itself (a WordPress hook on every page load, a Go init, Python's site hooks, setup.py, conftest.py, build.rs): anyone on the path or that host decides what runs; ship the code in the skill instead",
    check: fetchedCodeRunRaised,
  },
  {
    // Round 30: a program (not a script's text) fetched by code, made executable and started by the same code.
    id: "fetched-program-run",
    hints: FETCHED_PROGRAM_HINTS,
    kind: "text",
    severity: "high",
    family: "execution",
    why: "code downloads a program from a host that is no vendor's, registry's or forge's and not the product's own, makes it executable (or it is a Windows program) and starts it (urlretrieve then os.chmod then subprocess, http.Get then os.OpenFile 0755 then exec.Command, GetByteArrayAsync then Process.Start): whatever that host serves runs on the user's machine; ship the program in the skill, or install it from its vendor or a registry",
    check: fetchedProgramRun,
  },
  {
    id: "dropper",
    hints: [
      ...words(
        "paste|copy|terminal|password|passcode|passphrase|unlock|archive key|-p|quarantine|spctl|exclusion|defender|anyway|smartscreen|gatekeeper|right-click|right click|xattr|pass:|passwort|kennwort|contrase|senha|mot de passe|wachtwoord|.zip|.rar|.7z|win+r|win + r|windows+r|windows + r|run dialog|ctrl+v|://|drag|enable content|enable macros|enable editing|outdated|out of date|update required|upgrade required|must be updated|critical update|critical security update|needs update|need update|needs an update|need an update|urgent update|search-ms|search:|davwwwroot|load unpacked|--load-extension|from vsix|--install-extension|privacy & security|xprotect|todas formas|trotzdem|quand m|assim mesmo|mesmo assim|enablemsappinstallerprotocol",
      ),
      ...DROPPER_CUE_HINTS,
    ],
    kind: "text",
    severity: "high",
    family: "execution",
    why: 'a dropper: paste a command from a link into a terminal, a password-protected archive, OS checks lifted, an order to download a program and run it hidden, from a hidden folder or without telling the user, or a linked file that runs when opened (a Windows script or shortcut, a console, a macro document, a macOS or Linux launcher, a disk image), macros enabled, a download dragged onto Terminal, a fake browser update or a remote share, a program dressed as a document (`Invoice.pdf.exe`), antivirus or real-time protection switched off for a download, an archive said to be protected beside a linked one, Windows\' App Installer protocol switched back on, or the platform\'s warning on a linked program or plugin archive overridden ("ignore the warning", "if it warns that it is not from the directory, continue")',
    gates: DROPPER_GATES,
    check: dropper,
  },
  {
    id: "vendor-download-elsewhere",
    hints: VENDOR_HINTS,
    kind: "text",
    severity: "high",
    family: "execution",
    why: "links a well-known vendor's program (Zoom, Teams, Homebrew, Chrome, AnyDesk, …) on a host that vendor does not own, named after the product in the host or the file: the fake download pages of stealer campaigns look like this; link the vendor's own download page or a registry instead",
    check: vendorLookalike,
  },
  {
    id: "split-scheme-run",
    hints: SPLIT_SCHEME_HINTS,
    kind: "text",
    severity: "high",
    family: "execution",
    why: 'cuts a link\'s scheme into pieces (`"ht" + "tps://…"`, `set h=htt`, `P2=tps://…`) and runs what the joined link serves (`mshta`, `iex`, `eval`, a pipe into a shell): the address is cut only so it is not read; write the link whole, or drop the download-and-run',
    check: splitSchemeRun,
  },
  {
    id: "custom-package-index",
    hints: words(
      "index|registry|--source|find-links| -i | -f |http|trusted-host|trusted_host|insecure-host|insecure_host|-insecure|goinsecure|gonosumdb|gosumdb|gonosumcheck|conda|mamba",
    ),
    kind: "text",
    severity: "high",
    family: "execution",
    why: "installs packages from an unknown index or URL, or sets one as any manager's source (command, settings file or prose; signed managers only with checks off), or points any other ecosystem's registry, mirror, feed or gallery at a host that looks attacker-run or trusts it with checks off: whoever runs that host decides what is installed",
    // pip/npm index options (package-index.ts), then every other manager's sources and settings files; one hit a
    // line. A registry that reads as a company's own goes to the next row (package-owner.ts).
    check: (f, l) => indexSources(f, l).high,
  },
  {
    // Round 31: any manager's or plugin's fetch (WordPress updates, Pulumi and Terraform plugins, charts, apt
    // sources) with its TLS, checksum or signature check off, beside a URL on an outside host that code comes from.
    id: "source-checks-off",
    hints: SOURCE_CHECKS_OFF_HINTS,
    kind: "text",
    severity: "high",
    family: "execution",
    why: "fetches code or packages from an outside host with the fetch's TLS, checksum or signature check turned off (an update server with sslverify off, a plugin mirror whose builds skip their checksums, a repository trusted without its key): whoever runs or sits in front of that host decides what runs; take the vendor's own source and leave the checks on",
    check: sourceChecksOff,
  },
  {
    // Round 29: a container image pulled from a host passing for Docker Hub, GHCR, Quay or GCR.
    id: "image-registry-lookalike",
    hints: words("from |docker|podman|nerdctl|crictl|image:|registry-mirrors"),
    kind: "text",
    severity: "high",
    family: "execution",
    why: "pulls a container image from a registry host that passes for a well-known one (Docker Hub, GHCR, Quay, GCR, MCR) without being it, or sends every pull through such a mirror: the image runs whatever that host serves under the official name; pull from the real registry",
    check: imageRegistryLookalike,
  },
  {
    id: "package-index-company",
    hints: words(
      "index|registry|--source|find-links| -i | -f |http|trusted-host|trusted_host|insecure-host|insecure_host|-insecure|goinsecure|gonosumdb|gosumdb|gonosumcheck|conda|mamba",
    ),
    kind: "text",
    severity: "medium",
    family: "execution",
    why: "installs packages from a registry that reads as a company's own (the user's credentials asked, a registry product's path, or a host on the domain of the file's other links): check that it is your organisation's, since whoever runs it decides what is installed",
    check: (f, l) => indexSources(f, l).company,
  },
  {
    id: "typosquat-package",
    // A pin (`==1.2`) finds requirements files; `==` alone is on every other line of code.
    hints: words(
      "install|npx|bunx|dlx|yarn add|pnpm add|bun add|uv add|poetry add|dependencies|==0|==1|==2|==3|==4|==5|==6|==7|==8|==9|>=0|>=1|>=2|>=3|>=4|>=5|>=6|>=7|>=8|>=9",
    ),
    kind: "text",
    severity: "high",
    family: "execution",
    why: "installs a package whose name is a popular one's with a typo (letters swapped, one left out or doubled, a look-alike letter): a typosquat",
    check: typosquats,
  },
  {
    id: "package-substitute",
    hints: words("git+|github:|gitlab:|bitbucket:|github.com/|gitlab.com/|.whl|.tgz|.tar.gz|npm:"),
    kind: "text",
    severity: "high",
    family: "execution",
    why: "installs a popular package from somewhere other than its own project (a fork under another owner, a package file the skill ships, an alias to another package): every import of the name runs the substitute",
    check: packageSubstitutes,
  },
  {
    id: "persistence",
    hints: words(
      "crontab|cron|launchagents|launchdaemons|systemd|.service|schtasks|currentversion|.bashrc|.zshrc|.bash_profile|.profile|.zprofile|.git/hooks|startup|scheduledtask|runatload|@reboot|login item|loginhook|logouthook|fsmonitor|hookspath|hooks/pre-|hooks/post-|hooks/prepare-|hooks/commit-|hooks\\pre-|hooks\\post-|.husky|folderopen|autostart|$profile|profile.ps1|sitecustomize|usercustomize|.pth|config.fish|/etc/profile|bash.bashrc|/etc/zsh|rc.local|init.d|/etc/rc|.ssh/rc|.ssh\\rc|/var/spool/cron|eventfilter|eventconsumer|filtertoconsumerbinding|register-wmievent|register-cimindicationevent|winlogon|sc create|sc.exe create|new-service|shell config|shell's config|zsh config|bash config|fish config|shell startup|zsh startup|bash startup|shell init|shell profile|shell rc|scheduled task|launch agent|launch daemon|at every log|on every log|at each log|on each log|at every boot|on every boot|at each boot|on each boot|at every reboot|on every reboot|at every start|on every start|at each start|on each start|marrage|iniciar sesi|inicio autom|alias.|.zshenv|.zlogin|.bash_login|.kshrc|.tcshrc|.cshrc|userinitmprlogonscript|update-motd|execstart|execstop|execreload|exec=|programarguments|* * *|at now|at midnight|at noon|at teatime|at tomorrow|at -f|sessionstart|sessionend|userpromptsubmit|pretooluse|posttooluse|subagentstop|precompact|beforeagent|afteragent|beforetool|aftertool|beforemodel",
    ),
    kind: "text",
    severity: "high",
    family: "execution",
    why: "installs something that runs again later (cron, launch agent, service, shell profile, git hook) that fetches, sends data or hides",
    check: persistence,
  },
  {
    // Round 28: the job's command kept in another file of the skill that the SKILL.md installs.
    id: "persistence-from-file",
    kind: "skill",
    severity: "high",
    family: "execution",
    why: PERSIST_FILE_WHY,
    check: (skill: AuditSkillView) => persistenceFromFile(skill, PERSIST_FILE_WHY),
  },
  {
    id: "backdoor-access",
    hints: words(
      "authorized_keys|nopasswd|useradd|/etc/passwd|u+s|chmod 4|chmod 24|chmod 44|chmod 64|localgroup|add-localgroupmember",
    ),
    kind: "pattern",
    severity: "high",
    family: "execution",
    why: "plants a way back in: an outside SSH key in authorized_keys, passwordless sudo for everything, a second root account, a new Windows administrator with a password the skill sets, or a set-uid shell",
    pattern: BACKDOOR_ACCESS,
    accept: (h, f) => !mentionedOnly(f, h.index),
  },
  {
    id: "privilege-escalation",
    hints: PRIVILEGE_HINTS,
    kind: "pattern",
    severity: "high",
    family: "execution",
    why: "sets up a way to root: sudo without a password for a shell, set-uid or root capabilities on an interpreter, a path root runs made writable by all, UAC off",
    pattern: PRIVILEGE_ESCALATION,
    accept: (h, f) => !mentionedOnly(f, h.index),
  },
  {
    id: "privilege-escalation-flow",
    hints: PRIVILEGE_FLOW_HINTS,
    kind: "text",
    severity: "high",
    family: "execution",
    why: "sets up a way to root over a few lines: a set-uid copy of a shell, a new account put in an admin group, a folder made root-owned and writable by all",
    check: (f, l) => privilegeFlow(f, l).filter((h) => !mentionedOnly(f, h.index)),
  },
  {
    id: "log-wipe",
    hints: words("/var/log/|journalctl|wevtutil|clear-eventlog|auditctl|fsutil|winevt"),
    kind: "pattern",
    severity: "high",
    family: "execution",
    why: "erases traces: empties or deletes the system's login, audit or security logs, or clears the event logs",
    pattern: LOG_WIPE,
    accept: (h, f) => !mentionedOnly(f, h.index),
  },
  {
    id: "crypto-miner",
    hints: words(
      "xmrig| -u 4|--user 4|--user=4|t-rex|nbminer|lolminer|cpuminer|minerd|ethminer|phoenixminer|gminer|nanominer|srbminer|teamredminer|xmr-stak|stratum|coinhive|cryptominer|cryptonight|supportxmr|minexmr|nanopool|2miners|f2pool|hashvault|moneroocean",
    ),
    kind: "pattern",
    severity: "high",
    family: "execution",
    why: "runs a cryptocurrency miner or connects to a mining pool",
    pattern: MINER,
    accept: minerRun,
  },
];
