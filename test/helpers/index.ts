import { spawnSync } from "node:child_process";
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach } from "vitest";

export const REPO = resolve(dirname(fileURLToPath(import.meta.url)), "..", "..");
export const CLI = join(REPO, "dist", "cli", "bin.js");
export const EXAMPLES = join(REPO, "examples", "skills");
export { CORPUS, HAS_CORPUS } from "./corpus.js";

const made: string[] = [];
afterEach(() => {
  for (const d of made.splice(0)) rmSync(d, { recursive: true, force: true });
});

/** A fresh temporary directory, removed after the test. */
export function tmp(prefix = "skillport-"): string {
  const d = mkdtempSync(join(tmpdir(), prefix));
  made.push(d);
  return d;
}

/** Writes files under `base`: keys are relative paths, values file contents (string or Buffer). */
export function writeTree(base: string, files: Record<string, string | Buffer>): string {
  for (const [rel, content] of Object.entries(files)) {
    const p = join(base, rel);
    mkdirSync(dirname(p), { recursive: true });
    writeFileSync(p, content);
  }
  return base;
}

export function link(target: string, path: string): void {
  mkdirSync(dirname(path), { recursive: true });
  symlinkSync(target, path);
}

/** A minimal valid SKILL.md. */
export function skillMd(
  name: string,
  description = `Does ${name} things.`,
  extra = "",
  body = `# ${name}\n\nBody.`,
): string {
  return `---\nname: ${name}\ndescription: ${description}\n${extra}---\n${body}\n`;
}

/** A raw MCP `initialize` request as one line of stdio input. */
export const INITIALIZE_LINE = `${JSON.stringify({
  jsonrpc: "2.0",
  id: 1,
  method: "initialize",
  params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "raw", version: "1" } },
})}\n`;

export interface CliRun {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs the built CLI as a real child process, with an isolated HOME, config and cache directory by default. */
export function runCli(
  args: readonly string[],
  opts: { cwd?: string; env?: Record<string, string | undefined>; input?: string } = {},
): CliRun {
  const home = opts.env?.HOME ?? tmp("skillport-home-");
  const r = spawnSync(process.execPath, [CLI, ...args], {
    cwd: opts.cwd ?? home,
    encoding: "utf8",
    input: opts.input,
    env: {
      ...process.env,
      NO_COLOR: "1",
      XDG_CONFIG_HOME: join(home, ".config"),
      XDG_CACHE_HOME: join(home, ".cache"),
      ...opts.env,
      HOME: home,
    },
    timeout: 60_000,
  });
  return { code: r.status ?? -1, stdout: r.stdout, stderr: r.stderr };
}

/**
 * The modules esbuild bundled into a built file, from its `// src/…` and `// node_modules/…` comments
 * (`// ../…/node_modules/…` when node_modules is a link out of the repository).
 */
/**
 * Runs ES module `code` in a child Node process as a host would: in `cwd` (so `skillport` resolves to
 * the package there), with HOME and XDG_CONFIG_HOME in `home` (a fresh directory unless given).
 */
export function runNodeModule(code: string, { cwd = REPO, home = tmp("skillport-home-") } = {}) {
  return spawnSync(process.execPath, ["--input-type=module", "-e", code], {
    cwd,
    encoding: "utf8",
    env: { ...process.env, HOME: home, XDG_CONFIG_HOME: join(home, ".config"), NO_COLOR: "1" },
    timeout: 60_000,
  });
}

export const bundledModules = (text: string): string[] =>
  [...text.matchAll(/^\/\/ (?:\.\.\/\S*?\/(?=node_modules\/))?((?:src|node_modules)\/\S+)$/gm)].map(
    (m) => m[1]!,
  );

/**
 * What the built CLI loads before it runs a command: the files statically imported from bin.js and from
 * the main chunk it imports, the packages they import, and the modules bundled into them. `all` lists the modules bundled anywhere in
 * the CLI, lazy chunks included.
 */
export function cliStartup(): {
  files: Set<string>;
  packages: Set<string>;
  modules: Set<string>;
  all: Set<string>;
} {
  const files = new Set<string>();
  const packages = new Set<string>();
  const modules = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    const text = readFileSync(file, "utf8");
    for (const m of bundledModules(text)) modules.add(m);
    for (const m of text.matchAll(/^(?:import|export)\s[^;]*?\sfrom\s*"([^"]+)";$|^import\s*"([^"]+)";$/gm)) {
      const spec = m[1] ?? m[2]!;
      if (spec.startsWith(".")) visit(resolve(dirname(file), spec));
      else packages.add(spec);
    }
  };
  visit(CLI);
  // bin.js imports the CLI's entry, main.js, with import() (`skillport mcp` may run
  // dist/cli/skillport.cjs instead): every other command loads it at start.
  const main = /\bimport\("(\.\/main\.js)"\)/.exec(readFileSync(CLI, "utf8"));
  if (main === null) throw new Error("bin.js no longer imports main.js");
  visit(resolve(dirname(CLI), main[1]!));
  const chunks = join(dirname(CLI), "chunks");
  const all = new Set(
    readdirSync(chunks).flatMap((f) => bundledModules(readFileSync(join(chunks, f), "utf8"))),
  );
  return { files, packages, modules, all };
}
