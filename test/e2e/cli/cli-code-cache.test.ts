import { spawn } from "node:child_process";
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { join } from "node:path";
import vm from "node:vm";
import { describe, expect, it } from "vitest";
import { codeCacheDir, GLOBAL_OPTIONS_WITH_VALUES, runsMcp } from "../../../src/cli/code-cache.js";
import { buildProgram } from "../../../src/cli/main.js";
import { processIo } from "../../../src/cli/output.js";
import { CLI, INITIALIZE_LINE, REPO, runCli, skillMd, tmp, writeTree } from "../../helpers/index.js";

// `skillport mcp` runs the CLI from dist/cli/skillport.cjs with a V8 code cache in the user's cache
// directory (src/cli/code-cache.ts). What a user can observe: the file it writes, that a start with a
// good one leaves it alone, that a bad one is replaced without harm, and where none is written. Every
// server here runs past the moment it would write one, so "none written" cannot pass by stopping early.

const SEARCH = `${JSON.stringify({
  jsonrpc: "2.0",
  id: 2,
  method: "tools/call",
  params: { name: "search_skills", arguments: { query: "pdf" } },
})}\n`;

/** Beyond the moment the server writes its code cache (a second after its start at the earliest, src/cli/code-cache.ts). */
const HOLD_MS = 1500;

/**
 * Starts `skillport mcp` on a one-skill root, has it answer initialize and a search, keeps it running
 * HOLD_MS longer (a cache is written while the server runs, never as it stops), then ends its input.
 */
async function serve(
  cacheHome: string,
  extra: readonly string[] = [],
  cli = CLI,
  cwd?: string,
): Promise<string> {
  const home = tmp("skillport-home-");
  const root = writeTree(tmp(), { "pdf/SKILL.md": skillMd("pdf", "Fill and merge PDF forms.") });
  const child = spawn(
    process.execPath,
    [cli, "--no-user", "--no-project", "--root", root, ...extra, "mcp", "--no-watch"],
    {
      cwd: cwd ?? home,
      env: { ...process.env, HOME: home, XDG_CONFIG_HOME: join(home, ".config"), XDG_CACHE_HOME: cacheHome },
      stdio: ["pipe", "pipe", "pipe"],
    },
  );
  let out = "";
  let err = "";
  child.stderr.on("data", (d) => {
    err += d;
  });
  const exited = new Promise<number | null>((done) => child.on("close", done));
  const answered = new Promise<void>((done, fail) => {
    child.stdout.on("data", (d) => {
      out += d;
      if (out.includes("skill_search_results")) done();
    });
    child.on("close", () => fail(new Error(`the server stopped before answering: ${err}`)));
  });
  child.stdin.write(INITIALIZE_LINE + SEARCH);
  await answered;
  await new Promise((r) => setTimeout(r, HOLD_MS));
  child.stdin.end();
  expect(await exited, err).toBe(0);
  expect(err).not.toContain("Warning"); // e.g. Node's ExperimentalWarning for import() in a vm script
  expect(out).toContain('"serverInfo"');
  expect(out).toContain("pdf");
  return out;
}

const codeFiles = (cacheHome: string): string[] => {
  const dir = join(cacheHome, "skillport");
  return existsSync(dir)
    ? readdirSync(dir)
        .filter((n) => n.startsWith("code-"))
        .map((n) => join(dir, n))
    : [];
};

