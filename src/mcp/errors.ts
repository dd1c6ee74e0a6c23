import { CODES } from "../diagnostics.js";
import { SkillportError } from "../errors.js";

// Stable codes of the MCP server's errors. The resource-* codes of the T3 gate are shared with the
// security module; they are spelled here as strings so the server does not depend on its load order.

export const MCP_CODES = {
  resourceInvalidPath: "resource-invalid-path",
  resourceOutsideSkill: "resource-outside-skill",
  resourceNotFound: "resource-not-found",
  resourceTooLarge: CODES.resourceTooLarge,
  skillNotFound: "skill-not-found",
  promptNotFound: CODES.mcpPromptNotFound,
  unknownTool: CODES.mcpUnknownTool,
  invalidToolInput: "invalid-tool-input",
  tokenRequired: CODES.mcpTokenRequired,
  dependencyMissing: CODES.mcpDependencyMissing,
  unauthorized: CODES.mcpUnauthorized,
  forbiddenHost: CODES.mcpForbiddenHost,
  forbiddenOrigin: CODES.mcpForbiddenOrigin,
  sessionNotFound: CODES.mcpSessionNotFound,
} as const;

/** An error of the MCP server with a stable code. */
export class McpServeError extends SkillportError<string> {
  constructor(code: string, message: string) {
    super(code, message);
    this.name = "McpServeError";
  }
}

/** The stable code of any error that carries one (activation, resource gate, shell, commands). */
export function errorCode(e: unknown): string | undefined {
  const code = (e as { code?: unknown } | null)?.code;
  return typeof code === "string" ? code : undefined;
}

/**
 * A JSON-RPC error answer. The SDK sends `code`, `message` and `data` of whatever a handler throws;
 * unlike the SDK's McpError, the message is not prefixed with "MCP error CODE:".
 */
export class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message);
    this.name = "RpcError";
  }
}
