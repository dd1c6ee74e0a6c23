import { spawn } from "node:child_process";
import {
  chmodSync,
  chownSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadSkills } from "../../../src/load.js";
import { createSearchIndex, type SearchIndex } from "../../../src/search/search-index.js";
import { decodeSnapshot } from "../../../src/search/snapshot.js";
import type { SkillSet } from "../../../src/types.js";
import { CLI, skillMd, tmp, writeTree } from "../../helpers/index.js";

// A saved search index is input on disk: a stale, damaged or planted file is detected and the index
// built as without it, never trusted, never thrown; concurrent writers never leave a partial file.

const HOUR = 3600 * 1000;

function fixture(n = 40): string {
  const root = tmp();
  const files: Record<string, string> = {};
  const topics = ["invoice", "sprint", "lint", "backup", "translate", "schema", "budget", "deploy"];
  for (let i = 0; i < n; i++) {
    const name = `skill-${String(i).padStart(3, "0")}`;
    const topic = topics[i % topics.length]!;
    files[`${name}/SKILL.md`] = skillMd(
      name,
      `Helps with ${topic} task ${i}.`,
      "",
      `# ${topic} guide\n\nStep ${i}: zeppelin${i % 5} ${topic}.\n`,
    );
  }
  writeTree(root, files);
  const t = new Date(Date.now() - HOUR);
  for (const f of Object.keys(files)) utimesSync(join(root, f), t, t);
  return root;
}

const load = (root: string) =>
  loadSkills({ roots: [{ path: root, scope: "project" }], user: false, project: false, builtins: false });

function counting(set: SkillSet): { set: SkillSet; reads: () => number } {
  let n = 0;
  return {
    set: {
      ...set,
      readBody: (s) => {
        n++;
        return set.readBody(s);
      },
    },
    reads: () => n,
  };
}

const savedIn = (dir: string) =>
  readdirSync(dir).filter((n) => n.startsWith("search-") && n.endsWith(".bin"));

