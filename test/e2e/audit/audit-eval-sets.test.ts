// bench/audit-eval-sets.mjs lays out every external set of the committed recipe from a folder of checkouts:
// these tests run it on tiny synthetic checkouts (order, excludes, expected counts, commits) and check that the
// committed recipe names every set of earlier rounds with what the runner needs.
import { execFile, execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ADAPTERS } from "../../../bench/audit-eval-external.mjs";
import { manifest } from "../../helpers/audit-eval-external.js";
import { REPO, tmp, writeTree } from "../../helpers/index.js";

interface Run {
  code: number;
  stdout: string;
}

const run = (args: string[]): Promise<Run> =>
  new Promise((done) =>
    execFile(process.execPath, [join(REPO, "bench", "audit-eval-sets.mjs"), ...args], (err, stdout) =>
      done({ code: err ? Number(err.code) : 0, stdout }),
    ),
  );

const skill = (name: string, body = "Formats dates.\n"): string =>
  `---\nname: ${name}\ndescription: d\n---\n${body}`;

/** A git work tree at one commit holding `files`; answers that commit. */
function gitTree(dir: string, files: Record<string, string>): string {
  writeTree(dir, files);
  const git = (...a: string[]): string =>
    execFileSync("git", ["-C", dir, "-c", "user.name=t", "-c", "user.email=t@example.com", ...a], {
      encoding: "utf8",
    }).trim();
  git("init", "-q");
  git("add", "-A");
  git("commit", "-qm", "one");
  return git("rev-parse", "HEAD");
}

describe("every external set laid out from a recipe", () => {
  it("lays out the sets in order, leaving out copies of the corpus and of earlier sets, and what follows a cut", async () => {
    const checkouts = tmp();
    const corpus = tmp();
    writeTree(corpus, { "c/SKILL.md": skill("c", "In the corpus.\n") });
    const commit = gitTree(join(checkouts, "acme+skills"), {
      "a/SKILL.md": skill("a"),
      "b/SKILL.md": skill("c", "In the corpus.\n"),
    });
    writeTree(join(checkouts, "zed+more"), {
      "w/SKILL.md": skill("w"),
      "x/SKILL.md": skill("a"), // a copy of acme's first skill
      "y/SKILL.md": skill("y"), // after the cut (`until`)
    });
    const recipe = {
      sets: [
        {
          name: "first",
          flag: "benign",
          whole: true,
          repos: [{ repo: "acme/skills", commit }],
          exclude: ["corpus"],
          open: true,
          expect: { benign: 1 },
        },
        {
          name: "second",
          flag: "benign",
          whole: true,
          repos: [{ repo: "zed/more", commit: "0".repeat(40), until: "x0" }],
          exclude: ["corpus", "first"],
          expect: { benign: 1 },
        },
      ],
    };
    const file = join(tmp(), "recipe.json");
    writeFileSync(file, JSON.stringify(recipe));
    const outRoot = tmp();
    const args = ["--checkouts", checkouts, "--corpus", corpus, "--out-root", outRoot, "--recipe", file];
    const ok = await run(args);
    expect(ok.stdout).toMatch(/^ok {3}first: benign 1$/m);
    expect(ok.stdout).toMatch(/^ok {3}second: benign 1$/m);
    expect(ok.code).toBe(0);
    expect(manifest(join(outRoot, "first")).map((e) => e.id)).toEqual(["acme+skills__a"]);
    expect(manifest(join(outRoot, "second")).map((e) => e.id)).toEqual(["zed+more__w"]);
    expect(ok.stdout).toContain(`open: --external ${join(outRoot, "first")}\n`);
    // A count off the recipe, or a work tree at another commit, fails the run and says which.
    recipe.sets[1]!.expect = { benign: 2 };
    recipe.sets[0]!.repos[0]!.commit = "1".repeat(40);
    writeFileSync(file, JSON.stringify(recipe));
    const off = await run(args);
    expect(off.code).toBe(1);
    expect(off.stdout).toMatch(/^DIFF first: benign 1 — acme\/skills at [0-9a-f]{40}, recipe 1{40}$/m);
    expect(off.stdout).toMatch(/^DIFF second: .*benign 1, expected 2/m);
    expect((await run(["--checkouts", checkouts])).code).toBe(2);
  });

  it("lists each repository of the recipe once, with its commit, for a fresh machine to clone", async () => {
    const { code, stdout } = await run(["--list"]);
    expect(code).toBe(0);
    const lines = stdout.trim().split("\n");
    expect(new Set(lines).size).toBe(lines.length);
    expect(lines).toContain("qualixar/skillfortify dbb5942deae46afdb5b85440d5f5d851c197c30e");
    expect(lines.every((l) => /^[\w.-]+\/[\w.-]+ [0-9a-f]{40}$/.test(l))).toBe(true);
  });

  it("names every set of earlier rounds, in an order its excludes can follow, at full commits", () => {
    const recipe = JSON.parse(
      readFileSync(join(REPO, "bench", "audit-eval", "external-sets.json"), "utf8"),
    ) as {
      sets: { name: string; flag: string; repos: { repo: string; commit: string }[]; exclude?: string[] }[];
    };
    const names = recipe.sets.map((s) => s.name);
    expect(new Set(names).size).toBe(names.length);
    for (const name of [
      "ext-sf",
      "cisco-blind",
      "si-out",
      "ab-more",
      "fp-new",
      "ext-mcptools",
      "ext-jls",
      "ext-pubdocs",
    ])
      expect(names).toContain(name);
    expect(names).toHaveLength(25);
    recipe.sets.forEach((set, i) => {
      expect(Object.keys(ADAPTERS)).toContain(set.flag);
      for (const r of set.repos) expect(r.commit).toMatch(/^[0-9a-f]{40}$/);
      for (const x of set.exclude ?? [])
        expect(x === "corpus" || x.startsWith("repo:") || names.slice(0, i).includes(x)).toBe(true);
    });
  });
});
