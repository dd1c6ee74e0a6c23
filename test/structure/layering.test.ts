import { readdirSync, readFileSync } from "node:fs";
import { join, posix } from "node:path";
import { describe, expect, it } from "vitest";
import { REPO } from "../helpers/index.js";

// The pipeline's layers, lowest first (DEVELOPERS.md#layers). A module imports only from its own folder
// or from a lower layer, lazily (`await import`) or not; two folders of one layer know nothing of each
// other. A new folder or top-level file must be ranked here before it lands.
const LAYERS: readonly (readonly string[])[] = [
  ["errors.ts", "diagnostics.ts"],
  ["types.ts", "util"],
  ["config.ts", "profiles", "format"],
  ["discovery", "resolve", "audit", "shell"],
  ["security", "catalog"],
  ["load.ts", "validate.ts", "search", "activation"],
  ["custom-commands", "slash", "adapters", "install"],
  ["watch", "hosts"],
  ["mcp", "link"],
  ["agent", "registry", "index.ts"],
  ["cli"],
];

const SRC = join(REPO, "src");

interface Edge {
  readonly file: string;
  readonly to: string;
  readonly lazy: boolean;
}

/** Every relative import of every module under src/, as paths relative to src/ ending in .ts. */
function edges(): Edge[] {
  const out: Edge[] = [];
  for (const name of readdirSync(SRC, { recursive: true, encoding: "utf8" })) {
    if (!name.endsWith(".ts")) continue;
    const file = name.replaceAll("\\", "/");
    const text = readFileSync(join(SRC, file), "utf8");
    const target = (spec: string) =>
      posix.normalize(posix.join(posix.dirname(file), spec)).replace(/\.js$/, ".ts");
    for (const m of text.matchAll(/^(?:import|export)[^;]*?from\s+"(\.[^"]+)"/gms)) {
      out.push({ file, to: target(m[1]!), lazy: false });
    }
    for (const m of text.matchAll(/import\(\s*"(\.[^"]+)"\s*\)/g))
      out.push({ file, to: target(m[1]!), lazy: true });
  }
  return out;
}

const folderOf = (file: string): string => file.split("/")[0]!;
const rank = new Map(LAYERS.flatMap((layer, i) => layer.map((f) => [f, i] as const)));
const all = edges();

describe("import direction", () => {
  it("the scan sees the imports of every folder", () => {
    expect(all.length).toBeGreaterThan(500);
    expect(new Set(all.map((e) => folderOf(e.file))).size).toBeGreaterThanOrEqual(rank.size - 2);
  });

  it("every folder and top-level module of src/ has a layer", () => {
    const unranked = [...new Set(readdirSync(SRC))].filter((f) => !rank.has(f));
    expect(unranked).toEqual([]);
  });

  it("every import points to the module's own folder or a lower layer", () => {
    const wrong = all
      .filter((e) => folderOf(e.file) !== folderOf(e.to))
      .filter((e) => (rank.get(folderOf(e.to)) ?? 99) >= (rank.get(folderOf(e.file)) ?? -1))
      .map((e) => `${e.file} → ${e.to}${e.lazy ? " (lazy)" : ""}`);
    expect(wrong).toEqual([]);
  });

  it("no module imports itself through a circle (static imports, types included)", () => {
    const next = new Map<string, string[]>();
    for (const e of all.filter((x) => !x.lazy)) next.set(e.file, [...(next.get(e.file) ?? []), e.to]);
    const state = new Map<string, "open" | "done">();
    const circles: string[] = [];
    const stack: string[] = [];
    const visit = (n: string): void => {
      state.set(n, "open");
      stack.push(n);
      for (const t of next.get(n) ?? []) {
        if (state.get(t) === "open") circles.push([...stack.slice(stack.indexOf(t)), t].join(" → "));
        else if (!state.has(t)) visit(t);
      }
      stack.pop();
      state.set(n, "done");
    };
    for (const n of next.keys()) if (!state.has(n)) visit(n);
    expect(circles).toEqual([]);
  });

  it("the walker and the reader of discovery do not import each other (their records live in records.ts)", () => {
    const between = all.filter(
      (e) =>
        (e.file === "discovery/walk.ts" && e.to === "discovery/read.ts") ||
        (e.file === "discovery/read.ts" && e.to === "discovery/walk.ts"),
    );
    expect(between).toEqual([]);
  });
});
