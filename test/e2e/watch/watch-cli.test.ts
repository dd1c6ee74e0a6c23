import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { CLI, cliStartup, REPO, skillMd, tmp, writeTree } from "../../helpers/index.js";

// `skillport watch` and process exit, as real child processes of the built package.

const TIMEOUT = 90_000;
const WAIT_MS = 30_000;

interface Running {
  readonly child: ChildProcess;
  stdout: string;
  stderr: string;
  /** Resolves when `test(stream text)` holds. */
  until(stream: "stdout" | "stderr", test: (text: string) => boolean, what: string): Promise<void>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

function startCli(args: string[], home: string): Running {
  const child = spawn(process.execPath, [CLI, ...args], {
    cwd: home,
    env: { ...process.env, NO_COLOR: "1", HOME: home, XDG_CONFIG_HOME: join(home, ".config") },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const waiters: (() => void)[] = [];
  const r: Running = {
    child,
    stdout: "",
    stderr: "",
    until(stream, test, what) {
      return new Promise((ok, fail) => {
        const timer = setTimeout(
          () => fail(new Error(`timed out waiting for ${what}; stdout=${r.stdout} stderr=${r.stderr}`)),
          WAIT_MS,
        );
        const check = (): void => {
          if (test(r[stream])) {
            clearTimeout(timer);
            ok();
          } else waiters.push(check);
        };
        check();
      });
    },
    exited: new Promise((ok) => child.on("exit", (code, signal) => ok({ code, signal }))),
  };
  const wake = (): void => {
    for (const w of waiters.splice(0)) w();
  };
  child.stdout!.setEncoding("utf8").on("data", (d: string) => {
    r.stdout += d;
    wake();
  });
  child.stderr!.setEncoding("utf8").on("data", (d: string) => {
    r.stderr += d;
    wake();
  });
  return r;
}

const jsonLines = (text: string): Record<string, unknown>[] =>
  text
    .split("\n")
    .filter((l) => l.trim() !== "")
    .map((l) => JSON.parse(l) as Record<string, unknown>);

describe("skillport watch", () => {
  it(
    "L/W2: --json prints one JSON object per change with names and new diagnostics; SIGTERM exits 0",
    async () => {
      const home = tmp("skillport-home-");
      const root = writeTree(tmp(), { "a/SKILL.md": skillMd("a") });
      const run = startCli(["watch", "--json", "--root", root, "--no-user"], home);
      await run.until("stderr", (t) => t.includes("Watching"), "the ready line");
      expect(run.stderr).toContain("Watching 2 skills"); // a and the built-in create-skill

      writeTree(root, { "b/SKILL.md": skillMd("b", undefined, "bogus-field: 1\n") });
      await run.until("stdout", (t) => t.includes('"b"'), "the added line");
      writeTree(root, { "a/SKILL.md": skillMd("a", undefined, "", "A new body.") });
      await run.until(
        "stdout",
        (t) => jsonLines(t).some((l) => (l.changed as string[]).includes("a")),
        "a change",
      );

      const lines = jsonLines(run.stdout);
      const added = lines.find((l) => (l.added as string[]).includes("b"))!;
      expect(added).toMatchObject({ added: ["b"], removed: [], changed: [], catalogChanged: true });
      expect(added.diagnostics).toEqual([
        expect.objectContaining({ severity: "info", code: "unknown-field" }),
      ]);
      const body = lines.find((l) => (l.changed as string[]).includes("a"))!;
      expect(body).toEqual({
        added: [],
        removed: [],
        changed: ["a"],
        catalogChanged: false,
        diagnostics: [],
      });

      run.child.kill("SIGTERM");
      expect(await run.exited).toEqual({ code: 0, signal: null });
    },
    TIMEOUT,
  );

  it(
    "L/W1: human output is one line per change, diagnostics on stderr; SIGINT exits 0",
    async () => {
      const home = tmp("skillport-home-");
      const root = writeTree(tmp(), { "a/SKILL.md": skillMd("a") });
      const run = startCli(["watch", "--root", root, "--no-user"], home);
      await run.until("stderr", (t) => t.includes("Watching"), "the ready line");
      writeTree(root, { "a/SKILL.md": "---\nname: a\n---\nno description\n" });
      await run.until("stdout", (t) => t.includes("removed a"), "the removal");
      expect(run.stdout.trim().split("\n")).toHaveLength(1);
      expect(run.stdout).toMatch(/^\d\d:\d\d:\d\d removed a \(catalog changed\)\n$/);
      await run.until("stderr", (t) => t.includes("missing-description"), "the diagnostic");
      run.child.kill("SIGINT");
      expect(await run.exited).toEqual({ code: 0, signal: null });
    },
    TIMEOUT,
  );

  it(
    "W3/R4: editing the user config (disabledPaths) while watching re-runs resolution",
    async () => {
      const home = tmp("skillport-home-");
      const root = writeTree(tmp(), { "a/SKILL.md": skillMd("a") });
      const run = startCli(["watch", "--json", "--root", root, "--no-user"], home);
      await run.until("stderr", (t) => t.includes("Watching"), "the ready line");
      writeTree(home, {
        ".config/skillport/config.json": JSON.stringify({ disabledPaths: [join(root, "a")] }),
      });
      await run.until("stdout", (t) => t.includes('"removed":["a"]'), "a disabled");
      writeTree(home, { ".config/skillport/config.json": "{ not json" });
      await run.until("stderr", (t) => t.includes("invalid-config"), "the config diagnostic");
      await run.until(
        "stdout",
        (t) => t.includes('"added":["a"]'),
        "a back (a broken config disables nothing)",
      );
      run.child.kill("SIGTERM");
      expect(await run.exited).toEqual({ code: 0, signal: null });
    },
    TIMEOUT,
  );

  it("L: a bad --debounce is a usage error (exit 2)", () => {
    const r = spawnSync(process.execPath, [CLI, "watch", "--debounce", "soon"], {
      encoding: "utf8",
      env: { ...process.env, NO_COLOR: "1", HOME: tmp() },
      timeout: 60_000,
    });
    expect(r.status).toBe(2);
    expect(r.stderr).toContain("--debounce");
  });
});

describe("close() releases every watcher", () => {
  it(
    "W1: a process that starts a watcher and closes it exits on its own",
    () => {
      const base = tmp();
      const root = writeTree(join(base, "skills"), { "a/SKILL.md": skillMd("a") });
      const script = `
        import { watchSkills } from ${JSON.stringify(join(REPO, "dist", "index.js"))};
        const w = await watchSkills({
          roots: [${JSON.stringify(root)}, ${JSON.stringify(join(base, "missing", "skills"))}],
          user: false,
          project: false,
          trustFile: ${JSON.stringify(join(base, "config", "trust.json"))},
          watchFiles: [${JSON.stringify(join(base, "config.json"))}],
        });
        const iterating = (async () => { for await (const c of w) {} })();
        console.log("skills", w.current.skills.map((s) => s.name).join(","));
        await w.close();
        await iterating;
        console.log("closed");
      `;
      const r = spawnSync(process.execPath, ["--input-type=module", "-e", script], {
        encoding: "utf8",
        timeout: 60_000,
      });
      expect(r.signal).toBeNull(); // not killed by the timeout: it exited by itself
      expect(r.stderr).toBe("");
      expect(r.status).toBe(0);
      expect(r.stdout).toBe("skills a,create-skill\nclosed\n");
    },
    TIMEOUT,
  );
});

describe("CLI start-up stays lean", () => {
  it("the watch module and chokidar are not in the CLI's start-up code", () => {
    const { packages, modules, all } = cliStartup();
    expect(modules).toContain("src/cli/subcommands/watch.ts");
    const heavy = (m: string) => m.startsWith("src/watch/") || /^(?:node_modules\/)?chokidar(?:\/|$)/.test(m);
    expect([...packages].filter(heavy)).toEqual([]);
    expect([...modules].filter(heavy)).toEqual([]);
    expect([...all].filter(heavy).length).toBeGreaterThan(0); // the check can see them
  });
});
