import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { REPO } from "../../helpers/index.js";

// The bench scripts import the built library by name and run only by hand: a name dropped from the
// public API broke bench/search-eval.mjs without any test noticing.

describe("bench scripts", () => {
  it("import only names the built library exports", async () => {
    const lib = (await import(join(REPO, "dist", "index.js"))) as Record<string, unknown>;
    const dirs = [join(REPO, "bench"), join(REPO, "bench", "lib")];
    let checked = 0;
    for (const dir of dirs) {
      for (const f of readdirSync(dir).filter((n) => n.endsWith(".mjs"))) {
        const src = readFileSync(join(dir, f), "utf8");
        // Static imports, and `const { … } = await import(…)` of a build chosen with --lib.
        const found = [
          ...src.matchAll(/import\s*\{([^}]*)\}\s*from\s*"(?:\.\.\/)+dist\/index\.js"/g),
          ...src.matchAll(/const\s*\{([^}]*)\}\s*=\s*await import\(\s*pathToFileURL/g),
        ];
        for (const m of found) {
          const names = m[1]!
            .split(",")
            .map((s) => s.trim().split(/\s+as\s+/)[0]!)
            .filter((n) => n !== "");
          for (const n of names) expect(lib, `${f} imports ${n}`).toHaveProperty(n);
          checked += names.length;
        }
      }
    }
    expect(checked).toBeGreaterThan(3);
  });
});
