// `skillport install`: restore exactly what the lock records.
import type { Command } from "commander";
import { getProfile } from "../../profiles/index.js";
import { terminalLine } from "../../util/terminal.js";
import { type CliContext, globals } from "../context.js";
import { diagnosticJson, printJson } from "../output.js";
import { installTarget, printDiagnostics, scopeOption, timeoutOption } from "./add.js";
import { installCliError } from "./new.js";

type Opts = { scope: "project" | "user"; dryRun?: boolean; force?: boolean; timeout?: number };

export function registerInstallCommand(program: Command, ctx: CliContext): void {
  program
    .command("install")
    .description("install exactly what skills-lock.json records, verifying every hash")
    .addOption(scopeOption())
    .addOption(timeoutOption())
    .option("--dry-run", "fetch and verify, write nothing")
    .option("--force", "replace installed copies that differ from the lock")
    .action(async (opts: Opts, cmd) => {
      const g = globals(cmd);
      const t = installTarget(opts.scope, g, ctx);
      const { restoreFromLock } = await import("../../install/ops.js");
      let restored: Awaited<ReturnType<typeof restoreFromLock>>;
      try {
        restored = await restoreFromLock({
          root: t.root,
          ...(t.base !== undefined ? { base: t.base } : {}),
          lockPath: t.lockPath,
          force: opts.force === true,
          dryRun: opts.dryRun === true,
          env: ctx.env,
          profile: getProfile(g.profile),
          ...(opts.timeout !== undefined ? { timeoutMs: opts.timeout * 1000 } : {}),
        });
      } catch (e) {
        throw await installCliError(e);
      }
      if (g.json) {
        printJson(ctx.io, {
          dryRun: opts.dryRun === true,
          lockPath: t.lockPath,
          skills: restored.map((r) => ({ ...r, diagnostics: r.diagnostics.map(diagnosticJson) })),
        });
        return;
      }
      if (restored.length === 0) ctx.io.out(`No skills recorded in ${terminalLine(t.lockPath)}\n`);
      for (const r of restored) {
        printDiagnostics(ctx, r.diagnostics);
        const what =
          r.status === "present"
            ? "Up to date"
            : r.status === "skipped"
              ? "Skipped"
              : opts.dryRun
                ? "Would restore"
                : r.status === "replaced"
                  ? "Replaced"
                  : "Restored";
        ctx.io.out(`${what} ${terminalLine(r.name)} (${terminalLine(r.path)})\n`);
      }
    });
}
