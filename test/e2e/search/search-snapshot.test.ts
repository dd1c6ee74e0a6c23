import { readdirSync, readFileSync, utimesSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { loadSkills } from "../../../src/load.js";
import { createSearchIndex, type SearchIndex } from "../../../src/search/search-index.js";
import { decodeSnapshot } from "../../../src/search/snapshot.js";
import type { SkillSet } from "../../../src/types.js";
import { CLI, runCli, skillMd, tmp, writeTree } from "../../helpers/index.js";
import { isolatedEnv, onCleanup, textOf } from "../../helpers/mcp-helpers.js";

// The saved search index: a second index of the same skills starts from the file instead of reading
// every body, answers exactly as a fresh build does, and is never used for skills that changed.

const HOUR = 3600 * 1000;

/** Sets every file's mtime an hour back: the index is saved only for settled files. */
function age(paths: readonly string[]): void {
  const t = new Date(Date.now() - HOUR);
  for (const p of paths) utimesSync(p, t, t);
}

const BODIES: Record<string, [string, string]> = {
  "csv-charts": ["Turn a spreadsheet export into a chart.", "Use matplotlib; the legend goes top left."],
  "git-bisect": ["Find the commit that introduced a regression.", "Run bisect with a zeppelin test script."],
  "pdf-forms": ["Fill and flatten PDF forms.", "Needs qpdf. Flatten annotations before signing."],
  "release-notes": ["Write release notes from merged pull requests.", "Group by label: feature, fix."],
  "docker-slim": ["Shrink Docker images.", "Multi-stage builds, distroless bases, no zeppelin."],
};

/** The five skills above, and `fillers` more (enough for several of the saved index's blocks). */
function fixture(fillers = 0): { root: string; files: string[] } {
  const root = tmp();
  const files: Record<string, string> = {};
  for (const [name, [description, body]] of Object.entries(BODIES))
    files[`${name}/SKILL.md`] = skillMd(name, description, "", `# ${name} guide\n\n${body}\n`);
  const topics = ["invoice", "sprint", "lint", "backup", "translate", "schema", "budget", "deploy"];
  for (let i = 0; i < fillers; i++) {
    const name = `filler-${String(i).padStart(3, "0")}`;
    const topic = topics[i % topics.length]!;
    files[`${name}/SKILL.md`] = skillMd(
      name,
      `Helps with ${topic} task ${i}.`,
      "",
      `# ${topic}\n\nStep ${i}.\n`,
    );
  }
  writeTree(root, files);
  const paths = Object.keys(files).map((f) => join(root, f));
  age(paths);
  return { root, files: paths };
}

const load = (root: string) =>
  loadSkills({ roots: [{ path: root, scope: "project" }], user: false, project: false, builtins: false });

/** The set with a body reader that counts its reads. */
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

const saved = (dir: string) => readdirSync(dir).filter((n) => n.startsWith("search-") && n.endsWith(".bin"));

/** Waits until `dir` holds a saved index (the save runs just after the bodies are in). */
async function untilSaved(dir: string): Promise<string> {
  for (let i = 0; i < 200 && saved(dir).length === 0; i++) await new Promise((r) => setTimeout(r, 10));
  const [name] = saved(dir);
  if (name === undefined) throw new Error("no index was saved");
  return join(dir, name);
}

/** Waits until the saved index at `path` no longer holds `before` (the save after an update or edit). */
async function untilRewritten(path: string, before: Buffer): Promise<void> {
  for (let i = 0; i < 200 && readFileSync(path).equals(before); i++)
    await new Promise((r) => setTimeout(r, 10));
}

const QUERIES = [
  "chart",
  "spreadsheet chart",
  "zeppelin",
  "legend matplotlib",
  "qpdf flatten",
  "regresion",
  "dock",
  "pull request notes",
  "guide",
  "nothing matches this",
];

const answers = (index: SearchIndex, queries: readonly string[]) =>
  queries.map((q) => index.search(q, { k: 10, includeHidden: true }));

describe("saved search index", () => {
  it("a second index of the same skills reads no body and answers exactly as a fresh build", async () => {
    const { root } = fixture();
    const cacheDir = tmp();
    const first = counting(await load(root));
    const built = await createSearchIndex(first.set, { cacheDir });
    expect(first.reads()).toBe(5);
    await untilSaved(cacheDir);

    const second = counting(await load(root));
    const loaded = await createSearchIndex(second.set, { cacheDir });
    expect(second.reads()).toBe(0);
    // Body words are found at once, with the same scores and fields.
    expect(loaded.search("zeppelin").map((r) => r.name)).toEqual(["docker-slim", "git-bisect"]);
    expect(answers(loaded, QUERIES)).toEqual(answers(built, QUERIES));
    expect(loaded.suggest("zepelin chrt")).toBe(built.suggest("zepelin chrt"));

    // Any query: the same results from both (words of the skills, prefixes, typos, noise).
    const words = Object.values(BODIES).flatMap(([d, b]) => `${d} ${b}`.toLowerCase().split(/\W+/));
    const word = fc.oneof(
      fc.constantFrom(...words.filter((w) => w.length > 0)),
      fc.constantFrom(...words.filter((w) => w.length > 3)).map((w) => w.slice(0, -1)),
      fc.string({ maxLength: 8 }),
    );
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 4 }), (ws) => {
        const q = ws.join(" ");
        expect(loaded.search(q, { k: 10 })).toEqual(built.search(q, { k: 10 }));
      }),
      { numRuns: 300 },
    );
  });

  it("with deferred bodies, the saved index gives body matches at the first search", async () => {
    const { root } = fixture();
    const cacheDir = tmp();
    const cold = await createSearchIndex(await load(root), { cacheDir, deferBodies: true });
    // Bodies not read yet: the body-only word finds nothing.
    expect(cold.search("zeppelin")).toEqual([]);
    await cold.ready;
    await untilSaved(cacheDir);
    const warm = await createSearchIndex(await load(root), { cacheDir, deferBodies: true });
    expect(warm.search("zeppelin").map((r) => r.name)).toEqual(["docker-slim", "git-bisect"]);
  });

  it("after a body edit, keeps the other skills' documents, reads one block's bodies, answers as a fresh build and is saved again", async () => {
    const { root, files } = fixture(400);
    const cacheDir = tmp();
    await createSearchIndex(await load(root), { cacheDir });
    const path = await untilSaved(cacheDir);
    const before = readFileSync(path);
    // A body-only edit (same description): the file's size and mtime are in the key.
    writeFileSync(
      files[1]!,
      skillMd("git-bisect", BODIES["git-bisect"]![0], "", "# bisect\n\nUse a kazoo.\n"),
    );
    age([files[1]!]);
    const next = counting(await load(root));
    const index = await createSearchIndex(next.set, { cacheDir });
    // The bodies of the edited skill's block only (a block is at most 128 skills).
    expect(next.reads()).toBeGreaterThanOrEqual(1);
    expect(next.reads()).toBeLessThanOrEqual(128);
    expect(index.search("kazoo").map((r) => r.name)).toEqual(["git-bisect"]);
    expect(index.search("zeppelin").map((r) => r.name)).toEqual(["docker-slim"]);
    const fresh = await createSearchIndex(next.set, {});
    expect(answers(index, [...QUERIES, "kazoo", "bisect"])).toEqual(
      answers(fresh, [...QUERIES, "kazoo", "bisect"]),
    );
    expect(index.suggest("kazo zepelin")).toBe(fresh.suggest("kazo zepelin"));
    await untilRewritten(path, before);
    const again = counting(await load(root));
    const reloaded = await createSearchIndex(again.set, { cacheDir });
    expect(again.reads()).toBe(0);
    expect(reloaded.search("kazoo").map((r) => r.name)).toEqual(["git-bisect"]);
  });

  it("a description edit, a removed and an added skill: only their blocks are built, with a fresh build's answers", async () => {
    const { root, files } = fixture(400);
    const cacheDir = tmp();
    await createSearchIndex(await load(root), { cacheDir });
    const path = await untilSaved(cacheDir);
    const before = readFileSync(path);
    writeFileSync(files[0]!, skillMd("csv-charts", "Plot a histogram.", "", "# csv-charts guide\n"));
    const { rmSync } = await import("node:fs");
    rmSync(join(root, "docker-slim"), { recursive: true });
    writeTree(root, {
      "kazoo-tuning/SKILL.md": skillMd("kazoo-tuning", "Tune a kazoo.", "", "# k\n\nHum.\n"),
    });
    age([files[0]!, join(root, "kazoo-tuning/SKILL.md")]);
    for (const deferBodies of [false, true]) {
      // Each start from the file saved before the edits: the first one saves the new skills' index.
      if (deferBodies) {
        await untilRewritten(path, before);
        expect(readFileSync(path).equals(before)).toBe(false);
        writeFileSync(path, before, { mode: 0o600 });
      }
      const edited = counting(await load(root));
      const index = await createSearchIndex(edited.set, { cacheDir, deferBodies });
      await index.ready;
      // Read: the blocks of the edited, removed and added skills; the others come from the file.
      expect(edited.reads()).toBeGreaterThanOrEqual(2);
      expect(edited.reads()).toBeLessThanOrEqual(3 * 128);
      expect(edited.reads()).toBeLessThan(405 / 2);
      expect(index.search("histogram").map((r) => r.name)).toEqual(["csv-charts"]);
      expect(index.search("spreadsheet")).toEqual([]);
      expect(index.search("zeppelin").map((r) => r.name)).toEqual(["git-bisect"]);
      const fresh = await createSearchIndex(edited.set, {});
      const queries = [...QUERIES, "hum", "kazoo tune", "histogram plot", "docker"];
      expect(answers(index, queries)).toEqual(answers(fresh, queries));
      expect(index.size).toBe(405);
    }
  });

  it("when more than half the saved skills changed, the index is built afresh", async () => {
    const { root, files } = fixture();
    const cacheDir = tmp();
    await createSearchIndex(await load(root), { cacheDir });
    await untilSaved(cacheDir);
    for (const f of files.slice(0, 3)) writeFileSync(f, `${readFileSync(f, "utf8")}\nMore.\n`);
    age(files);
    const edited = counting(await load(root));
    const index = await createSearchIndex(edited.set, { cacheDir });
    expect(edited.reads()).toBe(5);
    expect(answers(index, QUERIES)).toEqual(answers(await createSearchIndex(edited.set, {}), QUERIES));
  });

  it("is not saved while a SKILL.md is younger than two seconds, nor when a body could not be read", async () => {
    const { root, files } = fixture();
    const fresh = tmp();
    const now = new Date();
    utimesSync(files[2]!, now, now);
    const index = await createSearchIndex(await load(root), { cacheDir: fresh });
    await index.ready;
    await new Promise((r) => setTimeout(r, 100));
    expect(saved(fresh)).toEqual([]);

    age(files);
    const failing = tmp();
    const set = await load(root);
    const broken: SkillSet = {
      ...set,
      readBody: (s) => (s.name === "pdf-forms" ? Promise.reject(new Error("EIO")) : set.readBody(s)),
    };
    await (await createSearchIndex(broken, { cacheDir: failing })).ready;
    await new Promise((r) => setTimeout(r, 100));
    expect(saved(failing)).toEqual([]);
  });

  it("updates after a load from the saved index: added and removed skills, then saved again", async () => {
    const { root } = fixture();
    const cacheDir = tmp();
    await createSearchIndex(await load(root), { cacheDir });
    await untilSaved(cacheDir);
    const index = await createSearchIndex(await load(root), { cacheDir });
    const p = join(root, "kazoo-tuning/SKILL.md");
    writeTree(root, {
      "kazoo-tuning/SKILL.md": skillMd("kazoo-tuning", "Tune a kazoo.", "", "# k\n\nHum.\n"),
    });
    age([p]);
    const { rmSync } = await import("node:fs");
    rmSync(join(root, "docker-slim"), { recursive: true });
    const next = await load(root);
    const u = await index.update(next);
    expect(u.added).toEqual(["kazoo-tuning"]);
    expect(u.removed).toEqual(["docker-slim"]);
    expect(index.search("zeppelin").map((r) => r.name)).toEqual(["git-bisect"]);
    expect(index.search("hum").map((r) => r.name)).toEqual(["kazoo-tuning"]);
    const fresh = await createSearchIndex(next, {});
    expect(answers(index, QUERIES)).toEqual(answers(fresh, QUERIES));
    // The updated index is saved: a third start reads nothing and agrees.
    for (let i = 0; i < 200; i++) {
      const c = counting(await load(root));
      const third = await createSearchIndex(c.set, { cacheDir });
      if (c.reads() === 0) {
        expect(answers(third, [...QUERIES, "hum"])).toEqual(answers(fresh, [...QUERIES, "hum"]));
        return;
      }
      await new Promise((r) => setTimeout(r, 10));
    }
    throw new Error("the updated index was not saved");
  });

  it("a damaged file is never trusted and never throws: the index is built as without one", async () => {
    const { root } = fixture();
    const cacheDir = tmp();
    const built = await createSearchIndex(await load(root), { cacheDir });
    const path = await untilSaved(cacheDir);
    const good = readFileSync(path);
    const damaged = [
      good.subarray(0, good.length - 1),
      good.subarray(0, 64),
      Buffer.alloc(good.length),
      Buffer.concat([good, Buffer.from("x")]),
      (() => {
        const b = Buffer.from(good);
        b.writeUInt32LE(0xffffffff, 48); // term count
        return b;
      })(),
      (() => {
        const b = Buffer.from(good);
        b.writeUInt32LE(0xfffffff0, 44); // document count
        return b;
      })(),
    ];
    for (const bytes of damaged) {
      writeFileSync(path, bytes, { mode: 0o600 });
      const c = counting(await load(root));
      const index = await createSearchIndex(c.set, { cacheDir });
      expect(c.reads()).toBe(5);
      expect(answers(index, QUERIES)).toEqual(answers(built, QUERIES));
    }
    // Any bytes at all: decoding gives an index or nothing, and never throws; a decoded index with
    // damaged postings never yields a document outside its range.
    const key = good.subarray(8, 40);
    const base = good.subarray(64, 96);
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 512 }), fc.nat(good.length), (noise, at) => {
        const b = Buffer.from(good);
        b.set(noise.subarray(0, Math.max(0, b.length - at)), at);
        const frozen = decodeSnapshot(b, key, base)?.index;
        if (frozen === undefined) return;
        for (let t = 0; t < frozen.terms.length; t++)
          for (let f = 0; f < frozen.fieldCount; f++)
            for (const id of frozen.posting(t, f)?.docs ?? [])
              expect(id >= 1 && id <= frozen.docCount).toBe(true);
      }),
      { numRuns: 200 },
    );
  });
});

