import { describe, expect, it } from "vitest";
import { createEventStore } from "../../src/mcp/event-store.js";

// SSE resumability: what a client that reconnects with Last-Event-ID is sent again.

const msg = (n: number) => ({ jsonrpc: "2.0" as const, method: "notifications/message", params: { n } });

describe("createEventStore", () => {
  it("replays the events after Last-Event-ID on that stream only, in order", async () => {
    const store = createEventStore();
    const a1 = await store.storeEvent("a", msg(1));
    await store.storeEvent("b", msg(2));
    await store.storeEvent("a", msg(3));
    await store.storeEvent("a", msg(4));
    const sent: [string, unknown][] = [];
    const stream = await store.replayEventsAfter(a1, {
      send: async (id, m) => {
        sent.push([id, (m as unknown as { params: { n: number } }).params.n]);
      },
    });
    expect(stream).toBe("a");
    expect(sent.map(([, n]) => n)).toEqual([3, 4]);
    expect(await store.getStreamIdForEventId!(a1)).toBe("a");
  });

  it("an unknown or evicted id is refused; the store keeps only the last `max` events", async () => {
    const store = createEventStore(3);
    const first = await store.storeEvent("a", msg(1));
    for (let i = 2; i <= 4; i++) await store.storeEvent("a", msg(i));
    await expect(store.replayEventsAfter(first, { send: async () => {} })).rejects.toThrow(/no longer known/);
    await expect(store.replayEventsAfter("nope", { send: async () => {} })).rejects.toThrow(
      /no longer known/,
    );
    expect(await store.getStreamIdForEventId!(first)).toBeUndefined();
  });
});
