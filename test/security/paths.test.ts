import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { isSkillPath, type Profile, profiles } from "../../src/index.js";
import { sensitiveSequences } from "../../src/security/paths.js";
import { link, tmp } from "../helpers/index.js";

describe("T2: isSkillPath", () => {
  it.each([
    "/home/u/.agents/skills/x/SKILL.md",
    "/repo/.agents/commands/deploy.md",
    "/repo/.AGENTS/Skills/x/SKILL.md",
    "relative/.agents/skills",
    "/repo/.claude/skills/x/SKILL.md",
    "/repo/.claude/commands/x.md",
    "/repo/.pi/skills/x/SKILL.md",
    "/home/u/.pi/agent/skills/x/SKILL.md",
    "/repo/.zcode/skills/x/scripts/run.sh",
    "/repo/vendor/lib/node_modules/pkg/.agents/skills/y/SKILL.md",
    "C:\\Users\\u\\.agents\\skills\\x\\SKILL.md",
    "/repo/./.agents//skills/x",
  ])("T2: %s is a skill path", (p) => {
    expect(isSkillPath(p, { cwd: "/nowhere" })).toBe(true);
  });

  it.each([
    "/repo/src/skills/x.md",
    "/repo/agents/skills/x",
    "/repo/.agents/x/skills",
    "/repo/.agents-skills/x",
    "/repo/skills/.agents/x",
    "/repo/.agents/skillsx/y",
    "/repo/.pi/agent/x",
    "",
    "/repo/.agents/sk\0ills",
  ])("T2: %j is not a skill path", (p) => {
    expect(isSkillPath(p, { cwd: "/nowhere" })).toBe(false);
  });

  it("T2: ASCII case-insensitive only: a non-ASCII look-alike does not match", () => {
    // U+212A KELVIN SIGN lowercases to 'k' under Unicode rules but is not ASCII.
    expect(isSkillPath("/r/.agents/s\u212Aills/x", { cwd: "/" })).toBe(false);
    expect(isSkillPath("/r/.AgEnTs/SKILLS/x", { cwd: "/" })).toBe(true);
  });

  it("T2: sequences come from the profiles' root templates, not a fixed list", () => {
    const custom: Profile = {
      ...profiles.agents!,
      name: "custom",
      skillRoots: [{ scope: "project", base: "project", segments: [".acme", "playbooks"] }],
      commandRoots: [],
    };
    expect(sensitiveSequences([custom])).toContainEqual([".acme", "playbooks"]);
    expect(isSkillPath("/r/.acme/playbooks/x", { profiles: [custom], cwd: "/" })).toBe(true);
    expect(isSkillPath("/r/.claude/skills/x", { profiles: [custom], cwd: "/" })).toBe(false);
    // The Agent Skills convention always counts.
    expect(isSkillPath("/r/.agents/skills/x", { profiles: [custom], cwd: "/" })).toBe(true);
    for (const p of Object.values(profiles)) {
      for (const t of [...p.skillRoots, ...p.commandRoots]) {
        expect(isSkillPath(`/any/${t.segments.join("/")}/f.md`, { cwd: "/" })).toBe(true);
      }
    }
  });

  it("T2: anything under a configured root after canonicalisation, including through a symlink", () => {
    const base = tmp();
    const root = join(base, "my-skills");
    mkdirSync(join(root, "x"), { recursive: true });
    link(root, join(base, "alias"));
    expect(isSkillPath(join(root, "x", "SKILL.md"), { roots: [root] })).toBe(true);
    expect(isSkillPath(join(base, "alias", "x", "SKILL.md"), { roots: [root] })).toBe(true);
    expect(isSkillPath(join(root, "x", "SKILL.md"), { roots: [join(base, "alias")] })).toBe(true);
    expect(isSkillPath(join(root, "..", "other.md"), { roots: [root] })).toBe(false);
    expect(isSkillPath(join(base, "my-skills-2", "x"), { roots: [root] })).toBe(false);
  });

  it("T2: a symlink that leads into a skills folder is a skill path", () => {
    const base = tmp();
    mkdirSync(join(base, "repo", ".agents", "skills", "x"), { recursive: true });
    link(join(base, "repo", ".agents", "skills", "x"), join(base, "innocent"));
    expect(isSkillPath(join(base, "innocent", "SKILL.md"))).toBe(true);
    expect(isSkillPath("innocent/SKILL.md", { cwd: base })).toBe(true);
  });
});
