import type { Command } from "commander";
import type { ChatCliOptions } from "../chat/options.js";
import { type CliContext, globals } from "../context.js";

// `skillport chat`: the reference agent in a terminal. Only the options live here; the session
// (the AI SDK, a provider, the MCP client) loads when the command runs, so the CLI starts lean.

const collect = (value: string, previous: string[] = []): string[] => [...previous, value];

export function registerChat(program: Command, ctx: CliContext): void {
  program
    .command("chat")
    .description("talk to a model that uses your skills, commands and MCP servers (a REPL, or --print)")
    .option("-p, --print <prompt>", "send one prompt, print the answer on stdout and exit")
    .option("--model <id>", "the model (default $SKILLPORT_MODEL, or the provider's default)")
    .option("--provider <name>", "openai, anthropic or openai-compatible (default: from the environment)")
    .option(
      "--base-url <url>",
      "an OpenAI-compatible server, e.g. http://127.0.0.1:8080/v1 ($SKILLPORT_BASE_URL)",
    )
    .option(
      "--mcp-config <file>",
      "MCP servers, in the Claude Desktop or VS Code format (repeatable)",
      collect,
    )
    .option(
      "--allow <what>",
      "run without asking: bash, mcp, shell, edit, or a tool name (repeatable)",
      collect,
    )
    .option("-y, --yes", "run every tool call without asking")
    .option("--max-depth <n>", "how deep subagents may nest (0: no subagents; default 2)")
    .option("--max-steps <n>", "model steps per turn (default 50)")
    .option("--no-watch", "do not reload skills and commands between turns")
    .option("-c, --continue", "resume this project's most recent saved session")
    .option(
      "-r, --resume [id]",
      "resume a saved session (by id or a prefix of it; without one, choose from a list)",
    )
    .option("--sessions", "list this project's saved sessions and exit")
    .option(
      "--context-window <tokens>",
      "the model's context window, for compaction (default: known for common models, else 128000)",
    )
    .option("--no-session", "do not save this session")
    .option(
      "--no-context-files",
      "do not put AGENTS.md and CLAUDE.md (git root down to here) in the system prompt",
    )
    .addHelpText(
      "after",
      `
The provider comes from the environment (the first that is set):
  SKILLPORT_PROVIDER   openai, anthropic or openai-compatible
  SKILLPORT_BASE_URL   an OpenAI-compatible server (llama.cpp, Ollama, vLLM); SKILLPORT_API_KEY if it needs one
  OPENAI_API_KEY       OpenAI (needs the package @ai-sdk/openai)
  ANTHROPIC_API_KEY    Anthropic (needs the package @ai-sdk/anthropic)
SKILLPORT_MODEL names the model. bash, MCP tools and command snippets ask first; where nobody can
answer (--print or --json without a terminal) they are refused unless --allow or --yes allows them.
In the REPL, Ctrl-C cancels the running turn; Ctrl-C twice or /exit quits.
Sessions are saved per project under $XDG_STATE_HOME/skillport/sessions (default ~/.local/state).
With --json, every event is one JSON line on stdout.\n`,
    )
    .action(async (opts: ChatCliOptions, cmd: Command) => {
      const { runChat } = await import("../chat/session.js");
      await runChat(opts, globals(cmd), ctx);
    });
}
