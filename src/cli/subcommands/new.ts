import { join, resolve } from "node:path";
import type { Command } from "commander";
import { Option } from "commander";
import { defaultHome, findGitRoot } from "../../discovery/roots.js";
import { slugifySkillName } from "../../format/name.js";
import { parseSkillFile } from "../../format/parse.js";
import { jsYaml } from "../../format/yaml.js";
import type { Profile } from "../../profiles/index.js";
import { isProjectTrusted, trustStorePath, untrustedProjectNote } from "../../security/trust.js";
import { terminalLine, terminalText } from "../../util/terminal.js";
import { type CliContext, CliError, cliProfile, globals } from "../context.js";
import { diagnosticJson, printJson } from "../output.js";
import { linkWritten } from "./shared.js";

export const DEFAULT_NEW_DESCRIPTION =
  "TODO: say what this skill does and when to use it, in the words a user would type.";

/** The SKILL.md text `skillport new` writes. */
export function scaffoldSkill(name: string, title: string, description: string): string {
  const frontmatter = jsYaml().dump({ name, description }, { lineWidth: -1 });
  return `---\n${frontmatter}---\n\n# ${title.trim() || name}\n\n1. First step.\n2. Second step.\n\nKeep this file short; put long reference material in references/ and scripts in scripts/.\n`;
}

export function registerNew(program: Command, ctx: CliContext): void {
  program
    .command("new")
    .description('scaffold a new skill from a title; the name is derived from it ("AT&T" → at-and-t)')
    .argument("<title>", 'human title, e.g. "Release notes"')
    .addOption(
      new Option("--scope <scope>", "where to create it").choices(["project", "user"]).default("project"),
    )
    .option("--description <text>", "the skill's description")
    .option("--dry-run", "print what would be written without writing")
    .option("--force", "write through a skills root that is a link leading outside the project")
    .action(
      async (
        title: string,
        opts: { scope: "project" | "user"; description?: string; dryRun?: boolean; force?: boolean },
        cmd,
      ) => {
        const g = globals(cmd);
        const name = slugifySkillName(title);
        if (!name) {
          throw new CliError(
            `the title '${title}' has no ASCII letters or digits to build a skill name from (accented Latin letters count as their base letter); use a title such as "PDF tools"`,
            2,
          );
        }
        const profile = cliProfile(g);
        const cwd = resolve(g.cwd ?? process.cwd());
        const root = skillsRootFor(opts.scope, profile, cwd, defaultHome(ctx.env), g.root?.[0]);
        let directory = join(root, name);
        let file = join(directory, "SKILL.md");
        const content = scaffoldSkill(name, title, opts.description ?? DEFAULT_NEW_DESCRIPTION);
        const parsed = parseSkillFile(content, { path: file, mode: "spec" });
        if (!parsed.valid) {
          const why = parsed.diagnostics.filter((d) => d.severity === "error").map((d) => d.message);
          throw new CliError(`the new skill would not be valid: ${why.join(" ")}`, 1);
        }
        if (!opts.dryRun) {
          const { placeSkill } = await import("../../install/place.js");
          try {
            const placed = await placeSkill(name, [{ path: "SKILL.md", data: Buffer.from(content) }], {
              root,
              ...projectBase(opts.scope, profile, cwd, g.root?.[0]),
              forceRoot: opts.force === true,
            });
            directory = placed.path;
            file = join(directory, "SKILL.md");
          } catch (e) {
            if ((e as { code?: string }).code === "install-target-exists") {
              throw new CliError(`${directory} already exists; choose another title or remove it first`, 1);
            }
            throw await installCliError(e);
          }
        }
        if (!opts.dryRun) {
          await linkWritten(ctx, opts.scope, cwd, g.json === true);
        }
        if (g.json) {
          printJson(ctx.io, {
            name,
            path: file,
            directory,
            scope: opts.scope,
            written: !opts.dryRun,
            content,
            diagnostics: parsed.diagnostics.map(diagnosticJson),
          });
          return;
        }
        if (opts.dryRun) ctx.io.out(`Would create ${terminalLine(file)}:\n\n${terminalText(content)}`);
        else
          ctx.io.out(
            opts.description === undefined
              ? `Created ${terminalLine(file)}\nEdit its description (a placeholder until you do), then run: skillport validate ${terminalLine(directory)}\n`
              : `Created ${terminalLine(file)}\nWrite its steps, then run: skillport validate ${terminalLine(directory)}\n`,
          );
        if (
          opts.scope === "project" &&
          g.root === undefined &&
          !isProjectTrusted(cwd, trustStorePath(ctx.env))
        ) {
          ctx.io.err(`skillport: ${untrustedProjectNote(cwd)}\n`);
        }
      },
    );
}

export function skillsRootFor(
  scope: "project" | "user",
  profile: Profile,
  cwd: string,
  home: string | undefined,
  explicitRoot: string | undefined,
): string {
  if (explicitRoot !== undefined && scope === "project") return resolve(cwd, explicitRoot);
  const t = profile.skillRoots.find((r) => (scope === "user" ? r.base === "home" : r.base !== "home"));
  if (!t) throw new CliError(`profile '${profile.name}' has no ${scope} skills root`, 2);
  if (t.base === "home") {
    if (!home) throw new CliError("HOME is not set; cannot find the user skills root", 2);
    return resolve(home, ...t.segments);
  }
  return resolve(t.base === "worktree" ? (findGitRoot(cwd) ?? cwd) : cwd, ...t.segments);
}

/**
 * The directory a project-scope root must stay inside (the project: the git worktree for a
 * worktree-based root, else the working directory); user scope has none.
 */
export function projectBase(
  scope: "project" | "user",
  profile: Profile,
  cwd: string,
  explicitRoot: string | undefined,
): { base?: string } {
  if (scope === "user") return {};
  if (explicitRoot !== undefined) return { base: cwd };
  const t = profile.skillRoots.find((r) => r.base !== "home");
  return { base: t?.base === "worktree" ? (findGitRoot(cwd) ?? cwd) : cwd };
}

/** An installer refusal as a CLI refusal (exit 1) with its code; anything else is rethrown. */
export async function installCliError(e: unknown): Promise<unknown> {
  const { InstallError } = await import("../../install/errors.js");
  if (e instanceof InstallError) {
    return new CliError(`[${e.code}] ${e.message}`, 1);
  }
  return e;
}
