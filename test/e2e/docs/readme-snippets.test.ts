import { spawnSync } from "node:child_process";
import { cpSync, mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { REPO, tmp } from "../../helpers/index.js";

// Every ```ts block of README.md is a program a reader may paste: it must type-check against the
// package's published types (the built dist/*.d.ts, under strict + noUncheckedIndexedAccess) and run
// from the root of a clone. A block right after `<!-- snippet: compile-only (why) -->` is only
// type-checked (it calls a model).

interface Snippet {
  readonly index: number;
  readonly line: number;
  readonly code: string;
  readonly run: boolean;
}

function snippets(markdown: string): Snippet[] {
  const out: Snippet[] = [];
  const lines = markdown.split("\n");
  for (let i = 0; i < lines.length; i++) {
    if (lines[i] !== "```ts") continue;
    const end = lines.indexOf("```", i + 1);
    if (end < 0) throw new Error(`README.md:${i + 1}: unclosed code block`);
    const before = lines[i - 1] ?? "";
    out.push({
      index: out.length,
      line: i + 2,
      code: lines.slice(i + 1, end).join("\n"),
      run: !before.startsWith("<!-- snippet: compile-only"),
    });
    i = end;
  }
  return out;
}

/** A project at the root of a clone: examples/, and node_modules where `skillport` is this package. */
function project(): string {
  const dir = tmp("skillport-readme-");
  cpSync(join(REPO, "examples"), join(dir, "examples"), { recursive: true });
  writeFileSync(join(dir, "package.json"), JSON.stringify({ type: "module", private: true }));
  const modules = join(dir, "node_modules");
  mkdirSync(modules);
  for (const name of readdirSync(join(REPO, "node_modules"))) {
    if (name.startsWith(".")) continue;
    symlinkSync(join(REPO, "node_modules", name), join(modules, name));
  }
  symlinkSync(REPO, join(modules, "skillport"));
  mkdirSync(join(dir, "home"));
  return dir;
}

const readme = readFileSync(join(REPO, "README.md"), "utf8");
const all = snippets(readme);

describe("README snippets", () => {
  it("the extractor finds the blocks, their lines and compile-only marks", () => {
    const found = snippets(
      "text\n```ts\nconst a = 1;\n```\n<!-- snippet: compile-only (x) -->\n```ts\nb\n```\n",
    );
    expect(found).toEqual([
      { index: 0, line: 3, code: "const a = 1;", run: true },
      { index: 1, line: 7, code: "b", run: false },
    ]);
    expect(all.length).toBeGreaterThanOrEqual(6);
    expect(all.filter((s) => s.run).length).toBeGreaterThanOrEqual(5);
  });

  it("every TypeScript snippet type-checks under strict + noUncheckedIndexedAccess and runs", () => {
    const dir = project();
    const files = all.map((s) => {
      const file = join(dir, `readme-${s.index}.ts`);
      writeFileSync(file, `${s.code}\nexport {};\n`);
      return file;
    });
    const program = ts.createProgram(files, {
      strict: true,
      noUncheckedIndexedAccess: true,
      exactOptionalPropertyTypes: false,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.NodeNext,
      moduleResolution: ts.ModuleResolutionKind.NodeNext,
      skipLibCheck: true,
      types: ["node"],
      rootDir: dir,
      outDir: join(dir, "out"),
    });
    const problems = ts.getPreEmitDiagnostics(program).map((d) => {
      const where =
        d.file && d.start !== undefined ? d.file.getLineAndCharacterOfPosition(d.start) : undefined;
      const snippet = d.file ? all[files.indexOf(d.file.fileName)] : undefined;
      const at = snippet && where ? `README.md:${snippet.line + where.line}` : (d.file?.fileName ?? "");
      return `${at}: ${ts.flattenDiagnosticMessageText(d.messageText, "\n")}`;
    });
    expect(problems).toEqual([]);
    program.emit();

    for (const s of all.filter((x) => x.run)) {
      const home = join(dir, "home");
      const r = spawnSync(process.execPath, [join(dir, "out", `readme-${s.index}.js`)], {
        cwd: dir,
        encoding: "utf8",
        timeout: 60_000,
        env: {
          ...process.env,
          HOME: home,
          XDG_CONFIG_HOME: join(home, ".config"),
          XDG_CACHE_HOME: join(home, ".cache"),
          NO_COLOR: "1",
        },
      });
      expect({ at: `README.md:${s.line}`, code: r.status, stderr: r.stderr }).toEqual({
        at: `README.md:${s.line}`,
        code: 0,
        stderr: expect.not.stringMatching(/Error|Uncaught/) as unknown as string,
      });
      expect(r.stdout.length, `README.md:${s.line} printed nothing`).toBeGreaterThan(0);
    }
  });

  it("the first screen gives the set-up command and the test command, and CI runs the same tests", () => {
    const firstScreen = readme.slice(0, readme.indexOf("\n## "));
    expect(firstScreen).toContain(
      "```sh\nnpm ci && npm run build && npx skillport list --root examples/skills\n```",
    );
    expect(firstScreen).toContain("```sh\nnpm test\n```");
    expect(readFileSync(join(REPO, ".ci", "run"), "utf8")).toMatch(/^npm test$/m);
  });

  it("no MCP client configuration runs `npx skillport` before the package is published", () => {
    const docs = [
      readme,
      ...readdirSync(join(REPO, "docs")).map((f) => readFileSync(join(REPO, "docs", f), "utf8")),
    ];
    const configs = docs.flatMap((d) =>
      [...d.matchAll(/```(?:json|jsonc|toml)\n([\s\S]*?)```/g)].map((m) => m[1]!),
    );
    expect(configs.filter((c) => c.includes("skillport")).length).toBeGreaterThanOrEqual(6);
    expect(configs.filter((c) => /npx/.test(c) && /"skillport"|'skillport'|\bskillport\b/.test(c))).toEqual(
      [],
    );
    // The npx form is named only as what works once published.
    for (const m of readme.matchAll(/npx", "args": \["-y", "skillport"/g)) {
      expect(readme.slice(Math.max(0, m.index - 200), m.index)).toContain("Once skillport is published");
    }
  });
});

describe("the published declarations", () => {
  // A host that installed skillport alone (no optional peer: no MCP SDK, no AI SDK, no zod) compiles
  // with strict settings and without skipLibCheck: every .d.ts the entries reach must resolve.
  it("the main entry type-checks without skipLibCheck and without the optional peers", () => {
    const dir = tmp("skillport-dts-");
    writeFileSync(join(dir, "package.json"), JSON.stringify({ type: "module", private: true }));
    const pkg = join(dir, "node_modules", "skillport");
    mkdirSync(pkg, { recursive: true });
    cpSync(join(REPO, "package.json"), join(pkg, "package.json"));
    // Copied, not linked: through a link TypeScript would resolve the peers from this clone's node_modules.
    cpSync(join(REPO, "dist"), join(pkg, "dist"), {
      recursive: true,
      filter: (src) => !src.endsWith(".js") && !src.endsWith(".map"),
    });
    mkdirSync(join(dir, "node_modules", "@types"));
    symlinkSync(join(REPO, "node_modules", "@types", "node"), join(dir, "node_modules", "@types", "node"));
    const file = join(dir, "host.ts");
    writeFileSync(
      file,
      [
        'import * as skillport from "skillport";',
        'import { loadSkills, renderCatalog, createMcpServer, type SkillportMcpServer } from "skillport";',
        "const set = await loadSkills({ roots: [] });",
        "const text: string = renderCatalog(set);",
        "const server: SkillportMcpServer = await createMcpServer({ roots: [] });",
        "await server.close();",
        "console.log(text, Object.keys(skillport).length);",
        "export {};",
      ].join("\n"),
    );
    const program = ts.createProgram([file], {
      strict: true,
      noUncheckedIndexedAccess: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.NodeNext,
      moduleResolution: ts.ModuleResolutionKind.NodeNext,
      skipLibCheck: false,
      types: ["node"],
      noEmit: true,
    });
    const problems = ts
      .getPreEmitDiagnostics(program)
      .map((d) => `${d.file?.fileName ?? ""}: ${ts.flattenDiagnosticMessageText(d.messageText, "\n")}`);
    expect(problems).toEqual([]);
  });
});