async function until(what: string, check: () => boolean): Promise<void> {
  for (let i = 0; i < 500 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
  if (!check()) throw new Error(`timed out waiting for ${what}`);
}

const QUERIES = ["invoice", "zeppelin3", "deploy guide", "backp", "nothing here"];
const answers = (index: SearchIndex) => QUERIES.map((q) => index.search(q, { k: 10 }));

/** A cache directory holding a good saved index for `root`, and that index's path and bytes. */
async function savedIndex(root: string) {
  const cacheDir = tmp();
  const built = await createSearchIndex(await load(root), { cacheDir });
  await until("the saved index", () => savedIn(cacheDir).length === 1);
  const path = join(cacheDir, savedIn(cacheDir)[0]!);
  return { cacheDir, built, path, good: readFileSync(path) };
}

/** Builds again with `cacheDir`: true when the saved file was used (no body read). */
async function usedSaved(root: string, cacheDir: string, built: SearchIndex): Promise<boolean> {
  const c = counting(await load(root));
  const index = await createSearchIndex(c.set, { cacheDir });
  expect(answers(index)).toEqual(answers(built));
  return c.reads() === 0;
}

describe("saved search index: hostile and stale files", () => {
  it("a good file is used; another format version, a truncated file or flipped bytes are not", async () => {
    const root = fixture();
    const { cacheDir, built, path, good } = await savedIndex(root);
    expect(await usedSaved(root, cacheDir, built)).toBe(true);
    const version = Buffer.from(good);
    version.writeUInt32LE(version.readUInt32LE(4) + 1, 4);
    const truncated = good.subarray(0, Math.floor(good.length / 2));
    const flipped = Buffer.from(good);
    for (let i = 104; i < flipped.length; i += 97) flipped[i] = flipped[i]! ^ 0xff;
    // One bit in the middle (a posting list): in range, so only the file's digest can tell.
    const oneBit = Buffer.from(good);
    oneBit[Math.floor(good.length / 2)]! ^= 0x01;
    for (const bytes of [version, truncated, flipped, oneBit]) {
      writeFileSync(path, bytes, { mode: 0o600 });
      // Used or not, the answers are a fresh build's (checked inside); a damaged file is not used.
      expect(await usedSaved(root, cacheDir, built)).toBe(false);
    }
  });

  it("huge declared counts are refused before anything is allocated for them", async () => {
    const { good } = await savedIndex(fixture());
    const key = good.subarray(8, 40);
    const base = good.subarray(64, 96);
    expect(decodeSnapshot(good, key, base)).toBeDefined();
    const before = process.memoryUsage().arrayBuffers;
    // Documents, terms, postings, vocabulary bytes, blocks (header words).
    for (const at of [11, 12, 13, 15, 24])
      for (const value of [0xffffffff, 0x7fffffff, 0x40000000]) {
        const b = Buffer.from(good);
        b.writeUInt32LE(value, at * 4);
        expect(decodeSnapshot(b, key, base)).toBeUndefined();
      }
    // Views are made only after every size is checked against the file: nothing near 4 G × 4 bytes.
    expect(process.memoryUsage().arrayBuffers - before).toBeLessThan(16 * 1024 * 1024);
  });

  it.skipIf(process.getuid?.() !== 0)(
    "a file owned by another user, or writable by others, is not used, and the next save replaces it",
    async () => {
      const root = fixture();
      const { cacheDir, built, path } = await savedIndex(root);
      chownSync(path, 65534, 65534);
      expect(await usedSaved(root, cacheDir, built)).toBe(false);
      // The rebuilt index is saved over it, as ours.
      await until("the file to be ours again", () => lstatSync(path).uid === 0);
      expect(await usedSaved(root, cacheDir, built)).toBe(true);
      chmodSync(path, 0o666);
      expect(await usedSaved(root, cacheDir, built)).toBe(false);
    },
  );

  it("a symbolic link in place of the file is not followed, and the next save replaces the link", async () => {
    const root = fixture();
    const { cacheDir, built, path, good } = await savedIndex(root);
    // A good copy elsewhere, linked into place: the bytes are right, the link is not trusted.
    const elsewhere = join(tmp(), "copy.bin");
    writeFileSync(elsewhere, good, { mode: 0o600 });
    rmSync(path);
    symlinkSync(elsewhere, path);
    expect(await usedSaved(root, cacheDir, built)).toBe(false);
    await until("the link to be replaced", () => lstatSync(path).isFile());
    expect(readFileSync(elsewhere).equals(good)).toBe(true);
    expect(await usedSaved(root, cacheDir, built)).toBe(true);
  });

  it("a cache directory others can write is neither read nor written", async () => {
    const root = fixture();
    const { cacheDir, built, path } = await savedIndex(root);
    chmodSync(cacheDir, 0o777);
    expect(await usedSaved(root, cacheDir, built)).toBe(false);
    // Moved aside: a new build would save a file; in a shared directory it does not.
    renameSync(path, `${path}.aside`);
    const index = await createSearchIndex(await load(root), { cacheDir });
    await index.ready;
    await new Promise((r) => setImmediate(r));
    expect(savedIn(cacheDir)).toEqual([]);
  });

  it("servers writing one file at once: a reader only ever sees a whole file", async () => {
    const root = fixture(400);
    const home = tmp("skillport-home-");
    const cache = join(home, ".cache");
    mkdirSync(cache, { recursive: true, mode: 0o700 });
    const dir = join(cache, "skillport");
    const env = { ...process.env, HOME: home, XDG_CACHE_HOME: cache, NO_COLOR: "1" };
    const search = () =>
      new Promise<number | null>((resolve) => {
        const child = spawn(
          process.execPath,
          [CLI, "search", "--root", root, "--no-user", "--no-project", "--json", "invoice"],
          { env, stdio: "ignore" },
        );
        child.on("exit", (code) => resolve(code));
      });
    let reads = 0;
    let bad = 0;
    let running = true;
    const reader = (async () => {
      while (running) {
        for (const name of (() => {
          try {
            return savedIn(dir);
          } catch {
            return [];
          }
        })()) {
          let bytes: Buffer;
          try {
            bytes = readFileSync(join(dir, name));
          } catch {
            continue; // replaced between the listing and the read
          }
          reads++;
          // The file's own key: a whole file decodes, a partial one never does.
          if (decodeSnapshot(bytes, bytes.subarray(8, 40), bytes.subarray(64, 96)) === undefined) bad++;
        }
        await new Promise((r) => setImmediate(r));
      }
    })();
    for (let round = 0; round < 4; round++) {
      for (const n of (() => {
        try {
          return savedIn(dir);
        } catch {
          return [];
        }
      })())
        rmSync(join(dir, n), { force: true });
      const codes = await Promise.all([search(), search(), search()]);
      expect(codes).toEqual([0, 0, 0]);
    }
    running = false;
    await reader;
    expect(reads).toBeGreaterThan(0);
    expect(bad).toBe(0);
    // No temporary file is left behind.
    expect(readdirSync(dir).filter((n) => n.endsWith(".tmp"))).toEqual([]);
  }, 120_000);
});
