// Persistence: something installed to run again later (cron, launch agent, service, shell profile, git hook)
// that fetches and runs, sends data or starts a hidden program, and the benign jobs users ask for beside it.
import { inCodeBlock, mentionedOnly, SHOWS_ATTACK } from "../context.js";
import { discussedOnly } from "../context-discussed.js";
import { profileAsSetting, profileLiteral } from "../context-setting.js";
import type { AuditLine, AuditText, TextHit } from "../rule-types.js";
import { eachMatch, escapeRe, lineAt, lineOf, startsOf, window } from "../text.js";
import { CREDENTIAL_PATH, NETWORK_SINK, PROSE_SINK } from "../vocab.js";
import { assignmentAbove } from "./assigned.js";
import { SAVED_AS, SAVED_AS_URL_NAME } from "./execution.js";

/**
 * Round 10: more places that start a program again later: login items and login hooks, git's fsmonitor and
 * hooks folder, editor tasks run on folder open, XDG autostart, the PowerShell profile, Python's .pth and
 * customize modules, fish and system-wide shell profiles, rc.local and init scripts, WMI event subscriptions,
 * Winlogon, Windows services.
 */
const MORE_PLACES = [
  String.raw`\bmake\s+(?:new\s+)?login\s+item\b|\bLog(?:in|out)Hook\b|\bshell:startup\b`,
  String.raw`\bcore\.(?:fsmonitor|hooksPath)\b|\bhooks[\\/](?:pre|post|prepare|commit)-[\w-]{2,30}\b|\.husky[\\/]`,
  String.raw`\bfolderOpen\b|\bautostart[\\/]`,
  String.raw`(?:Add-Content|Set-Content|Out-File|New-Item)\b[^\n]{0,80}\$PROFILE\b|>>\s*\$PROFILE\b|\$PROFILE\.(?:CurrentUser|AllUsers)\w{0,20}|\bprofile\.ps1\b|\b(?:sitecustomize|usercustomize)\.py\b|site-packages[\\/][\w.-]{0,80}\.pth\b|\bopen\([^\n]{0,160}\.pth["'][^\n]{0,30}["'][wa]\+?["']|>{1,2}\s*["']?[^\s"'>]{0,200}\.pth\b|\btee\s+(?:-a\s+)?["']?[^\s"']{0,200}\.pth\b`,
  String.raw`\bconfig\.fish\b|\/etc\/(?:profile\.d\/|profile\b|bash\.bashrc\b|zsh\/|rc\.local\b|init\.d\/|rc\d?\.d\/|update-motd\.d\/)|\.ssh[\\/]rc\b|\/var\/spool\/cron\b`,
  // Round 12: a git alias that runs a shell command, the shell's other start-up files, the Windows logon script.
  String.raw`\bgit\s+config\s+(?:--global\s+|--system\s+)?alias\.[\w-]{1,30}\s+["']?!|(?<![\w-])\.(?:zshenv|zlogin|bash_login|kshrc|tcshrc|cshrc)\b|\bUserInitMprLogonScript\b`,
  String.raw`\b__EventFilter\b|\b(?:CommandLine|ActiveScript)EventConsumer\b|\b__FilterToConsumerBinding\b|\bRegister-(?:WmiEvent|CimIndicationEvent)\b|\bWinlogon\b|\bsc(?:\.exe)?\s+create\b|\bNew-Service\b`,
  // Round 14: the Startup folder asked of the runtime, a .pth file put in site-packages found at run time.
  // Round 15: an agent's hook events (Claude Code, Gemini CLI) set in JSON or code: they run at every session or prompt.
  String.raw`["'.](?:SessionStart|SessionEnd|UserPromptSubmit|PreToolUse|PostToolUse|SubagentStop|PreCompact|BeforeAgent|AfterAgent|BeforeTool|AfterTool|BeforeModel)\b["']?\s*[:=]`,
  // Round 28: a unit, agent or autostart file the skill ships, read by its command line: a systemd unit's
  // `ExecStart=`, a launchd plist's `ProgramArguments`, an XDG autostart entry's `Exec=`.
  String.raw`^\s*Exec(?:Start(?:Pre|Post)?|Reload|Stop)?\s*=|<key>\s*ProgramArguments\s*<\/key>`,
  // …and an `at` job.
  String.raw`\|\s*at\s+(?:now|midnight|noon|teatime|tomorrow)\b|\bat\s+-f\s`,
  String.raw`\bGetFolderPath\(\s{0,3}(?:["']|\[Environment\+SpecialFolder\]::|Environment\.SpecialFolder\.)?(?:Common)?Startup\b|\b(?:getsitepackages|getusersitepackages|get_path\(\s{0,3}["']purelib)\b[^\n]{0,160}\.pth["']`,
].join("|");

