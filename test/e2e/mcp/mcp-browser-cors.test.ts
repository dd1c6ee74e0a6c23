import { type ChildProcess, spawn } from "node:child_process";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { build } from "esbuild";
import { describe, expect, it } from "vitest";
import { HAS_CHROMIUM, spawnChromium, warnIfNoChromium } from "../../helpers/chromium.js";
import { CLI } from "../../helpers/index.js";
import { isolatedEnv, makeTree, onCleanup } from "../../helpers/mcp-helpers.js";

// P4: `skillport mcp --http --allowed-origin X` lets a page on X use the server from a real browser:
// the CORS preflight is answered, responses carry Access-Control-Allow-Origin, and the page can read
// the Mcp-Session-Id header. The page runs the MCP SDK's own client in headless Chromium; a page on
// an origin that is not listed must fail the same way. The page's origin is a name mapped to 127.0.0.1
// by Chromium, so it is not one of the server's own host names.

warnIfNoChromium("the browser CORS tests");

const TOKEN = "browser-t0ken";

/** The SDK's browser client, bundled once for the page. */
let clientBundle: Promise<string> | undefined;
const sdkForBrowser = (): Promise<string> => {
  clientBundle ??= build({
    stdin: {
      contents: `
        import { Client } from "@modelcontextprotocol/sdk/client/index.js";
        import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
        window.mcp = { Client, StreamableHTTPClientTransport };`,
      resolveDir: process.cwd(),
      loader: "js",
    },
    bundle: true,
    platform: "browser",
    format: "iife",
    write: false,
    logLevel: "silent",
  }).then((r) => r.outputFiles[0]!.text);
  return clientBundle;
};

/** What the page reports back: each step's outcome. */
interface PageResult {
  readonly rawPreflight?: { ok: boolean; sessionId: string | null; error?: string };
  readonly sdk?: { sessionId?: string; tools?: string[]; skillText?: string; error?: string };
}

// The page: one raw fetch (the response header read by script), then the SDK client end to end.
const PAGE_SCRIPT = (mcpUrl: string) => `
(async () => {
  const out = {};
  const init = { jsonrpc: "2.0", id: 1, method: "initialize", params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "page", version: "1" } } };
  try {
    const r = await fetch(${JSON.stringify(mcpUrl)}, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json, text/event-stream", authorization: "Bearer ${TOKEN}" },
      body: JSON.stringify(init),
    });
    out.rawPreflight = { ok: r.ok, sessionId: r.headers.get("mcp-session-id") };
    await r.body?.cancel();
  } catch (e) {
    out.rawPreflight = { ok: false, sessionId: null, error: String(e) };
  }
  try {
    const transport = new mcp.StreamableHTTPClientTransport(new URL(${JSON.stringify(mcpUrl)}), {
      requestInit: { headers: { authorization: "Bearer ${TOKEN}" } },
    });
    const client = new mcp.Client({ name: "browser-page", version: "1" });
    await client.connect(transport);
    const tools = (await client.listTools()).tools.map((t) => t.name);
    const r = await client.callTool({ name: "skill", arguments: { name: "beta" } });
    out.sdk = { sessionId: transport.sessionId, tools, skillText: r.content[0].text };
    await transport.terminateSession();
    await client.close();
  } catch (e) {
    out.sdk = { error: String(e) };
  }
  await fetch("/result", { method: "POST", body: JSON.stringify(out) });
})();
`;

