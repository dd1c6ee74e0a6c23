import { spawn, spawnSync } from "node:child_process";
import { cpSync, readdirSync, readFileSync, symlinkSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  CLI,
  EXAMPLES,
  INITIALIZE_LINE,
  REPO,
  runCli,
  skillMd,
  tmp,
  writeTree,
} from "../../helpers/index.js";

// The CLI and the library are separate esbuild bundles (scripts/bundle-cli.mjs, scripts/bundle-lib.mjs):
// code that finds files relative to its own module (package.json, builtin/, lazily required packages)
// must work in both. test/e2e/package/lib-bundle.test.ts has more on the library.

const VERSION = (JSON.parse(readFileSync(join(REPO, "package.json"), "utf8")) as { version: string }).version;

/** serverInfo.version from `skillport mcp` over stdio (it stops when stdin ends). */
function mcpServerVersion(cli: string): string | undefined {
  const home = tmp("skillport-home-");
  const r = spawnSync(process.execPath, [cli, "--no-user", "--no-project", "mcp", "--no-watch"], {
    input: INITIALIZE_LINE,
    encoding: "utf8",
    cwd: home,
    env: { ...process.env, HOME: home, XDG_CONFIG_HOME: join(home, ".config"), NO_COLOR: "1" },
    timeout: 60_000,
  });
  const reply = r.stdout.split("\n").find((l) => l.includes('"serverInfo"'));
  expect(reply, r.stderr).toBeDefined();
  return (JSON.parse(reply!) as { result: { serverInfo: { version?: string } } }).result.serverInfo.version;
}

/** Checks the CLI at `cli` finds package.json and builtin/ through its bundled, relocated modules. */
function expectFindsItsFiles(cli: string): void {
  const version = spawnSync(process.execPath, [cli, "--version"], { encoding: "utf8" });
  expect(version.stdout).toBe(`${VERSION}\n`);
  expect(version.status).toBe(0);
  const home = tmp("skillport-home-");
  const list = spawnSync(process.execPath, [cli, "list", "--json", "--no-user", "--no-project"], {
    encoding: "utf8",
    cwd: home,
    env: { ...process.env, HOME: home, XDG_CONFIG_HOME: join(home, ".config") },
  });
  const skills = (JSON.parse(list.stdout) as { skills: { name: string; scope: string }[] }).skills;
  expect(skills).toContainEqual(expect.objectContaining({ name: "create-skill", scope: "builtin" }));
  expect(mcpServerVersion(cli)).toBe(VERSION);
}

describe("the bundled CLI finds its package's files", () => {
  it("R3: --version, the built-in skill and the MCP server's version come from the package", () => {
    expectFindsItsFiles(CLI);
    const body = runCli(["activate", "create-skill"]);
    expect(body.code).toBe(0);
    expect(body.stdout).toContain("SKILL.md");
  });

  it("R3: the same from a copy of the package elsewhere (no build paths baked in)", () => {
    const pkg = tmp("skillport-pkg-");
    for (const f of ["package.json", "dist", "builtin"])
      cpSync(join(REPO, f), join(pkg, f), { recursive: true });
    symlinkSync(join(REPO, "node_modules"), join(pkg, "node_modules"));
    expectFindsItsFiles(join(pkg, "dist", "cli", "bin.js"));
  });

  it("D5/L: packages the bundle requires on first use resolve (ignore files, diagnostics in colour)", () => {
    const root = writeTree(tmp(), {
      ".gitignore": "hidden/\n",
      "shown/SKILL.md": skillMd("shown"),
      "hidden/SKILL.md": skillMd("hidden"),
      "bad/SKILL.md": "---\nname: Bad Name\n---\n",
    });
    const list = runCli(["list", "--json", "--no-user", "--no-project", "--root", root]);
    expect(list.code).toBe(0);
    const names = (JSON.parse(list.stdout) as { skills: { name: string }[] }).skills.map((s) => s.name);
    expect(names).toContain("shown");
    expect(names).not.toContain("hidden");
    const check = runCli(["validate", join(root, "bad")]);
    expect(check.code).toBe(1);
    expect(check.stdout).toContain("error[invalid-name]");
    const coloured = runCli(["validate", join(root, "bad")], {
      env: { NO_COLOR: undefined, FORCE_COLOR: "1" },
    });
    expect(coloured.stderr).not.toContain("unexpected error");
    expect(coloured.code).toBe(1);
  });

  it("the library bundle finds builtin/ and reports the package version over MCP", () => {
    const dist = (f: string) => JSON.stringify(join(REPO, "dist", f));
    const script = `
      import { loadSkills, createMcpServer } from ${dist("index.js")};
      import { Client } from "@modelcontextprotocol/sdk/client/index.js";
      import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
      const set = await loadSkills({ user: false, project: false, cwd: process.cwd() });
      const mcp = await createMcpServer({ user: false, project: false, builtins: false, watch: false });
      const [a, b] = InMemoryTransport.createLinkedPair();
      await mcp.connect(b);
      const client = new Client({ name: "t", version: "1" });
      await client.connect(a);
      console.log(set.skills.map((s) => s.name).join(","), client.getServerVersion()?.version);
      await client.close();
      await mcp.close();
    `;
    const r = spawnSync(process.execPath, ["--input-type=module", "-e", script], {
      encoding: "utf8",
      cwd: REPO,
      env: { ...process.env, HOME: tmp() },
      timeout: 60_000,
    });
    expect(r.stderr).toBe("");
    expect(r.stdout).toBe(`create-skill ${VERSION}\n`);
  });
});

