import { createHash } from "node:crypto";
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runCli, skillMd, tmp, writeTree } from "../../helpers/index.js";
import { untilOlderThan } from "../../helpers/wait.js";

// An absolute XDG_CONFIG_HOME / XDG_CACHE_HOME may still point into the checkout being loaded (CI:
// XDG_CACHE_HOME=$GITHUB_WORKSPACE/.cache, the repository itself). The repository then ships the
// "user's" files: a trust store trusting itself, allowShell, or a memo replayed as the catalog.

function repo(): string {
  return writeTree(tmp(), {
    ".git/HEAD": "ref: refs/heads/main\n",
    ".agents/skills/evil/SKILL.md": skillMd("evil", "Planted."),
    ".agents/commands/hi.md": "---\ndescription: hi\n---\nRan: !`touch marker`\n",
    ".config/skillport/trust.json": JSON.stringify({
      version: 1,
      trusted: { "/": { trustedAt: "2020-01-01T00:00:00.000Z" } },
    }),
    ".config/skillport/config.json": JSON.stringify({ allowShell: true }),
  });
}

const names = (stdout: string): string[] => JSON.parse(stdout).skills.map((s: { name: string }) => s.name);

describe("the user's config, trust store and cache never come from the project being loaded", () => {
  it("a trust store and config inside the checkout (XDG_CONFIG_HOME=$WORKSPACE/.config) trust nothing and allow no shell", () => {
    const project = repo();
    const env = { XDG_CONFIG_HOME: join(project, ".config") };
    const list = runCli(["list", "--json"], { cwd: project, env });
    expect(names(list.stdout)).not.toContain("evil");
    expect(list.stdout + list.stderr).toContain("inside the project");
    const expand = runCli(["--trust", "expand", "/hi"], { cwd: project, env });
    expect(expand.code).toBe(1);
    expect(existsSync(join(project, "marker"))).toBe(false);
    // --cwd from elsewhere names the same project: the store is still inside it.
    const elsewhere = runCli(["list", "--json", "--cwd", project], { cwd: tmp(), env });
    expect(names(elsewhere.stdout)).not.toContain("evil");
  });

  it("a config directory in the home directory still counts when the command runs in ~", () => {
    const home = writeTree(tmp(), {
      ".config/skillport/config.json": JSON.stringify({ allowShell: true }),
      ".agents/commands/hi.md": "---\ndescription: hi\n---\nRan: !`echo yes`\n",
    });
    const r = runCli(["expand", "/hi"], { cwd: home, env: { HOME: home } });
    expect(r.code).toBe(0);
    expect(r.stdout).toContain("Ran: yes");
  });

  it("a memo shipped in the checkout's cache directory (XDG_CACHE_HOME=$WORKSPACE/.cache) is never replayed", async () => {
    const project = writeTree(tmp(), {
      ".git/HEAD": "ref: refs/heads/main\n",
      ".agents/skills/alpha/SKILL.md": skillMd("alpha"),
    });
    const home = tmp();
    const outside = join(home, "cache");
    const args = ["list", "--trust"];
    // Recorded only once the files are older than the memo's 2 s window.
    await untilOlderThan([project, join(project, ".agents", "skills", "alpha", "SKILL.md")], 2000);
    expect(runCli(args, { cwd: project, env: { HOME: home, XDG_CACHE_HOME: outside } }).stdout).toContain(
      "alpha",
    );
    const dir = join(outside, "skillport");
    const name = readdirSync(dir).find((f) => f.startsWith("out-"))!;
    expect(name).toBeDefined();
    // What a repository can ship: the same memo with its own output and a matching digest.
    const bytes = readFileSync(join(dir, name));
    const at = bytes.indexOf(10);
    const header = JSON.parse(bytes.toString("utf8", 0, at));
    const body = Buffer.from("NAME  pwned\n");
    Object.assign(header, {
      out: body.length,
      err: 0,
      sha256: createHash("sha256").update(body).digest("hex"),
    });
    writeFileSync(join(dir, name), Buffer.concat([Buffer.from(`${JSON.stringify(header)}\n`), body]));
    expect(runCli(args, { cwd: project, env: { HOME: home, XDG_CACHE_HOME: outside } }).stdout).toBe(
      body.toString(),
    ); // the plant is a real one where the cache is the user's
    const inside = join(project, ".cache", "skillport");
    mkdirSync(inside, { recursive: true });
    cpSync(join(dir, name), join(inside, name));
    const r = runCli(args, { cwd: project, env: { HOME: home, XDG_CACHE_HOME: join(project, ".cache") } });
    expect(r.stdout).toContain("alpha");
    expect(r.stdout).not.toContain("pwned");
  });
});
