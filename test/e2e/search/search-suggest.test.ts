import { describe, expect, it } from "vitest";
import { createSkillTool } from "../../../src/activation/tool.js";
import { loadSkills } from "../../../src/load.js";
import { createSearchIndex } from "../../../src/search/search-index.js";
import type { SkillSet } from "../../../src/types.js";
import { closestNames, editDistance } from "../../../src/util/suggest.js";
import { runCli, skillMd, tmp, writeTree } from "../../helpers/index.js";

const load = (root: string) =>
  loadSkills({ roots: [root], user: false, project: false, builtins: false, cwd: root });

function fixture(): string {
  return writeTree(tmp(), {
    "csv-charts/SKILL.md": skillMd(
      "csv-charts",
      "Turn a spreadsheet export into a chart with sensible axes.",
    ),
    "git-bisect/SKILL.md": skillMd("git-bisect", "Find the commit that introduced a regression."),
    "deploy-checklist/SKILL.md": skillMd(
      "deploy-checklist",
      "Walk through the production deploy checklist.",
      "disable-model-invocation: true\n",
    ),
    "security-review/SKILL.md": skillMd("security-review", "Review code changes for injection and leaks."),
  });
}

/** A root with `n` skills named tool-0 … tool-(n-1), plus one named `pdf-rotate`. */
function bigFixture(n: number): string {
  const files: Record<string, string> = {
    "pdf-rotate/SKILL.md": skillMd("pdf-rotate", "Rotate pages of a PDF."),
  };
  for (let i = 0; i < n; i++) files[`tool-${i}/SKILL.md`] = skillMd(`tool-${i}`, `Tool number ${i}.`);
  return writeTree(tmp(), files);
}

