import type { Command } from "commander";
import { CODES } from "../../diagnostics.js";
import { loadSkills } from "../../load.js";
import { type CliContext, CliError, globals, loadOptionsFrom } from "../context.js";
import { payload, printJson } from "../output.js";
import { profileOf } from "./shared.js";

export function registerActivate(program: Command, ctx: CliContext): void {
  program
    .command("activate")
    .description("print the envelope a skill's activation gives the model")
    .argument("<name>", "skill name")
    .option("--args <string>", "arguments, as typed after /name")
    .option("--model", "activate as the model would: skills with disable-model-invocation are not found")
    .option("--session-id <id>", "the session id bodies see as SESSION_ID")
    .option("--resources", "list bundled files in <skill_resources>")
    .action(
      async (
        name: string,
        opts: { args?: string; model?: boolean; sessionId?: string; resources?: boolean },
        cmd: Command,
      ) => {
        const g = globals(cmd);
        const profile = profileOf(g);
        // Loaded on use: other commands' start-up does not pay for it.
        const { activateSkill, LIST_ALL_UP_TO, SkillActivationError } = await import(
          "../../activation/activate.js"
        );
        const set = await loadSkills(loadOptionsFrom(g, ctx.env));
        try {
          const a = await activateSkill(set, name, {
            arguments: opts.args,
            invoker: opts.model ? "model" : "host",
            sessionId: opts.sessionId,
            profile,
            resources: opts.resources === true,
          });
          if (g.json) printJson(ctx.io, { name: a.skill.name, location: a.skill.location, envelope: a.text });
          else ctx.io.out(payload(ctx.io, a.text));
        } catch (e) {
          if (e instanceof SkillActivationError) {
            // A long set is not listed: say how to find the skill instead.
            const hint =
              e.code === CODES.skillNotFound &&
              set.skills.filter((s) => s.modelInvocable).length > LIST_ALL_UP_TO
                ? " Find one by task with `skillport search WORDS`, or list them with `skillport list`."
                : "";
            throw new CliError(`${e.message}${hint} [${e.code}]`, 1);
          }
          throw e;
        }
      },
    );
}
