import { jsonSchema, tool } from "ai";
import { readFileTool as readFile } from "../files.js";
import { str, type ToolDefinition } from "./types.js";

/** `read_file`: numbered lines of a workspace file or a loaded skill's file. */
export const readFileTool: ToolDefinition = {
  name: "read_file",
  create: (ctx) => ({
    read_file: tool({
      description:
        "Read a text file: a file in the workspace (path relative to it, or absolute), or a file of a loaded skill " +
        "(an absolute path inside the skill's directory, or skill://NAME/PATH). Returns numbered lines; use offset " +
        "and limit for long files.",
      inputSchema: jsonSchema({
        type: "object",
        properties: {
          path: { type: "string", description: "The file's path." },
          offset: { type: "integer", minimum: 1, description: "First line to read (1-based)." },
          limit: { type: "integer", minimum: 1, description: "How many lines to read (default 2000)." },
        },
        required: ["path"],
        additionalProperties: false,
      } as never),
      execute: async (input: unknown) => readFile(ctx.files, input as never),
    }),
  }),
  summarize: (o) => str(o.path) || ".",
};
