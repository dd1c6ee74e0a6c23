import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { prng } from "../../bench/lib/prng.mjs";
import { loadSkills } from "../../src/load.js";
import { pickWinners, type Ranked } from "../../src/resolve/resolve.js";
import type { Root } from "../../src/types.js";
import { REPO, skillMd, tmp, writeTree } from "../helpers/index.js";

describe("R1–R4 resolution", () => {
  it("R1/R2: higher scope wins; the loser is kept as shadowed with a warning naming both paths", async () => {
    const home = tmp();
    const project = tmp();
    writeTree(home, { ".agents/skills/dup/SKILL.md": skillMd("dup", "User version.") });
    writeTree(project, { "skills/dup/SKILL.md": skillMd("dup", "Project version.") });
    const set = await loadSkills({ cwd: project, home, roots: [join(project, "skills")], builtins: false });
    expect(set.skills.map((s) => [s.name, s.scope, s.description])).toEqual([
      ["dup", "project", "Project version."],
    ]);
    expect(set.shadowed.map((s) => s.scope)).toEqual(["user"]);
    const d = set.shadowed[0]!.diagnostics.at(-1)!;
    expect(d.code).toBe("shadowed");
    expect(d.message).toContain(join(home, ".agents/skills/dup/SKILL.md"));
    expect(d.message).toContain(join(project, "skills/dup/SKILL.md"));
    expect(set.diagnostics.map((x) => x.code)).toEqual(["shadowed"]);
  });

  it("R1: managed beats project; within a scope the first root wins; within a root the first sorted path", async () => {
    const base = tmp();
    writeTree(base, {
      "managed/x/SKILL.md": skillMd("x", "Managed."),
      "near/x/SKILL.md": skillMd("x", "Near."),
      "near/a/same/SKILL.md": skillMd("same", "First by path."),
      "near/b/same/SKILL.md": skillMd("same", "Second by path."),
      "far/same/SKILL.md": skillMd("same", "Far."),
    });
    const set = await loadSkills({
      cwd: base,
      home: tmp(),
      user: false,
      project: false,
      builtins: false,
      roots: [join(base, "near"), join(base, "far"), { path: join(base, "managed"), scope: "managed" }],
    });
    expect(set.skills.map((s) => [s.name, s.description])).toEqual([
      ["same", "First by path."],
      ["x", "Managed."],
    ]);
    expect(set.shadowed.map((s) => [s.name, s.description, s.diagnostics.at(-1)?.code])).toEqual([
      ["same", "Second by path.", "name-collision"],
      ["same", "Far.", "name-collision"],
      ["x", "Near.", "shadowed"],
    ]);
  });

  it("R1: the nearer project root wins over its ancestor", async () => {
    const repo = tmp();
    writeTree(repo, {
      ".git/HEAD": "x",
      ".agents/skills/tool/SKILL.md": skillMd("tool", "Repo root."),
      "app/.agents/skills/tool/SKILL.md": skillMd("tool", "App."),
    });
    const set = await loadSkills({ cwd: join(repo, "app"), home: tmp(), builtins: false, trust: "all" });
    expect(set.skills.map((s) => s.description)).toEqual(["App."]);
    expect(set.skills[0]?.root.namespace).toBe("app");
  });

  it("R3: the built-in create-skill ships with the package and any user skill shadows it", async () => {
    const home = tmp();
    const plain = await loadSkills({ cwd: home, home });
    const builtin = plain.skills.find((s) => s.name === "create-skill");
    expect(builtin?.scope).toBe("builtin");
    // A real file the model can read, in the package's builtin/ folder.
    expect(builtin?.location).toBe(join(REPO, "builtin", "create-skill", "SKILL.md"));
    expect(builtin?.directory).toBe(join(REPO, "builtin", "create-skill"));
    expect((await plain.readBody(builtin!)).length).toBeGreaterThan(200);
    writeTree(home, { ".agents/skills/create-skill/SKILL.md": skillMd("create-skill", "Mine.") });
    const mine = await loadSkills({ cwd: home, home });
    expect(mine.skills.find((s) => s.name === "create-skill")?.scope).toBe("user");
    expect(mine.shadowed.map((s) => s.scope)).toEqual(["builtin"]);
  });

  it("R4: disabled paths remove skills before resolution, so the next one wins", async () => {
    const base = tmp();
    writeTree(base, { "a/tool/SKILL.md": skillMd("tool", "A."), "b/tool/SKILL.md": skillMd("tool", "B.") });
    const set = await loadSkills({
      cwd: base,
      user: false,
      project: false,
      builtins: false,
      roots: [join(base, "a"), join(base, "b")],
      disabledPaths: [join(base, "a", "tool")],
    });
    expect(set.skills.map((s) => s.description)).toEqual(["B."]);
    expect(set.shadowed).toEqual([]);
    expect(set.diagnostics.map((d) => `${d.severity}:${d.code}`)).toEqual(["info:disabled"]);
  });

  it("§1: the same tree yields the same SkillSet and the value is frozen", async () => {
    const root = writeTree(tmp(), { "a/SKILL.md": skillMd("a"), "b/SKILL.md": skillMd("b") });
    const opts = { cwd: root, roots: [root], user: false, project: false, builtins: false } as const;
    const one = await loadSkills(opts);
    const two = await loadSkills(opts);
    const strip = (s: typeof one) => JSON.stringify({ skills: s.skills, d: s.diagnostics });
    expect(strip(one)).toBe(strip(two));
    expect(Object.isFrozen(one)).toBe(true);
    expect(Object.isFrozen(one.skills)).toBe(true);
  });
});

describe("R1/R2 pickWinners does not depend on the order items arrive in", () => {
  it("R1/R2: shuffled items give the same winners, shadowed items and diagnostics as ordered ones", () => {
    const roots: Root[] = [
      { path: "/m", scope: "managed", kind: "skills", depth: 1, trusted: true },
      { path: "/p1", scope: "project", kind: "skills", depth: 1, trusted: true },
      { path: "/p2", scope: "project", kind: "skills", depth: 1, trusted: true },
      { path: "/u", scope: "user", kind: "skills", depth: 1, trusted: true },
    ];
    const items: Ranked[] = [];
    for (const root of roots)
      for (const name of ["a", "b", "c"])
        for (const dir of ["x", "y"])
          items.push({
            name,
            scope: root.scope,
            root,
            location: `${root.path}/${dir}/${name}/SKILL.md`,
            diagnostics: [],
          });
    const opts = { noun: "skill", label: (x: Ranked) => `'${x.name}'` };
    const want = pickWinners(roots, items, opts);
    expect(want.winners.map((w) => w.location)).toEqual([
      "/m/x/a/SKILL.md",
      "/m/x/b/SKILL.md",
      "/m/x/c/SKILL.md",
    ]);
    const rand = prng(3);
    for (let round = 0; round < 20; round++) {
      const shuffled = [...items];
      for (let i = shuffled.length - 1; i > 0; i--) {
        const j = Math.floor(rand() * (i + 1));
        [shuffled[i], shuffled[j]] = [shuffled[j]!, shuffled[i]!];
      }
      expect(pickWinners(roots, shuffled, opts)).toEqual(want);
    }
  });
});
