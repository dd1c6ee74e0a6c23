// Retrieval mode of the catalog (Q2): the C2 catalog of only this turn's top-k plus pinned skills.

import type { CatalogOptions } from "../catalog/plan.js";
import { buildCatalog, type Catalog, defaultCatalogInstructions } from "../catalog/render.js";
import type { SearchIndex } from "./search-index.js";
import { type SelectOptions, selectSkillsForQuery } from "./select.js";

export interface QueryCatalogOptions extends Omit<CatalogOptions, "skills">, SelectOptions {
  /**
   * The host's search tool name (e.g. `search_skills`), when it offers one: the instructions then say
   * that only the most relevant skills are listed and how to find the others.
   */
  readonly searchToolName?: string;
}

/** The default instructions of a retrieval-mode catalog. */
export function retrievalCatalogInstructions(toolName?: string, searchToolName?: string): string {
  const base = defaultCatalogInstructions(toolName);
  if (searchToolName === undefined || searchToolName === "") return base;
  const note =
    "Only the skills most relevant to this request are listed here; to find others, call the " +
    `\`${searchToolName}\` tool. Use only skills listed here or returned by it.`;
  const last = "Use only the skills listed here.";
  return base.endsWith(last) ? `${base.slice(0, -last.length)}${note}` : `${base} ${note}`;
}

/**
 * `catalog({ query, k })`: the catalog of the skills `selectSkillsForQuery` picks for this turn
 * (top-k for the query plus pinned, hidden never), rendered by the ordinary catalog renderer with its
 * budget, formats and escaping. Same index state and query → same bytes.
 */
export async function buildCatalogForQuery(
  index: SearchIndex,
  query: string,
  options: QueryCatalogOptions = {},
): Promise<Catalog> {
  const { k, pinned, scopes, searchToolName, ...catalog } = options;
  const skills = await selectSkillsForQuery(index, query, { k, pinned, scopes });
  return buildCatalog(index.set, {
    ...catalog,
    skills,
    instructions: catalog.instructions ?? retrievalCatalogInstructions(catalog.toolName, searchToolName),
  });
}

/** The text of `buildCatalogForQuery`: exactly what the model sees this turn. */
export async function renderCatalogForQuery(
  index: SearchIndex,
  query: string,
  options: QueryCatalogOptions = {},
): Promise<string> {
  return (await buildCatalogForQuery(index, query, options)).text;
}
