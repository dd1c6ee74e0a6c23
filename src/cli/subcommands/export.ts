import { resolve } from "node:path";
import type { Command } from "commander";
import { terminalLine } from "../../util/terminal.js";
import { type CliContext, CliError, globals } from "../context.js";
import { diagnosticJson, printJson } from "../output.js";
import { printDiagnostics } from "./add.js";
import { installCliError } from "./new.js";

export function registerExport(program: Command, ctx: CliContext): void {
  program
    .command("export")
    .description("publish the skills of a tree as a well-known index (v0.2, with digests) for a web server")
    .argument("[path]", "the tree holding the skills (default: the working directory)")
    .requiredOption("--well-known <dir>", "the site directory to write .well-known/agent-skills/ into")
    .option("--force", "replace an existing .well-known/agent-skills/")
    .action(async (path: string | undefined, opts: { wellKnown: string; force?: boolean }, cmd) => {
      const g = globals(cmd);
      const cwd = resolve(g.cwd ?? process.cwd());
      const tree = resolve(cwd, path ?? ".");
      if (!opts.wellKnown) throw new CliError("--well-known needs a directory", 2);
      const { exportWellKnown } = await import("../../install/export.js");
      let r: Awaited<ReturnType<typeof exportWellKnown>>;
      try {
        r = await exportWellKnown(tree, resolve(cwd, opts.wellKnown), { force: opts.force === true });
      } catch (e) {
        throw await installCliError(e);
      }
      if (g.json) {
        printJson(ctx.io, {
          index: r.index,
          skills: r.skills,
          diagnostics: r.diagnostics.map(diagnosticJson),
        });
        return;
      }
      printDiagnostics(ctx, r.diagnostics);
      for (const s of r.skills)
        ctx.io.out(`${terminalLine(s.name)}: ${s.type} ${terminalLine(s.url)} ${s.digest}\n`);
      ctx.io.out(`Wrote ${terminalLine(r.index)}\n`);
    });
}