/** A scheduler, a service unit or a shell profile named by command or path (the only way a script installs one). */
export const SCHEDULER_CMD = new RegExp(
  String.raw`\bcrontab\b|\/etc\/cron|\blaunchctl\s+(?:submit|load|bootstrap)\b|\bLaunchAgents\b|\bLaunchDaemons\b|\bsystemd\b|(?<!["']\.{1,2}\/[\w./-]{0,80})\.service\b(?!\.\w)|\bschtasks\b|CurrentVersion\\Run|(?<![\w-])\.(?:bashrc|zshrc|bash_profile|profile|zprofile)\b|\.git\/hooks\/|\bStartup\b[\\/]|\bRegister-ScheduledTask\b|\bRunAtLoad\b|@reboot\b|${MORE_PLACES}`,
  "i",
);
const CRON_LINE = /^\s*(?:[*\d][\d*/,-]{0,20}[ \t]+){4}[*\d][\d*/,A-Za-z-]{0,20}[ \t]+[~/$\w"']/;
/**
 * Round 28: what a file installed to run again must not do by itself: run a download (piped into a shell or
 * interpreter, or given to one), open a raw socket, start a program hidden in a dot-named file. A script that
 * posts its own report is judged by the rules that read sends, not as persistence.
 */
const FETCH_RUN =
  /\b(?:curl|wget|iwr|irm|Invoke-WebRequest|Invoke-RestMethod)\b[^\n]{0,200}\|\s*(?:sudo\s+)?(?:(?:ba|z|da|k|fi)?sh|source|python[\d.]{0,4}|perl|ruby|node|php|iex|Invoke-Expression)\b|\/dev\/tcp\/|\b(?:iex|Invoke-Expression)\b[^\n]{0,40}\b(?:iwr|irm|Invoke-WebRequest|Invoke-RestMethod|DownloadString)\b|\b(?:ba|z)?sh\s+-c\s+\\?["']?\$\(\s*(?:curl|wget)\b|\b(?:exec|eval)\s*\([^\n]{0,120}\b(?:urlopen|urlretrieve|requests\.get|httpx\.get)\s*\(/i;
export const runsFetched = (text: string): boolean => FETCH_RUN.test(text) || hiddenProgram(text);
/** …or in words, which only an instruction in Markdown prose can turn into an install ("add a cron job that …"). */
// Round 12: the shell's config named in words, "every time a terminal opens", at every login or boot, and cron
// jobs, start-up files and autostart in French, German, Spanish and Portuguese.
export const SCHEDULER_WORDS =
  /\bcron\s+(?:jobs?|entr(?:y|ies)|tasks?)\b|\bscheduled\s+tasks?\b|\blaunch\s+(?:agents?|daemons?)\b|\blogin\s+items?\b|\bstartup\s+(?:folder|items?|scripts?)\b|\bshell\s+(?:profile|startup\s+files?|rc\s+files?)\b|\b(?:shell|zsh|bash|fish)(?:['’]s)?\s+(?:config(?:uration)?|startup|init(?:iali[sz]ation)?|rc)(?:\s+files?)?\b|\b(?:every|each)\s+time\s+(?:the\s+user\s+|you\s+|they\s+|a\s+user\s+|someone\s+)?(?:opens?|starts?|launch(?:es)?|logs?\s+in(?:to)?)\s+(?:a\s+(?:new\s+)?|the\s+|their\s+|your\s+)?(?:terminal|shell|session|computer|machine|mac|laptop|pc)\b|\b(?:at|on)\s+(?:every|each)\s+(?:login|logon|log-in|boot|reboot|startup|start-up)\b|\bcron-?jobs?\b|\bt[âa]ches?\s+cron\b|\btare(?:a|fa)s?\s+cron\b|\bfichier\s+de\s+(?:d[ée]marrage|configuration)\s+du\s+shell\b|\bau\s+d[ée]marrage\b|\bAutostart\b|\bal\s+iniciar\s+(?:sesi[óo]n|el\s+sistema)\b|\binicio\s+autom[áa]tico\b/i;
/** Runs what it fetches or sends data: a pipe into a shell, an upload, a raw socket. */
const REMOTE_CODE =
  /\b(?:curl|wget|iwr|irm|Invoke-WebRequest|Invoke-RestMethod|nc|ncat)\b[^\n]{0,200}(?:\|\s*(?:sudo\s+)?(?:(?:ba|z|da|k|fi)?sh|source|python[\d.]{0,4}|perl|ruby|node|php|iex|Invoke-Expression)\b|\s-d\b|\s--data|\s-F\b|\s-T\b)|\/dev\/tcp\/|\b(?:iex|Invoke-Expression)\b[^\n]{0,40}\b(?:iwr|irm|Invoke-WebRequest|Invoke-RestMethod|DownloadString)\b|\$\(\s*(?:curl|wget)\b|\b(?:exec|eval)\s*\([^\n]{0,120}\b(?:urlopen|urlretrieve|requests\.get|httpx\.get)\s*\(|\b(?:mshta|regsvr32|rundll32|msiexec)(?:\.exe)?\b[^\n]{0,120}https?:\/\/|\s-(?:e|ec|en|enc|enco\w{0,10})\s+["']?[A-Za-z0-9+/]{20,}={0,2}(?=["'\s]|$)/i;
/** A download named by URL; a ping that throws its answer away (`-o /dev/null`) runs nothing. */
const FETCH_URL = /\b(?:curl|wget|iwr|irm|Invoke-WebRequest|Invoke-RestMethod)\b[^\n]{0,200}https?:\/\//i;
const DISCARDS =
  /\s(?:-o|--output|-O)\s*\/dev\/null\b|>\s*\/dev\/null\b|\s-(?:q|-spider)\b[^\n]{0,80}-O\s*-?\s*\/dev\/null/;
/** The download is kept in a file (then run or read later): not a ping. */
const SAVES = /\s(?:-o|--output|-O|-OutFile)[=\s]\s*(?!\/dev\/null|-\s)["']?[\w~$./\\%{}-]/;
const URL_WITH_DATA = /https?:\/\/[^\s"'`]{1,300}[?&][^\s"'`]{0,200}(?:\$\(|\$\{?\w|`)/;
/** A program started from a file whose own name starts with a dot (not a shell profile or config file); a plugin's folder too. */
const HIDDEN_PROGRAM =
  /(?:~|\$HOME|\$\{HOME\}|\$\{?CLAUDE_(?:PLUGIN_ROOT|PROJECT_DIR)\}?|\/tmp|\/var\/tmp|\/dev\/shm|%APPDATA%|\$env:APPDATA|\/Users\/Shared|\/usr\/(?:local\/)?(?:lib|bin|share|libexec)|\/opt|\/var\/lib|\/Library|%PUBLIC%|%ProgramData%|%TEMP%|\$env:(?:TEMP|PUBLIC|ProgramData)|C:\\{1,2}(?:Users\\{1,2}Public|ProgramData|Windows\\{1,2}Temp))(?:[\\/][\w.-]{1,60}){0,6}[\\/]\.(?!(?:bash|zsh|profile|zprofile|bash_profile|zshrc|bashrc|env|config|local|cache|npm|nvm|cargo|rustup|pyenv|rbenv|asdf|sdkman|volta|bun|deno|gitconfig|ssh|vimrc|tmux|zshenv|zlogin|zlogout|bash_login|bash_logout|inputrc|cursorrules|windsurfrules|clinerules|goosehints|rules|augment-guidelines|gitignore|gitattributes|editorconfig|npmrc|mcp)\b)[\w.-]{1,40}(?<!\.(?:json|jsonl|log|txt|csv|md|ya?ml|toml|lock|pid|sock|db|sqlite|xml|html?|tmp|bak))(?=["'\s;&|>)]|$)/g;
/** A dot-named path given to a folder option, `cd` or a test (`tar -C ~/.app`, `[ -d ~/.app ]`) is a folder, not a program. */
const FOLDER_ARGUMENT =
  /(?:\s-[A-Za-z]|\s--[\w-]{2,30}=?|\bcd|\bpushd|\bmkdir(?:\s+-p)?|\[\s+-[def])\s*["']?$/;
/**
 * A program inside a dot-named folder of a temp or shared folder (`/tmp/.X11-cache/kworker`), anything run from
 * /dev/shm, or a program in Windows' public or temp folder: where droppers hide what they start.
 */
const HIDDEN_PLACE =
  /(?:\/tmp|\/var\/tmp|\/dev\/shm|\/Users\/Shared|C:\\{1,2}ProgramData|C:\\{1,2}Users\\{1,2}Public|%PUBLIC%|%ProgramData%|%TEMP%|\$env:TEMP)(?:[\\/][\w.-]{1,60}){0,4}[\\/]\.[\w-][\w.-]{0,40}[\\/][\w.-]{1,60}|\/dev\/shm\/[\w.-]{1,60}(?=["'\s;&|>)]|$)|(?:C:\\{1,2}Users\\{1,2}Public|%PUBLIC%|%TEMP%|\$env:TEMP|AppData\\{1,2}Local\\{1,2}Temp)\\{1,2}(?:[\w.-]{1,60}\\{1,2}){0,3}[\w.-]{1,60}\.(?:exe|dll|vbs|js|hta|bat|cmd|ps1|scr)\b/i;
export const hiddenProgram = (text: string): boolean => {
  if (HIDDEN_PLACE.test(text)) return true;
  let found = false;
  eachMatch(HIDDEN_PROGRAM, text, (m) => {
    if (!found && !FOLDER_ARGUMENT.test(text.slice(Math.max(0, m.index - 30), m.index))) found = true;
  });
  return found;
};

export const INSTALLS =
  /\b(?:add|adds|install|installs|create|creates|write|writes|register|registers|enable|enables|schedule|schedules|set\s+up|sets\s+up|put|append|load|edit|echo|tee|cp|copy|crontab\s+-)\b|>>/i;

/** A post whose data is written out in full (`--data '{"text":"backup ok"}'`): a notification, nothing of the machine's. */
const POSTS =
  /\bcurl\b[^\n]{0,300}?\s(?:-d|--data(?:-binary|-raw|-urlencode|-ascii)?|-F|--form|--json|-X\s*["']?(?:POST|PUT))\b/;
/** A header value with a variable: only the request's own credentials (`Authorization: Bearer ${TOKEN}`) may hold one. */
const HEADER_VALUE = /\s(?:-H|--header)(?:\s+|=)("[^"\n]{0,500}"|'[^'\n]{0,500}'|\S{1,500})/g;
const AUTH_HEADER = /^["']?Authorization:\s*(?:Bearer|Basic|token)\s+\$\{?\w{1,60}\}?["']?$/i;
const POST_VALUE =
  /\s(?:-d|--data(?:-binary|-raw|-urlencode|-ascii)?|-F|--form|--json)(?:\s+|=)("[^"\n]{0,500}"|'[^'\n]{0,500}'|\S{1,500})/g;
function literalPost(line: string): boolean {
  if (!POSTS.test(line) || /\$\(|`|<\(|\s(?:-T|--upload-file)\b|\|\s*(?:sudo\s+)?(?:ba|z|da)?sh\b/.test(line))
    return false;
  // One request on the line: a second one is judged on its own.
  if ((line.match(/\b(?:curl|wget|iwr|irm|nc|ncat)\b/g) ?? []).length !== 1) return false;
  let literal = true;
  eachMatch(POST_VALUE, line, (m) => {
    literal &&= !/\$|^["']?@|=[@<]/.test(m[1]!);
  });
  eachMatch(HEADER_VALUE, line, (m) => {
    literal &&= !m[1]!.includes("$") || AUTH_HEADER.test(m[1]!);
  });
  return literal;
}

/** A mail whose whole body is a message written out (`echo 'cert expires soon' | mail -s …`). */
const LITERAL_MAIL =
  /\b(?:echo|printf)\s+(?:-\w{1,3}\s+)?(["'])[^"'$`\\\n]{0,300}\1\s*\|\s*(?:mail|mailx|mutt)\b/g;

/** A copy tool's sources, cut at the next shell operator: the last path is where it goes. */
const COPY_TOOL = /\b(?:rsync|rclone\s+(?:sync|copy)|scp)\b([^\n|;&>]{0,500})/g;
/** The whole home or system folder, a dot folder (keys, tokens, configs) or a credential file. */
const NOT_A_BACKUP_SOURCE = new RegExp(
  String.raw`^["']?(?:~|\$HOME|\$\{HOME\}|/home/[\w.-]+|/Users/[\w.-]+|/root|/etc|/)?/?["']?$|(?:^|/)\.[\w-]|${CREDENTIAL_PATH}`,
  "i",
);

/** A backup the user set up: rsync/rclone/scp of folders that are neither the whole home nor where keys live. */
function backupCopies(line: string): string {
  return line.replace(COPY_TOOL, (all: string, args: string) => {
    const paths = args.split(/\s+/).filter((a) => a !== "" && !a.startsWith("-"));
    const sources = paths.slice(0, -1);
    if (sources.length === 0 || sources.some((p) => NOT_A_BACKUP_SOURCE.test(p))) return all;
    return "backup-copy";
  });
}

/** A fetch kept as data (`-o forecast.json`, `> feed.xml`): read later, not run. */
const SAVES_DATA =
  /(?:\s(?:-o|--output|-O|-OutFile)[=\s]\s*|>\s*)["']?([^\s"';|&<>]{0,300}?([^\s"';|&<>/\\]{1,100}\.(?:json|csv|tsv|xml|txt|log|html?|ics|rss|atom|ya?ml|geojson|md)))["']?(?=[\s;&|)]|$)/i;
/** What would run a saved file: an interpreter, `exec`/`eval`, `source`, chmod. */
const RUNS_FILE =
  /\b(?:exec|eval|source|sh|bash|zsh|python[\d.]{0,4}|node|perl|ruby|chmod|iex|Invoke-Expression|Start-Process)\b/i;

/**
 * Text tools a fetched answer may pass through and stay data (`| jq -r .tag_name`, `| tee -a ~/weather.log`); sed
 * and awk are not among them (`e`, `system()` run what they read).
 */
const DATA_TOOL =
  /^\s*(?:jq|yq|grep|egrep|fgrep|head|tail|cut|sort|uniq|wc|tr|column|fold|tee(?:\s+-a)?\s+["']?[\w~$./-]{0,200}?([\w-]{1,100}\.(?:log|txt|json|csv|tsv|xml|md|html?)))(?![\w.-])[^$`<>]*$/;
const FETCHED_URL = /\b(?:curl|wget)\b[^\n]{0,200}?https?:\/\/[^\s"'`]{1,300}["']?/i;
const TEE_TO = /\btee\s+(?:-a\s+)?["']?[\w~$./-]{1,200}/g;
const odd = (s: string, q: string): boolean => s.split(q).length % 2 === 0;

/**
 * The download's answer flows only through text tools (undefined when not): the file a `tee` keeps it in, or "".
 * An odd quote closes what the command was written in (`echo '0 * * * * curl … | tee -a f.log'`): it ends there.
 */
function pipedAsData(line: string): string | undefined {
  const m = FETCHED_URL.exec(line);
  if (!m) return undefined;
  const pipes = line
    .slice(m.index + m[0].length)
    .split(/;|&&|\|\|/, 1)[0]!
    .split("|");
  // A download that also keeps a file (`-o x.sh`) is read by SAVES_DATA.
  if (pipes.length < 2 || /\s-[oO]\b|--output\b|>/.test(m[0] + pipes[0])) return undefined;
  let kept = "";
  for (const p of pipes.slice(1)) {
    const t = DATA_TOOL.exec(p);
    if (!t) return undefined;
    kept = t[1] ?? kept;
    if (odd(p, "'") || odd(p, '"')) break;
  }
  return kept;
}

/** The line keeps its download as a data file, or passes it through text tools, and nothing in the window runs it. */
function savesDataOnly(line: string, window: string): boolean {
  const kept = pipedAsData(line);
  if (kept !== undefined)
    return (
      kept === "" ||
      !window.split("\n").some((l) => l.includes(kept) && RUNS_FILE.test(l.replace(TEE_TO, " ")))
    );
  const m = SAVES_DATA.exec(line);
  if (!m) return false;
  const name = m[2]!;
  return !window.split("\n").some((l) => l.includes(name) && RUNS_FILE.test(l.replace(m[0], " ")));
}

function persistsBadly(text: string): boolean {
  // A hook that runs before `git push` is a hook, not a sink; a notification or a backup copy sends nothing of the machine's.
  // A `\n` inside a printf or echo -e string is a line break of the file written (`'#!/bin/sh\ncurl …'`).
  const window = text
    .replace(/\\n(?=\w)/g, " ")
    .replace(/\bgit\s+push\b/gi, "git-push")
    .split("\n")
    .map((l) => (literalPost(l) ? "" : backupCopies(l).replace(LITERAL_MAIL, "notify")))
    .join("\n");
  if (REMOTE_CODE.test(window) || URL_WITH_DATA.test(window) || hiddenProgram(window)) return true;
  if (FOLDER_OPEN.test(window) && FOLDER_OPEN_HIDDEN.test(window)) return true;
  // A script put in the Startup folder, a Run key or logon task starting a program kept in the roaming profile.
  if (
    (STARTUP_FOLDER.test(window) && STARTUP_SCRIPT.test(window)) ||
    (RUN_KEY.test(window) && APPDATA_PROGRAM.test(window))
  )
    return true;
  // The dot of a path (`~/.aws`) ends no sentence of the prose sink.
  if (NETWORK_SINK_ONE.test(window) || PROSE_SINK_ONE.test(window.replace(/([~/])\.(?=\w)/g, "$1")))
    return true;
  // A health check of a local service (`curl -s http://127.0.0.1:8082/health`) stays on the machine.
  return window
    .split("\n")
    .some(
      (l) =>
        FETCH_URL.test(l) &&
        REMOTE_URL.test(l) &&
        (!DISCARDS.test(l) || SAVES.test(l)) &&
        !savesDataOnly(l, window),
    );
}
const STARTUP_FOLDER =
  /\bGetFolderPath\(\s{0,3}(?:["']|\[Environment\+SpecialFolder\]::|Environment\.SpecialFolder\.)?(?:Common)?Startup\b|\bStartup\b[\\/]|\bshell:startup\b/i;
/** A script host's file (a shortcut or a program in Startup is how apps start at login). */
const STARTUP_SCRIPT = /\.(?:vbs|vbe|js|jse|wsf|hta|bat|cmd|ps1)\b/i;
const RUN_KEY =
  /CurrentVersion\\{1,2}Run(?:Once)?\b|\bschtasks\b[^\n]{0,200}\/sc\s+onlogon\b|\bNew-ScheduledTaskTrigger\s+-AtLogOn\b/i;
/** A program kept in the roaming profile (AppData\Roaming), where no installer puts one: what droppers start at logon. */
const APPDATA_PROGRAM =
  /(?:%APPDATA%|\$env:APPDATA|AppData\\{1,2}Roaming)\\{1,2}(?:[\w. -]{1,60}\\{1,2}){0,3}[\w.-]{1,60}\.(?:exe|dll|vbs|js|hta|bat|cmd|ps1|scr)\b/i;
const REMOTE_URL =
  /https?:\/\/(?!(?:localhost|127\.\d{1,3}\.\d{1,3}\.\d{1,3}|\[::1\]|0\.0\.0\.0)(?:[:/]|$))/i;
const NETWORK_SINK_ONE = new RegExp(NETWORK_SINK.source, "i");
const PROSE_SINK_ONE = new RegExp(PROSE_SINK.source, "i");

/**
 * Persistence that runs remote code, sends data or hides: a cron job, launch agent, service, shell
 * profile or hook that fetches and runs, posts, or starts a dot-named program. A cron job that only
 * pings a health-check URL and discards the answer is not.
 */
export function persistence(file: AuditText, lines: readonly AuditLine[]): TextHit[] {
  const out: TextHit[] = [];
  const starts = startsOf(file);
  for (const l of lines) {
    const words = file.markdown && SCHEDULER_WORDS.exec(l.text);
    // Round 28: a crontab line (five schedule fields, then the command) in a job file the skill ships; in
    // Markdown the `crontab` or cron words around it are what install it.
    const cmd = words
      ? null
      : (SCHEDULER_CMD.exec(l.text) ?? (file.markdown ? null : CRON_LINE.exec(l.text)));
    if (!words && !cmd) continue;
    // pnpm's `| ENV="$HOME/.bashrc" bash -`: the installer told its profile; the pipe rules judge the pipe.
    if (cmd && profileAsSetting(l.text, cmd.index, SCHEDULER_CMD)) continue;
    const prose = file.markdown && !inCodeBlock(file, l.index);
    // "Survives reboots via a systemd service" in prose names a scheduler; a command or an instruction installs one.
    if (prose && !INSTALLS.test(l.text) && !l.text.includes("`")) continue;
    // A table row lists, it does not install (a changelog's "removes a broken `source ~/.zshenv`").
    if (prose && TABLE_ROW.test(l.text)) continue;
    // "Attackers add a cron entry such as …": a report, in prose or in a block a report opens.
    const at = (words || cmd)!.index;
    if (prose ? SHOWS_ATTACK.test(l.text.slice(0, at)) : file.markdown && mentionedOnly(file, l.index + at))
      continue;
    // A span in prose under a heading of attack or incident ("## Where attackers persist": the places to inspect).
    if (prose && discussedOnly(file, l.index + at)) continue;
    const line = lineOf(starts, l.index);
    // `echo '…' >> ~/.bashrc`: the profile holds the quoted line only; an installer run beside it is the pipe rules'.
    const literal = cmd ? profileLiteral(l.text, SCHEDULER_CMD) : undefined;
    if (literal !== undefined) {
      if (persistsBadly(literal) || persistsDownload(file, starts, line, literal))
        out.push({ index: l.index, length: l.text.length });
      continue;
    }
    let last = file.markdown ? unitEnd(file, starts, line, 8) : line + 8;
    // An editor task's trigger follows its command: the task object starts a few lines up.
    let first = line - (FOLDER_OPEN.test(l.text) ? Math.min(line, 8) : 0);
    // A plist or unit written by a here-document is read whole: its command may stand above the trigger.
    let doc = prose ? undefined : hereDocument(file.text, starts, line);
    if (doc && !TO_FILE.test(lineAt(file.text, starts, doc[0]))) doc = undefined;
    if (doc) [first, last] = [Math.min(first, doc[0]), Math.max(last, doc[1])];
    const w =
      assignedAbove(file.text, starts, line, l.text) + window(file.text, starts, first, 0, last - first).text;
    if (persistsBadly(w) || persistsDownload(file, starts, line, l.text))
      out.push({ index: l.index, length: l.text.length });
  }
  return out;
}

const HEREDOC_OPEN = /<<-?\s*(["']?)([A-Za-z_]\w{0,20})\1/;
const TABLE_ROW = /^\s*\|/;
/** The here-document goes to a file (`cat > f <<EOF`, `cat <<EOF > f`, `tee f <<EOF`), not to the screen. */
const TO_FILE = /(?:^|[^<>&\d])>{1,2}\s*["']?[\w~$%{./\\-]|\btee\b/;

/**
 * Lines [opener, terminator] of the here-document the line sits in, or opens on it or the two lines below
 * (`PL=~/Library/LaunchAgents/x.plist`, then `cat > "$PL" <<EOF`): thirty lines up, sixty long at most.
 */
export function hereDocument(
  text: string,
  starts: readonly number[],
  line: number,
): [number, number] | undefined {
  const top = Math.min(starts.length - 1, line + 2);
  // No \`<<\` in those lines: nothing to look for line by line.
  const end = top + 1 < starts.length ? starts[top + 1]! : text.length;
  // Looked for in those lines only: a search back from each line to the file's last `<<` made 40,000 short
  // scheduler lines quadratic (3.5 s of CPU for 400 KB).
  if (!text.slice(starts[Math.max(0, line - 30)]!, end + 2).includes("<<")) return undefined;
  for (let k = top; k >= Math.max(0, line - 30); k--) {
    const open = HEREDOC_OPEN.exec(lineAt(text, starts, k));
    if (!open) continue;
    const tag = open[2]!;
    const end = Math.min(starts.length - 1, k + 60);
    for (let t = k + 1; t <= end; t++)
      if (lineAt(text, starts, t).trim() === tag) return t >= line ? [k, t] : undefined;
    return undefined;
  }
  return undefined;
}

/** The variable a scheduler line uses (`-Value $cmd`, `"$PLIST"`, `%TASK%`, an f-string's `{line}`): its assignment twenty lines up, if any. */
const VARIABLE_USE = /\$\{?([A-Za-z_]\w{0,40})|(?:%|(?<![$\w{])\{)([A-Za-z_]\w{0,40})[%}]/g;
function assignedAbove(text: string, starts: readonly number[], line: number, lineText: string): string {
  const k = assignmentAbove(text, starts, line, lineText, VARIABLE_USE, 20);
  return k < 0 ? "" : `${lineAt(text, starts, k)}\n`;
}

/**
 * The scheduler runs a program the lines above downloaded (`curl … -o ~/.local/bin/clipd`, then `@reboot
 * …/clipd`): code from the network installed to start again. Twenty lines up, by the saved file's name.
 */
function persistsDownload(file: AuditText, starts: readonly number[], line: number, text: string): boolean {
  const above = window(file.text, starts, line, Math.min(line, 20), 0).text;
  for (const l of above.split("\n")) {
    if (!/https?:\/\/|\$\{?\w/.test(l)) continue;
    const path = (SAVED_AS.exec(l) ?? SAVED_AS_URL_NAME.exec(l))?.[1];
    if (!path || path.startsWith("/dev/")) continue;
    const name = path.split(/[/\\]/).pop();
    if (name && name.length >= 3 && new RegExp(`(?<![\\w.-])${escapeRe(name)}(?![\\w.-])`).test(text))
      return true;
  }
  return false;
}

const FOLDER_OPEN = /\bfolderOpen\b/i;
/**
 * What an editor task run on folder open should not start: a script kept in a dot-named folder (other than the
 * editor's own), or code given inline or encoded on its command line.
 */
const FOLDER_OPEN_HIDDEN =
  /(?:^|[\s"'/])\.(?!vscode\b|github\b|devcontainer\b|venv\b|bin\b)[\w-]{1,40}[\\/](?:[\w.-]{1,60}[\\/]){0,3}[\w.-]{1,60}\.(?:c?js|mjs|py|sh|ps1|vbs|exe|bin)\b|\b(?:node|python3?|perl|ruby)\s+-[ec]\b|\s-(?:e|en|enc|EncodedCommand)\s+[A-Za-z0-9+/]{20}|\bbase64\b/i;
const BLANK_OR_HEADING = /^\s*$|^\s{0,3}#{1,6}\s/;
const FENCE = /^ {0,3}(?:`{3,}|~{3,})/;

/**
 * The last line of the Markdown unit a line belongs to, at most `max` lines on: its fenced block, or its
 * paragraph or list — and the block that paragraph introduces ("Add this cron job:" then a fence). A
 * command in the next section is another instruction.
 */
function unitEnd(file: AuditText, starts: readonly number[], line: number, max: number): number {
  const lineText = (i: number) =>
    file.text.slice(starts[i]!, i + 1 < starts.length ? starts[i + 1]! - 1 : file.text.length);
  const limit = Math.min(starts.length - 1, line + max);
  let i = line;
  if (inCodeBlock(file, starts[line]!)) {
    while (i < limit && inCodeBlock(file, starts[i + 1]!)) i++;
    return i;
  }
  while (i < limit && !BLANK_OR_HEADING.test(lineText(i + 1)) && !FENCE.test(lineText(i + 1))) i++;
  // The paragraph introduces a block right after it (one blank line at most): the block is part of the instruction.
  let next = i + 1;
  if (next <= limit && /^\s*$/.test(lineText(next))) next++;
  if (next > limit || !FENCE.test(lineText(next))) return i;
  i = next;
  while (i < limit && inCodeBlock(file, starts[i + 1]!)) i++;
  return Math.min(limit, i + 1);
}
