import { statSync } from "node:fs";
import { resolve } from "node:path";
import type { Command } from "commander";
import {
  projectDirectoryOf,
  readTrustStore,
  revokeDirectory,
  TrustStoreError,
  trustDirectory,
  trustStorePath,
} from "../../security/trust.js";
import { canonicalPath } from "../../util/paths.js";
import { terminalLine } from "../../util/terminal.js";
import { type CliContext, CliError, globals } from "../context.js";
import { printJson } from "../output.js";

export function registerTrust(program: Command, ctx: CliContext): void {
  program
    .command("trust")
    .description("trust a project's skills and commands (default: the project of the working directory)")
    .argument("[dir]", "directory to trust; its subdirectories are trusted too")
    .option("--revoke", "stop trusting the directory (and the entries below it)")
    .option("--list", "list trusted directories")
    .action((dir: string | undefined, opts: { revoke?: boolean; list?: boolean }, cmd: Command) => {
      const g = globals(cmd);
      const store = trustStorePath(ctx.env);
      if (opts.list && (opts.revoke || dir !== undefined)) {
        throw new CliError("--list takes no directory and cannot be combined with --revoke", 2);
      }
      try {
        if (opts.list) {
          const entries = readTrustStore(store).entries;
          if (g.json) printJson(ctx.io, { store, trusted: entries });
          else if (entries.length === 0) ctx.io.out(`No trusted projects (${terminalLine(store)}).\n`);
          else for (const e of entries) ctx.io.out(`${terminalLine(e.path)}\t${terminalLine(e.trustedAt)}\n`);
          return;
        }
        const cwd = resolve(g.cwd ?? process.cwd());
        // No DIR: the project of the working directory (its git root), as loading sees it.
        const target = canonicalPath(dir === undefined ? projectDirectoryOf(cwd) : resolve(cwd, dir));
        if (opts.revoke) {
          const r = revokeDirectory(target, store);
          if (g.json) {
            printJson(ctx.io, {
              store,
              path: target,
              trusted: r.stillTrustedBy !== undefined,
              removed: r.removed,
              ...(r.stillTrustedBy ? { trustedBy: r.stillTrustedBy } : {}),
            });
          } else {
            for (const e of r.removed) ctx.io.out(`Revoked trust for ${terminalLine(e.path)}\n`);
            if (r.removed.length === 0 && !r.stillTrustedBy)
              ctx.io.out(`${terminalLine(target)} was not trusted.\n`);
          }
          if (r.stillTrustedBy) {
            ctx.io.err(
              `skillport: ${terminalLine(target)} is still trusted because ${terminalLine(r.stillTrustedBy.path)} is; run \`skillport trust --revoke ${terminalLine(r.stillTrustedBy.path)}\` to revoke that.\n`,
            );
            ctx.exit.code = 1;
          }
          return;
        }
        if (!isDirectory(target)) {
          throw new CliError(`${target} is not a directory; give the project directory to trust`, 2);
        }
        const r = trustDirectory(target, store);
        if (g.json)
          printJson(ctx.io, { store, path: target, trusted: true, added: r.added, trustedBy: r.entry });
        else if (r.added) ctx.io.out(`Trusted ${terminalLine(target)}\n`);
        else
          ctx.io.out(
            `${terminalLine(target)} is already trusted${r.entry.path !== target ? ` (through ${terminalLine(r.entry.path)})` : ""}.\n`,
          );
      } catch (e) {
        if (e instanceof TrustStoreError) throw new CliError(e.message, 1);
        throw e;
      }
    });
}

function isDirectory(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}
