import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  type AgentEvent,
  createAgent,
  McpConfigError,
  parseMcpConfig,
  readMcpConfig,
} from "../../../src/agent/index.js";
import { createMcpServer } from "../../../src/mcp/index.js";
import { CLI, skillMd, tmp, writeTree } from "../../helpers/index.js";
import { describeCall, scriptedModel } from "../../helpers/mock-model.js";
import { waitUntil } from "../../helpers/wait.js";

// The agent's MCP client: real servers (skillport's own `mcp` over stdio, and over Streamable HTTP on
// 127.0.0.1) with the SDK's real client. The stdio test runs the built CLI: build first.

/** Processes whose command line mentions `marker` (a unique temp path). */
function processesWith(marker: string): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/cmdline`, "utf8").includes(marker)) pids.push(Number(entry));
    } catch {
      // Gone.
    }
  }
  return pids;
}

function skillsDir(): string {
  const dir = tmp("skillport-mcp-skills-");
  writeTree(dir, {
    "pdf/SKILL.md": skillMd("pdf", "Fill PDF forms.", "", "# PDF\n\nUse pdftk."),
    "git-bisect/SKILL.md": skillMd("git-bisect", "Find the commit that introduced a regression."),
  });
  return dir;
}

describe("MCP servers in the agent", () => {
  it("skillport's own `mcp` over stdio: its tools are named server__tool, ask first, and the process ends with the agent", async () => {
    const skills = skillsDir();
    const home = tmp("skillport-mcp-home-");
    const model = scriptedModel([
      {
        calls: [
          { tool: "sp__search_skills", input: { query: "pdf forms" }, id: "search" },
          { tool: "sp__skill", input: { name: "pdf" }, id: "skill" },
        ],
      },
      { text: "done" },
    ]);
    const events: AgentEvent[] = [];
    const asked: string[] = [];
    const agent = await createAgent({
      model,
      workspace: home,
      onEvent: (e) => events.push(e),
      mcpServers: {
        sp: {
          command: process.execPath,
          args: [CLI, "mcp", "--root", skills, "--no-user", "--no-project", "--no-watch"],
          env: {
            XDG_CONFIG_HOME: join(home, ".config"),
            XDG_CACHE_HOME: join(home, ".cache"),
            NO_COLOR: "1",
          },
        },
      },
      permissions: {
        ask: (r) => {
          asked.push(r.tool);
          return r.tool === "sp__skill" ? "allow" : "deny";
        },
      },
    });
    expect(agent.mcp.failures).toEqual([]);
    expect(agent.toolNames()).toEqual(expect.arrayContaining(["sp__skill", "sp__search_skills"]));
    expect(processesWith(skills).length).toBeGreaterThan(0);
    await agent.send("fill the form");
    expect(asked.sort()).toEqual(["sp__search_skills", "sp__skill"]);
    const results = describeCall(model.calls[1]!.prompt).toolResults.join("\n");
    expect(results).toContain("Use pdftk.");
    expect(results).toMatch(/did not allow/);
    await agent.close();
    await waitUntil("the stdio server to exit", () => processesWith(skills).length === 0, {
      timeoutMs: 10_000,
    });
  });

  it("a Streamable HTTP server on 127.0.0.1; a server that cannot start is reported and the rest still works", async () => {
    const skills = skillsDir();
    const server = await createMcpServer({
      roots: [skills],
      user: false,
      project: false,
      builtins: false,
      watch: false,
    });
    const handle = await server.listen({ port: 0 });
    try {
      const model = scriptedModel([
        { calls: [{ tool: "remote__skill", input: { name: "git-bisect" } }] },
        { text: "ok" },
      ]);
      const events: AgentEvent[] = [];
      const agent = await createAgent({
        model,
        workspace: skills,
        onEvent: (e) => events.push(e),
        mcpServers: {
          remote: { type: "http", url: handle.url },
          broken: { command: join(skills, "no-such-program") },
        },
        permissions: { mcp: "allow" },
      });
      expect(agent.mcp.failures.map((f) => f.server)).toEqual(["broken"]);
      expect(events.find((e) => e.type === "mcp-error")).toMatchObject({ server: "broken" });
      const r = await agent.send("bisect");
      expect(r.status).toBe("done");
      expect(describeCall(model.calls[1]!.prompt).toolResults.join("")).toContain(
        'skill_content name=\\"git-bisect\\"',
      );
      expect(events.find((e) => e.type === "approval")).toMatchObject({
        tool: "remote__skill",
        allowed: true,
        how: "rule",
      });
      await agent.close();
    } finally {
      await handle.close();
      await server.close();
    }
  });
});

describe("MCP configuration files", () => {
  const vars = { workspace: "/ws", env: { TOKEN: "t0k" } };
  // VS Code's variable syntax, written as plain strings.
  const WORKSPACE = ["$", "{workspaceFolder}"].join("");
  const TOKEN = ["$", "{env:TOKEN}"].join("");

  it("reads the Claude Desktop and the VS Code formats, with the workspaceFolder and env variables", () => {
    expect(
      parseMcpConfig(
        {
          mcpServers: {
            a: { command: "npx", args: ["x", WORKSPACE], cwd: "sub" },
            off: { command: "x", disabled: true },
          },
        },
        "f",
        vars,
      ),
    ).toEqual({ a: { type: "stdio", command: "npx", args: ["x", "/ws"], cwd: "/ws/sub" } });
    expect(
      parseMcpConfig(
        {
          servers: {
            b: {
              type: "http",
              url: "http://127.0.0.1:1/mcp",
              headers: { Authorization: `Bearer ${TOKEN}` },
            },
          },
        },
        "f",
        vars,
      ),
    ).toEqual({
      b: { type: "http", url: "http://127.0.0.1:1/mcp", headers: { Authorization: "Bearer t0k" } },
    });
  });

  it.each([
    [[], /"mcpServers"/],
    [{ mcpServers: [] }, /"mcpServers"/],
    [{ mcpServers: { "a b": { command: "x" } } }, /server name/],
    [{ mcpServers: { a__b: { command: "x" } } }, /'__'/],
    [{ mcpServers: { a: {} } }, /"command" \(or "url"\) is required/],
    [{ mcpServers: { a: { command: "x", args: "not-an-array" } } }, /"args" must be an array/],
    [{ mcpServers: { a: { url: "file:///etc/passwd" } } }, /http or https/],
    [{ mcpServers: { a: { url: "http://x", type: "sse" } } }, /SSE/],
    [{ mcpServers: { a: { type: "websocket", command: "x" } } }, /unknown "type"/],
    [
      // biome-ignore lint/suspicious/noTemplateCurlyInString: VS Code's literal ${input:…} syntax, not a template
      { servers: { gh: { command: "x", env: { TOKEN: "${input:github-token}" } } } },
      /"\$\{input:github-token\}" asks for a value.*\$\{env:NAME\}/,
    ],
    // biome-ignore lint/suspicious/noTemplateCurlyInString: VS Code's literal ${input:…} syntax, not a template
    [{ servers: { gh: { url: "https://x", headers: { A: "Bearer ${input:t}" } } } }, /\$\{input:t\}/],
  ])("refuses a bad configuration %j with a message naming the fix", (data, message) => {
    expect(() => parseMcpConfig(data, "cfg.json", vars)).toThrow(McpConfigError);
    expect(() => parseMcpConfig(data, "cfg.json", vars)).toThrow(message);
  });

  it("a configuration file that is a FIFO, a directory, too large or not JSON is refused without hanging", async () => {
    const dir = tmp();
    const { execFileSync } = await import("node:child_process");
    execFileSync("mkfifo", [join(dir, "fifo.json")]);
    mkdirSync(join(dir, "dir.json"));
    writeFileSync(join(dir, "big.json"), Buffer.alloc(2 * 1024 * 1024, 32));
    writeFileSync(join(dir, "bad.json"), "{ nope");
    writeFileSync(join(dir, "ok.json"), '\uFEFF{"mcpServers":{}}');
    await expect(readMcpConfig(join(dir, "fifo.json"))).rejects.toThrow(/not a regular file/);
    await expect(readMcpConfig(join(dir, "dir.json"))).rejects.toThrow(/not a regular file/);
    await expect(readMcpConfig(join(dir, "big.json"))).rejects.toThrow(/limit/);
    await expect(readMcpConfig(join(dir, "bad.json"))).rejects.toThrow(/not valid JSON/);
    await expect(readMcpConfig(join(dir, "missing.json"))).rejects.toThrow(/cannot read/);
    expect(await readMcpConfig(join(dir, "ok.json"))).toEqual({});
  });
});
