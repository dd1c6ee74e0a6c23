import { ErrorCode } from "@modelcontextprotocol/sdk/types.js";
import { RpcError } from "./errors.js";

// One cursor for every list the server answers (tools, prompts, resources, skills, directories): the
// offset of the page's first item, as decimal text. A cursor this server could not have issued is
// the same -32602 error on every list.

/** Items per page of prompts/list: 2 000 custom commands made one 640 KiB answer. */
export const PROMPTS_PAGE = 250;

/** The offset a cursor names, or the one error every list answers for a cursor it did not issue. */
export function parseCursor(cursor: string | undefined): number {
  if (cursor === undefined) return 0;
  const n = /^(0|[1-9]\d{0,8})$/.test(cursor) ? Number(cursor) : Number.NaN;
  if (Number.isNaN(n)) {
    const shown = cursor.length > 64 ? `${JSON.stringify(cursor.slice(0, 64))}…` : JSON.stringify(cursor);
    throw new RpcError(
      ErrorCode.InvalidParams,
      `Invalid cursor ${shown}: pass the nextCursor of an earlier page of the same list, or no cursor to start from the beginning.`,
      { cursor: cursor.slice(0, 64) },
    );
  }
  return n;
}

/** The page of `items` a cursor starts, and the cursor of the next page when there is one. */
export function pageOf<T>(items: readonly T[], cursor: string | undefined, size: number) {
  const start = parseCursor(cursor);
  const page = items.slice(start, start + size);
  const next = start + size < items.length ? String(start + size) : undefined;
  return { page, ...(next !== undefined ? { nextCursor: next } : {}) };
}
