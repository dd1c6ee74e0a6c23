// Search over the registry with skillport's own ranking (src/search): the latest version of every
// skill becomes a Skill of a synthetic SkillSet, indexed by createSearchIndex. The index is a cache
// keyed by the database's generation: each query reads the generation (one tiny query) and, when another
// peer published or yanked something, reads only the skills changed since (and their bodies) first.
import { extractBody } from "../format/frontmatter.js";
import type { SearchIndex, SearchResult } from "../search/search-index.js";
import type { Root, Skill, SkillSet } from "../types.js";
import type { Queryable } from "./db.js";
import { generation, type SearchRow, searchRowsSince } from "./store.js";

const ROOT: Root = { path: "registry:", scope: "package", kind: "skills", depth: 1, trusted: false };
/** Bodies are indexed from their first bytes (headings and opening words are what search reads). */
const BODY_PREFIX = 16 * 1024;
const BODY_BATCH = 1000;

function skillOf(row: SearchRow): Skill {
  const fm = row.frontmatter ?? {};
  const location = `registry:/${row.skill}/SKILL.md`;
  return {
    name: row.skill,
    description: row.description,
    location,
    directory: `registry:/${row.skill}`,
    filePath: location,
    scope: "package",
    root: ROOT,
    modelInvocable: fm["disable-model-invocation"] !== true,
    userInvocable: fm["user-invocable"] !== false,
    frontmatter: fm,
    // The version id: a new version of a skill is a changed file to the index.
    size: row.size,
    mtimeMs: row.id,
    diagnostics: [],
  };
}

export interface RegistrySearch {
  search(query: string, k: number): Promise<SearchResult[]>;
  suggest(query: string): Promise<string | undefined>;
}

export function createRegistrySearch(db: Queryable): RegistrySearch {
  let index: SearchIndex | undefined;
  let indexed = -1;
  /** The latest version of every skill as the index has it, by name. */
  const skills = new Map<string, Skill>();
  let refreshing: Promise<void> | undefined;

  const loadBodies = async (ids: readonly number[]): Promise<Map<number, string>> => {
    const bodies = new Map<number, string>();
    for (let i = 0; i < ids.length; i += BODY_BATCH) {
      const got = await db.query<{ id: number; md: string }>(
        "SELECT id, substring(skill_md, 1, $2) AS md FROM registry_versions WHERE id = ANY($1::int[])",
        [ids.slice(i, i + BODY_BATCH), BODY_PREFIX],
      );
      for (const r of got) bodies.set(r.id, extractBody(r.md));
    }
    return bodies;
  };

  const refresh = async (g: number) => {
    const changed = await searchRowsSince(db, indexed);
    const fresh: number[] = [];
    for (const row of changed) {
      if (row.id === null) skills.delete(row.skill);
      else if (skills.get(row.skill)?.mtimeMs !== row.id) {
        skills.set(row.skill, skillOf(row as SearchRow));
        fresh.push(row.id);
      }
    }
    const bodies = await loadBodies(fresh);
    const set: SkillSet = {
      skills: [...skills.values()].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)),
      shadowed: [],
      failed: [],
      diagnostics: [],
      roots: [ROOT],
      readBody: async (skill) => bodies.get(skill.mtimeMs) ?? "",
    };
    if (index === undefined) {
      const { createSearchIndex } = await import("../search/search-index.js");
      index = await createSearchIndex(set);
    } else await index.update(set);
    await index.ready;
    indexed = g;
  };

  const current = async (): Promise<SearchIndex> => {
    const g = await generation(db);
    while (indexed < g || index === undefined) {
      refreshing ??= refresh(g).finally(() => {
        refreshing = undefined;
      });
      await refreshing;
    }
    return index!;
  };

  return {
    search: async (query, k) => (await current()).search(query, { k, includeHidden: true }),
    suggest: async (query) => (await current()).suggest(query),
  };
}
