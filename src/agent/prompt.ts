import type { SkillSetSource } from "../activation/tool.js";
import type { CatalogOptions } from "../catalog/plan.js";
import { buildCatalog } from "../catalog/render.js";
import { retrievalCatalogInstructions } from "../search/catalog.js";
import type { SearchIndex } from "../search/search-index.js";
import type { SkillSet } from "../types.js";
import type { AgentEvent } from "./events.js";

// The system prompt: an instruction paragraph, the workspace, and the catalog. The catalog and the
// search index are recomputed only when the skill set object changes, so the prompt stays
// byte-stable (and the provider's prompt cache warm) from turn to turn.

export const DEFAULT_INSTRUCTIONS =
  "You are a capable assistant working in a software project. Use the tools to read files, run commands " +
  "and load skills; prefer doing over describing. Work in the workspace directory; ask the user before " +
  "anything destructive. When a task splits into independent parts, you may hand one to a subagent with " +
  "`spawn_agent`, giving it a complete, self-contained task.";

export const SUBAGENT_INSTRUCTIONS =
  "You are a subagent: another agent gave you one self-contained task. Do it with the tools you have, " +
  "then reply with a concise result for that agent (what you found or did, and which files you changed). " +
  "You cannot ask the user questions.";

export const EMPTY_SET: SkillSet = {
  skills: [],
  shadowed: [],
  failed: [],
  roots: [],
  diagnostics: [],
} as unknown as SkillSet;

export interface PromptOptions {
  readonly skills?: SkillSetSource;
  readonly instructions?: string;
  readonly catalog?: Omit<CatalogOptions, "toolName" | "skills" | "instructions">;
  readonly search?: boolean;
  readonly searchCacheDir?: string;
  readonly profile?: string;
  /** The project's context files, rendered (empty: none). */
  readonly context?: string;
}

export interface PromptState {
  /** Reads the skill source again; rebuilds the catalog and index when the set changed. */
  refresh(): Promise<void>;
  /** The set the last refresh saw. */
  skills(): SkillSet;
  /** The search index, when search is on and some skill is model-visible. */
  index(): SearchIndex | undefined;
  /** The system prompt of a session at this depth. */
  system(depth: number): string;
}

export function createPromptState(
  options: PromptOptions,
  workspace: string,
  emit: (e: AgentEvent) => void,
): PromptState {
  const skillsNow = (): SkillSet => {
    const s = options.skills;
    return (typeof s === "function" ? s() : s) ?? EMPTY_SET;
  };
  let lastSet: SkillSet | undefined;
  let catalogText = "";
  let index: SearchIndex | undefined;
  const searchWanted = options.search !== false;
  const refresh = async (): Promise<void> => {
    const set = skillsNow();
    if (set === lastSet) return;
    const first = lastSet === undefined;
    lastSet = set;
    const visible = set.skills.filter((s) => s.modelInvocable).length;
    if (searchWanted && visible > 0) {
      if (index === undefined) {
        const { createSearchIndex } = await import("../search/search-index.js");
        index = await createSearchIndex(set, { cacheDir: options.searchCacheDir });
      } else await index.update(set);
    }
    const text = catalogFor(set, options, index !== undefined);
    if (!first && text.text !== catalogText)
      emit({ type: "catalog-changed", bytes: text.bytes, skills: visible });
    catalogText = text.text;
  };
  return {
    refresh,
    skills: () => lastSet ?? skillsNow(),
    index: () => index,
    system(depth) {
      const head = options.instructions ?? DEFAULT_INSTRUCTIONS;
      const sub = depth > 0 ? `\n\n${SUBAGENT_INSTRUCTIONS}` : "";
      const where = `\n\nWorkspace: ${workspace}`;
      const context = options.context ? `\n\n${options.context}` : "";
      return `${head}${sub}${context}${where}${catalogText === "" ? "" : `\n\n${catalogText.trimEnd()}`}`;
    },
  };
}

function catalogFor(
  set: SkillSet,
  options: PromptOptions,
  searchable: boolean,
): { text: string; bytes: number } {
  const base = { ...options.catalog, profile: options.profile, toolName: "skill" };
  let catalog = buildCatalog(set, base);
  if (catalog.report.overflowed.length > 0 && searchable) {
    // Too many skills for the budget: list what fits in full and point the model at search_skills
    // for the rest. Still one text per set, so the prompt cache holds from turn to turn.
    catalog = buildCatalog(set, {
      ...base,
      overflow: "drop",
      instructions: retrievalCatalogInstructions("skill", "search_skills"),
    });
    // Not even one fits: the instructions alone still say how to find skills.
    if (catalog.text === "")
      catalog = { ...catalog, text: `${retrievalCatalogInstructions("skill", "search_skills")}\n` };
  }
  return { text: catalog.text, bytes: catalog.bytes };
}
