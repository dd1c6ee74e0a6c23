import { jsonSchema, type Tool, tool } from "ai";
import type { SkillTool, SkillToolInput } from "../activation/tool.js";

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

/** `{ [name]: tool }` for `generateText({ tools })`, or `{}` when there is no skill tool. */
export function aiSdkTools(skillTool: SkillTool | undefined): Record<string, Tool<SkillToolInput, string>> {
  return skillTool === undefined ? {} : { [skillTool.name]: toAiSdkTool(skillTool) };
}
