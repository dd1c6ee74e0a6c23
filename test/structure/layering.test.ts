import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { REPO } from "../helpers/index.js";

// The pipeline's layers import downwards only (DEVELOPERS.md): the format knows nothing of discovery or
// activation, shell expansion nothing of activation, util nothing of any stage.
const SRC = join(REPO, "src");

function imports(dir: string): { file: string; from: string }[] {
  const out: { file: string; from: string }[] = [];
  for (const name of readdirSync(join(SRC, dir), { recursive: true, encoding: "utf8" })) {
    if (!name.endsWith(".ts")) continue;
    const file = join(SRC, dir, name);
    for (const m of readFileSync(file, "utf8").matchAll(/^(?:import|export)[^;]*?from\s+"(\.[^"]+)"/gms)) {
      out.push({ file: relative(SRC, file), from: relative(SRC, join(file, "..", m[1]!)) });
    }
  }
  return out;
}

describe("import direction", () => {
  it.each([
    ["format", ["discovery/", "activation/", "catalog/", "shell/", "custom-commands/", "watch/", "cli/"]],
    ["shell", ["activation/", "discovery/", "custom-commands/", "watch/", "cli/"]],
    [
      "util",
      ["format/", "discovery/", "activation/", "shell/", "custom-commands/", "watch/", "cli/", "load.ts"],
    ],
  ])("src/%s imports none of the later stages", (dir, forbidden) => {
    expect(imports(dir).length).toBeGreaterThan(0); // the scan sees the imports
    const wrong = imports(dir).filter((i) => forbidden.some((f) => i.from.startsWith(f)));
    expect(wrong).toEqual([]);
  });

  it("the walker and the reader of discovery do not import each other (their records live in records.ts)", () => {
    const edges = imports("discovery").filter(
      (i) =>
        (i.file === "discovery/walk.ts" && i.from === "discovery/read.js") ||
        (i.file === "discovery/read.ts" && i.from === "discovery/walk.js"),
    );
    expect(edges).toEqual([]);
  });
});
