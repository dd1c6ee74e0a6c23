import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { CORPUS, HAS_CORPUS, REPO, runCli, skillMd, tmp, writeTree } from "../../helpers/index.js";

// How the CLI talks to a person: help, usage errors, many diagnostics, the built-in skills.

describe("CLI: help and usage errors", () => {
  it("a subcommand's help lists the global options too", () => {
    for (const sub of ["list", "catalog", "mcp"]) {
      const r = runCli([sub, "--help"]);
      expect(r.code).toBe(0);
      const global = r.stdout.slice(r.stdout.indexOf("Global Options:"));
      expect(r.stdout).toContain("Global Options:");
      for (const o of ["--cwd <dir>", "--root <dir>", "--profile <name>", "--no-builtin", "--json"]) {
        expect(global).toContain(o);
      }
    }
  });

  it("a usage error prints its one line and where help is, not the whole help", () => {
    const cases: [string[], string, string][] = [
      [["catalog", "--format", "yaml"], "argument 'yaml' is invalid", "skillport catalog --help"],
      [["bogus"], "unknown command 'bogus'", "skillport --help"],
      [["activate"], "missing required argument", "skillport activate --help"],
      [["list", "--nope"], "unknown option '--nope'", "skillport list --help"],
      [["commands", "lst"], "unknown command 'lst'", "skillport commands --help"],
    ];
    for (const [args, what, help] of cases) {
      const r = runCli(args);
      expect(r.code, args.join(" ")).toBe(2);
      expect(r.stdout).toBe("");
      expect(r.stderr).toContain(what);
      expect(r.stderr).toContain(`Run '${help}' for usage.`);
      expect(r.stderr).not.toContain("Options:");
      expect(r.stderr.trim().split("\n").length).toBeLessThanOrEqual(3);
    }
  });

  it("a usage error the command itself finds also points to that command's help", () => {
    const r = runCli(["--json", "catalog", "--budget", "lots"]);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe("");
    expect(r.stderr).toBe(
      "skillport: --budget must be a whole number of bytes, got 'lots'\nRun 'skillport catalog --help' for usage.\n",
    );
    // A refusal (exit 1) is not a usage error: no pointer to the help.
    const dir = tmp();
    writeTree(dir, { "bad/SKILL.md": "---\nname: bad\n---\n" });
    const refused = runCli(["share", join(dir, "bad")]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).not.toContain("--help");
  });
});

describe("CLI: built-in skills", () => {
  it("create-skill is listed with a real path in the package, and --no-builtin leaves it out", () => {
    const dir = tmp();
    writeTree(dir, { "mine/SKILL.md": skillMd("mine") });
    const r = runCli(["--json", "--no-user", "--root", dir, "list"]);
    const skills = (JSON.parse(r.stdout) as { skills: { name: string; location: string; scope: string }[] })
      .skills;
    const builtin = skills.find((s) => s.name === "create-skill")!;
    expect(builtin.scope).toBe("builtin");
    expect(builtin.location).toBe(join(REPO, "builtin", "create-skill", "SKILL.md"));
    const cat = runCli(["--no-user", "--root", dir, "catalog"]);
    expect(cat.stdout).toContain(`<location>${builtin.location}</location>`);

    const off = runCli(["--json", "--no-user", "--root", dir, "--no-builtin", "list"]);
    expect((JSON.parse(off.stdout) as { skills: { name: string }[] }).skills.map((s) => s.name)).toEqual([
      "mine",
    ]);
    const offCat = runCli(["--no-user", "--root", dir, "catalog", "--no-builtin"]);
    expect(offCat.stdout).toContain("<name>mine</name>");
    expect(offCat.stdout).not.toContain("create-skill");
  });

  it("--no-builtin is part of the output memo's key: the next run with built-ins lists them again", () => {
    const dir = tmp();
    const home = tmp("skillport-home-");
    writeTree(dir, { "mine/SKILL.md": skillMd("mine") });
    const env = { HOME: home };
    const args = ["--no-user", "--root", dir, "list"];
    expect(runCli(["--no-builtin", ...args], { env }).stdout).not.toContain("create-skill");
    expect(runCli(args, { env }).stdout).toContain("create-skill");
    expect(runCli(["--no-builtin", ...args], { env }).stdout).not.toContain("create-skill");
  });
});

