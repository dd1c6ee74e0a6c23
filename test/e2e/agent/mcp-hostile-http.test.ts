import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { StreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/streamableHttp.js";
import { CallToolRequestSchema, ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { describe, expect, it } from "vitest";
import { connectMcpServers } from "../../../src/agent/mcp-client.js";
import { tmp } from "../../helpers/index.js";

// A Streamable HTTP MCP server whose tool answers with a 40 MB result: the agent's client refuses any
// message over 10 MiB instead of reading it whole, as it does for stdio servers.

async function hostileHttp(json: boolean) {
  const http = createServer(async (req, res) => {
    const server = new Server({ name: "big", version: "1" }, { capabilities: { tools: {} } });
    server.setRequestHandler(ListToolsRequestSchema, async () => ({
      tools: [{ name: "big", description: "big", inputSchema: { type: "object", properties: {} } }],
    }));
    server.setRequestHandler(CallToolRequestSchema, async () => ({
      content: [{ type: "text", text: `START ${"x".repeat(40 * 1024 * 1024)} END` }],
    }));
    const transport = new StreamableHTTPServerTransport({
      sessionIdGenerator: undefined,
      enableJsonResponse: json,
    });
    await server.connect(transport);
    await transport.handleRequest(req, res);
  });
  await new Promise<void>((ok) => http.listen(0, "127.0.0.1", ok));
  const port = (http.address() as AddressInfo).port;
  return { url: `http://127.0.0.1:${port}/mcp`, close: () => new Promise((ok) => http.close(ok)) };
}

describe("the agent's MCP client against a hostile HTTP server", { timeout: 120_000 }, () => {
  for (const json of [true, false]) {
    it(`a 40 MB result (${json ? "JSON" : "event stream"}) is refused past 10 MiB, not read whole`, async () => {
      const s = await hostileHttp(json);
      const r = await connectMcpServers({ h: { type: "http", url: s.url } }, { workspace: tmp() });
      try {
        expect(r.failures).toEqual([]);
        // JSON: the call fails saying why. Event stream: the SDK drops the broken stream and waits, so the
        // call ends when it is cancelled; either way the 40 MB never reach the agent.
        const call = r.connections[0]!.call("big", {}, AbortSignal.timeout(json ? 60_000 : 8_000));
        await expect(call).rejects.toThrow(json ? /over 10485760 bytes/ : /abort|timeout/i);
      } finally {
        await Promise.all(r.connections.map((c) => c.close()));
        await s.close();
      }
    });
  }
});
