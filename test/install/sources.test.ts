// The registry of source kinds is what docs/INSTALL.md shows: every form a user writes, every
// sourceType the lock records, and which lock entries install/update fetch again.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { FETCHED_TYPES } from "../../src/install/lock-sources.js";
import { parseSource } from "../../src/install/source.js";
import { SOURCE_KINDS } from "../../src/install/sources.js";
import { REPO } from "../helpers/index.js";

const docs = readFileSync(join(REPO, "docs", "INSTALL.md"), "utf8");

describe("source kinds", () => {
  it("docs/INSTALL.md shows every form and every lock sourceType of SOURCE_KINDS", () => {
    const missing = Object.entries(SOURCE_KINDS).flatMap(([kind, k]) => [
      ...k.forms.filter((f) => !docs.includes(f)).map((f) => `${kind}: form ${f}`),
      ...k.lockTypes.filter((t) => !docs.includes(`\`${t}\``)).map((t) => `${kind}: sourceType ${t}`),
    ]);
    expect(missing).toEqual([]);
  });

  it("each form parses as its own kind", () => {
    const samples: Record<string, string> = {
      share: "skillport://skill?data=LS0t",
      local: "./dir",
      "well-known": "https://site.example",
      git: "owner/repo",
      mcp: "mcp:NAME",
    };
    for (const kind of Object.keys(SOURCE_KINDS)) {
      expect(parseSource(samples[kind]!, { cwd: "/tmp" }).kind, kind).toBe(kind);
    }
  });

  it("a lock never makes install or update start an MCP server; the others are fetched again", () => {
    expect(FETCHED_TYPES.has("mcp")).toBe(false);
    expect([...FETCHED_TYPES].sort()).toEqual(["git", "github", "gitlab", "local", "well-known"]);
  });
});
