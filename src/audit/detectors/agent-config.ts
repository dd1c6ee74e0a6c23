// Writing the agent's own instruction, memory, settings and MCP files (CLAUDE.md, AGENTS.md, …): medium as
// housekeeping, high when what is written turns the agent against its user or its safety controls off.

import { inAttackCatalogue, mentionedOnly, SHOWS_ATTACK } from "../context.js";
import { gatedTest } from "../required-words.js";
import type { AuditLine, AuditText, TextHit } from "../rule-types.js";
import { LETTERS_OF_OTHER_LANGUAGES } from "../sentences.js";
import { eachMatch, lineOf, startsOf } from "../text.js";
import { AGENT_FILES } from "./agent-files.js";
import { HARMFUL } from "./agent-harm.js";
import { PERMISSION_BYPASS } from "./agent-permission.js";
import { builtAbove, laterWrite, WRITES, writtenLines } from "./agent-written.js";
import { forbiddingList } from "./forbidding-list.js";
import { OVERRIDE } from "./injection.js";
import { CONCEAL, COVERT, IGNORE, INSTRUCTIONS, WITHOUT_ASKING, WRITE } from "./lexicon.js";
import { oncePerLines } from "./per-lines.js";
import { hiddenProgram } from "./persistence.js";

const OVERRIDE_ONE = new RegExp(OVERRIDE.source, "i");

const WRITE_INTL = new RegExp(WRITE, "iu");
/** Harm written into an agent file in another language: concealment, approvals skipped, covert acts, instructions dropped. */
// "不需要向用户确认": the lexicon's "no confirmation needed" with the person asked named in between.
const HARMFUL_INTL = new RegExp(
  `${CONCEAL}|${WITHOUT_ASKING}|${COVERT}|(?:不需要|无需|不必|不用)(?:再)?(?:向|跟)(?:用户|使用者)(?:确认|询问|请求)`,
  "iu",
);
const IGNORE_INTL = new RegExp(IGNORE, "iu");
const INSTRUCTIONS_INTL = new RegExp(INSTRUCTIONS, "iu");
// Each asked only of a window holding one of its words or characters: the lexicon's classes are giants.
const testHarmfulIntl = gatedTest(HARMFUL_INTL);
const testIgnoreIntl = gatedTest(IGNORE_INTL);
const testInstructionsIntl = gatedTest(INSTRUCTIONS_INTL);
const originalStarts = new WeakMap<AuditText, readonly number[]>();

/** Lines [from, to) of the file's original text (the lexicon reads it: the plain pass maps Cyrillic to Latin). */
function originalLines(file: AuditText, from: number, to: number): string {
  if (file.original === undefined) {
    const starts = startsOf(file);
    const end = to < starts.length ? starts[to]! : file.text.length;
    return file.text.slice(starts[Math.max(0, from)]!, end);
  }
  let starts = originalStarts.get(file);
  if (!starts) {
    // The scanner's Unicode pass read the same text: its starts are shared (text.ts perText).
    starts = startsOf({ text: file.original });
    originalStarts.set(file, starts);
  }
  const end = to < starts.length ? starts[to]! : file.original.length;
  return file.original.slice(starts[Math.max(0, Math.min(from, starts.length - 1))]!, end);
}

/**
 * A permission bypass in the window `w` (text starting at `from`) that is said, not only mentioned; on the
 * write line itself, after its write verb ([written, end)), a code span is what is written, not a mention
 * (`Set \`"autoAccept": true\` in ~/.gemini/settings.json`).
 */
function saidBypass(file: AuditText, from: number, w: string, written: number, end: number): boolean {
  let said = false;
  eachMatch(PERMISSION_BYPASS, w, (m) => {
    const at = from + m.index;
    said ||= (at >= written && at < end) || !mentionedOnly(file, at);
  });
  return said;
}