describe("a reader that closes stdout early", () => {
  it("L: stdout closed before the first write: the CLI ends quietly with exit code 0", async () => {
    const home = tmp("skillport-home-");
    const child = spawn(
      process.execPath,
      [CLI, "list", "--json", "--no-user", "--no-project", "--root", EXAMPLES],
      {
        stdio: ["ignore", "pipe", "pipe"],
        env: { ...process.env, HOME: home, XDG_CONFIG_HOME: join(home, ".config") },
      },
    );
    child.stdout.destroy(); // closes our end of the pipe: the child's first write fails with EPIPE
    let stderr = "";
    child.stderr.on("data", (d: Buffer) => {
      stderr += d.toString();
    });
    const [code, signal] = await new Promise<[number | null, NodeJS.Signals | null]>((done) =>
      child.on("close", (c, s) => done([c, s])),
    );
    expect(stderr).toBe("");
    expect(signal).toBeNull();
    expect(code).toBe(0);
  });

  it("L: `skillport list --json | head -c 100` under pipefail: 100 bytes, no stack trace, exit 0", () => {
    // More JSON than a pipe holds, so the CLI is still writing when head exits.
    const files: Record<string, string> = {};
    for (let i = 0; i < 400; i++) files[`s${i}/SKILL.md`] = skillMd(`s${i}`, `Does thing ${i}. `.repeat(8));
    const root = writeTree(tmp(), files);
    const home = tmp("skillport-home-");
    const q = (s: string) => `'${s.replaceAll("'", "'\\''")}'`;
    const r = spawnSync(
      "bash",
      [
        "-c",
        `set -o pipefail; ${q(process.execPath)} ${q(CLI)} list --json --no-user --no-project --root ${q(root)} | head -c 100`,
      ],
      {
        encoding: "utf8",
        env: { ...process.env, HOME: home, XDG_CONFIG_HOME: join(home, ".config") },
        timeout: 60_000,
      },
    );
    expect(r.stdout).toHaveLength(100);
    expect(r.stderr).toBe("");
    expect(r.status).toBe(0);
  });
});

describe("the bundle's chunks", () => {
  it("every chunk loads on its own (the CommonJS `require` banner clashes with nothing)", () => {
    const chunks = join(REPO, "dist", "cli", "chunks");
    const script = `for (const f of ${JSON.stringify(readdirSync(chunks).map((f) => join(chunks, f)))}) await import(f);`;
    const r = spawnSync(process.execPath, ["--input-type=module", "-e", script], {
      encoding: "utf8",
      timeout: 60_000,
    });
    expect(r.stderr).toBe("");
    expect(r.status).toBe(0);
  });
});
