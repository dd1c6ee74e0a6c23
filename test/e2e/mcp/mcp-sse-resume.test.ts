import { describe, expect, it } from "vitest";
import { skillMd, tmp, writeTree } from "../../helpers/index.js";
import { isolatedServer } from "../../helpers/mcp-helpers.js";

// SSE resumability at 2025-11-25: a client whose notification stream dropped reconnects with
// Last-Event-ID and gets what was sent while it was away, over real HTTP.

const ACCEPT = "application/json, text/event-stream";

/** Reads SSE events from a response until `until` is true for the events so far (or the stream ends). */
async function readEvents(res: Response, until: (events: { id?: string; data: string }[]) => boolean) {
  const events: { id?: string; data: string }[] = [];
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buf = "";
  while (!until(events)) {
    const { value, done } = await reader.read();
    if (done) break;
    buf += value;
    for (let end = buf.indexOf("\n\n"); end !== -1; end = buf.indexOf("\n\n")) {
      const block = buf.slice(0, end);
      buf = buf.slice(end + 2);
      const id = /^id: ?(.*)$/m.exec(block)?.[1];
      const data = [...block.matchAll(/^data: ?(.*)$/gm)].map((m) => m[1]).join("\n");
      events.push({ ...(id !== undefined ? { id } : {}), data });
    }
  }
  await reader.cancel().catch(() => {});
  return events;
}

describe("SSE resumability", () => {
  it("a notification sent while the GET stream was down is replayed after Last-Event-ID", async () => {
    const base = tmp("skillport-mcp-resume-");
    writeTree(base, { "skills/alpha/SKILL.md": skillMd("alpha") });
    const mcp = await isolatedServer(base);
    const { url } = await mcp.listen({ port: 0 });
    const post = (body: object, sid?: string) =>
      fetch(url, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          accept: ACCEPT,
          ...(sid ? { "mcp-session-id": sid } : {}),
        },
        body: JSON.stringify(body),
      });
    const init = await post({
      jsonrpc: "2.0",
      id: 1,
      method: "initialize",
      params: { protocolVersion: "2025-11-25", capabilities: {}, clientInfo: { name: "raw", version: "1" } },
    });
    const sid = init.headers.get("mcp-session-id")!;
    await readEvents(init, (e) => e.some((x) => x.data.includes('"id":1')));
    await (await post({ jsonrpc: "2.0", method: "notifications/initialized" }, sid)).text();
    const get = (lastEventId?: string) =>
      fetch(url, {
        headers: {
          accept: "text/event-stream",
          "mcp-session-id": sid,
          "mcp-protocol-version": "2025-11-25",
          ...(lastEventId ? { "last-event-id": lastEventId } : {}),
        },
      });
    // A first change arrives on the open notification stream, with an event id.
    const live = await get();
    writeTree(base, { "skills/beta/SKILL.md": skillMd("beta") });
    expect(await mcp.reload()).toBe(true);
    const first = await readEvents(live, (e) => e.some((x) => x.data.includes("list_changed")));
    const seen = first.filter((x) => x.data.includes("list_changed")).at(-1)!.id!;
    expect(seen).toBeDefined();
    // While the stream is down, the tools list changes again.
    writeTree(base, { "skills/gamma/SKILL.md": skillMd("gamma") });
    expect(await mcp.reload()).toBe(true);
    const again = await readEvents(await get(seen), (e) => e.some((x) => x.data.includes("list_changed")));
    const replayed = again.filter((x) => x.data.includes("notifications/tools/list_changed"));
    expect(replayed.length).toBeGreaterThan(0);
    expect(replayed.every((x) => x.id !== seen)).toBe(true);
  });
});
