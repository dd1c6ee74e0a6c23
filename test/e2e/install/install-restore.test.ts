// Restoring from a committed skills-lock.json when the source moved on, per-skill reports of
// update/outdated, where a skill went (`--root`), and share links with host fields. Real git
// repositories served over file://.
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { encodeShareLink } from "../../../src/security/share.js";
import { runCli, skillMd, tmp } from "../../helpers/index.js";
import { git, makeRepo } from "../../helpers/install-git-helpers.js";

const hasGit = (() => {
  try {
    git(process.cwd(), "--version");
    return true;
  } catch {
    return false;
  }
})();

function setup() {
  const server = tmp("skillport-srv-");
  const home = tmp("skillport-home-");
  const proj = tmp("skillport-proj-");
  git(proj, "init", "-q");
  const env = { HOME: home, SKILLPORT_GIT_BASE: `file://${server}` };
  const repo = makeRepo(server, "acme/skills", {
    "one/SKILL.md": skillMd("one", "One."),
    "two/SKILL.md": skillMd("two", "Two."),
  });
  const other = makeRepo(server, "acme/other", { "three/SKILL.md": skillMd("three", "Three.") });
  return { server, home, proj, env, repo, other };
}

/** A fresh clone of `proj`: only its committed lock. */
function cloneOf(lockText: string): string {
  const fresh = tmp("skillport-proj-");
  git(fresh, "init", "-q");
  writeFileSync(join(fresh, "skills-lock.json"), lockText);
  return fresh;
}

const statuses = (stdout: string) =>
  Object.fromEntries(
    JSON.parse(stdout).skills.map((s: { name: string; status: string }) => [s.name, s.status]),
  );

