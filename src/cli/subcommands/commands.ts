import { resolve } from "node:path";
import type { Command } from "commander";
import type { LoadCommandsOptions } from "../../custom-commands/load.js";
import { loadSkills } from "../../load.js";
import type { CommandTemplate } from "../../types.js";
import { terminalLine } from "../../util/terminal.js";
import { type CliContext, type GlobalOptions, globals, loadOptionsFrom } from "../context.js";
import {
  colors,
  DIAGNOSTICS_MORE,
  diagnosticJson,
  formatDiagnostics,
  printJson,
  table,
  visibleWidth,
} from "../output.js";

const collect = (value: string, previous: string[] = []): string[] => [...previous, value];

/** LoadCommandsOptions from the global options (the same roots rules as skills, with `commands`). */
export function commandOptionsFrom(
  g: GlobalOptions,
  ctx: CliContext,
  extraRoots: readonly string[] = [],
): LoadCommandsOptions {
  const o = loadOptionsFrom(g, ctx.env, ctx.io);
  return {
    cwd: o.cwd,
    home: o.home,
    profile: o.profile,
    user: o.user,
    project: o.project,
    trust: o.trust,
    trustStore: o.trustStore,
    maxDirectories: o.maxDirectories,
    roots: extraRoots.map((r) => resolve(o.cwd ?? process.cwd(), r)),
  };
}

/** The JSON shape of a command in `commands list --json`. */
export function commandJson(c: CommandTemplate, status: "loaded" | "shadowed") {
  return {
    name: c.name,
    description: c.description,
    argumentHint: c.argumentHint ?? null,
    scope: c.scope,
    location: c.location,
    skills: c.skills ?? [],
    status,
    diagnostics: c.diagnostics.map(diagnosticJson),
  };
}

/** One table cell: whitespace runs (a folded YAML description) as one space, cut to `n`. */
const clip = (text: string, n: number): string => {
  const s = text.replace(/\s+/g, " ").trim();
  return s.length > n ? `${s.slice(0, n - 1)}…` : s;
};

export function registerCommandsCommand(program: Command, ctx: CliContext): void {
  const group = program.command("commands").description("custom commands: Markdown templates run as /name");
  group
    .command("list")
    .description("list the custom commands that load, with scope, argument hint and location")
    .option("--all", "also list shadowed commands")
    .option("--commands-root <dir>", "add a commands root (project scope; repeatable)", collect)
    .action(async (opts: { all?: boolean; commandsRoot?: string[] }, cmd: Command) => {
      const g = globals(cmd);
      // Loaded on use: other commands' start-up does not pay for them.
      const [{ loadCommands }, { slashNameCollisions }] = await Promise.all([
        import("../../custom-commands/load.js"),
        import("../../slash/resolve.js"),
      ]);
      const set = await loadCommands(commandOptionsFrom(g, ctx, opts.commandsRoot));
      // S3: a skill of the same name wins the slash name; say so where the command is listed.
      const collisions = slashNameCollisions(await loadSkills(loadOptionsFrom(g, ctx.env)), set);
      const diagnostics = [...set.diagnostics, ...collisions];
      const withCollisions = (c: CommandTemplate): CommandTemplate => {
        const mine = collisions.filter((d) => d.path === c.location);
        return mine.length === 0 ? c : { ...c, diagnostics: [...c.diagnostics, ...mine] };
      };
      const rows = [
        ...set.commands.map((c) => commandJson(withCollisions(c), "loaded")),
        ...(opts.all ? set.shadowed.map((c) => commandJson(c, "shadowed")) : []),
      ];
      if (g.json) {
        printJson(ctx.io, { commands: rows, diagnostics: diagnostics.map(diagnosticJson) });
        return;
      }
      const c = colors(ctx.io.color);
      if (rows.length === 0) {
        ctx.io.out(
          "No custom commands found. Put Markdown files in .agents/commands/ (or ~/.agents/commands/).\n",
        );
      } else {
        const lines = rows.map((r) => [
          c.bold(`/${terminalLine(r.name)}`),
          r.scope,
          r.status === "loaded" ? "" : c.yellow(r.status),
          terminalLine(r.argumentHint ?? ""),
          terminalLine(clip(r.description, 60)),
          c.dim(terminalLine(r.location)),
        ]);
        const head = ["NAME", "SCOPE", "", "ARGUMENTS", "DESCRIPTION", "LOCATION"].map((h) => c.dim(h));
        ctx.io.out(`${table([head, ...lines], visibleWidth)}\n`);
      }
      const shown = diagnostics.filter((d) => d.severity !== "info" || opts.all);
      for (const l of formatDiagnostics(shown, ctx.io.errColor, { limit: 5, more: DIAGNOSTICS_MORE }))
        ctx.io.err(`${l}\n`);
    });
}
