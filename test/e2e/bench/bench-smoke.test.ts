import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
// @ts-expect-error: a plain .mjs script of the bench package, without types
import { generate } from "../../../bench/gen.mjs";
import { CLI, REPO, runCli, tmp } from "../../helpers/index.js";

// SPEC §16: the bench must measure what it says. Not a timing test: it checks that every tool the
// bench times finds the same skills in a generated tree, and that the generator is deterministic.

const BENCH = join(REPO, "bench");
const TOOLS = ["floor-sync.mjs", "floor-async.mjs", "floor-readdir.mjs", "ref-minimal.mjs"];

function hashTree(dir: string): string {
  const h = createHash("sha256");
  const walk = (d: string): void => {
    for (const e of readdirSync(d, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const p = join(d, e.name);
      if (e.isDirectory()) walk(p);
      else h.update(`${relative(dir, p)}\n`).update(readFileSync(p));
    }
  };
  walk(dir);
  return h.digest("hex");
}

describe("§16 bench tools agree on generated trees", () => {
  for (const layout of ["flat", "nested"] as const) {
    it(`B: on a ${layout} tree of 150 skills every floor, the minimal reference and skillport find 150`, () => {
      const tree = generate({ n: 150, layout, out: join(tmp(), "tree") }) as string;
      for (const tool of TOOLS) {
        const r = spawnSync(process.execPath, [join(BENCH, tool), tree], { encoding: "utf8" });
        expect(r.status, `${tool}: ${r.stderr}`).toBe(0);
        expect(Number(r.stdout.split(" ")[0]), tool).toBe(150);
      }
      const cli = runCli(["list", "--json", "--no-user", "--no-project", "--no-cache", "--root", tree]);
      expect(cli.code).toBe(0);
      const out = JSON.parse(cli.stdout) as { skills: { scope: string }[]; diagnostics: unknown[] };
      expect(out.skills.filter((s) => s.scope === "project")).toHaveLength(150);
      expect(out.diagnostics).toEqual([]); // every generated skill is valid, as the bench assumes

      // "list after an edit": touches one SKILL.md, then runs the very same CLI in its process.
      const rel = (readdirSync(tree, { recursive: true }) as string[]).filter((p) => p.endsWith("SKILL.md"));
      const file = join(tree, rel.sort()[0]!);
      const edit = spawnSync(
        process.execPath,
        [
          join(BENCH, "list-after-edit.mjs"),
          file,
          CLI,
          "list",
          "--json",
          "--no-user",
          "--no-project",
          "--root",
          tree,
        ],
        { encoding: "utf8", env: { ...process.env, XDG_CACHE_HOME: join(tmp(), "cache") } },
      );
      expect(edit.status, edit.stderr).toBe(0);
      expect(edit.stdout).toBe(cli.stdout);
    });
  }

  it("B: the generator is deterministic (same options, same bytes) and the seed matters", () => {
    const a = generate({ n: 60, layout: "nested", out: join(tmp(), "a") }) as string;
    const b = generate({ n: 60, layout: "nested", out: join(tmp(), "b") }) as string;
    const c = generate({ n: 60, layout: "nested", seed: 2, out: join(tmp(), "c") }) as string;
    expect(hashTree(a)).toBe(hashTree(b));
    expect(hashTree(a)).not.toBe(hashTree(c));
  });
});
