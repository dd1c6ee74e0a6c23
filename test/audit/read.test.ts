// The audit's reader (src/audit/read.ts): every file whole up to the cap, head first (a binary is known by
// its first 8 KiB), links never followed, non-files never read, and a file swapped for a link between the
// listing and the open reported, not followed.
import { execFileSync, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { type ReadEntry, readSkillTree } from "../../src/audit/read.js";
import { link, tmp, writeTree } from "../helpers/index.js";

const LIMITS = { maxFileBytes: 10 * 1024 * 1024, maxFiles: 1000, maxDepth: 32 };
/** Swaps argv[1] between a file and a link to argv[2] until its stdin closes; prints "go", then the swap count. */
const SWAPPER = `
const fs = require("node:fs");
const [p, secret, spare] = process.argv.slice(1);
let turns = 0;
let stop = false;
process.stdin.on("end", () => { stop = true; }).resume();
process.stdout.write("go\\n");
const burst = () => {
  for (let i = 0; i < 50; i++) {
    try {
      if (turns++ % 2 === 0) fs.symlinkSync(secret, spare);
      else fs.writeFileSync(spare, "plain");
      fs.renameSync(spare, p);
    } catch {
      try { fs.unlinkSync(spare); } catch {}
    }
  }
  if (stop) process.stdout.write(turns + "\\n", () => process.exit(0));
  else setImmediate(burst);
};
burst();
`;
const shown = (es: readonly ReadEntry[]) =>
  es.map((e) => ({ ...e.facts, head: undefined, text: e.text?.length }));

describe("readSkillTree", () => {
  it("reads text whole around the 8 KiB head, and a binary by its head only", async () => {
    const sizes = [0, 1, 8191, 8192, 8193, 20_000];
    const files: Record<string, string | Buffer> = Object.fromEntries(
      sizes.map((n) => [`t${n}.md`, "x".repeat(n)]),
    );
    files["bin-head"] = Buffer.concat([Buffer.from([1, 0, 2]), Buffer.alloc(20_000, 65)]);
    files["nul-late.md"] = `${"y".repeat(9000)}\0z`;
    const dir = writeTree(tmp(), files);
    const got = new Map((await readSkillTree(dir, LIMITS)).map((e) => [e.facts.path, e]));
    for (const n of sizes) {
      const e = got.get(`t${n}.md`)!;
      expect(e.text, `t${n}`).toBe(readFileSync(join(dir, `t${n}.md`), "utf8"));
      expect(e.facts).toMatchObject({ type: "file", size: n, binary: false });
      expect(e.facts.head?.length).toBe(Math.min(n, 512));
    }
    expect(got.get("bin-head")!.text).toBeUndefined();
    expect(got.get("bin-head")!.facts).toMatchObject({ binary: true, size: 20_003 });
    // A NUL past the head: text, read whole (the head decides).
    expect(got.get("nul-late.md")!.text).toBe(files["nul-late.md"]);
  });

  it("cuts a file at the cap and says so; stops at the total and names the file's size", async () => {
    const dir = writeTree(tmp(), { "a.md": "a".repeat(5000), "b.md": "b".repeat(3000), "c.md": "c" });
    const cut = await readSkillTree(dir, { ...LIMITS, maxFileBytes: 4096 });
    expect(cut[0]!.text!.length).toBe(4096);
    expect(cut[0]!.facts).toMatchObject({ size: 5000, truncatedAt: 4096 });
    const total = await readSkillTree(dir, { ...LIMITS, maxTotalBytes: 6000 });
    expect(shown(total).map((f) => [f.path, f.size, f.limit])).toEqual([
      ["a.md", 5000, undefined],
      ["b.md", 3000, undefined],
      ["c.md", 1, "more than 6000 bytes in all"],
    ]);
  });

  it("reads a file named as the skill alone, and a FIFO named so without opening it for reading", async () => {
    const dir = writeTree(tmp(), { "cmd.md": "run me" });
    expect(shown(await readSkillTree(join(dir, "cmd.md"), LIMITS))).toEqual([
      { path: "cmd.md", type: "file", size: 6, binary: false, head: undefined, text: 6 },
    ]);
    execFileSync("mkfifo", [join(dir, "pipe")]);
    expect(shown(await readSkillTree(join(dir, "pipe"), LIMITS))).toEqual([
      { path: "pipe", type: "special", size: 0, head: undefined, text: undefined },
    ]);
  });

  it("lists links, FIFOs and folders by kind, in name order, without following or reading them", async () => {
    const dir = writeTree(tmp(), { "SKILL.md": "x", "sub/z.md": "z" });
    const outside = writeTree(tmp(), { secret: "OUTSIDE" });
    link(join(outside, "secret"), join(dir, "a-link"));
    execFileSync("mkfifo", [join(dir, "b-pipe")]);
    const got = await readSkillTree(dir, LIMITS);
    expect(got.map((e) => [e.facts.path, e.facts.type])).toEqual([
      ["SKILL.md", "file"],
      ["a-link", "symlink"],
      ["b-pipe", "special"],
      ["sub/z.md", "file"],
    ]);
    expect(got.some((e) => e.text?.includes("OUTSIDE"))).toBe(false);
  });

  it("a file swapped for a link by another process while the tree is read is never followed", async () => {
    const dir = writeTree(tmp(), { "SKILL.md": "x", "a.md": "plain" });
    const outside = writeTree(tmp(), { secret: "OUTSIDE" });
    // Another process swaps a.md between a regular file and a link out, as fast as it can, while we read.
    const child = spawn(
      process.execPath,
      ["-e", SWAPPER, join(dir, "a.md"), join(outside, "secret"), join(tmp(), "spare")],
      {
        stdio: ["pipe", "pipe", "inherit"],
      },
    );
    let out = "";
    child.stdout.on("data", (d: Buffer) => {
      out += d.toString();
    });
    const exited = new Promise<void>((done) => child.on("exit", () => done()));
    await new Promise<void>((started) => child.stdout.once("data", () => started()));
    const kinds = new Set<string>();
    let reads = 0;
    try {
      for (; reads < 3000; reads++) {
        for (const e of await readSkillTree(dir, LIMITS)) {
          expect(e.text ?? "").not.toContain("OUTSIDE");
          if (e.facts.path === "a.md") kinds.add(e.facts.error ? `error ${e.facts.error}` : e.facts.type);
        }
        if (reads % 50 === 0) await new Promise(setImmediate);
      }
    } finally {
      child.stdin.end();
      await exited;
    }
    expect(Number(out.trim().split(/\s+/).pop())).toBeGreaterThan(100);
    // Each read saw a file, a link, or the link where the listing had a file (ELOOP at the open).
    for (const k of kinds) expect(["file", "symlink", "error ELOOP"]).toContain(k);
  });
});
