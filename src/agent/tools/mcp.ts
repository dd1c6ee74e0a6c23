import { jsonSchema, type ToolSet, tool } from "ai";
import type { ApprovalRequest } from "../permissions.js";
import { NOT_ALLOWED, type ToolDefinition } from "./types.js";

/** Every tool of every connected MCP server, as `server__tool`, after the permission gate. */
export const mcpTools: ToolDefinition = {
  name: "mcp",
  create(ctx, session) {
    const tools: ToolSet = {};
    for (const conn of ctx.mcp.connections) {
      for (const t of conn.tools) {
        tools[t.qualifiedName] = tool({
          description: `${t.description}${t.description === "" ? "" : "\n\n"}(Tool '${t.name}' of the MCP server '${t.server}'.)`,
          inputSchema: jsonSchema(t.inputSchema as never),
          execute: async (input: unknown, { abortSignal }) => {
            const signal = abortSignal ?? ctx.lifeSignal;
            // Whole: what the person approves is every byte of the arguments (the CLI cuts for display only).
            const summary = `${t.qualifiedName} ${JSON.stringify(input ?? {})}`;
            const request: ApprovalRequest = {
              kind: "mcp",
              tool: t.qualifiedName,
              agent: session.path,
              summary,
              input,
            };
            if (!(await ctx.gate.check(request, signal)))
              return `The user did not allow this tool call, so it did not run. ${NOT_ALLOWED}`;
            return conn.call(t.name, input, signal);
          },
        });
      }
    }
    return tools;
  },
};
