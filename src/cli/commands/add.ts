import { lstatSync } from "node:fs";
import { join, resolve } from "node:path";
import type { Command } from "commander";
import { Option } from "commander";
import { getProfile } from "../../profiles/index.js";
import { decodeShareLink, ShareLinkError } from "../../security/share.js";
import { isProjectTrusted, trustStorePath, untrustedProjectNote } from "../../security/trust.js";
import { terminalLine, terminalText } from "../../util/terminal.js";
import { type CliContext, CliError, globals } from "../context.js";
import { diagnosticJson, printJson } from "../output.js";
import { installCliError, projectBase, skillsRootFor } from "./new.js";

const exists = (p: string): boolean => {
  try {
    lstatSync(p);
    return true;
  } catch {
    return false;
  }
};

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
    .action(
      async (source: string, opts: { scope: "project" | "user"; dryRun?: boolean; force?: boolean }, cmd) => {
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
        const { skillTarget } = await import("../../install/replace.js");
        let target = skillTarget(root, decoded.name);
        if (target === undefined) {
          throw new CliError(
            `the skill name ${JSON.stringify(decoded.name)} is not a safe directory name; refused`,
            1,
          );
        }
        let file = join(target, "SKILL.md");
        const present = exists(target);
        if (present && !opts.force) {
          throw new CliError(`a skill already exists at ${target}; pass --force to replace it`, 1);
        }
        let result = { replaced: false };
        if (!opts.dryRun) {
          const { placeSkill } = await import("../../install/place.js");
          try {
            const placed = await placeSkill(
              decoded.name,
              [{ path: "SKILL.md", data: Buffer.from(decoded.text) }],
              {
                root,
                ...projectBase(opts.scope, profile, cwd, g.root?.[0]),
                force: opts.force === true,
                forceRoot: opts.force === true,
              },
            );
            result = placed;
            target = placed.path;
            file = join(target, "SKILL.md");
          } catch (e) {
            throw await installCliError(e);
          }
        }
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
      },
    );
}
