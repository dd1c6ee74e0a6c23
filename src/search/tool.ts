// The `search_skills` tool for the model (Q2): short results, never bodies; hidden skills never (Q4).

import { ToolInputError } from "../errors.js";
import type { ToolInputSchema } from "../types.js";
import type { SearchIndex, SearchOptions, SearchResult } from "./search-index.js";

/** The JSON Schema (draft 7 subset every tool API accepts) of a tool's input object. */
export type SearchToolSchema = ToolInputSchema;

/**
 * The search tool described once, neutrally, in the same shape as the skill tool, so every adapter
 * takes it: `toOpenAITool`, `toAnthropicTool`, `toMcpTool`, `runSkillToolCall`, and
 * `toAiSdkSearchTool` / `aiSdkTools(skillTool, searchTool)` from `skillport/ai-sdk`.
 */
export interface SearchTool {
  readonly name: string;
  readonly description: string;
  readonly inputSchema: SearchToolSchema;
  /** Runs the tool; throws an Error whose message is meant for the model on bad input. */
  readonly execute: (input: unknown) => Promise<string>;
}

export interface SearchToolInput {
  readonly query: string;
  readonly k?: number;
}

export interface SearchToolOptions {
  /** Tool name (default `search_skills`). */
  readonly name?: string;
  /** Replaces the default description. */
  readonly description?: string;
  /**
   * One sentence telling the model what to do with a result, naming only tools the host has
   * (default: "To use a skill, read the file at its location."). Appended to the description.
   */
  readonly useHint?: string;
  /** Results when the model gives no k (default 5). */
  readonly defaultK?: number;
  /** Upper bound on k (default 20). */
  readonly maxK?: number;
  /** Descriptions are cut to this many characters (default 240). */
  readonly maxDescriptionLength?: number;
  /** Restrict to scopes. */
  readonly scopes?: SearchOptions["scopes"];
}

export const SEARCH_TOOL_NAME = "search_skills";

/** Characters of the query repeated in a result (a model may send a whole document as the query). */
const QUERY_ECHO_LENGTH = 200;

const escapeXml = (s: string): string =>
  s.replace(/[&<>"']/g, (c) =>
    c === "&" ? "&amp;" : c === "<" ? "&lt;" : c === ">" ? "&gt;" : c === '"' ? "&quot;" : "&apos;",
  );

function shorten(text: string, max: number): string {
  // Cut before splitting into code points, so a huge text costs no more than a short one.
  const head = text.length > max * 4 ? text.slice(0, max * 4) : text;
  const cps = [...head.replace(/\s+/g, " ").trim()];
  return head === text && cps.length <= max
    ? cps.join("")
    : `${cps.slice(0, Math.max(0, max - 1)).join("")}…`;
}

/**
 * Renders search results for the model: escaped like the catalog, one entry per skill with name,
 * short description and location. The body is never included.
 */
export function renderSearchResults(
  rawQuery: string,
  results: readonly SearchResult[],
  options: { maxDescriptionLength?: number } = {},
): string {
  const max = options.maxDescriptionLength ?? 240;
  // The query is echoed for the model's orientation only: a long one is cut like a description.
  const query = shorten(rawQuery, QUERY_ECHO_LENGTH);
  if (results.length === 0) {
    return `<skill_search_results query="${escapeXml(query)}" count="0">\nNo skill matches this query. Try other words, or go on without a skill.\n</skill_search_results>`;
  }
  const lines = [`<skill_search_results query="${escapeXml(query)}" count="${results.length}">`];
  for (const r of results) {
    lines.push(
      "  <skill>",
      `    <name>${escapeXml(r.name)}</name>`,
      `    <description>${escapeXml(shorten(r.description, max))}</description>`,
      `    <location>${escapeXml(r.location)}</location>`,
      "  </skill>",
    );
  }
  lines.push("</skill_search_results>");
  return lines.join("\n");
}

/**
 * The `search_skills` tool over a live index: after `index.update(set)` it answers from the new set.
 * Input `{query, k?}`; output is short text (see renderSearchResults).
 */
export function createSearchTool(index: SearchIndex, options: SearchToolOptions = {}): SearchTool {
  const defaultK = options.defaultK ?? 5;
  const maxK = Math.max(1, options.maxK ?? 20);
  const hint = options.useHint ?? "To use a skill, read the file at its location.";
  const description =
    options.description ??
    "Search the available skills (folders of specialized instructions for specific tasks) by describing " +
      "the task in a few words. Returns the best matching skills with name, short description and " +
      `location, never their contents. Use it before a specialized task when no listed skill fits. ${hint}`;
  return {
    name: options.name ?? SEARCH_TOOL_NAME,
    description,
    inputSchema: {
      type: "object",
      properties: {
        query: {
          type: "string",
          description: "What you want to do, in a few words (e.g. 'turn a spreadsheet into a chart').",
        },
        k: {
          type: "integer",
          minimum: 1,
          maximum: maxK,
          description: `How many skills to return (default ${defaultK}).`,
        },
      },
      required: ["query"],
      additionalProperties: false,
    },
    async execute(input: unknown): Promise<string> {
      const query = (input as { query?: unknown } | undefined)?.query;
      if (typeof query !== "string" || query.trim() === "") {
        throw new ToolInputError("search_skills needs a non-empty 'query' string describing the task.");
      }
      const rawK = (input as { k?: unknown }).k;
      if (rawK !== undefined && (typeof rawK !== "number" || !Number.isFinite(rawK))) {
        throw new ToolInputError(`search_skills: 'k' must be an integer from 1 to ${maxK}.`);
      }
      const k = Math.min(maxK, Math.max(1, Math.floor(rawK ?? defaultK)));
      // Never includeHidden: user-only skills must not reach the model (Q4).
      const results = await index.retrieve(query, { k, scopes: options.scopes });
      return renderSearchResults(query, results, { maxDescriptionLength: options.maxDescriptionLength });
    },
  };
}
