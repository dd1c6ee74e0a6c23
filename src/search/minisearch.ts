// The engine under the search index: MiniSearch configured with our text processing, plus the two
// things the index needs that MiniSearch's public API lacks (vocabulary look-ups for the typo rule,
// raw hits for top-k selection). MiniSearch is pinned to an exact version. createSearchIndex imports
// this module on first use, so importing the library does not load MiniSearch.

import MiniSearch from "minisearch";
import { type IndexedDoc, SEARCH_FIELDS } from "./engine.js";
import { processTerm, tokenize } from "./text.js";

/** MiniSearch with our fields and text processing, vocabulary look-ups and raw hits. */
export class SkillMiniSearch extends MiniSearch<IndexedDoc> {
  constructor() {
    super({
      fields: [...SEARCH_FIELDS],
      idField: "id",
      tokenize: (text) => tokenize(text),
      processTerm: (term) => processTerm(term),
    });
  }

  /** True when some indexed document (or one discarded but not yet vacuumed) has this exact term. */
  knows(term: string): boolean {
    return this._index.has(term);
  }

  /** True when some indexed term starts with `prefix` (the user may still be typing it). */
  knowsPrefix(prefix: string): boolean {
    for (const _ of this._index.atPrefix(prefix).keys()) return true;
    return false;
  }

  /**
   * The matching documents with MiniSearch's final scores, without the result objects and the full sort
   * that `search()` builds for every hit: the caller only wants the top k. Scores are the same as
   * `search()`'s (BM25 sum times the number of query terms matched). Falls back to `search()` if the
   * internal query executor is not there (MiniSearch is pinned to an exact version).
   */
  hits(query: string, options: MsSearchOptions): Hit[] {
    const exec = (this as unknown as { executeQuery?: ExecuteQuery }).executeQuery;
    if (typeof exec !== "function") {
      return this.search(query, options).map((r) => ({ id: r.id as number, score: r.score, match: r.match }));
    }
    const raw = exec.call(this, query, options);
    const out: Hit[] = [];
    for (const [shortId, r] of raw) {
      const id = this._documentIds.get(shortId) as number | undefined;
      if (id === undefined) continue;
      out.push({ id, score: r.score * (r.terms.length || 1), match: r.match });
    }
    return out;
  }
}

export type MsSearchOptions = NonNullable<Parameters<MiniSearch<IndexedDoc>["search"]>[1]>;
export interface Hit {
  readonly id: number;
  readonly score: number;
  readonly match: Readonly<Record<string, readonly string[]>>;
}
type ExecuteQuery = (
  query: string,
  options: MsSearchOptions,
) => Map<number, { score: number; terms: string[]; match: Record<string, string[]> }>;
