import { chmodSync, lstatSync, mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { basename, dirname, join, relative, resolve } from "node:path";
import type { Command } from "commander";
import { Option } from "commander";
import { getProfile } from "../../profiles/index.js";
import { decodeShareLink, ShareLinkError } from "../../security/share.js";
import { isProjectTrusted, trustStorePath, untrustedProjectNote } from "../../security/trust.js";
import { terminalLine, terminalText } from "../../util/terminal.js";
import { type CliContext, CliError, globals } from "../context.js";
import { diagnosticJson, printJson } from "../output.js";
import { skillsRootFor } from "./new.js";

/** The directory a skill named `name` gets under `root`, or undefined when the name is not one safe component. */
export function installTarget(root: string, name: string): string | undefined {
  if (name === "" || name === "." || name === ".." || /[/\\\0]/.test(name) || name.startsWith("."))
    return undefined;
  const target = resolve(root, name);
  return dirname(target) === resolve(root) && relative(root, target) === name ? target : undefined;
}

const exists = (p: string): boolean => {
  try {
    lstatSync(p);
    return true;
  } catch {
    return false;
  }
};

/**
 * Installs `text` as `root/name/SKILL.md`: written in a temporary directory inside the root, then
 * renamed into place, so a reader never sees half a skill. The old skill is replaced only with `force`,
 * moved aside first and removed once the new one is in place. Renames act on links, never through them.
 */
export function installSkill(
  root: string,
  target: string,
  text: string,
  force: boolean,
): { replaced: boolean } {
  mkdirSync(root, { recursive: true });
  // A dot name: the walker skips it (D5), so a crash leaves nothing that loads.
  const tmp = mkdtempSync(join(root, ".skillport-add-"));
  let aside: string | undefined;
  try {
    chmodSync(tmp, 0o755); // mkdtemp makes it private; an installed skill is an ordinary directory
    writeFileSync(join(tmp, "SKILL.md"), text, { flag: "wx" });
    if (exists(target)) {
      if (!force) throw new CliError(`${target} already exists; pass --force to replace it`, 1);
      aside = join(root, `.skillport-old-${basename(tmp).slice(-6)}`);
      renameSync(target, aside);
    }
    try {
      renameSync(tmp, target);
    } catch (e) {
      if (aside) renameSync(aside, target);
      aside = undefined;
      const code = (e as NodeJS.ErrnoException).code;
      // Something appeared at the target since the check: refuse rather than overwrite it.
      if (code === "ENOTEMPTY" || code === "EEXIST" || code === "ENOTDIR" || code === "EISDIR") {
        throw new CliError(`${target} appeared while installing; nothing was changed`, 1);
      }
      throw e;
    }
    return { replaced: aside !== undefined };
  } finally {
    rmSync(tmp, { recursive: true, force: true });
    if (aside) rmSync(aside, { recursive: true, force: true });
  }
}

export function registerAdd(program: Command, ctx: CliContext): void {
  program
    .command("add")
    .description("install a shared skill from a skillport://skill (or zed://skill) link")
    .argument("<source>", "a share link")
    .addOption(
      new Option("--scope <scope>", "where to install it").choices(["project", "user"]).default("project"),
    )
    .option("--dry-run", "check the link and print what would be written")
    .option("--force", "replace an existing skill of the same name")
    .action((source: string, opts: { scope: "project" | "user"; dryRun?: boolean; force?: boolean }, cmd) => {
      const g = globals(cmd);
      const profile = getProfile(g.profile);
      // Only share links for now; directories, git and well-known sources fit here later (SPEC §17).
      if (!/^[A-Za-z][A-Za-z0-9+.-]*:/.test(source.trim())) {
        throw new CliError(
          `'${source}' is not a share link; give a skillport://skill?data=… (or zed://skill?data=…) link. Installing from a directory, git or a well-known index is not supported yet.`,
          2,
        );
      }
      let decoded: ReturnType<typeof decodeShareLink>;
      try {
        decoded = decodeShareLink(source, { nameRule: profile.nameRule, lengthUnit: profile.lengthUnit });
      } catch (e) {
        if (e instanceof ShareLinkError) throw new CliError(`[${e.code}] ${e.message}`, 1);
        throw e;
      }
      const cwd = resolve(g.cwd ?? process.cwd());
      const root = skillsRootFor(opts.scope, profile, cwd, ctx.env.HOME, g.root?.[0]);
      const target = installTarget(root, decoded.name);
      if (target === undefined) {
        throw new CliError(
          `the skill name ${JSON.stringify(decoded.name)} is not a safe directory name; refused`,
          1,
        );
      }
      const file = join(target, "SKILL.md");
      const present = exists(target);
      if (present && !opts.force) {
        throw new CliError(`a skill already exists at ${target}; pass --force to replace it`, 1);
      }
      const result = opts.dryRun
        ? { replaced: false }
        : installSkill(root, target, decoded.text, opts.force === true);
      if (g.json) {
        printJson(ctx.io, {
          name: decoded.name,
          description: decoded.description,
          path: file,
          directory: target,
          scope: opts.scope,
          written: !opts.dryRun,
          replaced: result.replaced,
          diagnostics: decoded.parsed.diagnostics.map(diagnosticJson),
        });
        return;
      }
      if (opts.dryRun) {
        ctx.io.out(
          `Would ${present ? "replace" : "create"} ${terminalLine(file)}:\n\n${terminalText(decoded.text)}${decoded.text.endsWith("\n") ? "" : "\n"}`,
        );
      } else {
        ctx.io.out(
          `${result.replaced ? "Replaced" : "Installed"} ${terminalLine(decoded.name)} at ${terminalLine(file)}\n`,
        );
      }
      if (
        opts.scope === "project" &&
        g.root === undefined &&
        !isProjectTrusted(cwd, trustStorePath(ctx.env))
      ) {
        ctx.io.err(`skillport: ${untrustedProjectNote(cwd)}\n`);
      }
    });
}
