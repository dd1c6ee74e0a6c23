import { existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, symlinkSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { linkSkills } from "../../../src/link/link.js";
import { readManifest } from "../../../src/link/manifest.js";
import { profiles } from "../../../src/profiles/index.js";
import { runCli, skillMd, tmp, writeTree } from "../../helpers/index.js";

// `link --copy` makes real files only: a linked skill folder is copied from where it leads, links inside
// a skill that stay inside it become files, and a link out of the skill refuses that copy.

function project(): string {
  const p = join(tmp(), "p");
  mkdirSync(join(p, ".git"), { recursive: true });
  return p;
}

/** Every symlink under `dir`. */
function linksUnder(dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string): void => {
    for (const n of readdirSync(d)) {
      const q = join(d, n);
      if (lstatSync(q).isSymbolicLink()) out.push(q);
      else if (lstatSync(q).isDirectory()) walk(q);
    }
  };
  walk(dir);
  return out;
}

describe("link --copy: real files only", () => {
  it("a skill folder that is a symlink is copied as a real folder, not as a link", async () => {
    const p = project();
    const elsewhere = writeTree(tmp(), { "mine/SKILL.md": skillMd("mine"), "mine/ref/a.md": "A" });
    mkdirSync(join(p, ".agents/skills"), { recursive: true });
    symlinkSync(join(elsewhere, "mine"), join(p, ".agents/skills/mine"));
    const r = await linkSkills({ base: p, scope: "project", hosts: [profiles.windsurf!], copy: true });
    const copy = join(p, ".windsurf/skills/mine");
    expect(r.actions.find((a) => a.path === copy)?.action).toBe("create");
    expect(lstatSync(copy).isDirectory()).toBe(true);
    expect(lstatSync(copy).isSymbolicLink()).toBe(false);
    expect(readFileSync(join(copy, "ref/a.md"), "utf8")).toBe("A");
    expect(linksUnder(copy)).toEqual([]);
  });

  it("links inside a skill that stay inside become real files; the copy has no symlink", async () => {
    const p = project();
    writeTree(p, { ".agents/skills/in/SKILL.md": skillMd("in"), ".agents/skills/in/docs/x.md": "X" });
    symlinkSync("docs/x.md", join(p, ".agents/skills/in/alias.md"));
    symlinkSync("docs", join(p, ".agents/skills/in/more"));
    await linkSkills({ base: p, scope: "project", hosts: [profiles.windsurf!], copy: true });
    const copy = join(p, ".windsurf/skills/in");
    expect(linksUnder(copy)).toEqual([]);
    expect(readFileSync(join(copy, "alias.md"), "utf8")).toBe("X");
    expect(readFileSync(join(copy, "more/x.md"), "utf8")).toBe("X");
  });

  it("a link out of the skill (to a key) refuses that copy: nothing copied, exit 1, others still copied", async () => {
    const p = project();
    const secret = writeTree(tmp(), { id_rsa: "PRIVATE KEY" });
    writeTree(p, {
      ".agents/skills/bad/SKILL.md": skillMd("bad"),
      ".agents/skills/good/SKILL.md": skillMd("good"),
    });
    symlinkSync(join(secret, "id_rsa"), join(p, ".agents/skills/bad/key"));
    const r = await linkSkills({ base: p, scope: "project", hosts: [profiles.windsurf!], copy: true });
    const bad = r.actions.find((a) => a.path === join(p, ".windsurf/skills/bad"));
    expect(bad?.action).toBe("refused-unsafe");
    expect(bad?.detail).toContain("outside the skill");
    expect(existsSync(join(p, ".windsurf/skills/bad"))).toBe(false);
    expect(existsSync(join(p, ".windsurf/skills/good/SKILL.md"))).toBe(true);
    expect(readManifest(p).links.map((l) => l.path)).toEqual([".windsurf/skills/good"]);
    // The CLI says so and exits 1.
    const p2 = project();
    writeTree(p2, { ".agents/skills/bad/SKILL.md": skillMd("bad") });
    symlinkSync(join(secret, "id_rsa"), join(p2, ".agents/skills/bad/key"));
    const cli = runCli(["link", "--copy", "--host", "windsurf", "--cwd", p2]);
    expect(cli.code).toBe(1);
    expect(existsSync(join(p2, ".windsurf/skills/bad"))).toBe(false);
  });

  it("a link loop inside a skill refuses the copy instead of copying forever", async () => {
    const p = project();
    writeTree(p, { ".agents/skills/loop/SKILL.md": skillMd("loop"), ".agents/skills/loop/d/x.md": "x" });
    symlinkSync("..", join(p, ".agents/skills/loop/d/up"));
    const r = await linkSkills({ base: p, scope: "project", hosts: [profiles.windsurf!], copy: true });
    expect(r.actions.find((a) => a.path === join(p, ".windsurf/skills/loop"))?.action).toBe("refused-unsafe");
  });
});
