import fc from "fast-check";
import { CORE_SCHEMA, load } from "js-yaml";
import { describe, expect, it } from "vitest";
import { simpleMapping } from "../src/format/frontmatter.js";

// The loader's fast paths must give exactly what the slow path gives.

const yamlLoad = (text: string): unknown => {
  try {
    return load(text, { schema: CORE_SCHEMA }) ?? {};
  } catch {
    return "error";
  }
};

describe("F3 fast path for simple frontmatter", () => {
  it("F3: simple `key: value` lines parse as the YAML parser parses them", () => {
    expect(simpleMapping("name: pdf-tools\ndescription: Use when: x\n")).toBeUndefined();
    expect(simpleMapping("name: a\r\ndescription: Fills PDF forms.\r\n")).toEqual({
      name: "a",
      description: "Fills PDF forms.",
    });
    for (const v of [
      "true",
      "False",
      "NULL",
      "123",
      "1.5",
      ".inf",
      "~",
      "'q'",
      '"q"',
      "- x",
      "[a]",
      "{a: 1}",
    ]) {
      expect(simpleMapping(`name: ${v}\n`), v).toBeUndefined();
    }
    expect(simpleMapping("name: a\nname: b\n")).toBeUndefined(); // duplicate: the parser's error
    expect(simpleMapping("name: a # comment\n")).toBeUndefined();
    expect(simpleMapping("metadata:\n  a: b\n")).toBeUndefined();
    expect(simpleMapping("name: a\n  continued\n")).toBeUndefined();
    expect(simpleMapping("")).toEqual({});
  });

  it("F3: never disagrees with the YAML parser (property)", () => {
    const chars = fc.constantFrom(
      ..."aZ09 -_:#'\"!&*?|>%@`{}[],.~+\\\t\r\nytrueflsn".split(""),
      "true",
      "null",
      "name",
      ": ",
      " #",
      "\u00e9",
    );
    const line = fc.tuple(
      fc.constantFrom("name", "description", "a", "x-y", "when_to_use", " name", "name ", "1a", ""),
      fc.constantFrom(": ", ":", ":  ", " : "),
      fc.array(chars, { maxLength: 12 }).map((a) => a.join("")),
    );
    let taken = 0;
    fc.assert(
      fc.property(fc.array(line, { maxLength: 5 }), fc.constantFrom("\n", "\r\n"), (lines, eol) => {
        const text = lines.map(([k, sep, v]) => `${k}${sep}${v}`).join(eol) + eol;
        const fast = simpleMapping(text);
        if (fast === undefined) return;
        taken++;
        expect(fast).toEqual(yamlLoad(text));
      }),
      { numRuns: 3000 },
    );
    expect(taken).toBeGreaterThan(100); // the property really exercises the fast path
  });
});
