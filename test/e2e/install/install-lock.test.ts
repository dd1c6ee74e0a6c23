import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdir, readFile, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { computeSkillFolderHash, hashSkillFiles, readHashedFiles } from "../../../src/install/hash.js";
import { readLock, serializeLock, updateLock } from "../../../src/install/lock.js";
import { CLI, runCli, skillMd, tmp, writeTree } from "../../helpers/index.js";

// The `skills` CLI's computeSkillFolderHash (skills@1.7.4, dist/cli.mjs), transcribed as it is, so
// skillport's hash is checked against the reference definition rather than against itself.
const readdirP = promisify(readdir);
const readFileP = promisify(readFile);
async function referenceHash(skillDir: string): Promise<string> {
  const files: { relativePath: string; content: Buffer }[] = [];
  async function collectFiles(baseDir: string, currentDir: string) {
    const entries = await readdirP(currentDir, { withFileTypes: true });
    await Promise.all(
      entries.map(async (entry) => {
        const fullPath = join(currentDir, entry.name);
        if (entry.isDirectory()) {
          if (entry.name === ".git" || entry.name === "node_modules") return;
          await collectFiles(baseDir, fullPath);
        } else if (entry.isFile()) {
          const content = await readFileP(fullPath);
          files.push({ relativePath: relative(baseDir, fullPath).split("\\").join("/"), content });
        }
      }),
    );
  }
  await collectFiles(skillDir, skillDir);
  files.sort((a, b) => a.relativePath.localeCompare(b.relativePath));
  const hash = createHash("sha256");
  for (const file of files) {
    hash.update(file.relativePath);
    hash.update(file.content);
  }
  return hash.digest("hex");
}

