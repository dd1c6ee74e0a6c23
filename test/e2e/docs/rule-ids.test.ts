import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { REPO, runCli } from "../../helpers/index.js";

// Rule IDs (docs/RULES.md) are for maintainers: internal comments and test titles may use them, but a
// user never sees one. This guards the places a user reads: the CLI's help, the README and the doc
// comments of the shipped type declarations.
const RULE_ID = /\b[FDRCASMXTWQP][1-9][0-9]?\b|SPEC\s*§|§\s*[0-9]+/;

function ruleIds(text: string): string[] {
  return text.split("\n").filter((line) => RULE_ID.test(line));
}

/** The names listed under "Commands:" in a commander help text. */
function subcommands(help: string): string[] {
  const at = help.indexOf("\nCommands:\n");
  if (at < 0) return [];
  const names: string[] = [];
  for (const line of help.slice(at + 11).split("\n")) {
    const m = /^ {2}([a-z][a-z0-9-]*)/.exec(line);
    if (m?.[1] && m[1] !== "help") names.push(m[1]);
    else if (line.trim() === "") break;
  }
  return names;
}

function declarations(dir: string): string[] {
  const out: string[] = [];
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) out.push(...declarations(p));
    else if (e.name.endsWith(".d.ts")) out.push(p);
  }
  return out;
}

describe("no rule IDs in user-facing text", () => {
  it("the pattern finds the IDs it is meant to find (and not C0 controls)", () => {
    expect(ruleIds("the catalog (C1–C5)\nSPEC §13\nplain\nC0 controls\nF10: slug")).toEqual([
      "the catalog (C1–C5)",
      "SPEC §13",
      "F10: slug",
    ]);
  });

  it("the built CLI's help, for every command and subcommand, names no rule ID", () => {
    const seen: string[] = [];
    const offending: string[] = [];
    const visit = (path: string[]): void => {
      const r = runCli([...path, "--help"]);
      expect(r.code, `${path.join(" ")} --help: ${r.stderr}`).toBe(0);
      seen.push(path.join(" ") || "(top)");
      for (const line of ruleIds(r.stdout)) offending.push(`skillport ${path.join(" ")}: ${line.trim()}`);
      for (const sub of subcommands(r.stdout)) visit([...path, sub]);
    };
    visit([]);
    expect(seen.length).toBeGreaterThan(10); // the walk reached the subcommands
    expect(offending).toEqual([]);
  });

  it("every rule ID a test title names is defined in docs/RULES.md", () => {
    const defined = new Set(
      [...readFileSync(join(REPO, "docs", "RULES.md"), "utf8").matchAll(/^\| ([A-Z][0-9]{1,2}) \|/gm)].map(
        (m) => m[1],
      ),
    );
    expect(defined.size).toBeGreaterThan(60);
    const undefinedIds = new Set<string>();
    for (const file of readdirSync(join(REPO, "test"), { recursive: true, encoding: "utf8" })) {
      if (!file.endsWith(".test.ts") || file.endsWith("rule-ids.test.ts")) continue;
      for (const m of readFileSync(join(REPO, "test", file), "utf8").matchAll(
        /\b(?:it|describe)(?:\.\w+)*\(\s*["'`]([^"'`]*)/g,
      )) {
        for (const id of m[1]?.match(/\b[FDRCASMXTWQP][1-9][0-9]?\b/g) ?? [])
          if (!defined.has(id)) undefinedIds.add(`${file}: ${id}`);
      }
    }
    expect([...undefinedIds]).toEqual([]);
  });

  it("the README names no rule ID", () => {
    expect(ruleIds(readFileSync(join(REPO, "README.md"), "utf8"))).toEqual([]);
  });

  it("the shipped .d.ts files name no rule ID in their doc comments", () => {
    const files = declarations(join(REPO, "dist"));
    expect(files.length).toBeGreaterThan(20);
    const offending = files.flatMap((f) =>
      ruleIds(readFileSync(f, "utf8")).map((line) => `${f.slice(REPO.length + 1)}: ${line.trim()}`),
    );
    expect(offending).toEqual([]);
  });
});
