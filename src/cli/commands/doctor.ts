import type { Command } from "commander";
import { loadSkills } from "../../load.js";
import type { Diagnostic, Severity } from "../../types.js";
import { terminalLine } from "../../util/terminal.js";
import { type CliContext, globals, loadOptionsFrom } from "../context.js";
import { colors, diagnosticJson, formatDiagnostic, type Io, printJson, table } from "../output.js";
import { commandOptionsFrom } from "./commands.js";
import { profileOf } from "./shared.js";

const SEVERITIES: readonly Severity[] = ["error", "warning", "info"];

/** Doctor reports diagnostics itself; loading must not also print them as stderr warnings. */
const quiet = (io: Io): Io => ({ ...io, err: () => {} });

export function registerDoctor(program: Command, ctx: CliContext): void {
  program
    .command("doctor")
    .description("every diagnostic of the load, by severity, and the catalog budget report; exit 1 on errors")
    .option(
      "--as <host>",
      "instead: which skills each host agent loads, shadows or cannot see, and why (a host, a comma list, or all)",
    )
    .action(async (opts: { as?: string }, cmd: Command) => {
      const g = globals(cmd);
      if (opts.as !== undefined) {
        const { doctorAs } = await import("./doctor-hosts.js");
        await doctorAs(ctx, g, opts.as);
        return;
      }
      const profile = profileOf(g);
      const set = await loadSkills(loadOptionsFrom(g, ctx.env));
      // Loaded on use: other commands' start-up does not pay for it.
      const [{ planCatalog }, { loadCommands }, { slashNameCollisions }] = await Promise.all([
        import("../../catalog/plan.js"),
        import("../../commands/load.js"),
        import("../../slash/resolve.js"),
      ]);
      const plan = planCatalog(set, { profile });
      const commands = await loadCommands(commandOptionsFrom(g, { ...ctx, io: quiet(ctx.io) }));
      const all: Diagnostic[] = [
        ...set.diagnostics,
        ...plan.diagnostics,
        ...commands.diagnostics,
        ...slashNameCollisions(set, commands),
      ];
      const grouped = Object.fromEntries(
        SEVERITIES.map((s) => [s, all.filter((d) => d.severity === s)]),
      ) as Record<Severity, Diagnostic[]>;
      const ok = grouped.error.length === 0;
      ctx.exit.code = ok ? 0 : 1;
      if (g.json) {
        printJson(ctx.io, {
          ok,
          skills: { loaded: set.skills.length, shadowed: set.shadowed.length, failed: set.failed.length },
          commands: { loaded: commands.commands.length, shadowed: commands.shadowed.length },
          counts: Object.fromEntries(SEVERITIES.map((s) => [s, grouped[s].length])),
          diagnostics: Object.fromEntries(SEVERITIES.map((s) => [s, grouped[s].map(diagnosticJson)])),
          budget: plan.report,
        });
        return;
      }
      const c = colors(ctx.io.color);
      const r = plan.report;
      const out: string[] = [
        `${set.skills.length} loaded, ${set.shadowed.length} shadowed, ${set.failed.length} failed (profile ${profile.name})`,
        `${commands.commands.length} custom command${commands.commands.length === 1 ? "" : "s"}, ${commands.shadowed.length} shadowed`,
      ];
      for (const s of SEVERITIES) {
        out.push("", c.bold(`${s === "info" ? "info" : `${s}s`} (${grouped[s].length})`));
        for (const d of grouped[s]) out.push(`  ${formatDiagnostic(d, ctx.io.color)}`);
      }
      out.push(
        "",
        c.bold("catalog budget"),
        `  ${r.used} of ${r.budget} bytes used (${r.requested} requested, strategy ${r.strategy}); ` +
          `${r.overflowed.length} overflowed, ${r.hidden.length} hidden from the model`,
      );
      if (r.skills.length > 0) {
        const rows = [
          ["SKILL", "BYTES", "USED", "STATUS"].map((h) => c.dim(h)),
          ...r.skills.map((s) => [terminalLine(s.name), String(s.bytes), String(s.usedBytes), s.status]),
        ];
        out.push(
          table(rows)
            .split("\n")
            .map((l) => `  ${l}`)
            .join("\n"),
        );
      }
      ctx.io.out(`${out.join("\n")}\n`);
    });
}
