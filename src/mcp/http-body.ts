import type { IncomingMessage } from "node:http";

// The body of an MCP POST, read straight from Node's stream and handed to the SDK's transport as
// `parsedBody`. The SDK would otherwise wrap the request in a web Request and read it through a web
// stream, a fifth of each call's CPU time under load (docs/PERFORMANCE.md, "MCP per-call cost").
// Only requests the SDK would read the same way take this path: its answers for a body too large or
// not JSON are reproduced exactly (status, code, message).

/** The SDK transport's own limit on a request body. */
export const MAX_BODY_BYTES = 4 * 1024 * 1024;

export type BodyRead =
  | { readonly kind: "json"; readonly value: unknown }
  | { readonly kind: "error"; readonly status: number; readonly code: number; readonly message: string };

/**
 * True when the POST's media type is JSON: its body is read here (the SDK, given it parsed, still
 * answers a wrong Accept header itself). Anything else is left to the SDK, which answers it.
 */
export function isJsonPost(req: IncomingMessage): boolean {
  const type = (req.headers["content-type"] ?? "").split(";")[0]!.trim().toLowerCase();
  return type === "application/json";
}

/** Reads and parses the body, stopping as soon as it passes `max` bytes. */
export async function readJsonBody(req: IncomingMessage, max = MAX_BODY_BYTES): Promise<BodyRead> {
  const tooLarge: BodyRead = {
    kind: "error",
    status: 413,
    code: -32000,
    message: `Payload Too Large: Request body must not exceed ${max} bytes`,
  };
  if (Number(req.headers["content-length"]) > max) return tooLarge;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > max) {
      req.destroy();
      return tooLarge;
    }
    chunks.push(chunk);
  }
  try {
    return { kind: "json", value: JSON.parse(Buffer.concat(chunks, size).toString("utf8")) };
  } catch {
    return { kind: "error", status: 400, code: -32700, message: "Parse error: Invalid JSON" };
  }
}
