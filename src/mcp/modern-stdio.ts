import type { JSONRPCMessage } from "@modelcontextprotocol/sdk/types.js";
import { type ModernDeps, modernServer } from "./modern.js";

// The 2026-07-28 revision over stdio: a connection whose opening message carries the per-request
// `_meta` claim is handed to the official SDK v2 server's stdio entry (envelope checks, discover,
// subscriptions/listen), answering from the same pure handlers. Loaded only when such a client
// connects: a 2025-era stdio start never loads the v2 SDK.

export interface ModernChannel {
  /** Takes the connection's next message (the first is the opening one). */
  deliver(message: JSONRPCMessage): void;
}

/** Serves the rest of a stdio connection with the v2 SDK; messages are queued until it is ready. */
export function serveModernStdio(
  deps: ModernDeps,
  send: (message: JSONRPCMessage) => Promise<void>,
  onError: (e: Error) => void,
): ModernChannel {
  const queue: JSONRPCMessage[] = [];
  const channel = {
    onmessage: undefined as ((m: JSONRPCMessage) => void) | undefined,
    onclose: undefined as (() => void) | undefined,
    onerror: undefined as ((e: Error) => void) | undefined,
    async start() {},
    send: (m: JSONRPCMessage) => send(m),
    async close() {
      channel.onclose?.();
    },
  };
  let ready = false;
  import("@modelcontextprotocol/server/stdio")
    .then(({ serveStdio }) => {
      serveStdio(() => modernServer(deps), { transport: channel as never, legacy: "reject" });
      ready = true;
      // The entry installs its handler on start; give it the messages that came first.
      queueMicrotask(() => {
        for (const m of queue.splice(0)) channel.onmessage?.(m);
      });
    })
    .catch((e: unknown) => onError(e instanceof Error ? e : new Error(String(e))));
  return {
    deliver(message) {
      if (ready && queue.length === 0 && channel.onmessage) channel.onmessage(message);
      else queue.push(message);
    },
  };
}
