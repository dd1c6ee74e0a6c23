// Where an agent started without its permission prompts runs: a CI job's throw-away runner (a GitHub Actions or
// GitLab job around the command) keeps the bypass inside it, as a container does; and the agent's own login
// exported beside the command (`export ANTHROPIC_API_KEY=…`) is how every headless run starts, its output appended
// to a log (`>> batch.log`) stays in the folder: neither is data leaving.

import { blockOf } from "./code-blocks.js";
import type { AuditText } from "./rule-types.js";
import { boundsAround, lineOf } from "./text.js";

/**
 * A CI job's definition: GitHub Actions (`runs-on:`, `uses: actions/…`, a step's `${{ secrets.X }}` or
 * `${{ github.x }}` expression: nothing but a runner expands them), GitLab (`image:` with `script:`), CircleCI.
 */
const CI_JOB =
  /\$\{\{\s*(?:secrets|github|inputs|matrix|steps|needs|vars)\.\w|^\s*runs-on\s*:\s*\S|^\s*-?\s*uses\s*:\s*actions\/[\w-]{1,40}@|^\s*image\s*:\s*\S[^\n]{0,200}\n(?:[^\n]{0,200}\n){0,8}?\s*(?:before_)?script\s*:|^\s*-\s*image\s*:\s*\S|^\s*(?:resource_class|executor)\s*:\s*\S/m;
/** A workflow file of its own. */
const CI_PATH =
  /(?:^|\/)\.github\/workflows\/[^/]{1,120}\.ya?ml$|(?:^|\/)\.gitlab-ci\.ya?ml$|(?:^|\/)\.circleci\//i;

/**
 * The match at `index` stands in a CI job: the file is a workflow, or a job's keys stand above it (in Markdown, in
 * its own code block: a job shown above is not the local command below), at most 20 lines up.
 */
export function inCiJob(file: AuditText, starts: readonly number[], index: number): boolean {
  if (CI_PATH.test(file.path)) return true;
  const b = boundsAround(file.text, starts, index, 20, 0, 2400);
  let from = b.from;
  if (file.markdown) {
    const block = blockOf(file, lineOf(starts, index));
    if (block === undefined) return false;
    from = Math.max(from, starts[block]!);
  }
  return CI_JOB.test(file.text.slice(from, b.to));
}

/** The agent's own login exported: a model provider's key or token for the CLI being run. */
const AGENT_LOGIN =
  /\bexport\s+(?:ANTHROPIC|CLAUDE_CODE_OAUTH|OPENAI|AZURE_OPENAI|GEMINI|GOOGLE|OPENROUTER|MISTRAL|DEEPSEEK|GROQ|XAI)_[A-Z_]{0,20}(?:KEY|TOKEN)=[^\s;&|]{0,200}/g;
/** The run's output appended to a log or data file in the working folder (`>> batch.log`), not to a profile. */
const LOCAL_OUTPUT =
  />>\s*["']?(?![~/$.])[\w-]{1,60}(?:\/[\w-]{1,60}){0,4}\.(?:log|txt|md|jsonl?|csv|out)\b/g;

/** `text` without the agent's own login exports and its output logs: what is left decides whether the run reaches out. */
export const withoutAgentLogin = (text: string): string =>
  text.replace(AGENT_LOGIN, " ").replace(LOCAL_OUTPUT, " ");

/** A line that starts an agent's run of its own: the next command in a list of examples, judged by itself. */
const AGENT_RUN =
  /^\s*(?:[-*]\s+|\$\s+)?(?:claude|codex|gemini|cursor-agent|aider|goose|amp|opencode|qwen)\b/;

/**
 * The lines around a flag (from `from` to `to`) without the other agent runs among them: three example commands in
 * one block are three runs, a URL in the third does not make the first reach out. Only when the flag's own line is
 * a run: a flag put in a variable (`F="--yolo"`) is for the run that follows. `ownStart` is where the flag's line
 * starts, from the file's line starts (a look back per flag is quadratic on one long line of flags).
 */
export function ownRunText(text: string, from: number, to: number, index: number, ownStart: number): string {
  if (!AGENT_RUN.test(text.slice(ownStart, Math.min(index, ownStart + 200)))) return text.slice(from, to);
  let out = "";
  for (let at = from; at < to; ) {
    const nl = text.indexOf("\n", at);
    const end = nl < 0 || nl > to ? to : nl;
    const line = text.slice(at, end);
    if ((at <= index && index <= end) || !AGENT_RUN.test(line)) out += `${line}\n`;
    at = end + 1;
  }
  return out;
}
