import { existsSync, readdirSync, symlinkSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { LinkError, linkSkills, unlinkSkills } from "../../../src/link/link.js";
import { profiles } from "../../../src/profiles/index.js";
import { runCli, skillMd, tmp, writeTree } from "../../helpers/index.js";

// link/unlink keep a project's records in <project>/.agents/skillport-links.json. A repository whose
// .agents is a symlink to the user's ~/.agents must not get link to write the user's home manifest
// (and lock) through it, nor unlink to act on the home manifest's records.

function scene(): { home: string; project: string } {
  const home = writeTree(tmp(), { ".agents/skills/mine/SKILL.md": skillMd("mine") });
  const project = writeTree(tmp(), { ".git/HEAD": "ref: refs/heads/main\n" });
  symlinkSync(join(home, ".agents"), join(project, ".agents"));
  return { home, project };
}

describe("link records of a project stay in the project", () => {
  it("link in a project whose .agents leads outside it is refused (exit 1) and writes nothing there", () => {
    const { home, project } = scene();
    const r = runCli(["link", "--host", "claude"], { cwd: project, env: { HOME: home } });
    expect(r.code).toBe(1);
    expect(r.stderr).toContain("outside");
    expect(readdirSync(join(home, ".agents"))).toEqual(["skills"]);
    expect(existsSync(join(project, ".claude"))).toBe(false);
  });

  it("the library refuses link and unlink the same way; the user scope with a linked ~/.agents still works", async () => {
    const { home, project } = scene();
    const claude = profiles.claude!;
    await expect(linkSkills({ base: project, scope: "project", hosts: [claude] })).rejects.toBeInstanceOf(
      LinkError,
    );
    await expect(unlinkSkills({ base: project })).rejects.toBeInstanceOf(LinkError);
    // A home whose .agents is a link (dotfiles) is the user's own.
    const otherHome = tmp();
    symlinkSync(join(home, ".agents"), join(otherHome, ".agents"));
    const r = await linkSkills({ base: otherHome, scope: "user", hosts: [claude] });
    expect(r.actions.some((a) => a.action === "create")).toBe(true);
  });
});
