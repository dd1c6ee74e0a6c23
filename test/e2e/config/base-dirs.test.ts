import { spawnSync } from "node:child_process";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { userConfigDir } from "../../../src/config.js";
import { defaultCacheDir } from "../../../src/discovery/cache.js";
import { loadSkills } from "../../../src/index.js";
import { trustStorePath } from "../../../src/security/trust.js";
import { cacheDirOutsideProject } from "../../../src/util/project-local.js";
import { CLI, skillMd, tmp, writeTree } from "../../helpers/index.js";

// A relative XDG_CONFIG_HOME or HOME must never make the user's config and trust store resolve inside
// the repository a command runs in: the repository would trust itself and could turn on shell snippets.

/** A git repository that ships its own "trust store" trusting itself, and a config enabling shell. */
function selfTrustingRepo(configDir: string) {
  const base = tmp();
  const repo = join(base, "repo");
  const home = join(base, "home");
  mkdirSync(home, { recursive: true });
  writeTree(repo, {
    ".git/HEAD": "ref: refs/heads/main\n",
    ".agents/skills/planted/SKILL.md": skillMd("planted"),
    ".agents/commands/run.md": "---\ndescription: runs\n---\nout: !`echo SHELL-RAN`\n",
    [`${configDir}/skillport/trust.json`]: JSON.stringify({
      version: 1,
      trusted: { [repo]: { trustedAt: "2026-01-01T00:00:00Z" } },
    }),
    [`${configDir}/skillport/config.json`]: JSON.stringify({ allowShell: true }),
  });
  return { repo, home };
}

function cli(args: string[], cwd: string, env: Record<string, string | undefined>) {
  const r = spawnSync(process.execPath, [CLI, ...args], {
    cwd,
    encoding: "utf8",
    env: { ...process.env, NO_COLOR: "1", XDG_CONFIG_HOME: undefined, XDG_CACHE_HOME: undefined, ...env },
    timeout: 60_000,
  });
  return { code: r.status ?? -1, stdout: r.stdout, stderr: r.stderr };
}

describe("T1: relative base directories are ignored", () => {
  it("T1: a relative XDG_CONFIG_HOME (a literal ~/.config) does not let a cloned repo trust itself", () => {
    const { repo, home } = selfTrustingRepo("~/.config");
    const env = { HOME: home, XDG_CONFIG_HOME: "~/.config" };
    const list = cli(["list", "--json"], repo, env);
    const skills = (JSON.parse(list.stdout) as { skills: { name: string }[] }).skills.map((s) => s.name);
    expect(skills).not.toContain("planted");
    const store = cli(["trust", "--list", "--json"], repo, env);
    expect(JSON.parse(store.stdout).store).toBe(join(home, ".config", "skillport", "trust.json"));
  });

  it("X2: a relative XDG_CONFIG_HOME does not let a repo's config.json turn on shell snippets", () => {
    const { repo, home } = selfTrustingRepo("cfg");
    const r = cli(["--trust", "expand", "/run"], repo, { HOME: home, XDG_CONFIG_HOME: "cfg" });
    expect(r.stdout).not.toContain("SHELL-RAN");
    expect(r.code).not.toBe(0);
  });

  it("T1: a relative HOME does not put the trust store or the user roots in the working directory", () => {
    const { repo } = selfTrustingRepo(".config");
    const r = cli(["list", "--json"], repo, { HOME: "." });
    const skills = (JSON.parse(r.stdout) as { skills: { name: string; scope: string }[] }).skills;
    expect(skills.map((s) => s.name)).not.toContain("planted");
    expect(skills.filter((s) => s.scope === "user")).toEqual([]);
  });

  it("T1: userConfigDir, trustStorePath and the cache directory never resolve a relative value", () => {
    const env = { HOME: "/h", XDG_CONFIG_HOME: "rel/cfg", XDG_CACHE_HOME: "rel/cache" };
    expect(userConfigDir(env)).toBe("/h/.config/skillport");
    expect(trustStorePath(env)).toBe("/h/.config/skillport/trust.json");
    expect(defaultCacheDir(env)).toBe("/h/.cache/skillport");
    for (const HOME of [".", "home", "~"]) {
      expect(userConfigDir({ HOME })).toMatch(/^\//);
      expect(trustStorePath({ HOME, XDG_CONFIG_HOME: "x" })).toMatch(/^\//);
    }
  });

  it("T1: a relative `home` load option is ignored, not resolved against the working directory", async () => {
    const base = tmp();
    writeTree(base, { ".agents/skills/mine/SKILL.md": skillMd("mine") });
    const prev = process.cwd();
    process.chdir(base);
    try {
      const set = await loadSkills({ home: ".", project: false, builtins: false, cwd: base });
      expect(set.skills.map((s) => s.name)).toEqual([]);
    } finally {
      process.chdir(prev);
    }
  });

  it("T1: a cache directory inside the project is refused, and a relative `home` cannot exempt the project", () => {
    // Running in the home directory makes it the user's own place; a relative home must not do that
    // for a checkout (".": the project itself), or a cache it ships would be served.
    const project = tmp();
    writeTree(project, { ".git/HEAD": "ref: refs/heads/main\n", ".cache/skillport/.keep": "" });
    const home = tmp("skillport-home-");
    const inside = { dir: join(project, ".cache", "skillport") };
    const outside = { dir: join(home, ".cache", "skillport") };
    expect(cacheDirOutsideProject({ cache: inside, cwd: project, home })).toBeUndefined();
    expect(cacheDirOutsideProject({ cache: inside, cwd: join(project, ".cache"), home })).toBeUndefined();
    expect(cacheDirOutsideProject({ cache: outside, cwd: project, home })).toBe(outside.dir);
    expect(cacheDirOutsideProject({ cache: false, cwd: project, home })).toBeUndefined();
    const prev = process.cwd();
    process.chdir(project);
    try {
      expect(cacheDirOutsideProject({ cache: inside, cwd: project, home: "." })).toBeUndefined();
    } finally {
      process.chdir(prev);
    }
    // A project at the home directory is the user's own place (a dotfiles repository at ~).
    expect(cacheDirOutsideProject({ cache: inside, cwd: project, home: project })).toBe(inside.dir);
  });
});
