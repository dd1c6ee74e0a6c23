// Round 19: an order in prose to put something into the agent's own settings, hooks, rules or memory, named by
// the agent and the place ("add a SessionStart hook to the user's Claude Code settings that runs …", "remember
// for all future sessions: …") rather than by a file path, where what is put there runs a download in a shell
// or stops the agent asking before it acts. The file-path writes are agent-config.ts.

import { blockOf } from "../code-blocks.js";
import { inAttackCatalogue, inCodeBlock, mentionedOnly } from "../context.js";
import type { AuditLine, AuditText, TextHit } from "../rule-types.js";
import { lineAt, lineOf, startsOf } from "../text.js";
import { DOWNLOAD_RUN, reportedWrite } from "./agent-config.js";

const AGENT = String.raw`(?:Claude(?:\s+Code|\s+Desktop)?|Cursor|Codex(?:\s+CLI)?|Gemini(?:\s+CLI)?|Windsurf|Cline|(?:GitHub\s+)?Copilot|Continue|Aider|Zed|Kiro|Roo(?:\s+Code)?|opencode|Goose|Amp|Qwen\s+Code)`;
const PLACE = String.raw`(?:(?:global|user|user-level|project|local|workspace|persistent|long[\s-]term|permanent|custom|startup|session)\s+){0,2}(?:settings|config(?:uration)?|hooks?|rules|memory|memories|instructions|system\s+prompt|MCP\s+(?:config(?:uration)?|servers?|settings)|status\s?line)`;
/** The agent's own settings, hooks, rules or memory named in prose. */
const TARGET = new RegExp(
  [
    String.raw`\b${AGENT}(?:['’]s)?\s+${PLACE}\b`,
    String.raw`\b(?:your|the\s+user['’]s|the\s+agent['’]s|the\s+assistant['’]s)\s+(?:own\s+)?${PLACE}\b`,
    String.raw`\b(?:SessionStart|SessionEnd|UserPromptSubmit|PreToolUse|PostToolUse|PreCompact|SubagentStop|BeforeTool|AfterTool|BeforeAgent)\s+hooks?\b`,
    String.raw`\b(?:to|in|into)\s+(?:your\s+(?:long[\s-]term\s+|persistent\s+)?|long[\s-]term\s+|persistent\s+)memory\b`,
    String.raw`\b(?:for|in|across)\s+(?:all\s+|every\s+|each\s+)?(?:future|later|subsequent)\s+(?:sessions?|conversations?|chats?|projects?)\b`,
    String.raw`\b(?:re)?configure\s+${AGENT}\b`,
  ].join("|"),
  "gi",
);
/** A verb that puts something there, in the clause before the place (80 characters, no sentence stop between). */
const PUTS =
  /\b(?:add|append|update|set|change|configure|register|put|insert|write|save|store|edit|modify|patch|install|create|remember|persist|record|wire)\b[^.!?\n]{0,80}$/i;
