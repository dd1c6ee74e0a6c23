import { jsonSchema, tool } from "ai";
import { ToolInputError } from "../../errors.js";
import { DEFAULT_BASH_TIMEOUT_MS, MAX_BASH_TIMEOUT_MS, renderBashResult, runBash } from "../bash.js";
import type { ApprovalRequest } from "../permissions.js";
import { NOT_ALLOWED, str, type ToolDefinition } from "./types.js";

/** `bash`: `sh -c COMMAND` in the workspace, after the permission gate allows it. */
export const bashTool: ToolDefinition = {
  name: "bash",
  create: (ctx, session) => ({
    bash: tool({
      description:
        "Run a shell command (sh -c) in the workspace and get its exit status and output (stdout and stderr together). " +
        "The user is asked before it runs. Give timeout_ms for long commands. Avoid interactive commands.",
      inputSchema: jsonSchema({
        type: "object",
        properties: {
          command: { type: "string", description: "The command line." },
          timeout_ms: {
            type: "integer",
            minimum: 1,
            maximum: MAX_BASH_TIMEOUT_MS,
            description: "Time limit in milliseconds.",
          },
        },
        required: ["command"],
        additionalProperties: false,
      } as never),
      execute: async (input: unknown, { abortSignal }) => {
        const o = (input ?? {}) as { command?: unknown; timeout_ms?: unknown };
        if (typeof o.command !== "string" || o.command.trim() === "")
          throw new ToolInputError("bash needs a non-empty 'command'.");
        const timeoutMs =
          typeof o.timeout_ms === "number" && Number.isFinite(o.timeout_ms) && o.timeout_ms > 0
            ? Math.min(Math.floor(o.timeout_ms), MAX_BASH_TIMEOUT_MS)
            : (ctx.bashTimeoutMs ?? DEFAULT_BASH_TIMEOUT_MS);
        const signal = abortSignal ?? ctx.lifeSignal;
        const request: ApprovalRequest = {
          kind: "bash",
          tool: "bash",
          agent: session.path,
          summary: o.command,
          input,
        };
        if (!(await ctx.gate.check(request, signal)))
          return `The user did not allow this command, so it did not run. ${NOT_ALLOWED}`;
        const r = await runBash(o.command, {
          cwd: ctx.workspace,
          env: ctx.env,
          sessionId: session.id,
          timeoutMs,
          signal,
        });
        return renderBashResult(r, timeoutMs);
      },
    }),
  }),
  summarize: (o) => str(o.command),
};