/** Serves the page and its script; resolves results posted back to /result. */
async function pageServer(mcpUrl: () => string): Promise<{ port: number; result: Promise<PageResult> }> {
  const sdk = await sdkForBrowser();
  let deliver: (r: PageResult) => void = () => {};
  const result = new Promise<PageResult>((resolve) => {
    deliver = resolve;
  });
  const server: Server = createServer((req, res) => {
    if (req.url === "/result" && req.method === "POST") {
      let body = "";
      req.on("data", (c: Buffer) => {
        body += c.toString();
      });
      req.on("end", () => {
        res.writeHead(204).end();
        deliver(JSON.parse(body) as PageResult);
      });
      return;
    }
    if (req.url === "/sdk.js") {
      res.writeHead(200, { "content-type": "text/javascript" }).end(sdk);
      return;
    }
    if (req.url === "/page.js") {
      res.writeHead(200, { "content-type": "text/javascript" }).end(PAGE_SCRIPT(mcpUrl()));
      return;
    }
    if (req.url === "/") {
      res
        .writeHead(200, { "content-type": "text/html" })
        .end(
          '<!doctype html><title>page</title><script src="/sdk.js"></script><script src="/page.js"></script>',
        );
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((ok) => server.listen(0, "127.0.0.1", ok));
  onCleanup(
    () =>
      new Promise<void>((ok) => {
        server.closeAllConnections();
        server.close(() => ok());
      }),
  );
  return { port: (server.address() as AddressInfo).port, result };
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const gone = new Promise((r) => child.once("exit", r));
  child.kill("SIGKILL");
  await gone;
}

/** `skillport mcp --http` from the built CLI; resolves its URL. */
async function startMcp(args: readonly string[]): Promise<string> {
  const tree = makeTree();
  const child = spawn(
    process.execPath,
    [CLI, "--root", tree.root, "--no-user", "mcp", "--http", "--port", "0", "--no-watch", ...args],
    { env: isolatedEnv(tree.home, { SKILLPORT_TOKEN: TOKEN }), stdio: ["ignore", "ignore", "pipe"] },
  );
  onCleanup(() => stop(child));
  return new Promise<string>((resolve, reject) => {
    let err = "";
    child.stderr!.on("data", (c: Buffer) => {
      err += c.toString();
      const m = /at (http:\/\/127\.0\.0\.1:\d+\/mcp)/.exec(err);
      if (m) resolve(m[1]!);
    });
    child.once("exit", () => reject(new Error(`skillport mcp exited: ${err}`)));
  });
}

/** Opens `url` in a fresh headless Chromium profile; `site` resolves to 127.0.0.1. */
function openInChromium(url: string, site: string): void {
  const { child } = spawnChromium(url, [`--host-resolver-rules=MAP ${site} 127.0.0.1`]);
  onCleanup(() => stop(child));
}

const waitFor = <T>(p: Promise<T>, ms: number, what: string): Promise<T> =>
  Promise.race([
    p,
    new Promise<T>((_, reject) => setTimeout(() => reject(new Error(`timed out waiting for ${what}`)), ms)),
  ]);

describe.skipIf(!HAS_CHROMIUM)("P4: MCP over HTTP from a browser page (headless Chromium)", () => {
  it("a page on an --allowed-origin connects with the SDK client: preflight answered, session id readable, tools callable", async () => {
    const site = "app.test";
    let mcpUrl = "";
    const page = await pageServer(() => mcpUrl);
    const origin = `http://${site}:${page.port}`;
    mcpUrl = await startMcp(["--allowed-origin", origin]);
    openInChromium(`${origin}/`, site);
    const result = await waitFor(page.result, 60_000, "the page's result");
    expect(result.rawPreflight).toEqual({ ok: true, sessionId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect(result.sdk?.error).toBeUndefined();
    expect(result.sdk?.sessionId).toMatch(/^[0-9a-f-]{36}$/);
    expect(result.sdk?.tools).toEqual(["skill", "search_skills", "read_skill_resource"]);
    expect(result.sdk?.skillText).toContain('<skill_content name="beta">');
  }, 90_000);

  it("a page on an origin that is not listed cannot use the server (the browser blocks it)", async () => {
    const site = "other.test";
    let mcpUrl = "";
    const page = await pageServer(() => mcpUrl);
    mcpUrl = await startMcp(["--allowed-origin", `http://app.test:${page.port}`]);
    openInChromium(`http://${site}:${page.port}/`, site);
    const result = await waitFor(page.result, 60_000, "the page's result");
    expect(result.rawPreflight?.ok).toBe(false);
    expect(result.rawPreflight?.error).toMatch(/TypeError/);
    expect(result.sdk?.error).toBeDefined();
    expect(result.sdk?.tools).toBeUndefined();
  }, 90_000);
});
