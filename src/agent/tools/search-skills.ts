import { jsonSchema, type ToolSet, tool } from "ai";
import { createSkillTool } from "../../activation/tool.js";
import { createSearchTool } from "../../search/tool.js";
import { str, type ToolDefinition } from "./types.js";

/** `search_skills`: ranks the skills for a query; offered beside `skill` when there is an index. */
export const searchSkillsTool: ToolDefinition = {
  name: "search_skills",
  create(ctx, session): ToolSet {
    const index = ctx.prompt.index();
    if (index === undefined) return {};
    // Offered only with the skill tool it points to.
    if (!createSkillTool(() => ctx.prompt.skills(), { profile: ctx.profile, sessionId: session.id }))
      return {};
    const search = createSearchTool(index, { useHint: "To use a skill, load it with the `skill` tool." });
    return {
      search_skills: tool({
        description: search.description,
        inputSchema: jsonSchema(structuredClone(search.inputSchema) as never),
        execute: async (input: unknown) => search.execute(input),
      }),
    };
  },
  summarize: (o) => str(o.query),
};
