import type { CatalogOptions } from "../catalog/plan.js";
import { buildCatalog } from "../catalog/render.js";
import { CODES } from "../diagnostics.js";
import type { SkillSet, ToolInputSchema } from "../types.js";
import { type ActivateOptions, activateSkill, SkillActivationError } from "./activate.js";

// A2, A6: one description of the skill tool; adapters turn it into each API's tool definition.

export interface SkillToolInput {
  readonly name: string;
  readonly arguments?: string;
}

export interface SkillTool {
  readonly name: string;
  readonly description: string;
  readonly inputSchema: ToolInputSchema;
  /** Resolves against the set current at call time; throws SkillActivationError on failure. */
  readonly execute: (input: unknown) => Promise<string>;
}

export interface SkillToolOptions extends Omit<ActivateOptions, "arguments" | "invoker"> {
  /** Tool name (default `skill`). */
  readonly name?: string;
  /**
   * Append the budgeted catalog to the tool description, for hosts without a system prompt (MCP).
   * `true` uses the defaults; an object sets catalog options.
   */
  readonly catalog?: boolean | CatalogOptions;
}

export const DEFAULT_TOOL_NAME = "skill";

const GUIDANCE =
  "Load a skill: specialized instructions (and the directory of its bundled files) for a task. " +
  "Call it when the user's request matches a skill's description, before doing the task, and follow " +
  "the instructions it returns. Pass `arguments` when the skill takes input. " +
  "Do not call it for a skill that is already loaded in this conversation.";

export type SkillSetSource = SkillSet | (() => SkillSet);

const current = (source: SkillSetSource): SkillSet => (typeof source === "function" ? source() : source);

/**
 * The skill tool, or undefined when no skill is model-visible. The schema's `name` enum is fixed
 * when the tool is created; `execute` resolves against the set current at call time (pass a getter
 * for live reload), so skills added mid-session work.
 */
export function createSkillTool(
  source: SkillSetSource,
  options: SkillToolOptions = {},
): SkillTool | undefined {
  const set = current(source);
  const names = set.skills.filter((s) => s.modelInvocable).map((s) => s.name);
  if (names.length === 0) return undefined;
  const toolName = options.name ?? DEFAULT_TOOL_NAME;
  return {
    name: toolName,
    description: skillToolDescription(set, options),
    inputSchema: {
      type: "object",
      properties: {
        name: { type: "string", enum: names, description: "The skill's name, as listed." },
        arguments: {
          type: "string",
          description: "Optional input for the skill, as the user would type it after /name.",
        },
      },
      required: ["name"],
      additionalProperties: false,
    },
    execute: async (input) => {
      const { name, args } = parseInput(input);
      const activation = await activateSkill(current(source), name, {
        ...options,
        arguments: args,
        invoker: "model",
      });
      return activation.text;
    },
  };
}

/** The skill tool's description alone (what createSkillTool puts in it), without building the tool. */
export function skillToolDescription(
  set: SkillSet,
  options: Pick<SkillToolOptions, "name" | "profile" | "catalog"> = {},
): string {
  if (!options.catalog) return GUIDANCE;
  const catalogOptions = options.catalog === true ? {} : options.catalog;
  const toolName = options.name ?? DEFAULT_TOOL_NAME;
  const text = buildCatalog(set, { profile: options.profile, toolName, ...catalogOptions }).text;
  return text === "" ? GUIDANCE : `${GUIDANCE}\n\n${text.trimEnd()}`;
}

function parseInput(input: unknown): { name: string; args: string | undefined } {
  const o = (typeof input === "object" && input !== null ? input : {}) as Record<string, unknown>;
  if (typeof o.name !== "string" || o.name === "") {
    throw new SkillActivationError(
      CODES.invalidToolInput,
      "Invalid input for the skill tool: 'name' must be a non-empty string naming a listed skill.",
    );
  }
  if (o.arguments !== undefined && o.arguments !== null && typeof o.arguments !== "string") {
    throw new SkillActivationError(
      CODES.invalidToolInput,
      "Invalid input for the skill tool: 'arguments' must be a string when given.",
    );
  }
  return { name: o.name, args: typeof o.arguments === "string" ? o.arguments : undefined };
}
