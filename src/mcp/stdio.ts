import type { Readable, Writable } from "node:stream";
import { Transform, type TransformCallback } from "node:stream";
import type { Transport } from "@modelcontextprotocol/sdk/shared/transport.js";
import type { JSONRPCMessage } from "@modelcontextprotocol/sdk/types.js";
import { CODES } from "../diagnostics.js";
import { checkMessage, errorAnswer, INVALID_REQUEST, PARSE_ERROR } from "./jsonrpc.js";

// P1 over stdio, with a guard in front of the SDK's transport. The SDK buffers a line up to 10 MiB;
// a longer one made it close the transport without an answer, leaving a process that read nothing
// more. Here a line is split off linearly, a line over the limit is discarded as it streams in
// (memory stays bounded) and answered with a JSON-RPC error, and the server keeps serving.

/** The longest JSON-RPC message accepted on stdin, newline excluded (the SDK's own limit). */
export const MAX_STDIO_MESSAGE_BYTES = 10 * 1024 * 1024;
/** Bytes kept of each end of a discarded line, to find its request id. */
const KEEP = 4096;
const NEWLINE = Buffer.from("\n");

export interface OversizeMessage {
  /** Bytes of the discarded line (newline excluded). */
  readonly size: number;
  /** The request id found at the start or end of the line, or null. */
  readonly id: string | number | null;
}

const ID = String.raw`(-?\d{1,16}|"(?:[^"\\]|\\.){0,256}")`;
// The id of the top-level object only: first after an optional "jsonrpc", or last before the final brace
// (the SDK's clients write it last). A nested "id" is never first, and is followed by two braces.
const HEAD_ID = new RegExp(String.raw`^\s*\{\s*(?:"jsonrpc"\s*:\s*"2\.0"\s*,\s*)?"id"\s*:\s*${ID}\s*[,}]`);
const TAIL_ID = new RegExp(String.raw`[,{]\s*"id"\s*:\s*${ID}\s*\}\s*$`);

/** The JSON-RPC id of a message from the first and last bytes of its line, when it is unambiguous. */
export function guessMessageId(head: string, tail: string): string | number | null {
  const m = HEAD_ID.exec(head) ?? TAIL_ID.exec(tail);
  if (!m) return null;
  try {
    const id: unknown = JSON.parse(m[1]!);
    return typeof id === "number" || typeof id === "string" ? id : null;
  } catch {
    return null;
  }
}

/**
 * Splits a byte stream into lines of at most `limit` bytes (each pushed with its newline). A longer
 * line is dropped while it streams in, keeping only its first and last few KiB, and reported.
 */
export class LineGuard extends Transform {
  private parts: Buffer[] = [];
  private size = 0;
  private over = false;
  private head = "";
  private tail: Buffer = Buffer.alloc(0);

  constructor(
    private readonly maxBytes: number,
    private readonly onOversize: (message: OversizeMessage) => void,
    /** Takes each line (without its newline) instead of the stream: a stream may join pushed lines. */
    private readonly onLine?: (line: Buffer) => void,
  ) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    let start = 0;
    for (;;) {
      const nl = chunk.indexOf(10, start);
      this.appendPiece(chunk.subarray(start, nl === -1 ? chunk.length : nl));
      if (nl === -1) break;
      this.endLine();
      start = nl + 1;
    }
    done();
  }

  override _flush(done: TransformCallback): void {
    // A last line without a newline is not a message (the SDK ignores it too); an oversized one is said.
    if (this.over) this.endLine();
    done();
  }

  private appendPiece(piece: Buffer): void {
    if (piece.length === 0) return;
    if (!this.over && this.size + piece.length <= this.maxBytes) {
      this.parts.push(piece);
      this.size += piece.length;
      return;
    }
    if (!this.over) {
      this.over = true;
      this.head = Buffer.concat(this.parts).subarray(0, KEEP).toString("utf8");
      if (this.head.length < KEEP) this.head += piece.subarray(0, KEEP).toString("utf8");
      this.parts = [];
    }
    this.size += piece.length;
    const last = piece.length > KEEP ? piece.subarray(piece.length - KEEP) : piece;
    const joined = Buffer.concat([this.tail, last]);
    this.tail = joined.length > KEEP ? joined.subarray(joined.length - KEEP) : joined;
  }

  private endLine(): void {
    if (this.over) {
      this.onOversize({ size: this.size, id: guessMessageId(this.head, this.tail.toString("utf8")) });
    } else if (this.size > 0) {
      if (this.onLine) this.onLine(this.parts.length === 1 ? this.parts[0]! : Buffer.concat(this.parts));
      else this.push(Buffer.concat([...this.parts, NEWLINE]));
    }
    this.parts = [];
    this.size = 0;
    this.over = false;
    this.head = "";
    this.tail = Buffer.alloc(0);
  }
}

/** True when a message claims the 2026-07-28 era (its params carry `_meta` with a protocol version). */
export function claimsModernEra(message: JSONRPCMessage): boolean {
  const params = (message as { params?: { _meta?: Record<string, unknown> } }).params;
  return typeof params?._meta?.["io.modelcontextprotocol/protocolVersion"] === "string";
}

