import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { REPO } from "../helpers/index.js";

// Size limits of DEVELOPERS.md#size: a function over 80 lines or a file over 500 lines is a sign that two
// things share one place. The few that are longer are listed here by name, each a decision; the list
// only shrinks (a new long function fails this test; split it at the seam its comments mark).
const MAX_FUNCTION_LINES = 80;
const MAX_FILE_LINES = 500;
// The functions over the limit when the check was introduced (each a place to split next).
const LONG_FUNCTIONS: readonly string[] = [
  "agent/agent.ts#createAgent",
  "catalog/plan.ts#planCatalog",
  "cli/chat/render.ts#event",
  "cli/chat/repl.ts#runRepl",
  "cli/chat/repl.ts#<anonymous@16>",
  "cli/chat/session.ts#runChat",
  "cli/subcommands/add.ts#registerAdd",
  "cli/subcommands/add.ts#<anonymous@99>",
  "cli/subcommands/catalog.ts#registerCatalog",
  "cli/subcommands/doctor.ts#registerDoctor",
  "cli/subcommands/link.ts#run",
  "cli/subcommands/new.ts#registerNew",
  "cli/subcommands/registry.ts#registerRegistry",
  "cli/subcommands/share.ts#registerShare",
  "cli/subcommands/share.ts#<anonymous@19>",
  "custom-commands/parse.ts#parseCommandFile",
  "custom-commands/walk.ts#walkCommandRoot",
  "discovery/observe.ts#recordingFs",
  "discovery/walk.ts#walkFrames",
  "install/export.ts#exportWellKnown",
  "install/fetch.ts#skillsInRepo",
  "install/git.ts#runGit",
  "install/git.ts#<anonymous@88>",
  "install/git.ts#cloneBare",
  "install/http.ts#download",
  "install/well-known.ts#parseIndex",
  "install/well-known.ts#fetchWellKnown",
  "link/link.ts#linkSkills",
  "link/link.ts#run",
  "mcp/catalog-form.ts#skillToolForm",
  "mcp/http-sessions.ts#createSessions",
  "mcp/subscriptions.ts#createSubscriptions",
  "registry/ingest.ts#ingest",
  "registry/mcp.ts#createRegistryMcp",
  "security/share.ts#decodeShareLink",
  "shell/run.ts#runShellSnippet",
  "shell/run.ts#<anonymous@89>",
];
const LONG_FILES: readonly string[] = ["discovery/walk.ts"];

const SRC = join(REPO, "src");
const files = readdirSync(SRC, { recursive: true, encoding: "utf8" })
  .filter((f) => f.endsWith(".ts"))
  .map((f) => f.replaceAll("\\", "/"))
  .sort();

function longFunctions(file: string): string[] {
  const text = readFileSync(join(SRC, file), "utf8");
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.ES2022, true);
  const out: string[] = [];
  const lineOf = (pos: number) => source.getLineAndCharacterOfPosition(pos).line;
  const nameOf = (node: ts.Node): string => {
    if ((ts.isFunctionDeclaration(node) || ts.isMethodDeclaration(node)) && node.name)
      return node.name.getText();
    if (ts.isVariableDeclaration(node.parent) && ts.isIdentifier(node.parent.name))
      return node.parent.name.text;
    if (ts.isPropertyAssignment(node.parent)) return node.parent.name.getText();
    return `<anonymous@${lineOf(node.getStart()) + 1}>`;
  };
  const visit = (node: ts.Node): void => {
    if (
      ts.isFunctionDeclaration(node) ||
      ts.isMethodDeclaration(node) ||
      ts.isFunctionExpression(node) ||
      ts.isArrowFunction(node) ||
      ts.isConstructorDeclaration(node)
    ) {
      const lines = lineOf(node.getEnd()) - lineOf(node.getStart()) + 1;
      if (lines > MAX_FUNCTION_LINES) out.push(`${file}#${nameOf(node)}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return out;
}

describe("size", () => {
  const long = files.flatMap(longFunctions);
  const big = files.filter((f) => readFileSync(join(SRC, f), "utf8").split("\n").length > MAX_FILE_LINES);

  it(`no function over ${MAX_FUNCTION_LINES} lines but the listed ones`, () => {
    expect(long.filter((f) => !LONG_FUNCTIONS.includes(f))).toEqual([]);
  });

  it(`no file over ${MAX_FILE_LINES} lines but the listed ones`, () => {
    expect(big.filter((f) => !LONG_FILES.includes(f))).toEqual([]);
  });

  it("the lists name only what is still long (they shrink as code is split)", () => {
    expect(LONG_FUNCTIONS.filter((f) => !long.includes(f))).toEqual([]);
    expect(LONG_FILES.filter((f) => !big.includes(f))).toEqual([]);
  });
});
