import { jsonSchema, type ToolSet, tool } from "ai";
import { createSkillTool } from "../../activation/tool.js";
import { str, type ToolDefinition } from "./types.js";

/** `skill`: loads a skill's envelope; absent when no skill is model-visible. */
export const skillTool: ToolDefinition = {
  name: "skill",
  create(ctx, session): ToolSet {
    const skillTool = createSkillTool(() => ctx.prompt.skills(), {
      profile: ctx.profile,
      sessionId: session.id,
    });
    if (!skillTool) return {};
    return {
      skill: tool({
        description: skillTool.description,
        inputSchema: jsonSchema(structuredClone(skillTool.inputSchema) as never),
        execute: async (input: unknown) => skillTool.execute(input),
      }),
    };
  },
  summarize: (o) => `${str(o.name)}${str(o.arguments) ? ` ${str(o.arguments)}` : ""}`,
};