describe.skipIf(!hasGit)("restore never gets stuck", () => {
  it("a fresh clone restores the locked versions from the locked commit after upstream moved on", () => {
    const { proj, env, repo } = setup();
    expect(runCli(["add", "acme/skills", "--cwd", proj], { env }).code).toBe(0);
    const lockText = readFileSync(join(proj, "skills-lock.json"), "utf8");
    expect(JSON.parse(lockText).skills.one.commit).toMatch(/^[0-9a-f]{40}$/);
    repo.commit({ "two/SKILL.md": skillMd("two", "Two, changed upstream.") });
    const fresh = cloneOf(lockText);
    const r = runCli(["install", "--cwd", fresh], { env });
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain("Restored one");
    expect(r.stdout).toContain("Restored two");
    expect(readFileSync(join(fresh, ".agents/skills/two/SKILL.md"), "utf8")).toContain("Two.");
    expect(readFileSync(join(fresh, "skills-lock.json"), "utf8")).toBe(lockText);
  });

  it("without a locked commit (another tool's lock): the locked version is found in the source's history", () => {
    const { proj, env, repo } = setup();
    expect(runCli(["add", "acme/skills", "--cwd", proj], { env }).code).toBe(0);
    const lock = JSON.parse(readFileSync(join(proj, "skills-lock.json"), "utf8"));
    for (const e of Object.values(lock.skills) as Record<string, unknown>[]) delete e.commit;
    repo.commit({ "two/SKILL.md": skillMd("two", "Two, changed upstream.") });
    repo.commit({ "one/SKILL.md": skillMd("one", "One, changed too.") });
    const fresh = cloneOf(`${JSON.stringify(lock, null, 2)}\n`);
    const r = runCli(["install", "--json", "--cwd", fresh], { env });
    expect(r.code, r.stderr).toBe(0);
    expect(statuses(r.stdout)).toEqual({ one: "restored", two: "restored" });
    expect(readFileSync(join(fresh, ".agents/skills/two/SKILL.md"), "utf8")).toContain("Two.");
  });

  it("when the locked version is gone (history rewritten): restores what it can, reports the rest with a step that works; update NAME installs an entry not on disk", () => {
    const { proj, env, repo } = setup();
    expect(runCli(["add", "acme/skills", "--cwd", proj], { env }).code).toBe(0);
    const lock = JSON.parse(readFileSync(join(proj, "skills-lock.json"), "utf8"));
    for (const e of Object.values(lock.skills) as Record<string, unknown>[]) delete e.commit;
    const lockText = `${JSON.stringify(lock, null, 2)}\n`;
    writeFileSync(join(repo.work, "two/SKILL.md"), skillMd("two", "Two, changed upstream."));
    git(repo.work, "commit", "-qam", "rewritten", "--amend");
    git(repo.work, "push", "-qf", "origin", "main");
    const fresh = cloneOf(lockText);
    const r = runCli(["install", "--cwd", fresh], { env });
    expect(r.code).toBe(1);
    expect(r.stdout).toContain("Restored one");
    expect(r.stderr).toContain("Not restored two");
    expect(r.stderr).toContain("skillport update two");
    expect(existsSync(join(fresh, ".agents/skills/one/SKILL.md"))).toBe(true);
    expect(existsSync(join(fresh, ".agents/skills/two"))).toBe(false);
    // The step it gave works.
    const up = runCli(["update", "two", "--cwd", fresh], { env });
    expect(up.code, up.stderr).toBe(0);
    expect(up.stdout).toContain("two: updated");
    expect(readFileSync(join(fresh, ".agents/skills/two/SKILL.md"), "utf8")).toContain("changed upstream");
    const again = runCli(["install", "--json", "--cwd", fresh], { env });
    expect(again.code, again.stderr).toBe(0);
    expect(statuses(again.stdout)).toEqual({ one: "present", two: "present" });
    // --force takes the current version too, and records it.
    const forced = cloneOf(lockText);
    const f = runCli(["install", "--force", "--json", "--cwd", forced], { env });
    expect(f.code, f.stderr).toBe(0);
    expect(statuses(f.stdout)).toEqual({ one: "restored", two: "updated" });
    const after = JSON.parse(readFileSync(join(forced, "skills-lock.json"), "utf8"));
    expect(after.skills.two.computedHash).not.toBe(lock.skills.two.computedHash);
    expect(after.skills.two.commit).toMatch(/^[0-9a-f]{40}$/);
    expect(after.skills.one).toEqual(lock.skills.one);
  });

  it("a source that cannot be fetched fails its own skills only: install, outdated and update go on and report per skill", () => {
    const { proj, env, repo, other } = setup();
    expect(runCli(["add", "acme/skills", "--cwd", proj], { env }).code).toBe(0);
    expect(runCli(["add", "acme/other", "--cwd", proj], { env }).code).toBe(0);
    rmSync(other.bare, { recursive: true, force: true });
    repo.commit({ "one/SKILL.md": skillMd("one", "One, improved.") });
    const out = runCli(["outdated", "--json", "--cwd", proj], { env });
    expect(out.code).toBe(1);
    expect(statuses(out.stdout)).toEqual({ one: "outdated", two: "up-to-date", three: "failed" });
    const up = runCli(["update", "--cwd", proj], { env });
    expect(up.code).toBe(1);
    expect(up.stdout).toContain("one: updated");
    expect(up.stderr).toContain("three: failed");
    expect(readFileSync(join(proj, ".agents/skills/one/SKILL.md"), "utf8")).toContain("improved");
    const fresh = cloneOf(readFileSync(join(proj, "skills-lock.json"), "utf8"));
    const r = runCli(["install", "--json", "--cwd", fresh], { env });
    expect(r.code).toBe(1);
    const skills = JSON.parse(r.stdout).skills as { name: string; status: string; step?: string }[];
    expect(skills.map((s) => [s.name, s.status])).toEqual([
      ["one", "restored"],
      ["three", "failed"],
      ["two", "restored"],
    ]);
    expect(skills[1]!.step).toContain("skillport install");
  });

  it("a skill gone from its source is reported with `skillport remove NAME`, which then works", () => {
    const { proj, env, repo } = setup();
    expect(runCli(["add", "acme/skills", "--cwd", proj], { env }).code).toBe(0);
    const lock = JSON.parse(readFileSync(join(proj, "skills-lock.json"), "utf8"));
    for (const e of Object.values(lock.skills) as Record<string, unknown>[]) delete e.commit;
    git(repo.work, "rm", "-rq", "two");
    git(repo.work, "commit", "-qm", "drop two", "--amend");
    git(repo.work, "push", "-qf", "origin", "main");
    const fresh = cloneOf(`${JSON.stringify(lock, null, 2)}\n`);
    const r = runCli(["install", "--cwd", fresh], { env });
    expect(r.code).toBe(1);
    expect(r.stderr).toContain("skillport remove two");
    expect(runCli(["remove", "two", "--cwd", fresh], { env }).code).toBe(0);
    expect(runCli(["install", "--cwd", fresh], { env }).code).toBe(0);
  });
});

