import { join } from "node:path";
import type { Command } from "commander";
import { readUserConfig, userConfigDir } from "../../config.js";
import { terminalLine } from "../../util/terminal.js";
import type { SkillChange } from "../../watch/index.js";
import { type CliContext, CliError, globals, loadOptionsFrom } from "../context.js";
import { colors, diagnosticJson, formatDiagnostic } from "../output.js";

// `skillport watch` (W1–W3, SPEC §14): one line per change, or one JSON object per line with --json.
// Runs until SIGINT or SIGTERM, then closes every watcher and exits 0.

/** The JSON line of a change: skill names and the diagnostics that are new with it. */
export function changeJson(c: SkillChange) {
  return {
    added: c.added,
    removed: c.removed,
    changed: c.changed,
    catalogChanged: c.catalogChanged,
    diagnostics: c.diagnostics.map(diagnosticJson),
  };
}

/** The human line of a change. */
export function changeLine(c: SkillChange, color: boolean, now = new Date()): string {
  const k = colors(color);
  const parts: string[] = [];
  if (c.added.length > 0) parts.push(`${k.green("added")} ${c.added.map(terminalLine).join(", ")}`);
  if (c.removed.length > 0) parts.push(`${k.red("removed")} ${c.removed.map(terminalLine).join(", ")}`);
  if (c.changed.length > 0) parts.push(`${k.yellow("changed")} ${c.changed.map(terminalLine).join(", ")}`);
  if (parts.length === 0) {
    const fixed = c.resolvedDiagnostics > 0 ? `, ${c.resolvedDiagnostics} fixed` : "";
    parts.push(`diagnostics: ${c.diagnostics.length} new${fixed}`);
  }
  const catalog = c.catalogChanged ? k.bold("catalog changed") : k.dim("catalog unchanged");
  const time = now.toTimeString().slice(0, 8);
  return `${k.dim(time)} ${parts.join("; ")} (${catalog})`;
}

export function registerWatch(program: Command, ctx: CliContext): void {
  program
    .command("watch")
    .description("watch the skills and print one line per change (one JSON object per line with --json)")
    .option("--debounce <ms>", "quiet time after the last file event before reloading", "100")
    .action(async (opts: { debounce: string }, cmd: Command) => {
      const g = globals(cmd);
      const debounceMs = Number(opts.debounce);
      if (!Number.isFinite(debounceMs) || debounceMs < 0) {
        throw new CliError(`--debounce must be a number of milliseconds, not '${opts.debounce}'.`, 2);
      }
      const base = loadOptionsFrom(g, ctx.env, ctx.io);
      const { watchSkills } = await import("../../watch/index.js");
      // W3: a change of config.json (disabledPaths) re-runs resolution with the new configuration.
      let reported = "";
      const refreshOptions = () => {
        const config = readUserConfig(ctx.env, base.cwd);
        const text = config.diagnostics
          .map((d) => `warning[${d.code}] ${terminalLine(d.message)}\n`)
          .join("");
        if (text !== reported && text !== "") ctx.io.err(text);
        reported = text;
        return { disabledPaths: config.config.disabledPaths };
      };
      refreshOptions(); // loadOptionsFrom has reported the current problems already
      const watcher = await watchSkills({
        ...base,
        env: ctx.env,
        debounceMs,
        watchFiles: [join(userConfigDir(ctx.env), "config.json")],
        refreshOptions,
      });
      watcher.on("error", (e) => ctx.io.err(`skillport: watch error: ${terminalLine(e.message)}\n`));
      watcher.on("change", (c) => {
        if (g.json) {
          ctx.io.out(`${JSON.stringify(changeJson(c))}\n`);
          return;
        }
        ctx.io.out(`${changeLine(c, ctx.io.color)}\n`);
        for (const d of c.diagnostics) ctx.io.err(`  ${formatDiagnostic(d, ctx.io.errColor)}\n`);
      });
      const set = watcher.current;
      const watched = set.roots.filter((r) => r.scope !== "builtin").length;
      ctx.io.err(
        `Watching ${set.skills.length} skill${set.skills.length === 1 ? "" : "s"} in ${watched} root${watched === 1 ? "" : "s"}. Press Ctrl-C to stop.\n`,
      );
      await new Promise<void>((resolve) => {
        const stop = (): void => {
          process.off("SIGINT", stop);
          process.off("SIGTERM", stop);
          resolve();
        };
        process.on("SIGINT", stop);
        process.on("SIGTERM", stop);
      });
      await watcher.close();
    });
}
