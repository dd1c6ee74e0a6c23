import { execFileSync } from "node:child_process";
import {
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { prng } from "../../../bench/lib/prng.mjs";
import { defaultCacheDir } from "../../../src/discovery/cache.js";
import { isPlainSkillFile } from "../../../src/discovery/canonical.js";
import { nodeDiscoveryFs } from "../../../src/discovery/fs.js";
import { type LoadOptions, loadSkills } from "../../../src/load.js";
import type { SkillSet } from "../../../src/types.js";
import { EXAMPLES, runCli, skillMd, tmp, writeTree } from "../../helpers/index.js";
import { nextTimestampTick } from "../../helpers/wait.js";

// The parse cache (docs/PERFORMANCE.md): a repeated load stats unchanged SKILL.md files instead of
// reading them, and must give exactly what a load without the cache gives.

/** Everything a SkillSet holds, as data (roots are compared by path). */
const snapshot = (set: SkillSet) =>
  JSON.parse(
    JSON.stringify(
      { skills: set.skills, shadowed: set.shadowed, failed: set.failed, diagnostics: set.diagnostics },
      (k, v) => (k === "root" ? v.path : v),
    ),
  );

/** A fs boundary that counts the SKILL.md files read (not the probes that find none). */
function counting() {
  const reads: string[] = [];
  const fs = {
    ...nodeDiscoveryFs,
    readHead: (p: string, limit: number, head: number) => {
      const r = nodeDiscoveryFs.readHead(p, limit, head);
      reads.push(p);
      return r;
    },
  };
  return { fs, reads };
}

const TREE: Record<string, string> = {
  "pdf-tools/SKILL.md": skillMd("pdf-tools", "Fills PDF forms.", "license: MIT\nmetadata:\n  author: me\n"),
  "warned/SKILL.md": skillMd("warned", "Has an unknown field.", "owner: team\nversion: 1.5\n"),
  "quiet/SKILL.md": skillMd("quiet", "User-only.", "disable-model-invocation: true\n"),
  "colon/SKILL.md": "---\nname: colon\ndescription: Use when: the colon is repaired\n---\nBody\n",
  "broken/SKILL.md": "---\nname: broken\ndescription: [unclosed\n---\n",
  "cat/nested/SKILL.md": skillMd("nested", "Sits in a category.", "allowed-tools: [Read, Grep]\n"),
  "odd-dir/SKILL.md": skillMd("mismatched", "Name differs from its directory."),
  "inf/SKILL.md": skillMd("inf", "Holds a number JSON cannot carry.", "weight: .inf\n"),
  "binary/SKILL.md": "\u0000\u0001 not text",
};

function load(root: string, extra: Partial<LoadOptions> = {}) {
  return loadSkills({ roots: [root], user: false, project: false, builtins: false, ...extra });
}

describe("parse cache (B, D1–D9 unchanged)", () => {
  it("a second load reuses every unchanged parse and gives the same SkillSet as a load without the cache", async () => {
    const root = writeTree(tmp(), TREE);
    const dir = tmp();
    const fresh = snapshot(await load(root));
    const first = counting();
    expect(snapshot(await load(root, { fs: first.fs, cache: { dir, minAgeMs: 0 } }))).toEqual(fresh);
    expect(first.reads).toHaveLength(9);
    const second = counting();
    const reused = await load(root, { fs: second.fs, cache: { dir, minAgeMs: 0 } });
    expect(snapshot(reused)).toEqual(fresh);
    // Byte for byte, key order included (JSON output and catalogs print the frontmatter).
    expect(JSON.stringify(snapshot(reused))).toBe(JSON.stringify(fresh));
    // Unreadable files and parses JSON cannot carry exactly (.inf) are read every time; the rest,
    // invalid YAML included, is reused.
    expect(second.reads.map((p) => p.slice(root.length + 1)).sort()).toEqual([
      "binary/SKILL.md",
      "inf/SKILL.md",
    ]);
  });

  it("entries are found by path in any order: shuffled, listed twice, stale or junk between them", async () => {
    const root = writeTree(tmp(), TREE);
    const dir = tmp();
    const fresh = snapshot(await load(root));
    await load(root, { cache: { dir, minAgeMs: 0 } });
    const [file] = readdirSync(dir);
    const path = join(dir, file!);
    const good = JSON.parse(readFileSync(path, "utf8")) as { key: string; entries: unknown[][] };
    const byName = (n: string) => good.entries.find((e) => e[0] === `${n}/SKILL.md`)!;
    // A stale copy of an entry (another size) first, the good one last; junk of every kind between
    // entries; the rest reversed (the walk's order never holds).
    const stale = [...byName("quiet")];
    stale[1] = (stale[1] as number) + 1;
    const entries = [stale, null, 5, ["quiet/SKILL.md"], ...[...good.entries].reverse(), byName("quiet")];
    writeFileSync(path, JSON.stringify({ key: good.key, entries }));
    const reads = counting();
    const set = await load(root, { fs: reads.fs, cache: { dir, minAgeMs: 0 } });
    expect(JSON.stringify(snapshot(set))).toBe(JSON.stringify(fresh));
    // Every valid entry is still found and used; only what is never recorded is read, and the stale
    // entry's file if the walk met that entry first (it is checked, never served).
    const read = reads.reads.map((p) => p.slice(root.length + 1)).filter((p) => p !== "quiet/SKILL.md");
    expect(read.sort()).toEqual(["binary/SKILL.md", "inf/SKILL.md"]);
    // The file is rewritten without the junk, in the walk's order: the next load reads the same.
    const again = counting();
    expect(snapshot(await load(root, { fs: again.fs, cache: { dir, minAgeMs: 0 } }))).toEqual(fresh);
    expect(again.reads).toHaveLength(2);
    const rewritten = JSON.parse(readFileSync(path, "utf8")) as { entries: unknown[][] };
    expect(rewritten.entries).toHaveLength(good.entries.length);
    expect(rewritten.entries.every((e) => Array.isArray(e) && e.length === 11)).toBe(true);
  });

  it("a reused SKILL.md costs one lstat; a symlinked one is followed as before and is never recorded as plain", async () => {
    const outside = writeTree(tmp(), { "target.md": skillMd("linked", "Its SKILL.md is a symlink.") });
    const root = writeTree(tmp(), { "plain/SKILL.md": skillMd("plain", "A regular SKILL.md.") });
    mkdirSync(join(root, "linked"));
    symlinkSync(join(outside, "target.md"), join(root, "linked", "SKILL.md"));
    const dir = tmp();
    // minAgeMs 0 still skips a file whose ctime is past the load's start (same tick): wait one.
    await nextTimestampTick();
    const fresh = await load(root, { cache: { dir, minAgeMs: 0 } });
    expect(fresh.skills.map((s) => s.name)).toEqual(["linked", "plain"]);
    // A fresh read opens the file (following a link): nobody looked at the entry itself.
    expect(fresh.skills.map(isPlainSkillFile)).toEqual([false, false]);
    const calls: string[] = [];
    const rel = (p: string) => p.slice(root.length + 1);
    const fs = {
      ...nodeDiscoveryFs,
      stat: (p: string) => {
        calls.push(`stat ${rel(p)}`);
        return nodeDiscoveryFs.stat(p);
      },
      lstat: (p: string) => {
        calls.push(`lstat ${rel(p)}`);
        return nodeDiscoveryFs.lstat(p);
      },
      readHead: (p: string, limit: number, head: number) => {
        const r = nodeDiscoveryFs.readHead(p, limit, head);
        calls.push(`read ${rel(p)}`); // only a read that found a file
        return r;
      },
    };
    const reused = await load(root, { fs, cache: { dir, minAgeMs: 0 } });
    expect(snapshot(reused)).toEqual(snapshot(fresh));
    const skillFiles = calls.filter((c) => c.endsWith("SKILL.md")).sort();
    expect(skillFiles).toEqual(["lstat linked/SKILL.md", "lstat plain/SKILL.md", "stat linked/SKILL.md"]);
    expect(reused.skills.map((s) => [s.name, isPlainSkillFile(s)])).toEqual([
      ["linked", false],
      ["plain", true],
    ]);
  });

  it("an edit that keeps the size and the mtime is still seen (ctime)", async () => {
    const root = writeTree(tmp(), { "a/SKILL.md": skillMd("a", "First text.") });
    const file = join(root, "a", "SKILL.md");
    const whole = Math.floor(Date.now() / 1000) - 60; // whole seconds survive utimes exactly
    utimesSync(file, whole, whole);
    const dir = tmp();
    expect((await load(root, { cache: { dir, minAgeMs: 0 } })).skills[0]!.description).toBe("First text.");
    const before = statSync(file);
    await nextTimestampTick();
    writeFileSync(file, skillMd("a", "Other text."));
    utimesSync(file, whole, whole);
    expect(statSync(file).size).toBe(before.size);
    expect(statSync(file).mtimeMs).toBe(before.mtimeMs);
    expect((await load(root, { cache: { dir, minAgeMs: 0 } })).skills[0]!.description).toBe("Other text.");
  });

  it("files changed in the last two seconds are not recorded (timestamps are coarse)", async () => {
    const root = writeTree(tmp(), { "a/SKILL.md": skillMd("a"), "b/SKILL.md": skillMd("b") });
    const dir = tmp();
    await load(root, { cache: { dir } });
    const again = counting();
    await load(root, { fs: again.fs, cache: { dir } });
    expect(again.reads).toHaveLength(2);
  });

  it("deleted, added and invalidated skills show at once", async () => {
    const root = writeTree(tmp(), { "a/SKILL.md": skillMd("a"), "b/SKILL.md": skillMd("b") });
    const dir = tmp();
    const opts = { cache: { dir, minAgeMs: 0 } };
    await load(root, opts);
    rmSync(join(root, "a"), { recursive: true });
    writeTree(root, { "c/SKILL.md": skillMd("c") });
    await nextTimestampTick();
    writeFileSync(join(root, "b", "SKILL.md"), "no frontmatter\n");
    const set = await load(root, opts);
    expect(set.skills.map((s) => s.name)).toEqual(["c"]);
    expect(set.failed.map((s) => s.name)).toEqual(["b"]);
    expect(snapshot(set)).toEqual(snapshot(await load(root)));
  });

  it("each validation mode has its own cache: a standard-mode parse never answers a spec-mode load", async () => {
    const root = writeTree(tmp(), TREE);
    const dir = tmp();
    await load(root, { mode: "standard", cache: { dir, minAgeMs: 0 } });
    await load(root, { mode: "standard", cache: { dir, minAgeMs: 0 } });
    const spec = await load(root, { mode: "spec", cache: { dir, minAgeMs: 0 } });
    expect(snapshot(spec)).toEqual(snapshot(await load(root, { mode: "spec" })));
    expect(spec.failed.map((f) => f.name)).toContain("warned");
  });

  it("T5: a corrupt, tampered or special cache file, or an unusable cache directory, only means reading everything", async () => {
    const root = writeTree(tmp(), TREE);
    const dir = tmp();
    const fresh = snapshot(await load(root));
    await load(root, { cache: { dir, minAgeMs: 0 } });
    const files = readdirSync(dir);
    expect(files).toHaveLength(1);
    for (const garbage of ["{not json", "null", '{"key":1}', JSON.stringify({ key: "x", entries: [] })]) {
      writeFileSync(join(dir, files[0]!), garbage);
      expect(snapshot(await load(root, { cache: { dir, minAgeMs: 0 } }))).toEqual(fresh);
    }
    // The entries of a file written by a matching build but tampered with are checked before use.
    const text = readFileSync(join(dir, files[0]!), "utf8");
    const tampered = JSON.parse(text);
    for (const e of Object.values(tampered.entries) as unknown[][]) e.length = 3;
    writeFileSync(join(dir, files[0]!), JSON.stringify(tampered));
    expect(snapshot(await load(root, { cache: { dir, minAgeMs: 0 } }))).toEqual(fresh);

    // A cache file with another key under this name is replaced, not kept beside the new one.
    expect(readdirSync(dir)).toEqual(files);

    // Entries of the right length with a field of the wrong type: each is skipped, nothing throws.
    const good = JSON.parse(readFileSync(join(dir, files[0]!), "utf8"));
    // One wrong value per field (by type: a cache of the right shape is trusted like the user's files).
    const wrong: unknown[] = [1, "x", "x", "x", 1, 1, 1, [], "x", [{ severity: 1 }], "x"];
    for (let field = 0; field < 11; field++) {
      const copy = structuredClone(good);
      for (const e of copy.entries as unknown[][]) e[field] = wrong[field];
      writeFileSync(join(dir, files[0]!), JSON.stringify(copy));
      expect(snapshot(await load(root, { cache: { dir, minAgeMs: 0 } })), `field ${field}`).toEqual(fresh);
    }

    // A FIFO or a directory where the cache file should be: never read, never waited on.
    rmSync(join(dir, files[0]!));
    execFileSync("mkfifo", [join(dir, files[0]!)]);
    expect(snapshot(await load(root, { cache: { dir, minAgeMs: 0 } }))).toEqual(fresh);
    rmSync(join(dir, files[0]!));
    mkdirSync(join(dir, files[0]!));
    expect(snapshot(await load(root, { cache: { dir, minAgeMs: 0 } }))).toEqual(fresh);

    const notADir = join(tmp(), "file");
    writeFileSync(notADir, "");
    expect(snapshot(await load(root, { cache: { dir: join(notADir, "cache"), minAgeMs: 0 } }))).toEqual(
      fresh,
    );
  });

  it("cache files not written for a week are removed when another is written; other files stay", async () => {
    const dir = tmp();
    const stale = join(dir, "parse-00000000.json");
    const mine = join(dir, "notes.txt");
    const orphan = join(dir, "parse-00000000-00000000.json.123.tmp"); // a writer killed mid-write
    writeFileSync(stale, "{}");
    writeFileSync(mine, "keep");
    writeFileSync(orphan, "{");
    const old = new Date(Date.now() - 40 * 24 * 3600 * 1000);
    utimesSync(stale, old, old);
    utimesSync(mine, old, old);
    utimesSync(orphan, old, old);
    await load(writeTree(tmp(), { "a/SKILL.md": skillMd("a") }), { cache: { dir, minAgeMs: 0 } });
    expect(readdirSync(dir).sort()).toEqual([
      "notes.txt",
      expect.stringMatching(/^parse-[0-9a-f]{8}-[0-9a-f]{8}\.json$/),
    ]);
  });

  it("a seeded run of random edits: the cached load always equals a fresh one", async () => {
    const next = prng(7);
    const rand = (n: number) => Math.floor(next() * n);
    const root = tmp();
    const dir = tmp();
    const names = ["alpha", "beta", "gamma", "delta"];
    const texts = [
      (n: string) => skillMd(n, "Does one thing."),
      (n: string) => skillMd(n, "Does two thing."), // same size as the one above
      (n: string) => skillMd(n, "Does a longer thing now.", "license: MIT\n"),
      (n: string) => skillMd(n, "Unknown field.", "owner: x\n"),
      () => "---\nname: [\n---\n",
      (n: string) => skillMd(`${n}-other`, "Name differs."),
    ];
    for (let step = 0; step < 25; step++) {
      const n = names[rand(names.length)]!;
      if (rand(5) === 0) rmSync(join(root, n), { recursive: true, force: true });
      else writeTree(root, { [`${n}/SKILL.md`]: texts[rand(texts.length)]!(n) });
      const cached = snapshot(await load(root, { cache: { dir, minAgeMs: 0 } }));
      expect(cached, `step ${step}`).toEqual(snapshot(await load(root)));
      await nextTimestampTick(); // the next write lands in a later timestamp tick
    }
  });

  it("CLI: list --json twice equals --no-cache; the cache lives under $XDG_CACHE_HOME; --no-cache writes none", () => {
    // The example skills were checked out long enough ago to be recorded.
    const home = tmp();
    const env = { HOME: home, XDG_CACHE_HOME: join(home, "cache") };
    const args = ["list", "--all", "--json", "--no-user", "--no-project", "--root", EXAMPLES];
    const none = runCli(["--no-cache", ...args], { env });
    expect(() => readdirSync(join(home, "cache"))).toThrow();
    const first = runCli(args, { env });
    const second = runCli(args, { env });
    expect(first.code).toBe(0);
    expect(JSON.parse(first.stdout).skills.length).toBeGreaterThan(3);
    expect(first.stdout).toBe(none.stdout);
    expect(second.stdout).toBe(none.stdout);
    const files = readdirSync(join(home, "cache", "skillport"));
    expect(files.length).toBeGreaterThan(0);
    // Private to the user: it names every skill, project ones included.
    expect(statSync(join(home, "cache", "skillport")).mode & 0o777).toBe(0o700);
    for (const f of files) expect(statSync(join(home, "cache", "skillport", f)).mode & 0o777).toBe(0o600);
  });

  it("the default directory follows XDG_CACHE_HOME, ignores a relative one (XDG spec), else ~/.cache", () => {
    expect(defaultCacheDir({ XDG_CACHE_HOME: "/x/cache", HOME: "/h" })).toBe(join("/x/cache", "skillport"));
    expect(defaultCacheDir({ XDG_CACHE_HOME: "rel/cache", HOME: "/h" })).toBe(
      join("/h", ".cache", "skillport"),
    );
    expect(defaultCacheDir({ HOME: "/h" })).toBe(join("/h", ".cache", "skillport"));
  });
});