describe("where a skill went", () => {
  it("remove after add --root .claude/skills removes the folder; a fresh clone restores it there", () => {
    const proj = tmp("skillport-proj-");
    const home = tmp("skillport-home-");
    const env = { HOME: home };
    const src = tmp("skillport-src-");
    writeFileSync(join(src, "SKILL.md"), skillMd("tool"));
    git(proj, "init", "-q");
    const add = runCli(["add", src, "--root", ".claude/skills", "--cwd", proj], { env });
    expect(add.code, add.stderr).toBe(0);
    const lockText = readFileSync(join(proj, "skills-lock.json"), "utf8");
    expect(JSON.parse(lockText).skills.tool.root).toBe(".claude/skills");
    const fresh = cloneOf(lockText);
    const r = runCli(["install", "--cwd", fresh], { env });
    expect(r.code, r.stderr).toBe(0);
    expect(existsSync(join(fresh, ".claude/skills/tool/SKILL.md"))).toBe(true);
    expect(existsSync(join(fresh, ".agents"))).toBe(false);
    const rm = runCli(["remove", "tool", "--cwd", proj], { env });
    expect(rm.code, rm.stderr).toBe(0);
    expect(rm.stdout).not.toContain("not installed");
    expect(existsSync(join(proj, ".claude/skills/tool"))).toBe(false);
    expect(JSON.parse(readFileSync(join(proj, "skills-lock.json"), "utf8")).skills).toEqual({});
  });

  it("hostile: a committed lock whose root leaves the project is refused per entry, nothing written outside", () => {
    const proj = tmp("skillport-proj-");
    const home = tmp("skillport-home-");
    const src = tmp("skillport-src-");
    writeFileSync(join(src, "SKILL.md"), skillMd("tool"));
    git(proj, "init", "-q");
    expect(runCli(["add", src, "--cwd", proj], { env: { HOME: home } }).code).toBe(0);
    const lock = JSON.parse(readFileSync(join(proj, "skills-lock.json"), "utf8"));
    for (const root of ["../outside", "/tmp", ".git/hooks"]) {
      lock.skills.tool.root = root;
      const fresh = cloneOf(JSON.stringify(lock));
      const r = runCli(["install", "--cwd", fresh], { env: { HOME: home } });
      expect(r.code).toBe(1);
      expect(r.stderr).toContain("not a safe path inside the project");
      expect(readdirSync(fresh).sort()).toEqual([".git", "skills-lock.json"]);
      const rm = runCli(["remove", "tool", "--cwd", fresh], { env: { HOME: home } });
      expect(rm.code).toBe(1);
      expect(rm.stderr).toContain("lock-invalid");
    }
  });
});

describe("share links are checked as other sources are", () => {
  it("a link carrying host fields (argument-hint, when_to_use, disable-model-invocation) installs", () => {
    const proj = tmp("skillport-proj-");
    const home = tmp("skillport-home-");
    git(proj, "init", "-q");
    const text = skillMd(
      "hinted",
      "Hinted.",
      "argument-hint: <file>\nwhen_to_use: when asked\ndisable-model-invocation: true\n",
    );
    const link = encodeShareLink(text);
    const r = runCli(["add", link, "--cwd", proj], { env: { HOME: home } });
    expect(r.code, r.stderr).toBe(0);
    expect(readFileSync(join(proj, ".agents/skills/hinted/SKILL.md"), "utf8")).toBe(text);
  });
});
