import { jsonSchema, tool } from "ai";
import { replaceOnce, writeTarget } from "../edit.js";
import { FileToolError } from "../files.js";
import { approveAndWrite } from "./file-change.js";
import { str, type ToolDefinition } from "./types.js";

/** `edit_file`: replaces an exact piece of text that occurs once, after the user saw the diff. */
export const editFileTool: ToolDefinition = {
  name: "edit_file",
  create: (ctx, session) => ({
    edit_file: tool({
      description:
        "Change part of a file in the workspace: replace old_string, which must occur exactly once (whitespace " +
        "included; add surrounding lines to make it unique), by new_string. Set replace_all to change every " +
        "occurrence. Read the file first. The user sees the diff and is asked first.",
      inputSchema: jsonSchema({
        type: "object",
        properties: {
          path: { type: "string", description: "The file's path, relative to the workspace." },
          old_string: { type: "string", description: "The exact text to replace." },
          new_string: { type: "string", description: "The text to put in its place." },
          replace_all: { type: "boolean", description: "Replace every occurrence (default false)." },
        },
        required: ["path", "old_string", "new_string"],
        additionalProperties: false,
      } as never),
      execute: async (input: unknown, { abortSignal }) => {
        const o = (input ?? {}) as {
          path?: unknown;
          old_string?: unknown;
          new_string?: unknown;
          replace_all?: unknown;
        };
        if (typeof o.old_string !== "string" || typeof o.new_string !== "string")
          throw new FileToolError("'old_string' and 'new_string' must be strings.");
        const target = await writeTarget(ctx.workspace, o.path, ctx.prompt.skills());
        if (target.before === undefined)
          throw new FileToolError(`${JSON.stringify(o.path)} does not exist; create it with write_file.`);
        const { text } = replaceOnce(
          target.before,
          o.old_string,
          o.new_string,
          target.rel,
          o.replace_all === true,
        );
        return approveAndWrite(ctx, session, "edit_file", target, text, input, abortSignal ?? ctx.lifeSignal);
      },
    }),
  }),
  summarize: (o) => str(o.path),
};
