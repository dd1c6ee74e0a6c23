import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

// A loopback OpenAI-compatible server for `skillport chat` end to end: POST /v1/chat/completions with
// `stream: true` answered as server-sent events, the reply scripted per request by a router that sees
// what the request holds (system prompt, last user message, tool results since it, tool names).

export interface FakeRequest {
  readonly body: Record<string, unknown>;
  readonly system: string;
  readonly lastUser: string;
  readonly toolResults: readonly string[];
  readonly tools: readonly string[];
  readonly isSubagent: boolean;
}

export interface FakeReply {
  /** Text, sent in a few deltas. */
  readonly text?: string;
  readonly calls?: readonly { readonly name: string; readonly args: unknown }[];
  /** Send `text` (if any), then keep the response open until the client goes away. */
  readonly hang?: boolean;
  /** Wait this long after the text before finishing (a slow model). */
  readonly delayMs?: number;
}

export interface FakeServer {
  /** The base URL (`http://127.0.0.1:PORT/v1`). */
  readonly url: string;
  readonly requests: FakeRequest[];
  /** Responses still open (a hanging one the client has not closed). */
  open(): number;
  /** Resolves once `n` requests hang open. */
  hanging(n: number): Promise<void>;
  close(): Promise<void>;
}

const textOf = (content: unknown): string =>
  typeof content === "string"
    ? content
    : Array.isArray(content)
      ? content.map((p: { text?: unknown }) => (typeof p?.text === "string" ? p.text : "")).join("")
      : "";

export function describeRequest(body: Record<string, unknown>): FakeRequest {
  const messages = (Array.isArray(body.messages) ? body.messages : []) as {
    role: string;
    content: unknown;
  }[];
  const system = messages
    .filter((m) => m.role === "system")
    .map((m) => textOf(m.content))
    .join("\n");
  let last = -1;
  messages.forEach((m, i) => {
    if (m.role === "user") last = i;
  });
  const lastUser = last < 0 ? "" : textOf(messages[last]!.content);
  const toolResults = messages
    .slice(last + 1)
    .filter((m) => m.role === "tool")
    .map((m) => textOf(m.content));
  const tools = ((Array.isArray(body.tools) ? body.tools : []) as { function?: { name?: string } }[]).map(
    (t) => t.function?.name ?? "",
  );
  return { body, system, lastUser, toolResults, tools, isSubagent: system.includes("You are a subagent") };
}

let callIds = 0;

export async function startFakeOpenAI(router: (request: FakeRequest) => FakeReply): Promise<FakeServer> {
  const requests: FakeRequest[] = [];
  const open = new Set<ServerResponse>();
  const hangers: { n: number; resolve: () => void }[] = [];
  let hangingNow = 0;
  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    if (req.method !== "POST" || !req.url?.endsWith("/chat/completions")) {
      res.writeHead(404, { "content-type": "application/json" });
      res.end(JSON.stringify({ error: { message: `no route ${req.method} ${req.url}` } }));
      return;
    }
    const body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as Record<string, unknown>;
    const request = describeRequest(body);
    requests.push(request);
    let reply: FakeReply;
    try {
      reply = router(request);
    } catch (e) {
      res.writeHead(500, { "content-type": "application/json" });
      res.end(JSON.stringify({ error: { message: `router failed: ${(e as Error).message}` } }));
      return;
    }
    open.add(res);
    res.on("close", () => {
      open.delete(res);
      if (reply.hang) hangingNow -= 1;
    });
    res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
    const id = `chatcmpl-${requests.length}`;
    const send = (delta: Record<string, unknown>, finish: string | null = null): void => {
      res.write(
        `data: ${JSON.stringify({ id, object: "chat.completion.chunk", created: 1, model: String(body.model), choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`,
      );
    };
    send({ role: "assistant", content: "" });
    if (reply.text !== undefined) {
      // A few deltas, as a real server streams.
      const parts = reply.text.match(/[\s\S]{1,7}/g) ?? [];
      for (const p of parts) send({ content: p });
    }
    if (reply.hang) {
      hangingNow += 1;
      for (const h of hangers.splice(0)) {
        if (hangingNow >= h.n) h.resolve();
        else hangers.push(h);
      }
      return;
    }
    if (reply.delayMs) await new Promise((r) => setTimeout(r, reply.delayMs));
    (reply.calls ?? []).forEach((c, index) => {
      send({
        tool_calls: [
          {
            index,
            id: `call_${++callIds}`,
            type: "function",
            function: { name: c.name, arguments: JSON.stringify(c.args) },
          },
        ],
      });
    });
    send({}, (reply.calls?.length ?? 0) > 0 ? "tool_calls" : "stop");
    res.write(
      `data: ${JSON.stringify({ id, object: "chat.completion.chunk", created: 1, model: String(body.model), choices: [], usage: { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 } })}\n\n`,
    );
    res.end("data: [DONE]\n\n");
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    open: () => open.size,
    hanging: (n) =>
      new Promise((resolve) => {
        if (hangingNow >= n) resolve();
        else hangers.push({ n, resolve });
      }),
    close: () =>
      new Promise((r) => {
        for (const res of open) res.destroy();
        server.close(() => r());
        server.closeAllConnections();
      }),
  };
}
