import { basename, join, resolve } from "node:path";
import type { Command } from "commander";
import { Option } from "commander";
import { userConfigDir } from "../../config.js";
import { defaultHome } from "../../discovery/roots.js";
import type { InstallResult } from "../../install/install.js";
import { lockRootOf } from "../../install/lock-sources.js";
import { getProfile } from "../../profiles/index.js";
import { installedStorePath, recordInstalled } from "../../security/installed.js";
import { isProjectTrusted, projectDirectoryOf, trustStorePath } from "../../security/trust.js";
import type { Diagnostic } from "../../types.js";
import { terminalLine } from "../../util/terminal.js";
import { type CliContext, CliError, type GlobalOptions, globals } from "../context.js";
import { diagnosticJson, formatDiagnostic, printJson } from "../output.js";
import { installCliError, projectBase, skillsRootFor } from "./new.js";
import { linkWritten } from "./shared.js";

/** The root, project base and lock file a scope writes to. */
export function installTarget(
  scope: "project" | "user",
  g: ReturnType<typeof globals>,
  ctx: CliContext,
): {
  root: string;
  base?: string;
  lockPath: string;
  cwd: string;
  /** The user chose the root (--root): it applies to every skill of the run. */
  explicitRoot: boolean;
  /** What the lock records as the root of skills written to `root` (none for the standard root). */
  lockRoot?: string;
} {
  const profile = getProfile(g.profile);
  const cwd = resolve(g.cwd ?? process.cwd());
  const home = defaultHome(ctx.env);
  const explicit = scope === "project" ? g.root?.[0] : undefined;
  const root = skillsRootFor(scope, profile, cwd, home, explicit);
  const { base } = projectBase(scope, profile, cwd, explicit);
  // The project lock sits in the project directory; the user lock in skillport's config directory.
  const lockPath =
    scope === "project" && base !== undefined ? join(base, "skills-lock.json") : userLockPathOf(ctx.env);
  // Where the standard profile would put the skills: a lock entry records any other root.
  const standard = skillsRootFor(scope, getProfile(undefined), base ?? cwd, home, undefined);
  const lockRoot = lockRootOf(root, standard, base);
  return {
    root,
    ...(base !== undefined ? { base } : {}),
    lockPath,
    cwd,
    explicitRoot: explicit !== undefined,
    ...(lockRoot !== undefined ? { lockRoot } : {}),
  };
}

// Same rule as config.json: a relative XDG_CONFIG_HOME is ignored (src/config.ts).
const userLockPathOf = (env: NodeJS.ProcessEnv): string => join(userConfigDir(env), "skills-lock.json");

/** `--timeout SECONDS` of commands that fetch. */
export const timeoutOption = () =>
  new Option("--timeout <seconds>", "time limit of each clone or download (default 120)").argParser((v) => {
    const n = Number(v);
    if (!Number.isFinite(n) || n <= 0 || n > 86_400)
      throw new CliError(`--timeout must be a number of seconds between 0 and 86400, not '${v}'`, 2);
    return n;
  });

export const scopeOption = () =>
  new Option("--scope <scope>", "project or user skills").choices(["project", "user"]).default("project");

/** Prints diagnostics (already neutralised by the installer) on stderr. */
export function printDiagnostics(ctx: CliContext, ds: readonly Diagnostic[]): void {
  for (const d of ds) {
    if (d.severity === "info") continue;
    ctx.io.err(`${formatDiagnostic(d, ctx.io.errColor)}\n`);
  }
}

