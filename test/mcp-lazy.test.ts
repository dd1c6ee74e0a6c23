import { readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { REPO } from "./helpers.js";

// P1 and the house rule "CLI start-up stays lean": the MCP SDK is reached only through a dynamic
// import. Walks the static import graph of the built entry points.

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
  for (const entry of ["cli/bin.js", "index.js"]) {
    it(`P1: ${entry} does not statically import @modelcontextprotocol/sdk or zod`, () => {
      const packages = [...staticPackages(join(REPO, "dist", entry))];
      expect(packages.length).toBeGreaterThan(0);
      expect(packages.filter((p) => p.startsWith("@modelcontextprotocol/") || p === "zod")).toEqual([]);
    });
  }

  it("P1: the server module itself does import the SDK (the walk can see it)", () => {
    const packages = [...staticPackages(join(REPO, "dist", "mcp", "server.js"))];
    expect(packages).toContain("@modelcontextprotocol/sdk/server/index.js");
  });
});
