import type { SkillTool } from "../activation/tool.js";
import type { ToolInputSchema } from "../types.js";

// A6: the skill tool as plain definition objects for APIs that need no SDK. The host runs
// `tool.execute(input)` when the model calls the tool and returns the text (or the error message).

export interface OpenAIFunctionTool {
  readonly type: "function";
  readonly function: {
    readonly name: string;
    readonly description: string;
    readonly parameters: ToolInputSchema;
  };
}

/** OpenAI function calling (Chat Completions `tools` entry). */
export function toOpenAITool(tool: SkillTool): OpenAIFunctionTool {
  return {
    type: "function",
    function: { name: tool.name, description: tool.description, parameters: tool.inputSchema },
  };
}

export interface AnthropicTool {
  readonly name: string;
  readonly description: string;
  readonly input_schema: ToolInputSchema;
}

/** Anthropic Messages API tool use. */
export function toAnthropicTool(tool: SkillTool): AnthropicTool {
  return { name: tool.name, description: tool.description, input_schema: tool.inputSchema };
}

export interface McpToolDefinition {
  readonly name: string;
  readonly description: string;
  readonly inputSchema: ToolInputSchema;
}

/** An MCP `tools/list` entry (the MCP server answers calls with `execute`). */
export function toMcpTool(tool: SkillTool): McpToolDefinition {
  return { name: tool.name, description: tool.description, inputSchema: tool.inputSchema };
}

/**
 * Runs a tool call from any API: the text for the model, and whether it is an error (Anthropic's
 * `is_error`, an error string for OpenAI). Never throws.
 */
export async function runSkillToolCall(
  tool: SkillTool,
  input: unknown,
): Promise<{ readonly text: string; readonly isError: boolean }> {
  try {
    return { text: await tool.execute(typeof input === "string" ? parseJson(input) : input), isError: false };
  } catch (e) {
    return { text: e instanceof Error ? e.message : String(e), isError: true };
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
