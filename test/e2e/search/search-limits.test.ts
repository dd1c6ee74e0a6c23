import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadSkills } from "../../../src/load.js";
import { createSearchIndex } from "../../../src/search/search-index.js";
import { boundQuery, boundQueryText, QUERY_LIMITS, terms } from "../../../src/search/text.js";
import { createSearchTool, renderSearchResults } from "../../../src/search/tool.js";
import { CLI, REPO, runCli, skillMd, tmp, writeTree } from "../../helpers/index.js";
import { makeTree, stdioClient, textOf } from "../../helpers/mcp-helpers.js";

// A query is the one input of search that a remote client or a model controls completely. Typo
// matching used to allocate (word length)² bytes: a 65 000-character word asked for 4 GB and a
// 1 MB word crashed the process. These tests run real queries of that size in child processes whose
// address space is capped, so a regression fails here instead of stalling the machine.

/** Address space a child may map (KiB): far below what an unbounded query asks for (4 GB+). */
const ULIMIT_KB = 3_000_000;
const MB = 1024 * 1024;

function fixture(): string {
  return writeTree(tmp(), {
    "csv-charts/SKILL.md": skillMd("csv-charts", "Turn a spreadsheet export into a chart."),
    "git-bisect/SKILL.md": skillMd("git-bisect", "Find the commit that introduced a regression."),
  });
}

/** Runs `node args…` under `ulimit -v`, so an unbounded allocation fails instead of swapping. */
function capped(args: readonly string[], cwd: string) {
  return spawnSync("/bin/sh", ["-c", `ulimit -v ${ULIMIT_KB} && exec "$0" "$@"`, process.execPath, ...args], {
    cwd,
    encoding: "utf8",
    timeout: 60_000,
    maxBuffer: 16 * MB,
    env: {
      ...process.env,
      NO_COLOR: "1",
      HOME: cwd,
      XDG_CONFIG_HOME: join(cwd, ".config"),
      XDG_CACHE_HOME: join(cwd, ".cache"),
    },
  });
}

describe("query size limits", () => {
  it("a megabyte of words is cut to a bounded number of searched words", () => {
    const flood = "chart spreadsheet ".repeat(MB / 18);
    const bounded = boundQuery(flood);
    expect(terms(bounded).length).toBe(QUERY_LIMITS.maxTerms);
    expect(bounded.length).toBeLessThan(QUERY_LIMITS.maxLength);
    expect(boundQueryText(flood).length).toBe(QUERY_LIMITS.maxLength);
  });

  it("filler words and over-long tokens do not use up the word budget", () => {
    const q = `${"the ".repeat(100)}${"x".repeat(QUERY_LIMITS.maxTermLength + 1)} chart`;
    expect(terms(boundQuery(q))).toEqual(["chart"]);
  });

  it("cutting a query never leaves half of a surrogate pair", () => {
    const q = `${"a".repeat(QUERY_LIMITS.maxLength - 1)}😀`;
    const cut = boundQueryText(q);
    expect(cut.length).toBe(QUERY_LIMITS.maxLength - 1);
    expect(cut.charCodeAt(cut.length - 1)).toBe(0x61);
  });

  it("a typo in a word of ordinary length is still found after the limits", async () => {
    const index = await createSearchIndex(await loadFixture());
    expect(index.search("spredsheet", { k: 1 }).map((r) => r.name)).toEqual(["csv-charts"]);
    // A word of ordinary length survives in a query that is mostly noise.
    expect(index.search(`bisect ${"z".repeat(200_000)}`, { k: 1 }).map((r) => r.name)).toEqual([
      "git-bisect",
    ]);
  });

  it("the search tool echoes at most a short part of a huge query to the model", () => {
    const text = renderSearchResults("chart ".repeat(200_000), []);
    expect(text.length).toBeLessThan(600);
    expect(text).toContain("…");
  });

  it("a 1 MB query through the library stays within bounded memory and does not throw", () => {
    const dir = fixture();
    const script = `
      import { createSearchIndex, loadSkills } from ${JSON.stringify(join(REPO, "dist", "index.js"))};
      const set = await loadSkills({ roots: [${JSON.stringify(dir)}], user: false, project: false, builtins: false });
      const index = await createSearchIndex(set);
      const queries = [
        "a".repeat(${MB}),                       // one huge word: (length)² bytes before the cap
        "a".repeat(65000),                       // 4 GB before the cap
        "a".repeat(20000),                       // 400 MB before the cap
        "chart spreadsheet ".repeat(${MB / 18}), // a megabyte of real words
        Array.from({ length: 100000 }, (_, i) => "w" + i.toString(36) + "x").join(" "), // all distinct
      ];
      const found = [];
      for (const q of queries) { found.push(index.search(q).length); await index.retrieve(q); }
      console.log(JSON.stringify({ found, maxRssMb: process.resourceUsage().maxRSS / 1024 }));
    `;
    const r = capped(["--max-old-space-size=128", "--input-type=module", "-e", script], dir);
    expect(r.stderr).toBe("");
    expect(r.status).toBe(0);
    const out = JSON.parse(r.stdout) as { found: number[]; maxRssMb: number };
    expect(out.found).toEqual([0, 0, 0, 1, 0]);
    // A Node process with a small index sits near 50 MB; the uncapped 20 000-character word alone took 400.
    expect(out.maxRssMb).toBeLessThan(200);
  });

  it("a 1 MB query through the CLI answers, with a short echo", () => {
    const dir = fixture();
    // One argument may hold at most 128 KiB on Linux: the megabyte comes as ten arguments.
    const words = Array.from({ length: 10 }, (_, i) => (i === 0 ? "spreadsheet" : "a".repeat(100_000)));
    const r = capped([CLI, "--root", dir, "--no-user", "search", ...words], dir);
    expect(r.stderr).toBe("");
    expect(r.status).toBe(0);
    expect(r.stdout).toContain("csv-charts");
    const none = runCli(["--root", dir, "--no-user", "search", "q".repeat(100_000)], { cwd: dir });
    expect(none.code).toBe(0);
    expect(none.stdout.length).toBeLessThan(300);
  });

  it("a 1 MB query over MCP answers, and the server goes on answering", async () => {
    const tree = makeTree();
    const client = await stdioClient(tree);
    const huge = await client.callTool({ name: "search_skills", arguments: { query: "a".repeat(MB) } });
    expect(huge.isError).toBeFalsy();
    expect(textOf(huge).length).toBeLessThan(600);
    const flood = await client.callTool({
      name: "search_skills",
      arguments: { query: "invoices ".repeat(MB / 9) },
    });
    expect(flood.isError).toBeFalsy();
    expect(textOf(flood)).toContain("<name>beta</name>");
    expect(textOf(flood).length).toBeLessThan(2000);
  });

  it("the search tool turns a huge query into a normal answer", async () => {
    const tool = createSearchTool(await createSearchIndex(await loadFixture()));
    const text = await tool.execute({ query: `regression ${"x".repeat(MB)}` });
    expect(text).toContain("<name>git-bisect</name>");
  });
});

const loadFixture = () => {
  const dir = fixture();
  return loadSkills({ roots: [dir], user: false, project: false, builtins: false, cwd: dir });
};
