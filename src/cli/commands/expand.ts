import type { Command } from "commander";
import { type CliContext, globals } from "../context.js";
import { printJson } from "../output.js";
import {
  addCommandExpansionOptions,
  type CommandExpansionCliOptions,
  commandExpansionCliError,
  prepareCommandExpansion,
} from "./command-expansion.js";

/** Exit status when the input is not a command (SPEC §14). */
const NOT_A_COMMAND = 3;

/** S1: `/TOKEN ARGS` → token and the rest (trimmed); undefined when the input is not slash syntax. */
function splitSlashInput(input: string): { name: string; args: string } | undefined {
  const m = /^\/(\S+)(?:\s+([\s\S]*))?$/.exec(input);
  return m ? { name: m[1]!, args: (m[2] ?? "").trim() } : undefined;
}

export function registerExpand(program: Command, ctx: CliContext): void {
  const cmd = program
    .command("expand")
    .description("print the prompt a /command expands to (not a command: the input unchanged, exit 3)")
    .argument("<input>", 'what the user typed, e.g. "/review src/app.ts"')
    .option("--session-id <id>", "session id for the SESSION_ID placeholder and SKILLPORT_SESSION_ID");
  addCommandExpansionOptions(cmd).action(
    async (input: string, opts: CommandExpansionCliOptions & { sessionId?: string }, c: Command) => {
      const g = globals(c);
      const { commands, expandCommand } = await prepareCommandExpansion(g, opts, ctx);
      const slash = splitSlashInput(input);
      const command = slash && commands.commands.find((x) => x.name === slash.name);
      if (!slash || !command) {
        if (g.json) printJson(ctx.io, { kind: "none", text: input });
        else ctx.io.out(input.endsWith("\n") ? input : `${input}\n`);
        ctx.exit.code = NOT_A_COMMAND;
        return;
      }
      let text: string;
      try {
        text = await expandCommand(command, slash.args);
      } catch (e) {
        throw commandExpansionCliError(e) ?? e;
      }
      if (g.json) printJson(ctx.io, { kind: "command", name: command.name, args: slash.args, text });
      else ctx.io.out(`${text}\n`);
    },
  );
}
