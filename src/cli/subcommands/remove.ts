// `skillport remove NAME…`: the skill directory and its lock entry.
import type { Command } from "commander";
import { installedStorePath, recordInstalled } from "../../security/installed.js";
import { terminalLine } from "../../util/terminal.js";
import { type CliContext, globals } from "../context.js";
import { printJson } from "../output.js";
import { installTarget, scopeOption } from "./add.js";
import { installCliError } from "./new.js";

type Opts = { scope: "project" | "user"; dryRun?: boolean; force?: boolean; timeout?: number };

export function registerRemove(program: Command, ctx: CliContext): void {
  program
    .command("remove")
    .description("remove an installed skill and its lock entry")
    .argument("<names...>", "skill names")
    .addOption(scopeOption())
    .option("--dry-run", "print what would be removed")
    .action(async (names: string[], opts: Opts, cmd) => {
      const g = globals(cmd);
      const t = installTarget(opts.scope, g, ctx);
      const { removeSkill } = await import("../../install/ops.js");
      const results = [];
      try {
        for (const name of names) {
          results.push(
            removeSkill(name, {
              root: t.root,
              ...(t.base !== undefined ? { base: t.base } : {}),
              lockPath: t.lockPath,
              explicitRoot: t.explicitRoot,
              dryRun: opts.dryRun === true,
            }),
          );
        }
      } catch (e) {
        throw await installCliError(e);
      }
      const gone = results.filter((r) => r.removed !== undefined);
      if (!opts.dryRun && gone.length > 0) {
        try {
          recordInstalled(
            installedStorePath(ctx.env),
            gone.map((r) => ({ dir: r.removed!, project: t.base ?? t.cwd })),
          );
        } catch {
          // A record of a directory that no longer exists lets nothing load.
        }
      }
      if (g.json) {
        printJson(ctx.io, {
          dryRun: opts.dryRun === true,
          lockPath: t.lockPath,
          removed: results.map((r) => ({ name: r.name, directory: r.removed ?? null, unlocked: r.unlocked })),
        });
        return;
      }
      for (const r of results) {
        ctx.io.out(
          `${opts.dryRun ? "Would remove" : "Removed"} ${terminalLine(r.name)}${r.removed ? ` (${terminalLine(r.removed)})` : " (not installed)"}${r.unlocked ? `, lock entry in ${terminalLine(t.lockPath)}` : ""}\n`,
        );
      }
    });
}
