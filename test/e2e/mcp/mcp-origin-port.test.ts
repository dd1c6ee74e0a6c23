import { describe, expect, it } from "vitest";
import { makeTree, rawRequest, treeServer } from "../../helpers/mcp-helpers.js";

// P4: the server's own origin is its scheme, host name AND port. A page of another local server
// (`http://localhost:3000`, a dev server, a tool's web UI) is another site and must not drive it.

const INIT = JSON.stringify({
  jsonrpc: "2.0",
  id: 1,
  method: "initialize",
  params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "raw", version: "1" } },
});

const post = async (url: string, origin: string): Promise<number> =>
  (await rawRequest(url, INIT, { origin })).status;

describe("P4: the Origin check compares the port", () => {
  it("P4: localhost on another port, or https on this port, is refused; this exact origin is accepted", async () => {
    const tree = makeTree();
    const mcp = await treeServer(tree);
    const handle = await mcp.listen({ port: 0 });
    const other = handle.port === 65535 ? handle.port - 1 : handle.port + 1;
    for (const origin of [
      `http://localhost:${other}`,
      `http://127.0.0.1:${other}`,
      "http://localhost",
      "http://127.0.0.1:80",
      `https://localhost:${handle.port}`,
      `ws://localhost:${handle.port}`,
    ]) {
      expect(await post(handle.url, origin), origin).toBe(403);
    }
    for (const origin of [`http://localhost:${handle.port}`, `http://127.0.0.1:${handle.port}`]) {
      expect(await post(handle.url, origin), origin).toBe(200);
    }
  });
});