describe("CLI: many diagnostics of one kind", () => {
  /** `n` skills one level too deep for `--depth 1`, and one that loads. */
  function deepTree(n: number): string {
    const dir = tmp();
    const files: Record<string, string> = { "ok/SKILL.md": skillMd("ok") };
    for (let i = 0; i < n; i++) files[`group/deep-${i}/SKILL.md`] = skillMd(`deep-${i}`);
    return writeTree(dir, files);
  }

  it("list groups them: the shared advice once, five cases, then a count and where to see all", () => {
    const dir = deepTree(12);
    const r = runCli(["--no-user", "--no-builtin", "--root", dir, "--depth", "1", "list"]);
    expect(r.code).toBe(0);
    const lines = r.stderr.trim().split("\n");
    const head = lines.filter((l) => l.startsWith("warning[depth-limit]"));
    expect(head).toHaveLength(1);
    expect(head[0]).toMatch(/^warning\[depth-limit\] ×12: .*--depth/);
    const cases = lines.filter((l) => l.startsWith("  ") && l.includes("/SKILL.md"));
    expect(cases).toHaveLength(5);
    // Each case says what differs (its path) but not the advice again.
    for (const c of cases) expect(c).not.toContain("--depth");
    expect(new Set(cases).size).toBe(5);
    expect(r.stderr).toContain("… and 7 more (`skillport doctor` lists every one)");
  });

  it("three or fewer stay one line each", () => {
    const dir = deepTree(3);
    const r = runCli(["--no-user", "--no-builtin", "--root", dir, "--depth", "1", "list"]);
    const lines = r.stderr.trim().split("\n");
    expect(lines).toHaveLength(3);
    for (const l of lines) expect(l).toMatch(/^warning\[depth-limit\] .*--depth/);
  });

  it("doctor lists every case, with the shared advice (the known-fields list) said once", () => {
    const dir = tmp();
    const files: Record<string, string> = {};
    for (let i = 0; i < 6; i++) files[`s${i}/SKILL.md`] = skillMd(`s${i}`, "Does things.", `extra-${i}: x\n`);
    writeTree(dir, files);
    const r = runCli(["--no-user", "--no-builtin", "--root", dir, "doctor"]);
    expect(r.code).toBe(0);
    expect(r.stdout.match(/Known fields are/g)).toHaveLength(1);
    for (let i = 0; i < 6; i++) expect(r.stdout).toContain(`'extra-${i}'`);
    expect(r.stdout).toContain("info[unknown-field] ×6");
  });

  it("a catalog overflow is one short warning, not one name per skill, and points to --query", () => {
    const dir = tmp();
    const files: Record<string, string> = {};
    for (let i = 0; i < 60; i++) files[`skill-${i}/SKILL.md`] = skillMd(`skill-${i}`, "d".repeat(300));
    writeTree(dir, files);
    const r = runCli(["--no-user", "--no-builtin", "--root", dir, "catalog", "--budget", "2000"]);
    const warning = r.stderr.trim().split("\n");
    expect(warning).toHaveLength(1);
    expect(warning[0]!.length).toBeLessThan(700);
    expect(warning[0]).toContain("more (the budget report of `skillport doctor` lists each)");
    expect(warning[0]).toContain("skillport catalog --query");
  });

  describe.skipIf(!HAS_CORPUS)("real corpus", () => {
    it("list over hundreds of real skills prints a screenful of warnings, each line short", () => {
      const r = runCli(["--no-user", "--no-builtin", "--root", CORPUS, "list"]);
      const lines = r.stderr.trim().split("\n");
      expect(lines.length).toBeLessThan(80);
      expect(Math.max(...lines.map((l) => l.length))).toBeLessThan(1000);
      expect(lines.filter((l) => l.startsWith("warning[depth-limit]"))).toHaveLength(1);
    });
  });
});