describe("saved search index in the CLI and the MCP server", () => {
  it("`skillport search` saves it beside the parse cache and answers the same from it", () => {
    const { root } = fixture();
    const home = tmp("skillport-home-");
    const env = { HOME: home, XDG_CACHE_HOME: join(home, ".cache") };
    const args = ["search", "--root", root, "--no-user", "--no-project", "--json", "zeppelin"];
    const a = runCli(args, { env });
    expect(a.code).toBe(0);
    expect(saved(join(home, ".cache", "skillport"))).toHaveLength(1);
    const b = runCli(args, { env });
    expect(b.stdout).toBe(a.stdout);
    expect(JSON.parse(b.stdout).results.map((r: { name: string }) => r.name)).toEqual([
      "docker-slim",
      "git-bisect",
    ]);
    // --no-cache: neither read nor written.
    const c = runCli([...args, "--no-cache"], { env: { HOME: home, XDG_CACHE_HOME: join(home, "other") } });
    expect(c.stdout).toBe(a.stdout);
    expect(() => readdirSync(join(home, "other", "skillport"))).toThrow();
  });

  it("is neither written nor read in a cache directory inside the project (a checkout could ship one)", () => {
    const { root } = fixture();
    const project = tmp();
    writeTree(project, { ".git/HEAD": "ref: refs/heads/main\n" });
    const home = tmp("skillport-home-");
    const env = { HOME: home, XDG_CACHE_HOME: join(project, ".cache") };
    const args = ["search", "--root", root, "--no-user", "--no-project", "--json", "zeppelin"];
    const a = runCli(args, { env, cwd: project });
    expect(a.code).toBe(0);
    const dir = join(project, ".cache", "skillport");
    expect(saved(dir)).toEqual([]);
    // The same command outside the project saves one.
    const b = runCli(args, { env: { HOME: home, XDG_CACHE_HOME: join(home, ".cache") }, cwd: home });
    expect(b.stdout).toBe(a.stdout);
    expect(saved(join(home, ".cache", "skillport"))).toHaveLength(1);
  });

  it("a restarted MCP server finds body words at its first search", async () => {
    const { root } = fixture();
    const home = tmp("skillport-home-");
    const env = isolatedEnv(home, { XDG_CACHE_HOME: join(home, ".cache") });
    const args = [CLI, "mcp", "--root", root, "--no-user", "--no-project"];
    const search = async () => {
      const client = new Client({ name: "skillport-test", version: "1.0.0" });
      await client.connect(
        new StdioClientTransport({ command: process.execPath, args, env, cwd: home, stderr: "pipe" }),
      );
      onCleanup(() => client.close());
      return {
        client,
        text: textOf(await client.callTool({ name: "search_skills", arguments: { query: "zeppelin" } })),
      };
    };
    const first = await search();
    // The first server has not read bodies yet at its first search.
    expect(first.text).not.toContain("docker-slim");
    await untilSaved(join(home, ".cache", "skillport"));
    await first.client.close();
    const second = await search();
    expect(second.text).toContain("docker-slim");
    expect(second.text).toContain("git-bisect");
  });
});
