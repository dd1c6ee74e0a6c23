import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Command } from "commander";
import { describe, expect, it } from "vitest";
import { buildProgram } from "../../../src/cli/main.js";
import { REPO } from "../../helpers/index.js";

// docs/CLI.md is the CLI reference: it must name every subcommand and option the CLI has.

const doc = readFileSync(join(REPO, "docs", "CLI.md"), "utf8");
const io = { out: () => {}, err: () => {}, color: false, errColor: false };
/** The flag written as code (`--flag` or `-V, --version`), not merely as part of a longer one. */
const names = (flag: string): boolean =>
  new RegExp(`(?:\`|, )${flag.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\\w-])`).test(doc);
const program = buildProgram({ io, env: {}, exit: { code: 0 } });

function commands(cmd: Command, path: string[] = []): { path: string[]; cmd: Command }[] {
  return cmd.commands.flatMap((sub) => {
    const p = [...path, sub.name()];
    return [{ path: p, cmd: sub }, ...commands(sub, p)];
  });
}

describe("docs/CLI.md", () => {
  it("names every global option", () => {
    const missing = program.options.map((o) => o.long ?? o.short!).filter((f) => !names(f));
    expect(missing).toEqual([]);
  });

  it("has a section for every subcommand and names each of its options", () => {
    const missing: string[] = [];
    for (const { path, cmd } of commands(program)) {
      const name = `skillport ${path.join(" ")}`;
      if (!doc.includes(`\`${name}`)) missing.push(name);
      for (const o of cmd.options) {
        const flag = o.long ?? o.short!;
        if (!names(flag)) missing.push(`${name} ${flag}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