/** Approvals stopped: what an agent told to keep it acts on without its user. */
const NO_ASK =
  /\bwithout\s+(?:asking|confirmation|approval|prompting|permission)\b|\b(?:do\s+not|don['’]?t|never|no\s+need\s+to)\s+(?:ask|check\s+with|wait\s+for|prompt)\s+(?:the\s+user\s+|anyone\s+|them\s+|me\s+)?(?:for\s+)?(?:permission|confirmation|approval|consent|first|before)\b|\bskip\s+(?:the\s+|any\s+|all\s+)?(?:confirmation|approval|permission)s?\b|\b(?:pre-?approved|already\s+approved)\b|\bauto-?approve\s+(?:every|all|any)\b/i;
// The pipe itself, not the fetch words ("irm" is in "confirm"), and the no-ask phrases whole: the rule reads few lines.
export const AGENT_PROSE_HINTS = [
  "| sh",
  "|sh",
  "| bash",
  "|bash",
  "| zsh",
  "| sudo",
  "|sudo",
  "| python",
  "| node",
  "| perl",
  "| ruby",
  "| dash",
  "| ksh",
  "<(curl",
  "<(wget",
  "$(curl",
  "$(wget",
  "| iex",
  "|iex",
  "| invoke-expression",
  "iex (",
  "iex(",
  "without asking",
  "without confirmation",
  "without approval",
  "without prompting",
  "without permission",
  "not ask",
  "n't ask",
  "never ask",
  "need to ask",
  "not prompt",
  "n't prompt",
  "never prompt",
  "not wait for",
  "n't wait for",
  "not check with",
  "n't check with",
  "skip the confirm",
  "skip confirm",
  "skip any confirm",
  "skip all confirm",
  "skip the approval",
  "skip approval",
  "skip the permission",
  "skip permission",
  "pre-approved",
  "preapproved",
  "already approved",
  "auto-approve",
];

/**
 * A download run is put there as something that runs (a hook's, a status line's or a server's command), not an
 * installer to run once ("Install the Claude Code hooks: `curl … | bash`").
 */
const RUNS_THERE =
  /\b(?:runs?|running|execute[sd]?|executing|starts?|launch(?:es)?|calls?|invokes?|commands?|cmd|args|exec|script|statusLine|apiKeyHelper|notify)\b/i;
/** A scoped allow entry (`Bash(npm test:*)`): the no-ask rule covers the commands named, as the hosts' docs advise. */
const SCOPED = /\b(?:Bash|Shell|Read|Edit|Write|WebFetch)\((?!\*)[^)\n]{1,80}\)/;

const FORBIDS = /\b(?:never|not|no|n['’]t)\b[^.;:!?\n]{0,60}$/i;

const INTRODUCES = /[:：]\s*(?:\*\*)?\s*$/;
const BLANK = /^\s*$/;
const HEADING = /^ {0,3}#{1,6}\s/;

/**
 * The line whose order introduces line `n` with a colon: for a line of a code block, the prose line right before
 * the block (one blank line between at most); for prose, a line above in the same paragraph (twelve at most).
 */
function introducedBy(file: AuditText, starts: readonly number[], n: number): number | undefined {
  const line = (k: number) => lineAt(file.text, starts, k);
  const fence = blockOf(file, n);
  if (fence !== undefined) {
    let k = fence - 1;
    if (k >= 0 && BLANK.test(line(k))) k--;
    return k >= 0 && !HEADING.test(line(k)) && INTRODUCES.test(line(k).slice(-200)) ? k : undefined;
  }
  for (let k = n - 1; k >= Math.max(0, n - 12); k--) {
    const t = line(k);
    if (BLANK.test(t) || HEADING.test(t) || blockOf(file, k) !== undefined) return undefined;
    if (INTRODUCES.test(t.slice(-200))) return k;
  }
  return undefined;
}

/** Where the first place on `text` (a line) named as the object of a putting verb, before `before`, ends; -1 when none. */
function orderedPlace(text: string, before: number): number {
  TARGET.lastIndex = 0;
  for (let m = TARGET.exec(text); m !== null && m.index < before; m = TARGET.exec(text)) {
    if (m[0].length === 0) TARGET.lastIndex++;
    // A verb read in the 100 characters before the place, once per place (linear on a long line).
    if (/^(?:re)?configure/i.test(m[0]) || PUTS.test(text.slice(Math.max(0, m.index - 100), m.index)))
      return m.index + m[0].length;
  }
  return -1;
}

/**
 * Markdown lines holding a download run in a shell or an approval stopped, that an order to put it into the
 * agent's settings, hooks, rules or memory carries: on the order's own line after the place, or in what the
 * order introduces with a colon. Reports, "never add …" and attack write-ups are left to the medium rules.
 */
export function agentProseConfig(file: AuditText, lines: readonly AuditLine[]): TextHit[] {
  const out: TextHit[] = [];
  if (!file.markdown) return out;
  const starts = startsOf(file);
  for (const l of lines) {
    const d = DOWNLOAD_RUN.exec(l.text);
    const c = d ?? NO_ASK.exec(l.text);
    if (!c) continue;
    const at = l.index + c.index;
    const n = lineOf(starts, l.index);
    let k = n;
    let place = orderedPlace(l.text, c.index);
    if (place < 0) {
      const intro = introducedBy(file, starts, n);
      if (intro === undefined) continue;
      k = intro;
      const t = lineAt(file.text, starts, k);
      place = orderedPlace(t, t.length);
      if (place < 0) continue;
    }
    const orderLine = { index: starts[k]!, text: lineAt(file.text, starts, k) };
    if (d) {
      // What lies between the place and the command, or before the command on its own line, says it runs there.
      const between =
        k === n ? l.text.slice(place, c.index) : `${orderLine.text.slice(place)} ${l.text.slice(0, c.index)}`;
      if (!RUNS_THERE.test(between)) continue;
    } else if (
      SCOPED.test(orderLine.text) ||
      SCOPED.test(l.text) ||
      // "Never push without approval" forbids; it does not excuse.
      (/^without/i.test(c[0]) && FORBIDS.test(l.text.slice(Math.max(0, c.index - 80), c.index)))
    )
      continue;
    if (reportedWrite(file, orderLine, place) || inAttackCatalogue(file, at)) continue;
    // On the order's own line the command after the place is what is put there, backticks or not.
    if (k !== n && !inCodeBlock(file, at) && mentionedOnly(file, at)) continue;
    out.push({ index: at, length: c[0].length });
  }
  return out;
}
