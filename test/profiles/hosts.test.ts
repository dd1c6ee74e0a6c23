import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { type HostMatrix, hostMatrix, type MatrixCell } from "../../src/hosts/matrix.js";
import { skillRoots } from "../../src/load.js";
import { HOST_FACTS, hostProfiles, profiles } from "../../src/profiles/index.js";
import { skillMd, tmp, writeTree } from "../helpers/index.js";

// Host profiles as data and the skills × hosts matrix of `doctor --as` (docs/HOSTS.md).

const REQUIRED_HOSTS = [
  "agents",
  "claude",
  "codex",
  "gemini",
  "copilot",
  "vscode",
  "cursor",
  "opencode",
  "goose",
  "amp",
  "zed",
  "pi",
  "windsurf",
  "cline",
  "roo",
  "kiro",
];

/** A home and a git project, the project as cwd. */
function world(): { home: string; project: string } {
  const root = tmp();
  const home = join(root, "home");
  const project = join(root, "project");
  mkdirSync(join(project, ".git"), { recursive: true });
  mkdirSync(home, { recursive: true });
  return { home, project };
}

const cell = (m: HostMatrix, name: string, host: string): MatrixCell => {
  const row = m.rows.find((r) => r.name === name);
  if (!row) throw new Error(`no row ${name}: ${m.rows.map((r) => r.name).join(", ")}`);
  const c = row.cells.find((x) => x.host === host);
  if (!c) throw new Error(`no cell ${name}/${host}`);
  return c;
};

describe("host facts", () => {
  it("every host the issue names has facts, a profile, and at least one source", () => {
    const ids = HOST_FACTS.map((h) => h.id);
    for (const id of REQUIRED_HOSTS) {
      expect(ids).toContain(id);
      const p = profiles[id];
      expect(p?.host?.id).toBe(id);
      expect(p?.host?.sources.length).toBeGreaterThan(0);
      expect([...(p?.host?.projectFolders ?? []), ...(p?.host?.userFolders ?? [])].length).toBeGreaterThan(0);
    }
    expect(
      hostProfiles()
        .map((p) => p.name)
        .sort(),
    ).toEqual([...REQUIRED_HOSTS].sort());
  });

  it("a host's profile reads exactly the folders its facts list (so the matrix explains the host, not a guess)", () => {
    const { home, project } = world();
    for (const p of hostProfiles()) {
      if (["agents", "codex", "pi", "zed", "opencode"].includes(p.name)) continue; // hand-written profiles
      const facts = p.host!;
      const expected = [
        ...facts.projectFolders.map((f) => join(project, ...f.split("/"))),
        ...facts.userFolders.map((f) => join(home, ...f.slice(2).split("/"))),
      ];
      const roots = skillRoots({ profile: p, cwd: project, home, builtins: false }).map((r) => r.path);
      expect(new Set(roots), p.name).toEqual(new Set(expected));
    }
  });

  it("facts never leave a field empty: unknown behaviour is marked undocumented", () => {
    for (const h of HOST_FACTS) {
      for (const key of ["depth", "ancestorWalk", "precedence", "nameRule", "budget", "trust"] as const) {
        expect(h[key], `${h.id}.${key}`).not.toBe("");
        expect(h[key], `${h.id}.${key}`).not.toBeUndefined();
      }
    }
  });
});

