import { jsonSchema, tool } from "ai";
import { listDirectoryTool as listDirectory } from "../files.js";
import { str, type ToolDefinition } from "./types.js";

/** `list_directory`: the entries of a workspace or skill directory. */
export const listDirectoryTool: ToolDefinition = {
  name: "list_directory",
  create: (ctx) => ({
    list_directory: tool({
      description:
        "List a directory of the workspace or of a loaded skill: one entry per line, '/' after directories, '@' after symlinks.",
      inputSchema: jsonSchema({
        type: "object",
        properties: { path: { type: "string", description: "The directory (default: the workspace)." } },
        additionalProperties: false,
      } as never),
      execute: async (input: unknown) => listDirectory(ctx.files, (input ?? {}) as never),
    }),
  }),
  summarize: (o) => str(o.path) || ".",
};
