import { type McpPrompt, promptUsage } from "../../agent/mcp-lists.js";
import { listSessions, sessionsDir } from "../../agent/session-file.js";
import type { SkillSet } from "../../types.js";
import { terminalLine } from "../../util/terminal.js";
import { line, tokens } from "./render.js";
import type { ChatRun } from "./run.js";
import { sessionRows } from "./saved.js";

// The REPL's own slash commands. Anything else that starts with `/` is a skill or a custom command
// and goes to the agent.

export interface ReplCommand {
  readonly name: string;
  readonly args?: string;
  readonly summary: string;
  run(s: ChatRun, args: string, signal: AbortSignal): Promise<void> | void;
}

const say = (s: ChatRun, text: string): void => s.renderer.ui(text);

/** Every connected server's prompts, as they are now. */
const mcpPrompts = (s: ChatRun): McpPrompt[] => s.agent.mcp.connections.flatMap((c) => c.prompts);

const skillsOf = (s: ChatRun): SkillSet => (typeof s.skills === "function" ? s.skills() : s.skills);

export const REPL_COMMANDS: readonly ReplCommand[] = [
  {
    name: "help",
    summary: "these commands",
    run(s) {
      for (const c of REPL_COMMANDS)
        say(
          s,
          `  /${c.name}${c.args ? ` ${c.args}` : ""}${" ".repeat(Math.max(1, 22 - c.name.length - (c.args?.length ?? 0)))}${s.c.dim(c.summary)}`,
        );
      const prompts = mcpPrompts(s);
      if (prompts.length > 0) say(s, s.c.dim("MCP prompts:"));
      for (const p of prompts.slice(0, 50))
        say(s, `  ${terminalLine(promptUsage(p))}  ${s.c.dim(line(p.description, 80))}`);
      if (prompts.length > 50) say(s, s.c.dim(`  … and ${prompts.length - 50} more (/mcp lists them)`));
      say(
        s,
        s.c.dim(
          "Anything else after / is a skill, a custom command or an MCP prompt (/server:prompt args). A line ending in \\ continues on the next. Lines typed while a turn runs wait their turn. Ctrl-C cancels the turn; Ctrl-C twice, Ctrl-D or /exit quits.",
        ),
      );
    },
  },
  {
    name: "clear",
    summary: "forget the conversation and start afresh (the saved session keeps it)",
    run(s) {
      s.agent.clear();
      say(s, s.c.dim("(conversation cleared)"));
    },
  },
  {
    name: "compact",
    args: "[focus]",
    summary: "summarise the older turns now",
    async run(s, args, signal) {
      const done = await s.agent.compact({ instructions: args, signal });
      if (!done) say(s, s.c.dim("(nothing to compact yet: the conversation has fewer than two turns)"));
    },
  },
  {
    name: "cost",
    summary: "tokens used by this session",
    run(s) {
      const u = s.agent.usage();
      const p = s.priorUsage();
      const fill = u.contextWindow
        ? ` · context ~${Math.round((100 * u.contextTokens) / u.contextWindow)}% of ${tokens(u.contextWindow)}`
        : "";
      say(
        s,
        `this run: ${tokens(u.inputTokens)} in (${tokens(u.cachedInputTokens)} cached) · ${tokens(u.outputTokens)} out${fill}`,
      );
      if (p.inputTokens + p.outputTokens > 0)
        say(
          s,
          `whole session: ${tokens(p.inputTokens + u.inputTokens)} in · ${tokens(p.outputTokens + u.outputTokens)} out`,
        );
      say(s, s.c.dim("(tokens as the provider reported them; prices differ by provider and model)"));
    },
  },
  {
    name: "model",
    args: "[id]",
    summary: "show the model, or switch to another of the same provider",
    async run(s, args) {
      if (args.trim() === "") return say(s, `${terminalLine(s.choice.provider)} ${terminalLine(s.model())}`);
      say(s, s.c.dim(`(model: ${terminalLine(await s.switchModel(args.trim()))})`));
    },
  },
  {
    name: "skills",
    summary: "the skills the model can use",
    run(s) {
      const set = skillsOf(s);
      if (set.skills.length === 0) return say(s, s.c.dim("(no skills)"));
      for (const k of set.skills)
        say(
          s,
          `  ${s.c.cyan(terminalLine(k.name))}${k.modelInvocable ? "" : s.c.dim(" (/ only)")} ${s.c.dim(line(k.description, 90))}`,
        );
    },
  },
  {
    name: "mcp",
    summary: "the MCP servers and their tools",
    run(s) {
      const m = s.agent.mcp;
      if (m.connections.length + m.failures.length === 0)
        return say(s, s.c.dim("(no MCP servers; see --mcp-config)"));
      for (const c of m.connections) {
        say(
          s,
          `  ${s.c.cyan(terminalLine(c.server))} ${s.c.dim(`${c.tools.length} tools: ${line(c.tools.map((t) => t.name).join(", "), 100)}`)}`,
        );
        if (c.prompts.length > 0)
          say(
            s,
            `    ${s.c.dim(`${c.prompts.length} prompts: ${line(c.prompts.map((p) => `/${p.command}`).join(" "), 100)}`)}`,
          );
      }
      for (const f of m.failures)
        say(s, `  ${s.c.red(terminalLine(f.server))} ${s.c.dim(line(f.message, 100))}`);
    },
  },
  {
    name: "sessions",
    summary: "this project's saved sessions",
    run(s) {
      const all = listSessions(sessionsDir(s.workspace, s.ctx.env));
      if (all.length === 0) return say(s, s.c.dim("(no saved sessions)"));
      for (const r of sessionRows(all.slice(0, 20)))
        say(s, `  ${r}${r.startsWith(s.sessionId().slice(0, 8)) ? s.c.dim(" (this one)") : ""}`);
    },
  },
  {
    name: "resume",
    args: "<id>",
    summary: "continue a saved session instead of this one",
    async run(s, args) {
      const id = args.trim();
      if (id === "") return say(s, s.c.dim("(give a session id: /sessions lists them)"));
      const r = await s.resume(id);
      say(s, s.c.dim(`(resumed session ${r.id.slice(0, 8)} · ${r.messages} messages)`));
    },
  },
];

/** The REPL command a line names, with its arguments; undefined for anything else. */
export function replCommand(text: string): { command: ReplCommand; args: string } | undefined {
  const m = /^\/([a-z]+)(?:\s+([\s\S]*))?$/.exec(text.trim());
  if (!m) return undefined;
  const command = REPL_COMMANDS.find((c) => c.name === m[1]);
  return command ? { command, args: m[2] ?? "" } : undefined;
}

/** Tab completion: REPL commands, user-invocable skills and custom commands after a `/`. */
export function completer(s: ChatRun): (lineText: string) => [string[], string] {
  return (lineText) => {
    if (!lineText.startsWith("/") || /\s/.test(lineText)) return [[], lineText];
    const commands = typeof s.commands === "function" ? s.commands() : s.commands;
    const names = [
      ...REPL_COMMANDS.map((c) => `/${c.name}`),
      "/exit",
      ...skillsOf(s)
        .skills.filter((k) => k.userInvocable)
        .map((k) => `/${k.name}`),
      ...(commands?.commands ?? []).map((c) => `/${c.name}`),
      ...mcpPrompts(s).map((p) => `/${p.command}`),
    ];
    const unique = [...new Set(names)].sort();
    const hits = unique.filter((n) => n.startsWith(lineText));
    return [hits.length > 0 ? hits : unique, lineText];
  };
}
