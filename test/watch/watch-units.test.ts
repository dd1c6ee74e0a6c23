import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { renderCatalog } from "../../src/catalog/render.js";
import { nodeDiscoveryFs } from "../../src/discovery/fs.js";
import { preReadCandidate } from "../../src/discovery/read.js";
import { walkRoot, walkSubtree } from "../../src/discovery/walk.js";
import { loadSkills } from "../../src/load.js";
import type { Root, Skill, SkillSet } from "../../src/types.js";
import { catalogKey, diffSkillSets, isEmptyDiff } from "../../src/watch/diff.js";
import {
  type AdvanceIo,
  advance,
  type FsEvent,
  MAX_SUBTREES,
  outermost,
  planRoot,
} from "../../src/watch/plan.js";
import {
  assemble,
  emptyRootState,
  patchSet,
  resolutionNeutralSwaps,
  withWalk,
} from "../../src/watch/state.js";
import { link, skillMd, tmp, writeTree } from "../helpers/index.js";

// Pure parts of live reload: which directories to re-walk, what changed, what the catalog depends on.

describe("walkSubtree: a partial walk agrees with the whole walk (W1 re-walks only what changed)", () => {
  const tree = (): string => {
    const root = join(tmp(), "skills");
    writeTree(root, {
      "a/SKILL.md": skillMd("a"),
      "cat/b/SKILL.md": skillMd("b"),
      "cat/c/SKILL.md": skillMd("c"),
      "cat/deep/x/y/z/w/v/SKILL.md": skillMd("v"),
      "cat/ignored/d/SKILL.md": skillMd("d"),
      "cat/.gitignore": "ignored/\n",
      "cat/.hidden/e/SKILL.md": skillMd("e"),
      "a/references/SKILL.md": skillMd("not-a-skill"),
      "wrong/skill.md": skillMd("wrong"),
      "shared/f/SKILL.md": skillMd("f"),
    });
    link(join(root, "shared"), join(root, "cat", "linked"));
    link(join(root, "cat"), join(root, "cat", "loop"));
    link(join(root, "nowhere"), join(root, "broken"));
    return root;
  };

  for (const sub of [
    "cat",
    "cat/b",
    "cat/ignored",
    "cat/ignored/d",
    "cat/.hidden",
    "cat/deep",
    "cat/linked",
    "cat/loop",
    "broken",
    "a/references",
    "wrong",
    "missing/dir",
  ]) {
    it(`D4–D6: the walk of ${sub} equals the part of the whole walk at or below it`, async () => {
      const root = tree();
      const dir = join(root, sub);
      const whole = await walkRoot(root, { depth: 4 });
      const part = await walkSubtree(root, dir, { depth: 4 });
      const within = (p: string | undefined) => p !== undefined && (p === dir || p.startsWith(`${dir}/`));
      expect(part.candidates).toEqual(whole.candidates.filter((c) => within(c.directory)));
      expect(part.diagnostics).toEqual(whole.diagnostics.filter((d) => within(d.path)));
    });
  }

  it("D4: a subtree inside a skill directory holds nothing", async () => {
    const root = tree();
    const part = await walkSubtree(root, join(root, "a", "references"), { depth: 4 });
    expect(part.candidates).toEqual([]);
  });
});

describe("planRoot: the least work for a batch of events (W1)", () => {
  const state = async () => {
    const root = join(tmp(), "skills");
    writeTree(root, { "a/SKILL.md": skillMd("a"), "cat/b/SKILL.md": skillMd("b") });
    const r = { path: root, scope: "project" as const, kind: "skills" as const, depth: 4, trusted: true };
    return { root, state: withWalk(emptyRootState(r), await walkRoot(root, { depth: 4 })) };
  };

  it("W2: a SKILL.md edit re-reads that file and walks nothing", async () => {
    const { root, state: s } = await state();
    const p = planRoot(s, [{ type: "change", path: join(root, "a", "SKILL.md") }]);
    expect(p).toMatchObject({ full: false, subtrees: [], rootReplaced: false });
    expect([...p.dirtyFiles]).toEqual([join(root, "a", "SKILL.md")]);
  });

  it("W1: edits of resource files do nothing", async () => {
    const { root, state: s } = await state();
    const p = planRoot(s, [
      { type: "add", path: join(root, "a", "notes.md") },
      { type: "change", path: join(root, "a", "notes.md") },
    ]);
    expect(p.full || p.subtrees.length > 0 || p.dirtyFiles.size > 0).toBe(false);
  });

  it("W1: a new or renamed directory re-walks only that directory", async () => {
    const { root, state: s } = await state();
    const p = planRoot(s, [
      { type: "unlinkDir", path: join(root, "cat", "b") },
      { type: "addDir", path: join(root, "cat", "b2") },
      { type: "add", path: join(root, "cat", "b2", "SKILL.md") },
    ]);
    expect(p.full).toBe(false);
    expect(p.subtrees).toEqual([join(root, "cat", "b"), join(root, "cat", "b2")]);
  });

  it("W1: a .gitignore change re-walks its directory; the root itself replaced walks everything", async () => {
    const { root, state: s } = await state();
    expect(planRoot(s, [{ type: "change", path: join(root, "cat", ".gitignore") }]).subtrees).toEqual([
      join(root, "cat"),
    ]);
    const gone = planRoot(s, [{ type: "unlinkDir", path: root }]);
    expect(gone).toMatchObject({ full: true, rootReplaced: true, dirtyDirs: [root] });
  });

  it("W1: a burst over many directories becomes one whole walk", async () => {
    const { root, state: s } = await state();
    const events = Array.from({ length: MAX_SUBTREES + 1 }, (_, i) => ({
      type: "addDir" as const,
      path: join(root, `n${i}`),
    }));
    expect(planRoot(s, events)).toMatchObject({ full: true, subtrees: [] });
  });

  it("outermost keeps only directories not inside another", () => {
    expect(outermost(["/r/a/b", "/r/a", "/r/ab", "/r/c/d", "/r/a/b/c"])).toEqual(["/r/a", "/r/ab", "/r/c/d"]);
  });
});

