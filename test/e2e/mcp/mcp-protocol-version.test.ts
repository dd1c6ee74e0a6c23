import { describe, expect, it } from "vitest";
import { skillMd, tmp, writeTree } from "../../helpers/index.js";
import { isolatedServer } from "../../helpers/mcp-helpers.js";

// resultType, ttlMs and cacheScope as the negotiated protocol version asks. The Skills extension is
// written against 2026-07-28, where every result carries resultType and cacheable ones ttlMs and
// cacheScope; the SDK skillport is built on negotiates up to 2025-11-25. So: a client asking for
// 2026-07-28 is answered with 2025-11-25, base results stay in the 2025-11-25 shape, and the
// extension's results carry the fields the extension requires of them at any version.

const ACCEPT = "application/json, text/event-stream";

/** The JSON-RPC answer inside an SSE or JSON response. */
async function answer(res: Response): Promise<Record<string, unknown>> {
  const text = await res.text();
  const data = text.includes("data:")
    ? text
        .split("\n")
        .filter((l) => l.startsWith("data:"))
        .map((l) => l.slice(5).trim())
        .find((l) => l.includes('"id"'))!
    : text;
  return JSON.parse(data) as Record<string, unknown>;
}

describe("negotiated protocol version", () => {
  it("a client asking for 2026-07-28 gets 2025-11-25; base results have no resultType, the extension's have resultType, ttlMs and cacheScope", async () => {
    const base = tmp("skillport-protover-");
    writeTree(base, { "home/.keep": "", "skills/alpha/SKILL.md": skillMd("alpha", "The alpha skill.") });
    const mcp = await isolatedServer(base);
    const { url } = await mcp.listen({ port: 0 });
    let session = "";
    let version = "";
    let id = 0;
    const rpc = async (method: string, params: Record<string, unknown> = {}) => {
      const headers: Record<string, string> = { "content-type": "application/json", accept: ACCEPT };
      if (session) headers["mcp-session-id"] = session;
      if (version) headers["mcp-protocol-version"] = version;
      const res = await fetch(url, {
        method: "POST",
        headers,
        body: JSON.stringify({ jsonrpc: "2.0", id: ++id, method, params }),
      });
      session ||= res.headers.get("mcp-session-id") ?? "";
      return answer(res);
    };
    const init = await rpc("initialize", {
      protocolVersion: "2026-07-28",
      capabilities: {},
      clientInfo: { name: "t", version: "1" },
    });
    const negotiated = (init.result as { protocolVersion: string }).protocolVersion;
    expect(negotiated).toBe("2025-11-25");
    version = negotiated;
    await fetch(url, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        accept: ACCEPT,
        "mcp-session-id": session,
        "mcp-protocol-version": version,
      },
      body: JSON.stringify({ jsonrpc: "2.0", method: "notifications/initialized" }),
    });
    const tools = (await rpc("tools/list")).result as Record<string, unknown>;
    expect(tools).not.toHaveProperty("resultType");
    expect(tools).not.toHaveProperty("ttlMs");
    const list = (await rpc("skills/list")).result as Record<string, unknown>;
    expect(list).toMatchObject({ resultType: "complete", ttlMs: 60_000, cacheScope: "private" });
    const get = (await rpc("skills/get", { uri: "skill://alpha/SKILL.md" })).result as Record<
      string,
      unknown
    >;
    expect(get).toMatchObject({ resultType: "complete", ttlMs: 60_000, cacheScope: "private" });
    // A directory read is a paginated result, not a cacheable one: resultType only.
    const dir = (await rpc("resources/directory/read", { uri: "skill://alpha" })).result as Record<
      string,
      unknown
    >;
    expect(dir.resultType).toBe("complete");
    expect(dir).not.toHaveProperty("ttlMs");
  });
});
