import type { Command } from "commander";
import { loadSkills } from "../../load.js";
import { type CliContext, CliError, globals, loadOptionsFrom } from "../context.js";
import { payload, printJson } from "../output.js";
import {
  addCommandExpansionOptions,
  type CommandExpansionCliOptions,
  commandExpansionCliError,
  prepareCommandExpansion,
} from "./command-expansion.js";
import { profileOf } from "./shared.js";

/** Exit status when the input is not a slash command (SPEC §14). */
export const NOT_A_COMMAND = 3;

export function registerExpand(program: Command, ctx: CliContext): void {
  const cmd = program
    .command("expand")
    .description('print what the model gets for "/name args"; not a command: the input, exit 3')
    .argument("<input>", 'the text a user typed, e.g. "/review src/app.ts"')
    .option(
      "--session-id <id>",
      "the session id bodies see as SESSION_ID (and snippets as SKILLPORT_SESSION_ID)",
    );
  addCommandExpansionOptions(cmd).action(
    async (input: string, opts: CommandExpansionCliOptions & { sessionId?: string }, c: Command) => {
      const g = globals(c);
      const profile = profileOf(g);
      // Loaded on use: other commands' start-up does not pay for it.
      const [{ SkillActivationError }, { expandSlashCommand, SlashExpansionError }] = await Promise.all([
        import("../../activation/activate.js"),
        import("../../slash/expand.js"),
      ]);
      const set = await loadSkills(loadOptionsFrom(g, ctx.env));
      const { commands, expandCommand } = await prepareCommandExpansion(g, opts, ctx);
      try {
        const r = await expandSlashCommand(set, input, {
          commands,
          profile,
          sessionId: opts.sessionId,
          expandCommand,
        });
        const text = r.kind === "builtin" ? input : r.text;
        if (r.kind === "none") ctx.exit.code = NOT_A_COMMAND;
        if (g.json) {
          printJson(ctx.io, {
            kind: r.kind,
            ...(r.kind === "none" ? {} : { name: r.name, args: r.args }),
            text,
          });
        } else ctx.io.out(payload(ctx.io, text.endsWith("\n") ? text : `${text}\n`));
      } catch (e) {
        if (e instanceof SkillActivationError || e instanceof SlashExpansionError) {
          throw new CliError(`${e.message} [${e.code}]`, 1);
        }
        throw commandExpansionCliError(e) ?? e;
      }
    },
  );
}
