import { describe, expect, it } from "vitest";
import { countChars, frontmatterProblems } from "../../src/mcp/entry-rules.js";

// The Agent Skills field limits a Skills extension entry must meet (what the official clients check).

const ok = { name: "x", description: "Does x." };

describe("frontmatterProblems", () => {
  it("a plain entry, string metadata and a short compatibility conform", () => {
    expect(frontmatterProblems(ok)).toEqual([]);
    expect(frontmatterProblems({ ...ok, metadata: { a: "1" }, compatibility: "node" })).toEqual([]);
    expect(frontmatterProblems({ ...ok, "allowed-tools": ["Read"], version: 2 })).toEqual([]);
  });

  it("description: 1-1024 characters, counted in code points", () => {
    expect(frontmatterProblems({ ...ok, description: "🙂".repeat(1024) })).toEqual([]);
    expect(frontmatterProblems({ ...ok, description: "a".repeat(1025) })[0]).toMatch(/1025 characters/);
    expect(frontmatterProblems({ ...ok, description: " " })[0]).toMatch(/no description/);
    expect(frontmatterProblems({ name: "x", description: 3 })[0]).toMatch(/no description/);
  });

  it("metadata must map strings to strings; compatibility must be 1-500 characters of text", () => {
    expect(frontmatterProblems({ ...ok, metadata: { v: 2, t: ["a"], ok: "x" } })[0]).toMatch(
      /metadata\.v, metadata\.t are not text/,
    );
    expect(frontmatterProblems({ ...ok, metadata: null })[0]).toMatch(/metadata field is null/);
    expect(frontmatterProblems({ ...ok, metadata: ["a"] })[0]).toMatch(/a list/);
    expect(frontmatterProblems({ ...ok, compatibility: "" })[0]).toMatch(/empty/);
    expect(frontmatterProblems({ ...ok, compatibility: "c".repeat(501) })[0]).toMatch(/501 characters/);
    expect(frontmatterProblems({ ...ok, compatibility: { node: "20" } })[0]).toMatch(/a mapping/);
  });

  it("a __proto__ key is refused; many bad metadata keys are summed up", () => {
    const fm = JSON.parse('{"name":"x","description":"d","__proto__":{"polluted":true}}');
    expect(frontmatterProblems(fm)[0]).toMatch(/__proto__/);
    const meta = Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`k${i}`, i]));
    expect(frontmatterProblems({ ...ok, metadata: meta })[0]).toMatch(/and 7 more/);
  });

  it("countChars counts code points", () => {
    expect(countChars("a🙂b")).toBe(3);
  });
});
