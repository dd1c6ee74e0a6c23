import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { validatePath, validateSkillDir } from "../../src/validate.js";
import { tmp, writeTree } from "../helpers/index.js";

// F8 spec mode: the cases the agentskills.io reference validator's own test suite covers, written
// from the public specification, checked through validateSkillDir on real directories.

async function check(dirName: string, skillMd: string | undefined) {
  const base = tmp();
  const dir = join(base, dirName);
  writeTree(
    base,
    skillMd === undefined ? { [`${dirName}/.keep`]: "" } : { [`${dirName}/SKILL.md`]: skillMd },
  );
  return validateSkillDir(dir, { mode: "spec" });
}
const md = (fm: string, body = "Body\n") => `---\n${fm}\n---\n${body}`;
const codesOf = (r: { diagnostics: readonly { code: string }[] }) => r.diagnostics.map((d) => d.code);

describe("F8 spec mode agrees with the reference validator", () => {
  it("F8: a valid skill has no diagnostics", async () => {
    const r = await check("my-skill", md("name: my-skill\ndescription: A test skill", "# My Skill\n"));
    expect(r.valid).toBe(true);
    expect(r.diagnostics).toEqual([]);
    expect(r.name).toBe("my-skill");
  });

  it("F1/F8: a directory without SKILL.md is invalid", async () => {
    const r = await check("my-skill", undefined);
    expect(r.valid).toBe(false);
    expect(codesOf(r)).toEqual(["missing-skill-file"]);
  });

  it("F6: uppercase names are rejected (ASCII and Cyrillic)", async () => {
    for (const name of ["MySkill", "НАВЫК"]) {
      const r = await check(name, md(`name: ${name}\ndescription: A test skill`));
      expect(r.valid).toBe(false);
      expect(codesOf(r)).toEqual(["invalid-name"]);
      expect(r.diagnostics[0]?.message).toMatch(/lowercase/);
    }
  });

  it("F5/F6: a 70-character name exceeds the limit", async () => {
    const name = "a".repeat(70);
    const r = await check(name, md(`name: ${name}\ndescription: A test skill`));
    expect(codesOf(r)).toEqual(["invalid-name"]);
    expect(r.diagnostics[0]?.message).toMatch(/70 characters/);
  });

  it("F6: leading hyphen, consecutive hyphens, invalid characters", async () => {
    const cases: [string, RegExp][] = [
      ["-my-skill", /start or end with a hyphen/],
      ["my--skill", /consecutive hyphens/],
      ["my_skill", /only letters, digits and hyphens/],
    ];
    for (const [name, re] of cases) {
      const r = await check(name, md(`name: "${name}"\ndescription: A test skill`));
      expect(r.valid, name).toBe(false);
      expect(r.diagnostics[0]?.message).toMatch(re);
    }
  });

  it("F8: name must match the directory", async () => {
    const r = await check("wrong-name", md("name: correct-name\ndescription: A test skill"));
    expect(codesOf(r)).toEqual(["name-dir-mismatch"]);
  });

  it("F4/F8: unexpected fields are errors in spec mode", async () => {
    const r = await check(
      "my-skill",
      md("name: my-skill\ndescription: A test skill\nunknown_field: should not be here"),
    );
    expect(codesOf(r)).toEqual(["unknown-field"]);
    expect(r.diagnostics[0]?.message).toMatch(/unknown_field/);
  });

  it("F4: all spec fields together are valid", async () => {
    const r = await check(
      "my-skill",
      md(
        "name: my-skill\ndescription: A test skill\nlicense: MIT\ncompatibility: Requires Python 3.11+\nmetadata:\n  author: Test",
      ),
    );
    expect(r.diagnostics).toEqual([]);
  });

  it("F4: allowed-tools as a string, inline list and block list are accepted", async () => {
    for (const v of [
      "Bash(jq:*) Bash(git:*)",
      "[Read, Write, Edit, Bash]",
      "\n  - Read\n  - Bash\n  - Grep",
    ]) {
      const r = await check("my-skill", md(`name: my-skill\ndescription: A test skill\nallowed-tools: ${v}`));
      expect(r.valid, v).toBe(true);
    }
  });

  it("F4: allowed-tools list items must be strings, and a number is rejected", async () => {
    const list = await check(
      "my-skill",
      md("name: my-skill\ndescription: A test skill\nallowed-tools:\n  - Read\n  - 123"),
    );
    expect(list.valid).toBe(false);
    expect(list.diagnostics[0]?.message).toMatch(/list items must all be strings/);
    const num = await check("my-skill", md("name: my-skill\ndescription: A test skill\nallowed-tools: 123"));
    expect(num.valid).toBe(false);
    expect(num.diagnostics[0]?.message).toMatch(/either a string or a list of strings/);
  });

  it("F6: Chinese and Russian names are allowed", async () => {
    for (const name of ["技能", "мой-навык", "навык"]) {
      const r = await check(name, md(`name: ${name}\ndescription: An i18n skill`));
      expect(r.valid, name).toBe(true);
    }
  });

  it("F5: description over 1024 and compatibility over 500 fail", async () => {
    const d = await check("my-skill", md(`name: my-skill\ndescription: ${"x".repeat(1100)}`));
    expect(codesOf(d)).toEqual(["description-too-long"]);
    expect(d.diagnostics[0]?.message).toMatch(/1024/);
    const c = await check(
      "my-skill",
      md(`name: my-skill\ndescription: A test skill\ncompatibility: ${"x".repeat(550)}`),
    );
    expect(codesOf(c)).toEqual(["invalid-compatibility"]);
    expect(c.diagnostics[0]?.message).toMatch(/500/);
  });

  it("F6: NFKC — a decomposed name matches a composed directory", async () => {
    const r = await check("café", md("name: cafe\u0301\ndescription: A test skill"));
    expect(r.diagnostics).toEqual([]);
  });

  it("F8: order of checks is fields, name, description, compatibility", async () => {
    const r = await check(
      "dir",
      md(`extra: 1\nname: Bad\ndescription: ${"y".repeat(1025)}\ncompatibility: ${"z".repeat(501)}`),
    );
    expect(codesOf(r)).toEqual([
      "unknown-field",
      "invalid-name",
      "name-dir-mismatch",
      "description-too-long",
      "invalid-compatibility",
    ]);
  });

  it("F1: validatePath accepts a SKILL.md file, a skill dir or a tree", async () => {
    const base = writeTree(tmp(), {
      "a/SKILL.md": md("name: a\ndescription: A"),
      "cat/b/SKILL.md": md("name: b\ndescription: B"),
      "cat/c/skill.md": md("name: c\ndescription: C"),
    });
    const tree = await validatePath(base, { mode: "spec" });
    expect(tree.map((r) => [r.name ?? r.path.slice(base.length), r.valid])).toEqual([
      ["a", true],
      ["b", true],
      ["/cat/c/skill.md", false],
    ]);
    expect(tree[2]?.diagnostics[0]?.code).toBe("wrong-case-filename");
    const file = await validatePath(join(base, "a", "SKILL.md"));
    expect(file).toHaveLength(1);
    expect(file[0]?.valid).toBe(true);
  });
});
