import type { Command } from "commander";
import { Option } from "commander";
import type { CatalogFormat, OverflowStrategy } from "../../catalog/plan.js";
import { loadSkills } from "../../load.js";
import { type CliContext, CliError, globals, loadOptionsFrom } from "../context.js";
import { diagnosticJson, formatDiagnostic, printJson } from "../output.js";
import { profileOf } from "./shared.js";

export function registerCatalog(program: Command, ctx: CliContext): void {
  program
    .command("catalog")
    .description("print exactly the skill catalog the model would see (C1–C5)")
    .addOption(
      new Option("--format <format>", "catalog format").choices(["xml", "markdown", "json"]).default("xml"),
    )
    .option("--budget <bytes>", "budget in bytes of names and descriptions (default: the profile's)")
    .addOption(
      new Option("--overflow <strategy>", "what happens to skills over the budget")
        .choices(["names-only", "drop", "shorten"])
        .default("names-only"),
    )
    .option("--tool <name>", "the host's skill tool name, for the instruction text")
    .action(
      async (
        opts: { format: CatalogFormat; budget?: string; overflow: OverflowStrategy; tool?: string },
        cmd: Command,
      ) => {
        const g = globals(cmd);
        const profile = profileOf(g);
        let budget: number | undefined;
        if (opts.budget !== undefined) {
          if (!/^\d+$/.test(opts.budget)) {
            throw new CliError(`--budget must be a whole number of bytes, got '${opts.budget}'`, 2);
          }
          budget = Number(opts.budget);
        }
        const set = await loadSkills(loadOptionsFrom(g, ctx.env));
        // Loaded on use: other commands' start-up does not pay for it.
        const { buildCatalog } = await import("../../catalog/render.js");
        const catalog = buildCatalog(set, {
          format: opts.format,
          budget,
          overflow: opts.overflow,
          profile,
          toolName: opts.tool,
        });
        if (g.json) {
          printJson(ctx.io, {
            format: opts.format,
            catalog: catalog.text,
            bytes: catalog.bytes,
            budget: catalog.report,
            diagnostics: [...set.diagnostics, ...catalog.diagnostics].map(diagnosticJson),
          });
          return;
        }
        ctx.io.out(catalog.text);
        for (const d of catalog.diagnostics) ctx.io.err(`${formatDiagnostic(d, ctx.io.errColor)}\n`);
      },
    );
}
