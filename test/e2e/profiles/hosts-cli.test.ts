import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { hostProfiles } from "../../../src/profiles/index.js";
import { runCli, skillMd, tmp, writeTree } from "../../helpers/index.js";

// The CLI of issue "every host": doctor --as, link, and list's hints (docs/HOSTS.md).

interface JsonCell {
  status: string;
  reason?: string;
  detail: string;
  fix?: string;
  via?: string;
}
interface JsonMatrix {
  hosts: { name: string }[];
  skills: { name: string; file: string; hosts: Record<string, JsonCell> }[];
}

function tree(): { home: string; p: string } {
  const root = tmp();
  const home = join(root, "home");
  const p = join(root, "p");
  mkdirSync(join(p, ".git"), { recursive: true });
  mkdirSync(home, { recursive: true });
  writeTree(p, {
    ".agents/skills/deploy/SKILL.md": skillMd("deploy"),
    ".agents/skills/review/SKILL.md": skillMd("review"),
    ".claude/skills/claude-only/SKILL.md": skillMd("claude-only"),
    ".github/skills/copilot-only/SKILL.md": skillMd("copilot-only"),
  });
  return { home, p };
}

describe("doctor --as, link --host (the done-when scenario)", () => {
  it("doctor --as all explains every cell of skills in .agents, .claude and .github; link --host claude makes them load in claude", () => {
    const { home, p } = tree();
    const env = { HOME: home };
    const all = runCli(["doctor", "--as", "all", "--json", "--trust"], { cwd: p, env });
    expect(all.code).toBe(0);
    const m = JSON.parse(all.stdout) as JsonMatrix;
    expect(m.hosts.map((h) => h.name).sort()).toEqual(
      hostProfiles()
        .map((h) => h.name)
        .sort(),
    );
    expect(m.skills.map((s) => s.name).sort()).toEqual(["claude-only", "copilot-only", "deploy", "review"]);
    for (const s of m.skills) {
      for (const h of m.hosts) {
        const c = s.hosts[h.name]!;
        expect(c.detail.length, `${s.name}/${h.name}`).toBeGreaterThan(10);
        if (c.status !== "loaded") expect(c.fix, `${s.name}/${h.name}`).toBeTruthy();
      }
    }
    expect(m.skills.find((s) => s.name === "deploy")!.hosts.claude!.reason).toBe("wrong-folder");
    expect(m.skills.find((s) => s.name === "deploy")!.hosts.claude!.fix).toBe("skillport link --host claude");
    expect(m.skills.find((s) => s.name === "copilot-only")!.hosts.copilot!.status).toBe("loaded");
    expect(m.skills.find((s) => s.name === "claude-only")!.hosts.claude!.status).toBe("loaded");
    expect(m.skills.find((s) => s.name === "claude-only")!.hosts.codex!.reason).toBe("wrong-folder");

    const linked = runCli(["link", "--host", "claude"], { cwd: p, env });
    expect(linked.code).toBe(0);
    expect(linked.stdout).toMatch(/created claude .*\.claude\/skills\/deploy/);

    const after = JSON.parse(
      runCli(["doctor", "--as", "claude", "--json", "--trust"], { cwd: p, env }).stdout,
    ) as JsonMatrix;
    for (const name of ["deploy", "review", "claude-only"]) {
      expect(after.skills.find((s) => s.name === name)!.hosts.claude!.status, name).toBe("loaded");
    }
    expect(after.skills.find((s) => s.name === "deploy")!.hosts.claude!.via).toMatch(/\(linked\)$/);
    const human = runCli(["doctor", "--as", "claude", "--trust"], { cwd: p, env });
    expect(human.stdout).toMatch(/Claude Code \(--as claude\)/);
    expect(human.stdout).toMatch(/sources: https:\/\/code\.claude\.com/);

    const un = runCli(["unlink", "--host", "claude"], { cwd: p, env });
    expect(un.stdout).toMatch(/removed claude/);
  });

  it("doctor --as with an unknown host is a usage error; without --as doctor still reports diagnostics", () => {
    const { home, p } = tree();
    const bad = runCli(["doctor", "--as", "vim"], { cwd: p, env: { HOME: home } });
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/Unknown host 'vim'/);
    const plain = runCli(["doctor", "--json", "--trust"], { cwd: p, env: { HOME: home } });
    expect(JSON.parse(plain.stdout).skills.loaded).toBeGreaterThan(0);
  });
});

describe("list hints and --depth", () => {
  it("list hints at skills in ~/.claude/skills, and every option it names exists in --help", () => {
    const root = tmp();
    const home = join(root, "home");
    writeTree(home, { ".claude/skills/mine/SKILL.md": skillMd("mine") });
    const r = runCli(["list"], { cwd: root, env: { HOME: home } });
    expect(r.stderr).toMatch(/hint: 1 skill in ~\/\.claude\/skills .* not read by profile agents/);
    const options = [...r.stderr.matchAll(/(--[a-z-]+)/g)].map((m) => m[1]!);
    expect(options).toContain("--profile");
    expect(options).toContain("--root");
    const help = ["--help", "doctor --help", "link --help"]
      .map((a) => runCli(a.split(" ")).stdout)
      .join("\n");
    for (const o of options) expect(help, o).toContain(o);
    // The hinted option works: the skill loads.
    expect(runCli(["list", "--profile", "claude"], { cwd: root, env: { HOME: home } }).stdout).toContain(
      "mine",
    );
    // Nothing to hint: nothing printed.
    expect(runCli(["list", "--profile", "claude"], { cwd: root, env: { HOME: home } }).stderr).not.toMatch(
      /hint/,
    );
  });

  it("the depth-limit warning names --depth, and --depth loads the deeper skill", () => {
    const root = tmp();
    const home = join(root, "home");
    writeTree(home, { ".agents/skills/a/b/c/d/e/SKILL.md": skillMd("e") });
    const r = runCli(["list"], { cwd: root, env: { HOME: home } });
    expect(r.stderr).toMatch(/depth-limit.*--depth/);
    expect(r.stdout).not.toMatch(/\be\b.*user/);
    const deeper = runCli(["list", "--depth", "5"], { cwd: root, env: { HOME: home } });
    expect(deeper.stdout).toMatch(/\be\s+user/);
    expect(runCli(["list", "--depth", "0"], { cwd: root, env: { HOME: home } }).code).toBe(2);
  });
});
