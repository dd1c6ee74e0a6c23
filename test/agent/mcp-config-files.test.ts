import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { McpConfigError, type McpInput, readMcpConfig } from "../../src/agent/index.js";
import { tmp } from "../helpers/index.js";

// The configuration files of other agents, as their users have them, read from real files: Claude
// Desktop's JSON, VS Code's mcp.json (comments, trailing commas, inputs), Zed's settings.json
// (context_servers among other settings) and Codex's config.toml. Bad syntax names the file and line.

const vars = { workspace: "/ws", env: { HOME: "/home/u", TOKEN: "t0k", ORG: "org-1" } as NodeJS.ProcessEnv };
const write = (name: string, text: string): string => {
  const path = join(tmp("skillport-mcp-config-"), name);
  writeFileSync(path, text);
  return path;
};
const $ = (inner: string): string => `$\{${inner}}`;

describe("MCP configuration files of other agents", () => {
  it("Claude Desktop: mcpServers, stdio and http", async () => {
    const path = write(
      "claude_desktop_config.json",
      JSON.stringify({
        mcpServers: {
          fs: { command: "npx", args: ["-y", "@modelcontextprotocol/server-filesystem", "/tmp"] },
          remote: { type: "http", url: "https://mcp.example.com/mcp" },
        },
      }),
    );
    expect(await readMcpConfig(path, vars)).toEqual({
      fs: { type: "stdio", command: "npx", args: ["-y", "@modelcontextprotocol/server-filesystem", "/tmp"] },
      remote: { type: "http", url: "https://mcp.example.com/mcp" },
    });
  });

  const vscode = `// VS Code's .vscode/mcp.json
{
  "inputs": [
    { "type": "promptString", "id": "gh-token", "description": "GitHub token", "password": true },
    { "type": "pickString", "id": "region", "description": "Region", "options": ["eu", "us"], "default": "eu" },
    { "type": "promptString", "id": "unused", "description": "never asked" },
  ],
  "servers": {
    /* a local server */
    "github": {
      "type": "stdio",
      "command": "docker",
      "args": ["run", "-i", "ghcr.io/github/github-mcp-server"],
      "env": { "GITHUB_PERSONAL_ACCESS_TOKEN": "${$("input:gh-token")}", },
    },
    "remote": { "type": "http", "url": "https://${$("input:region")}.example.com/mcp", "headers": { "X-Ws": "${$("workspaceFolder")}" } },
  },
}
`;

  // biome-ignore lint/suspicious/noTemplateCurlyInString: VS Code's literal ${input:…} syntax, not a template
  it("VS Code mcp.json: comments, trailing commas, servers; ${input:…} asked once each through askInput", async () => {
    const path = write("mcp.json", vscode);
    const asked: McpInput[] = [];
    const servers = await readMcpConfig(path, vars, {
      askInput: async (input) => {
        asked.push(input);
        return input.id === "gh-token" ? "ghp_secret" : "us";
      },
    });
    expect(asked).toEqual([
      { id: "gh-token", description: "GitHub token", password: true },
      { id: "region", description: "Region", password: false, options: ["eu", "us"], default: "eu" },
    ]);
    expect(servers).toEqual({
      github: {
        type: "stdio",
        command: "docker",
        args: ["run", "-i", "ghcr.io/github/github-mcp-server"],
        env: { GITHUB_PERSONAL_ACCESS_TOKEN: "ghp_secret" },
      },
      remote: { type: "http", url: "https://us.example.com/mcp", headers: { "X-Ws": "/ws" } },
    });
  });

  // biome-ignore lint/suspicious/noTemplateCurlyInString: VS Code's literal ${input:…} syntax, not a template
  it("VS Code mcp.json: ${input:…} with nobody to ask is refused, saying what to do; an undeclared one too", async () => {
    const path = write("mcp.json", vscode);
    await expect(readMcpConfig(path, vars)).rejects.toThrow(
      /mcp\.json: "\$\{input:gh-token\}" asks for a value when the server starts, which skillport does only on a terminal .*\$\{env:NAME\}/,
    );
    const undeclared = write(
      "mcp.json",
      `{ "servers": { "a": { "command": "x", "args": ["${$("input:nope")}"] } } }`,
    );
    await expect(readMcpConfig(undeclared, vars, { askInput: async () => "v" })).rejects.toThrow(
      /"\$\{input:nope\}" is used but not declared in "inputs"/,
    );
  });

  it("Zed settings.json: context_servers (both command forms, a URL) among other settings; an extension's server is skipped with a warning", async () => {
    const path = write(
      "settings.json",
      `// Zed settings
{
  "theme": "One Dark",
  "buffer_font_size": 15,
  "context_servers": {
    "new-form": { "source": "custom", "command": "node", "args": ["server.js"], "env": { "A": "1" } },
    "old-form": { "command": { "path": "/usr/bin/srv", "args": ["--stdio"], "env": {} }, "settings": {} },
    "remote": { "url": "https://mcp.example.com/mcp", "headers": { "Authorization": "Bearer x" } },
    "from-extension": { "source": "extension", "settings": { "database_url": "postgres://" } },
    "off": { "command": "x", "enabled": false },
  },
}
`,
    );
    const warnings: string[] = [];
    expect(await readMcpConfig(path, vars, { onWarning: (m) => warnings.push(m) })).toEqual({
      "new-form": { type: "stdio", command: "node", args: ["server.js"], env: { A: "1" } },
      "old-form": { type: "stdio", command: "/usr/bin/srv", args: ["--stdio"], env: {} },
      remote: { type: "http", url: "https://mcp.example.com/mcp", headers: { Authorization: "Bearer x" } },
    });
    expect(warnings).toEqual([
      "MCP server 'from-extension' comes from a Zed extension, which only Zed can start: skipped.",
    ]);
  });

  it("Codex config.toml: [mcp_servers.NAME] stdio and http, secrets from named variables, enabled = false", async () => {
    const path = write(
      "config.toml",
      `model = "gpt-5"

[mcp_servers.docs]
command = "npx"
args = ["-y", "docs-mcp"]
env_vars = ["TOKEN", "NOT_SET"]
[mcp_servers.docs.env]
DEBUG = "1"

[mcp_servers.figma]
url = "https://mcp.example.com/mcp"
bearer_token_env_var = "TOKEN"
http_headers = { "X-Region" = "eu" }
env_http_headers = { "X-Org" = "ORG" }

[mcp_servers.off]
command = "x"
enabled = false
`,
    );
    expect(await readMcpConfig(path, vars)).toEqual({
      docs: { type: "stdio", command: "npx", args: ["-y", "docs-mcp"], env: { TOKEN: "t0k", DEBUG: "1" } },
      figma: {
        type: "http",
        url: "https://mcp.example.com/mcp",
        headers: { "X-Region": "eu", "X-Org": "org-1", Authorization: "Bearer t0k" },
      },
    });
    // Codex takes values as written: no ${…} expansion.
    const literal = write("config.toml", `[mcp_servers.a]\ncommand = "x"\nargs = ["${$("env:TOKEN")}"]\n`);
    expect(await readMcpConfig(literal, vars)).toEqual({
      a: { type: "stdio", command: "x", args: [$("env:TOKEN")] },
    });
    const unset = write(
      "config.toml",
      `[mcp_servers.a]\nurl = "https://x"\nbearer_token_env_var = "MISSING"\n`,
    );
    await expect(readMcpConfig(unset, vars)).rejects.toThrow(
      /server 'a': "bearer_token_env_var" names MISSING, which is not set/,
    );
  });

  it.each([
    [
      "mcp.json",
      '{\n  "servers": {\n    "a": { "command": "x" "args": ["SECRET-VALUE"] }\n  }\n}\n',
      /mcp\.json:3:\d+: not valid JSON \(comma expected\)/,
    ],
    [
      "settings.json",
      '{\n  // ok\n  "context_servers": {\n    "a": { "command": SECRET-VALUE }\n  }\n}\n',
      /settings\.json:4:\d+: not valid JSON/,
    ],
    [
      "config.toml",
      '[mcp_servers.a]\ncommand = "x"\nargs = ["SECRET-VALUE",\n',
      /config\.toml:\d+:\d+: not valid TOML/,
    ],
    [
      "config2.toml",
      '[mcp_servers.a]\ncommand = "x"\ncommand = "SECRET-VALUE"\n',
      /config2\.toml:3:\d+: not valid TOML/,
    ],
  ])("bad syntax in %s: the file, line and column, never its text", async (name, text, message) => {
    const path = write(name, text);
    const e = await readMcpConfig(path, vars).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(McpConfigError);
    expect((e as Error).message).toMatch(message);
    expect((e as Error).message).toContain(path);
    expect((e as Error).message).not.toContain("SECRET-VALUE");
  });

  it("a file with none of the known tables says which it expected", async () => {
    const path = write("settings.json", '{ "theme": "One Dark" }');
    await expect(readMcpConfig(path, vars)).rejects.toThrow(
      /"mcpServers".*"servers".*"context_servers".*mcp_servers/,
    );
  });
});
