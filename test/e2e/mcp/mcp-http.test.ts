import { spawn } from "node:child_process";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { CLI, runCli, skillMd } from "../../helpers/index.js";
import {
  httpClient,
  isolatedEnv,
  listChanges,
  makeTree,
  onCleanup,
  rawRequest,
  serveTree,
  textOf,
  treeServer,
} from "../../helpers/mcp-helpers.js";

// Streamable HTTP on 127.0.0.1, a random free port; a real SDK client, raw requests for the gates.

const serve = serveTree;

const INIT = {
  jsonrpc: "2.0",
  id: 1,
  method: "initialize",
  params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "raw", version: "1" } },
};

const raw = rawRequest;

/** The JSON-RPC messages of a response body, whether plain JSON or an SSE stream. */
function messages(
  body: string,
): { id?: number; error?: { code: number; message: string }; result?: unknown }[] {
  const trimmed = body.trim();
  if (trimmed.startsWith("{")) return [JSON.parse(trimmed)];
  return trimmed
    .split("\n")
    .filter((l) => l.startsWith("data:") && l.slice(5).trim() !== "")
    .map((l) => JSON.parse(l.slice(5)));
}

describe("P1: skillport MCP over Streamable HTTP", () => {
  it("P2: every tool, prompt and resource works over HTTP", async () => {
    const tree = makeTree();
    const { handle } = await serve(tree);
    expect(handle.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/mcp$/);
    const client = await httpClient(handle.url);
    expect((await client.listTools()).tools.map((t) => t.name)).toEqual([
      "skill",
      "search_skills",
      "read_skill_resource",
    ]);
    expect(textOf(await client.callTool({ name: "skill", arguments: { name: "beta" } }))).toContain(
      '<skill_content name="beta">',
    );
    expect(
      textOf(await client.callTool({ name: "search_skills", arguments: { query: "alpha reports" } })),
    ).toContain("<name>alpha</name>");
    expect(
      textOf(
        await client.callTool({
          name: "read_skill_resource",
          arguments: { name: "alpha", path: "scripts/run.sh" },
        }),
      ),
    ).toBe("#!/bin/sh\necho run\n");
    expect((await client.listPrompts()).prompts.map((p) => p.name)).toContain("hidden");
    const prompt = await client.getPrompt({ name: "alpha", arguments: { arguments: "costs" } });
    expect((prompt.messages[0]!.content as { text: string }).text).toContain("Write the report about costs.");
    expect((await client.listResources()).resources.map((r) => r.uri)).toContain(
      "skill://alpha/references/guide.md",
    );
    const read = await client.readResource({ uri: "skill://alpha/references/guide.md" });
    expect((read.contents[0] as { text: string }).text).toContain("The alpha guide.");
    await expect(
      client.readResource({ uri: "skill://alpha/%2e%2e/%2e%2e/outside/secret.txt" }),
    ).rejects.toThrow(/not allowed/);
  });

  it("P3: list_changed notifications reach an HTTP client after an edit", async () => {
    const tree = makeTree();
    const { mcp, handle } = await serve(tree, {}, { watch: true });
    const client = await httpClient(handle.url);
    const changes = listChanges(client);
    await client.listTools(); // the session is fully set up, including its notification stream
    writeFileSync(join(tree.root, "beta", "SKILL.md"), skillMd("beta", "Beta, now for payroll."));
    await changes.waitFor("notifications/tools/list_changed");
    await changes.waitFor("notifications/prompts/list_changed");
    await changes.waitFor("notifications/resources/list_changed");
    expect(mcp.snapshot().set.skills.find((s) => s.name === "beta")?.description).toBe(
      "Beta, now for payroll.",
    );
    expect((await client.listTools()).tools[0]!.description).toContain("Beta, now for payroll.");
  });

  it("P4: with a token, requests without it or with a wrong one get 401; the right one is accepted", async () => {
    const tree = makeTree();
    const token = "s3cret-token-for-tests";
    const { handle } = await serve(tree, { token });
    const none = await raw(handle.url, JSON.stringify(INIT));
    expect(none.status).toBe(401);
    expect(none.headers["www-authenticate"]).toMatch(/^Bearer/);
    expect(messages(none.body)[0]!.error?.message).toMatch(/Unauthorized/);
    const wrong = await raw(handle.url, JSON.stringify(INIT), { authorization: "Bearer nope" });
    expect(wrong.status).toBe(401);
    const basic = await raw(handle.url, JSON.stringify(INIT), { authorization: `Basic ${token}` });
    expect(basic.status).toBe(401);
    const right = await raw(handle.url, JSON.stringify(INIT), { authorization: `Bearer ${token}` });
    expect(right.status).toBe(200);
    expect(right.headers["mcp-session-id"]).toBeTruthy();
    await expect(httpClient(handle.url)).rejects.toThrow();
    const client = await httpClient(handle.url, token);
    expect((await client.listTools()).tools).toHaveLength(3);
  });

  it("P4: a Host header naming another site is refused (DNS rebinding), loopback names are accepted", async () => {
    const tree = makeTree();
    const { handle } = await serve(tree);
    for (const host of [
      "evil.example",
      `evil.example:${handle.port}`,
      "127.0.0.1.evil.example",
      "192.0.2.1",
    ]) {
      const r = await raw(handle.url, JSON.stringify(INIT), { host });
      expect(r.status, host).toBe(403);
      expect(messages(r.body)[0]!.error?.message).toContain("Host");
    }
    for (const host of [`localhost:${handle.port}`, `127.0.0.1:${handle.port}`, "localhost"]) {
      const r = await raw(handle.url, JSON.stringify(INIT), { host });
      expect(r.status, host).toBe(200);
    }
  });

  it("P4: an Origin of another site is refused; the server's own origin and allowed origins are accepted", async () => {
    const tree = makeTree();
    const { handle } = await serve(tree, { allowedOrigins: ["https://app.example"] });
    for (const origin of ["https://evil.example", "null", `http://evil.example:${handle.port}`]) {
      const r = await raw(handle.url, JSON.stringify(INIT), { origin });
      expect(r.status, origin).toBe(403);
    }
    for (const origin of [
      `http://localhost:${handle.port}`,
      `http://127.0.0.1:${handle.port}`,
      "https://app.example",
    ]) {
      const r = await raw(handle.url, JSON.stringify(INIT), { origin });
      expect(r.status, origin).toBe(200);
    }
  });

  it("P4: CORS for an --allowed-origin: the preflight is answered without the token, every answer (errors too) names the origin and exposes mcp-session-id; other origins get no CORS headers", async () => {
    const tree = makeTree();
    // Given with a trailing slash: matched as the browser sends it.
    const { handle } = await serve(tree, { token: "t0ken", allowedOrigins: ["https://app.example/"] });
    const preflight = (origin: string) =>
      raw(
        handle.url,
        undefined,
        {
          origin,
          "access-control-request-method": "POST",
          "access-control-request-headers": "authorization, content-type, mcp-protocol-version",
        },
        "OPTIONS",
      );
    const ok = await preflight("https://app.example");
    expect(ok.status).toBe(204);
    expect(ok.headers["access-control-allow-origin"]).toBe("https://app.example");
    expect(String(ok.headers["access-control-allow-methods"]).split(/,\s*/)).toEqual(
      expect.arrayContaining(["GET", "POST", "DELETE"]),
    );
    expect(String(ok.headers["access-control-allow-headers"]).split(/,\s*/)).toEqual(
      expect.arrayContaining(["authorization", "content-type", "mcp-protocol-version", "mcp-session-id"]),
    );
    expect(ok.headers.vary).toMatch(/origin/i);
    // A page on the server's own host but another port is not listed: no CORS headers.
    const local = await preflight(`http://localhost:${handle.port + 1}`);
    expect(local.headers["access-control-allow-origin"]).toBeUndefined();
    expect((await preflight("https://evil.example")).status).toBe(403);

    const denied = await raw(handle.url, JSON.stringify(INIT), { origin: "https://app.example" });
    expect(denied.status).toBe(401);
    expect(denied.headers["access-control-allow-origin"]).toBe("https://app.example");
    const init = await raw(handle.url, JSON.stringify(INIT), {
      origin: "https://app.example",
      authorization: "Bearer t0ken",
    });
    expect(init.status).toBe(200);
    expect(init.headers["access-control-allow-origin"]).toBe("https://app.example");
    expect(String(init.headers["access-control-expose-headers"]).split(/,\s*/)).toContain("mcp-session-id");
    expect(init.headers["mcp-session-id"]).toBeTruthy();
    const plain = await raw(handle.url, JSON.stringify(INIT), { authorization: "Bearer t0ken" });
    expect(plain.status).toBe(200);
    expect(plain.headers["access-control-allow-origin"]).toBeUndefined();
  });

  it("P4: binding a non-loopback address without a token refuses to start; with a token it starts", async () => {
    const tree = makeTree();
    const mcp = await treeServer(tree);
    await expect(mcp.listen({ host: "0.0.0.0", port: 0 })).rejects.toMatchObject({
      code: "mcp-token-required",
    });
    const handle = await mcp.listen({ host: "0.0.0.0", port: 0, token: "t0ken" });
    const r = await raw(`http://127.0.0.1:${handle.port}/mcp`, JSON.stringify(INIT));
    expect(r.status).toBe(401);
    const ok = await raw(`http://127.0.0.1:${handle.port}/mcp`, JSON.stringify(INIT), {
      authorization: "Bearer t0ken",
    });
    expect(ok.status).toBe(200);

    const cli = runCli(
      ["--root", tree.root, "--no-user", "mcp", "--http", "--host", "0.0.0.0", "--port", "0"],
      {
        env: { HOME: tree.home, SKILLPORT_TOKEN: "" },
      },
    );
    expect(cli.code).toBe(1);
    expect(cli.stderr).toContain("without a bearer token");
    expect(cli.stderr).toContain("mcp-token-required");
  });

  it("P1: malformed requests get errors (bad JSON, unknown method, invalid params, unknown session) and the server stays up", async () => {
    const tree = makeTree();
    const { handle } = await serve(tree);
    const badJson = await raw(handle.url, "{not json");
    expect(badJson.status).toBe(400);
    expect(messages(badJson.body)[0]!.error?.code).toBe(-32700);
    const notInit = await raw(handle.url, JSON.stringify({ jsonrpc: "2.0", id: 9, method: "tools/list" }));
    expect(notInit.status).toBe(400);
    const unknownSession = await raw(
      handle.url,
      JSON.stringify({ jsonrpc: "2.0", id: 9, method: "tools/list" }),
      {
        "mcp-session-id": "no-such-session",
      },
    );
    expect(unknownSession.status).toBe(404);
    const wrongPath = await raw(handle.url.replace(/\/mcp$/, "/other"), JSON.stringify(INIT));
    expect(wrongPath.status).toBe(404);

    const init = await raw(handle.url, JSON.stringify(INIT));
    const session = String(init.headers["mcp-session-id"]);
    const headers = { "mcp-session-id": session, "mcp-protocol-version": "2025-06-18" };
    await raw(handle.url, JSON.stringify({ jsonrpc: "2.0", method: "notifications/initialized" }), headers);
    const call = async (body: unknown) =>
      messages((await raw(handle.url, JSON.stringify(body), headers)).body)[0]!;
    expect((await call({ jsonrpc: "2.0", id: 2, method: "no/such/method" })).error?.code).toBe(-32601);
    expect(
      (await call({ jsonrpc: "2.0", id: 3, method: "tools/call", params: { arguments: {} } })).error?.code,
    ).toBe(-32602);
    expect(
      (await call({ jsonrpc: "2.0", id: 4, method: "prompts/get", params: { name: "nope" } })).error?.code,
    ).toBe(-32602);
    expect(
      (await call({ jsonrpc: "2.0", id: 5, method: "resources/read", params: { uri: "skill://nope/x" } }))
        .error?.code,
    ).toBe(-32002);
    const badSession = await raw(handle.url, "[[[", headers);
    expect(badSession.status).toBe(400);
    const tools = await call({ jsonrpc: "2.0", id: 6, method: "tools/list" });
    expect((tools.result as { tools: unknown[] }).tools).toHaveLength(3);
    const client = await httpClient(handle.url);
    expect((await client.listTools()).tools).toHaveLength(3);
  });

  it("P1: 200 concurrent tool calls over HTTP are all answered correctly", async () => {
    const tree = makeTree();
    const { handle } = await serve(tree);
    const client = await httpClient(handle.url);
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        client.callTool({ name: "skill", arguments: { name: "alpha", arguments: `topic-${i}` } }),
      ),
    );
    results.forEach((r, i) => {
      expect(r.isError).toBeFalsy();
      expect(textOf(r)).toContain(`Write the report about topic-${i}.`);
    });
  });

  it("P1: `skillport mcp --http --port 0` (built CLI) prints its URL and serves a client", async () => {
    const tree = makeTree();
    const child = spawn(
      process.execPath,
      [CLI, "--root", tree.root, "--no-user", "mcp", "--http", "--port", "0"],
      {
        env: isolatedEnv(tree.home),
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
    onCleanup(async () => {
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
    });
    let stdout = "";
    child.stdout.on("data", (c: Buffer) => {
      stdout += c.toString();
    });
    const url = await new Promise<string>((resolve) => {
      let err = "";
      child.stderr.on("data", (c: Buffer) => {
        err += c.toString();
        const m = /at (http:\/\/127\.0\.0\.1:\d+\/mcp)/.exec(err);
        if (m) resolve(m[1]!);
      });
    });
    const client = await httpClient(url);
    expect((await client.listTools()).tools).toHaveLength(3);
    await client.close();
    child.kill("SIGTERM");
    expect(await exited).toBe(0);
    expect(stdout).toBe("");
  });
});
