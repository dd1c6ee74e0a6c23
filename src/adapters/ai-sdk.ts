import { jsonSchema, type Tool, tool } from "ai";
import type { SkillTool, SkillToolInput } from "../activation/tool.js";
import type { SearchTool, SearchToolInput } from "../search/tool.js";

// A6: the skill tool for the Vercel AI SDK. Published as `skillport/ai-sdk` so the core never loads
// the `ai` package (an optional peer dependency).

/** The skill tool as an AI SDK tool: errors thrown by `execute` reach the model as tool errors. */
export function toAiSdkTool(skillTool: SkillTool): Tool<SkillToolInput, string> {
  return tool<SkillToolInput, string>({
    description: skillTool.description,
    inputSchema: jsonSchema<SkillToolInput>(structuredClone(skillTool.inputSchema) as never),
    execute: async (input) => skillTool.execute(input),
  });
}

/** The `search_skills` tool as an AI SDK tool: bad input reaches the model as a tool error. */
export function toAiSdkSearchTool(searchTool: SearchTool): Tool<SearchToolInput, string> {
  return tool<SearchToolInput, string>({
    description: searchTool.description,
    inputSchema: jsonSchema<SearchToolInput>(structuredClone(searchTool.inputSchema) as never),
    execute: async (input) => searchTool.execute(input),
  });
}

/**
 * `{ [name]: tool }` for `generateText({ tools })`: the skill tool (absent when no skill is visible) and,
 * when given, the search tool.
 */
export function aiSdkTools(
  skillTool: SkillTool | undefined,
  searchTool?: SearchTool,
): Record<string, Tool<SkillToolInput, string> | Tool<SearchToolInput, string>> {
  return {
    ...(skillTool === undefined ? {} : { [skillTool.name]: toAiSdkTool(skillTool) }),
    ...(searchTool === undefined ? {} : { [searchTool.name]: toAiSdkSearchTool(searchTool) }),
  };
}
