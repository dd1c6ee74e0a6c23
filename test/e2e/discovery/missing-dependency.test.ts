import { execFileSync } from "node:child_process";
import { cpSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { REPO, tmp, writeTree } from "../../helpers/index.js";

// A copy of the built library without its node_modules: js-yaml cannot be loaded. A frontmatter that needs
// the full YAML parser must then be reported as a broken install, never as invalid YAML in the skill.
describe("a dependency that cannot be loaded", () => {
  it("is named as a broken install, not blamed on the skill's YAML", () => {
    const dir = tmp("sp-nodeps-");
    cpSync(join(REPO, "dist"), join(dir, "dist"), { recursive: true });
    cpSync(join(REPO, "package.json"), join(dir, "package.json"));
    writeTree(join(dir, "skills"), {
      // A flow list and a quoted colon: beyond the fast path, so js-yaml is needed.
      "demo/SKILL.md": '---\nname: demo\ndescription: "a: b"\nallowed-tools: [Bash, Read]\n---\nbody\n',
      "plain/SKILL.md": "---\nname: plain\ndescription: A plain skill.\n---\nbody\n",
    });
    writeFileSync(
      join(dir, "probe.mjs"),
      `import { loadSkills } from "./dist/index.js";
const set = await loadSkills({ roots: [{ path: "skills", scope: "project" }] });
console.log(JSON.stringify({ names: set.skills.map((s) => s.name), diagnostics: set.diagnostics }));`,
    );
    const out = JSON.parse(execFileSync(process.execPath, ["probe.mjs"], { cwd: dir, encoding: "utf8" }));
    const messages = out.diagnostics.map((d: { message: string }) => d.message).join("\n");
    expect(messages).toMatch(/cannot load its dependency js-yaml/);
    expect(messages).toMatch(/reinstall skillport/);
    expect(messages).not.toMatch(/Invalid YAML/i);
    expect(messages).not.toMatch(/Check its permissions/);
    // The skill that needs no full parser still loads.
    expect(out.names).toEqual(["plain"]);
  });
});
