import { spawnSync } from "node:child_process";
import { chmodSync, existsSync, readdirSync, readFileSync, utimesSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { LoadOptions } from "../../../src/load.js";
import { buildStamp } from "../../../src/util/cache-file.js";
import { CLI, REPO, skillMd, tmp, writeTree } from "../../helpers/index.js";
import { listThroughMemo, memoOfOneSkill } from "../../helpers/memo-helpers.js";
import { nextTimestampTick, untilOlderThan } from "../../helpers/wait.js";

// The output memo replays earlier output only when a load would print the same: everything a load
// depends on is in its key, config paths are absolute, and the stored bytes are verified.

const run = listThroughMemo;
const tick = nextTimestampTick;

describe("output memo: keys and integrity (B)", () => {
  it("B: a relative disabledPath is resolved against the load's cwd, so a run from another directory is not a stale replay", async () => {
    const root = writeTree(tmp(), { "a/SKILL.md": skillMd("a"), "b/SKILL.md": skillMd("b") });
    const dir = join(tmp(), "cache");
    const base: LoadOptions = { roots: [root], user: false, project: false, builtins: false, cwd: root };
    await tick();
    const options = { ...base, disabledPaths: ["a"], cache: { dir, minAgeMs: 0 } };
    const here = process.cwd();
    const elsewhere = tmp();
    try {
      process.chdir(elsewhere);
      const first = await run(options);
      expect(first.out).toBe("b\n");
      process.chdir(root);
      const second = await run(options);
      expect(second.out).toBe("b\n");
    } finally {
      process.chdir(here);
    }
  });

  it("B: a memo whose stored output was edited (same length) is not replayed", async () => {
    const { options, memo: path } = await memoOfOneSkill();
    const bytes = readFileSync(path, "latin1");
    writeFileSync(path, bytes.replace("alpha\n", "pwned\n"), "latin1");
    const again = await run(options);
    expect(again.produced).toBe(true);
    expect(again.out).toBe("alpha\n");
  });

  it("B: the build is identified by content: the bundle carries a hash of its sources, not size and mtime", () => {
    const chunks = join(REPO, "dist", "cli", "chunks");
    const text = readdirSync(chunks)
      .map((f) => readFileSync(join(chunks, f), "utf8"))
      .find((t) => t.includes("function buildStamp("));
    expect(text).toBeDefined();
    expect(text).toMatch(/stamp = "[0-9a-f]{32}"/);
    expect(buildStamp()).not.toMatch(/^\d+:\d+(\.\d+)?$/);
  });

  const root = process.getuid?.() === 0 && existsSync("/usr/bin/setpriv");
  it.skipIf(!root)(
    "B: root without capabilities (it cannot read a mode-000 file) gets no replay of root's output or parses",
    async () => {
      const tree = writeTree(tmp(), { "a/SKILL.md": skillMd("a") });
      chmodSync(join(tree, "a", "SKILL.md"), 0);
      const old = Date.now() / 1000 - 3600;
      for (const rel of ["a/SKILL.md", "a", ""]) utimesSync(join(tree, rel), old, old);
      await untilOlderThan([tree, join(tree, "a"), join(tree, "a", "SKILL.md")], 2000); // the CLI's minAgeMs for ctime
      const home = tmp();
      const env = { ...process.env, NO_COLOR: "1", HOME: home, XDG_CACHE_HOME: join(home, "cache") };
      const args = [CLI, "--no-user", "--no-project", "--root", tree, "list", "--json"];
      const names = (stdout: string) =>
        (JSON.parse(stdout) as { skills: { name: string }[] }).skills.map((s) => s.name);
      for (let i = 0; i < 2; i++) {
        const r = spawnSync(process.execPath, args, { env, encoding: "utf8" });
        expect(names(r.stdout)).toContain("a");
      }
      const capless = spawnSync(
        "setpriv",
        ["--bounding-set=-all", "--inh-caps=-all", process.execPath, ...args],
        {
          env,
          encoding: "utf8",
        },
      );
      expect(names(capless.stdout)).not.toContain("a");
      expect(capless.stdout).toContain("read-failed");
    },
  );
});

describe("discovery I/O goes through DiscoveryFs (the memo's premise)", () => {
  // observe.ts checks a memo's record (it is the observer, not the load); fs.ts is the boundary.
  const ALLOWED = new Set(["src/discovery/fs.ts", "src/discovery/observe.ts"]);
  const files = [
    ...["discovery", "format", "resolve"].flatMap((d) =>
      readdirSync(join(REPO, "src", d))
        .filter((f) => f.endsWith(".ts"))
        .map((f) => `src/${d}/${f}`),
    ),
    "src/load.ts",
  ];

  it("B: no module of the load imports node:fs values outside discovery/fs.ts", () => {
    const offenders: string[] = [];
    for (const f of files) {
      if (ALLOWED.has(f)) continue;
      const text = readFileSync(join(REPO, f), "utf8");
      for (const m of text.matchAll(/^import\s+(type\s+)?([^;]*?)\s+from\s+"(node:)?fs(\/promises)?";/gm)) {
        if (m[1]) continue; // type-only
        const names = m[2]!
          .replace(/[{}]/g, "")
          .split(",")
          .map((s) => s.trim());
        if (names.some((n) => n !== "" && !n.startsWith("type "))) offenders.push(`${f}: ${m[0]}`);
      }
      if (/require\(["'](node:)?fs/.test(text)) offenders.push(`${f}: require(fs)`);
    }
    expect(offenders).toEqual([]);
  });

  it("B: the guard sees the files it guards", () => {
    expect(files).toContain("src/discovery/roots.ts");
    expect(files).toContain("src/discovery/walk.ts");
  });
});
