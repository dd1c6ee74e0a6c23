// `skillport add mcp:NAME` and `add mcp:-- COMMAND…`: skills served over MCP (the Skills extension)
// written to disk, each file checked against the listing's digest, audited and locked. Tested
// against `skillport mcp` itself and a hostile fake server.
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { computeSkillFolderHash } from "../../../src/install/hash.js";
import { CLI, REPO, runCli, skillMd, tmp, writeTree } from "../../helpers/index.js";

const FAKE = join(REPO, "test", "fixtures", "fake-skills-mcp.mjs");

function setup() {
  const home = tmp("skillport-home-");
  const proj = tmp("skillport-proj-");
  writeTree(proj, { ".git/HEAD": "ref: refs/heads/main\n" });
  const served = tmp("skillport-served-");
  writeTree(served, {
    "alpha/SKILL.md": skillMd("alpha", "Alpha.", "argument-hint: <file>\n"),
    "alpha/references/guide.md": "# Guide\n",
    "alpha/assets/logo.bin": Buffer.from([0, 1, 2, 255, 254]),
  });
  return { home, proj, served, env: { HOME: home } };
}

describe("add from an MCP server", () => {
  it("mcp:-- COMMAND against skillport mcp: every file byte for byte, verified, audited, locked (the command's name only)", async () => {
    const { proj, served, env } = setup();
    const cmd = [process.execPath, CLI, "mcp", "--root", served, "--no-user"];
    const r = runCli(["add", "mcp:--", "--cwd", proj, "--skill", "alpha", "--json", "--", ...cmd], { env });
    expect(r.code, r.stderr).toBe(0);
    const dir = join(proj, ".agents/skills/alpha");
    expect(readFileSync(join(dir, "SKILL.md"), "utf8")).toBe(
      readFileSync(join(served, "alpha/SKILL.md"), "utf8"),
    );
    expect([...readFileSync(join(dir, "assets/logo.bin"))]).toEqual([0, 1, 2, 255, 254]);
    expect(readdirSync(join(proj, ".agents/skills"))).toEqual(["alpha"]);
    const lock = JSON.parse(readFileSync(join(proj, "skills-lock.json"), "utf8"));
    expect(lock.skills.alpha).toMatchObject({ sourceType: "mcp", source: "mcp:-- node" });
    expect(JSON.stringify(lock)).not.toContain(served);
    expect(lock.skills.alpha.computedHash).toBe(await computeSkillFolderHash(dir));
  });

  it("mcp:NAME from an MCP configuration; install in a fresh clone never starts a server the lock names, and says what to run", () => {
    const { proj, served, env, home } = setup();
    const config = join(home, "mcp.json");
    writeFileSync(
      config,
      JSON.stringify({
        mcpServers: {
          local: { command: process.execPath, args: [CLI, "mcp", "--root", served, "--no-user"] },
        },
      }),
    );
    const r = runCli(["add", "mcp:local", "--skill", "alpha", "--mcp-config", config, "--cwd", proj], {
      env,
    });
    expect(r.code, r.stderr).toBe(0);
    expect(existsSync(join(proj, ".agents/skills/alpha/references/guide.md"))).toBe(true);
    const missing = runCli(["add", "mcp:nope", "--mcp-config", config, "--cwd", proj], { env });
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain("it has: local");
    const fresh = tmp("skillport-proj-");
    writeFileSync(join(fresh, "skills-lock.json"), readFileSync(join(proj, "skills-lock.json")));
    const restore = runCli(["install", "--cwd", fresh], { env });
    expect(restore.code).toBe(1);
    expect(restore.stderr).toContain("skillport add mcp:local --skill alpha --force");
    expect(existsSync(join(fresh, ".agents"))).toBe(false);
  });

  it("hostile: a file whose bytes do not match the listed digest, or a resource path that walks out, writes nothing", () => {
    for (const mode of ["digest", "escape"]) {
      const { proj, env } = setup();
      const r = runCli(["add", "--cwd", proj, "mcp:--", "--", process.execPath, FAKE, mode], { env });
      expect(r.code, mode).toBe(1);
      expect(r.stderr).toContain(mode === "digest" ? "install-digest-mismatch" : "install-index-invalid");
      expect(existsSync(join(proj, ".agents"))).toBe(false);
      expect(existsSync(join(proj, "skills-lock.json"))).toBe(false);
    }
    const { proj, env } = setup();
    const honest = runCli(["add", "--cwd", proj, "mcp:--", "--", process.execPath, FAKE, "honest"], { env });
    expect(honest.code, honest.stderr).toBe(0);
  });
});
