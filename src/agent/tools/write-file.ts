import { jsonSchema, tool } from "ai";
import { writeTarget } from "../edit.js";
import { FileToolError } from "../files.js";
import { approveAndWrite } from "./file-change.js";
import { str, type ToolDefinition } from "./types.js";

/** `write_file`: creates a file or replaces its whole content, after the user saw the diff. */
export const writeFileTool: ToolDefinition = {
  name: "write_file",
  create: (ctx, session) => ({
    write_file: tool({
      description:
        "Create a file in the workspace, or replace a file's whole content (prefer edit_file to change part of a " +
        "file). Parent directories are created. The user sees the diff and is asked first.",
      inputSchema: jsonSchema({
        type: "object",
        properties: {
          path: { type: "string", description: "The file's path, relative to the workspace." },
          content: { type: "string", description: "The complete new content." },
        },
        required: ["path", "content"],
        additionalProperties: false,
      } as never),
      execute: async (input: unknown, { abortSignal }) => {
        const o = (input ?? {}) as { path?: unknown; content?: unknown };
        if (typeof o.content !== "string") throw new FileToolError("'content' must be a string.");
        const target = await writeTarget(ctx.workspace, o.path, ctx.prompt.skills());
        if (target.before === o.content)
          return `${target.rel} already has exactly this content; nothing written.`;
        return approveAndWrite(
          ctx,
          session,
          "write_file",
          target,
          o.content,
          input,
          abortSignal ?? ctx.lifeSignal,
        );
      },
    }),
  }),
  summarize: (o) => str(o.path),
};