describe("skills-lock.json", () => {
  it("computedHash equals the skills CLI's definition (nested files, case order, node_modules/.git skipped, links ignored)", async () => {
    const dir = writeTree(tmp(), {
      "SKILL.md": skillMd("h"),
      "B.md": "upper",
      "a.md": "lower",
      "references/z.md": "z",
      "references/deep/é.md": "accent",
      "node_modules/x/index.js": "skipped",
      ".git/HEAD": "skipped",
      "scripts/run.sh": "#!/bin/sh\n",
      "empty.txt": "",
    });
    symlinkSync(join(dir, "a.md"), join(dir, "link.md"));
    const ref = await referenceHash(dir);
    expect(await computeSkillFolderHash(dir)).toBe(ref);
    expect(await hashSkillFiles(readHashedFiles(dir))).toBe(ref);
    // and the hash is about content: one byte changes it
    writeFileSync(join(dir, "empty.txt"), " ");
    expect(await computeSkillFolderHash(dir)).not.toBe(ref);
  });

  it("is written with sorted names, the skills CLI's field order, no timestamps; local sources relative to the lock; read back absolute", () => {
    const dir = tmp();
    const lockPath = join(dir, "skills-lock.json");
    updateLock(lockPath, (s) => {
      s.zeta = { computedHash: "1", sourceType: "github", source: "o/r", skillPath: "z/SKILL.md", ref: "v1" };
      s.alpha = {
        sourceType: "local",
        source: join(dir, "vendor", "alpha"),
        computedHash: "2",
        custom: { kept: true },
      };
    });
    const text = readFileSync(lockPath, "utf8");
    expect(text).toBe(
      `${JSON.stringify(
        {
          version: 1,
          skills: {
            alpha: {
              source: "./vendor/alpha",
              sourceType: "local",
              computedHash: "2",
              custom: { kept: true },
            },
            zeta: {
              source: "o/r",
              ref: "v1",
              sourceType: "github",
              skillPath: "z/SKILL.md",
              computedHash: "1",
            },
          },
        },
        null,
        2,
      )}\n`,
    );
    expect(readLock(lockPath).skills.alpha!.source).toBe(join(dir, "vendor", "alpha"));
    expect(serializeLock(readLock(lockPath), dir)).toBe(text);
  });

  it("a broken or newer lock is refused (lock-invalid) and never overwritten", () => {
    const proj = tmp();
    mkdirSync(join(proj, ".git"));
    const src = writeTree(tmp(), { "SKILL.md": skillMd("loc") });
    for (const bad of [
      "{not json",
      '{"version": 2, "skills": {}}',
      '{"version": 1, "skills": {"x": {"source": 1}}}',
      // Would have become the prototype of the skills map (every lookup of a missing name hit it).
      '{"version": 1, "skills": {"__proto__": {"source": ".", "sourceType": "local", "computedHash": "h"}}}',
    ]) {
      writeFileSync(join(proj, "skills-lock.json"), bad);
      const r = runCli(["add", src, "--cwd", proj]);
      expect(r.code, bad).toBe(1);
      expect(r.stderr, bad).toContain("lock-invalid");
      expect(readFileSync(join(proj, "skills-lock.json"), "utf8")).toBe(bad);
    }
  });

  it("concurrent adds into one project lose no lock entry", async () => {
    const proj = tmp();
    mkdirSync(join(proj, ".git"));
    const home = tmp("skillport-home-");
    const names = ["c1", "c2", "c3", "c4", "c5", "c6"];
    const srcs = names.map((n) => writeTree(tmp(), { [`${n}/SKILL.md`]: skillMd(n) }));
    const codes = await Promise.all(
      srcs.map(
        (src, i) =>
          new Promise<number>((resolve) => {
            const c = spawn(process.execPath, [CLI, "add", join(src, names[i]!), "--cwd", proj], {
              env: { ...process.env, HOME: home, XDG_CONFIG_HOME: join(home, ".config") },
              stdio: "ignore",
            });
            c.on("close", (code) => resolve(code ?? -1));
          }),
      ),
    );
    expect(codes).toEqual(names.map(() => 0));
    expect(Object.keys(readLock(join(proj, "skills-lock.json")).skills)).toEqual(names);
    expect(existsSync(join(proj, "skills-lock.json.lock"))).toBe(false);
  });

  it("a local directory: add locks it relative to the project; user scope locks in the config dir, a relative XDG_CONFIG_HOME ignored", () => {
    const proj = tmp();
    mkdirSync(join(proj, ".git"));
    writeTree(proj, { "vendor/tools/SKILL.md": skillMd("tools"), "vendor/tools/references/r.md": "r" });
    const home = tmp("skillport-home-");
    const r = runCli(["add", "./vendor/tools", "--cwd", proj], { env: { HOME: home } });
    expect(r.code, r.stderr).toBe(0);
    const lock = JSON.parse(readFileSync(join(proj, "skills-lock.json"), "utf8"));
    expect(lock.skills.tools).toMatchObject({ source: "./vendor/tools", sourceType: "local" });
    expect(readFileSync(join(proj, ".agents", "skills", "tools", "references", "r.md"), "utf8")).toBe("r");
    const u = runCli(["add", "./vendor/tools", "--scope", "user", "--cwd", proj], {
      env: { HOME: home, XDG_CONFIG_HOME: "relative/config" },
    });
    expect(u.code, u.stderr).toBe(0);
    expect(existsSync(join(home, ".agents", "skills", "tools", "SKILL.md"))).toBe(true);
    expect(Object.keys(readLock(join(home, ".config", "skillport", "skills-lock.json")).skills)).toEqual([
      "tools",
    ]);
    expect(existsSync(join(proj, "relative"))).toBe(false);
    const rm = runCli(["remove", "tools", "--scope", "user", "--cwd", proj], {
      env: { HOME: home, XDG_CONFIG_HOME: "relative/config" },
    });
    expect(rm.code, rm.stderr).toBe(0);
    expect(existsSync(join(home, ".agents", "skills", "tools"))).toBe(false);
    expect(readLock(join(home, ".config", "skillport", "skills-lock.json")).skills).toEqual({});
    // the project copy and its lock are untouched
    expect(existsSync(join(proj, ".agents", "skills", "tools", "SKILL.md"))).toBe(true);
  });

  it("install restores local sources, refuses a locally different copy without --force, and --dry-run writes nothing", () => {
    const proj = tmp();
    mkdirSync(join(proj, ".git"));
    writeTree(proj, { "vendor/tools/SKILL.md": skillMd("tools") });
    const home = tmp("skillport-home-");
    const env = { HOME: home };
    expect(runCli(["add", "./vendor/tools", "--cwd", proj], { env }).code).toBe(0);
    const installed = join(proj, ".agents", "skills", "tools", "SKILL.md");
    writeFileSync(installed, skillMd("tools", "Mine."));
    const dry = runCli(["install", "--dry-run", "--force", "--cwd", proj], { env });
    expect(dry.code, dry.stderr).toBe(0);
    expect(readFileSync(installed, "utf8")).toContain("Mine.");
    const refused = runCli(["install", "--cwd", proj], { env });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain("Kept (modified locally) tools");
    expect(refused.stderr).toContain("skillport install --force");
    expect(runCli(["install", "--force", "--cwd", proj], { env }).code).toBe(0);
    expect(readFileSync(installed, "utf8")).toBe(skillMd("tools"));
  });

  it("entries of source types skillport does not fetch (another tool's) are skipped with a warning, the rest restored", () => {
    const proj = tmp();
    mkdirSync(join(proj, ".git"));
    writeTree(proj, { "vendor/tools/SKILL.md": skillMd("tools") });
    const home = tmp("skillport-home-");
    const env = { HOME: home };
    expect(runCli(["add", "./vendor/tools", "--cwd", proj], { env }).code).toBe(0);
    const lockPath = join(proj, "skills-lock.json");
    const lock = JSON.parse(readFileSync(lockPath, "utf8"));
    lock.skills.pkg = { source: "some-pkg", sourceType: "node_modules", computedHash: "0" };
    writeFileSync(lockPath, JSON.stringify(lock));
    const fresh = join(proj, ".agents");
    runCli(["remove", "tools", "--cwd", proj], { env });
    writeFileSync(lockPath, JSON.stringify(lock));
    const r = runCli(["install", "--cwd", proj], { env });
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain("Skipped pkg");
    expect(r.stderr).toContain("node_modules");
    expect(existsSync(join(fresh, "skills", "tools", "SKILL.md"))).toBe(true);
    expect(runCli(["outdated", "--cwd", proj], { env }).stdout).toContain("pkg: skipped");
  });
});
