import type { ToolSet } from "ai";
import type { Session } from "../session.js";
import { bashTool } from "./bash.js";
import { editFileTool } from "./edit-file.js";
import { listDirectoryTool } from "./list-directory.js";
import { mcpTools } from "./mcp.js";
import { readFileTool } from "./read-file.js";
import { searchSkillsTool } from "./search-skills.js";
import { skillTool } from "./skill.js";
import { spawnAgentTool } from "./spawn-agent.js";
import type { ToolContext, ToolDefinition } from "./types.js";
import { writeFileTool } from "./write-file.js";

// The registry of built-in tools, in the order the model sees them. A new tool is one file here and
// one line in this list; the CLI reads `summarizeToolCall` from it for its progress lines.

export const BUILTIN_TOOLS: readonly ToolDefinition[] = [
  skillTool,
  searchSkillsTool,
  readFileTool,
  listDirectoryTool,
  writeFileTool,
  editFileTool,
  bashTool,
  mcpTools,
  spawnAgentTool,
];

/** Names a host's or an MCP server's tool must not take (MCP tools are named `server__tool`). */
export const BUILTIN_TOOL_NAMES: readonly string[] = BUILTIN_TOOLS.map((t) => t.name).filter(
  (n) => n !== "mcp",
);

/** Every built-in tool a session is offered, before the host's tools and the session's allow-list. */
export function builtinTools(ctx: ToolContext, session: Session): ToolSet {
  const tools: ToolSet = {};
  for (const def of BUILTIN_TOOLS) Object.assign(tools, def.create(ctx, session));
  return tools;
}

/** What a tool call is about in a few words: the registry's summary, else the input as JSON. */
export function summarizeToolCall(tool: string, input: unknown): string {
  const def = BUILTIN_TOOLS.find((t) => t.name === tool);
  const o = (typeof input === "object" && input !== null ? input : {}) as Record<string, unknown>;
  return def?.summarize ? def.summarize(o) : (JSON.stringify(input ?? {}) ?? "");
}
