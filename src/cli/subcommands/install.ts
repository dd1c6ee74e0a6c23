// `skillport install`: restore exactly what the lock records.
import type { Command } from "commander";
import type { RestoreStatus } from "../../install/restore.js";
import { terminalLine } from "../../util/terminal.js";
import { type CliContext, globals } from "../context.js";
import {
  installTarget,
  type LockRunFlags,
  lockRunOptions,
  printDiagnostics,
  printLockSkills,
  runLockOperation,
  scopeOption,
  timeoutOption,
} from "./add.js";
import { linkWritten } from "./shared.js";

const VERB: Record<RestoreStatus, (dry: boolean) => string> = {
  present: () => "Up to date",
  skipped: () => "Skipped",
  restored: (dry) => (dry ? "Would restore" : "Restored"),
  replaced: (dry) => (dry ? "Would replace" : "Replaced"),
  updated: (dry) => (dry ? "Would take the current version of" : "Took the current version of"),
  modified: () => "Kept (modified locally)",
  changed: () => "Not restored",
  gone: () => "Not restored",
  failed: () => "Not restored",
};

type Opts = LockRunFlags & { scope: "project" | "user" };

export function registerInstallCommand(program: Command, ctx: CliContext): void {
  program
    .command("install")
    .description("install exactly what skills-lock.json records, verifying every hash")
    .addOption(scopeOption())
    .addOption(timeoutOption())
    .option("--dry-run", "fetch and verify, write nothing")
    .option(
      "--force",
      "replace installed copies that differ from the lock; take the current version of a skill whose locked version is gone",
    )
    .action(async (opts: Opts, cmd) => {
      const g = globals(cmd);
      const t = installTarget(opts.scope, g, ctx);
      const { restoreFromLock, restoreFailed } = await import("../../install/restore.js");
      const restored = await runLockOperation(async () => {
        const review = await (await import("./audit-review.js")).installReviewer(ctx, t.cwd);
        return restoreFromLock({ ...(review ? { review } : {}), ...lockRunOptions(t, opts, g, ctx) });
      });
      if (restored.some((r) => restoreFailed(r.status))) ctx.exit.code = 1;
      if (!opts.dryRun) await linkWritten(ctx, opts.scope, t.cwd, g.json === true);
      if (g.json) {
        printLockSkills(ctx, t, opts.dryRun, restored);
        return;
      }
      if (restored.length === 0) ctx.io.out(`No skills recorded in ${terminalLine(t.lockPath)}\n`);
      for (const r of restored) {
        printDiagnostics(ctx, r.diagnostics);
        const line = `${VERB[r.status](opts.dryRun === true)} ${terminalLine(r.name)} (${terminalLine(r.path)})`;
        if (r.reason === undefined) ctx.io.out(`${line}\n`);
        else
          ctx.io.err(
            `${line}: ${terminalLine(r.reason)}${r.step ? `\n  next: ${terminalLine(r.step)}` : ""}\n`,
          );
      }
      const left = restored.filter((r) => restoreFailed(r.status)).length;
      if (left > 0)
        ctx.io.err(
          `${left} of ${restored.length} skill${restored.length === 1 ? "" : "s"} not restored; the steps above fix them.\n`,
        );
    });
}
