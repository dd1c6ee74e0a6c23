// What counts as a JSON-RPC 2.0 message of MCP, checked before the SDK sees it: the SDK drops a line
// it cannot classify without an answer (stdio) or calls a parseable non-request a parse error (HTTP).
// Pure: a parsed value in, the verdict out.

export const PARSE_ERROR = -32700;
export const INVALID_REQUEST = -32600;

export type RpcId = string | number;

export type MessageCheck =
  | { readonly ok: true }
  | { readonly ok: false; readonly id: RpcId | null; readonly message: string };

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

const isId = (v: unknown): v is RpcId =>
  typeof v === "string" || (typeof v === "number" && Number.isFinite(v));

/** The request id of a message that has a usable one, else null (what an error answer carries). */
export function idOf(value: unknown): RpcId | null {
  return isObject(value) && isId(value.id) ? value.id : null;
}

function why(v: Record<string, unknown>): string | undefined {
  if (v.jsonrpc !== "2.0") return `"jsonrpc" must be "2.0"`;
  if ("method" in v) {
    if (typeof v.method !== "string" || v.method === "") return `"method" must be a non-empty string`;
    if ("id" in v && !isId(v.id)) return `"id" must be a string or a number`;
    if ("params" in v && !isObject(v.params)) return `"params" must be an object`;
    return undefined;
  }
  if ("result" in v || "error" in v) {
    if (!isId(v.id)) return `a response's "id" must be a string or a number`;
    if ("error" in v && !isObject(v.error)) return `"error" must be an object`;
    return undefined;
  }
  return `it has no "method" (a request or notification) and no "result" or "error" (a response)`;
}

/** Whether `value` (one parsed message) is a JSON-RPC request, notification or response. */
export function checkMessage(value: unknown): MessageCheck {
  if (!isObject(value)) {
    return {
      ok: false,
      id: null,
      message: `Invalid Request: a message must be a JSON object, not ${Array.isArray(value) ? "an array (batches are not part of MCP)" : value === null ? "null" : `a ${typeof value}`}.`,
    };
  }
  const problem = why(value);
  return problem === undefined
    ? { ok: true }
    : { ok: false, id: idOf(value), message: `Invalid Request: ${problem}.` };
}

/** A JSON-RPC error answer. */
export const errorAnswer = (id: RpcId | null, code: number, message: string) => ({
  jsonrpc: "2.0" as const,
  id,
  error: { code, message },
});
