// An expression copied from a module-level one (`new RegExp(NAME.source, flags)`) is built at module level,
// not on every call: V8 compiles a new expression object again whenever its cache has dropped the source,
// and once the audit's process is past V8's code budget (DEVELOPERS.md) that copy runs unoptimised.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { REPO } from "../helpers/index.js";

const AUDIT = join(REPO, "src", "audit");

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    if (statSync(p).isDirectory()) return sources(p);
    return n.endsWith(".ts") ? [p] : [];
  });
}

/** A copy of a constant's source on an indented line that is not an object's property: a function body's. */
const PER_CALL = /^\s+(?=\S)(?!\w+:\s).*\bnew RegExp\([A-Z][A-Z0-9_]*\.source\b/;

describe("expressions copied from a constant", () => {
  it("are built once, at module level", () => {
    const found = sources(AUDIT).flatMap((file) =>
      readFileSync(file, "utf8")
        .split("\n")
        .flatMap((line, i) =>
          PER_CALL.test(line) ? [`${relative(REPO, file)}:${i + 1}: ${line.trim()}`] : [],
        ),
    );
    expect(found).toEqual([]);
  });

  it("the check sees a copy made in a function and passes one made at module level", () => {
    expect(PER_CALL.test('    ...hits(file, spans, new RegExp(PREEMPT.source, "gi")),')).toBe(true);
    expect(PER_CALL.test("  const end = new RegExp(SENTENCE_END.source).exec(after);")).toBe(true);
    expect(PER_CALL.test("const FIRST_END = new RegExp(SENTENCE_END.source);")).toBe(false);
    expect(PER_CALL.test("  prefilter: new RegExp(LOOSE.source, flags),")).toBe(false);
  });
});
