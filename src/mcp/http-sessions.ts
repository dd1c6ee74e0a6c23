import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { StreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/streamableHttp.js";
import { MCP_CODES } from "./errors.js";
import { createEventStore, SSE_RETRY_MS } from "./event-store.js";
import { sendError } from "./http-gates.js";

// P1: the 2025-11-25 sessions of Streamable HTTP: one SDK Server and transport per session, found by
// its Mcp-Session-Id, with resumable SSE streams, closed when idle.

interface Session {
  readonly transport: StreamableHTTPServerTransport;
  readonly server: Server;
  /** Responses still open (a notification stream counts while it is connected). */
  open: number;
  lastSeen: number;
}

/** A session with no open response and no request for this long is closed (clients that vanished). */
export const SESSION_IDLE_MS = 30 * 60 * 1000;

/** Counts a response as open until it closes. */
function track(session: Session, res: ServerResponse): void {
  session.open++;
  session.lastSeen = Date.now();
  res.once("close", () => {
    session.open--;
    session.lastSeen = Date.now();
  });
}

export interface Sessions {
  /** Answers a 2025-era request; `body` is the POST's parsed body, if it was read. */
  serve(req: IncomingMessage, res: ServerResponse, body: unknown): Promise<void>;
  close(): Promise<void>;
}

export function createSessions(
  createServer: () => Server,
  /** Called once a session's notification stream (its GET request) is open. */
  onNotificationStream: (server: Server) => void,
): Sessions {
  const sessions = new Map<string, Session>();

  const existing = async (req: IncomingMessage, res: ServerResponse, sessionId: string, body: unknown) => {
    const session = sessions.get(sessionId);
    if (!session) {
      sendError(res, 404, MCP_CODES.sessionNotFound, "Session not found: initialize a new session.");
      return;
    }
    track(session, res);
    // The transport answers a GET with the stream and keeps it open: it is ready once its head is out.
    if (req.method === "GET") {
      const writeHead = res.writeHead.bind(res) as (...a: unknown[]) => ServerResponse;
      res.writeHead = ((...args: unknown[]) => {
        const out = writeHead(...args);
        if (res.statusCode === 200) setImmediate(() => onNotificationStream(session.server));
        return out;
      }) as typeof res.writeHead;
    }
    await session.transport.handleRequest(req, res, body);
  };

  /** A new session; the transport answers anything but an initialize request with an error. */
  const fresh = async (req: IncomingMessage, res: ServerResponse, body: unknown) => {
    const server = createServer();
    const transport: StreamableHTTPServerTransport = new StreamableHTTPServerTransport({
      sessionIdGenerator: () => randomUUID(),
      // Resumable streams: a priming event with an id and a retry interval, then replay after
      // Last-Event-ID.
      eventStore: createEventStore(),
      retryInterval: SSE_RETRY_MS,
      onsessioninitialized: (sid) => {
        const session: Session = { transport, server, open: 0, lastSeen: Date.now() };
        track(session, res);
        sessions.set(sid, session);
      },
      onsessionclosed: (sid) => {
        sessions.delete(sid);
      },
    });
    transport.onclose = () => {
      if (transport.sessionId !== undefined) sessions.delete(transport.sessionId);
    };
    await server.connect(transport);
    await transport.handleRequest(req, res, body);
    if (transport.sessionId === undefined || !sessions.has(transport.sessionId)) await server.close();
  };

  const sweep = setInterval(
    () => {
      const now = Date.now();
      for (const [sid, session] of sessions) {
        if (session.open > 0 || now - session.lastSeen < SESSION_IDLE_MS) continue;
        sessions.delete(sid);
        session.server.close().catch(() => {});
      }
    },
    Math.min(SESSION_IDLE_MS, 60_000),
  );
  sweep.unref();

  return {
    async serve(req, res, body) {
      const id = req.headers["mcp-session-id"];
      const sessionId = Array.isArray(id) ? id[0] : id;
      if (sessionId !== undefined) return existing(req, res, sessionId, body);
      if (req.method !== "POST") {
        sendError(
          res,
          400,
          MCP_CODES.sessionNotFound,
          "Bad request: no Mcp-Session-Id header; initialize with a POST first.",
        );
        return;
      }
      await fresh(req, res, body);
    },
    async close() {
      clearInterval(sweep);
      const all = [...sessions.values()];
      sessions.clear();
      await Promise.all(all.map((s) => s.server.close().catch(() => {})));
    },
  };
}
