import type { Command } from "commander";
import { loadSkills } from "../../load.js";
import { type CliContext, globals, loadOptionsFrom } from "../context.js";
import {
  colors,
  diagnosticJson,
  formatDiagnostic,
  printJson,
  skillJson,
  table,
  visibleWidth,
} from "../output.js";

export function registerList(program: Command, ctx: CliContext): void {
  program
    .command("list")
    .description("list the skills that load (winners), with scope, status and location")
    .option("--all", "also list shadowed skills and skills that failed to load")
    .action(async (opts: { all?: boolean }, cmd: Command) => {
      const g = globals(cmd);
      const set = await loadSkills(loadOptionsFrom(g, ctx.env, ctx.io));
      const rows = [
        ...set.skills.map((s) => skillJson(s, "loaded")),
        ...(opts.all ? set.shadowed.map((s) => skillJson(s, "shadowed")) : []),
        ...(opts.all ? set.failed.map((s) => skillJson(s, "failed")) : []),
      ];
      if (g.json) {
        printJson(ctx.io, { skills: rows, diagnostics: set.diagnostics.map(diagnosticJson) });
        return;
      }
      const c = colors(ctx.io.color);
      if (rows.length === 0) {
        ctx.io.out('No skills found. Create one with `skillport new "My skill"`.\n');
      } else {
        const status = (s: string) =>
          s === "loaded" ? c.green(s) : s === "shadowed" ? c.yellow(s) : c.red(s);
        const lines = rows.map((r) => [
          c.bold(r.name),
          r.scope,
          status(r.status),
          r.modelInvocable || r.status !== "loaded" ? "" : c.dim("user-only"),
          r.location,
        ]);
        ctx.io.out(
          `${table([["NAME", "SCOPE", "STATUS", "", "LOCATION"].map((h) => c.dim(h)), ...lines], visibleWidth)}\n`,
        );
      }
      const shown = set.diagnostics.filter((d) => d.severity !== "info" || opts.all);
      for (const d of shown) ctx.io.err(`${formatDiagnostic(d, ctx.io.errColor)}\n`);
    });
}