describe("diffSkillSets and catalogKey (W2, C5)", () => {
  const load = (root: string): Promise<SkillSet> =>
    loadSkills({ roots: [root], user: false, project: false, builtins: false });
  const setWith = (set: SkillSet, skills: Skill[]): SkillSet => ({ ...set, skills });

  it("W2/C5: a body-only edit changes the skill but not the catalog", async () => {
    const root = writeTree(tmp(), { "a/SKILL.md": skillMd("a"), "b/SKILL.md": skillMd("b") });
    const before = await load(root);
    writeTree(root, { "a/SKILL.md": skillMd("a", undefined, "", "# a\n\nA much longer body now.") });
    const after = await load(root);
    const d = diffSkillSets(before, after);
    expect(d.changed).toEqual(["a", "b"]); // two fresh loads: no record is shared
    expect(d.catalogChanged).toBe(false);
    expect(catalogKey(after)).toBe(catalogKey(before));
  });

  for (const [what, extra, description] of [
    ["description", "", "Something else entirely."],
    ["when_to_use", "when_to_use: When the moon is full.\n", undefined],
    ["visibility (disable-model-invocation)", "disable-model-invocation: true\n", undefined],
  ] as const) {
    it(`W2/C5: a ${what} edit changes the catalog`, async () => {
      const root = writeTree(tmp(), { "a/SKILL.md": skillMd("a") });
      const before = await load(root);
      writeTree(root, { "a/SKILL.md": skillMd("a", description, extra) });
      const d = diffSkillSets(before, await load(root));
      expect(d.catalogChanged).toBe(true);
    });
  }

  it("W2: added, removed, a moved location, and new diagnostics", async () => {
    const root = writeTree(tmp(), { "a/SKILL.md": skillMd("a"), "b/SKILL.md": skillMd("b") });
    const before = await load(root);
    const moved = { ...before.skills[0]!, location: "/elsewhere/a/SKILL.md" };
    const d = diffSkillSets(before, setWith(before, [moved]));
    expect(d).toMatchObject({ added: [], removed: ["b"], changed: ["a"], catalogChanged: true });
    const same = diffSkillSets(before, before);
    expect(isEmptyDiff(same)).toBe(true);
    writeTree(root, { "c/SKILL.md": skillMd("c", undefined, "bogus: 1\n") });
    const d2 = diffSkillSets(before, await load(root));
    expect(d2.added).toEqual(["c"]);
    expect(d2.diagnostics.map((x) => x.code)).toEqual(["unknown-field"]);
  });

  it("W2: a host's own catalog function decides catalogChanged", async () => {
    const root = writeTree(tmp(), { "a/SKILL.md": skillMd("a") });
    const before = await load(root);
    writeTree(root, { "a/SKILL.md": skillMd("a", "Another description.") });
    const after = await load(root);
    expect(diffSkillSets(before, after).catalogChanged).toBe(true);
    const namesOnly = (set: SkillSet): string => set.skills.map((s) => s.name).join(",");
    expect(diffSkillSets(before, after, namesOnly)).toMatchObject({ changed: ["a"], catalogChanged: false });
    expect(diffSkillSets(before, after, catalogKey).catalogChanged).toBe(true);
  });

  it("W2/C5: the incremental catalogChanged agrees with comparing catalogKey of both sets", async () => {
    const root = writeTree(tmp(), {
      "a/SKILL.md": skillMd("a"),
      "b/SKILL.md": skillMd("b", undefined, "disable-model-invocation: true\n"),
      "c/SKILL.md": skillMd("c"),
    });
    const edits: Record<string, string>[] = [
      { "a/SKILL.md": skillMd("a", undefined, "", "new body") },
      { "b/SKILL.md": skillMd("b", "Hidden, edited.", "disable-model-invocation: true\n") },
      { "b/SKILL.md": skillMd("b") },
      { "d/SKILL.md": skillMd("d", undefined, "disable-model-invocation: true\n") },
      { "c/SKILL.md": skillMd("c", undefined, "when_to_use: Later.\n") },
    ];
    let before = await load(root);
    for (const edit of edits) {
      writeTree(root, edit);
      const after = await load(root);
      const changed = diffSkillSets(before, after).catalogChanged;
      expect(changed).toBe(catalogKey(before) !== catalogKey(after));
      expect(changed).toBe(renderCatalog(before) !== renderCatalog(after));
      before = after;
    }
  });

  it("W2: a user-only skill's description is not in the catalog (C1)", async () => {
    const root = writeTree(tmp(), {
      "a/SKILL.md": skillMd("a", undefined, "disable-model-invocation: true\n"),
    });
    const before = await load(root);
    writeTree(root, { "a/SKILL.md": skillMd("a", "Other text.", "disable-model-invocation: true\n") });
    const d = diffSkillSets(before, await load(root));
    expect(d.changed).toEqual(["a"]);
    expect(d.catalogChanged).toBe(false);
  });
});

