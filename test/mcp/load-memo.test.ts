import { createHash } from "node:crypto";
import {
  chmodSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { canonicalDirectoryOf, isPlainSkillFile } from "../../src/discovery/canonical.js";
import { type LoadOptions, loadSkills } from "../../src/load.js";
import { memoLoad } from "../../src/mcp/load-memo.js";
import { snapshotSlot } from "../../src/search/snapshot.js";
import type { SkillSet } from "../../src/types.js";
import { CORPUS, HAS_CORPUS, skillMd, tmp, writeTree } from "../helpers/index.js";
import { nextTimestampTick, waitUntil } from "../helpers/wait.js";

// The MCP server's load memo (src/mcp/load-memo.ts): a set taken from the memo is exactly the set a
// load builds, any change on disk is seen, and a damaged or forged memo file is never trusted.

function tree(): { base: string; options: LoadOptions; cacheDir: string } {
  const base = tmp("skillport-loadmemo-");
  writeTree(base, {
    "a/alpha/SKILL.md": skillMd(
      "alpha",
      "Review a pdf chart.",
      "when_to_use: charts\nargument-hint: '[file]'\n",
    ),
    "a/beta/SKILL.md": skillMd(
      "beta",
      "Write release notes.",
      "metadata:\n  author: x\n  n: 2\nlicense: MIT\n",
    ),
    "a/gamma/SKILL.md": skillMd("gamma", "Plot.", "disable-model-invocation: true\n"),
    "a/broken/SKILL.md": "---\nname: broken\n---\nno description\n",
    "a/Wrong_Name/SKILL.md": skillMd("wrong-name", "Named unlike its folder."),
    "a/group/deep/SKILL.md": skillMd("deep", "In a category folder."),
    "a/.hidden/secret/SKILL.md": skillMd("secret", "Under a dot-folder."),
    "a/ignored/SKILL.md": skillMd("ignored", "Ignored by .ignore."),
    "a/.ignore": "ignored/\n",
    "b/beta/SKILL.md": skillMd("beta", "Shadowed by the first root."),
    "b/delta/SKILL.md": skillMd("delta", "Only in the second root."),
    "target/linked.md": skillMd("linked", "A linked SKILL.md."),
    "home/.keep": "",
  });
  mkdirSync(join(base, "a", "linked"));
  symlinkSync(join(base, "target", "linked.md"), join(base, "a", "linked", "SKILL.md"));
  symlinkSync(join(base, "b", "delta"), join(base, "a", "delta-link"));
  const cacheDir = join(base, "cache");
  const options: LoadOptions = {
    roots: [join(base, "a"), { path: join(base, "b"), scope: "user" }],
    user: false,
    project: false,
    home: join(base, "home"),
    cwd: join(base, "home"),
    cache: { dir: cacheDir, minAgeMs: 0 },
  };
  return { base, options, cacheDir };
}

const memoFile = (cacheDir: string): string | undefined => {
  try {
    const name = readdirSync(cacheDir).find((n) => n.startsWith("load-") && n.endsWith(".memo"));
    return name === undefined ? undefined : join(cacheDir, name);
  } catch {
    return undefined;
  }
};

/** A first load (a miss) and its memo written. */
async function recorded(t: ReturnType<typeof tree>): Promise<string> {
  // Every file older than the load's start (minAgeMs 0): a memo is written.
  await nextTimestampTick();
  const first = await memoLoad(t.options, 0);
  expect(first.hit).toBe(false);
  await waitUntil("the load memo is written", () => memoFile(t.cacheDir) !== undefined);
  return memoFile(t.cacheDir)!;
}

const parts = (s: SkillSet) => ({
  skills: s.skills,
  shadowed: s.shadowed,
  failed: s.failed,
  diagnostics: s.diagnostics,
  roots: s.roots,
});

/** `got` is the set a load builds now: values, key order, root objects and canonical directories. */
async function expectSameAsLoad(got: SkillSet, options: LoadOptions): Promise<void> {
  const want = await loadSkills(options);
  expect(parts(got)).toStrictEqual(parts(want));
  expect(JSON.stringify(parts(got))).toBe(JSON.stringify(parts(want)));
  got.skills.forEach((s, i) => {
    expect(got.roots.indexOf(s.root)).toBe(want.roots.indexOf(want.skills[i]!.root));
    expect(canonicalDirectoryOf(s)).toBe(canonicalDirectoryOf(want.skills[i]!));
    // Plain means seen (lstat) as a regular file, no symlink: what a load saw depends on its parse cache.
    if (isPlainSkillFile(s)) expect(lstatSync(s.location).isFile()).toBe(true);
  });
  // The saved search index's key: the blocks the memo kept are the ones computed afresh.
  const dir = tmp("skillport-loadmemo-slot-");
  expect(snapshotSlot(dir, got, ["r"]).key).toEqual(snapshotSlot(dir, want, ["r"]).key);
}

describe("the MCP server's load memo", () => {
  it("gives the set a load builds (roots, shadowed, failed, diagnostics, links, ignore files)", async () => {
    const t = tree();
    await recorded(t);
    const again = await memoLoad(t.options, 0);
    expect(again.hit).toBe(true);
    expect(again.set.skills.map((s) => s.name)).toContain("alpha");
    expect(again.set.shadowed.length).toBe(1);
    expect(again.set.failed.length).toBeGreaterThan(0);
    await expectSameAsLoad(again.set, t.options);
  });

  it.skipIf(!HAS_CORPUS)("gives the set a load builds on the corpus of real skills", async () => {
    const base = tmp("skillport-loadmemo-corpus-");
    const cacheDir = join(base, "cache");
    const options: LoadOptions = {
      roots: [CORPUS],
      user: false,
      project: false,
      home: base,
      cwd: base,
      cache: { dir: cacheDir, minAgeMs: 0 },
    };
    expect((await memoLoad(options, 0)).hit).toBe(false);
    await waitUntil("the load memo is written", () => memoFile(cacheDir) !== undefined);
    const again = await memoLoad(options, 0);
    expect(again.hit).toBe(true);
    expect(again.set.skills.length).toBeGreaterThan(100);
    await expectSameAsLoad(again.set, options);
  });

  it("a change made just now is seen, and not memoised until it is two seconds old", async () => {
    const t = tree();
    const path = await recorded(t);
    const before = readFileSync(path);
    writeFileSync(join(t.base, "a/alpha/SKILL.md"), skillMd("alpha", "Edited just now."));
    const recent = { ...t.options, cache: { dir: t.cacheDir, minAgeMs: 60_000 } };
    const after = await memoLoad(recent, 0);
    expect(after.hit).toBe(false);
    expect(after.set.skills.find((x) => x.name === "alpha")?.description).toBe("Edited just now.");
    await expectSameAsLoad(after.set, t.options);
    // The memo is recorded by a later load, which finds the edit too recent: still the old memo.
    await nextTimestampTick();
    expect(readFileSync(path)).toEqual(before);
  });

  const changes: [string, (base: string) => void, (s: SkillSet) => void][] = [
    [
      "an edit in place",
      (b) => writeFileSync(join(b, "a/alpha/SKILL.md"), skillMd("alpha", "Edited description.")),
      (s) => expect(s.skills.find((x) => x.name === "alpha")?.description).toBe("Edited description."),
    ],
    [
      "an edit of the same size with the old mtime put back",
      (b) => {
        const p = join(b, "a/alpha/SKILL.md");
        const before = statSync(p);
        writeFileSync(p, readFileSync(p, "utf8").replace("Review a pdf", "Review a PDF"));
        utimesSync(p, before.atime, before.mtime);
      },
      (s) => expect(s.skills.find((x) => x.name === "alpha")?.description).toBe("Review a PDF chart."),
    ],
    [
      "a file replaced by rename",
      (b) => {
        writeFileSync(join(b, "new.md"), skillMd("beta", "Replaced by rename."));
        renameSync(join(b, "new.md"), join(b, "a/beta/SKILL.md"));
      },
      (s) => expect(s.skills.find((x) => x.name === "beta")?.description).toBe("Replaced by rename."),
    ],
    [
      "a SKILL.md turned into a symlink to the same file",
      (b) => {
        renameSync(join(b, "a/alpha/SKILL.md"), join(b, "target/alpha.md"));
        symlinkSync(join(b, "target/alpha.md"), join(b, "a/alpha/SKILL.md"));
      },
      (s) => expect(isPlainSkillFile(s.skills.find((x) => x.name === "alpha")!)).toBe(false),
    ],
    ["a permission change", (b) => chmodSync(join(b, "a/gamma/SKILL.md"), 0o000), () => {}],
    [
      "a skill added",
      (b) => writeTree(b, { "a/epsilon/SKILL.md": skillMd("epsilon", "New.") }),
      (s) => expect(s.skills.map((x) => x.name)).toContain("epsilon"),
    ],
    [
      "a skill removed",
      (b) => rmSync(join(b, "a/alpha"), { recursive: true }),
      (s) => expect(s.skills.map((x) => x.name)).not.toContain("alpha"),
    ],
    [
      "an ignore file edited",
      (b) => writeFileSync(join(b, "a/.ignore"), "beta/\n"),
      (s) => expect(s.skills.map((x) => x.name)).toContain("ignored"),
    ],
    [
      "a linked skill directory re-pointed",
      (b) => {
        rmSync(join(b, "a/delta-link"));
        symlinkSync(join(b, "a/gamma"), join(b, "a/delta-link"));
      },
      () => {},
    ],
  ];
  for (const [what, change, check] of changes) {
    it(`sees ${what} made after the memo was written`, async () => {
      const t = tree();
      await recorded(t);
      expect((await memoLoad(t.options, 0)).hit).toBe(true);
      change(t.base);
      const after = await memoLoad(t.options, 0);
      expect(after.hit).toBe(false);
      check(after.set);
      await expectSameAsLoad(after.set, t.options);
    });
  }
});

/** Rewrites the memo's body with `edit` and a matching digest (what only a forger could do). */
function forge(path: string, edit: (body: Record<string, unknown[]>) => void): void {
  const bytes = readFileSync(path);
  const at = bytes.indexOf(10);
  const head = JSON.parse(bytes.toString("utf8", 0, at));
  const [logLine, setLine] = bytes.toString("utf8", at + 1).split("\n");
  const body = { log: JSON.parse(logLine!), ...JSON.parse(setLine!) };
  edit(body);
  const { log, ...set } = body;
  const text = Buffer.from(`${JSON.stringify(log)}\n${JSON.stringify(set)}`);
  head.sha256 = createHash("sha256").update(text).digest("hex");
  writeFileSync(path, Buffer.concat([Buffer.from(`${JSON.stringify(head)}\n`), text]), { mode: 0o600 });
}

describe("a damaged or forged load memo is never trusted", () => {
  const damage: [string, (path: string) => void][] = [
    ["cut short", (p) => writeFileSync(p, readFileSync(p).subarray(0, 200))],
    [
      "with a flipped byte",
      (p) => {
        const b = readFileSync(p);
        b.writeUInt8(b.readUInt8(b.length - 10) ^ 1, b.length - 10);
        writeFileSync(p, b);
      },
    ],
    [
      "for another key",
      (p) => writeFileSync(p, readFileSync(p, "utf8").replace(/^\{"key":"\[1,/, '{"key":"[2,')),
    ],
    ["empty", (p) => writeFileSync(p, "")],
    ["not JSON", (p) => writeFileSync(p, `{"key":1}\n${"\u0000".repeat(100)}`)],
    ["with a root index out of range", (p) => forge(p, (b) => ((b.skills![0] as unknown[])[6] = 99))],
    ["with a name that is no string", (p) => forge(p, (b) => ((b.skills![0] as unknown[])[0] = 7))],
    ["with a row cut short", (p) => forge(p, (b) => (b.skills![0] as unknown[]).pop())],
    ["with blocks of another count", (p) => forge(p, (b) => (b.blocks = ["AAAAAA==", ""]))],
    ["with a bad observation", (p) => forge(p, (b) => (b.log![0] = ["x", 1]))],
    ["with the set part missing", (p) => forge(p, (b) => (b.roots = "none" as unknown as unknown[]))],
    ["with an unknown scope", (p) => forge(p, (b) => ((b.skills![0] as unknown[])[5] = "system"))],
    [
      "with a skill's diagnostics of the wrong shape",
      (p) => forge(p, (b) => ((b.skills![0] as unknown[])[13] = [{ code: 1 }])),
    ],
    [
      "replaced by a symlink",
      (p) => {
        renameSync(p, `${p}.real`);
        symlinkSync(`${p}.real`, p);
      },
    ],
  ];
  for (const [what, spoil] of damage) {
    it(`a memo ${what} means a normal load`, async () => {
      const t = tree();
      const path = await recorded(t);
      spoil(path);
      const after = await memoLoad(t.options, 10_000);
      expect(after.hit).toBe(false);
      await expectSameAsLoad(after.set, t.options);
    });
  }
});
