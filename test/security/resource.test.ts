import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { CODES } from "../../src/diagnostics.js";
import { loadSkills, resolveSkillResource, type Skill, SkillResourceError } from "../../src/index.js";
import { canonicalPath } from "../../src/util/paths.js";
import { link, skillMd, tmp, writeTree } from "../helpers/index.js";

/** A skill directory with a reference file, a secret next to it, and a few links. */
function fixture() {
  const base = tmp();
  const dir = join(base, "skills", "my-skill");
  writeTree(base, {
    "skills/my-skill/SKILL.md": skillMd("my-skill"),
    "skills/my-skill/references/guide.md": "# guide\n",
    "skills/my-skill/scripts/run.sh": "echo hi\n",
    "skills/MY-SKILL-2/x": "",
    "skills/other/secret.md": "secret\n",
    "secret.txt": "secret\n",
  });
  link(join(base, "secret.txt"), join(dir, "leak.txt"));
  link(join(base, "skills", "other"), join(dir, "references", "other"));
  link("guide.md", join(dir, "references", "alias.md"));
  link(join(dir, "loop"), join(dir, "loop"));
  const skill = { name: "my-skill", filePath: join(dir, "SKILL.md") } satisfies Pick<
    Skill,
    "name" | "filePath"
  >;
  return { base, dir, skill };
}

function codeOf(f: () => unknown): string | undefined {
  try {
    f();
  } catch (e) {
    if (e instanceof SkillResourceError) return e.code;
    throw e;
  }
  return undefined;
}

describe("T3: resolveSkillResource", () => {
  it("T3: a file inside the skill resolves to its canonical path", () => {
    const { dir, skill } = fixture();
    const r = resolveSkillResource(skill, "references/guide.md");
    expect(r.path).toBe(join(canonicalPath(dir), "references", "guide.md"));
    expect(r.relative).toBe("references/guide.md");
    expect(resolveSkillResource(skill, "./scripts/../references/guide.md").relative).toBe(
      "references/guide.md",
    );
    // A symlink that stays inside is fine.
    expect(resolveSkillResource(skill, "references/alias.md").relative).toBe("references/guide.md");
  });

  it.each([
    ["../other/secret.md", CODES.resourceOutsideSkill],
    ["../../secret.txt", CODES.resourceOutsideSkill],
    ["references/../../other/secret.md", CODES.resourceOutsideSkill],
    ["..", CODES.resourceOutsideSkill],
    ["..\\..\\secret.txt", CODES.resourceOutsideSkill],
    ["references\\..\\..\\..\\secret.txt", CODES.resourceOutsideSkill],
    ["/etc/passwd", CODES.resourceInvalidPath],
    ["\\\\server\\share\\x", CODES.resourceInvalidPath],
    ["C:\\Windows\\win.ini", CODES.resourceInvalidPath],
    ["c:relative", CODES.resourceInvalidPath],
    ["references/guide.md\0.png", CODES.resourceInvalidPath],
    ["", CODES.resourceInvalidPath],
    ["   ", CODES.resourceInvalidPath],
    ["references/missing.md", CODES.resourceNotFound],
  ])("T3: %j is refused with %s", (rel, code) => {
    const { skill } = fixture();
    expect(codeOf(() => resolveSkillResource(skill, rel))).toBe(code);
  });

  it.each([
    ["a file link at the top", "leak.txt"],
    ["a directory link below references/", "references/other/secret.md"],
    ["a link loop", "loop"],
  ])("T3: a symlink that leaves the skill directory is refused: %s", (_where, rel) => {
    const { skill } = fixture();
    expect(codeOf(() => resolveSkillResource(skill, rel))).toBe(CODES.resourceOutsideSkill);
  });

  it("T3: the skill directory itself reached through a symlink: the gate is the real directory", () => {
    const { base, skill } = fixture();
    link(join(base, "skills", "my-skill"), join(base, "linked"));
    const viaLink = { name: "my-skill", filePath: join(base, "linked", "SKILL.md") };
    expect(resolveSkillResource(viaLink, "references/guide.md").path).toBe(
      resolveSkillResource(skill, "references/guide.md").path,
    );
    expect(codeOf(() => resolveSkillResource(viaLink, "../secret.txt"))).toBe(CODES.resourceOutsideSkill);
  });

  it("T3: case variants: a sibling whose name differs only in case is still outside", () => {
    const { skill } = fixture();
    expect(codeOf(() => resolveSkillResource(skill, "../MY-SKILL-2/x"))).toBe(CODES.resourceOutsideSkill);
    // On this case-sensitive file system a case variant inside the skill is simply not found.
    expect(codeOf(() => resolveSkillResource(skill, "REFERENCES/guide.md"))).toBe(CODES.resourceNotFound);
  });

  it("T3: error messages name the skill, the path and what is allowed", () => {
    const { skill } = fixture();
    try {
      resolveSkillResource(skill, "../../secret.txt");
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(SkillResourceError);
      const err = e as SkillResourceError;
      expect(err.message).toContain("my-skill");
      expect(err.message).toContain('"../../secret.txt"');
      expect(err.message).toContain("Only files inside it can be read");
    }
  });

  it("T3: built-in skills resolve against their real directory in the package", async () => {
    const set = await loadSkills({ cwd: tmp(), home: tmp(), project: false, user: false });
    const builtin = set.skills.find((s) => s.scope === "builtin")!;
    expect(builtin.location).toBe(builtin.filePath);
    const r = resolveSkillResource(builtin, "SKILL.md");
    expect(r.path).toBe(canonicalPath(builtin.filePath));
    expect(codeOf(() => resolveSkillResource(builtin, "../../package.json"))).toBe(
      CODES.resourceOutsideSkill,
    );
  });

  it("T3: a skill whose directory vanished is a not-found error, not a crash", () => {
    const base = tmp();
    mkdirSync(join(base, "gone"));
    expect(
      codeOf(() => resolveSkillResource({ name: "x", filePath: join(base, "nope", "SKILL.md") }, "a")),
    ).toBe(CODES.resourceNotFound);
  });
});