describe("the MCP server's code cache", () => {
  it("a running server writes one private code cache; the next start uses it and leaves it as it was", async () => {
    const cache = tmp("skillport-cache-");
    await serve(cache);
    const [file, ...more] = codeFiles(cache);
    expect(more).toEqual([]);
    const first = statSync(file!);
    expect(first.mode & 0o777).toBe(0o600);
    expect(first.size).toBeGreaterThan(100_000);
    await serve(cache);
    // Written only when none was used: an accepted cache is not replaced (a write renames a new file in).
    const second = statSync(file!);
    expect(second.ino).toBe(first.ino);
    expect(second.mtimeMs).toBe(first.mtimeMs);
    expect(codeFiles(cache)).toEqual([file]);
  });

  it("a damaged, corrupt or truncated cache is refused, replaced, and the server answers as usual", async () => {
    const cache = tmp("skillport-cache-");
    await serve(cache);
    const [file] = codeFiles(cache);
    const good = readFileSync(file!);
    // Bytes flipped in the middle of V8's data: V8 alone accepted such a file and ran it.
    const flipped = Buffer.from(good);
    for (let i = 0; i < 64; i++) flipped[Math.floor(good.length / 2) + i]! ^= 0x5a;
    for (const bad of [flipped, Buffer.alloc(good.length, 0x41), good.subarray(0, 64), Buffer.alloc(0)]) {
      writeFileSync(file!, bad, { mode: 0o600 });
      await serve(cache);
      const now = readFileSync(file!);
      expect(now.equals(bad)).toBe(false);
      expect(now.length).toBeGreaterThan(100_000);
    }
  });

  it("a cache file others can read (as a checkout or an archive leaves it) is not used but replaced", async () => {
    const cache = tmp("skillport-cache-");
    await serve(cache);
    const [file] = codeFiles(cache);
    chmodSync(file!, 0o644);
    const before = statSync(file!);
    await serve(cache);
    const after = statSync(file!);
    expect(after.ino).not.toBe(before.ino);
    expect(after.mode & 0o777).toBe(0o600);
  });

  it("no code cache inside the project the server runs in (XDG_CACHE_HOME=$PWD/.cache)", async () => {
    const project = tmp("skillport-project-");
    mkdirSync(join(project, ".git"));
    await serve(join(project, ".cache"), [], CLI, project);
    expect(codeFiles(join(project, ".cache"))).toEqual([]);
    // The same directory is fine for a server started elsewhere.
    await serve(join(project, ".cache"));
    expect(codeFiles(join(project, ".cache"))).toHaveLength(1);
  });

  it("--no-cache, and commands other than mcp, write no code cache", async () => {
    const cache = tmp("skillport-cache-");
    await serve(cache, ["--no-cache"]);
    expect(codeFiles(cache)).toEqual([]);
    const home = tmp("skillport-home-");
    const list = runCli(["list", "--no-user"], { env: { HOME: home, XDG_CACHE_HOME: cache } });
    expect(list.code).toBe(0);
    expect(codeFiles(cache)).toEqual([]);
  });

  // Reading goes through the same private-file check as the parse cache (util/cache-file.ts, tested there).
  it.skipIf(process.getuid?.() === undefined)(
    "a cache directory other users can write gets no code cache",
    async () => {
      const shared = tmp("skillport-shared-");
      chmodSync(shared, 0o777);
      await serve(shared);
      expect(codeFiles(shared)).toEqual([]);
    },
  );

  it("without the one-script bundle (a build of the sources alone) the server starts from the ES modules", async () => {
    const pkg = tmp("skillport-pkg-");
    for (const f of ["package.json", "dist", "builtin"])
      cpSync(join(REPO, f), join(pkg, f), { recursive: true });
    symlinkSync(join(REPO, "node_modules"), join(pkg, "node_modules"));
    rmSync(join(pkg, "dist", "cli", "skillport.cjs"));
    const cache = tmp("skillport-cache-");
    await serve(cache, [], join(pkg, "dist", "cli", "bin.js"));
    expect(codeFiles(cache)).toEqual([]);
  });
});

