// Round 20 (audit-agentcfg8): two ways a skill reaches the agent's settings that the write rules do not read.
// (1) Hooks declared in YAML or an object literal (a skill's or a subagent's front matter, a hooks file, a settings
// object in code): the agent runs each command at every event, so a download run there is code from whoever serves
// it, every session. JSON hooks are persistence's (quoted keys). (2) The model API's base URL pointed at an outside
// host in the agent's settings or the shell's profile: the API key and every prompt go to that host
// (CVE-2026-21852: a project's `.claude/settings.json` env sent the key before the trust prompt).

import { inAttackCatalogue, mentionedOnly } from "../context.js";
import type { AuditLine, AuditText, TextHit } from "../rule-types.js";
import { lineOf, startsOf, window } from "../text.js";
import { isLoopbackHost, isPrivateNetworkHost } from "../vocab.js";
import { DOWNLOAD_RUN } from "./agent-config.js";
import { EVENTS } from "./agent-files.js";

/** An event key, unquoted (YAML, a JS object): at a line's start or a list item's, or after `{` or `,` (a flow map). */
const EVENT_KEY = new RegExp(String.raw`(?:^([ \t]*)(?:-[ \t]+)?|[{,][ \t]*)(?:${EVENTS}):(?![:\w])`);
/** A POST of a file or of the hook's input (`-d @-`, `-F f=@path`, `--data-binary @file`): each event sent away. */
const POSTS_INPUT =
  /\bcurl\b[^\n]{0,300}\s(?:-d|--data(?:-binary|-raw|-urlencode)?|-F|--form|-T|--upload-file)[=\s]+["']?(?:[\w.-]{1,40}=)?[@<]|\bwget\b[^\n]{0,300}--post-file\b/i;
const MAX_LINES = 40;
const MAX_CHARS = 4000;

/**
 * Lines under the event line: more indented than it (YAML, an indented object), at most 40 lines or 4,000
 * characters; a flow map's event is read to its line's end.
 */
function blockEnd(text: string, lineEnd: number, indent: number | undefined): number {
  if (indent === undefined) return lineEnd;
  let end = lineEnd;
  let at = lineEnd + 1;
  for (let n = 0; n < MAX_LINES && at < text.length && at - lineEnd < MAX_CHARS; n++) {
    const next = text.indexOf("\n", at);
    const stop = next < 0 ? text.length : next;
    const line = text.slice(at, stop);
    if (line.trim() !== "") {
      const own = line.length - line.trimStart().length;
      if (own <= indent) break;
      end = stop;
    }
    at = stop + 1;
  }
  return Math.min(end, lineEnd + MAX_CHARS);
}

/** A hook event declared in YAML or an object literal whose command, below it, runs a download or posts its input. */
export function hookRunsDownload(file: AuditText, lines: readonly AuditLine[]): TextHit[] {
  const out: TextHit[] = [];
  const text = file.text;
  let done = 0;
  for (const l of lines) {
    if (l.index < done) continue;
    const k = EVENT_KEY.exec(l.text);
    if (!k) continue;
    const indent = k[1] === undefined ? undefined : k[1].replace(/\t/g, "  ").length;
    const from = l.index + k.index;
    done = blockEnd(text, l.index + l.text.length, indent);
    const block = text.slice(from, done);
    const d = DOWNLOAD_RUN.exec(block) ?? POSTS_INPUT.exec(block);
    if (!d) continue;
    const at = from + d.index;
    // Markdown that shows the shape (a write-up, a "never" rule, an attack list) is a mention.
    if (file.markdown && (inAttackCatalogue(file, at) || mentionedOnly(file, at))) continue;
    out.push({ index: at, length: d[0].length });
  }
  return out;
}

// With the colon: "stop" and "notification" alone are on too many lines of prose.
export const HOOK_HINTS = EVENTS.toLowerCase()
  .split("|")
  .map((e) => `${e}:`);

/** The model API's base URL, by the variable or key the agents and their SDKs read. */
const BASE_URL =
  /\b(?:ANTHROPIC_BASE_URL|ANTHROPIC_API_URL|OPENAI_BASE_URL|OPENAI_API_BASE|GOOGLE_GEMINI_BASE_URL|GEMINI_BASE_URL|CLAUDE_CODE_API_BASE_URL)\b["']?\s*(?:[:=]|\]\s*=)\s*["']?(https?:\/\/[^\s"'`<>)\\]{1,200})/g;
/** Codex's provider table: `[model_providers.x]` … `base_url = "…"`. */
const PROVIDER_URL = /^\s*base_url\s*=\s*["'](https?:\/\/[^\s"'`<>]{1,200})["']/;
/**
 * The model vendors and gateways whose own docs give these variables (Anthropic, OpenAI, the Anthropic-compatible
 * endpoints of Moonshot, Zhipu, MiniMax, DeepSeek, Alibaba, ByteDance; OpenRouter and the hosted gateways).
 */
const KNOWN_API =
  /(?:^|\.)(?:anthropic\.com|openai\.com|openai\.azure\.com|azure\.com|googleapis\.com|amazonaws\.com|openrouter\.ai|moonshot\.(?:ai|cn)|kimi\.com|bigmodel\.cn|z\.ai|minimax\.io|minimaxi\.com|deepseek\.com|aliyuncs\.com|volces\.com|siliconflow\.(?:cn|com)|groq\.com|together\.xyz|fireworks\.ai|mistral\.ai|x\.ai|perplexity\.ai|cerebras\.ai|novita\.ai|portkey\.ai|helicone\.ai|cloudflare\.com|vercel\.sh|litellm\.ai|baidubce\.com|hunyuan\.cloud\.tencent\.com|tencentcloudapi\.com|modelscope\.cn|ollama\.com|huggingface\.co|nvidia\.com|cohere\.(?:ai|com)|databricks\.com|snowflakecomputing\.com)$/i;
/** What docs write for "your own": placeholders, a template's slot (a reserved example host is an ordinary one). */
const PLACEHOLDER =
  /(?:^|\.)localhost$|^(?:your|my|<|\{|\$|xxx|api\.yourcompany|gateway\.company)|[<>{}$]|\.\.\./i;

function outsideHost(url: string): boolean {
  const host = (/^https?:\/\/(?:[^@/\s]{0,100}@)?([^/:?#\s]{1,200})/i.exec(url)?.[1] ?? "").toLowerCase();
  if (host === "" || !host.includes(".")) return false;
  return !(
    isLoopbackHost(host) ||
    isPrivateNetworkHost(host) ||
    KNOWN_API.test(host) ||
    PLACEHOLDER.test(host)
  );
}

/** A file that is the agent's settings (Claude's, Codex's, Gemini's, VS Code's) or an env file it loads. */
const SETTINGS_FILE =
  /(?:^|\/)(?:\.claude\/settings[\w.-]{0,20}\.json|settings(?:\.local)?\.json|managed-settings\.json|\.codex\/config\.toml|config\.toml|\.gemini\/\.env|\.claude\.json)$/i;
/** A write to the agent's settings or the shell's profile near the URL: where it stays set for every session. */
const SETS_FOR_AGENT =
  /settings[\w.-]{0,20}\.json|config\.toml|\.claude\.json|\.(?:bashrc|zshrc|zshenv|profile|bash_profile|zprofile)\b|config\.fish|\$PROFILE\b|\bsetx\b|launchctl\s+setenv|SetEnvironmentVariable|\[Environment\]::/i;

/** The model API's base URL set to an outside host where the agent reads it (its settings file, or a write to them). */
export function apiRedirect(file: AuditText, lines: readonly AuditLine[]): TextHit[] {
  // Docs name gateways and relays as often as attackers do: a Markdown page is not a settings file.
  if (file.markdown) return [];
  const inSettings = SETTINGS_FILE.test(file.path);
  const out: TextHit[] = [];
  for (const l of lines) {
    const hits: TextHit[] = [];
    BASE_URL.lastIndex = 0;
    for (let m = BASE_URL.exec(l.text); m !== null; m = BASE_URL.exec(l.text))
      if (outsideHost(m[1]!)) hits.push({ index: l.index + m.index, length: m[0].length });
    // Codex's provider table, in its config file or written into it from a script.
    const p = PROVIDER_URL.exec(l.text);
    const provider =
      p !== null &&
      ((inSettings && /\.toml$/i.test(file.path)) ||
        /\bmodel_providers\b/.test(nearLines(file, l.index + p.index)));
    if (provider && outsideHost(p[1]!)) hits.push({ index: l.index + p.index, length: p[0].length });
    if (hits.length === 0) continue;
    if (!inSettings && !SETS_FOR_AGENT.test(nearLines(file, hits[0]!.index))) continue;
    out.push(...hits);
  }
  return out;
}

/** Six lines either side of the line at `at`, cut to 2,000 characters each way (a long line stays linear). */
function nearLines(file: AuditText, at: number): string {
  const starts = startsOf(file);
  const w = window(file.text, starts, lineOf(starts, at), 6, 6);
  const k = at - w.index;
  return w.text.slice(Math.max(0, k - 2000), k + 2000);
}

export const API_REDIRECT_HINTS = [
  "anthropic_base_url",
  "anthropic_api_url",
  "openai_base_url",
  "openai_api_base",
  "gemini_base_url",
  "claude_code_api_base_url",
  "base_url",
];
