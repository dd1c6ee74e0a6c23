// First-run papercuts of link and the advice around it: skills added after a link are linked, quiet
// `link --host all`, no advice about skillport's own links, no `link --host agents`, and a misspelt
// skills folder is named.
import { existsSync, lstatSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runCli, skillMd, tmp, writeTree } from "../../helpers/index.js";

function project() {
  const home = tmp("skillport-home-");
  const proj = tmp("skillport-proj-");
  mkdirSync(join(proj, ".git"));
  writeTree(proj, { ".agents/skills/alpha/SKILL.md": skillMd("alpha") });
  const env = { HOME: home };
  expect(runCli(["trust", proj], { env }).code).toBe(0);
  return { home, proj, env };
}

describe("link papercuts", () => {
  it("a skill added (or made with new) after a link is linked for the hosts the manifest names", () => {
    const { proj, env } = project();
    expect(runCli(["link", "--host", "claude", "--cwd", proj], { env }).code).toBe(0);
    const src = writeTree(tmp(), { "SKILL.md": skillMd("gamma") });
    const add = runCli(["add", src, "--cwd", proj], { env });
    expect(add.code, add.stderr).toBe(0);
    expect(add.stdout).toContain("Linked for claude");
    expect(lstatSync(join(proj, ".claude/skills/gamma")).isSymbolicLink()).toBe(true);
    expect(runCli(["new", "Delta notes", "--cwd", proj], { env }).code).toBe(0);
    expect(lstatSync(join(proj, ".claude/skills/delta-notes")).isSymbolicLink()).toBe(true);
    // Without a manifest nothing is linked.
    const other = project();
    expect(runCli(["add", src, "--cwd", other.proj], { env: other.env }).code).toBe(0);
    expect(existsSync(join(other.proj, ".claude"))).toBe(false);
  });

  it("link --host all sums up the hosts with nothing to do in one line", () => {
    const { proj, env } = project();
    const r = runCli(["link", "--host", "all", "--dry-run", "--cwd", proj], { env });
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/^nothing to do \d+ hosts already read \.agents\/skills: /m);
    expect(r.stdout).not.toMatch(/^skipped .*already reads/m);
    const json = JSON.parse(
      runCli(["link", "--host", "all", "--dry-run", "--json", "--cwd", proj], { env }).stdout,
    );
    expect(json.actions.some((a: { action: string }) => a.action === "skip-reads-canonical")).toBe(true);
  });

  it("list --profile claude does not advise about skills it already reads through skillport's links", () => {
    const { proj, env } = project();
    expect(runCli(["link", "--host", "claude", "--cwd", proj], { env }).code).toBe(0);
    const claude = runCli(["list", "--profile", "claude", "--cwd", proj], { env });
    expect(claude.stdout).toContain("alpha");
    expect(claude.stderr).not.toContain("hint:");
    expect(runCli(["list", "--cwd", proj], { env }).stderr).not.toContain("hint:");
  });

  it("doctor --as all never suggests link --host agents (or any host that reads .agents/skills itself)", () => {
    const { proj, env } = project();
    writeTree(proj, { ".claude/skills/beta/SKILL.md": skillMd("beta") });
    const r = runCli(["doctor", "--as", "all", "--cwd", proj], { env });
    expect(r.stdout + r.stderr).not.toContain("link --host agents");
    expect(r.stdout + r.stderr).not.toContain("link --host codex");
    expect(r.stdout + r.stderr).toContain("Move it to .agents/skills");
  });

  it("a misspelt .agents/skill folder holding skills is named, with the folder meant", () => {
    const { proj, env } = project();
    writeTree(proj, { ".agents/skill/beta/SKILL.md": skillMd("beta") });
    const r = runCli(["list", "--cwd", proj], { env });
    expect(r.stderr).toContain(`${join(proj, ".agents/skill")} holds 1 skill`);
    expect(r.stderr).toContain(`did you mean ${join(proj, ".agents/skills")}`);
  });
});
