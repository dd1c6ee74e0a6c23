import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseSkillFile } from "../../../src/format/parse.js";
import { EXAMPLES, runCli, skillMd, tmp, writeTree } from "../../helpers/index.js";

const json = (s: string) => JSON.parse(s) as Record<string, unknown> & { skills: Record<string, unknown>[] };

describe("§14 skillport list", () => {
  it("L: lists the example skills with scope and status; --json follows the contract", () => {
    const r = runCli(["list", "--root", EXAMPLES, "--json"]);
    expect(r.code).toBe(0);
    const out = json(r.stdout);
    const names = out.skills.map((s) => s.name);
    expect(names).toEqual([...names].sort());
    expect(names).toEqual(
      expect.arrayContaining([
        "commit-message",
        "csv-insights",
        "deploy-checklist",
        "git-bisect",
        "release-notes",
        "security-review",
        "explain-code",
        "create-skill",
      ]),
    );
    for (const s of out.skills) {
      expect(Object.keys(s).sort()).toEqual(
        [
          "description",
          "diagnostics",
          "directory",
          "location",
          "modelInvocable",
          "name",
          "scope",
          "status",
        ].sort(),
      );
      expect(s.status).toBe("loaded");
    }
    expect(out.skills.find((s) => s.name === "deploy-checklist")?.modelInvocable).toBe(false);
    expect(out.diagnostics).toEqual([]);
  });

  it("L: human output is a table without colour when not a TTY", () => {
    const r = runCli(["list", "--root", EXAMPLES], { env: { NO_COLOR: undefined, FORCE_COLOR: undefined } });
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^NAME\s+SCOPE\s+STATUS/);
    expect(r.stdout).toContain("release-notes");
    expect(r.stdout).not.toContain("\u001b[");
  });

  it("L: --all adds shadowed and failed skills; diagnostics are kebab-case codes", () => {
    const root = writeTree(tmp(), {
      "a/dup/SKILL.md": skillMd("dup"),
      "b/dup/SKILL.md": skillMd("dup"),
      "broken/SKILL.md": "---\nname: broken\n---\n",
    });
    const r = runCli(["list", "--all", "--json", "--root", root, "--no-user"]);
    expect(r.code).toBe(0);
    const out = json(r.stdout);
    const rows = out.skills.filter((s) => s.scope === "project").map((s) => [s.name, s.status]);
    expect(rows).toEqual([
      ["dup", "loaded"],
      ["dup", "shadowed"],
      ["broken", "failed"],
    ]);
    for (const d of out.diagnostics as Record<string, string>[]) {
      expect(d.code).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(["error", "warning", "info"]).toContain(d.severity);
    }
    const plain = runCli(["list", "--root", root, "--no-user"]);
    expect(plain.stderr).toMatch(/error\[missing-description\]/);
  });

  it("L: --cwd, --no-project and --no-user select roots; --profile claude reads .claude/skills", () => {
    const home = tmp();
    const proj = tmp();
    writeTree(proj, {
      ".agents/skills/proj-skill/SKILL.md": skillMd("proj-skill"),
      ".claude/skills/claude-skill/SKILL.md": skillMd("claude-skill"),
    });
    writeTree(home, { ".agents/skills/user-skill/SKILL.md": skillMd("user-skill") });
    const names = (args: string[]) =>
      json(runCli(["list", "--json", "--cwd", proj, ...args], { env: { HOME: home } }).stdout)
        .skills.map((s) => s.name)
        .filter((n) => n !== "create-skill");
    expect(names(["--trust"])).toEqual(["proj-skill", "user-skill"]);
    expect(names(["--no-project"])).toEqual(["user-skill"]);
    expect(names(["--no-user", "--trust"])).toEqual(["proj-skill"]);
    expect(names(["--profile", "claude", "--trust"])).toEqual(["claude-skill"]);
  });

  it("L: a bad option or profile is a usage error (exit 2), not a crash", () => {
    expect(runCli(["list", "--bogus"]).code).toBe(2);
    const r = runCli(["list", "--profile", "nope"]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/Unknown profile 'nope'/);
    expect(runCli(["list", "--mode", "strict"]).code).toBe(2);
  });
});

