import { cpSync, existsSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { bundledModules, EXAMPLES, REPO, runNodeModule, tmp } from "../../helpers/index.js";

// The library's entry points (package.json `exports`) are an esbuild bundle (scripts/bundle-lib.mjs).
// These tests load the built package in a plain Node process, as a host does; the rest of the suite
// tests the sources.

const VERSION = (JSON.parse(readFileSync(join(REPO, "package.json"), "utf8")) as { version: string }).version;
const DIST = join(REPO, "dist");
const ENTRIES = [
  join(DIST, "index.js"),
  join(DIST, "adapters", "ai-sdk.js"),
  join(DIST, "agent", "index.js"),
  join(DIST, "audit-worker.js"),
];

/** Runs ES module code in a child Node process; cwd `pkg`, so `skillport` resolves to that package. */
function runNode(code: string, pkg = REPO): string {
  const r = runNodeModule(code, { cwd: pkg });
  expect(r.stderr).toBe("");
  expect(r.status).toBe(0);
  return r.stdout;
}

/** A host's flow through both entry points; prints what it saw as JSON. */
const FLOW = `
  const sp = await import("skillport");
  const ai = await import("skillport/ai-sdk");
  const { Client } = await import("@modelcontextprotocol/sdk/client/index.js");
  const { InMemoryTransport } = await import("@modelcontextprotocol/sdk/inMemory.js");
  const opts = { roots: [${JSON.stringify(EXAMPLES)}], user: false, project: false, cwd: process.env.HOME };
  const out = {};
  const set = await sp.loadSkills(opts);
  out.skills = set.skills.map((s) => s.name + ":" + s.scope).sort();
  out.catalog = sp.renderCatalog(set);
  out.activation = (await sp.activateSkill(set, "git-bisect")).text;
  const tool = sp.createSkillTool(set);
  out.tool = await tool.execute({ name: "git-bisect" });
  const index = await sp.createSearchIndex(set);
  out.search = index.search("find the commit that introduced a regression").map((r) => r.name);
  const watcher = await sp.watchSkills(opts);
  out.watched = watcher.current.skills.length;
  await watcher.close();
  out.watchClosed = watcher.closed;
  const mcp = await sp.createMcpServer({ ...opts, watch: false });
  const [a, b] = InMemoryTransport.createLinkedPair();
  await mcp.connect(b);
  const client = new Client({ name: "t", version: "1" });
  await client.connect(a);
  out.serverVersion = client.getServerVersion()?.version;
  out.mcpTools = (await client.listTools()).tools.map((t) => t.name).sort();
  await client.close();
  // Thrown in the server's lazy chunk, checked against the class the entry point exports.
  out.serveError = await mcp.listen({ host: "0.0.0.0" }).then(
    () => "listened",
    (e) => (e instanceof sp.McpServeError ? e.code : String(e)),
  );
  await mcp.close();
  const tools = ai.aiSdkTools(tool, sp.createSearchTool(index));
  out.aiTools = Object.keys(tools).sort();
  out.aiResult = await tools.skill.execute({ name: "git-bisect" }, { toolCallId: "1", messages: [] });
  console.log(JSON.stringify(out));
`;

interface FlowResult {
  skills: string[];
  catalog: string;
  activation: string;
  tool: string;
  search: string[];
  watched: number;
  watchClosed: boolean;
  serverVersion: string;
  mcpTools: string[];
  serveError: string;
  aiTools: string[];
  aiResult: string;
}

function expectFlow(out: FlowResult): void {
  expect(out.skills).toContain("create-skill:builtin");
  expect(out.skills).toContain("git-bisect:project");
  expect(out.catalog).toContain("git-bisect");
  expect(out.activation).toContain('<skill_content name="git-bisect">');
  expect(out.tool).toBe(out.activation);
  expect(out.search[0]).toBe("git-bisect");
  expect(out.watched).toBe(out.skills.length);
  expect(out.watchClosed).toBe(true);
  expect(out.serverVersion).toBe(VERSION);
  expect(out.mcpTools).toEqual(expect.arrayContaining(["search_skills", "skill"]));
  expect(out.serveError).toBe("mcp-token-required");
  expect(out.aiTools).toEqual(["search_skills", "skill"]);
  expect(out.aiResult).toBe(out.activation);
}

describe("the built library (package.json exports)", () => {
  it("R3: a host's flow through `skillport` and `skillport/ai-sdk`: load, catalog, activate, search, watch, MCP, AI SDK tools", () => {
    expectFlow(JSON.parse(runNode(FLOW)) as FlowResult);
  });

  it("R3: the same from a copy of the package elsewhere: builtin/ and the version come from the package", () => {
    const pkg = tmp("skillport-pkg-");
    for (const f of ["package.json", "dist", "builtin"])
      cpSync(join(REPO, f), join(pkg, f), { recursive: true });
    symlinkSync(join(REPO, "node_modules"), join(pkg, "node_modules"));
    const text = runNode(FLOW, pkg);
    const out = JSON.parse(text) as FlowResult;
    expectFlow(out);
    // The built-in skill's location is its real file in that copy of the package.
    expect(out.catalog).toContain(`<location>${join(pkg, "builtin", "create-skill", "SKILL.md")}</location>`);
    expect(JSON.parse(text.replaceAll(pkg, REPO))).toEqual(JSON.parse(runNode(FLOW)));
  });
});

describe("importing the library loads no heavy module", () => {
  /** What a child process loaded: resolved ES module URLs (with the modules bundled into them) and CommonJS files. */
  function loadedAfter(steps: Record<string, string>): Record<string, string[]> {
    const dir = tmp();
    const log = join(dir, "resolved.log");
    writeFileSync(log, "");
    writeFileSync(
      join(dir, "hook.mjs"),
      `import { appendFileSync } from "node:fs";\nexport async function resolve(s, c, next) { const r = await next(s, c); appendFileSync(${JSON.stringify(log)}, r.url + "\\n"); return r; }\n`,
    );
    const code = `
      import { createRequire, register } from "node:module";
      import { readFileSync } from "node:fs";
      register(${JSON.stringify(pathToFileURL(join(dir, "hook.mjs")).href)});
      const loaded = () => [
        ...readFileSync(${JSON.stringify(log)}, "utf8").split("\\n").filter(Boolean),
        ...Object.keys(createRequire(import.meta.url).cache),
      ];
      const out = {};
      const sp = await import(${JSON.stringify(pathToFileURL(ENTRIES[0]!).href)});
      const opts = { roots: [${JSON.stringify(EXAMPLES)}], user: false, project: false, builtins: false, watch: false };
      ${Object.entries(steps)
        .map(([name, step]) => `${step};\nout[${JSON.stringify(name)}] = loaded();`)
        .join("\n")}
      console.log(JSON.stringify(out));
    `;
    const r = runNodeModule(code, { cwd: dir, home: dir });
    expect(r.status, r.stderr).toBe(0);
    const out = JSON.parse(r.stdout) as Record<string, string[]>;
    // A bundle file counts as the modules esbuild put into it.
    const expand = (u: string) =>
      u.startsWith(pathToFileURL(DIST).href) ? [u, ...bundledModules(readFileSync(new URL(u), "utf8"))] : [u];
    return Object.fromEntries(Object.entries(out).map(([k, v]) => [k, v.flatMap(expand)]));
  }

  // The search engine (src/search/bm25.ts) loads with the first index.
  const MINISEARCH = /src\/search\/bm25\.ts/;
  const CHOKIDAR = /node_modules\/(?:chokidar|readdirp)\//;
  const MCP = /node_modules\/(?:@modelcontextprotocol\/|zod\/)|src\/mcp\/server\.ts/;

  it("Q1/W/P1: the search engine, chokidar, the MCP SDK and zod load on first use, not with `import()`", () => {
    const loaded = loadedAfter({
      imported: "",
      searched: "await sp.createSearchIndex(await sp.loadSkills(opts))",
      watched: "await (await sp.watchSkills(opts)).close()",
      served: "await (await sp.createMcpServer(opts)).close()",
    });
    expect(loaded.imported!.filter((m) => MINISEARCH.test(m) || CHOKIDAR.test(m) || MCP.test(m))).toEqual([]);
    expect(loaded.imported).toContain(pathToFileURL(ENTRIES[0]!).href);
    // The check can see them once they are used.
    expect(loaded.searched!.some((m) => MINISEARCH.test(m))).toBe(true);
    expect(loaded.searched!.some((m) => CHOKIDAR.test(m) || MCP.test(m))).toBe(false);
    expect(loaded.watched!.some((m) => CHOKIDAR.test(m))).toBe(true);
    expect(loaded.served!.some((m) => MCP.test(m))).toBe(true);
  });

  it('nothing of the agent (nor the `ai` package) loads with `import("skillport")`', () => {
    const loaded = loadedAfter({ imported: "" });
    expect(loaded.imported!.filter((m) => /src\/agent\/|node_modules\/(?:ai|@ai-sdk)\//.test(m))).toEqual([]);
  });

  it("`skillport/agent` from the built package: createAgent runs a scripted turn that activates a skill", () => {
    const code = `
      const { createAgent } = await import("skillport/agent");
      const { loadSkills } = await import("skillport");
      const { MockLanguageModelV3 } = await import("ai/test");
      const steps = [
        [{ type: "tool-call", toolCallId: "1", toolName: "skill", input: JSON.stringify({ name: "git-bisect" }) }, "tool-calls"],
        [{ type: "text-start", id: "t" }, { type: "text-delta", id: "t", delta: "bisected" }, { type: "text-end", id: "t" }, "stop"],
      ];
      let i = 0;
      const usage = { inputTokens: { total: 1 }, outputTokens: { total: 1 } };
      const model = new MockLanguageModelV3({
        doStream: async () => {
          const [...parts] = steps[i++];
          const reason = parts.pop();
          return { stream: new ReadableStream({ start(c) { for (const p of parts) c.enqueue(p); c.enqueue({ type: "finish", finishReason: { unified: reason }, usage }); c.close(); } }) };
        },
      });
      const skills = await loadSkills({ roots: [${JSON.stringify(EXAMPLES)}], user: false, project: false, builtins: false });
      const agent = await createAgent({ model, skills, workspace: process.env.HOME });
      const r = await agent.send("find the regression");
      await agent.close();
      console.log(JSON.stringify({ status: r.status, text: r.text, tools: agent.toolNames().sort() }));
    `;
    expect(JSON.parse(runNode(code))).toEqual({
      status: "done",
      text: "bisected",
      tools: [
        "bash",
        "edit_file",
        "list_directory",
        "read_file",
        "search_skills",
        "skill",
        "spawn_agent",
        "write_file",
      ],
    });
  });

  it("node:crypto and node:child_process load on first use, not with `import()`", () => {
    const code = `
      const before = new Set(process.moduleLoadList);
      const sp = await import(${JSON.stringify(pathToFileURL(ENTRIES[0]!).href)});
      const imported = process.moduleLoadList.filter((m) => !before.has(m));
      // Through the public API: an authorized activation hashes the file; a command snippet runs a shell.
      const set = await sp.loadSkills({ roots: [${JSON.stringify(EXAMPLES)}], user: false, project: false });
      await sp.activateSkill(set, "git-bisect", { authorize: () => "allow-once" });
      await sp.expandTemplate("!\`true\`", { permission: "allow", cwd: process.env.HOME });
      console.log(JSON.stringify({ imported, used: process.moduleLoadList }));
    `;
    const { imported, used } = JSON.parse(runNode(code)) as { imported: string[]; used: string[] };
    expect(imported.length).toBeGreaterThan(0);
    expect(imported.filter((m) => /^NativeModule (?:crypto|child_process)$/.test(m))).toEqual([]);
    expect(used).toEqual(expect.arrayContaining(["NativeModule crypto", "NativeModule child_process"]));
  });
});

describe("the library bundle's files", () => {
  /** The bundle's files reachable from its entry points, through static and dynamic imports. */
  function reachable(): Set<string> {
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      const text = readFileSync(file, "utf8");
      for (const m of text.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)"(\.[^"]+)"/g)) {
        visit(resolve(dirname(file), m[1]!));
      }
    };
    for (const e of ENTRIES) visit(e);
    return seen;
  }

  const libraryJs = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
      const p = join(dir, d.name);
      if (d.isDirectory()) return p === join(DIST, "cli") ? [] : libraryJs(p);
      return d.name.endsWith(".js") ? [p] : [];
    });

  it("every JavaScript file outside dist/cli/ is reachable from the entry points (no tsc leftovers or stale chunks)", () => {
    const files = libraryJs(DIST);
    expect(files.length).toBeGreaterThan(2);
    expect(new Set(files)).toEqual(reachable());
  });

  it("every module is in exactly one file; dependencies and peers stay external, and what is bundled has its notice", () => {
    // A module's comment can repeat within its file (esbuild hoists parts of it): count files.
    const modules = libraryJs(DIST).flatMap((f) => [...new Set(bundledModules(readFileSync(f, "utf8")))]);
    expect(modules).toEqual(
      expect.arrayContaining(["src/adapters/ai-sdk.ts", "src/load.ts", "src/mcp/server.ts"]),
    );
    expect(modules.filter((m, i) => modules.indexOf(m) !== i)).toEqual([]);
    // Bundled: only packages a user does not install (development dependencies), each in a lazy chunk.
    const pkg = JSON.parse(readFileSync(join(REPO, "package.json"), "utf8")) as Record<
      string,
      Record<string, string>
    >;
    const installed = new Set([...Object.keys(pkg.dependencies!), ...Object.keys(pkg.peerDependencies!)]);
    const bundled = new Set(
      modules.flatMap((m) => /^node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(m)?.[1] ?? []),
    );
    expect([...bundled].sort()).toEqual([
      "@modelcontextprotocol/core",
      "@modelcontextprotocol/server",
      "diff",
      "jsonc-parser",
      "smol-toml",
    ]);
    expect([...bundled].filter((name) => installed.has(name))).toEqual([]);
    const notices = readFileSync(join(DIST, "THIRD-PARTY-LICENSES.txt"), "utf8");
    for (const name of bundled) expect(notices).toMatch(new RegExp(`^${name}@\\d`, "m"));
    for (const entry of ENTRIES)
      expect(
        bundledModules(readFileSync(entry, "utf8")).filter((m) => m.startsWith("node_modules/")),
      ).toEqual([]);
  });

  it("the .d.ts files stay where package.json points, and every one they import exists", () => {
    const pkg = JSON.parse(readFileSync(join(REPO, "package.json"), "utf8")) as {
      types: string;
      exports: Record<string, { types?: string }>;
    };
    const roots = [pkg.types, ...Object.values(pkg.exports).flatMap((e) => (e.types ? [e.types] : []))];
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      expect(existsSync(file), relative(REPO, file)).toBe(true);
      for (const m of readFileSync(file, "utf8").matchAll(/(?:\bfrom\s*|\bimport\s*\()"(\.[^"]+)\.js"/g)) {
        visit(resolve(dirname(file), `${m[1]}.d.ts`));
      }
    };
    for (const r of roots) visit(join(REPO, r));
    expect(seen.size).toBeGreaterThan(20);
  });

  it("every file loads on its own", () => {
    const script = `for (const f of ${JSON.stringify(libraryJs(DIST))}) await import(f);`;
    runNode(script);
  });
});
