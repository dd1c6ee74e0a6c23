// MCP over HTTP at /mcp of a registry process: the SDK's client lists and loads the registry's skills
// with skillport's MCP server (the skill tool and the Skills extension), and sees a publish at once.
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { skillMd } from "../../helpers/index.js";
import { ADMIN, packSkill, publish, simpleSkill } from "../../helpers/registry-helpers.js";
import { type RegistryProcess, spawnRegistry } from "../../helpers/registry-process.js";

async function connect(url: string, token?: string): Promise<Client> {
  const transport = new StreamableHTTPClientTransport(new URL(`${url}/mcp`), {
    ...(token ? { requestInit: { headers: { authorization: `Bearer ${token}` } } } : {}),
  });
  const client = new Client({ name: "registry-test", version: "1" });
  await client.connect(transport);
  return client;
}

const text = (r: unknown) => ((r as { content: { text: string }[] }).content[0]?.text ?? "") as string;

describe("registry MCP at /mcp", () => {
  let reg: RegistryProcess;
  beforeAll(async () => {
    reg = await spawnRegistry([], { SKILLPORT_REGISTRY_TOKEN: ADMIN });
    await publish(
      reg.url,
      await packSkill({
        "SKILL.md": skillMd("mcp-alpha", "Alpha for MCP clients.", "", "# Alpha\n\nSee [ref](ref/notes.md)."),
        "ref/notes.md": "alpha notes\n",
      }),
    );
  }, 120_000);
  afterAll(() => reg?.stop());

  it("serves the registry's skills: skill tool, resource reads, skills/list", async () => {
    const client = await connect(reg.url);
    try {
      const tools = (await client.listTools()).tools.map((t) => t.name);
      expect(tools).toContain("skill");
      const loaded = await client.callTool({ name: "skill", arguments: { name: "mcp-alpha" } });
      expect(text(loaded)).toContain("# Alpha");
      const notes = await client.callTool({
        name: "read_skill_resource",
        arguments: { name: "mcp-alpha", path: "ref/notes.md" },
      });
      expect(text(notes)).toContain("alpha notes");
      const listed = await client.request({ method: "skills/list", params: {} }, z.any());
      expect(JSON.stringify(listed)).toContain("mcp-alpha");
    } finally {
      await client.close();
    }
  });

  it("sees a new publish and a yank without a restart", async () => {
    await publish(reg.url, await simpleSkill("mcp-beta", { description: "Beta arrives later." }));
    const client = await connect(reg.url);
    try {
      const r = await client.callTool({ name: "skill", arguments: { name: "mcp-beta" } });
      expect(text(r)).toContain("mcp-beta");
    } finally {
      await client.close();
    }
    await fetch(`${reg.url}/v1/skills/mcp-beta/versions/1`, {
      method: "DELETE",
      headers: { authorization: `Bearer ${ADMIN}` },
    });
    const again = await connect(reg.url);
    try {
      const r = await again.callTool({ name: "skill", arguments: { name: "mcp-beta" } });
      expect(r.isError).toBe(true);
    } finally {
      await again.close();
    }
  });

  it("refuses a malformed MCP body with a JSON error, and a private registry without a token", async () => {
    const bad = await fetch(`${reg.url}/mcp`, {
      method: "POST",
      body: "{not json",
      headers: { "content-type": "application/json" },
    });
    expect(bad.status).toBe(400);
    const priv = await spawnRegistry(["--private"], { SKILLPORT_REGISTRY_TOKEN: ADMIN });
    try {
      await publish(priv.url, await simpleSkill("mcp-private"));
      await expect(connect(priv.url)).rejects.toThrow();
      const client = await connect(priv.url, ADMIN);
      expect((await client.listTools()).tools.map((t) => t.name)).toContain("skill");
      await client.close();
    } finally {
      await priv.stop();
    }
  }, 120_000);
});
