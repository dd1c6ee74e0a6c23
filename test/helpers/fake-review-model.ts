import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

// A loopback OpenAI-compatible server for the model review (`skillport audit --review`): POST
// /v1/chat/completions without streaming (structured output is one JSON answer), the reply scripted per
// request. It keeps every raw request body, so a test can assert what never reached the "provider".

export interface ReviewReply {
  /** The assistant message's content (the JSON answer, or anything else). */
  readonly content?: string;
  /** An HTTP error status instead of an answer (429: rate limited). */
  readonly status?: number;
  /** Never answer (until the client goes away). */
  readonly hang?: boolean;
}

export interface ReviewServer {
  readonly url: string;
  /** Raw request bodies, in order. */
  readonly bodies: string[];
  close(): Promise<void>;
}

/** The text of the last user message of a request body. */
export function userText(body: string): string {
  const messages = (JSON.parse(body) as { messages: { role: string; content: unknown }[] }).messages;
  const last = messages.filter((m) => m.role === "user").at(-1);
  return typeof last?.content === "string" ? last.content : JSON.stringify(last?.content ?? "");
}

export const answer = (verdict: string, findings: unknown[] = [], confidence = 0.9): ReviewReply => ({
  content: JSON.stringify({ verdict, confidence, findings }),
});

export async function startReviewModel(router: (body: string) => ReviewReply): Promise<ReviewServer> {
  const bodies: string[] = [];
  const open = new Set<ServerResponse>();
  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const body = Buffer.concat(chunks).toString("utf8");
    bodies.push(body);
    open.add(res);
    res.on("close", () => open.delete(res));
    if (req.method !== "POST" || !req.url?.endsWith("/chat/completions")) {
      res.writeHead(404, { "content-type": "application/json" });
      res.end(JSON.stringify({ error: { message: "no route" } }));
      return;
    }
    const reply = router(body);
    if (reply.hang) return;
    if (reply.status !== undefined) {
      res.writeHead(reply.status, { "content-type": "application/json", "retry-after-ms": "10" });
      res.end(JSON.stringify({ error: { message: `scripted ${reply.status}`, type: "scripted" } }));
      return;
    }
    const model = (JSON.parse(body) as { model?: string }).model ?? "m";
    res.writeHead(200, { "content-type": "application/json" });
    res.end(
      JSON.stringify({
        id: `chatcmpl-${bodies.length}`,
        object: "chat.completion",
        created: 1,
        model,
        choices: [
          { index: 0, message: { role: "assistant", content: reply.content ?? "" }, finish_reason: "stop" },
        ],
        usage: { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 },
      }),
    );
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    bodies,
    close: () =>
      new Promise((r) => {
        for (const res of open) res.destroy();
        server.close(() => r());
        server.closeAllConnections();
      }),
  };
}
