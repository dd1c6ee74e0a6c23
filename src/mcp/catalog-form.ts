import type { Skill, SkillSet } from "../types.js";
import {
  type ActivateOptions,
  budgetBytes,
  buildCatalog,
  catalogDescription,
  createSkillTool,
  DEFAULT_TOOL_NAME,
  getProfile,
  type SkillTool,
  skillToolDescription,
} from "./deps.js";

// The skill tool's description under the catalog budget, at any number of skills. MCP has no system
// prompt, so the catalog rides in the tool's description, and a client sends that description to the
// model on every turn. While the whole catalog fits, the description is the catalog and `name` is an
// enum of the skills. When it does not, the description switches to the retrieval form: a selection of
// skills that fits, and a pointer to `search_skills` for the rest; `name` is then a plain string (an
// enum of every name would cost as much as the catalog it replaces).

export type CatalogForm = "full" | "retrieval";

export interface SkillToolForm {
  readonly tool: SkillTool;
  readonly form: CatalogForm;
  /** Bytes the tool's description may take: the profile's catalog budget. */
  readonly budget: number;
  /** Skills the description lists (all model-visible ones in the full form). */
  readonly listed: number;
  /** Model-visible skills. */
  readonly visible: number;
}

export interface SkillToolFormOptions extends Pick<ActivateOptions, "profile" | "listResources"> {
  /** Put a catalog in the description at all (false: the guidance only). */
  readonly catalog: boolean;
  /** The catalog's instruction paragraph in the full form. */
  readonly instructions: string;
  readonly searchToolName: string;
  readonly readToolName: string;
}

const utf8 = (s: string): number => Buffer.byteLength(s, "utf8");

/** Which skills the retrieval form lists first: the most specific scopes, then by name. */
const RANK: Readonly<Record<string, number>> = { managed: 0, project: 1, user: 2, package: 3, builtin: 4 };
const ranked = (skills: readonly Skill[]): Skill[] =>
  [...skills].sort(
    (a, b) => (RANK[a.scope] ?? 9) - (RANK[b.scope] ?? 9) || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0),
  );

/** Bytes of the XML around one catalog entry (skill, name, description and location tags). */
const ENTRY_TAGS = 97;

/** How many of `order` an estimate of their entries' bytes fits in `room` (the first try of the search). */
function estimatedListing(order: readonly Skill[], room: number): number {
  let used = 0;
  for (let k = 0; k < order.length; k++) {
    const s = order[k]!;
    used += utf8(s.name) + utf8(catalogDescription(s)) + utf8(s.location) + ENTRY_TAGS;
    if (used > room) return k;
  }
  return order.length;
}

/** The retrieval form's instruction paragraph. */
export function retrievalInstructions(
  total: number,
  listed: number,
  names: { skill: string; search: string; read: string },
): string {
  const selection =
    listed === 0 ? "none of them fit here" : `${listed === 1 ? "one is" : `${listed} are`} listed below`;
  return (
    `${total} skills are available, more than this description can list; ${selection}. ` +
    `To find the skill for a task, call \`${names.search}\` with a few words about the task, then load ` +
    `the best match by calling the \`${names.skill}\` tool with its name, before you start, and follow it. ` +
    "Relative paths in a skill resolve against the directory of its SKILL.md. " +
    `Read a skill's bundled files with the \`${names.read}\` tool.`
  );
}

/** The name property of the retrieval form: any string, checked against the skills when called. */
function withoutEnum(tool: SkillTool, searchToolName: string): SkillTool {
  const { name: _enum, ...rest } = tool.inputSchema.properties;
  return {
    ...tool,
    inputSchema: {
      ...tool.inputSchema,
      properties: {
        name: {
          type: "string",
          description: `The skill's name, as listed here or as \`${searchToolName}\` returns it.`,
        },
        ...rest,
      },
    },
  };
}

/** The skill tool for a set, in the form that keeps its description within the budget; undefined without skills. */
export function skillToolForm(set: SkillSet, options: SkillToolFormOptions): SkillToolForm | undefined {
  const budget = budgetBytes(undefined, getProfile(options.profile));
  const base = { profile: options.profile, resources: true, listResources: options.listResources } as const;
  const visible = set.skills.filter((s) => s.modelInvocable);
  if (visible.length === 0) return undefined;
  // A catalog that lists every visible skill in full is longer than their names and descriptions
  // together (the plan's `requested`, one entry per name): when those alone exceed the budget the full
  // form cannot fit, and rendering it and its plan (most of this function's time at 1k) is skipped.
  let entryBytes = 0;
  const named = new Set<string>();
  for (const s of visible) {
    if (named.has(s.name)) continue;
    named.add(s.name);
    entryBytes += utf8(s.name) + utf8(catalogDescription(s));
    if (entryBytes > budget) break;
  }
  if (!options.catalog || entryBytes <= budget) {
    const full = createSkillTool(() => set, {
      ...base,
      catalog: options.catalog && { instructions: options.instructions },
    })!;
    const plan = buildCatalog(set, { profile: options.profile, instructions: "" });
    const fits = plan.report.overflowed.length === 0 && utf8(full.description) <= budget;
    if (fits) return { tool: full, form: "full", budget, listed: visible.length, visible: visible.length };
  }

  const names = { skill: DEFAULT_TOOL_NAME, search: options.searchToolName, read: options.readToolName };
  const order = ranked(visible);
  const listing = (k: number) => ({
    ...base,
    catalog: options.catalog && {
      skills: order.slice(0, k),
      instructions: retrievalInstructions(visible.length, k, names),
      // Every listed entry is whole: the selection is sized so that the description fits.
      budget: Number.MAX_SAFE_INTEGER,
    },
  });
  const toolListing = (k: number): SkillTool => createSkillTool(() => set, listing(k))!;
  // The largest selection whose description fits (descriptions grow with k). Galloping from an
  // estimate: the answer is a few hundred entries at most, each try renders that many, and galloping
  // from 1 took ~15 tries (5–10 ms of a 10k server's first tools/list). The estimate only picks the
  // first try; the edge is found by rendering, whatever the estimate.
  const fits = (k: number): boolean => utf8(skillToolDescription(set, listing(k))) <= budget;
  const n = options.catalog ? order.length : 0;
  const guess = n === 0 ? 0 : estimatedListing(order, budget - utf8(skillToolDescription(set, listing(0))));
  // Invariant: `lo` entries fit (none always do), `hi + 1` do not (or there are no more).
  let lo = 0;
  let hi = n;
  if (guess === 0 || fits(guess)) {
    lo = guess;
    for (let step = 1; lo + step <= n; step *= 2) {
      if (!fits(lo + step)) {
        hi = lo + step - 1;
        break;
      }
      lo += step;
    }
  } else {
    hi = guess - 1;
    for (let step = 1; guess - step > 0; step *= 2) {
      if (fits(guess - step)) {
        lo = guess - step;
        break;
      }
      hi = guess - step - 1;
    }
  }
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (fits(mid)) lo = mid;
    else hi = mid - 1;
  }
  let tool = toolListing(lo);
  // An empty selection renders no catalog at all (and so no instructions): say where the skills are.
  if (lo === 0) {
    tool = {
      ...tool,
      description: `${tool.description}\n\n${retrievalInstructions(visible.length, 0, names)}`,
    };
  }
  return {
    tool: withoutEnum(tool, options.searchToolName),
    form: "retrieval",
    budget,
    listed: lo,
    visible: visible.length,
  };
}
