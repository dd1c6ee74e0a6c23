import type { Diagnostic } from "../types.js";

// Load diagnostics as MCP log messages (notifications/message), so a client shows why a skill is
// missing or was loaded with a warning. Messages go out when a session is initialized and, after a
// reload, for diagnostics the previous load did not have.

export const LOGGER = "skillport";
/** Messages per batch; a tree with thousands of problems ends with one summary message. */
export const MAX_LOG_MESSAGES = 200;

export interface LogMessage {
  readonly level: "error" | "warning" | "info";
  readonly logger: string;
  readonly data: { readonly code: string; readonly message: string; readonly path?: string } | string;
}

const keyOf = (d: Diagnostic): string => `${d.severity}\0${d.code}\0${d.path ?? ""}\0${d.message}`;

/** The log messages of `current` that `previous` did not have (all of them without `previous`). */
export function diagnosticMessages(
  current: readonly Diagnostic[],
  previous: readonly Diagnostic[] = [],
): LogMessage[] {
  const seen = new Set(previous.map(keyOf));
  const fresh = current.filter((d) => !seen.has(keyOf(d)));
  const out: LogMessage[] = fresh.slice(0, MAX_LOG_MESSAGES).map((d) => ({
    level: d.severity,
    logger: LOGGER,
    data: { code: d.code, message: d.message, ...(d.path !== undefined ? { path: d.path } : {}) },
  }));
  if (fresh.length > MAX_LOG_MESSAGES) {
    out.push({
      level: "warning",
      logger: LOGGER,
      data: `${fresh.length - MAX_LOG_MESSAGES} more diagnostics not sent; run \`skillport validate\` to see them all.`,
    });
  }
  return out;
}
