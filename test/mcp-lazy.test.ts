import { readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { cliStartup, REPO } from "./helpers.js";

// P1 and the house rule "CLI start-up stays lean": the MCP SDK is reached only through a dynamic
// import. Walks the static import graph of the built entry points (the library is tsc's output, one file
// a module; the CLI is a bundle whose start-up code must not contain the SDK either).

/** Every bare package specifier statically imported from `entry` and the relative modules it imports. */
function staticPackages(entry: string): Set<string> {
  const seen = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const text = readFileSync(file, "utf8");
    for (const m of text.matchAll(
      /^\s*(?:import|export)\s[^;]*?from\s+"([^"]+)"|^\s*import\s+"([^"]+)"/gms,
    )) {
      const spec = m[1] ?? m[2]!;
      if (spec.startsWith(".")) visit(resolve(dirname(file), spec));
      else packages.add(spec);
    }
  };
  visit(entry);
  return packages;
}

describe("P1: the MCP SDK loads only when a server starts", () => {
  it("P1: index.js does not statically import @modelcontextprotocol/sdk or zod", () => {
    const packages = [...staticPackages(join(REPO, "dist", "index.js"))];
    expect(packages.length).toBeGreaterThan(0);
    expect(packages.filter((p) => p.startsWith("@modelcontextprotocol/") || p === "zod")).toEqual([]);
  });

  it("P1: the CLI's start-up code neither imports nor bundles the SDK, zod or the server module", () => {
    const { packages, modules, all } = cliStartup();
    const heavy = (m: string) =>
      /^(?:node_modules\/)?(?:@modelcontextprotocol\/|zod(?:\/|$))/.test(m) || m.startsWith("src/mcp/server");
    expect(modules).toContain("src/cli/commands/mcp.ts");
    expect([...packages].filter(heavy)).toEqual([]);
    expect([...modules].filter(heavy)).toEqual([]);
    // The check can see them: they are in the CLI's lazy chunks.
    expect(all).toContain("src/mcp/server.ts");
    expect([...all].some((m) => m.startsWith("node_modules/@modelcontextprotocol/sdk/"))).toBe(true);
  });

  it("P1: the server module itself does import the SDK (the walk can see it)", () => {
    const packages = [...staticPackages(join(REPO, "dist", "mcp", "server.js"))];
    expect(packages).toContain("@modelcontextprotocol/sdk/server/index.js");
  });
});
