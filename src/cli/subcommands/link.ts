import { homedir } from "node:os";
import { resolve } from "node:path";
import { type Command, Option } from "commander";
import { terminalLine } from "../../util/terminal.js";
import { type CliContext, CliError, globals } from "../context.js";
import { colors, printJson } from "../output.js";

// link / unlink: the canonical .agents/skills made visible in other hosts' folders (src/link/).

interface LinkCliOptions {
  host?: string;
  scope?: "project" | "user";
  copy?: boolean;
  dryRun?: boolean;
}

export function registerLink(program: Command, ctx: CliContext): void {
  program
    .command("link")
    .description(
      "make the skills of .agents/skills visible to hosts that read other folders (relative symlinks, recorded)",
    )
    .requiredOption("--host <host>", "a host, a comma list, or all")
    .addOption(
      new Option("--scope <scope>", "project folders or user folders")
        .choices(["project", "user"])
        .default("project"),
    )
    .option("--copy", "copy the skill folders instead of symlinking them")
    .option("--dry-run", "print what would be linked; change nothing")
    .action(async (opts: LinkCliOptions, cmd: Command) => run(ctx, cmd, opts, "link"));
  program
    .command("unlink")
    .description("remove the links and copies `skillport link` made (never anything it did not make)")
    .option("--host <host>", "a host, a comma list, or all (default: all)")
    .addOption(
      new Option("--scope <scope>", "project folders or user folders")
        .choices(["project", "user"])
        .default("project"),
    )
    .option("--dry-run", "print what would be removed; change nothing")
    .action(async (opts: LinkCliOptions, cmd: Command) => run(ctx, cmd, opts, "unlink"));
}

async function run(
  ctx: CliContext,
  cmd: Command,
  opts: LinkCliOptions,
  verb: "link" | "unlink",
): Promise<void> {
  const g = globals(cmd);
  const [{ linkSkills, unlinkSkills, LinkError }, { ManifestError }, { findGitRoot }, { hostsFromOption }] =
    await Promise.all([
      import("../../link/link.js"),
      import("../../link/manifest.js"),
      import("../../discovery/roots.js"),
      import("./doctor-hosts.js"),
    ]);
  const cwd = resolve(g.cwd ?? process.cwd());
  const scope = opts.scope ?? "project";
  // HOME from the environment must be absolute: a relative one would link into the working directory.
  const envHome = ctx.env.HOME;
  if (scope === "user" && envHome !== undefined && envHome !== "" && !envHome.startsWith("/")) {
    throw new CliError(`HOME is not an absolute path (${envHome}); refusing to link into it.`, 2);
  }
  const base = scope === "user" ? envHome || homedir() : (findGitRoot(cwd) ?? cwd);
  try {
    const result =
      verb === "link"
        ? await linkSkills({
            base,
            scope,
            hosts: hostsFromOption(opts.host ?? "all"),
            copy: opts.copy === true,
            dryRun: opts.dryRun === true,
          })
        : await unlinkSkills({
            base,
            scope,
            hosts:
              opts.host === undefined || opts.host === "all"
                ? undefined
                : hostsFromOption(opts.host).map((h) => h.name),
            dryRun: opts.dryRun === true,
          });
    const refused = result.actions.some((a) => a.action === "refused-unsafe");
    ctx.exit.code = refused ? 1 : 0;
    if (g.json) {
      printJson(ctx.io, {
        dryRun: opts.dryRun === true,
        canonical: result.canonical,
        manifest: result.manifest,
        actions: result.actions,
      });
      return;
    }
    const c = colors(ctx.io.color);
    const lines: string[] = [];
    if (result.actions.length === 0)
      lines.push(verb === "link" ? `No skills in ${result.canonical}.` : "Nothing recorded to remove.");
    // Hosts with nothing to do (they read .agents/skills, or have no folder): one line each kind, not a row per host.
    const quiet = (k: string) => k === "skip-reads-canonical" || k === "skip-no-folder";
    for (const [kind, why] of [
      ["skip-reads-canonical", "already read .agents/skills"],
      ["skip-no-folder", `have no documented ${scope} skills folder`],
    ] as const) {
      const hosts = result.actions.filter((a) => a.action === kind).map((a) => a.host);
      if (hosts.length > 1)
        lines.push(`${c.dim("nothing to do")} ${hosts.length} hosts ${why}: ${hosts.join(", ")}`);
    }
    for (const a of result.actions) {
      if (quiet(a.action) && result.actions.filter((b) => b.action === a.action).length > 1) continue;
      const tag =
        a.action === "create" || a.action === "remove"
          ? c.green(opts.dryRun ? `would ${a.action}` : a.action === "create" ? "created" : "removed")
          : a.action === "unchanged"
            ? c.dim("unchanged")
            : a.action.startsWith("refused")
              ? c.red("refused")
              : c.yellow("skipped");
      lines.push(`${tag} ${a.host.padEnd(9)} ${terminalLine(a.path)}  ${c.dim(terminalLine(a.detail))}`);
    }
    ctx.io.out(`${lines.join("\n")}\n`);
  } catch (e) {
    if (e instanceof LinkError || e instanceof ManifestError) throw new CliError(e.message, 1);
    throw e;
  }
}
