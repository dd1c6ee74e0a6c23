import { execFileSync } from "node:child_process";
import {
  chmodSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  unlinkSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { type DiscoveryFs, nodeDiscoveryFs } from "../../../src/discovery/fs.js";
import {
  isObservationLog,
  type Observation,
  recordingFs,
  unchanged,
} from "../../../src/discovery/observe.js";
import { loadSkills } from "../../../src/load.js";
import type { SkillSet } from "../../../src/types.js";
import { link, skillMd, tmp, writeTree } from "../../helpers/index.js";
import { nextTimestampTick } from "../../helpers/wait.js";

// The observation log (src/discovery/observe.ts) behind the CLI's output memo: a record of everything a
// load saw of the file system, and a cheap replay that says whether a load now would see the same.
// `unchanged` may say "changed" too often (a memo miss), never "unchanged" when the load would differ:
// the memo must keep discovery (D1–D9) exact.

/** Everything a SkillSet holds, as data (roots are compared by path). */
const snapshot = (set: SkillSet) =>
  JSON.parse(
    JSON.stringify(
      { skills: set.skills, shadowed: set.shadowed, failed: set.failed, diagnostics: set.diagnostics },
      (k, v) => (k === "root" ? v.path : v),
    ),
  );

const load = (root: string, fs?: DiscoveryFs) =>
  loadSkills({ roots: [root], user: false, project: false, builtins: false, fs });

const tick = nextTimestampTick;

/**
 * A root with flat skills, a category folder of nested skills, an ignored folder, a symlinked skill
 * directory and a dangling link (both leading outside the root, so that only what the links resolve
 * to can show a change), a binary SKILL.md and a folder holding only a case variant of SKILL.md.
 */
function makeTree(): { root: string; outside: string } {
  const outside = writeTree(tmp(), {
    "shared/SKILL.md": skillMd("shared", "Shared through a symlink."),
    "shared2/SKILL.md": skillMd("shared2", "The other shared skill."),
    "other.md": skillMd("flat-a", "A different file."),
  });
  const root = writeTree(tmp(), {
    "flat-a/SKILL.md": skillMd("flat-a", "First flat skill."),
    "flat-b/SKILL.md": skillMd("flat-b", "Second flat skill."),
    "flat-b/references/guide.md": "# Guide\n",
    "cat/nested-a/SKILL.md": skillMd("nested-a", "Nested in a category."),
    "cat/nested-b/SKILL.md": skillMd("nested-b", "Also nested."),
    ".gitignore": "ignored/\n",
    "ignored/hidden/SKILL.md": skillMd("hidden", "Ignored by .gitignore."),
    "binary/SKILL.md": Buffer.from([0, 1, 2, 0xff, 0, 10]),
    "wrong/skill.md": skillMd("wrong", "Wrong file name case."),
  });
  link(join(outside, "shared"), join(root, "linked"));
  link(join(outside, "missing"), join(root, "dangling"));
  return { root, outside };
}

/** A fresh tree loaded through a recorder; the log holds right after the load. */
async function observed() {
  const { root, outside } = makeTree();
  const rec = recordingFs();
  const before = snapshot(await load(root, rec.fs));
  expect(unchanged(rec.log)).toBe(true);
  return { root, outside, rec, before };
}

/** Asserts the log no longer holds and that a load now does differ (the change mattered). */
async function expectChanged(o: Awaited<ReturnType<typeof observed>>): Promise<void> {
  expect(unchanged(o.rec.log)).toBe(false);
  expect(snapshot(await load(o.root))).not.toEqual(o.before);
}

/** Asserts the log still holds and that a load now gives exactly what the recorded one gave. */
async function expectSame(o: Awaited<ReturnType<typeof observed>>): Promise<void> {
  expect(unchanged(o.rec.log)).toBe(true);
  expect(snapshot(await load(o.root))).toEqual(o.before);
}

describe("observation log (B: output memo; D1–D9 stay exact)", () => {
  it("D4–D6, F1, T5: a load through recordingFs holds right after it; the log survives a JSON round trip", async () => {
    const { root } = makeTree();
    const rec = recordingFs();
    const set = await load(root, rec.fs);
    // The tree is what the cases below assume.
    expect(set.skills.map((s) => s.name)).toEqual(["flat-a", "flat-b", "nested-a", "nested-b", "shared"]);
    expect(set.failed.map((f) => f.name).sort()).toEqual(["binary", "wrong"]);
    expect(set.diagnostics.map((d) => d.code)).toContain("broken-link");
    // The same as a load without the recorder.
    expect(snapshot(set)).toEqual(snapshot(await load(root)));

    expect(rec.log.length).toBeGreaterThan(10);
    expect(rec.usable()).toBe(true);
    expect(unchanged(rec.log)).toBe(true);
    // Every kind of call was seen: stats (the symlinks), reads (SKILL.md, .gitignore), listings, realpaths.
    expect(new Set(rec.log.map((o) => o[0]))).toEqual(new Set(["s", "h", "d", "r"]));
    const paths = rec.log.map((o) => o[1]);
    expect(paths).toContain(join(root, ".gitignore"));
    expect(paths).toContain(join(root, "linked"));
    expect(paths).toContain(join(root, "dangling"));
    // Nothing below an ignored folder or inside a skill directory was looked at.
    expect(paths.some((p) => p.includes("ignored"))).toBe(false);
    expect(paths.some((p) => p.includes("references"))).toBe(false);

    const back: unknown = JSON.parse(JSON.stringify(rec.log));
    expect(isObservationLog(back)).toBe(true);
    expect(back).toEqual(rec.log);
    expect(unchanged(back as Observation[])).toBe(true);
  });

  it("B: newest() counts ctime: files whose mtime was set back an hour still count as just changed", async () => {
    const { root } = makeTree();
    const made = Date.now();
    const old = made / 1000 - 3600;
    for (const p of ["", "flat-a", "flat-a/SKILL.md", "flat-b/SKILL.md", ".gitignore"]) {
      utimesSync(join(root, p), old, old);
    }
    const rec = recordingFs();
    await load(root, rec.fs);
    const ctime = statSync(join(root, "flat-a", "SKILL.md")).ctimeMs;
    expect(rec.newest()).toBeGreaterThanOrEqual(ctime);
    expect(rec.newest()).toBeGreaterThan(made - 60_000);
    expect(rec.newest()).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it("B: settled() refuses a load that saw a change within minAge, and accepts it once that much time has passed", async () => {
    const { root } = makeTree();
    const rec = recordingFs();
    await load(root, rec.fs);
    const newest = rec.newest();
    expect(rec.settled(newest + 999, 1000)).toBe(false);
    expect(rec.settled(newest + 1000, 1000)).toBe(true);
    expect(rec.settled(newest, 0)).toBe(true);
  });

  describe("a change that can change the load makes the log stale", () => {
    it("D4: a SKILL.md edited in place with its size and mtime restored (only ctime shows it)", async () => {
      const { root, outside } = makeTree();
      const file = join(root, "flat-a", "SKILL.md");
      const whole = Math.floor(Date.now() / 1000) - 60; // whole seconds survive utimes exactly
      utimesSync(file, whole, whole);
      const rec = recordingFs();
      const before = snapshot(await load(root, rec.fs));
      expect(unchanged(rec.log)).toBe(true);
      const was = statSync(file);
      await tick();
      writeFileSync(file, skillMd("flat-a", "Other flat skill."));
      utimesSync(file, whole, whole);
      expect(statSync(file).size).toBe(was.size);
      expect(statSync(file).mtimeMs).toBe(was.mtimeMs);
      await expectChanged({ root, outside, rec, before });
    });

    it("D4: a new skill folder at the root", async () => {
      const o = await observed();
      writeTree(o.root, { "flat-c/SKILL.md": skillMd("flat-c") });
      await expectChanged(o);
    });

    it("D4: a SKILL.md added to a category folder (it becomes a skill; its nested ones stop loading)", async () => {
      const o = await observed();
      writeTree(o.root, { "cat/SKILL.md": skillMd("cat", "Now a skill.") });
      await expectChanged(o);
    });

    it("D4: a skill folder deleted", async () => {
      const o = await observed();
      rmSync(join(o.root, "flat-b"), { recursive: true });
      await expectChanged(o);
    });

    it("D4: a skill folder renamed", async () => {
      const o = await observed();
      renameSync(join(o.root, "cat", "nested-b"), join(o.root, "cat", "nested-c"));
      await expectChanged(o);
    });

    it("D6: a SKILL.md replaced by a symlink to another file", async () => {
      const o = await observed();
      const file = join(o.root, "flat-a", "SKILL.md");
      unlinkSync(file);
      symlinkSync(join(o.outside, "other.md"), file);
      await expectChanged(o);
    });

    it("D6: a symlinked skill directory retargeted (the root's listing stays the same)", async () => {
      const o = await observed();
      const listing = readdirSync(o.root);
      unlinkSync(join(o.root, "linked"));
      symlinkSync(join(o.outside, "shared2"), join(o.root, "linked"));
      expect(readdirSync(o.root)).toEqual(listing);
      await expectChanged(o);
    });

    it("D6: a file created at a dangling link's target (outside the root)", async () => {
      const o = await observed();
      writeFileSync(join(o.outside, "missing"), "now a file\n");
      await expectChanged(o);
    });

    it("D6: a dangling link's target made a directory holding a skill", async () => {
      const o = await observed();
      writeTree(o.outside, { "missing/SKILL.md": skillMd("resurrected") });
      await expectChanged(o);
    });

    it("D5: the .gitignore edited", async () => {
      const o = await observed();
      writeFileSync(join(o.root, ".gitignore"), "# nothing ignored\n");
      await expectChanged(o);
    });

    it("D5: a .ignore file added to the root", async () => {
      const o = await observed();
      writeFileSync(join(o.root, ".ignore"), "flat-a/\n");
      await expectChanged(o);
    });

    it("D6: a symlink loop appears where a dangling link pointed (outside the root)", async () => {
      const o = await observed();
      // `missing` now links back to the dangling link: stat gives ELOOP instead of ENOENT.
      symlinkSync(join(o.root, "dangling"), join(o.outside, "missing"));
      await expectChanged(o);
    });

    it("D6: a symlink back to an ancestor added in a category folder", async () => {
      const o = await observed();
      symlinkSync(o.root, join(o.root, "cat", "loop"));
      await expectChanged(o);
    });

    it.skipIf(process.platform !== "linux")(
      "F1: SKILL.md added beside a case variant, or the case variant removed",
      async () => {
        const added = await observed();
        writeTree(added.root, { "wrong/SKILL.md": skillMd("wrong", "Right name now.") });
        await expectChanged(added);
        const removed = await observed();
        rmSync(join(removed.root, "wrong", "skill.md"));
        await expectChanged(removed);
      },
    );
  });

  describe("a change that cannot change the load keeps the log valid", () => {
    it("D4: files added in a skill directory and under its references/", async () => {
      const o = await observed();
      writeTree(o.root, {
        "flat-b/references/more.md": "# More\n",
        "flat-b/references/deep/SKILL.md": skillMd("not-a-skill"),
        "flat-a/notes.txt": "notes\n",
      });
      await expectSame(o);
    });

    it("D5: a skill added inside an ignored folder", async () => {
      const o = await observed();
      writeTree(o.root, { "ignored/another/SKILL.md": skillMd("another") });
      await expectSame(o);
    });

    it.skipIf(process.platform !== "linux")(
      "F1: a case variant added beside an existing SKILL.md",
      async () => {
        const o = await observed();
        writeFileSync(join(o.root, "flat-a", "skill.md"), "not loaded\n");
        await expectSame(o);
      },
    );

    it("D4: reading the whole tree again (access times may change)", async () => {
      const o = await observed();
      await load(o.root);
      for (const rel of readdirSync(o.root, { recursive: true, encoding: "utf8" })) {
        try {
          readFileSync(join(o.root, rel));
        } catch {
          // directories, dangling links
        }
      }
      await expectSame(o);
    });
  });

  it("D8, T5: a category folder made unreadable, and readable again", async (ctx) => {
    if (process.getuid?.() === 0) {
      console.warn("[observe.test] running as root, which ignores file modes: permission case skipped.");
      ctx.skip();
    }
    const o = await observed();
    const cat = join(o.root, "cat");
    try {
      chmodSync(cat, 0o000);
      await expectChanged(o);
      // Recorded while unreadable: restoring the mode is a change too.
      const rec = recordingFs();
      const unreadable = snapshot(await load(o.root, rec.fs));
      expect(unreadable.diagnostics.map((d: { code: string }) => d.code)).toContain("read-failed");
      expect(unchanged(rec.log)).toBe(true);
      chmodSync(cat, 0o755);
      expect(unchanged(rec.log)).toBe(false);
      expect(snapshot(await load(o.root))).not.toEqual(unreadable);
    } finally {
      chmodSync(cat, 0o755);
    }
  });

  it("B: an lstat observation holds until the path itself changes, a swap for a symlink included", () => {
    const dir = writeTree(tmp(), { "SKILL.md": skillMd("a", "A skill."), "kept.md": "x" });
    const file = join(dir, "SKILL.md");
    const rec = recordingFs();
    expect(rec.fs.lstat(file).isSymbolicLink).toBe(false);
    expect(() => rec.fs.lstat(join(dir, "absent"))).toThrow();
    const log = JSON.parse(JSON.stringify(rec.log)) as unknown;
    expect(isObservationLog(log)).toBe(true);
    const logged = log as Observation[];
    expect(logged.map((o) => o[0])).toEqual(["l", "l"]);
    // Checked with node's lstat, and through another DiscoveryFs (its lstat).
    const other: DiscoveryFs = { ...nodeDiscoveryFs };
    expect(unchanged(logged)).toBe(true);
    expect(unchanged(logged, other)).toBe(true);
    // The same file, reached through a link now: a stat would not see it, an lstat does.
    renameSync(file, join(dir, "moved.md"));
    symlinkSync(join(dir, "moved.md"), file);
    expect(statSync(file).ino).toBe(statSync(join(dir, "moved.md")).ino);
    expect(unchanged(logged)).toBe(false);
    expect(unchanged(logged, other)).toBe(false);
    // The absent path appearing breaks its failure observation too.
    unlinkSync(file);
    renameSync(join(dir, "moved.md"), file);
    expect(unchanged(logged.slice(0, 1))).toBe(false); // ctime changed with the renames
    writeFileSync(join(dir, "absent"), "now here");
    expect(unchanged(logged.slice(1))).toBe(false);
  });

  it("B, T5: isObservationLog rejects anything but a list of well-formed observations", () => {
    const ok: unknown[] = [
      ["s", "/a", 1, 3, 10, 1.5, 2.5, "1:2"],
      ["h", "/a", 1, 1, 10, 1.5, 2.5, "1:2"],
      ["d", "/a", 1, "fx\u0000"],
      ["r", "/a", 1, "/b"],
      ["s", "/a", 0, "ENOENT"],
      ["h", "/a", 0, "EACCES"],
      ["d", "/a", 0, "ENOTDIR"],
      ["r", "/a", 0, "ELOOP"],
    ];
    expect(isObservationLog([])).toBe(true);
    expect(isObservationLog(ok)).toBe(true);
    for (const o of ok) expect(isObservationLog([o]), JSON.stringify(o)).toBe(true);

    for (const notAList of [null, undefined, 0, "s", {}, { 0: ["r", "/a", 1, "/b"], length: 1 }]) {
      expect(isObservationLog(notAList), String(notAList)).toBe(false);
    }
    const bad: unknown[] = [
      null,
      "s",
      {},
      [],
      // wrong op letter
      ["x", "/a", 1, "/b"],
      ["S", "/a", 1, 3, 10, 1.5, 2.5, "1:2"],
      ["q", "/a", 0, "ENOENT"],
      [1, "/a", 0, "ENOENT"],
      // wrong ok flag
      ["r", "/a", 2, "/b"],
      ["r", "/a", true, "/b"],
      ["r", "/a", "1", "/b"],
      // wrong lengths
      ["s", "/a", 1, 3, 10, 1.5, 2.5],
      ["s", "/a", 1, 3, 10, 1.5, 2.5, "1:2", 0],
      ["h", "/a", 1, "fx"],
      ["d", "/a", 1],
      ["d", "/a", 1, "fx", "more"],
      ["r", "/a", 1, 3, 10, 1.5, 2.5, "1:2"],
      ["s", "/a", 0],
      ["s", "/a", 0, "ENOENT", "more"],
      // wrong types
      ["r", 5, 1, "/b"],
      ["d", "/a", 1, 5],
      ["r", "/a", 1, null],
      ["s", "/a", 0, 2],
      ["s", "/a", 1, "3", 10, 1.5, 2.5, "1:2"],
      ["s", "/a", 1, 3, "10", 1.5, 2.5, "1:2"],
      ["h", "/a", 1, 3, 10, null, 2.5, "1:2"],
      ["h", "/a", 1, 3, 10, 1.5, "2.5", "1:2"],
      ["s", "/a", 1, 3, 10, 1.5, 2.5, 12],
    ];
    for (const o of bad) {
      expect(isObservationLog([o]), JSON.stringify(o)).toBe(false);
      // One bad observation spoils a log of good ones.
      expect(isObservationLog([...ok, o]), JSON.stringify(o)).toBe(false);
    }
  });

  it("T5: a read that fails by the file's identity (an ignore file that is a directory, a FIFO) is checked by stat and holds", async () => {
    const { root } = makeTree();
    rmSync(join(root, ".gitignore"));
    symlinkSync(join(root, "cat"), join(root, ".gitignore")); // EISDIR on reading
    execFileSync("mkfifo", [join(root, "cat", ".ignore")]); // EFTYPE: never opened for a blocking read
    const rec = recordingFs();
    const set = await load(root, rec.fs);
    expect(
      set.diagnostics.filter((d) => d.code === "read-failed").map((d) => d.path ?? d.message),
    ).toHaveLength(2);
    expect(rec.usable()).toBe(true);
    expect(unchanged(rec.log)).toBe(true);
    // The identity stands for the failure: make the ignore file a regular one and the log is stale.
    rmSync(join(root, ".gitignore"));
    writeFileSync(join(root, ".gitignore"), "cat/\n");
    expect(unchanged(rec.log)).toBe(false);
  });

  it("T5: a failure that may not happen again (EMFILE, EIO) makes the record unusable", async () => {
    const { root } = makeTree();
    const rec = recordingFs({
      ...nodeDiscoveryFs,
      readFile: () => {
        throw Object.assign(new Error("too many open files"), { code: "EMFILE" });
      },
    });
    await load(root, rec.fs);
    expect(rec.usable()).toBe(false);
  });

  it("T5: an error without a code (an injected fault) makes the record unusable; one with a code does not", async () => {
    const { root } = makeTree();
    const faulty = (error: Error): DiscoveryFs => ({
      ...nodeDiscoveryFs,
      stat: (p) => {
        if (p === join(root, "linked")) throw error;
        return nodeDiscoveryFs.stat(p);
      },
    });
    const plain = recordingFs();
    await load(root, plain.fs);
    expect(plain.usable()).toBe(true);

    const coded = recordingFs(faulty(Object.assign(new Error("denied"), { code: "EACCES" })));
    const withCode = await load(root, coded.fs);
    expect(withCode.skills.map((s) => s.name)).not.toContain("shared");
    expect(coded.usable()).toBe(true);
    expect(coded.log).toContainEqual(["s", join(root, "linked"), 0, "EACCES"]);

    const rec = recordingFs(faulty(new Error("x")));
    const set = await load(root, rec.fs);
    // The load still finishes (T5) and reports the link; the record cannot be trusted.
    expect(set.skills.map((s) => s.name)).toEqual(["flat-a", "flat-b", "nested-a", "nested-b"]);
    expect(set.diagnostics.some((d) => d.path === join(root, "linked"))).toBe(true);
    expect(rec.usable()).toBe(false);
  });
});
