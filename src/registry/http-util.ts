// Small HTTP helpers of the registry: capped body reads, JSON and error answers, and telling a
// database outage from a bug.
import type { IncomingMessage, ServerResponse } from "node:http";
import { REGISTRY_CODES, RegistryError } from "./errors.js";

/** Reads a request body, refusing (413) as soon as it passes `max` bytes: never buffers more. */
export async function readBody(req: IncomingMessage, max: number): Promise<Buffer> {
  const tooLarge = () =>
    new RegistryError(
      REGISTRY_CODES.tooLarge,
      `The upload is larger than this registry accepts (${max} bytes). Shrink the skill or raise --max-upload.`,
    );
  const declared = Number(req.headers["content-length"]);
  if (Number.isFinite(declared) && declared > max) throw tooLarge();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > max) throw tooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, size);
}

const SECURITY_HEADERS = {
  "x-content-type-options": "nosniff",
  "referrer-policy": "no-referrer",
  "x-frame-options": "DENY",
} as const;

export function send(
  res: ServerResponse,
  status: number,
  body: string | Uint8Array,
  type: string,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, {
    "content-type": type,
    "content-length": String(typeof body === "string" ? Buffer.byteLength(body) : body.length),
    "cache-control": "no-cache",
    ...SECURITY_HEADERS,
    ...headers,
  });
  res.end(body);
}

export const sendJson = (
  res: ServerResponse,
  status: number,
  value: unknown,
  headers?: Record<string, string>,
) => send(res, status, `${JSON.stringify(value, null, 2)}\n`, "application/json; charset=utf-8", headers);

const DB_DOWN_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EHOSTUNREACH",
]);

/** True for an error that means the database cannot be reached (not a bad query). */
export function isDbDown(e: unknown): boolean {
  if (!e || typeof e !== "object") return false;
  const code = String((e as { code?: unknown }).code ?? "");
  if (DB_DOWN_CODES.has(code) || code.startsWith("08") || /^57P0[123]$/.test(code)) return true;
  if (e instanceof AggregateError) return e.errors.some(isDbDown);
  const msg = (e as Error).message ?? "";
  return /Connection terminated|timeout exceeded when trying to connect|connection error|Client was closed|PGlite is closed|not connected/i.test(
    msg,
  );
}

/** The error as the client sees it: a RegistryError as is, an outage as 503, anything else as 500. */
export function toRegistryError(e: unknown): RegistryError {
  if (e instanceof RegistryError) return e;
  if (e instanceof URIError)
    return new RegistryError(REGISTRY_CODES.badRequest, "The URL is not valid percent-encoding.");
  if (isDbDown(e)) {
    return new RegistryError(
      REGISTRY_CODES.dbUnavailable,
      "The registry's database is unavailable; try again shortly. (The operator should check the database server.)",
    );
  }
  return new RegistryError(
    REGISTRY_CODES.internal,
    "The registry failed on this request (an internal error, logged on the server).",
  );
}