describe("did you mean: closest names", () => {
  it("edit distance counts a swap of neighbours as one edit and stops past the bound", () => {
    expect(editDistance("teh", "the", 3)).toBe(1);
    expect(editDistance("kitten", "sitting", 5)).toBe(3);
    expect(editDistance("abc", "abc", 0)).toBe(0);
    expect(editDistance("a".repeat(50), "b".repeat(50), 2)).toBe(3);
  });

  it("ranks case variants, then typos, then containment, then shared words; unrelated names are left out", () => {
    const names = ["pdf-rotate", "pdf-merge", "PDF-Rotate", "rotate", "git-bisect", "chart-maker"];
    expect(closestNames("pdf-rotat", names)).toEqual(["PDF-Rotate", "pdf-rotate", "pdf-merge"]);
    expect(closestNames("rotat", names)).toEqual(["rotate", "PDF-Rotate", "pdf-rotate"]);
    expect(closestNames("pdf-rotate", names).slice(0, 2)).toEqual(["pdf-rotate", "PDF-Rotate"]);
    expect(closestNames("zzz-qqq", names)).toEqual([]);
    expect(closestNames("", names)).toEqual([]);
    expect(closestNames("pdf", names, 2)).toHaveLength(2);
  });

  it("a huge name costs nothing and matches only by equal case-folded text", () => {
    const huge = "x".repeat(1_000_000);
    expect(closestNames(huge, ["x", "xx"])).toEqual([]);
    expect(closestNames(huge.toUpperCase(), [huge])).toEqual([huge]);
  });

  it("A2: a small set keeps the full list and adds the closest name; a hidden one is never named", async () => {
    const tool = createSkillTool(await load(fixture()))!;
    const err = await tool.execute({ name: "git-bisct" }).catch((e: Error) => e);
    expect((err as Error).message).toBe(
      "Skill 'git-bisct' not found. Did you mean 'git-bisect'? Available skills: csv-charts, git-bisect, security-review",
    );
    // `deploy-checklst` is one edit from the hidden `deploy-checklist`, which must not leak.
    const hidden = await tool.execute({ name: "deploy-checklst" }).catch((e: Error) => e);
    expect((hidden as Error).message).not.toContain("deploy-checklist");
  });

  it("A2: beyond 20 skills, only the closest names and the count, never every name", async () => {
    const set = await load(bigFixture(40));
    const tool = createSkillTool(set)!;
    const err = (await tool.execute({ name: "pdf-rotat" }).catch((e: Error) => e)) as Error;
    expect(err.message).toBe("Skill 'pdf-rotat' not found among 41 skills. Did you mean 'pdf-rotate'?");
    const far = (await tool.execute({ name: "quantum" }).catch((e: Error) => e)) as Error;
    expect(far.message).toBe("Skill 'quantum' not found among 41 skills. No skill has a similar name.");
    const several = (await tool.execute({ name: "tool-4x" }).catch((e: Error) => e)) as Error;
    expect(several.message).toMatch(/^Skill 'tool-4x' not found among 41 skills\. Did you mean one of: /);
    expect(several.message).not.toContain("tool-39");
  });

  it("activate (CLI) with an unknown name: did you mean, and how to find one in a large set", () => {
    const root = bigFixture(30);
    const r = runCli(["--root", root, "--no-user", "activate", "pdf-rotat"]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain("Skill 'pdf-rotat' not found among 32 skills. Did you mean 'pdf-rotate'?");
    expect(r.stderr).toContain("skillport search");
    expect(r.stderr).not.toContain("tool-17");
  });
});

describe("empty search results say what to try", () => {
  it("suggest() replaces unknown words by the closest word of names and descriptions", async () => {
    const index = await createSearchIndex(await load(fixture()));
    expect(index.search("sprdshet")).toEqual([]);
    expect(index.suggest("sprdshet")).toBe("spreadsheet");
    expect(index.suggest("turn my sprdshet into a chrat")).toBe("turn spreadsheet charts");
    // Known words need nothing; words nothing is close to stay as they are.
    expect(index.suggest("chart")).toBeUndefined();
    expect(index.suggest("zzzqqqxx")).toBeUndefined();
    expect(index.suggest("")).toBeUndefined();
    expect(index.suggest("q".repeat(100_000))).toBeUndefined();
    // Only the first 8 unknown words are respelled (each costs a scan of the vocabulary).
    const many = `${"zzzqqqxx ".repeat(8)}sprdshet`;
    expect(index.suggest(many)).toBeUndefined();
    expect(index.suggest(`${"zzzqqqxx ".repeat(7)}sprdshet`)).toMatch(/ spreadsheet$/);
  });

  it("skillport search: --all for user-only matches, a spelling, other scopes, or other words", () => {
    const root = fixture();
    const cli = (...args: string[]) =>
      runCli(["--root", root, "--no-user", "--no-builtin", "search", ...args]);
    const hidden = cli("production", "checklist");
    expect(hidden.code).toBe(0);
    expect(hidden.stdout).toContain("No skill matches 'production checklist'.");
    expect(hidden.stdout).toContain(
      "1 user-only skill (disable-model-invocation) matches; show it with --all.",
    );
    const typo = cli("sprdshet");
    expect(typo.stdout).toContain("Did you mean: skillport search spreadsheet\n");
    const scoped = cli("regression", "--scope", "user");
    expect(scoped.stdout).toContain("1 skill in other scopes matches; drop --scope to see it.");
    const nothing = cli("zzzqqqxx");
    expect(nothing.stdout).toContain("Describe the task in other words");
    // JSON output stays one document with no hints.
    const json = runCli(["--root", root, "--no-user", "--json", "search", "sprdshet"]);
    expect(JSON.parse(json.stdout)).toEqual({ query: "sprdshet", results: [] });
  });

  it("a spelling hint is not offered when the corrected words find only user-only skills", async () => {
    const set: SkillSet = await load(fixture());
    const index = await createSearchIndex(set);
    // `productin` → `production`, a word only the hidden skill has.
    expect(index.suggest("productin")).toBe("production");
    const r = runCli(["--root", fixture(), "--no-user", "search", "productin"]);
    expect(r.stdout).not.toContain("Did you mean");
  });
});
