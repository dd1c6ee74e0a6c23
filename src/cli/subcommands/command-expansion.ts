import { join } from "node:path";
import type { Command } from "commander";
import { readUserConfig, userConfigDir } from "../../config.js";
import { CODES } from "../../diagnostics.js";
import type { CommandSet, CommandTemplate } from "../../types.js";
import { type CliContext, CliError, type GlobalOptions } from "../context.js";
import { commandOptionsFrom } from "./commands.js";

// The custom-command half of `skillport expand`, kept apart so any `expand` front end (skills and
// commands through the slash resolver, or commands alone) can reuse it.

const collect = (value: string, previous: string[] = []): string[] => [...previous, value];

export interface CommandExpansionCliOptions {
  readonly allowShell?: boolean;
  readonly shellTimeout?: string;
  readonly commandsRoot?: string[];
}

/** Adds --allow-shell, --shell-timeout and --commands-root to a subcommand. */
export function addCommandExpansionOptions(cmd: Command): Command {
  return cmd
    .option("--allow-shell", "run custom commands' shell snippets (otherwise a command with snippets fails)")
    .option("--shell-timeout <ms>", "time limit per shell snippet in milliseconds (default 30000)")
    .option("--commands-root <dir>", "add a commands root (project scope; repeatable)", collect);
}

/**
 * Loads the commands and returns an expander bound to the CLI's options: shell snippets run only with
 * --allow-shell or `"allowShell": true` in the user config (X2). A denial is rethrown with the way
 * to allow it.
 */
export async function prepareCommandExpansion(
  g: GlobalOptions,
  opts: CommandExpansionCliOptions & { readonly sessionId?: string },
  ctx: CliContext,
): Promise<{
  commands: CommandSet;
  expandCommand: (command: CommandTemplate, args: string) => Promise<string>;
}> {
  const timeoutMs = opts.shellTimeout === undefined ? undefined : Number(opts.shellTimeout);
  if (timeoutMs !== undefined && !(Number.isInteger(timeoutMs) && timeoutMs > 0)) {
    throw new CliError(
      `--shell-timeout must be a positive number of milliseconds, not '${opts.shellTimeout}'`,
      2,
    );
  }
  // A timer cannot hold 2^31 ms or more (it would fire at once): refuse rather than clamp silently.
  if (timeoutMs !== undefined && timeoutMs >= 2 ** 31) {
    throw new CliError(
      `--shell-timeout must be less than 2147483648 ms (about 24.8 days), not '${opts.shellTimeout}'`,
      2,
    );
  }
  // Loaded on use: other commands' start-up does not pay for them.
  const [{ loadCommands }, { CommandExpansionError, expandCommand }, { ShellExpansionError }] =
    await Promise.all([
      import("../../custom-commands/load.js"),
      import("../../custom-commands/expand.js"),
      import("../../shell/run.js"),
    ]);
  const options = commandOptionsFrom(g, ctx, opts.commandsRoot);
  const commands = await loadCommands(options);
  const allowShell =
    opts.allowShell === true || readUserConfig(ctx.env, options.cwd).config.allowShell === true;
  const expand = async (command: CommandTemplate, args: string): Promise<string> => {
    try {
      const r = await expandCommand(command, args, {
        readBody: commands.readBody,
        cwd: options.cwd,
        profile: options.profile,
        sessionId: opts.sessionId,
        permission: allowShell ? "allow" : "deny",
        timeoutMs,
      });
      return r.text;
    } catch (e) {
      if (e instanceof ShellExpansionError && e.code === CODES.shellDenied) {
        const config = join(userConfigDir(ctx.env), "config.json");
        throw new CommandExpansionError(
          CODES.shellDenied,
          `/${command.name} (${command.location}) runs shell snippets, and shell expansion is off, so nothing was run. ` +
            `Read the command, then rerun with --allow-shell (or set "allowShell": true in ${config}) to allow it.`,
          command.location,
        );
      }
      throw e;
    }
  };
  return { commands, expandCommand: expand };
}

/** The CLI error (exit 1) for a failed command expansion, or undefined for other errors. */
export function commandExpansionCliError(e: unknown): CliError | undefined {
  // By name, so this module does not load the expansion code at start-up.
  const ours = ["ShellExpansionError", "CommandExpansionError", "CommandReadError"];
  if (e instanceof Error && ours.includes(e.name) && typeof (e as { code?: unknown }).code === "string") {
    return new CliError(`${e.message} [${(e as Error & { code: string }).code}]`, 1);
  }
  return undefined;
}
