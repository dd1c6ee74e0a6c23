import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { SkillportError, ToolInputError } from "../../src/errors.js";
import { REPO } from "../helpers/index.js";

// The error policy (DEVELOPERS.md#errors): what a user, a host's configuration, a skill file or a model
// can cause is a SkillportError with a stable code; a host's own misuse of the API is a TypeError (or
// RangeError); a class that never leaves its file (a signal its own catch turns into a result) may extend
// Error. A plain `new Error(` thrown out of src/ would be none of these.
const SRC = join(REPO, "src");
const files = readdirSync(SRC, { recursive: true, encoding: "utf8" })
  .filter((f) => f.endsWith(".ts"))
  .map((f) => f.replaceAll("\\", "/"));
const texts = new Map(files.map((f) => [f, readFileSync(join(SRC, f), "utf8")]));

/** Every class declared in src/ with the class it extends. */
const parents = new Map<string, string>();
for (const text of texts.values()) {
  for (const m of text.matchAll(/class (\w+)(?:<[^>]*>)? extends (\w+)/g)) parents.set(m[1]!, m[2]!);
}
const isSkillportError = (name: string): boolean => {
  for (let n: string | undefined = name, i = 0; n !== undefined && i < 10; n = parents.get(n), i++) {
    if (n === "SkillportError") return true;
  }
  return false;
};

/**
 * Classes that extend Error on purpose, each a decision: none reaches a host through the package's
 * entries; the code that catches it turns it into a diagnostic, a result or a coded error.
 */
const SIGNALS: Record<string, string> = {
  InvalidArgumentError: "commander's usage error: the CLI prints it and exits 2",
  RpcError: "a JSON-RPC error answer of the MCP server (its `data` carries the skillport code)",
  FileReadRefusal: "util/read-file: callers report it as a diagnostic with their own code",
  TextReadFailure: "util/read-file: carries the diagnostic code the caller reports",
  SkillNotPublishable: "the MCP Skills extension leaves the skill out and reports why (mcp-skill-not-listed)",
  TooManySubscriptions: "the MCP server answers it as a JSON-RPC error",
  CopyRaceError: "link/copy.ts: linkSkills turns it into a LinkError",
};

describe("error policy", () => {
  it("nothing in src/ throws a plain Error", () => {
    const plain = [...texts].flatMap(([f, t]) =>
      [...t.matchAll(/throw new Error\(/g)].map((m) => `${f}:${t.slice(0, m.index).split("\n").length}`),
    );
    expect(plain).toEqual([]);
  });

  it("every class thrown is a SkillportError, a TypeError/RangeError, a listed signal, or a class private to its file", () => {
    const wrong: string[] = [];
    for (const [file, text] of texts) {
      for (const m of text.matchAll(/throw new (\w+)\(/g)) {
        const name = m[1]!;
        if (name === "TypeError" || name === "RangeError" || isSkillportError(name)) continue;
        if (name in SIGNALS) continue;
        // A class declared in this file and not exported never leaves it: its own catch handles it.
        const local = new RegExp(`^class ${name} extends Error`, "m").test(text);
        if (!local) wrong.push(`${file}: ${name}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("a model's bad tool arguments are a coded SkillportError", () => {
    const e = new ToolInputError("search_skills needs a query");
    expect(e).toBeInstanceOf(SkillportError);
    expect([e.code, e.name]).toEqual(["tool-input-invalid", "ToolInputError"]);
  });
});
