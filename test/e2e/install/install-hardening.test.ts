// Regression tests for writes into a skills root: a symlinked root, a run killed between the two
// renames of a replace, and a full or read-only disk.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, symlinkSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { buildSync } from "esbuild";
import { describe, expect, it } from "vitest";
import { encodeShareLink } from "../../../src/index.js";
import { inspectSkillsRoot, openSkillsRoot } from "../../../src/install/root.js";
import { REPO, runCli, skillMd, tmp, writeTree } from "../../helpers/index.js";

const CLI = join(REPO, "dist", "cli", "bin.js");

// placeSkill is internal (not in the package's exports): bundle it alone for the child process
// (into the test's own temporary directory, which is removed after each test).
function placeLib(): string {
  const out = join(tmp("skillport-bundle-"), "place.mjs");
  buildSync({
    entryPoints: [join(REPO, "src", "install", "place.ts")],
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    outfile: out,
    logLevel: "silent",
  });
  return pathToFileURL(out).href;
}

function project(): { proj: string; home: string } {
  const home = tmp("skillport-home-");
  const proj = tmp("skillport-proj-");
  mkdirSync(join(proj, ".git"));
  return { proj, home };
}

describe("a skills root that is a symbolic link leaving the project", () => {
  it("add refuses to write through a symlinked .agents/skills into the user's own skills, names the real target, and writes nothing", () => {
    const { proj, home } = project();
    const userSkills = join(home, ".agents", "skills");
    mkdirSync(userSkills, { recursive: true });
    mkdirSync(join(proj, ".agents"));
    symlinkSync(userSkills, join(proj, ".agents", "skills"));
    const r = runCli(["add", encodeShareLink(skillMd("planted")), "--cwd", proj], { env: { HOME: home } });
    expect(r.code).toBe(1);
    expect(r.stderr).toContain("install-root-symlink");
    expect(r.stderr).toContain(userSkills);
    expect(r.stderr).toContain("--force");
    expect(readdirSync(userSkills)).toEqual([]);
  });

  it("new refuses a symlinked project root leading outside the project the same way; --force writes to the real target it names", () => {
    const { proj, home } = project();
    const elsewhere = tmp("skillport-elsewhere-");
    mkdirSync(join(proj, ".agents"));
    symlinkSync(elsewhere, join(proj, ".agents", "skills"));
    const r = runCli(["new", "Planted skill", "--cwd", proj], { env: { HOME: home } });
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(elsewhere);
    expect(readdirSync(elsewhere)).toEqual([]);
    const forced = runCli(["new", "Planted skill", "--cwd", proj, "--force"], { env: { HOME: home } });
    expect(forced.code).toBe(0);
    expect(forced.stdout).toContain(join(elsewhere, "planted-skill"));
    expect(existsSync(join(elsewhere, "planted-skill", "SKILL.md"))).toBe(true);
  });

  it("a link that stays inside the project, and any link for the user scope, are followed without --force", () => {
    const { proj, home } = project();
    mkdirSync(join(proj, "shared-skills"));
    mkdirSync(join(proj, ".agents"));
    symlinkSync("../shared-skills", join(proj, ".agents", "skills"));
    const r = runCli(["new", "Inside", "--cwd", proj], { env: { HOME: home } });
    expect(r.code).toBe(0);
    expect(existsSync(join(proj, "shared-skills", "inside", "SKILL.md"))).toBe(true);
    const dotfiles = tmp("skillport-dotfiles-");
    mkdirSync(join(home, ".agents"));
    symlinkSync(dotfiles, join(home, ".agents", "skills"));
    const u = runCli(["new", "Mine", "--scope", "user", "--cwd", proj], { env: { HOME: home } });
    expect(u.code).toBe(0);
    expect(existsSync(join(dotfiles, "mine", "SKILL.md"))).toBe(true);
  });

  it("a link in a parent of the root (.agents itself) and a dangling link are caught too", () => {
    const { proj } = project();
    const elsewhere = tmp("skillport-elsewhere-");
    symlinkSync(elsewhere, join(proj, ".agents"));
    const c = inspectSkillsRoot(join(proj, ".agents", "skills"), proj);
    expect(c.escapes).toBe(true);
    expect(c.link).toBe(join(proj, ".agents"));
    expect(c.realRoot).toBe(join(elsewhere, "skills"));
    expect(() => openSkillsRoot(join(proj, ".agents", "skills"), { base: proj })).toThrow(
      /install-root-symlink|symbolic link/,
    );
    expect(existsSync(join(elsewhere, "skills"))).toBe(false);
    const p2 = tmp("skillport-proj-");
    mkdirSync(join(p2, ".agents"));
    symlinkSync(join(p2, "nowhere", "x"), join(p2, ".agents", "skills"));
    expect(inspectSkillsRoot(join(p2, ".agents", "skills"), p2).escapes).toBe(true);
  });
});

