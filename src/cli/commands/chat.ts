import type { Command } from "commander";
import { type CliContext, globals } from "../context.js";

// `skillport chat`: the reference agent in a terminal. Only the options live here; the session
// (the AI SDK, a provider, the MCP client) loads when the command runs, so the CLI starts lean.

const collect = (value: string, previous: string[] = []): string[] => [...previous, value];

export interface ChatCliOptions {
  readonly print?: string;
  readonly model?: string;
  readonly provider?: string;
  readonly baseUrl?: string;
  readonly mcpConfig?: string[];
  readonly allow?: string[];
  readonly yes?: boolean;
  readonly maxDepth?: string;
  readonly maxSteps?: string;
  readonly watch?: boolean;
}

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
    .option("--allow <what>", "run without asking: bash, mcp, shell, or a tool name (repeatable)", collect)
    .option("-y, --yes", "run every tool call without asking")
    .option("--max-depth <n>", "how deep subagents may nest (0: no subagents; default 2)")
    .option("--max-steps <n>", "model steps per turn (default 50)")
    .option("--no-watch", "do not reload skills and commands between turns")
    .action(async (opts: ChatCliOptions, cmd: Command) => {
      const { runChat } = await import("./chat-session.js");
      await runChat(opts, globals(cmd), ctx);
    });
}
