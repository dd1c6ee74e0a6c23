import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { connectMcpServers, MAX_MCP_RESULT_CHARS } from "../../../src/agent/mcp-client.js";
import { REPO, tmp } from "../../helpers/index.js";

// A hostile MCP server for the agent: thousands of tools with escapes in names and huge descriptions
// and schemas, a 100 MB result, a server that never answers (or only sends progress), a list_changed
// storm, a tools/list that pages forever. The agent stays bounded in memory, time and prompt size.

const SERVER = join(REPO, "test", "fixtures", "hostile-mcp-server.mjs");
const connect = (mode: string, ...more: string[]) =>
  connectMcpServers(
    { h: { command: process.execPath, args: [SERVER, mode, ...more] } },
    { workspace: tmp() },
  );

describe("the agent's MCP client against a hostile server", { timeout: 120_000 }, () => {
  it("5 000 tools: at most the cap are offered, names sanitised, descriptions and schemas bounded", async () => {
    const r = await connect("many-tools");
    try {
      const c = r.connections[0]!;
      expect(c.tools.length).toBeLessThanOrEqual(128);
      for (const t of c.tools) {
        expect(t.qualifiedName).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
        expect(t.description.length).toBeLessThanOrEqual(2100);
        expect(JSON.stringify(t.inputSchema).length).toBeLessThanOrEqual(64 * 1024);
      }
      expect(r.skipped.some((s) => /more than/.test(s.why))).toBe(true);
      expect(r.skipped.some((s) => /schema/.test(s.why))).toBe(true);
    } finally {
      await Promise.all(r.connections.map((c) => c.close()));
    }
  });

  it("a tools/list that pages forever stops at the listing deadline", async () => {
    const t0 = Date.now();
    const r = await connect("slow-pages");
    try {
      expect(Date.now() - t0).toBeLessThan(60_000);
      const listed = r.connections[0]?.tools.length ?? 0;
      expect(listed > 0 || r.failures.length > 0).toBe(true);
    } finally {
      await Promise.all(r.connections.map((c) => c.close()));
    }
  });

  it("a 5 MB result reaches the model cut to the result limit", async () => {
    const r = await connect("huge-result", "5");
    try {
      const out = await r.connections[0]!.call("work", {}, new AbortController().signal);
      expect(out.length).toBeLessThanOrEqual(MAX_MCP_RESULT_CHARS + 100);
      expect(out).toContain("START");
    } finally {
      await Promise.all(r.connections.map((c) => c.close()));
    }
  });

  it("a 100 MB result is refused past 10 MiB with a clear error, not buffered; the agent survives", async () => {
    const r = await connect("huge-result", "100");
    const before = process.memoryUsage().rss;
    try {
      await expect(r.connections[0]!.call("work", {}, new AbortController().signal)).rejects.toThrow(
        /closed the connection/,
      );
      expect(process.memoryUsage().rss - before).toBeLessThan(200 * 1024 * 1024);
    } finally {
      await Promise.all(r.connections.map((c) => c.close()));
    }
  });

  it("a server that never answers, or only sends progress, is given up on when the turn is cancelled", async () => {
    for (const mode of ["silent", "progress"]) {
      const r = await connect(mode);
      try {
        const ac = new AbortController();
        setTimeout(() => ac.abort(), 1000);
        await expect(r.connections[0]!.call("work", {}, ac.signal)).rejects.toThrow();
      } finally {
        await Promise.all(r.connections.map((c) => c.close()));
      }
    }
  });

  it("a list_changed storm during a call does not stop the call or the agent, and reports no change", async () => {
    const changes: unknown[] = [];
    const r = await connectMcpServers(
      { h: { command: process.execPath, args: [SERVER, "storm"] } },
      { workspace: tmp(), onChange: (c) => changes.push(c) },
    );
    try {
      const out = await r.connections[0]!.call("work", {}, new AbortController().signal);
      expect(out).toContain("stormed");
      // The tools are listed again (one listing at a time), but nothing changed, so nothing is said.
      expect(r.connections[0]!.tools.map((t) => t.name)).toEqual(["work"]);
      expect(changes).toEqual([]);
    } finally {
      await Promise.all(r.connections.map((c) => c.close()));
    }
  });
});