/** Where messages go once `open` resolves; until then they wait, in order. */
export function lazyChannel(
  open: () => Promise<{ deliver(message: JSONRPCMessage): void }>,
  onError: (e: Error) => void,
): { deliver(message: JSONRPCMessage): void } {
  const queue: JSONRPCMessage[] = [];
  let target: { deliver(message: JSONRPCMessage): void } | undefined;
  open()
    .then((t) => {
      target = t;
      for (const m of queue.splice(0)) t.deliver(m);
    })
    .catch((e: unknown) => onError(e instanceof Error ? e : new Error(String(e))));
  return {
    deliver(message) {
      if (target) target.deliver(message);
      else queue.push(message);
    },
  };
}

/**
 * The server side of MCP over stdio, fed whole lines by a LineGuard. Each line is parsed once and
 * checked: one that is not JSON is answered -32700, one that is not a JSON-RPC message -32600 (with
 * its id when it has one), where the SDK's own stdio transport dropped both without an answer. A
 * valid message goes to the server as parsed (no second parse, no schema pass per message).
 */
export class LineTransport implements Transport {
  onmessage?: (message: JSONRPCMessage) => void;
  onclose?: () => void;
  onerror?: (error: Error) => void;
  private closed = false;
  private opened = false;
  /** Where a 2026-07-28 connection's messages go, once its opening message claimed that era. */
  private modern?: { deliver(message: JSONRPCMessage): void };
  /**
   * Given the opening message, may take the connection for the 2026-07-28 era (modern-stdio.ts):
   * returns where its messages go, or undefined to serve it as 2025-11-25 (`onmessage`).
   */
  openModern?: (first: JSONRPCMessage) => { deliver(message: JSONRPCMessage): void } | undefined;

  constructor(private readonly stdout: Writable) {}

  async start(): Promise<void> {}

  /** One line of input, newline excluded. */
  take(line: Buffer): void {
    if (this.closed) return;
    let value: unknown;
    try {
      value = JSON.parse(line.toString("utf8"));
    } catch {
      this.answer(errorAnswer(null, PARSE_ERROR, "Parse error: the line is not valid JSON."));
      return;
    }
    const check = checkMessage(value);
    if (!check.ok) {
      this.answer(errorAnswer(check.id, INVALID_REQUEST, check.message));
      return;
    }
    const message = value as JSONRPCMessage;
    if (!this.opened) {
      this.opened = true;
      this.modern = this.openModern?.(message);
    }
    if (this.modern) this.modern.deliver(message);
    else this.onmessage?.(message);
  }

  private answer(message: object): void {
    this.send(message as JSONRPCMessage).catch(() => {});
  }

  send(message: JSONRPCMessage): Promise<void> {
    return new Promise((resolve) => {
      if (this.stdout.write(`${JSON.stringify(message)}\n`)) resolve();
      else this.stdout.once("drain", resolve);
    });
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.onclose?.();
  }
}

export interface StdioOptions {
  readonly stdin?: Readable;
  readonly stdout?: Writable;
  /** Longest message accepted, default MAX_STDIO_MESSAGE_BYTES. */
  readonly maxMessageBytes?: number;
  /** Told about each discarded message. */
  readonly onError?: (error: Error) => void;
}

export interface GuardedStdio {
  readonly transport: LineTransport;
  /** Resolves when stdin ends, closes or fails, or the transport closes: time to exit. */
  readonly closed: Promise<void>;
}

/**
 * A stdio transport reading through a LineGuard. Connect `transport` to a server; when `closed`
 * resolves the client is gone.
 */
export function guardedStdio(options: StdioOptions = {}): GuardedStdio {
  const stdin = options.stdin ?? process.stdin;
  const stdout = options.stdout ?? process.stdout;
  const limit = options.maxMessageBytes ?? MAX_STDIO_MESSAGE_BYTES;
  const transport = new LineTransport(stdout);
  const guard = new LineGuard(
    limit,
    ({ size, id }) => {
      const message = `Request too large: a message of ${size} bytes was discarded; the limit is ${limit} bytes.`;
      options.onError?.(new Error(`discarded a ${size}-byte message on stdin (the limit is ${limit} bytes)`));
      const answer = {
        jsonrpc: "2.0",
        id,
        error: { code: INVALID_REQUEST, message, data: { code: CODES.mcpMessageTooLarge } },
      } as unknown as JSONRPCMessage;
      transport.send(answer).catch(() => {});
    },
    (line) => transport.take(line),
  );
  const closed = new Promise<void>((done) => {
    stdin.once("end", done);
    stdin.once("close", done);
    stdin.once("error", () => done());
    guard.once("end", done);
    // Set before a server connects: the SDK chains the handler it installs after this one.
    transport.onclose = done;
  });
  stdin.pipe(guard);
  // Lines go to the transport; the guard's readable side carries nothing, but must flow to end.
  guard.resume();
  return { transport, closed };
}
