import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { REPO } from "../../helpers/index.js";

// Not a timing test: bench/first-search.mjs must measure what it says (a real search_skills answer
// from a spawned server, and a library search), on a small generated tree.

describe("bench/first-search.mjs", () => {
  it("measures a server's and a library's first search on a generated tree", () => {
    const r = spawnSync(
      process.execPath,
      [join(REPO, "bench", "first-search.mjs"), "--sizes", "40", "--runs", "1", "--json"],
      { encoding: "utf8", timeout: 120_000 },
    );
    expect(r.status, r.stderr).toBe(0);
    const { rows } = JSON.parse(r.stdout) as { rows: Record<string, number[] | number>[] };
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    expect(row.skills).toBe(40);
    for (const k of ["mcpMs", "mcpCpuMs", "libMs", "libCpuMs", "libIndexMs"]) {
      const xs = row[k] as number[];
      expect(xs, k).toHaveLength(1);
      expect(xs[0]!, k).toBeGreaterThan(0);
    }
    // The server's CPU until its answer cannot exceed the wall time from the spawn to that answer.
    expect((row.mcpCpuMs as number[])[0]!).toBeLessThan((row.mcpMs as number[])[0]! * 2.5);
  });
});
