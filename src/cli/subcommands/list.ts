import type { Command } from "commander";
import { CODES } from "../../diagnostics.js";
import { defaultHome } from "../../discovery/roots.js";
import { hintText, misspeltFolders, otherHostFolders } from "../../hosts/hints.js";
import type { LoadOptions } from "../../load.js";
import { loadSkills } from "../../load.js";
import { trustDirectory } from "../../security/trust.js";
import type { SkillSet } from "../../types.js";
import { terminalLine } from "../../util/terminal.js";
import { type CliContext, cliProfile, type GlobalOptions, globals, loadOptionsFrom } from "../context.js";
import { withOutputMemo } from "../memo.js";
import {
  colors,
  DIAGNOSTICS_MORE,
  diagnosticJson,
  formatDiagnostics,
  type Io,
  printJson,
  skillJson,
  table,
  visibleWidth,
} from "../output.js";
import { askYesNo, canPrompt } from "../prompt.js";

export function registerList(program: Command, ctx: CliContext): void {
  program
    .command("list")
    .description("list the skills that load (winners), with scope, status and location")
    .option("--all", "also list shadowed skills and skills that failed to load")
    .action(async (opts: { all?: boolean }, cmd: Command) => {
      const g = globals(cmd);
      const options = loadOptionsFrom(g, ctx.env, ctx.io);
      if (!g.json && canPrompt()) {
        // T1 on a terminal: offer to trust each untrusted project, then list what loads.
        let set = await loadSkills(options);
        // Projects the user already answered for on the terminal: their warning is not repeated.
        const asked = new Set<string>();
        if (await offerTrust(set, options.trustStore, asked)) set = await loadSkills(options);
        await printList(ctx.io, set, opts.all === true, false, asked);
        await printHints(ctx, g, options);
        return;
      }
      await withOutputMemo(ctx, options, ["list", opts.all === true, g.json === true], async (io, o) =>
        printList(io, await loadSkills(o), opts.all === true, g.json === true, new Set()),
      );
      if (!g.json) await printHints(ctx, g, options);
    });
}

/**
 * Hints about skills in other hosts' folders the profile does not read. Outside the output memo: they
 * depend on folders the load never looks at.
 */
async function printHints(ctx: CliContext, g: GlobalOptions, options: LoadOptions): Promise<void> {
  const profile = cliProfile(g);
  const home = options.home ?? defaultHome(ctx.env);
  const hints = otherHostFolders(profile, {
    cwd: options.cwd ?? process.cwd(),
    home,
    user: options.user,
    project: options.project,
    roots: g.root,
  });
  const misspelt = misspeltFolders({
    cwd: options.cwd ?? process.cwd(),
    home,
    user: options.user,
    project: options.project,
  });
  if (hints.length + misspelt.length > 0) await ctx.io.flush?.();
  for (const h of hints) ctx.io.err(`${terminalLine(hintText(h, profile, home))}\n`);
  for (const m of misspelt)
    ctx.io.err(
      `${terminalLine(`warning: ${m.folder} holds ${m.skills} skill${m.skills === 1 ? "" : "s"}, but no host reads a folder of that name: did you mean ${m.meant}? Move its skill folders there.`)}\n`,
    );
}

/** Prints the skills of `set` (and with `all` the shadowed and failed ones) and its diagnostics. */
async function printList(
  io: Io,
  set: SkillSet,
  all: boolean,
  json: boolean,
  asked: ReadonlySet<string>,
): Promise<void> {
  const rows = [
    ...set.skills.map((s) => skillJson(s, "loaded")),
    ...(all ? set.shadowed.map((s) => skillJson(s, "shadowed")) : []),
    ...(all ? set.failed.map((s) => skillJson(s, "failed")) : []),
  ];
  if (json) {
    printJson(io, { skills: rows, diagnostics: set.diagnostics.map(diagnosticJson) });
    return;
  }
  const c = colors(io.color);
  if (rows.length === 0) {
    io.out('No skills found. Create one with `skillport new "My skill"`.\n');
  } else {
    const status = (s: string) => (s === "loaded" ? c.green(s) : s === "shadowed" ? c.yellow(s) : c.red(s));
    const lines = rows.map((r) => [
      c.bold(terminalLine(r.name)),
      r.scope,
      status(r.status),
      r.modelInvocable || r.status !== "loaded" ? "" : c.dim("user-only"),
      terminalLine(r.location),
    ]);
    io.out(
      `${table([["NAME", "SCOPE", "STATUS", "", "LOCATION"].map((h) => c.dim(h)), ...lines], visibleWidth)}\n`,
    );
  }
  const shown = set.diagnostics.filter(
    (d) =>
      (d.severity !== "info" || all) &&
      !(d.code === CODES.projectUntrusted && d.path !== undefined && asked.has(d.path)),
  );
  if (shown.length > 0) await io.flush?.();
  for (const l of formatDiagnostics(shown, io.errColor, { limit: 5, more: DIAGNOSTICS_MORE }))
    io.err(`${l}\n`);
}

/** T1 on a terminal: offer to trust each untrusted project once. True when something was trusted. */
async function offerTrust(set: SkillSet, store: string | undefined, asked: Set<string>): Promise<boolean> {
  let trusted = false;
  for (const d of set.diagnostics) {
    if (d.code !== CODES.projectUntrusted || d.path === undefined) continue;
    asked.add(d.path);
    process.stderr.write(`${terminalLine(d.message)}\n`);
    if (await askYesNo(`Trust ${terminalLine(d.path)} and load its skills?`)) {
      trustDirectory(d.path, store);
      process.stderr.write(`Trusted ${terminalLine(d.path)}\n`);
      trusted = true;
    }
  }
  return trusted;
}