describe("§14 skillport validate", () => {
  it("L/F8: exit 0 for valid, 1 for invalid, 2 for usage; JSON contract", () => {
    const base = writeTree(tmp(), {
      "good/SKILL.md": skillMd("good"),
      "bad/SKILL.md": skillMd("Bad_Name"),
      "std/SKILL.md": skillMd("std", "Standard only.", "argument-hint: x\n"),
    });
    const ok = runCli(["validate", join(base, "good"), "--json"]);
    expect(ok.code).toBe(0);
    expect(json(ok.stdout)).toEqual({
      valid: true,
      results: [{ path: join(base, "good", "SKILL.md"), valid: true, name: "good", diagnostics: [] }],
    });
    const bad = runCli(["validate", join(base, "bad", "SKILL.md"), "--json"]);
    expect(bad.code).toBe(1);
    const badOut = json(bad.stdout) as unknown as {
      valid: boolean;
      results: { diagnostics: { code: string }[] }[];
    };
    expect(badOut.valid).toBe(false);
    expect(badOut.results[0]?.diagnostics.map((d) => d.code)).toEqual(["invalid-name", "name-dir-mismatch"]);
    // The default mode is the one `list` loads with (standard): a host extension is fine there, and an
    // unknown field in spec mode.
    expect(runCli(["validate", join(base, "std")]).code).toBe(0);
    expect(runCli(["validate", join(base, "std"), "--mode", "spec"]).code).toBe(1);
    expect(runCli(["validate", base]).code).toBe(1);
    expect(runCli(["validate"]).code).toBe(2);
    const missing = runCli(["validate", join(base, "nope")]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain("no such file or directory");
  });

  it("L: the example skills validate in the default mode, the mode `list` loads them with", () => {
    const r = runCli(["validate", EXAMPLES]);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/7 checked, all valid \(standard mode; --mode spec checks against/);
    const listed = runCli(["list", "--root", EXAMPLES, "--no-user", "--json"]);
    const skills = (json(listed.stdout) as unknown as { skills: { status: string }[] }).skills;
    expect(skills.filter((s) => s.status === "loaded")).toHaveLength(7 + 1); // and the built-in
  });

  it("L: in spec mode the host-extension examples fail, and the advice keeps the fields at the top level", () => {
    const r = runCli(["validate", EXAMPLES, "--mode", "spec"]);
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/7 checked, 3 invalid \(spec mode\)/);
    expect(r.stdout).not.toContain("Move custom data");
    expect(r.stdout).toContain("keep it at the top level");
  });
});

describe("§14 skillport new", () => {
  it("L/F10: scaffolds a valid skill in the project root, never overwrites", () => {
    const proj = tmp();
    const r = runCli([
      "new",
      "C++ vs. Rust?",
      "--description",
      "Compare languages: pros and cons.",
      "--cwd",
      proj,
    ]);
    expect(r.code).toBe(0);
    const file = join(proj, ".agents", "skills", "c-vs-rust", "SKILL.md");
    expect(existsSync(file)).toBe(true);
    const parsed = parseSkillFile(readFileSync(file, "utf8"), { path: file, mode: "spec" });
    expect(parsed.ok).toBe(true);
    expect(parsed.description).toBe("Compare languages: pros and cons.");
    const again = runCli(["new", "C++ vs. Rust?", "--cwd", proj]);
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/already exists/);
    expect(runCli(["validate", join(proj, ".agents", "skills", "c-vs-rust")]).code).toBe(0);
  });

  it("L: --dry-run writes nothing; --scope user writes under HOME; an unusable title is a usage error", () => {
    const home = tmp();
    const dry = runCli(["new", "AT&T", "--dry-run", "--json", "--scope", "user"], { env: { HOME: home } });
    expect(dry.code).toBe(0);
    const out = json(dry.stdout);
    expect(out.name).toBe("at-and-t");
    expect(out.written).toBe(false);
    expect(out.path).toBe(join(home, ".agents", "skills", "at-and-t", "SKILL.md"));
    expect(existsSync(out.path as string)).toBe(false);
    const real = runCli(["new", "AT&T", "--scope", "user"], { env: { HOME: home } });
    expect(real.code).toBe(0);
    expect(existsSync(out.path as string)).toBe(true);
    const none = runCli(["new", "中文"]);
    expect(none.code).toBe(2);
    expect(none.stderr).toMatch(/no ASCII letters or digits/);
  });
});

describe("R4 config", () => {
  it("R4: disabledPaths in the user config.json hides a skill; a broken config is reported, not fatal", () => {
    const home = tmp();
    const root = writeTree(tmp(), { "a/SKILL.md": skillMd("a"), "b/SKILL.md": skillMd("b") });
    writeTree(home, {
      ".config/skillport/config.json": JSON.stringify({ disabledPaths: [join(root, "a")] }),
    });
    const r = runCli(["list", "--json", "--all", "--root", root, "--no-user"], { env: { HOME: home } });
    const out = json(r.stdout);
    expect(out.skills.filter((s) => s.scope === "project").map((s) => s.name)).toEqual(["b"]);
    expect((out.diagnostics as { code: string }[]).map((d) => d.code)).toContain("disabled");
    writeTree(home, { ".config/skillport/config.json": "{ not json" });
    const broken = runCli(["list", "--root", root, "--no-user"], { env: { HOME: home } });
    expect(broken.code).toBe(0);
    expect(broken.stderr).toMatch(/invalid-config/);
    expect(broken.stdout).toMatch(/\ba\b/);
  });
});