export function registerAdd(program: Command, ctx: CliContext): void {
  program
    .command("add")
    .description(
      "install skills from a directory, a git repository (URL or owner/repo[/path][@ref]), a well-known index URL or a share link",
    )
    .argument(
      "<source>",
      "./dir, https://host/repo.git[#ref], owner/repo[/path][@ref], https://site (well-known index), skillport://skill?data=…, mcp:NAME, mcp:--",
    )
    .argument("[command...]", "after mcp:--, the MCP server to start (put -- before it when it has options)")
    .option(
      "--mcp-config <files...>",
      "MCP configuration files for mcp:NAME (default: mcp.json in skillport's config directory)",
    )
    .option("--skill <names...>", "install only these skills of the source")
    .addOption(scopeOption())
    .addOption(timeoutOption())
    .option("--dry-run", "fetch, validate and audit, print what would be written, write nothing")
    .option("--force", "replace existing skills; install despite validation errors or high audit findings")
    .action(
      async (
        source: string,
        command: string[],
        opts: {
          scope: "project" | "user";
          skill?: string[];
          dryRun?: boolean;
          force?: boolean;
          timeout?: number;
          mcpConfig?: string[];
        },
        cmd,
      ) => {
        const g = globals(cmd);
        const profile = getProfile(g.profile);
        const { installSkill } = await import("../../install/install.js");
        const { parseSource } = await import("../../install/source.js");
        const target = installTarget(opts.scope, g, ctx);
        let result: InstallResult;
        let kind: string;
        try {
          let parsed = parseSource(source, { cwd: target.cwd, env: ctx.env });
          if (parsed.kind === "mcp")
            parsed = await resolveMcp(parsed, command, opts.mcpConfig, target.cwd, ctx);
          else if (command.length > 0)
            throw new CliError(`too many arguments: ${command.map((c) => terminalLine(c)).join(" ")}`, 2);
          kind = parsed.kind;
          const review = await (await import("./audit-review.js")).installReviewer(ctx, target.cwd);
          result = await installSkill(parsed, {
            ...(review ? { review } : {}),
            root: target.root,
            ...(target.base !== undefined ? { base: target.base } : {}),
            ...(parsed.kind !== "share" ? { lockPath: target.lockPath } : {}),
            ...(target.lockRoot !== undefined ? { lockRoot: target.lockRoot } : {}),
            ...(opts.skill ? { skills: opts.skill } : {}),
            force: opts.force === true,
            dryRun: opts.dryRun === true,
            cwd: target.cwd,
            env: ctx.env,
            profile,
            ...(opts.timeout !== undefined ? { timeoutMs: opts.timeout * 1000 } : {}),
          });
        } catch (e) {
          throw await installCliError(e);
        }
        if (kind === "share") {
          printShare(ctx, result, opts, g.json === true);
        } else if (g.json) {
          printJson(ctx.io, {
            source,
            scope: opts.scope,
            dryRun: result.dryRun,
            lockPath: result.lockPath ?? null,
            skills: result.skills.map((s) => ({
              name: s.name,
              directory: s.path,
              written: s.written,
              replaced: s.replaced,
              computedHash: s.computedHash,
              skillPath: s.skillPath ?? null,
              files: s.files,
              findings: s.findings,
              diagnostics: s.diagnostics.map(diagnosticJson),
            })),
            diagnostics: result.diagnostics.map(diagnosticJson),
          });
        } else {
          printDiagnostics(ctx, result.diagnostics);
          for (const s of result.skills) {
            printDiagnostics(ctx, s.diagnostics);
            const verb = result.dryRun
              ? s.replaced
                ? "Would replace"
                : "Would install"
              : s.replaced
                ? "Replaced"
                : "Installed";
            ctx.io.out(
              `${verb} ${terminalLine(s.name)} at ${terminalLine(s.path)} (${s.files.length} file${s.files.length === 1 ? "" : "s"})\n`,
            );
          }
          if (result.lockPath) ctx.io.out(`Recorded in ${terminalLine(result.lockPath)}\n`);
        }
        if (!opts.dryRun && result.skills.length > 0)
          await linkWritten(ctx, opts.scope, target.cwd, g.json === true);
        if (!opts.dryRun && opts.scope === "project" && result.skills.length > 0) {
          noteInstalledTrust(ctx, target, result);
        }
      },
    );
}

function printShare(
  ctx: CliContext,
  result: InstallResult,
  opts: { scope: string; dryRun?: boolean },
  json: boolean,
): void {
  const s = result.skills[0];
  if (!s) throw new CliError("the share link held no skill", 1);
  const file = join(s.path, "SKILL.md");
  if (json) {
    printJson(ctx.io, {
      name: s.name,
      description: s.description ?? null,
      path: file,
      directory: s.path,
      scope: opts.scope,
      written: s.written,
      replaced: s.written ? s.replaced : false,
      findings: s.findings,
      diagnostics: s.diagnostics.map(diagnosticJson),
    });
    return;
  }
  printDiagnostics(
    ctx,
    s.diagnostics.filter((d) => d.severity === "error"),
  );
  if (opts.dryRun) {
    ctx.io.out(`Would ${s.replaced ? "replace" : "create"} ${terminalLine(file)}\n`);
  } else {
    ctx.io.out(`${s.replaced ? "Replaced" : "Installed"} ${terminalLine(s.name)} at ${terminalLine(file)}\n`);
  }
}

/**
 * Records the skills just written in the user's own installed.json (so they load in a project that
 * is not trusted, while their content is unchanged) and says plainly what is and is not trusted.
 */