describe("codeCacheDir", () => {
  const home = "/home/someone";
  it("is skillport's cache directory, unless that lies inside the project of the working directory or of --cwd", () => {
    const project = tmp("skillport-project-");
    mkdirSync(join(project, ".git"));
    mkdirSync(join(project, "sub"));
    const inside = { HOME: home, XDG_CACHE_HOME: join(project, ".cache") };
    const outside = { HOME: home, XDG_CACHE_HOME: "/var/cache/someone" };
    expect(codeCacheDir(["mcp"], "/", outside)).toBe("/var/cache/someone/skillport");
    expect(codeCacheDir(["mcp"], "/", { HOME: home })).toBe(`${home}/.cache/skillport`);
    expect(codeCacheDir(["mcp"], "/", inside)).toBe(join(project, ".cache", "skillport"));
    expect(codeCacheDir(["mcp"], join(project, "sub"), inside)).toBeUndefined();
    expect(codeCacheDir(["--cwd", project, "mcp"], "/", inside)).toBeUndefined();
    expect(codeCacheDir([`--cwd=${join(project, "sub")}`, "mcp"], "/", inside)).toBeUndefined();
    expect(codeCacheDir(["--cwd", project, "mcp"], "/", outside)).toBe("/var/cache/someone/skillport");
    // A relative XDG_CACHE_HOME is ignored, as for every cache: never the working directory.
    expect(codeCacheDir(["mcp"], project, { HOME: home, XDG_CACHE_HOME: ".cache" })).toBe(
      `${home}/.cache/skillport`,
    );
  });
});

describe("runsMcp: which start runs from the code-cached script", () => {
  it("is the mcp command, after any global options and their values, and no other", () => {
    expect(runsMcp(["mcp"])).toBe(true);
    expect(runsMcp(["mcp", "--http"])).toBe(true);
    expect(runsMcp(["--cwd", "/p", "--root", "mcp", "--no-user", "mcp"])).toBe(true);
    expect(runsMcp(["--cwd=/p", "mcp"])).toBe(true);
    expect(runsMcp(["--", "mcp"])).toBe(true);
    expect(runsMcp(["chat", "--allow", "mcp"])).toBe(false);
    expect(runsMcp(["search", "mcp"])).toBe(false);
    expect(runsMcp(["--root", "mcp", "list"])).toBe(false);
    expect(runsMcp([])).toBe(false);
  });

  it("knows every global option that takes a value", () => {
    const program = buildProgram({ io: processIo(), env: {}, exit: { code: 0 } });
    const withValues = program.options
      .filter((o) => o.required || o.optional)
      .map((o) => o.long!)
      .sort();
    expect([...GLOBAL_OPTIONS_WITH_VALUES].sort()).toEqual(withValues);
  });

  it("the script is ASCII, holds its own CommonJS wrapper and compiles as it is (one one-byte copy in memory)", () => {
    const script = readFileSync(join(REPO, "dist", "cli", "skillport.cjs"), "utf8");
    expect(script.startsWith("(function (exports, require, module, __filename, __dirname) {")).toBe(true);
    const nonAscii = [...script].filter((c) => c.charCodeAt(0) > 0x7f);
    expect(nonAscii).toEqual([]);
    // The sources' typographic quotes survive as escapes: the same characters in the same expressions.
    expect(script).toContain("\\u2019");
    expect(typeof new vm.Script(script).runInThisContext()).toBe("function");
  });

  it("bin.js loads no module of ours before it knows the command: only built-ins, then main.js or the script", () => {
    const bin = readFileSync(CLI, "utf8");
    const statics = [...bin.matchAll(/^import\s[^;]*?\sfrom\s*"([^"]+)";$|^import\s*"([^"]+)";$/gm)].map(
      (m) => m[1] ?? m[2]!,
    );
    expect(statics.length).toBeGreaterThan(0);
    expect(statics.filter((spec) => !spec.startsWith("node:"))).toEqual([]);
    expect([...bin.matchAll(/\bimport\("([^"]+)"\)/g)].map((m) => m[1])).toEqual(["./main.js"]);
  });

  it("the script imports no built-in with import() (in a vm script that prints an ExperimentalWarning)", () => {
    const script = readFileSync(join(REPO, "dist", "cli", "skillport.cjs"), "utf8");
    const dynamic = [...script.matchAll(/\bimport\("([^"]+)"\)/g)].map((m) => m[1]!);
    // The AI SDK and its providers stay import(): only `chat` and `audit --review` load them, never `mcp`.
    expect(dynamic.filter((spec) => spec !== "ai" && !spec.startsWith("@ai-sdk/"))).toEqual([]);
    expect(script).toContain('require("node:crypto"))');
  });
});
