import { cpSync, mkdirSync, readdirSync, readFileSync, symlinkSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { EXAMPLES, REPO, runNodeModule, tmp } from "../../helpers/index.js";

// The library bundles two packages a user does not install (scripts/bundle-lib.mjs): the MCP SDK v2
// server (the HTTP endpoint's 2026-07-28 leg) and `diff` (the agent's edit diffs). Here the built
// package runs from a copy whose node_modules has every package of this clone but those two, as in a
// host's project after `npm install skillport`: both features still work.

const LEFT_OUT = ["@modelcontextprotocol/server", "diff"];

/** A copy of the package with node_modules linking every installed package except `leftOut`. */
function packageWithout(leftOut: readonly string[] = LEFT_OUT): string {
  const pkg = tmp("skillport-pkg-");
  for (const f of ["package.json", "dist", "builtin"])
    cpSync(join(REPO, f), join(pkg, f), { recursive: true });
  const from = join(REPO, "node_modules");
  const to = join(pkg, "node_modules");
  for (const entry of readdirSync(from)) {
    const names = entry.startsWith("@")
      ? readdirSync(join(from, entry)).map((n) => `${entry}/${n}`)
      : [entry];
    for (const name of names) {
      if (leftOut.includes(name) || name.startsWith(".")) continue;
      mkdirSync(join(to, name, ".."), { recursive: true });
      symlinkSync(join(from, name), join(to, name));
    }
  }
  return pkg;
}

const CODE = `
  const sp = await import("skillport");
  const { createAgent } = await import("skillport/agent");
  const { Client, StreamableHTTPClientTransport } = await import("@modelcontextprotocol/client");
  const { MockLanguageModelV3 } = await import("ai/test");
  const { writeFileSync } = await import("node:fs");
  const out = {};
  out.missing = await Promise.all(${JSON.stringify(LEFT_OUT)}.map((p) => import(p).then(() => "found", (e) => e.code)));
  const opts = { roots: [${JSON.stringify(EXAMPLES)}], user: false, project: false, cwd: process.env.HOME, watch: false };
  const mcp = await sp.createMcpServer(opts);
  const handle = await mcp.listen({ host: "127.0.0.1", port: 0 });
  const client = new Client({ name: "t", version: "1" }, { versionNegotiation: { mode: { pin: "2026-07-28" } } });
  await client.connect(new StreamableHTTPClientTransport(new URL(handle.url)));
  out.modernTools = (await client.listTools()).tools.map((t) => t.name).sort();
  await client.close();
  await mcp.close();
  const workspace = process.env.HOME;
  writeFileSync(workspace + "/a.txt", "one\\ntwo\\n");
  const call = { type: "tool-call", toolCallId: "1", toolName: "edit_file", input: JSON.stringify({ path: "a.txt", old_string: "two", new_string: "three" }) };
  const steps = [[call, "tool-calls"], [{ type: "text-start", id: "t" }, { type: "text-delta", id: "t", delta: "ok" }, { type: "text-end", id: "t" }, "stop"]];
  let i = 0;
  const usage = { inputTokens: { total: 1 }, outputTokens: { total: 1 } };
  const model = new MockLanguageModelV3({
    doStream: async () => {
      const [...parts] = steps[i++];
      const reason = parts.pop();
      return { stream: new ReadableStream({ start(c) { for (const p of parts) c.enqueue(p); c.enqueue({ type: "finish", finishReason: { unified: reason }, usage }); c.close(); } }) };
    },
  });
  const asked = [];
  const agent = await createAgent({ model, workspace, search: false, permissions: { ask: (r) => { asked.push(r.summary); return "allow"; } } });
  await agent.send("edit");
  await agent.close();
  out.editSummary = asked[0];
  console.log(JSON.stringify(out));
`;

describe("the built library without the packages it bundles", () => {
  it("the HTTP endpoint answers a 2026-07-28 client and the agent's edit shows its diff, with neither package installed", () => {
    const pkg = packageWithout();
    const home = tmp("skillport-home-");
    const r = runNodeModule(CODE, { cwd: pkg, home });
    expect(r.status, r.stderr).toBe(0);
    const out = JSON.parse(r.stdout) as { missing: string[]; modernTools: string[]; editSummary: string };
    expect(out.missing).toEqual(["ERR_MODULE_NOT_FOUND", "ERR_MODULE_NOT_FOUND"]);
    expect(out.modernTools).toEqual(expect.arrayContaining(["search_skills", "skill"]));
    expect(out.editSummary).toContain("-two\n+three");
    expect(readFileSync(join(home, "a.txt"), "utf8")).toBe("one\nthree\n");
  });
});

describe("the built library without the MCP server's optional peers", () => {
  it("createMcpServer says which packages to install (mcp-dependency-missing); loading skills works", () => {
    const pkg = packageWithout([...LEFT_OUT, "@modelcontextprotocol/sdk", "zod"]);
    const r = runNodeModule(
      `
      const sp = await import("skillport");
      const opts = { roots: [${JSON.stringify(EXAMPLES)}], user: false, project: false, cwd: process.env.HOME, watch: false };
      const skills = (await sp.loadSkills(opts)).skills.length;
      const error = await sp.createMcpServer(opts).then(
        () => undefined,
        (e) => ({ isMcpError: e instanceof sp.McpServeError, code: e.code, message: e.message }),
      );
      console.log(JSON.stringify({ skills, error }));
      `,
      { cwd: pkg },
    );
    expect(r.status, r.stderr).toBe(0);
    const out = JSON.parse(r.stdout) as { skills: number; error: Record<string, unknown> };
    expect(out.skills).toBeGreaterThan(0);
    expect(out.error).toMatchObject({ isMcpError: true, code: "mcp-dependency-missing" });
    expect(out.error.message).toContain("npm install @modelcontextprotocol/sdk zod");
  });
});