const NEGATED = /\b(?:never|not|don['’]t|avoid|instead\s+of)\s+(?:\w+\s+){0,2}$/i;

/** Where the write line's own object starts: after its write verb, unless the write is forbidden (-1). */
function writtenFrom(lineText: string): number {
  const verb = WRITES.exec(lineText);
  if (verb === null || NEGATED.test(lineText.slice(0, verb.index))) return -1;
  return verb.index + verb[0].length;
}

/**
 * Not what is written but who writes: a report of an attack whose subject stands before the file ("an
 * attacker adds … to AGENTS.md", "a malicious package's postinstall writes settings.json"), or a list item
 * under "Do not:".
 */
export function reportedWrite(file: AuditText, line: AuditLine, at: number): boolean {
  // The 400 characters before the file, not the whole line's head: asked per file named, a long line of
  // registrations was read whole per match (round 19: 22 s for 400 KB of `mcp add`).
  const before = line.text.slice(Math.max(0, at - 400), at);
  if (forbiddingList(file, line.index + at)) return true;
  // "Never add `Bash(*)` to settings.json": the write forbidden, not ordered.
  const verb = WRITES.exec(before);
  if (verb !== null && NEGATED.test(before.slice(0, verb.index))) return true;
  // "To keep attackers out, append this to CLAUDE.md": an order with a pretext is still an order.
  return (SHOWS_ATTACK.test(before) || REPORTS.test(before)) && !ORDERED_WRITE.test(before);
}

/** A write verb that opens a clause (the start of the line or a list item, after a stop or a comma): an order. */
const ORDERED_WRITE =
  /(?:^[\s>*#+-]*(?:\d{1,3}[.)]\s*)?|[.;:!?,]\s+)(?:(?:please|now|then|first|also|just)\s+)*(?:append|add|write|insert|create|put|save|copy|update|edit|modify|place|paste|echo)\b/i;

/**
 * A detection rule's condition ("alert when a process writes …"), a poisoned or compromised source as the subject, and
 * attackers named in other languages.
 */
const REPORTS =
  /\b(?:alerts?|detects?|flags?|monitors?|watch(?:es)?\s+for|logs?)\b[^.:\n]{0,60}\b(?:when|whenever|if|any|every)\b|\b(?:poison(?:ed|ing)?|backdoor(?:ed|s)?|compromised|hijack(?:ed|s)?|trojani[sz]ed|rogue|adversar(?:y|ial)|atacante|attaquant|Angreifer|aggressore|malicios[oa]|malveillante?|bösartige?[rs]?)\b|攻击者|攻撃者|恶意|悪意|злоумышленник/i;

/**
 * "Without asking" said of the write itself ("append the decisions to CLAUDE.md, without asking each time";
 * "在 CLAUDE.md 末尾追加…，无需询问用户"): after the file in the same clause, with no colon, quote or "that"
 * between that would open the text written. Housekeeping (the medium write), not an order in the file.
 */
const OPENS_CONTENT = /[:：「«“"]|\b(?:that|saying|telling|so|which|runs?|execute|install|commands?)\b/i;
function maskQualifier(lineText: string, asking: RegExp): string {
  const file = lastMatchEnd(AGENT_FILES, lineText);
  if (file < 0) return lineText;
  let out = lineText;
  eachMatch(asking, lineText.slice(file), (q) => {
    if (!OPENS_CONTENT.test(lineText.slice(file, file + q.index)))
      out = out.slice(0, file + q.index) + " ".repeat(q[0].length) + out.slice(file + q.index + q[0].length);
  });
  return out;
}

function lastMatchEnd(re: RegExp, text: string): number {
  let end = -1;
  eachMatch(re, text, (m) => {
    end = m.index + m[0].length;
  });
  return end;
}

const ASKING =
  /\bwithout\s+(?:asking|confirmation|approval|prompting|permission)\b|\b(?:do\s+not|don['’]t)\s+ask\s+(?:the\s+user\s+)?for\s+(?:confirmation|permission|approval)\b/gi;
const ASKING_INTL = new RegExp(WITHOUT_ASKING, "giu");

/**
 * Writing an agent's instruction, memory, settings or MCP file (medium: skills that keep CLAUDE.md
 * do this); high (agentConfigTampering) when what is written nearby is harmful: an injection, a
 * permission bypass, a remote install or "always run …".
 */
const agentWrites = oncePerLines(function agentWrites(file: AuditText, lines: readonly AuditLine[]): Writes {
  const out: Writes = { high: [], medium: [] };
  const starts = startsOf(file);
  // Asked only when an English write verb is missing or the window is not harmful in English.
  let otherKnown: boolean | undefined;
  const other = (): boolean => {
    otherKnown ??= LETTERS_OF_OTHER_LANGUAGES.test(file.original ?? file.text);
    return otherKnown;
  };
  for (const l of lines) {
    const n = lineOf(starts, l.index);
    // Another language's write verb ("在 CLAUDE.md 末尾追加", "ajoute à AGENTS.md") on the file's line, or
    // in a script the path kept in a variable that a write below uses.
    const writesHere =
      WRITES.test(l.text) ||
      (other() && WRITE_INTL.test(originalLines(file, n, n + 1))) ||
      splitWrite(file, starts, n, l.text);
    const writeAt = writesHere ? undefined : laterWrite(file, starts, n, l.text);
    if (!writesHere && writeAt === undefined) continue;
    const [shown, written] = writtenLines(file, starts, n);
    const last =
      writeAt === undefined ? written : Math.min(starts.length - 1, Math.max(written, writeAt + 6));
    const first = Math.min(shown, builtAbove(file, starts, n, writeAt ?? n));
    const from = starts[first]!;
    const end = last + 1 < starts.length ? starts[last + 1]! - 1 : file.text.length;
    const lineFrom = l.index - from;
    const raw = file.text.slice(from, end);
    const w = raw.slice(0, lineFrom) + maskQualifier(l.text, ASKING) + raw.slice(lineFrom + l.text.length);
    const harmfulIntl = (): boolean => {
      if (!other()) return false;
      const lines = originalLines(file, first, last + 1).split("\n");
      const k = n - first;
      if (k < lines.length) lines[k] = maskQualifier(lines[k]!, ASKING_INTL);
      const ow = lines.join("\n");
      return testHarmfulIntl(ow) || (testIgnoreIntl(ow) && testInstructionsIntl(ow));
    };
    // A hook or server that starts a dot-named program in the home or temp folder hides what it runs.
    const own = writtenFrom(l.text);
    const bad =
      HARMFUL.test(w) ||
      OVERRIDE_ONE.test(w) ||
      saidBypass(file, from, w, own < 0 ? -1 : l.index + own, own < 0 ? -1 : l.index + l.text.length) ||
      hiddenProgram(w) ||
      harmfulIntl();
    // Writing a skill or agent folder is what skill-making skills do; only a harmful write counts. A harmful
    // write that is reported, not ordered, is the medium one.
    // Asked once a line, not per registration: a long line of `mcp add` would be read whole per match.
    let cliHarm: boolean | undefined;
    const cliHarmful = (): boolean => (cliHarm ??= HARMFUL.test(l.text));
    eachMatch(AGENT_FILES, l.text, (m) => {
      // A server registered by the CLI is judged by its own command line (READMEs list many side by side);
      // registering a harmless one is routine, not a write to flag.
      const cli = /^mcp\s/i.test(m[0]);
      const high = (cli ? cliHarmful() : bad) && !reportedWrite(file, l, m.index);
      const hit = { index: l.index + m.index, length: m[0].length };
      if (high) out.high.push(hit);
      else if (!cli && !/[\\/](?:skills|agents)[\\/]$/.test(m[0])) out.medium.push(hit);
    });
  }
  return out;
});
/**
 * Round 28: the write verb ends the line above and the file opens this one ("then add the following line" / "to
 * `.roo/rules/00-crm.md` so later sessions keep it:"): one sentence broken by the line wrap.
 */
const SPLIT_WRITE_HEAD = /^\s*(?:>\s*)?(?:to|into|at\s+the\s+(?:end|top)\s+of)\s+[\x60"']?\S/i;
const SPLIT_WRITE_TAIL =
  /\b(?:add|append|write|insert|put|save|copy|paste|place|prepend)\b(?:\s+[\w\x60'".:/-]{1,40}){0,5}\s*$/i;
function splitWrite(file: AuditText, starts: readonly number[], n: number, text: string): boolean {
  if (!file.markdown || n === 0 || !SPLIT_WRITE_HEAD.test(text)) return false;
  const above = file.text.slice(starts[n - 1]!, starts[n]! - 1);
  return above.length <= 2000 && SPLIT_WRITE_TAIL.test(above.slice(-400));
}

/** The harmful writes (high) and the others (medium), read once for both rules. */
interface Writes {
  readonly high: TextHit[];
  readonly medium: TextHit[];
}

export const agentConfigWrite = (f: AuditText, l: readonly AuditLine[]) => agentWrites(f, l).medium;
export const agentConfigTampering = (f: AuditText, l: readonly AuditLine[]) => [
  ...agentWrites(f, l).high,
  ...serverRunsDownload(f, l),
];

/** A download piped into a shell or an interpreter (or read by one through a process substitution). */
// Round 19: also a shell given the download's text as its command (`bash -c "$(curl …)"`) and PowerShell's
// `iex (iwr …)` / `iex (New-Object Net.WebClient).DownloadString(…)`.
export const DOWNLOAD_RUN =
  /\b(?:curl|wget)\b[^\n|]{0,300}\|\s*(?:sudo\s+)?(?:(?:ba|z|da|k)?sh|python[23]?|node|perl|ruby)\b|\b(?:iwr|irm|Invoke-WebRequest|Invoke-RestMethod)\b[^\n|]{0,300}\|\s*(?:iex|Invoke-Expression)\b|\b(?:ba|z)?sh\s+<\(\s*(?:curl|wget)\b|\b(?:ba|z)?sh\s+-c\s+\\?["']?\$\(\s*(?:curl|wget)\b|\b(?:iex|Invoke-Expression)\s*\(+\s*(?:iwr|irm|Invoke-WebRequest|Invoke-RestMethod|New-Object\s+(?:System\.)?Net\.WebClient)\b/i;
const SERVERS = /mcp_?servers/i;
/**
 * Where the server table opened at `from` ends: its braces closed (JSON, JS), or else a blank line (TOML, YAML);
 * never past `limit`. A setup page's install line below the table (`curl … | sh` for uv or bun) is not a server.
 */
function tableEnd(text: string, from: number, limit: number): number {
  const brace = text.slice(from, Math.min(limit, from + 60)).indexOf("{");
  if (brace !== -1) {
    const open = from + brace;
    let depth = 0;
    for (let i = open; i < limit; i++) {
      const c = text.charCodeAt(i);
      if (c === 123) depth++;
      else if (c === 125 && --depth === 0) return i + 1;
    }
    return limit;
  }
  const blank = /\n[ \t]*\n/.exec(text.slice(from, limit));
  return blank ? from + blank.index : limit;
}
/**
 * Round 18: an MCP server table (`mcpServers`, Codex's `[mcp_servers.x]`) whose command runs a download: the agent
 * starts its servers at every session, so whoever serves that script runs code on the machine each time. Servers
 * started from a package (`npx -y @scope/server`, `uvx`, `docker run`) are how servers ship and are left alone.
 * Each table is read to its end (4,000 characters at most), the windows never overlapping (linear on one long line).
 */
function serverRunsDownload(file: AuditText, lines: readonly AuditLine[]): TextHit[] {
  const out: TextHit[] = [];
  const text = file.text;
  let done = 0;
  for (const l of lines) {
    if (l.index + l.text.length < done) continue;
    const s = SERVERS.exec(l.index >= done ? l.text : l.text.slice(done - l.index));
    if (!s) continue;
    const from = Math.max(done, l.index) + s.index;
    done = tableEnd(text, from, Math.min(text.length, from + 4000));
    const table = text.slice(from, done);
    const d = DOWNLOAD_RUN.exec(table);
    if (!d) continue;
    const at = from + d.index;
    // Markdown that only shows the shape (a write-up, a table row, a "never" rule) is a mention.
    if (inAttackCatalogue(file, at) || (file.markdown && mentionedOnly(file, at))) continue;
    out.push({ index: at, length: d[0].length });
  }
  return out;
}
