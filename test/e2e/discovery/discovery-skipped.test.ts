import { existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { type DiscoveryFs, nodeDiscoveryFs } from "../../../src/discovery/fs.js";
import { SKIPPED_COUNT_BUDGET, walkRoot } from "../../../src/discovery/walk.js";
import { loadSkills } from "../../../src/load.js";
import type { Diagnostic } from "../../../src/types.js";
import { CORPUS, HAS_CORPUS, link, runCli, skillMd, tmp, writeTree } from "../../helpers/index.js";

const load = (root: string, extra: { countNestedSkills?: boolean; depth?: number } = {}) =>
  loadSkills({ roots: [root], user: false, project: false, builtins: false, cwd: root, ...extra });

const skipped = (ds: readonly Diagnostic[]) => ds.filter((d) => d.code === "skills-skipped");

/** A root shaped like public skill repositories: dot-folders of skills, a nested skill, a .git. */
function repo(): string {
  return writeTree(tmp(), {
    "pdf/SKILL.md": skillMd("pdf"),
    "pdf/examples/inner/SKILL.md": skillMd("inner"),
    ".curated/alpha/SKILL.md": skillMd("alpha"),
    ".curated/beta/SKILL.md": skillMd("beta"),
    ".experimental/gamma/SKILL.md": skillMd("gamma"),
    ".git/objects/x/SKILL.md": skillMd("from-git"),
    "group/.hidden/delta/SKILL.md": skillMd("delta"),
    "node_modules/pkg/SKILL.md": skillMd("pkg"),
  });
}

describe("skills-skipped: skill files the rules leave out are counted, one info per root", () => {
  it("counts SKILL.md under dot-folders (not .git or node_modules), names the folders, says how to include them", async () => {
    const root = repo();
    const set = await load(root);
    // The rules are unchanged: none of them loads.
    expect(set.skills.map((s) => s.name)).toEqual(["pdf"]);
    const [d, ...more] = skipped(set.diagnostics);
    expect(more).toEqual([]);
    expect(d).toMatchObject({ severity: "info", path: root });
    expect(d!.message).toBe(
      `4 SKILL.md files in ${root} were not loaded: 4 under folders whose names start with '.' (.curated, .experimental, group/.hidden), which hosts and skillport skip. To include them, add such a folder as a root of its own (--root ${join(root, ".curated")}).`,
    );
    // What the message suggests works.
    const curated = await load(join(root, ".curated"));
    expect(curated.skills.map((s) => s.name)).toEqual(["alpha", "beta"]);
  });

  it("nested skills are counted only when asked (countNestedSkills; skillport doctor)", async () => {
    const root = repo();
    expect(skipped((await load(root)).diagnostics)[0]!.message).not.toContain("inside another skill");
    const d = skipped((await load(root, { countNestedSkills: true })).diagnostics)[0]!;
    expect(d.message).toMatch(
      /^5 SKILL\.md files in .* were not loaded: 4 under folders .*; 1 inside another skill's folder/,
    );
    expect(d.message).toContain("or move a nested skill out of the other skill's folder");
    const nestedOnly = writeTree(tmp(), {
      "a/SKILL.md": skillMd("a"),
      "a/deep/er/b/SKILL.md": skillMd("b"),
      "a/deep/c/SKILL.md": skillMd("c"),
    });
    expect(skipped((await load(nestedOnly)).diagnostics)).toEqual([]);
    expect(skipped((await load(nestedOnly, { countNestedSkills: true })).diagnostics)[0]!.message).toMatch(
      /^2 SKILL\.md files in .* were not loaded: 2 inside another skill's folder, where nothing is loaded as a skill\. To include them, move /,
    );
    const doctor = runCli(["--root", root, "--no-user", "--json", "doctor"]);
    const info = JSON.parse(doctor.stdout).diagnostics.info as { code: string; message: string }[];
    expect(info.find((x) => x.code === "skills-skipped")?.message).toContain("inside another skill's folder");
  });

  it("no dot-folders, no diagnostic and no extra file-system call", async () => {
    const root = writeTree(tmp(), { "a/SKILL.md": skillMd("a"), "b/c/SKILL.md": skillMd("c") });
    const calls: string[] = [];
    const counting: DiscoveryFs = {
      ...nodeDiscoveryFs,
      readdir: (p) => {
        calls.push(`readdir ${p}`);
        return nodeDiscoveryFs.readdir(p);
      },
      stat: (p) => {
        calls.push(`stat ${p}`);
        return nodeDiscoveryFs.stat(p);
      },
    };
    const plain = await walkRoot(root, { fs: counting });
    const before = calls.length;
    calls.length = 0;
    const counted = await walkRoot(root, { fs: counting, skipped: {} });
    expect(calls.length).toBe(before);
    expect(counted.diagnostics).toEqual(plain.diagnostics);
  });

  it("a dot-folder ignored by .ignore, beyond the depth limit, or behind a symlink is not counted", async () => {
    const root = writeTree(tmp(), {
      ".ignore": ".drafts/\n",
      ".drafts/x/SKILL.md": skillMd("x"),
      "a/b/c/.deep/y/SKILL.md": skillMd("y"),
    });
    const elsewhere = writeTree(tmp(), { "z/SKILL.md": skillMd("z") });
    link(elsewhere, join(root, ".linked"));
    expect(skipped((await load(root, { depth: 4 })).diagnostics)).toEqual([]);
  });

  it("a huge dot-folder costs a bounded number of listings and is reported as 'at least'", async () => {
    const root = tmp();
    const n = SKIPPED_COUNT_BUDGET + 50;
    const files: Record<string, string> = { "real/SKILL.md": skillMd("real") };
    for (let i = 0; i < n; i++) files[`.big/d${i}/SKILL.md`] = skillMd(`d${i}`);
    writeTree(root, files);
    let listings = 0;
    const counting: DiscoveryFs = {
      ...nodeDiscoveryFs,
      readdir: (p) => {
        listings++;
        return nodeDiscoveryFs.readdir(p);
      },
    };
    const r = await walkRoot(root, { fs: counting, skipped: {} });
    expect(listings).toBeLessThanOrEqual(SKIPPED_COUNT_BUDGET + 2);
    const m = /^at least (\d+) SKILL\.md files in /.exec(skipped(r.diagnostics)[0]!.message);
    expect(Number(m![1])).toBe(SKIPPED_COUNT_BUDGET - 1); // the budget's first listing is .big itself
  });

  it.runIf(HAS_CORPUS)(
    "the real corpus: openai's .curated, .experimental and .system skills are reported",
    async () => {
      const root = join(CORPUS, "openai__skills", "skills");
      if (!existsSync(root)) return;
      const d = skipped((await load(root)).diagnostics)[0]!;
      expect(d.message).toMatch(
        / were not loaded: \d+ under folders whose names start with '\.' \(\.curated, \.experimental, \.system\)/,
      );
    },
  );
});