describe("add --force killed between its renames", () => {
  const oldSkill = skillMd("pdf-tools", "The old copy.");
  const newSkill = skillMd("pdf-tools", "The new copy.");

  it("a leftover old copy moved aside by an earlier version (.skillport-old-XXXXXX) is put back by the next add", () => {
    const { proj, home } = project();
    const root = join(proj, ".agents", "skills");
    writeTree(join(root, ".skillport-old-a1B2c3"), { "SKILL.md": oldSkill, "references/a.md": "ref" });
    writeTree(join(root, ".skillport-add-x9Y8z7"), { "SKILL.md": newSkill });
    const r = runCli(["add", encodeShareLink(skillMd("other")), "--cwd", proj], { env: { HOME: home } });
    expect(r.code).toBe(0);
    expect(readFileSync(join(root, "pdf-tools", "SKILL.md"), "utf8")).toBe(oldSkill);
    expect(readFileSync(join(root, "pdf-tools", "references", "a.md"), "utf8")).toBe("ref");
    expect(readdirSync(root).sort()).toEqual(["other", "pdf-tools"]);
  });

  for (const step of ["staged", "aside"] as const) {
    it(`a process SIGKILLed after '${step}' leaves the old copy recoverable, and the next run puts it back`, () => {
      const { proj, home } = project();
      const root = join(proj, ".agents", "skills");
      writeTree(join(root, "pdf-tools"), { "SKILL.md": oldSkill });
      const script = `
        const { placeSkill } = await import(${JSON.stringify(placeLib())});
        await placeSkill("pdf-tools", [{ path: "SKILL.md", data: Buffer.from(${JSON.stringify(newSkill)}) }], {
          root: ${JSON.stringify(root)}, base: ${JSON.stringify(proj)}, force: true,
          onStep: (s) => { if (s === ${JSON.stringify(step)}) process.kill(process.pid, "SIGKILL"); },
        });`;
      const child = spawnSync(process.execPath, ["--input-type=module", "-e", script], { encoding: "utf8" });
      expect(child.signal).toBe("SIGKILL");
      expect(readdirSync(root).some((n) => n.startsWith(".skillport-"))).toBe(true);
      const r = runCli(["new", "Another one", "--cwd", proj], { env: { HOME: home } });
      expect(r.code).toBe(0);
      expect(readFileSync(join(root, "pdf-tools", "SKILL.md"), "utf8")).toBe(oldSkill);
      expect(readdirSync(root).sort()).toEqual(["another-one", "pdf-tools"]);
    });
  }

  it("a replace that completes leaves only the new copy and no leftovers", () => {
    const { proj, home } = project();
    const root = join(proj, ".agents", "skills");
    writeTree(join(root, "pdf-tools"), { "SKILL.md": oldSkill });
    const r = runCli(["add", encodeShareLink(newSkill), "--force", "--cwd", proj], { env: { HOME: home } });
    expect(r.code).toBe(0);
    expect(readFileSync(join(root, "pdf-tools", "SKILL.md"), "utf8")).toBe(newSkill);
    expect(readdirSync(root)).toEqual(["pdf-tools"]);
  });
});

// A tiny tmpfs in a private mount namespace gives a real ENOSPC/EROFS without touching the host.
const unshareWorks = spawnSync("unshare", ["-rm", "true"]).status === 0;
if (!unshareWorks) console.log("notice: unshare -rm is not available; the full-disk tests are skipped");

function inTinyFs(
  options: string,
  prepare: string,
  args: string[],
): { code: number; stderr: string; listing: string } {
  const mnt = tmp("skillport-mnt-");
  const script = `mount -t tmpfs -o ${options} tmpfs "$1" || exit 99
${prepare}
shift; HOME="$MNT_HOME" node "$@" 2>"$ERR_FILE"; echo "EXIT=$?"
ls -A "$MNT_ROOT" 2>/dev/null; ls -A "$MNT_ROOT/.agents/skills" 2>/dev/null; true`;
  const errFile = join(tmp("skillport-err-"), "stderr");
  const r = spawnSync("unshare", ["-rm", "sh", "-c", script, "sh", mnt, CLI, ...args, "--cwd", mnt], {
    encoding: "utf8",
    env: { ...process.env, NO_COLOR: "1", MNT_ROOT: mnt, MNT_HOME: mnt, ERR_FILE: errFile },
  });
  const m = /EXIT=(\d+)\n([\s\S]*)$/.exec(r.stdout);
  return {
    code: m ? Number(m[1]) : -1,
    stderr: existsSync(errFile) ? readFileSync(errFile, "utf8") : r.stderr,
    listing: m ? m[2]! : r.stdout + r.stderr,
  };
}

describe.skipIf(!unshareWorks)("writing on a full or read-only disk", () => {
  const fill = `mkdir -p "$MNT_ROOT/.git" "$MNT_ROOT/.agents/skills"; dd if=/dev/zero of="$MNT_ROOT/fill" bs=1k count=64 2>/dev/null; true`;

  it("new on a full disk: a clear 'disk is full' message, exit 1, and no empty skill directory left behind", () => {
    const r = inTinyFs("size=8k", fill, ["new", "Release notes"]);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/disk is full \(ENOSPC\)/);
    expect(r.stderr).not.toMatch(/unexpected error|\n\s+at /);
    expect(r.listing.split("\n").filter(Boolean).sort()).toEqual([".agents", ".git", "fill"]);
  });

  it("add on a full disk: the same clear refusal and nothing left in the root", () => {
    const r = inTinyFs("size=8k", fill, [
      "add",
      encodeShareLink(skillMd("pdf-tools", "d", "", "x".repeat(9000))),
    ]);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/ENOSPC/);
    expect(r.stderr).not.toMatch(/unexpected error/);
    expect(r.listing.split("\n").filter(Boolean).sort()).toEqual([".agents", ".git", "fill"]);
  });

  it("new on a read-only file system: exit 1 with a message naming the cause, not a stack trace", () => {
    const r = inTinyFs("size=64k,ro", "", ["new", "Release notes"]);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/read-only \(EROFS\)/);
    expect(r.stderr).not.toMatch(/unexpected error/);
  });
});
