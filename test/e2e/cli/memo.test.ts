import { execFileSync, spawnSync } from "node:child_process";
import {
  existsSync,
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
import { prng } from "../../../bench/lib/prng.mjs";
import type { CliContext } from "../../../src/cli/context.js";
import { withOutputMemo } from "../../../src/cli/memo.js";
import { nodeDiscoveryFs } from "../../../src/discovery/fs.js";
import { type LoadOptions, loadSkills } from "../../../src/load.js";
import { CLI, runCli, skillMd, tmp, writeTree } from "../../helpers/index.js";
import { nextTimestampTick, untilOlderThan } from "../../helpers/wait.js";

// The CLI's output memo (src/cli/memo.ts): a repeated `list`/`catalog` whose load would see the same
// files prints what the earlier run printed. Whatever it prints must equal what a load without any
// cache prints (B may never change D1–D9), and a memo file that is corrupt or odd only means running.

interface Printed {
  readonly out: string;
  readonly err: string;
  readonly code: number;
}

/** What the command under test prints for a load: names, descriptions and places; diagnostics on stderr. */
async function render(options: LoadOptions): Promise<Printed> {
  const set = await loadSkills(options);
  const rows = set.skills.map((s) => [s.name, s.description, s.location]);
  return {
    out: `${JSON.stringify({ skills: rows, failed: set.failed.map((f) => [f.name, f.location]) })}\n`,
    err: set.diagnostics.map((d) => `${d.severity}[${d.code}] ${d.message}\n`).join(""),
    // A nonzero exit the memo has to restore.
    code: set.failed.length > 0 ? 3 : 0,
  };
}

/** A command run through the memo, counting the runs of its `produce`. */
function command() {
  let produced = 0;
  const run = async (options: LoadOptions, what: readonly unknown[] = ["test"]): Promise<Printed> => {
    const out: string[] = [];
    const err: string[] = [];
    const ctx: CliContext = {
      io: { out: (t) => out.push(t), err: (t) => err.push(t), color: false, errColor: false },
      env: process.env,
      exit: { code: 0 },
    };
    await withOutputMemo(ctx, options, what, async (io, o) => {
      produced++;
      const p = await render(o);
      // Printed in pieces, as commands do; the memo replays each stream at once.
      for (const line of p.out.split(/(?<=\n)/)) io.out(line);
      for (const line of p.err.split(/(?<=\n)/)) io.err(line);
      ctx.exit.code = p.code;
    });
    return { out: out.join(""), err: err.join(""), code: ctx.exit.code };
  };
  return { run, produced: () => produced };
}

const optionsFor = (root: string, dir: string, minAgeMs = 0): LoadOptions => ({
  roots: [root],
  user: false,
  project: false,
  builtins: false,
  cwd: root,
  cache: { dir, minAgeMs },
});

/** The reference: the same command with no parse cache and no memo. */
const reference = (options: LoadOptions): Promise<Printed> => render({ ...options, cache: false });

const memos = (dir: string): string[] =>
  existsSync(dir) ? readdirSync(dir).filter((f) => f.startsWith("out-")) : [];

const tick = nextTimestampTick;

const TREE: Record<string, string | Buffer> = {
  "alpha/SKILL.md": skillMd("alpha", "Résumé of alpha — 日本語 too."),
  "beta/SKILL.md": skillMd("beta", "Does beta things."),
  "group/gamma/SKILL.md": skillMd("gamma", "Nested in a group."),
  "broken/SKILL.md": "---\nname: broken\ndescription: [unclosed\n---\n",
  "binary/SKILL.md": Buffer.from([0, 1, 0xff, 10]),
};

describe("output memo (B; D1–D9 unchanged; T5)", () => {
  it("B: the second run prints the first run's bytes and exit code without loading; the file is private", async () => {
    const root = writeTree(tmp(), TREE);
    const dir = join(tmp(), "cache"); // created by the memo
    const options = optionsFor(root, dir);
    const cmd = command();
    await tick();
    const first = await cmd.run(options);
    expect(cmd.produced()).toBe(1);
    expect(first).toEqual(await reference(options));
    expect(first.code).toBe(3);
    expect(first.err).toContain("[invalid-encoding]");

    const files = memos(dir);
    expect(files).toEqual([expect.stringMatching(/^out-[0-9a-f]{8}-[0-9a-f]{8}\.memo$/)]);
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    expect(statSync(join(dir, files[0]!)).mode & 0o777).toBe(0o600);
    // A header line, then stdout and stderr as bytes (non-ASCII text: lengths are bytes, not characters).
    const bytes = readFileSync(join(dir, files[0]!));
    const nl = bytes.indexOf(10);
    const header = JSON.parse(bytes.toString("utf8", 0, nl));
    expect(header.out).toBe(Buffer.byteLength(first.out));
    expect(header.out).toBeGreaterThan(first.out.length);
    expect(header.err).toBe(Buffer.byteLength(first.err));
    expect(header.exit).toBe(3);
    expect(bytes.subarray(nl + 1).toString("utf8")).toBe(first.out + first.err);

    const second = await cmd.run(options);
    expect(cmd.produced()).toBe(1);
    expect(second.out).toBe(first.out);
    expect(second.err).toBe(first.err);
    expect(second.code).toBe(3);
  });

  it("B, D4: an edit (same size, mtime restored) is printed by the next run; then that output is memoized", async () => {
    const root = writeTree(tmp(), TREE);
    const file = join(root, "beta", "SKILL.md");
    const whole = Math.floor(Date.now() / 1000) - 60; // whole seconds survive utimes exactly
    utimesSync(file, whole, whole);
    const options = optionsFor(root, tmp());
    const cmd = command();
    await tick();
    const first = await cmd.run(options);
    expect(first.out).toContain("Does beta things.");
    await cmd.run(options);
    expect(cmd.produced()).toBe(1);

    await tick();
    const size = statSync(file).size;
    writeFileSync(file, skillMd("beta", "Does BETA things."));
    utimesSync(file, whole, whole);
    expect(statSync(file).size).toBe(size);
    await tick(); // so that this run's memo is written (minAgeMs 0 still needs the edit in the past)
    const edited = await cmd.run(options);
    expect(cmd.produced()).toBe(2);
    expect(edited.out).toContain("Does BETA things.");
    expect(edited).toEqual(await reference(options));

    expect(await cmd.run(options)).toEqual(edited);
    expect(cmd.produced()).toBe(2);

    // A skill removed and one added show as well.
    rmSync(join(root, "alpha"), { recursive: true });
    writeTree(root, { "group/delta/SKILL.md": skillMd("delta") });
    const changed = await cmd.run(options);
    expect(cmd.produced()).toBe(3);
    expect(changed).toEqual(await reference(options));
    expect(changed.out).not.toContain("alpha");
    expect(changed.out).toContain("delta");
  });

  it("B, D4: a change made just now (an edit, a new skill) runs the command, unrecorded; once it settles it is memoized", async () => {
    const root = writeTree(tmp(), TREE);
    const dir = tmp();
    const cmd = command();
    await tick();
    await cmd.run(optionsFor(root, dir));
    const [file] = memos(dir);
    const recorded = readFileSync(join(dir, file!));

    // An in-place edit (the first change is the file) and a new skill (the first change is a listing).
    writeFileSync(join(root, "alpha", "SKILL.md"), skillMd("alpha", "Edited a moment ago."));
    const recent = optionsFor(root, dir, 60_000);
    const edited = await cmd.run(recent);
    expect(cmd.produced()).toBe(2);
    expect(edited).toEqual(await reference(recent));
    expect(edited.out).toContain("Edited a moment ago.");
    writeTree(root, { "delta/SKILL.md": skillMd("delta", "Added a moment ago.") });
    const added = await cmd.run(recent);
    expect(cmd.produced()).toBe(3);
    expect(added).toEqual(await reference(recent));
    expect(added.out).toContain("Added a moment ago.");
    expect(memos(dir)).toEqual([file]);
    expect(readFileSync(join(dir, file!)).equals(recorded)).toBe(true);

    // Settled (minAgeMs 0 here): recorded again, then served.
    await tick();
    const settled = await cmd.run(optionsFor(root, dir));
    expect(cmd.produced()).toBe(4);
    expect(await cmd.run(optionsFor(root, dir))).toEqual(settled);
    expect(cmd.produced()).toBe(4);
    expect(settled).toEqual(added);
  });

  it("B: another `what`, another root or `cache: false` runs the command; so does a host's own fs", async () => {
    const root = writeTree(tmp(), TREE);
    const dir = tmp();
    const options = optionsFor(root, dir);
    const cmd = command();
    await tick();
    await cmd.run(options, ["list", false]);
    await cmd.run(options, ["list", false]);
    expect(cmd.produced()).toBe(1);

    const all = await cmd.run(options, ["list", true]);
    expect(cmd.produced()).toBe(2);
    expect(all).toEqual(await reference(options));
    expect(memos(dir)).toHaveLength(2);

    const other = writeTree(tmp(), { "solo/SKILL.md": skillMd("solo") });
    await tick();
    const solo = await cmd.run({ ...options, roots: [other] }, ["list", false]);
    expect(cmd.produced()).toBe(3);
    expect(solo.out).toContain("solo");
    expect(solo.out).not.toContain("alpha");

    const before = memos(dir);
    await cmd.run({ ...options, cache: false }, ["list", false]);
    expect(cmd.produced()).toBe(4);
    await cmd.run({ ...options, fs: nodeDiscoveryFs }, ["list", false]);
    expect(cmd.produced()).toBe(5);
    expect(memos(dir)).toEqual(before);
  });

  it("T5: a corrupt, tampered or special memo file only means running the command; nothing throws", async () => {
    const root = writeTree(tmp(), TREE);
    const dir = tmp();
    const options = optionsFor(root, dir);
    const cmd = command();
    const expected = await reference(options);
    await tick();
    await cmd.run(options);
    const [name] = memos(dir);
    const path = join(dir, name!);
    const good = readFileSync(path);
    const nl = good.indexOf(10);
    const header = JSON.parse(good.toString("utf8", 0, nl));
    const body = good.subarray(nl + 1);
    const withHeader = (h: unknown): Buffer => Buffer.concat([Buffer.from(`${JSON.stringify(h)}\n`), body]);
    const firstStat = header.log.find((o: unknown[]) => o[0] === "s" && o[2] === 1);
    expect(firstStat).toBeDefined();

    const corrupt: Record<string, Buffer> = {
      empty: Buffer.alloc(0),
      "truncated by a byte": good.subarray(0, good.length - 1),
      "truncated inside the header": good.subarray(0, nl >> 1),
      "one byte more": Buffer.concat([good, Buffer.from("x")]),
      "header not JSON": Buffer.concat([Buffer.from("{not json\n"), body]),
      "header null": Buffer.concat([Buffer.from("null\n"), body]),
      "header a list": Buffer.concat([Buffer.from("[]\n"), body]),
      "another key": withHeader({ ...header, key: `${header.key} ` }),
      "stdout longer": withHeader({ ...header, out: header.out + 1 }),
      "negative length, same total": withHeader({ ...header, out: -1, err: header.err + header.out + 1 }),
      "fractional lengths, same total": withHeader({
        ...header,
        out: header.out - 0.5,
        err: header.err + 0.5,
      }),
      "exit not a number": withHeader({ ...header, exit: "3" }),
      "no log": withHeader({ ...header, log: undefined }),
      "log not a list": withHeader({ ...header, log: "nope" }),
      "log with a wrong op": withHeader({ ...header, log: [...header.log, ["x", root, 1, ""]] }),
      "log with a short entry": withHeader({ ...header, log: [...header.log, ["s", root, 1, 2]] }),
      "log that no longer holds": withHeader({
        ...header,
        log: header.log.map((o: unknown[]) => (o === firstStat ? [...o.slice(0, 4), -1, ...o.slice(5)] : o)),
      }),
    };
    for (const [what, bytes] of Object.entries(corrupt)) {
      writeFileSync(path, bytes);
      const runs = cmd.produced();
      expect(await cmd.run(options), what).toEqual(expected);
      expect(cmd.produced(), what).toBe(runs + 1);
      // It was replaced by a good memo, which the next run uses.
      expect(await cmd.run(options), what).toEqual(expected);
      expect(cmd.produced(), what).toBe(runs + 1);
    }

    // A FIFO (never opened to wait for a writer) or a directory where the memo file should be.
    rmSync(path);
    execFileSync("mkfifo", [path]);
    let runs = cmd.produced();
    expect(await cmd.run(options)).toEqual(expected);
    expect(cmd.produced()).toBe(runs + 1);
    rmSync(path, { recursive: true, force: true });
    mkdirSync(path);
    runs = cmd.produced();
    expect(await cmd.run(options)).toEqual(expected);
    expect(await cmd.run(options)).toEqual(expected);
    expect(cmd.produced()).toBe(runs + 2);
    expect(readdirSync(dir).filter((f) => f.endsWith(".tmp"))).toEqual([]);

    // A cache directory that cannot be made: the command runs, every time.
    const file = join(tmp(), "file");
    writeFileSync(file, "");
    const blocked = { ...options, cache: { dir: join(file, "cache"), minAgeMs: 0 } };
    runs = cmd.produced();
    expect(await cmd.run(blocked)).toEqual(expected);
    expect(await cmd.run(blocked)).toEqual(expected);
    expect(cmd.produced()).toBe(runs + 2);
  });

  it("B: nothing is written while anything the load saw changed within minAgeMs (ctime counts, not just mtime)", async () => {
    const root = writeTree(tmp(), TREE);
    // mtimes an hour old: only ctime, which cannot be set back, says these files are fresh.
    const old = Date.now() / 1000 - 3600;
    for (const rel of ["", "alpha", "beta", "group", "group/gamma", ...Object.keys(TREE)]) {
      utimesSync(join(root, rel), old, old);
    }
    const dir = tmp();
    const options = optionsFor(root, dir, 60_000);
    const cmd = command();
    const first = await cmd.run(options);
    const second = await cmd.run(options);
    expect(cmd.produced()).toBe(2);
    expect(second).toEqual(first);
    expect(first).toEqual(await reference(options));
    expect(memos(dir)).toEqual([]);
  });

  it("B, D4–D6: a seeded run of random edits: the memo always prints what a load without caches prints", async () => {
    const next = prng(7);
    const rand = (n: number) => Math.floor(next() * n);
    const pick = <T>(xs: readonly T[]): T => xs[rand(xs.length)]!;
    const root = tmp();
    const dir = tmp();
    // Symlink targets outside the root: two skills and a path that does not exist.
    const outside = writeTree(tmp(), {
      "one/SKILL.md": skillMd("one", "Linked in."),
      "two/SKILL.md": skillMd("two", "Linked in too."),
    });
    const targets = ["one", "two", "missing"].map((t) => join(outside, t));
    const options = optionsFor(root, dir);
    const cmd = command();
    const names = ["alpha", "beta", "gamma", "delta", "group/eps", "group/zeta", "group/sub/eta"];
    const texts = [
      (n: string) => skillMd(n, "Does one thing."),
      (n: string) => skillMd(n, "Does two thing."), // same size as the one above
      (n: string) => skillMd(n, "Does a longer thing — ünïcode.", "license: MIT\n"),
      (n: string) => skillMd(n, "Unknown field.", "owner: x\n"),
      () => "---\nname: [\n---\n",
      (n: string) => skillMd(`${n}-other`, "Name differs."),
    ];
    const ignorable = ["alpha/", "group/", "beta", "eta", "# comment", "sub/"];
    const base = (n: string) => n.slice(n.lastIndexOf("/") + 1);
    const edits: string[] = [];
    let inertServed = 0;
    for (let step = 0; step < 30; step++) {
      const n = pick(names);
      const kind =
        step < 4 ? "write" : pick(["write", "write", "remove", "rename", "ignore", "link", "inert", "inert"]);
      if (kind === "write") {
        writeTree(root, { [`${n}/SKILL.md`]: pick(texts)(base(n)) });
      } else if (kind === "remove") {
        rmSync(join(root, n), { recursive: true, force: true });
      } else if (kind === "rename") {
        const to = pick(names);
        if (existsSync(join(root, n)) && !existsSync(join(root, to)) && !to.startsWith(`${n}/`)) {
          mkdirSync(join(root, to, ".."), { recursive: true });
          renameSync(join(root, n), join(root, to));
        }
      } else if (kind === "ignore") {
        const gi = join(root, ".gitignore");
        const lines = existsSync(gi) ? readFileSync(gi, "utf8").split("\n").filter(Boolean) : [];
        const line = pick(ignorable);
        const kept = lines.includes(line) ? lines.filter((l) => l !== line) : [...lines, line];
        writeFileSync(gi, kept.map((l) => `${l}\n`).join(""));
      } else if (kind === "link") {
        // Add, retarget (the root's listing stays the same) or remove the symlinked skill directory.
        rmSync(join(root, "linked"), { force: true });
        if (rand(4) > 0) symlinkSync(pick(targets), join(root, "linked"));
      } else if (existsSync(join(root, n))) {
        // A change no load can see: a resource of a skill (or a file in a category folder).
        writeTree(root, { [`${n}/references/r${step}.md`]: "x\n" });
      }
      edits.push(`${kind} ${n}`);
      await tick(); // the recorded timestamps are then older than the next step's writes

      const before = cmd.produced();
      const served = await cmd.run(options);
      const expected = await reference(options);
      expect(served, `step ${step}: ${edits.join(", ")}`).toEqual(expected);
      // And the memo it wrote is used, with the same output.
      const ran = cmd.produced();
      expect(await cmd.run(options), `step ${step} again`).toEqual(expected);
      expect(cmd.produced(), `step ${step} again`).toBe(ran);
      if (kind === "inert") {
        // Nothing the load looks at changed: the memo is used.
        expect(ran, `step ${step}: ${edits.join(", ")}`).toBe(before);
        inertServed++;
      }
    }
    // Both paths were taken: changes that ran the command, and inert steps served from the memo.
    expect(inertServed).toBeGreaterThan(0);
    expect(cmd.produced()).toBeGreaterThan(12);
  });

  it("L, B: stdout and stderr sharing one full pipe (2>&1) never meet mid-line, from the memo or not", async () => {
    const files: Record<string, string> = {};
    // ~150 KB of table (more than a pipe holds) and warnings on stderr.
    for (let i = 0; i < 1500; i++)
      files[`skill-${i}/SKILL.md`] = skillMd(`skill-${i}`, `Does thing number ${i}.`);
    for (let i = 0; i < 20; i++)
      files[`odd-${i}/SKILL.md`] = skillMd(`named-${i}`, "Name differs from its folder.");
    const root = writeTree(tmp(), files);
    await untilOlderThan([root, join(root, "odd-19", "SKILL.md")], 2000);
    const home = tmp();
    const run = (...extra: string[]): string[] => {
      // The reader sleeps first, so the pipe is full while the CLI writes.
      const r = spawnSync(
        "sh",
        [
          "-c",
          `"$0" "$@" 2>&1 | (sleep 0.4; cat)`,
          process.execPath,
          CLI,
          "list",
          ...extra,
          "--all",
          "--no-user",
          "--no-project",
          "--root",
          root,
        ],
        {
          encoding: "utf8",
          env: { ...process.env, NO_COLOR: "1", HOME: home, XDG_CACHE_HOME: join(home, "cache") },
          maxBuffer: 1 << 26,
        },
      );
      expect(r.status).toBe(0);
      return r.stdout.split("\n");
    };
    const fresh = run("--no-cache");
    const recording = run();
    const replayed = run();
    expect(memos(join(home, "cache", "skillport"))).toHaveLength(1);
    for (const lines of [fresh, recording, replayed]) {
      // The 20 warnings of one code print as a group: a header and one indented line per case shown.
      const warnings = lines.filter((l) => l.includes("warning[") || l.includes("match its directory"));
      expect(warnings.length).toBeGreaterThanOrEqual(6);
      // A warning line is a whole line of its own, after the whole table.
      for (const w of warnings) expect(w).toMatch(/^(warning\[| {2}Skill name 'named-)/);
      expect(lines.findIndex((l) => l.startsWith("warning["))).toBeGreaterThan(1500);
      expect(lines).toEqual(fresh);
    }
  });

  it("B, L: CLI `list --json` twice prints the same from the memo; an edit shows; --no-cache writes no memo", async () => {
    const home = tmp();
    const env = { HOME: home, XDG_CACHE_HOME: join(home, "cache") };
    const cacheDir = join(home, "cache", "skillport");
    const root = writeTree(tmp(), {
      "alpha/SKILL.md": skillMd("alpha", "Does alpha things."),
      "group/beta/SKILL.md": skillMd("beta", "Does beta things."),
    });
    const old = Date.now() / 1000 - 3600;
    for (const rel of ["alpha/SKILL.md", "group/beta/SKILL.md", "alpha", "group/beta", "group", ""]) {
      utimesSync(join(root, rel), old, old);
    }
    // ctime cannot be set back: wait until the files are older than the CLI's minAgeMs (2 s).
    await untilOlderThan(
      [root, join(root, "alpha", "SKILL.md"), join(root, "group", "beta", "SKILL.md")],
      2000,
    );
    const args = ["list", "--json", "--no-user", "--no-project", "--root", root];

    const none = runCli(["--no-cache", ...args], {
      env: { HOME: tmp(), XDG_CACHE_HOME: join(home, "none") },
    });
    expect(none.code).toBe(0);
    expect(existsSync(join(home, "none"))).toBe(false);

    const first = runCli(args, { env });
    expect(first.code).toBe(0);
    expect(first.stdout).toBe(none.stdout);
    expect(JSON.parse(first.stdout).skills.map((s: { name: string }) => s.name)).toContain("alpha");
    const files = memos(cacheDir);
    expect(files).toHaveLength(1);
    const second = runCli(args, { env });
    expect(second.stdout).toBe(first.stdout);
    expect(second.stderr).toBe(first.stderr);
    expect(second.code).toBe(0);

    // The stored bytes are verified: a same-length change to them is never printed.
    const path = join(cacheDir, files[0]!);
    const memo = readFileSync(path, "utf8");
    expect(memo).toContain("Does alpha things.");
    writeFileSync(path, memo.replace("Does alpha things.", "Does ALPHA THINGS."), { mode: 0o600 });
    expect(runCli(args, { env }).stdout).toBe(first.stdout);

    writeFileSync(join(root, "alpha", "SKILL.md"), skillMd("alpha", "Does other things."));
    const edited = runCli(args, { env });
    expect(edited.code).toBe(0);
    expect(edited.stdout).toContain("Does other things.");
    expect(edited.stdout).toBe(
      runCli(["--no-cache", ...args], { env: { HOME: tmp(), XDG_CACHE_HOME: join(home, "none") } }).stdout,
    );
    expect(existsSync(join(home, "none"))).toBe(false);
  });
});
