import { existsSync } from "node:fs";
import { resolve } from "node:path";
import type { Command } from "commander";
import { terminalLine } from "../../util/terminal.js";
import type { ValidationResult } from "../../validate.js";
import { type CliContext, CliError, cliProfile, globals } from "../context.js";
import { colors, diagnosticJson, formatDiagnostic, printJson } from "../output.js";

export function registerValidate(program: Command, ctx: CliContext): void {
  program
    .command("validate")
    .description(
      "validate a skill directory, a SKILL.md, or every skill in a tree (default: the mode `list` loads with)",
    )
    .argument("<path...>", "skill directories, SKILL.md files or trees")
    .action(async (paths: string[], _opts: unknown, cmd: Command) => {
      const g = globals(cmd);
      // The mode `list` and every other command load with, so what validates is what loads.
      const mode = g.mode ?? cliProfile(g).mode;
      const cwd = resolve(g.cwd ?? process.cwd());
      const abs = paths.map((p) => resolve(cwd, p));
      const missing = abs.filter((p) => !existsSync(p));
      if (missing.length > 0) {
        throw new CliError(`no such file or directory: ${missing.join(", ")}`, 2);
      }
      // Loaded on use: other commands' start-up does not pay for it.
      const { validatePath } = await import("../../validate.js");
      const results: ValidationResult[] = [];
      for (const p of abs) results.push(...(await validatePath(p, { mode, profile: g.profile })));
      const valid = results.every((r) => r.valid);
      ctx.exit.code = valid ? 0 : 1;
      if (g.json) {
        printJson(ctx.io, {
          valid,
          results: results.map((r) => ({ ...r, diagnostics: r.diagnostics.map(diagnosticJson) })),
        });
        return;
      }
      const c = colors(ctx.io.color);
      for (const r of results) {
        const label = r.valid ? c.green("ok  ") : c.red("FAIL");
        const path = terminalLine(r.path);
        ctx.io.out(`${label} ${r.name ? `${terminalLine(r.name)}${c.dim(` ${path}`)}` : path}\n`);
        for (const d of r.diagnostics) ctx.io.out(`     ${formatDiagnostic(d, ctx.io.color)}\n`);
      }
      const bad = results.filter((r) => !r.valid).length;
      const specHint =
        mode === "spec" ? "" : "; --mode spec checks against the Agent Skills specification alone";
      ctx.io.out(
        `${results.length} checked, ${bad === 0 ? c.green("all valid") : c.red(`${bad} invalid`)} (${mode} mode${specHint})\n`,
      );
    });
}
