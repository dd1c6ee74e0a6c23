import { existsSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import fc from "fast-check";
import { CORE_SCHEMA, load } from "js-yaml";
import { describe, expect, it } from "vitest";
import { type DiscoveryFs, nodeDiscoveryFs } from "../../src/discovery/fs.js";
import { simpleMapping } from "../../src/format/frontmatter.js";
import { loadSkills } from "../../src/load.js";
import { skillMd, tmp, writeTree } from "../helpers/index.js";

// The loader's fast paths must give exactly what the slow path gives.

const yamlLoad = (text: string): unknown => {
  try {
    return load(text, { schema: CORE_SCHEMA }) ?? {};
  } catch {
    return "error";
  }
};

describe("F3 fast path for simple frontmatter", () => {
  it("F3: simple lines parse as the YAML parser parses them, anything else is left to it", () => {
    expect(simpleMapping("name: pdf-tools\ndescription: Use when: x\n")).toBeUndefined();
    expect(simpleMapping("name: a\r\ndescription: Fills PDF forms.\r\n")).toEqual({
      name: "a",
      description: "Fills PDF forms.",
    });
    const bad = [
      "true",
      "False",
      "NULL",
      "123",
      "1.5",
      ".inf",
      "~",
      "- x",
      "[a]",
      "{a: 1}",
      "'a''b'",
      '"a\\nb"',
    ];
    for (const v of bad) expect(simpleMapping(`name: ${v}\n`), v).toBeUndefined();
    expect(simpleMapping("name: 'q: r'\ndescription: \"Use when: x # y\"\n")).toEqual({
      name: "q: r",
      description: "Use when: x # y",
    });
    expect(simpleMapping('metadata:\n  author: me\n  version: "1.0"\nlicense: MIT\n')).toEqual({
      metadata: { author: "me", version: "1.0" },
      license: "MIT",
    });
    expect(simpleMapping("name: a\nname: b\n")).toBeUndefined(); // duplicate: the parser's error
    expect(simpleMapping("name: a # comment\n")).toBeUndefined();
    expect(simpleMapping("metadata:\nname: a\n")).toBeUndefined(); // metadata is null
    expect(simpleMapping("metadata:\n  a: b\n    c: d\n")).toBeUndefined();
    expect(simpleMapping("metadata:\n  - a\n")).toBeUndefined();
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
      "\u00a0",
      "\ufeff",
      "\u2028",
      "\ud83d\ude00",
    );
    const line = fc.tuple(
      fc.constantFrom("", "", "", " ", "  ", "   ", "\t"),
      fc.constantFrom("name", "description", "a", "x-y", "when_to_use", "metadata", "1a", "", "name "),
      fc.constantFrom(": ", ":", ":  ", " : ", ": '", ': "'),
      fc.array(chars, { maxLength: 12 }).map((a) => a.join("")),
      fc.constantFrom("", "", "'", '"', " "),
    );
    let taken = 0;
    fc.assert(
      fc.property(fc.array(line, { maxLength: 6 }), fc.constantFrom("\n", "\r\n"), (lines, eol) => {
        const text = lines.map(([ind, k, sep, v, end]) => `${ind}${k}${sep}${v}${end}`).join(eol) + eol;
        const fast = simpleMapping(text);
        if (fast === undefined) return;
        taken++;
        expect(fast).toEqual(yamlLoad(text));
      }),
      { numRuns: 20000 },
    );
    expect(taken).toBeGreaterThan(500); // the property really exercises the fast path
  });

  it("F3: nested mappings agree with the YAML parser (property)", () => {
    const value = fc.oneof(
      fc.stringMatching(/^[A-Za-z][ -~]{0,10}$/),
      fc.stringMatching(/^"[ -~\u00e9]{0,8}"$/),
      fc.stringMatching(/^'[ -~]{0,8}'$/),
    );
    const key = fc.constantFrom("name", "description", "metadata", "author", "a-b", "x_1");
    const entry = fc.oneof(
      fc.tuple(key, value).map(([k, v]) => `${k}: ${v}`),
      fc
        .tuple(key, fc.constantFrom(" ", "  ", "    "), fc.array(fc.tuple(key, value), { maxLength: 3 }))
        .map(([k, ind, kv]) => [`${k}:`, ...kv.map(([k2, v]) => `${ind}${k2}: ${v}`)].join("\n")),
    );
    let nested = 0;
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 4 }), (entries) => {
        const text = `${entries.join("\n")}\n`;
        const fast = simpleMapping(text);
        if (fast === undefined) return;
        if (Object.values(fast).some((v) => typeof v === "object")) nested++;
        expect(fast).toEqual(yamlLoad(text));
      }),
      { numRuns: 5000 },
    );
    expect(nested).toBeGreaterThan(200);
  });
});

describe("D4/F1 the loader opens SKILL.md before listing a directory", () => {
  const load = (root: string, fs?: DiscoveryFs) =>
    loadSkills({ roots: [root], user: false, project: false, builtins: false, cwd: root, fs });

  it("F1: on a file system that ignores case, a skill.md is still reported, not loaded", async () => {
    const root = writeTree(tmp("Case-"), {
      "lower/skill.md": skillMd("lower"),
      "good/SKILL.md": skillMd("good"),
    });
    // A case-insensitive file system: the root under another spelling, and SKILL.md opening skill.md.
    const fs: DiscoveryFs = {
      ...nodeDiscoveryFs,
      stat: (p) => nodeDiscoveryFs.stat(p.toLowerCase() === root.toLowerCase() ? root : p),
      readHead: (p, limit, head) => {
        const lower = join(dirname(p), basename(p).toLowerCase());
        return nodeDiscoveryFs.readHead(existsSync(p) ? p : lower, limit, head);
      },
    };
    const set = await load(root, fs);
    expect(set.skills.map((s) => s.name)).toEqual(["good"]);
    expect(set.diagnostics.map((d) => d.code)).toEqual(["wrong-case-filename"]);
  });
});