function noteInstalledTrust(
  ctx: CliContext,
  target: { cwd: string; base?: string },
  result: InstallResult,
): void {
  const project = projectDirectoryOf(target.base ?? target.cwd);
  if (isProjectTrusted(target.cwd, trustStorePath(ctx.env))) return;
  const names = result.skills.map((s) => terminalLine(s.name)).join(", ");
  try {
    recordInstalled(
      installedStorePath(ctx.env),
      result.skills.map((s) => ({ dir: s.path, project, digest: s.computedHash })),
    );
  } catch (e) {
    ctx.io.err(
      `skillport: note: could not record ${names} as installed by you (${terminalLine((e as Error).message)}); they load once you trust the project (skillport trust ${terminalLine(project)}).\n`,
    );
    return;
  }
  ctx.io.err(
    `skillport: note: the project ${terminalLine(project)} is not trusted. The skill${result.skills.length === 1 ? "" : "s"} you just installed (${names}) will load anyway, exactly as installed and audited (recorded by content in your own state, not in the project); if ${result.skills.length === 1 ? "it changes" : "one changes"} (a git pull, an edit), it stops loading until you add it again. The project's other skills and custom commands do not load until you review them and run \`skillport trust ${terminalLine(project)}\`.\n`,
  );
}

type McpParsed = Extract<import("../../install/source.js").ParsedSource, { kind: "mcp" }>;

/** The server of `mcp:NAME` (from the MCP configuration) or `mcp:-- COMMAND…` (from the command line). */
async function resolveMcp(
  parsed: McpParsed,
  command: readonly string[],
  configFiles: readonly string[] | undefined,
  cwd: string,
  ctx: CliContext,
): Promise<McpParsed> {
  if (parsed.name === undefined) {
    if (command.length === 0)
      throw new CliError(
        "mcp:-- needs the command that starts the server: skillport add mcp:-- -- COMMAND [ARGS…]",
        2,
      );
    const [bin, ...args] = command;
    // The lock records the command's name only: its arguments may carry a secret.
    return { ...parsed, label: `mcp:-- ${basename(bin!)}`, server: { command: bin!, args, cwd } };
  }
  if (command.length > 0)
    throw new CliError(`mcp:${parsed.name} takes no command; use mcp:-- COMMAND… instead`, 2);
  const files = configFiles ?? [join(userConfigDir(ctx.env), "mcp.json")];
  const [{ readMcpConfig }, { McpConfigError }] = await Promise.all([
    import("../../agent/mcp-config-file.js"),
    import("../../agent/mcp-config.js"),
  ]);
  const servers: Record<string, import("../../agent/mcp-config.js").McpServerConfig> = {};
  for (const file of files) {
    try {
      Object.assign(servers, await readMcpConfig(resolve(cwd, file), { workspace: cwd, env: ctx.env }));
    } catch (e) {
      if (e instanceof McpConfigError) throw new CliError(e.message, 2);
      throw e;
    }
  }
  const server = Object.hasOwn(servers, parsed.name) ? servers[parsed.name] : undefined;
  if (server === undefined) {
    const names = Object.keys(servers);
    throw new CliError(
      `no MCP server named '${parsed.name}' in ${files.map(terminalLine).join(", ")}${names.length > 0 ? ` (it has: ${names.join(", ")})` : ""}; pass --mcp-config FILE, or use mcp:-- COMMAND…`,
      1,
    );
  }
  return { ...parsed, server };
}

export type InstallTarget = ReturnType<typeof installTarget>;

/** The flags of the commands that work through the lock: install, update, outdated. */
export interface LockRunFlags {
  readonly dryRun?: boolean;
  readonly force?: boolean;
  readonly timeout?: number;
}

/** What install, update and outdated pass to their lock operation: the target, the flags, the run's setting. */
export const lockRunOptions = (t: InstallTarget, opts: LockRunFlags, g: GlobalOptions, ctx: CliContext) => ({
  root: t.root,
  ...(t.base !== undefined ? { base: t.base } : {}),
  lockPath: t.lockPath,
  explicitRoot: t.explicitRoot,
  force: opts.force === true,
  dryRun: opts.dryRun === true,
  env: ctx.env,
  profile: getProfile(g.profile),
  ...(opts.timeout !== undefined ? { timeoutMs: opts.timeout * 1000 } : {}),
});

/** Runs a lock operation; what it throws becomes the CLI error install, update and outdated print. */
export async function runLockOperation<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (e) {
    throw await installCliError(e);
  }
}

/** The --json document of install, update and outdated: one entry a locked skill. */
export function printLockSkills(
  ctx: CliContext,
  t: InstallTarget,
  dryRun: boolean | undefined,
  skills: readonly { readonly diagnostics: readonly Diagnostic[] }[],
): void {
  printJson(ctx.io, {
    dryRun: dryRun === true,
    lockPath: t.lockPath,
    skills: skills.map((s) => ({ ...s, diagnostics: s.diagnostics.map(diagnosticJson) })),
  });
}
