// Switching the agent's safety controls off: flags and settings that turn permission prompts, sandboxes or hooks
// off, allow-lists that permit everything, and when saying so is an order rather than setup or a report.

import { inCodeBlock, mentionedOnly } from "../context.js";
import { inCiJob, ownRunText, withoutAgentLogin } from "../context-runner.js";
import type { AuditLine, AuditText, TextHit } from "../rule-types.js";
import { boundsAround, eachMatch, lineAt, lineOf, startsOf } from "../text.js";
import {
  AGENT_COMMAND_SPAN,
  MODE_VALUE,
  offeredWithCaution,
  TRUSTED_ONLY,
  toggleOrReported,
} from "./agent-bypass-advice.js";
import { assignmentAbove } from "./assigned.js";
import { forbiddingList } from "./forbidding-list.js";
import { oncePerLines } from "./per-lines.js";

/** Round 13's host switches: high in code or data files, medium in Markdown (setup docs name them as often). */
// Each alternative starts with a literal (a name before it is checked behind, after the literal matched).
const ROUND13_SWITCHES =
  /\bamp\.dangerouslyAllowAll["']?\s*[:=]\s*(?:true|True)\b|\bGOOSE_MODE["']?\s*[:=]\s*["']?auto\b|\bAIDER_YES_ALWAYS\s*[:=]\s*["']?(?:true|1|yes)\b|allowedWithoutPermission\b(?<=(?:terminal|command|shell|bash)\w{0,30}["']?\s*:\s*["']?allowedWithoutPermission)|auto[_-]?execution\w{0,20}["']?\s*[:=]\s*["']?turbo\b|(?:SKIP_PERMISSIONS|BYPASS|YOLO|AUTO_?APPROVE|YES_ALWAYS|DANGEROUS|ALLOW_ALL)\w{0,30}["']?\s*[:=]\s*["']?(?:1|true|yes|on)\b(?<=\b(?:CLAUDE|CODEX|GEMINI|CURSOR|COPILOT|AIDER|GOOSE|AMP|OPENCODE|QWEN|CLINE|ROO|KIRO|WINDSURF)_\w{0,60}["']?\s*[:=]\s*["']?(?:1|true|yes|on))|APPROVAL_MODE["']?\s*[:=]\s*["']?yolo\b/i;

/**
 * Round 10: an allow-list holding an entry that allows everything (`"*"`, a bare `"Bash"`) in JSON, Python,
 * JS, jq or PowerShell; hosts' auto-approve and trust switches (Roo/Kilo, Cline, Zed, Kiro, opencode, VS Code
 * workspace trust, Claude's trust dialog); `sed` turning "ask" into "allow"; the CLI that adds to the allow
 * list; Codex trusting the whole home; amp's allow-all flag; the whole disk given to an agent.
 */
const BYPASS_MORE = [
  String.raw`(?:["'.]|\b)(?:allow|alwaysAllow|autoApprove|allowedCommands|trustedCommands|cascadeCommandsAllowList)["']?\]?\s*(?:[:=]|\+=)\s*(?:@\(|\[)\s*(?:["'][^"'\n]{0,80}["']\s*,\s*){0,12}["'](?:\*|Bash|Shell|Bash\(\*(?::\*)?\))["']\s*[,\])]`,
  String.raw`["']?\b(?:alwaysAllow(?:Execute|Write\w{0,30}|Mcp|Browser)|always_allow_tool_actions|autoApprovalEnabled|executeAllCommands|hasTrustDialogAccepted|bypassPermissionsModeAccepted|skipDangerousModePermissionPrompt)["']?\]?\s*[:=]\s*(?:true|True|\$true)\b`,
  String.raw`["']?\bsecurity\.workspace\.trust\.enabled["']?\]?\s*[:=]\s*(?:false|False|\$false)\b|["']?\btask\.allowAutomaticTasks["']?\]?\s*[:=]\s*["']on["']`,
  String.raw`["'](?:bash|\*)["']\s*:\s*["']allow["']`,
  String.raw`\bs([/|#,@])\\?["'](?:ask|deny|prompt)\\?["']\1\\?["']allow\\?["']`,
  String.raw`\bclaude\s+config\s+(?:add|set)\s+(?:(?:-g|--global)\s+)?(?:allowedTools|autoApprove\w{0,20})\s+["']?(?:Bash|\*|Bash\(\*\))["']?(?=\s|$)`,
  String.raw`\[projects\.["'](?:\$HOME|\$\{HOME\}|~|\/|\/Users\/[^"'\/\s]{1,40}|\/home\/[^"'\/\s]{1,40}|[A-Za-z]:\\{1,2})\/?["']\]`,
  String.raw`--dangerously-allow-all\b|--add-dir[\s=]+["']?(?:\/|~\/?|\$HOME\/?|\$\{HOME\}\/?)["']?(?=\s|$)`,
  // Round 12: the allow-list grown in code (\`.append("Bash")\`, \`allow.push("Bash")\`), reads of the home's key
  // folders allowed, Codex's short flags, Gemini's approval mode, VS Code's auto-approve set from code,
  // Copilot's every-path flag, Cursor's agent forced.
  String.raw`(?:\.allow|["']allow["']\s*(?:,\s*\[\s*\])?\s*\)|\[["']allow["']\])\s*\.(?:append|push|extend|add|insert|unshift)\(\s*(?:\d\s*,\s*)?\[?\s*(?:["'][^"'\n]{0,80}["']\s*,\s*){0,12}["'](?:\*|Bash|Shell|Bash\(\*(?::\*)?\))["']`,
  String.raw`\ballow["']?\s*[:=]\s*\[[^\]\n]{0,400}["'](?:Read|Edit|Write)\((?:~|\/\/|\$HOME)\/(?:\*\*|\.ssh|\.aws|\.gnupg|\.kube|\.docker|\.config\/gcloud)[^"'\n]{0,40}["']`,
  String.raw`(?<![\w-])-s[\s=]+["']?danger-full-access\b|-a[\s=]+["']?never\b(?<=\bcodex\b[^\n]{0,80}\s-a[\s=]+["']?never)`,
  String.raw`["']?\b(?:default)?approvalMode["']?\]?\s*[:=]\s*["']yolo["']|["']chat\.tools\.(?:[\w.]{1,40}\.)?autoApprove["']\]?\s*=\s*(?:true|True)\b`,
  String.raw`--allow-all-paths\b|(?:--force|-f)(?![\w-])(?<=\bcursor-agent\b[^\n]{0,120}\s(?:--force|-f))`,
  String.raw`\bapproval\s+policy\s+(?:to|=|:)\s*[\x60"']?never\b|\bsandbox(?:\s+mode)?\s+to\s+[\x60"']?(?:danger[\s-])?full[\s-]access\b`,
  // Round 13: the other hosts' switches (Amp, Goose, Aider, Continue, Windsurf), environment variables named for
  // an agent's bypass, and the Codex keys set in prose of other languages ("setze approval_policy auf never").
  ROUND13_SWITCHES.source,
  // Round 19: Gemini CLI's tools that run without confirmation, given the bare shell tool (every command).
  String.raw`\ballowed["']?\s*[:=]\s*\[[^\]\n]{0,200}["']run_shell_command["']`,
  String.raw`\b(?:approval|sandbox)_(?:policy|mode)[\x60"']?\s+(?:to|auf|à|a|en|para|sur|op|na|su|на)\s+[\x60"']?(?:never|danger-full-access)\b`,
  // Round 14: Claude's extra directories, Copilot CLI's trusted folders set to the home or the root; Gemini's folder
  // trust switched off.
  String.raw`\b(?:additionalDirectories|trusted_folders)["']?\s*[:=]\s*\[[^\]\n]{0,200}["'](?:~\/?|\/|\$HOME\/?|\$\{HOME\}\/?|[A-Za-z]:\\{1,2})["']`,
  String.raw`\bfolderTrust["']?\s*:\s*(?:\{\s*["']?enabled["']?\s*:\s*)?false\b`,
  // Round 15: a hook whose command is a constant "allow" answer approves every tool call it matches; the agent told
  // in prose to switch its mode off, to allow every command of a tool, or that every call is approved from now on.
  String.raw`\becho\s+["']?\{[^\n]{0,160}?\bpermissionDecision\\?["']\s*:\s*\\?["']allow\b`,
  String.raw`(?<!\b(?:never|not|don['’]t)\s+)\b(?:switch|set|change|put)\s+(?:your|the)\s+(?:permissions?\s+|approval\s+)?mode\s+to\s+[\x60"']?(?:bypassPermissions|dontAsk|yolo|full-auto)\b`,
  String.raw`(?<!\b(?:never|not|don['’]t)\s+)\b(?:add|put|include|append)\s+[\x60"']?(?:Bash|Shell|Execute|WebFetch|Write|Edit)\((?:\*|\*:\*|:\*)\)[\x60"']?[^\n.]{0,60}\b(?:allow\w*|permissions)\b`,
  // "so that every tool call is auto-approved" (an aim given); "in YOLO mode all calls are approved" describes.
  String.raw`\b(?:so\s+(?:that\s+)?|make\s+(?:sure\s+)?|ensure\s+(?:that\s+)?)(?:every|all|each|any)\s+(?:tool\s+(?:calls?|uses?)|tools?|commands?|actions?)\s+(?:(?:is|are|gets?|get|will\s+be)\s+)?(?:auto-?approved|automatically\s+(?:approved|allowed|accepted))\b`,
].join("|");

/** The hosts' own auto-approve and trust switches of BYPASS_MORE (high when code or a data file sets them). */
const HOST_SWITCH =
  /dangerouslyAllowAll|GOOSE_MODE|YES_ALWAYS|allowedWithoutPermission|[Aa]uto[_-]?[Ee]xecution|SKIP_PERMISSIONS|BYPASS|YOLO|AUTO_?APPROVE|DANGEROUS|ALLOW_ALL|APPROVAL_MODE|alwaysAllow(?:Execute|Write|Mcp|Browser)|always_allow_tool_actions|autoApprovalEnabled|executeAllCommands|hasTrustDialogAccepted|bypassPermissionsModeAccepted|skipDangerousModePermissionPrompt|enableAllProjectMcpServers|security\.workspace\.trust|task\.allowAutomaticTasks|additionalDirectories|trusted_folders|folderTrust|["'](?:bash|\*)["']\s*:\s*["']allow/;

/**
 * Settings and flags that switch the agent's permission checks, sandbox or hooks off, or allow everything. Round 19:
 * "delete/remove the sandbox" is a resource torn down (a workshop's sandbox account); "remove sandboxing" still counts.
 */
export const PERMISSION_BYPASS = new RegExp(
  `${/--dangerously-skip-permissions\b|--dangerously-bypass-approvals-and-sandbox\b|--yolo\b|--full-auto\b|--yes-always\b|\byes-always\s*:\s*true\b|--trust-all-tools\b|--allow-all-tools\b|\bbypassPermissions\b|(?:\b|(?<=\\n))approval_policy\s*=\s*["']?never\b|--ask-for-approval[\s=]+["']?never\b|--sandbox[\s=]+["']?danger-full-access\b|--approval-mode[\s=]+["']?yolo\b|["']?chat\.tools\.[\w.]{1,40}\.autoApprove["']?\]?\s*[:=]\s*(?:true\b|True\b|\{\s*["']\/\.\*\/["']\s*:\s*(?:true|True)\b)|(?:\b|(?<=\\n))sandbox_mode\s*=\s*["']?danger-full-access\b|\b(?:switch|turn)\s+(?:all\s+|the\s+)?hooks\s+off\b|\bautomatic(?:ally)?\s+approv\w{0,4}\s+(?:of\s+)?(?:all|every)\b|["']?(?:Bash|Shell|Write|Edit|WebFetch|Execute)\((?:\*|\*:\*|:\*)\)["']?\s*[,\]]|["'](?:Bash|Shell|Execute)\((?:\*|\*:\*|:\*)\)["']|["'](?:allow|autoApprove|alwaysAllow)["']\s*:\s*\[\s*["'](?:\*|Bash|Shell)["']|["']?disableAllHooks["']?\s*:\s*true|\.(?:disableAllHooks|autoApprove|alwaysAllow|dangerouslySkipPermissions|skipPermissions|autoAccept|enableAllProjectMcpServers)\s*=\s*true\b|["']?(?:chat\.tools\.autoApprove|chat\.tools\.global\.autoApprove|autoApprove|alwaysAllow|yolo|dangerouslySkipPermissions|skipPermissions)["']?\s*:\s*true|["']?enableAllProjectMcpServers["']?\s*:\s*true|["']?autoAccept["']?\s*:\s*true|["']sandbox["']\s*:\s*false|(?<![\w-])(?:disable|turn\s+off|switch\s+off|deactivate|bypass|delete|remove)\s+(?:all\s+|the\s+|every\s+|any\s+)?(?:safety\s+(?:checks?|hooks?|prompts?|controls?|guardrails?|filters?|settings?)|security\s+(?:hooks?|prompts?)|(?:your|(?:the\s+)?(?:agent|assistant|claude(?:\s+code)?|codex|cursor|copilot|gemini)['’]s?)\s+(?:own\s+)?security\s+(?:checks?|controls?)|permission\s+(?:checks?|prompts?|system)|sandbox(?:ing)?(?<!\b(?:delete|remove)\s+(?:all\s+|the\s+|every\s+|any\s+)?sandbox)(?![\w-]|\s+(?:prox(?:y|ies)|network|domains?|accounts?|api|urls?|endpoints?|servers?|keys?|tokens?|credentials|environments?|org\w{0,10}|tenants?|projects?|dir\w{0,8}|folders?|paths?|tests?|ids?)\b)|guardrails)\b/.source}|${BYPASS_MORE}`,
  "gi",
);
export const PERMISSION_HINTS = [
  "hooks off",
  "automatic approv",
  "automatically approv",
  "auto-approv",
  "dontask",
  "automatically allow",
  "automatically accept",
  "yes-always",
  "trust-all-tools",
  "allow-all-tools",
  "--dangerously",
  "--yolo",
  "--full-auto",
  "bypasspermissions",
  "approval_policy",
  "ask-for-approval",
  "approval-mode",
  "danger-full-access",
  "sandbox_mode",
  "(*)",
  "(*:*)",
  "(:*)",
  "allow",
  "autoapprove",
  "alwaysallow",
  "disableallhooks",
  "yolo",
  "skippermissions",
  "enableallprojectmcpservers",
  "autoaccept",
  "sandbox",
  "disable",
  "turn off",
  "switch off",
  "deactivate",
  "bypass",
  "delete",
  "remove",
  "autoapproval",
  "hastrustdialogaccepted",
  "skipdangerousmode",
  "executeallcommands",
  "security.workspace.trust",
  "[projects.",
  "--add-dir",
  "trustedcommands",
  "-a never",
  "approvalmode",
  "allow-all-paths",
  "cursor-agent",
  "approval policy",
  "full access",
  "full-access",
  "dangerouslyallowall",
  "goose_mode",
  "yes_always",
  "allowedwithoutpermission",
  "autoexecution",
  "auto_execution",
  "auto-execution",
  "skip_permissions",
  "auto_approve",
  "_dangerous",
  "allow_all",
  "additionaldirectories",
  "trusted_folders",
  "foldertrust",
];

/** A line in `allowed-tools:` frontmatter or a command's docs: a skill naming its own tools is not tampering. */
const OWN_TOOLS = /^\s*(?:allowed-tools|allowed_tools|tools)\s*:/i;

const SANDBOXED = /\bdevcontainer\s+exec\b|\b(?:docker|podman)\s+(?:run|exec)\b/i;

/** The permission mode of an agent a command or an SDK call starts (a sub-agent), not the host's settings. */
const SUBAGENT_MODE = /(?:--permission-mode\s+|\bpermission_?mode\s*[=:]\s*["'])$/i;
/** Flags on an agent's command line (the rest of PERMISSION_BYPASS are settings and instructions). */
const CLI_FLAG = /^-|^bypassPermissions$/;
/** What makes an agent run without prompts harmful: it reaches outside the project, keeps the setting, or sends data. */
// A loopback URL (a local test server) stays on the machine.
const REACHES_OUT =
  /(?<!(?:--cd|--cwd|--workdir|--dir|\s-C|\bcd|\bpushd)[\s=]+["']?)(?:~\/|\$HOME\b)|\$\{HOME\}|\/Users\/|\/home\/|\bevery\s+(?:repo|repository|file|folder|project)|\ball\s+(?:repos|repositories|projects)\b|\bcredentials?\b|\bsecrets?\b|\btokens?\b|\b(?:api|ssh|private|secret|access|signing|deploy)[\s_-]?keys?\b|\.env\b|\.ssh\b|\bpasswords?\b|\bwallets?\b|\bkeystores?\b|\bid_(?:rsa|ed25519|ecdsa)\b|\.aws\b|\.gnupg\b|\bseed\s+phrases?\b|\bmnemonics?\b|\bgit\s+push\b|\bpush\b|\bcurl\b|\bwget\b|https?:\/\/(?!(?:localhost|127\.\d{1,3}\.\d{1,3}\.\d{1,3}|\[::1\]|0\.0\.0\.0)(?:[:/]|$))|\brm\s+-rf\b|\balias\b|>>|\.(?:bashrc|zshrc|profile|bash_profile)\b|settings[\w.-]{0,20}\.json|\bexport\s+\w/i;
/** A file about a container made for the agent: the bypass stays inside it. */
const CONTAINER_FILE = /\bdev-?containers?\b|\bDockerfile\b|\bdocker\s+(?:run|exec|compose)\b/i;

/**
 * Permission bypasses that are said, not only mentioned (context.ts): high when it is a setting or an
 * instruction in prose, or a flag on a command line whose surroundings reach outside the project, keep
 * the setting or send data; medium for a flag on a plain command line (a sub-agent run headless) or
 * inside a container. A skill naming its own tools is not tampering.
 */
export const permissionBypass = (file: AuditText, lines: readonly AuditLine[], high: boolean): TextHit[] =>
  bypasses(file, lines)[high ? 0 : 1];

/** The bypasses raised to high and the others, read once for both rules. */
const bypasses = oncePerLines((file: AuditText, lines: readonly AuditLine[]): [TextHit[], TextHit[]] => {
  const out: [TextHit[], TextHit[]] = [[], []];
  const starts = startsOf(file);
  // Asked at the first bypass found, not per file: most files the hints send here have none, and it reads the whole text.
  let container: boolean | undefined;
  const inContainerFile = (): boolean => (container ??= CONTAINER_FILE.test(file.text));
  for (const l of lines) {
    if (OWN_TOOLS.test(l.text)) continue;
    // Answered once per line, not per match: a long line of flags would otherwise be read whole per match.
    let trusted: boolean | undefined;
    let sandboxed: boolean | undefined;
    // What the line's variables were set to is asked once a line: it reads the whole line (16 s for 400 KB of flags).
    let byVariable: boolean | undefined;
    const contained = (): boolean => {
      if (inContainerFile()) return true;
      if (sandboxed === undefined) sandboxed = SANDBOXED.test(l.text);
      return sandboxed;
    };
    eachMatch(PERMISSION_BYPASS, l.text, (m) => {
      const index = l.index + m.index;
      const before = l.text.slice(Math.max(0, m.index - 40), m.index);
      // `bypassPermissions` is set only as a mode's value; in a list of modes or a type it is a name.
      if (m[0] === "bypassPermissions" && !MODE_VALUE.test(before)) return;
      if (
        mentionedOnly(file, index) ||
        toggleOrReported(l.text.slice(Math.max(0, m.index - 120), m.index)) ||
        forbiddingList(file, index)
      )
        return;
      // The whole disk handed to an agent (`--add-dir /`) reaches out by itself.
      const flag =
        CLI_FLAG.test(m[0]) &&
        !m[0].startsWith("--add-dir") &&
        (m[0] !== "bypassPermissions" || SUBAGENT_MODE.test(before));
      // A whole agent command line in a code span is the same command as in a block.
      const prose = file.markdown && !inCodeBlock(file, index) && !(flag && AGENT_COMMAND_SPAN.test(before));
      const trustedOnly = (): boolean => {
        if (trusted === undefined) trusted = TRUSTED_ONLY.test(l.text);
        return trusted;
      };
      const reachesOut = (): boolean => {
        const b = boundsAround(file.text, starts, index, 1, 2);
        const own = ownRunText(file.text, b.from, b.to, index, starts[lineOf(starts, index)]!);
        if (REACHES_OUT.test(withoutAgentLogin(own))) return true;
        if (byVariable === undefined) byVariable = reachesOutByVariable(file, starts, l);
        return byVariable;
      };
      // A host's own approve/trust switch shown in Markdown is setup docs as often as an order: medium there.
      const raised =
        !(file.markdown && HOST_SWITCH.test(m[0])) &&
        !contained() &&
        (!flag || prose || (reachesOut() && !inCiJob(file, starts, index))) &&
        !offeredWithCaution(file, starts, index) &&
        !trustedOnly();
      out[raised ? 0 : 1].push({ index, length: m[0].length });
    });
  }
  return out;
});

/** A variable given to the agent's command (`'-p', PROMPT]`, `-p "$PROMPT"`): what it was set to decides. */
const ARGUMENT_VARIABLE = /,\s*([A-Za-z_]\w{1,40})\s*[\],)]|\$\{?([A-Za-z_]\w{1,40})/g;
function reachesOutByVariable(file: AuditText, starts: readonly number[], l: AuditLine): boolean {
  if (file.markdown) return false;
  const n = lineOf(starts, l.index);
  const k = assignmentAbove(file.text, starts, n, l.text, ARGUMENT_VARIABLE, 60);
  if (k < 0) return false;
  const first = lineAt(file.text, starts, k);
  if (REACHES_OUT.test(first)) return true;
  const rest = longValueAfter(file.text, starts, k, first);
  return rest !== "" && SECRET.test(rest) && OUTSIDE.test(rest);
}

/**
 * A value that opens a string running over lines: a template literal, Python's triple quotes, a here-document in
 * a command substitution. The groups: the closing quote, or the here-document's tag.
 */
const OPENS_LONG = /=\s*(?:[rRfFbBuU]{0,2}("""|''')|(`)|\$\(\s*cat\s*<<-?\s*["']?(\w{1,20}))/;
/** The lines below `k` that the multi-line string opened on it holds (30 lines, 4,000 characters at most), or "". */
function longValueAfter(text: string, starts: readonly number[], k: number, first: string): string {
  const open = OPENS_LONG.exec(first);
  if (!open) return "";
  const close = open[1] ?? open[2];
  if (close !== undefined && first.includes(close, open.index + open[0].length)) return "";
  let out = "";
  for (let t = k + 1; t < Math.min(starts.length, k + 31) && out.length < 4000; t++) {
    const line = lineAt(text, starts, t);
    out += `${line.slice(0, 4000)}\n`;
    if (close !== undefined ? line.includes(close) : line.trim() === open[3]) break;
  }
  return out;
}
/**
 * Round 18: a prompt kept in a multi-line string (the s1ngularity/nx postinstall gave the agents it ran with
 * prompts skipped a prompt to sweep the disk for wallets, keys and .env files): secrets named and a place outside
 * the project to look in or write to. A task on the project ("review the code for hard-coded credentials") is not.
 */
const SECRET =
  /\bcredentials?\b|\bsecrets?\b|\b(?:api|ssh|private|secret|access|signing|deploy)[\s_-]?keys?\b|\.env\b|\.ssh\b|\bpasswords?\b|\bwallets?\b|\bkeystores?\b|\bid_(?:rsa|ed25519|ecdsa)\b|\.aws\b|\.gnupg\b|\bseed\s+phrases?\b|\bmnemonics?\b/i;
const OUTSIDE =
  /~\/|\$HOME\b|\$\{HOME\}|\/Users\/|\/home\/|\/tmp\/|\bhome\s+(?:folder|directory|dir)\b|\b(?:whole|entire)\s+(?:disk|drive|machine|computer|file\s*system)\b|\brecursively\s+search\b|\bsearch\s+the\s+(?:disk|drive|machine|file\s*system)\b|\bevery\s+(?:folder|directory)\b|\bApplication\s+Support\b/i;
