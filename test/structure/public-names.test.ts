import { join } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import * as agent from "../../src/agent/index.js";
import * as api from "../../src/index.js";
import { REPO } from "../helpers/index.js";

// Every name an entry of package.json `exports` offers, types included, is listed in a snapshot file
// beside this test: adding or removing a public name changes that file, so it is a decision a reviewer
// sees, never a side effect (`npx vitest run test/structure/public-names.test.ts -u` rewrites it).
const ENTRIES = {
  ".": "src/index.ts",
  "./ai-sdk": "src/adapters/ai-sdk.ts",
  "./agent": "src/agent/index.ts",
};

function exportedNames(): Record<string, string[]> {
  const files = Object.values(ENTRIES).map((f) => join(REPO, f));
  const program = ts.createProgram(files, {
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    target: ts.ScriptTarget.ES2022,
    strict: true,
    noEmit: true,
    skipLibCheck: true,
  });
  const checker = program.getTypeChecker();
  const out: Record<string, string[]> = {};
  for (const [entry, file] of Object.entries(ENTRIES)) {
    const source = program.getSourceFile(join(REPO, file));
    const symbol = source && checker.getSymbolAtLocation(source);
    if (!symbol) throw new Error(`no module symbol for ${file}`);
    out[entry] = checker
      .getExportsOfModule(symbol)
      .map((s) => {
        const target = s.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(s) : s;
        const value = (target.flags & ts.SymbolFlags.Value) !== 0;
        return `${s.getName()}${value ? "" : " (type)"}`;
      })
      .sort();
  }
  return out;
}

describe("public names", () => {
  it("no entry re-exports a whole module (`export *`): every public name is chosen", () => {
    for (const file of Object.values(ENTRIES)) {
      const text = ts.sys.readFile(join(REPO, file)) ?? "";
      expect(text, file).not.toMatch(/^export \* /m);
    }
  });

  // A program of every module the entries reach, with the type checker: seconds of CPU, past the 30 s default at
  // load 30-38 (round 20), so the limit is the work's at such a load, not the default.
  it("every entry's exported names, types included, match the reviewed list", {
    timeout: 180_000,
  }, async () => {
    const names = exportedNames();
    const text = Object.entries(names)
      .map(
        ([entry, list]) =>
          `# ${entry} (${list.filter((n) => !n.endsWith("(type)")).length} values)\n${list.join("\n")}\n`,
      )
      .join("\n");
    await expect(text).toMatchFileSnapshot("./public-names.txt");
  });

  it("the main entry offers at most 70 runtime values, `./agent` at most 20", () => {
    expect(Object.keys(api).length).toBeLessThanOrEqual(70);
    expect(Object.keys(agent).length).toBeGreaterThan(0);
    expect(Object.keys(agent).length).toBeLessThanOrEqual(20);
  });
});
