import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { bundledModules, cliStartup, REPO } from "../../helpers/index.js";

// P1 and the house rule "CLI start-up stays lean": the MCP SDK is reached only through a dynamic
// import. Walks the static import graph of the built entry points (the library and the CLI are bundles
// whose start-up code must not contain the SDK either).

/** Every bare package specifier statically imported from `entry` and the relative files it imports. */
function staticGraph(entry: string): { packages: Set<string>; modules: Set<string> } {
  const seen = new Set<string>();
  const packages = new Set<string>();
  const modules = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const text = readFileSync(file, "utf8");
    for (const m of bundledModules(text)) modules.add(m);
    for (const m of text.matchAll(
      /^\s*(?:import|export)\s[^;]*?from\s+"([^"]+)"|^\s*import\s+"([^"]+)"/gms,
    )) {
      const spec = m[1] ?? m[2]!;
      if (spec.startsWith(".")) visit(resolve(dirname(file), spec));
      else packages.add(spec);
    }
  };
  visit(entry);
  return { packages, modules };
}

describe("P1: the MCP SDK loads only when a server starts", () => {
  it("P1: index.js neither statically imports nor bundles @modelcontextprotocol/sdk, zod or the server module", () => {
    const { packages, modules } = staticGraph(join(REPO, "dist", "index.js"));
    expect(packages.size).toBeGreaterThan(0);
    expect([...packages].filter((p) => p.startsWith("@modelcontextprotocol/") || p === "zod")).toEqual([]);
    expect(modules).toContain("src/mcp/index.ts");
    expect([...modules].filter((m) => m.startsWith("src/mcp/server"))).toEqual([]);
  });

  it("P1: the CLI's start-up code neither imports nor bundles the SDK, zod or the server module", () => {
    const { packages, modules, all } = cliStartup();
    const heavy = (m: string) =>
      /^(?:node_modules\/)?(?:@modelcontextprotocol\/|zod(?:\/|$))/.test(m) || m.startsWith("src/mcp/server");
    expect(modules).toContain("src/cli/subcommands/mcp.ts");
    expect([...packages].filter(heavy)).toEqual([]);
    expect([...modules].filter(heavy)).toEqual([]);
    // The check can see them: they are in the CLI's lazy chunks.
    expect(all).toContain("src/mcp/server.ts");
    expect([...all].some((m) => m.startsWith("node_modules/@modelcontextprotocol/sdk/"))).toBe(true);
  });

  it("P1: the library chunk with the server module does import the SDK (the walk can see it)", () => {
    const chunks = join(REPO, "dist", "chunks");
    const server = readdirSync(chunks)
      .map((f) => join(chunks, f))
      .filter((f) => bundledModules(readFileSync(f, "utf8")).includes("src/mcp/server.ts"));
    expect(server).toHaveLength(1);
    expect([...staticGraph(server[0]!).packages]).toContain("@modelcontextprotocol/sdk/server/index.js");
  });
});

describe("P1: a stdio server loads only what its first answer needs", () => {
  /** The CLI chunk (or library chunk) that bundles `module`: exactly one. */
  const chunkWith = (dir: string, module: string): string => {
    const found = readdirSync(dir)
      .map((f) => join(dir, f))
      .filter((f) => bundledModules(readFileSync(f, "utf8")).includes(module));
    expect(found, module).toHaveLength(1);
    return found[0]!;
  };
  // Streamable HTTP (the SDK transport, the HTTP framework under it, which loads Node's fetch), the
  // watcher with chokidar, Ajv (only elicitation answers need it) and zod's translations of its messages.
  const deferred = (m: string) =>
    m === "src/mcp/http.ts" ||
    m.startsWith("src/watch/") ||
    /^node_modules\/(?:@hono\/|hono\/|chokidar\/|ajv\/|ajv-formats\/|fast-uri\/)/.test(m) ||
    m.endsWith("/server/streamableHttp.js") ||
    (m.startsWith("node_modules/zod/v4/locales/") && !m.endsWith("/en.js"));

  it("P1: the CLI's server and stdio chunks statically load no HTTP transport, watcher, Ajv or zod locales", () => {
    const chunks = join(REPO, "dist", "cli", "chunks");
    const modules = new Set<string>();
    for (const m of ["src/mcp/server.ts", "src/mcp/stdio.ts"])
      for (const x of staticGraph(chunkWith(chunks, m)).modules) modules.add(x);
    expect(modules).toContain("node_modules/@modelcontextprotocol/sdk/dist/esm/server/index.js");
    // skillport's own stdio transport (src/mcp/stdio.ts), not the SDK's.
    expect(modules).toContain("src/mcp/jsonrpc.ts");
    expect([...modules].filter(deferred)).toEqual([]);
    // The check can see them: each is in a lazy chunk of the CLI.
    const all = cliStartup().all;
    for (const m of [
      "src/mcp/http.ts",
      "src/watch/watcher.ts",
      "node_modules/@modelcontextprotocol/sdk/dist/esm/server/streamableHttp.js",
      "node_modules/ajv/dist/ajv.js",
    ])
      expect(all, m).toContain(m);
    expect([...all].some((m) => m.startsWith("node_modules/@hono/node-server/"))).toBe(true);
    expect([...all].some((m) => m.startsWith("node_modules/chokidar/"))).toBe(true);
  });

  it("P1: in the one-script CLI that `skillport mcp` runs, the server, HTTP, watcher and Ajv are evaluated only when imported", () => {
    // esbuild's CommonJS output wraps a module reached through import() in a lazy initialiser keyed by
    // its path (`"src/mcp/http.ts"() {`); a module evaluated at start has no such wrapper.
    const script = readFileSync(join(REPO, "dist", "cli", "skillport.cjs"), "utf8");
    const lazy = new Set([...script.matchAll(/^ {2}"((?:src|node_modules)\/[^"]+)"\(/gm)].map((m) => m[1]!));
    for (const m of [
      "src/mcp/server.ts",
      "src/mcp/http.ts",
      "src/watch/watcher.ts",
      "node_modules/@modelcontextprotocol/sdk/dist/esm/server/streamableHttp.js",
      "node_modules/ajv/dist/ajv.js",
    ])
      expect(lazy, m).toContain(m);
    // The check can fail: the CLI's entry module runs at start and has no wrapper.
    expect(bundledModules(script)).toContain("src/cli/main.ts");
    expect(lazy).not.toContain("src/cli/main.ts");
  });

  it("P1: the library's server chunk statically loads neither the HTTP module nor the watcher", () => {
    const chunks = join(REPO, "dist", "chunks");
    const { modules } = staticGraph(chunkWith(chunks, "src/mcp/server.ts"));
    expect(modules).toContain("src/mcp/source.ts");
    expect([...modules].filter((m) => m === "src/mcp/http.ts" || m.startsWith("src/watch/"))).toEqual([]);
    const lazy = readdirSync(chunks).flatMap((f) => bundledModules(readFileSync(join(chunks, f), "utf8")));
    expect(lazy).toContain("src/mcp/http.ts");
    expect(lazy).toContain("src/watch/watcher.ts");
  });
});
