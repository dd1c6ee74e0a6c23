import type { EventStore } from "@modelcontextprotocol/sdk/server/streamableHttp.js";
import type { JSONRPCMessage } from "@modelcontextprotocol/sdk/types.js";

// SSE resumability for one 2025-era HTTP session: every event sent on a stream gets an id, and a
// client that reconnects with Last-Event-ID gets what it missed on that stream. Bounded: the last
// MAX_EVENTS events of the session are kept (a client away longer re-lists instead).

/** A Last-Event-ID this store no longer holds; the SDK's transport answers the client with it. */
class UnknownEvent extends Error {}

export const MAX_EVENTS = 1000;
/** How long a client waits before reconnecting a closed stream (the SSE `retry` field), in ms. */
export const SSE_RETRY_MS = 1000;

interface Stored {
  readonly streamId: string;
  readonly message: JSONRPCMessage;
}

export function createEventStore(max = MAX_EVENTS): EventStore {
  const events = new Map<string, Stored>();
  let next = 0;
  const streamOf = (eventId: string): string | undefined => events.get(eventId)?.streamId;
  return {
    async storeEvent(streamId, message) {
      const id = `${next++}`;
      events.set(id, { streamId, message });
      if (events.size > max) events.delete(events.keys().next().value as string);
      return id;
    },
    async getStreamIdForEventId(eventId) {
      return streamOf(eventId);
    },
    async replayEventsAfter(lastEventId, { send }) {
      const streamId = streamOf(lastEventId);
      if (streamId === undefined)
        throw new UnknownEvent(`Event ${JSON.stringify(lastEventId)} is no longer known.`);
      let after = false;
      for (const [id, e] of events) {
        if (after && e.streamId === streamId) await send(id, e.message);
        if (id === lastEventId) after = true;
      }
      return streamId;
    },
  };
}
