import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { chatEnv, newHome, spawnChat } from "../../helpers/chat-helpers.js";
import { type FakeServer, startFakeOpenAI } from "../../helpers/fake-openai.js";
import { REPO } from "../../helpers/index.js";

// `skillport chat --mcp-config` with the files of other agents (Codex's config.toml, Zed's settings.json
// with comments), each starting a real MCP server (the SDK's McpServer), whose prompt is typed as
// `/server:prompt args`. The built CLI against the loopback OpenAI-compatible server. Build first.

const SERVER = join(REPO, "test/fixtures/changing-mcp-server.mjs");
let fake: FakeServer | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

describe("chat with other agents' MCP configuration files", () => {
  it.each([
    [
      "config.toml",
      `model = "gpt-5"\n\n[mcp_servers.live]\ncommand = ${JSON.stringify(process.execPath)}\nargs = [${JSON.stringify(SERVER)}]\n`,
    ],
    [
      "settings.json",
      `// Zed\n{\n  "theme": "One Dark",\n  "context_servers": {\n    "live": { "command": { "path": ${JSON.stringify(process.execPath)}, "args": [${JSON.stringify(SERVER)}] } },\n  },\n}\n`,
    ],
  ])("%s: the server starts, its tools are offered and /live:review sends its prompt", async (file, text) => {
    fake = await startFakeOpenAI(() => ({ text: "reviewed" }));
    const home = newHome();
    writeFileSync(join(home, file), text);
    const r = await spawnChat(
      [
        "--no-user",
        "--no-project",
        "chat",
        "--mcp-config",
        join(home, file),
        "--print",
        '/live:review "src/a b.ts" speed',
      ],
      { cwd: home, env: chatEnv(home, { SKILLPORT_BASE_URL: fake.url, SKILLPORT_MODEL: "m" }) },
    ).done;
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toBe("reviewed\n");
    const request = fake.requests[0]!;
    expect(request.tools).toEqual(expect.arrayContaining(["live__first", "live__add_tool"]));
    const messages = request.body.messages as { role: string; content: unknown }[];
    expect(messages.filter((m) => m.role !== "system").map((m) => [m.role, m.content])).toEqual([
      ["user", "Review src/a b.ts for speed."],
      ["assistant", "Which parts matter most?"],
      ["user", "All of it."],
    ]);
  });
});
