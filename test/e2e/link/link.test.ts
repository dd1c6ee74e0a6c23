import {
  existsSync,
  lstatSync,
  mkdirSync,
  readFileSync,
  readlinkSync,
  renameSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { linkSkills, unlinkSkills } from "../../../src/link/link.js";
import { manifestPath, readManifest } from "../../../src/link/manifest.js";
import { profiles } from "../../../src/profiles/index.js";
import { runCli, skillMd, tmp, writeTree } from "../../helpers/index.js";

// skillport link / unlink (docs/HOSTS.md#link): canonical .agents/skills shown in other hosts' folders.

function project(): string {
  const p = join(tmp(), "p");
  mkdirSync(join(p, ".git"), { recursive: true });
  writeTree(p, {
    ".agents/skills/alpha/SKILL.md": skillMd("alpha"),
    ".agents/skills/group/beta/SKILL.md": skillMd("beta"),
  });
  return p;
}

describe("link", () => {
  it("makes relative symlinks in the host's folder, records them, and they survive moving the project", async () => {
    const p = project();
    const r = await linkSkills({ base: p, scope: "project", hosts: [profiles.claude!] });
    expect(r.actions.filter((a) => a.action === "create").map((a) => a.path)).toEqual([
      join(p, ".claude/skills/alpha"),
      join(p, ".claude/skills/beta"),
    ]);
    expect(readlinkSync(join(p, ".claude/skills/alpha"))).toBe("../../.agents/skills/alpha");
    expect(readManifest(p).links.map((l) => l.path)).toEqual([".claude/skills/alpha", ".claude/skills/beta"]);
    const moved = `${p}-moved`;
    renameSync(p, moved);
    expect(readFileSync(join(moved, ".claude/skills/beta/SKILL.md"), "utf8")).toContain("name: beta");
  });

  it("never replaces a real skill folder, and a second run changes nothing", async () => {
    const p = project();
    writeTree(p, { ".claude/skills/alpha/SKILL.md": skillMd("alpha", "My own Claude copy.") });
    const first = await linkSkills({ base: p, scope: "project", hosts: [profiles.claude!] });
    expect(first.actions.find((a) => a.path.endsWith("alpha"))?.action).toBe("skip-exists");
    expect(readFileSync(join(p, ".claude/skills/alpha/SKILL.md"), "utf8")).toContain("My own Claude copy.");
    const second = await linkSkills({ base: p, scope: "project", hosts: [profiles.claude!] });
    expect(second.actions.map((a) => a.action).sort()).toEqual(["skip-exists", "unchanged"]);
    expect(readManifest(p).links).toHaveLength(1);
  });

  it("hosts that already read .agents/skills get nothing; dry-run writes nothing at all", async () => {
    const p = project();
    const r = await linkSkills({
      base: p,
      scope: "project",
      hosts: [profiles.codex!, profiles.copilot!],
      dryRun: true,
    });
    expect(r.actions.find((a) => a.host === "codex")?.action).toBe("skip-reads-canonical");
    expect(r.actions.find((a) => a.host === "copilot")?.action).toBe("skip-reads-canonical");
    const w = await linkSkills({ base: p, scope: "project", hosts: [profiles.windsurf!], dryRun: true });
    expect(w.actions.filter((a) => a.action === "create")).toHaveLength(2);
    expect(existsSync(join(p, ".windsurf"))).toBe(false);
    expect(existsSync(manifestPath(p))).toBe(false);
  });

  it("refuses to write through a host folder that is a symlink leading out of the project", async () => {
    const p = project();
    const outside = tmp();
    symlinkSync(outside, join(p, ".claude"));
    const r = await linkSkills({ base: p, scope: "project", hosts: [profiles.claude!] });
    expect(r.actions).toHaveLength(1);
    expect(r.actions[0]!.action).toBe("refused-unsafe");
    expect(existsSync(join(outside, "skills"))).toBe(false);
  });

  it("--copy copies; unlink removes untouched copies and links, keeps changed ones and user-made links", async () => {
    const p = project();
    await linkSkills({ base: p, scope: "project", hosts: [profiles.windsurf!], copy: true });
    expect(lstatSync(join(p, ".windsurf/skills/alpha")).isDirectory()).toBe(true);
    await linkSkills({ base: p, scope: "project", hosts: [profiles.kiro!] });
    // The user edits one copy, and makes a link of their own next to ours.
    writeFileSync(join(p, ".windsurf/skills/beta/SKILL.md"), skillMd("beta", "Edited by hand."));
    symlinkSync("../../.agents/skills/alpha", join(p, ".kiro/skills/mine"));
    const r = await unlinkSkills({ base: p });
    const by = (path: string) => r.actions.find((a) => a.path === join(p, path))?.action;
    expect(by(".windsurf/skills/alpha")).toBe("remove");
    expect(by(".windsurf/skills/beta")).toBe("skip-changed");
    expect(by(".kiro/skills/alpha")).toBe("remove");
    expect(existsSync(join(p, ".windsurf/skills/alpha"))).toBe(false);
    expect(readFileSync(join(p, ".windsurf/skills/beta/SKILL.md"), "utf8")).toContain("Edited by hand.");
    expect(lstatSync(join(p, ".kiro/skills/mine")).isSymbolicLink()).toBe(true);
    expect(readManifest(p).links.map((l) => l.path)).toEqual([".windsurf/skills/beta"]);
  });

  it("two link runs at once both end up in the manifest (no lost write)", async () => {
    const p = project();
    await Promise.all([
      linkSkills({ base: p, scope: "project", hosts: [profiles.claude!] }),
      linkSkills({ base: p, scope: "project", hosts: [profiles.kiro!] }),
      linkSkills({ base: p, scope: "project", hosts: [profiles.cline!] }),
    ]);
    expect(new Set(readManifest(p).links.map((l) => l.host))).toEqual(new Set(["claude", "kiro", "cline"]));
  });

  it("a hostile manifest (escaping path, symlink, not JSON) is refused with a clear message, nothing removed", async () => {
    const p = project();
    const victim = join(tmp(), "victim");
    writeTree(victim, { "keep.txt": "x" });
    mkdirSync(join(p, ".agents"), { recursive: true });
    writeFileSync(
      manifestPath(p),
      JSON.stringify({
        version: 1,
        links: [{ host: "claude", path: "../../victim", source: "x", kind: "copy", check: "" }],
      }),
    );
    const r1 = runCli(["unlink"], { cwd: p });
    expect(r1.code).toBe(1);
    expect(r1.stderr).toMatch(/malformed.*fix or delete it/);
    expect(existsSync(join(victim, "keep.txt"))).toBe(true);
    writeFileSync(manifestPath(p), "{not json");
    expect(runCli(["link", "--host", "claude"], { cwd: p }).stderr).toMatch(/not valid JSON/);
    const elsewhere = join(tmp(), "m.json");
    writeFileSync(elsewhere, JSON.stringify({ version: 1, links: [] }));
    const { rmSync } = await import("node:fs");
    rmSync(manifestPath(p));
    symlinkSync(elsewhere, manifestPath(p));
    const r3 = runCli(["unlink"], { cwd: p });
    expect(r3.code).toBe(1);
    expect(r3.stderr).toMatch(/is a symlink/);
  });

  it("CLI: unknown host is a usage error naming the known hosts", () => {
    const p = project();
    const r = runCli(["link", "--host", "nope"], { cwd: p });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/Unknown host 'nope'.*claude/);
  });
});
