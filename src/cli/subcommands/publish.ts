import { resolve } from "node:path";
import type { Command } from "commander";
import { terminalLine } from "../../util/terminal.js";
import { type CliContext, CliError, globals } from "../context.js";
import { diagnosticJson, printJson } from "../output.js";
import { printDiagnostics } from "./add.js";
import { registryCliError } from "./registry.js";

const registryOf = (ctx: CliContext, opt: string | undefined): string => {
  const r = opt ?? ctx.env.SKILLPORT_REGISTRY;
  if (!r) throw new CliError("--registry <url> is required (or set SKILLPORT_REGISTRY)", 2);
  return r;
};

export function registerPublish(program: Command, ctx: CliContext): void {
  program
    .command("publish")
    .description("publish the skills under a directory to a registry (token: SKILLPORT_REGISTRY_TOKEN)")
    .argument("[dir]", "a skill directory, or a tree of skills (default: the working directory)")
    .option("--registry <url>", "the registry's URL (default: SKILLPORT_REGISTRY)")
    .option("--force", "publish despite high audit findings (needs an admin token)")
    .action(async (dir: string | undefined, opts: { registry?: string; force?: boolean }, cmd) => {
      const g = globals(cmd);
      const cwd = resolve(g.cwd ?? process.cwd());
      const registry = registryOf(ctx, opts.registry);
      const token = ctx.env.SKILLPORT_REGISTRY_TOKEN;
      if (!token)
        throw new CliError(
          "SKILLPORT_REGISTRY_TOKEN is not set: publishing needs a token of the publish scope",
          2,
        );
      const { publishTree } = await import("../../registry/client.js");
      let r: Awaited<ReturnType<typeof publishTree>>;
      try {
        r = await publishTree(resolve(cwd, dir ?? "."), { registry, token, force: opts.force === true });
      } catch (e) {
        throw registryCliError(e);
      }
      if (g.json) {
        printJson(ctx.io, { published: r.published, diagnostics: r.diagnostics.map(diagnosticJson) });
        return;
      }
      printDiagnostics(ctx, r.diagnostics);
      for (const p of r.published) {
        const what = p.created ? "published" : "unchanged (already published with these bytes)";
        ctx.io.out(`${terminalLine(p.name)}@${terminalLine(p.version)}: ${what} ${p.digest}\n`);
      }
    });
  program
    .command("yank")
    .description("hide a published version from the index, lists and search (exact downloads still work)")
    .argument("<skill@version>", "the version to yank, as NAME@VERSION")
    .option("--registry <url>", "the registry's URL (default: SKILLPORT_REGISTRY)")
    .action(async (spec: string, opts: { registry?: string }) => {
      const at = spec.lastIndexOf("@");
      if (at <= 0 || at === spec.length - 1)
        throw new CliError(`'${terminalLine(spec)}' is not NAME@VERSION`, 2);
      const registry = registryOf(ctx, opts.registry);
      const token = ctx.env.SKILLPORT_REGISTRY_TOKEN;
      if (!token)
        throw new CliError(
          "SKILLPORT_REGISTRY_TOKEN is not set: yanking needs a token of the publish scope",
          2,
        );
      const { yank } = await import("../../registry/client.js");
      try {
        await yank({ registry, token }, spec.slice(0, at), spec.slice(at + 1));
      } catch (e) {
        throw registryCliError(e);
      }
      ctx.io.out(`yanked ${terminalLine(spec)}\n`);
    });
}
