import { createServer, request } from "node:http";
import type { AddressInfo } from "node:net";
import { Client as ClientV2, StreamableHTTPClientTransport as HttpV2 } from "@modelcontextprotocol/client";
import { describe, expect, it } from "vitest";
import { skillMd, tmp, writeTree } from "../../helpers/index.js";
import { httpClient, isolatedServer, onCleanup, textOf } from "../../helpers/mcp-helpers.js";

// The MCP endpoint mounted in another HTTP server (as a registry service mounts it at /mcp): the
// handler answers its path with both protocol revisions and the same gates; the host server keeps
// every other path.

describe("httpHandler: the MCP endpoint inside a host's own HTTP server", () => {
  it("serves 2025-11-25 sessions and 2026-07-28 requests at /mcp; other paths stay the host's; the gates apply", async () => {
    const base = tmp("skillport-mcp-mount-");
    writeTree(base, {
      "skills/alpha/SKILL.md": skillMd("alpha", "Formats alpha reports.", "", "# Alpha\n\nMounted."),
    });
    const mcp = await isolatedServer(base);
    let port = -1;
    const handler = await mcp.httpHandler({ path: "/mcp", port: 0 });
    const host = createServer((req, res) => {
      if ((req.url ?? "").startsWith("/mcp")) void handler.handle(req, res);
      else res.writeHead(200, { "content-type": "text/plain" }).end("the host's own page");
    });
    await new Promise<void>((ok) => host.listen(0, "127.0.0.1", ok));
    port = (host.address() as AddressInfo).port;
    onCleanup(
      () =>
        new Promise<void>((ok) => {
          host.closeAllConnections();
          host.close(() => ok());
        }),
    );
    const url = `http://127.0.0.1:${port}/mcp`;
    expect(await (await fetch(`http://127.0.0.1:${port}/`)).text()).toBe("the host's own page");

    const legacy = await httpClient(url);
    expect(textOf(await legacy.callTool({ name: "skill", arguments: { name: "alpha" } }))).toContain(
      "Mounted.",
    );

    const modern = new ClientV2(
      { name: "mount", version: "1" },
      { versionNegotiation: { mode: { pin: "2026-07-28" } } },
    );
    await modern.connect(new HttpV2(new URL(url)));
    onCleanup(() => modern.close());
    expect((await modern.listTools()).tools.map((t) => t.name)).toContain("skill");

    // The Host gate still applies: another site's name is refused (fetch cannot set Host, so raw).
    const status = await new Promise<number>((ok, fail) => {
      const req = request(
        { host: "127.0.0.1", port, path: "/mcp", method: "POST", headers: { host: "evil.example" } },
        (res) => {
          res.resume();
          ok(res.statusCode ?? 0);
        },
      );
      req.on("error", fail);
      req.end("{}");
    });
    expect(status).toBe(403);
    void port;
  });
});