describe("skills × hosts matrix", () => {
  it("for every host: a skill in each host folder loads exactly in the hosts that read that folder", async () => {
    const { home, project } = world();
    // One skill per distinct folder, named after the folder.
    const folders = new Map<string, string>(); // absolute folder -> skill name
    for (const h of HOST_FACTS) {
      for (const f of h.projectFolders) folders.set(join(project, ...f.split("/")), "");
      for (const f of h.userFolders) folders.set(join(home, ...f.slice(2).split("/")), "");
    }
    let i = 0;
    for (const folder of folders.keys()) {
      const name = `s${i++}`;
      folders.set(folder, name);
      writeTree(folder, { [`${name}/SKILL.md`]: skillMd(name) });
    }
    const m = await hostMatrix({ cwd: project, home, hosts: hostProfiles(), trust: "all" });
    expect(m.rows.length).toBe(folders.size);
    for (const h of hostProfiles()) {
      const facts = h.host!;
      const reads = new Set([
        ...facts.projectFolders.map((f) => join(project, ...f.split("/"))),
        ...facts.userFolders.map((f) => join(home, ...f.slice(2).split("/"))),
      ]);
      for (const [folder, name] of folders) {
        const c = cell(m, name, h.name);
        if (reads.has(folder)) expect(c.status, `${h.name} reads ${folder}`).toBe("loaded");
        else {
          expect(c.status, `${h.name} does not read ${folder}`).toBe("invisible");
          expect(c.reason).toBe("wrong-folder");
          expect(c.fix).toMatch(/skillport link --host|copy it into|reads that folder itself/);
        }
      }
    }
  });

  it("too deep, dot-folder, name rule and invalid YAML each get their own reason and fix", async () => {
    const { home, project } = world();
    writeTree(project, {
      ".agents/skills/group/nested/SKILL.md": skillMd("nested"),
      ".agents/skills/.archive/old/SKILL.md": skillMd("old"),
      ".agents/skills/café/SKILL.md": skillMd("café"),
      ".agents/skills/broken/SKILL.md": "---\nname: broken\ndescription: [unclosed\n---\nbody\n",
    });
    const hosts = [profiles.agents!, profiles.zed!, profiles.copilot!];
    const m = await hostMatrix({ cwd: project, home, hosts, trust: "all" });
    // agents reads 4 levels: nested loads; zed and copilot read one.
    expect(cell(m, "nested", "agents").status).toBe("loaded");
    expect(cell(m, "nested", "zed").reason).toBe("too-deep");
    expect(cell(m, "nested", "copilot").reason).toBe("too-deep");
    expect(cell(m, "nested", "zed").fix).toMatch(/directly under/);
    for (const h of ["agents", "zed", "copilot"]) {
      expect(cell(m, "old", h).reason, h).toBe("dot-folder");
      expect(cell(m, "broken", h).reason, h).toBe("invalid-yaml");
    }
    // Zed's names are ASCII only (its README): the same folder loads elsewhere.
    expect(cell(m, "café", "agents").status).toBe("loaded");
    expect(cell(m, "café", "zed").reason).toBe("name-rule");
    expect(cell(m, "café", "zed").detail).toMatch(/Zed names/);
  });

  it("shadowed cells name the winner; Claude Code lets a personal skill beat a project skill", async () => {
    const { home, project } = world();
    writeTree(project, {
      ".agents/skills/dup/SKILL.md": skillMd("dup", "Project agents copy."),
      ".claude/skills/dup/SKILL.md": skillMd("dup", "Project claude copy."),
    });
    writeTree(home, { ".claude/skills/dup/SKILL.md": skillMd("dup", "Personal copy.") });
    const m = await hostMatrix({
      cwd: project,
      home,
      hosts: [profiles.copilot!, profiles.claude!],
      trust: "all",
    });
    const rows = m.rows.filter((r) => r.name === "dup");
    expect(rows).toHaveLength(3);
    const at = (suffix: string, host: string) =>
      rows.find((r) => r.file.endsWith(suffix))!.cells.find((c) => c.host === host)!;
    // Copilot (skillport's rule, its own is undocumented): .github first, then .claude, then .agents.
    expect(at(join(project, ".claude/skills/dup/SKILL.md"), "copilot").status).toBe("loaded");
    expect(at(join(project, ".agents/skills/dup/SKILL.md"), "copilot").by).toBe(
      join(project, ".claude/skills/dup/SKILL.md"),
    );
    // Claude Code: personal over project.
    expect(at(join(home, ".claude/skills/dup/SKILL.md"), "claude").status).toBe("loaded");
    const projectClaude = at(join(project, ".claude/skills/dup/SKILL.md"), "claude");
    expect(projectClaude.status).toBe("shadowed");
    expect(projectClaude.by).toBe(join(home, ".claude/skills/dup/SKILL.md"));
  });

  it("an untrusted project's skills are invisible with the trust command as the fix; user skills still load", async () => {
    const { home, project } = world();
    writeTree(project, { ".claude/skills/proj/SKILL.md": skillMd("proj") });
    writeTree(home, { ".claude/skills/mine/SKILL.md": skillMd("mine") });
    const m = await hostMatrix({
      cwd: project,
      home,
      hosts: [profiles.claude!],
      trust: "store",
      trustStore: join(home, "trust.json"),
    });
    expect(cell(m, "proj", "claude").reason).toBe("untrusted");
    expect(cell(m, "proj", "claude").fix).toContain(`skillport trust ${project}`);
    expect(cell(m, "mine", "claude").status).toBe("loaded");
  });

  it("over the host's documented budget, the cut skills say so (Claude Code: 8,000 characters)", async () => {
    const { home, project } = world();
    const files: Record<string, string> = {};
    for (let i = 0; i < 30; i++) {
      const name = `big-${String(i).padStart(2, "0")}`;
      files[`.claude/skills/${name}/SKILL.md`] = skillMd(name, `${"Long description. ".repeat(40)}`);
    }
    writeTree(project, files);
    const m = await hostMatrix({
      cwd: project,
      home,
      hosts: [profiles.claude!, profiles.agents!],
      trust: "all",
    });
    const claude = m.rows.map((r) => r.cells.find((c) => c.host === "claude")!);
    const cut = claude.filter((c) => c.reason === "budget-cut");
    expect(cut.length).toBeGreaterThan(0);
    expect(claude.filter((c) => c.status === "loaded").length).toBeGreaterThan(0);
    expect(cut[0]!.fix).toMatch(/disable-model-invocation/);
  });

  it("hostile names and paths come back as data, never as terminal control sequences in the matrix", async () => {
    const { home, project } = world();
    writeTree(project, {
      ".claude/skills/evil/SKILL.md": '---\nname: "evil\\u001b]0;pwned\\u0007"\ndescription: x\n---\n',
    });
    const m = await hostMatrix({ cwd: project, home, hosts: [profiles.claude!], trust: "all" });
    const { renderMatrix } = await import("../../src/cli/subcommands/doctor-hosts.js");
    const text = renderMatrix(m, [profiles.claude!], false);
    expect(text).not.toMatch(/\u001b\]/);
    expect(text).not.toContain("\u0007");
  });
});
