// Retrieval mode of the catalog (Q2): the skills to list for one turn are the top-k for the user's
// message plus pinned skills. The catalog renderer turns them into what the model sees.

import type { Scope, Skill } from "../types.js";
import type { SearchIndex } from "./search-index.js";

export interface SelectOptions {
  /** Retrieved skills for this turn (default 8). Pinned skills come on top of these. */
  readonly k?: number;
  /** Names always listed when they exist and the model may invoke them. */
  readonly pinned?: readonly string[];
  /** Only retrieve from these scopes (pinned skills are listed whatever their scope). */
  readonly scopes?: readonly Scope[];
}

/**
 * The model-visible skills to list for `query`: pinned ones plus the top-k retrieved (hybrid when the
 * index has an embedder), without duplicates, sorted by name so the rendered catalog is deterministic.
 * Hidden skills are never selected, not even when pinned. An empty query lists only pinned.
 */
export async function selectSkillsForQuery(
  index: SearchIndex,
  query: string,
  options: SelectOptions = {},
): Promise<Skill[]> {
  const byName = new Map(index.set.skills.map((s) => [s.name, s]));
  const chosen = new Map<string, Skill>();
  for (const name of options.pinned ?? []) {
    const s = byName.get(name);
    if (s?.modelInvocable) chosen.set(s.name, s);
  }
  const k = options.k ?? 8;
  if (query.trim() !== "" && k > 0) {
    for (const r of await index.retrieve(query, { k, scopes: options.scopes })) {
      const s = byName.get(r.name);
      if (s?.modelInvocable) chosen.set(s.name, s);
    }
  }
  return [...chosen.values()].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}
