import {
  chmodSync,
  existsSync,
  lstatSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { createServer, type Server } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { computeSkillFolderHash } from "../../../src/install/hash.js";
import { installSkill } from "../../../src/install/install.js";
import { readLock } from "../../../src/install/lock.js";
import { parseSource } from "../../../src/install/source.js";
import { runCli, skillMd, tmp } from "../../helpers/index.js";
import { freePort, git, gitDaemon, makeRepo } from "../../helpers/install-git-helpers.js";

const hasGit = (() => {
  try {
    git(process.cwd(), "--version");
    return true;
  } catch {
    return false;
  }
})();
if (!hasGit) console.log("install-git tests skipped: git is not installed");

// A script that leaves a marker if anything ever runs it.
const marker = join(mkdtempSync(join(tmpdir(), "skillport-marker-")), "ran");
const script = `#!/bin/sh\ntouch ${marker}\n`;

function project() {
  const home = tmp("skillport-home-");
  const proj = tmp("skillport-proj-");
  git(proj, "init", "-q");
  return { home, proj };
}

describe.skipIf(!hasGit)("add from git (file:// and git daemon)", () => {
  // Made with mkdtempSync, not tmp(): it must outlive each test.
  const server = mkdtempSync(join(tmpdir(), "skillport-srv-"));
  let daemon: { base: string; stop: () => void };
  let repo: ReturnType<typeof makeRepo>;
  beforeAll(async () => {
    repo = makeRepo(server, "acme/skills", {
      "README.md": "not a skill",
      "skills/alpha/SKILL.md": skillMd(
        "alpha",
        "Alpha things.",
        "",
        "# Alpha\n\nRun scripts/run.sh and read references/guide.md.",
      ),
      "skills/alpha/scripts/run.sh": script,
      "skills/alpha/references/guide.md": "# Guide\n",
      "skills/alpha/assets/logo.bin": Buffer.from([0, 1, 2, 255]),
      "skills/beta/SKILL.md": skillMd("beta"),
    });
    chmodSync(join(repo.work, "skills/alpha/scripts/run.sh"), 0o755);
    repo.commit({}, "exec bit");
    daemon = await gitDaemon(server);
  });
  afterAll(() => {
    daemon?.stop();
    rmSync(server, { recursive: true, force: true });
  });

  it("owner/repo against SKILLPORT_GIT_BASE=file://…: every skill, every file, executable bits kept, scripts never run; lock v1 with hashes", () => {
    const { home, proj } = project();
    const env = { HOME: home, SKILLPORT_GIT_BASE: `file://${server}` };
    const r = runCli(["add", "acme/skills", "--cwd", proj], { env });
    expect(r.code, r.stderr).toBe(0);
    const root = join(proj, ".agents", "skills");
    expect(readdirSync(root).sort()).toEqual(["alpha", "beta"]);
    expect(readFileSync(join(root, "alpha", "references", "guide.md"), "utf8")).toBe("# Guide\n");
    expect([...readFileSync(join(root, "alpha", "assets", "logo.bin"))]).toEqual([0, 1, 2, 255]);
    expect(statSync(join(root, "alpha", "scripts", "run.sh")).mode & 0o111).not.toBe(0);
    expect(existsSync(marker)).toBe(false);
    const lock = JSON.parse(readFileSync(join(proj, "skills-lock.json"), "utf8"));
    expect(lock.version).toBe(1);
    expect(Object.keys(lock.skills)).toEqual(["alpha", "beta"]);
    expect(lock.skills.alpha).toMatchObject({
      source: "acme/skills",
      sourceType: "git",
      sourceUrl: `file://${server}/acme/skills`,
      skillPath: "skills/alpha/SKILL.md",
    });
    expect(JSON.stringify(lock)).not.toMatch(/[0-9]{4}-[0-9]{2}-[0-9]{2}T/);
    return computeSkillFolderHash(join(root, "alpha")).then((h) =>
      expect(lock.skills.alpha.computedHash).toBe(h),
    );
  });

  it("owner/repo/path@ref over git daemon on 127.0.0.1 installs just that skill; --skill picks; an unknown --skill writes nothing", () => {
    const { home, proj } = project();
    const env = { HOME: home, SKILLPORT_GIT_BASE: daemon.base };
    const r = runCli(["add", "acme/skills/skills/beta@main", "--json", "--cwd", proj], { env });
    expect(r.code, r.stderr).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(out.skills.map((s: { name: string }) => s.name)).toEqual(["beta"]);
    expect(readLock(join(proj, "skills-lock.json")).skills.beta).toMatchObject({
      ref: "main",
      sourceUrl: `${daemon.base}/acme/skills`,
    });
    const picked = runCli(["add", "acme/skills", "--skill", "alpha", "--cwd", proj], { env });
    expect(picked.code, picked.stderr).toBe(0);
    expect(readdirSync(join(proj, ".agents", "skills")).sort()).toEqual(["alpha", "beta"]);
    const { proj: p2 } = project();
    const none = runCli(["add", "acme/skills", "--skill", "gamma", "--cwd", p2], { env });
    expect(none.code).toBe(1);
    expect(none.stderr).toContain("install-skill-not-in-source");
    expect(none.stderr).toContain("alpha");
    expect(existsSync(join(p2, ".agents"))).toBe(false);
    expect(existsSync(join(p2, "skills-lock.json"))).toBe(false);
  });

  it("a git URL with #ref; --dry-run writes nothing; an existing skill needs --force", () => {
    const { home, proj } = project();
    const env = { HOME: home };
    const url = `file://${server}/acme/skills#main`;
    const dry = runCli(["add", url, "--dry-run", "--cwd", proj], { env });
    expect(dry.code, dry.stderr).toBe(0);
    expect(dry.stdout).toContain("Would install alpha");
    expect(readdirSync(proj)).toEqual([".git"]);
    expect(runCli(["add", url, "--cwd", proj], { env }).code).toBe(0);
    writeFileSync(join(proj, ".agents", "skills", "beta", "SKILL.md"), skillMd("beta", "Edited."));
    const again = runCli(["add", url, "--cwd", proj], { env });
    expect(again.code).toBe(1);
    expect(again.stderr).toContain("install-target-exists");
    expect(readFileSync(join(proj, ".agents", "skills", "beta", "SKILL.md"), "utf8")).toContain("Edited.");
    const forced = runCli(["add", url, "--force", "--cwd", proj], { env });
    expect(forced.code, forced.stderr).toBe(0);
    expect(readFileSync(join(proj, ".agents", "skills", "beta", "SKILL.md"), "utf8")).toBe(skillMd("beta"));
  });

  it("the fresh-user flow: add a shorthand, outdated, update (a locally modified skill kept), remove, install from the lock", () => {
    const server2 = tmp("skillport-srv-");
    const r2 = makeRepo(server2, "team/kit", {
      "one/SKILL.md": skillMd("one"),
      "two/SKILL.md": skillMd("two"),
    });
    const { home, proj } = project();
    const env = { HOME: home, SKILLPORT_GIT_BASE: `file://${server2}` };
    const root = join(proj, ".agents", "skills");
    expect(runCli(["add", "team/kit", "--cwd", proj], { env }).code).toBe(0);
    expect(runCli(["outdated", "--cwd", proj], { env }).code).toBe(0);
    r2.commit({
      "one/SKILL.md": skillMd("one", "One, improved."),
      "two/SKILL.md": skillMd("two", "Two, improved."),
    });
    writeFileSync(join(root, "two", "NOTES.md"), "mine");
    const out = runCli(["check", "--json", "--cwd", proj], { env });
    expect(out.code).toBe(1);
    const statuses = Object.fromEntries(
      JSON.parse(out.stdout).skills.map((s: { name: string; status: string }) => [s.name, s.status]),
    );
    expect(statuses).toEqual({ one: "outdated", two: "outdated" });
    const up = runCli(["update", "--cwd", proj], { env });
    expect(up.code).toBe(1);
    expect(up.stdout).toMatch(/one: updated \(1 changed, 0 added, 0 removed: ~SKILL\.md\)/);
    expect(up.stdout).toMatch(/two: kept: modified locally.*-NOTES\.md/);
    expect(readFileSync(join(root, "one", "SKILL.md"), "utf8")).toContain("One, improved.");
    expect(readFileSync(join(root, "two", "NOTES.md"), "utf8")).toBe("mine");
    const forced = runCli(["update", "two", "--force", "--cwd", proj], { env });
    expect(forced.code, forced.stderr).toBe(0);
    expect(existsSync(join(root, "two", "NOTES.md"))).toBe(false);
    expect(runCli(["outdated", "--cwd", proj], { env }).code).toBe(0);
    // remove drops the directory and the lock entry
    const rm = runCli(["remove", "one", "--cwd", proj], { env });
    expect(rm.code, rm.stderr).toBe(0);
    expect(existsSync(join(root, "one"))).toBe(false);
    expect(Object.keys(readLock(join(proj, "skills-lock.json")).skills)).toEqual(["two"]);
    expect(runCli(["remove", "one", "--cwd", proj], { env }).stderr).toContain("install-not-installed");
    // install restores exactly what the lock says
    const lockText = readFileSync(join(proj, "skills-lock.json"), "utf8");
    const fresh = tmp("skillport-proj-");
    git(fresh, "init", "-q");
    writeFileSync(join(fresh, "skills-lock.json"), lockText);
    const restored = runCli(["install", "--cwd", fresh], { env });
    expect(restored.code, restored.stderr).toBe(0);
    expect(readFileSync(join(fresh, ".agents", "skills", "two", "SKILL.md"), "utf8")).toContain(
      "Two, improved.",
    );
    expect(readFileSync(join(fresh, "skills-lock.json"), "utf8")).toBe(lockText);
    expect(runCli(["install", "--cwd", fresh], { env }).stdout).toContain("Up to date two");
    // upstream moves on: install still restores the locked version (from the locked commit)
    r2.commit({ "two/SKILL.md": skillMd("two", "Two, again.") });
    const other = tmp("skillport-proj-");
    writeFileSync(join(other, "skills-lock.json"), lockText);
    const moved = runCli(["install", "--cwd", other], { env });
    expect(moved.code, moved.stderr).toBe(0);
    expect(readFileSync(join(other, ".agents", "skills", "two", "SKILL.md"), "utf8")).toContain(
      "Two, improved.",
    );
  });

  it("hostile: remote helpers, option-like URLs and refs are refused before git runs", () => {
    const { home, proj } = project();
    const env = { HOME: home };
    const bad = [
      `ext::sh -c touch% ${marker}`,
      "fd::3",
      "file::/etc",
      "--upload-pack=touch /tmp/x",
      "ssh://-oProxyCommand=touch/x",
      "acme/skills@--output=/tmp/x",
      "acme/skills@a..b",
      "acme/../x",
    ];
    for (const source of bad) {
      const r = runCli(["add", "--cwd", proj, "--", source], {
        env: { ...env, SKILLPORT_GIT_BASE: `file://${server}` },
      });
      expect(r.code, source).not.toBe(0);
      expect(r.stderr, source).toContain("install-source-invalid");
    }
    expect(existsSync(marker)).toBe(false);
    expect(readdirSync(proj)).toEqual([".git"]);
    expect(() => parseSource("ext::sh")).toThrow(/remote helper/);
    expect(parseSource("https://host.example/acme/kit.git#v1")).toMatchObject({ kind: "git", ref: "v1" });
  });

  it("hostile: two skills with one name, a name that walks out, a link out of the repository", async () => {
    const srv = tmp("skillport-srv-");
    makeRepo(srv, "evil/dup", { "a/SKILL.md": skillMd("same"), "b/SKILL.md": skillMd("same") });
    makeRepo(srv, "evil/walk", { "x/SKILL.md": skillMd("../../escaped") });
    const secret = join(tmp("skillport-secret-"), "id_rsa");
    writeFileSync(secret, "SECRET");
    const linked = makeRepo(srv, "evil/link", { "s/SKILL.md": skillMd("s") });
    symlinkSync(secret, join(linked.work, "s", "key"));
    linked.commit({}, "link");
    const { home, proj } = project();
    const env = { HOME: home, SKILLPORT_GIT_BASE: `file://${srv}` };
    const dup = runCli(["add", "evil/dup", "--cwd", proj], { env });
    expect(dup.code).toBe(1);
    expect(dup.stderr).toContain("install-name-collision");
    const walk = runCli(["add", "evil/walk", "--force", "--cwd", proj], { env });
    expect(walk.code).toBe(1);
    expect(walk.stderr).toMatch(/install-name-unsafe/);
    expect(readdirSync(proj)).toEqual([".git"]);
    expect(existsSync(join(proj, "..", "escaped"))).toBe(false);
    const link = runCli(["add", "evil/link", "--cwd", proj], { env });
    expect(link.code, link.stderr).toBe(0);
    expect(link.stderr).toContain("install-skipped-entry");
    expect(existsSync(join(proj, ".agents", "skills", "s", "key"))).toBe(false);
    expect(readdirSync(join(proj, ".agents", "skills", "s"))).toEqual(["SKILL.md"]);
  });

  it("a skill that does not validate is refused (nothing written) unless --force", () => {
    const srv = tmp("skillport-srv-");
    makeRepo(srv, "x/bad", { "bad/SKILL.md": "---\nname: bad\n---\nno description\n" });
    const { home, proj } = project();
    const env = { HOME: home, SKILLPORT_GIT_BASE: `file://${srv}` };
    const r = runCli(["add", "x/bad", "--cwd", proj], { env });
    expect(r.code).toBe(1);
    expect(r.stderr).toContain("install-skill-invalid");
    expect(readdirSync(proj)).toEqual([".git"]);
    expect(runCli(["add", "x/bad", "--force", "--cwd", proj], { env }).code).toBe(0);
    expect(existsSync(join(proj, ".agents", "skills", "bad", "SKILL.md"))).toBe(true);
  });

  it("a git server that never answers: install-timeout, nothing written", async () => {
    const port = await freePort();
    const sockets: import("node:net").Socket[] = [];
    const silent: Server = createServer((s) => sockets.push(s));
    await new Promise<void>((r) => silent.listen(port, "127.0.0.1", () => r()));
    try {
      const { proj } = project();
      const lib = installSkill(`git://127.0.0.1:${port}/x/y`, {
        root: join(proj, ".agents", "skills"),
        base: proj,
        timeoutMs: 1500,
      });
      await expect(lib).rejects.toMatchObject({ code: "install-timeout" });
      expect(readdirSync(proj)).toEqual([".git"]);
    } finally {
      for (const s of sockets) s.destroy();
      silent.close();
    }
  });

  it("a repository that does not exist is install-source-not-found", async () => {
    const { proj } = project();
    await expect(
      installSkill(`file://${server}/nobody/nothing`, { root: join(proj, ".agents", "skills"), base: proj }),
    ).rejects.toMatchObject({ code: expect.stringMatching(/install-source-not-found|install-git-failed/) });
    expect(lstatSync(proj).isDirectory()).toBe(true);
    expect(readdirSync(proj)).toEqual([".git"]);
  });
});