describe("the patch fast path (W1: a body edit does not resolve again)", () => {
  const rules = { mode: "standard", nameRule: "unicode", lengthUnit: "codepoint" } as const;
  const io: AdvanceIo = {
    walk: (root) => walkRoot(root.path, { depth: root.depth }),
    walkSubtree: (root, dir) => walkSubtree(root.path, dir, { depth: root.depth }),
    read: (c) => preReadCandidate(c, rules, nodeDiscoveryFs),
  };
  const shape = (set: SkillSet) => ({
    skills: set.skills.map(({ root, ...s }) => ({ ...s, root: root.path })),
    shadowed: set.shadowed.map(({ root, ...s }) => ({ ...s, root: root.path })),
    failed: set.failed,
    diagnostics: set.diagnostics,
  });

  it("W1/R2: editing the body of a winner and of a shadowed skill patches both; other edits do not qualify", async () => {
    const base = tmp();
    const p = writeTree(join(base, "p"), { "a/SKILL.md": skillMd("a"), "b/SKILL.md": skillMd("b") });
    const u = writeTree(join(base, "u"), { "a/SKILL.md": skillMd("a", "The user's a.") });
    const roots: Root[] = [
      { path: p, scope: "project", kind: "skills", depth: 4, trusted: true },
      { path: u, scope: "user", kind: "skills", depth: 4, trusted: true },
    ];
    const start = await Promise.all(
      roots.map((r) =>
        advance(emptyRootState(r), planRoot(emptyRootState(r), [{ type: "addDir", path: r.path }]), io),
      ),
    );
    const previous = assemble(roots, start, undefined);
    expect(previous.shadowed.map((s) => s.location)).toEqual([join(u, "a", "SKILL.md")]);

    writeTree(base, {
      "p/b/SKILL.md": skillMd("b", undefined, "", "New body of b."),
      "u/a/SKILL.md": skillMd("a", "The user's a.", "", "New body of the shadowed a."),
    });
    const events = (root: string, file: string): FsEvent[] => [{ type: "change", path: join(root, file) }];
    const next = [
      await advance(start[0]!, planRoot(start[0]!, events(p, "b/SKILL.md")), io),
      await advance(start[1]!, planRoot(start[1]!, events(u, "a/SKILL.md")), io),
    ];
    const swaps = new Map([
      ...resolutionNeutralSwaps(start[0]!, next[0]!)!,
      ...resolutionNeutralSwaps(start[1]!, next[1]!)!,
    ]);
    expect(swaps.size).toBe(2);
    const patched = patchSet(previous, swaps);
    expect(shape(patched)).toEqual(shape(assemble(roots, next, undefined)));
    expect(patched.skills.find((s) => s.name === "a")).toBe(previous.skills.find((s) => s.name === "a"));
    expect(diffSkillSets(previous, patched)).toMatchObject({ changed: ["b"], catalogChanged: false });

    // A name edit, a new file and a failing file are not resolution-neutral.
    writeTree(p, { "b/SKILL.md": skillMd("b2") });
    const renamed = await advance(next[0]!, planRoot(next[0]!, events(p, "b/SKILL.md")), io);
    expect(resolutionNeutralSwaps(next[0]!, renamed)).toBeUndefined();
    writeTree(p, { "c/SKILL.md": skillMd("c") });
    const added = await advance(renamed, planRoot(renamed, [{ type: "addDir", path: join(p, "c") }]), io);
    expect(resolutionNeutralSwaps(renamed, added)).toBeUndefined();
    writeTree(p, { "c/SKILL.md": "no frontmatter" });
    const broken = await advance(added, planRoot(added, events(p, "c/SKILL.md")), io);
    expect(resolutionNeutralSwaps(added, broken)).toBeUndefined();
  });
});
