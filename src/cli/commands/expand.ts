import { join } from "node:path";
import type { Command } from "commander";
import { CommandExpansionError, expandCommand } from "../../commands/expand.js";
import { CommandReadError, loadCommands } from "../../commands/load.js";
import { readUserConfig, userConfigDir } from "../../config.js";
import { CODES } from "../../diagnostics.js";
import { ShellExpansionError } from "../../shell/run.js";
import { type CliContext, CliError, globals } from "../context.js";
import { printJson } from "../output.js";
import { commandOptionsFrom } from "./commands.js";

const collect = (value: string, previous: string[] = []): string[] => [...previous, value];

/** S1: `/TOKEN ARGS` → name and the rest (trimmed); undefined when the input is not a slash command. */
export function splitSlashInput(input: string): { name: string; args: string } | undefined {
  const m = /^\/(\S+)(?:\s+([\s\S]*))?$/.exec(input.trimStart());
  if (!m) return undefined;
  return { name: m[1]!, args: (m[2] ?? "").trim() };
}

interface ExpandOptions {
  allowShell?: boolean;
  sessionId?: string;
  shellTimeout?: string;
  commandsRoot?: string[];
}

export function registerExpand(program: Command, ctx: CliContext): void {
  program
    .command("expand")
    .description("print the prompt a /command expands to (not a command: the input unchanged, exit 3)")
    .argument("<input>", 'what the user typed, e.g. "/review src/app.ts"')
    .option("--allow-shell", "run the command's shell snippets (otherwise a command with snippets fails)")
    .option("--session-id <id>", "session id for the SESSION_ID placeholder and SKILLPORT_SESSION_ID")
    .option("--shell-timeout <ms>", "time limit per shell snippet in milliseconds (default 30000)")
    .option("--commands-root <dir>", "add a commands root (project scope; repeatable)", collect)
    .action(async (input: string, opts: ExpandOptions, cmd: Command) => {
      const g = globals(cmd);
      const timeoutMs = opts.shellTimeout === undefined ? undefined : Number(opts.shellTimeout);
      if (timeoutMs !== undefined && !(Number.isInteger(timeoutMs) && timeoutMs > 0)) {
        throw new CliError(
          `--shell-timeout must be a positive number of milliseconds, not '${opts.shellTimeout}'`,
          2,
        );
      }
      const options = commandOptionsFrom(g, ctx, opts.commandsRoot);
      const notCommand = (): void => {
        if (g.json) printJson(ctx.io, { command: null, prompt: input });
        else ctx.io.out(input.endsWith("\n") ? input : `${input}\n`);
        ctx.exit.code = 3;
      };
      const slash = splitSlashInput(input);
      if (!slash) return notCommand();
      const set = await loadCommands(options);
      const command = set.commands.find((c) => c.name === slash.name);
      if (!command) return notCommand();

      const allowShell = opts.allowShell === true || readUserConfig(ctx.env).config.allowShell === true;
      try {
        const r = await expandCommand(command, slash.args, {
          readBody: set.readBody,
          cwd: options.cwd,
          profile: options.profile,
          sessionId: opts.sessionId,
          permission: allowShell ? "allow" : "deny",
          timeoutMs,
        });
        if (g.json)
          printJson(ctx.io, { command: command.name, prompt: r.text, shellSnippets: r.shellSnippets });
        else ctx.io.out(`${r.text}\n`);
      } catch (e) {
        if (e instanceof ShellExpansionError && e.code === CODES.shellDenied) {
          const config = join(userConfigDir(ctx.env), "config.json");
          throw new CliError(
            `/${command.name} (${command.location}) runs shell snippets, and shell expansion is off, so nothing was run. ` +
              `Read the command, then rerun with --allow-shell (or set "allowShell": true in ${config}) to allow it.`,
            1,
          );
        }
        if (
          e instanceof ShellExpansionError ||
          e instanceof CommandExpansionError ||
          e instanceof CommandReadError
        ) {
          throw new CliError(`cannot expand /${command.name}: ${e.message}`, 1);
        }
        throw e;
      }
    });
}
