// Answering a query from the index's state: BM25 over the query's chosen terms (query.ts), and hybrid
// retrieval that fuses it with a host embedder's ranking. Results are fresh plain data.

import { SEARCH_FIELDS, type SearchField, topK, topKIndices } from "./engine.js";
import { dot, type Embedder, normalize, RRF_K, reciprocalRankFusion } from "./fusion.js";
import { type Entry, hiddenCount, locations, type State } from "./index-state.js";
import { chooseTerms, queryTerms } from "./query.js";
import type { SearchOptions, SearchResult } from "./search-types.js";
import { boundQueryText, QUERY_LIMITS } from "./text.js";

/** Edits allowed when typo-matching a word: none for long words, whose edit matrix grows as length². */
const minDistance = (term: string): number =>
  term.length > QUERY_LIMITS.maxFuzzyTermLength ? 0 : term.length >= 8 ? 2 : term.length >= 4 ? 1 : 0;

/** A result count from a caller's k: whole, not negative; NaN is 0, Infinity is everything. */
export const count = (k: number): number =>
  k > 0 ? (Number.isFinite(k) ? Math.floor(k) : Number.MAX_SAFE_INTEGER) : 0;

const byScoreThenName = (a: SearchResult, b: SearchResult): number =>
  b.score - a.score || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

/** The filter of a search's options, over entries. */
const allowed = (options: SearchOptions) => {
  const scopes = options.scopes ? new Set(options.scopes) : undefined;
  return (e: Entry | undefined): e is Entry =>
    e !== undefined &&
    (options.includeHidden === true || e.skill.modelInvocable) &&
    (scopes === undefined || scopes.has(e.skill.scope));
};

const toResult = (e: Entry, score: number, matched: string[], fields: SearchField[]): SearchResult => ({
  name: e.skill.name,
  description: e.skill.description,
  location: e.skill.location,
  scope: e.skill.scope,
  score,
  matched,
  fields,
  modelInvocable: e.skill.modelInvocable,
});

/** A result from a scored match: `match` is the index terms that matched and their fields. */
const resultOf = (
  e: Entry,
  score: number,
  match: Readonly<Record<string, readonly string[]>>,
): SearchResult => {
  const fieldSet = new Set<string>();
  for (const fs of Object.values(match)) for (const f of fs) fieldSet.add(f);
  return toResult(
    e,
    score,
    Object.keys(match).sort(),
    SEARCH_FIELDS.filter((f) => fieldSet.has(f)),
  );
};

/** BM25 search: the top `wanted` results of the bounded query that pass the options' filter. */
export function bm25(
  state: State,
  boost: readonly number[],
  query: string,
  options: SearchOptions,
  wanted: number,
): SearchResult[] {
  const k = count(wanted);
  if (k === 0) return [];
  const { engine, entries } = state;
  const chosen = chooseTerms(queryTerms(query), engine);
  if (chosen.length === 0) return [];
  const prefix = options.prefix !== false;
  const scored = engine.scoreTerms(
    chosen.map((t) => t.term),
    {
      boost,
      // A common word is worth little in any field, a name included (`uipath-platform`, `…-pricing`).
      documentIdf: true,
      // A long task statement matches many common words; the rare ones say which skill it needs.
      idfCoordination: true,
      // Completing a word is for a word cut short ("spreadsh"): a word the index knows whole is not
      // also read as the start of longer ones ("out" → output, outcome; "less" → lesson), which in a
      // sentence adds a match for every compound of a common word.
      prefix: prefix ? (term) => term.length >= 3 && !engine.knows(term) : () => false,
      // Typo matching only for words the index does not know, not even as the start of a word: a
      // known word ("chat") is not also read as a misspelling of its neighbours ("chart"), and fuzzy
      // expansion, the costly part of a query, runs only when it can help.
      fuzzy:
        options.fuzzy === false
          ? () => 0
          : (term) =>
              (!prefix || term.length < 3 ? engine.knows(term) : engine.knowsPrefix(term))
                ? 0
                : minDistance(term),
    },
    // A word a long query repeats says more about it, but with diminishing returns.
    chosen.map((t) => 1 + Math.log(t.count)),
  );
  // Skipping the per-hit filter when every indexed skill passes saves a call per matching document.
  const filter = options.scopes !== undefined || (options.includeHidden !== true && hiddenCount(state) > 0);
  const ok = allowed(options);
  // The top k without an object per matching document (a common word can match most of a 100k set).
  const entryAt = (i: number) => entries.get(scored.id(i));
  const best = topKIndices(
    scored.size,
    k,
    scored.score,
    (i) => entryAt(i)!.skill.name,
    filter ? (i) => ok(entryAt(i)) : undefined,
  );
  return best.map((i) => resultOf(entryAt(i)!, scored.score(i), scored.match(i)));
}

/** Hybrid retrieval: BM25 and the embedder's cosine ranking fused by reciprocal rank. */
export async function hybrid(
  state: State,
  boost: readonly number[],
  embed: Embedder,
  query: string,
  options: SearchOptions,
  k: number,
): Promise<SearchResult[]> {
  const text = boundQueryText(query);
  if (text.trim() === "") return [];
  const depth = Math.max(50, k * 5);
  const lexical = bm25(state, boost, text, options, depth);
  const [qv] = await embed([text]);
  if (!qv) throw new TypeError("The embedder returned no vector for the query.");
  const q = normalize(qv);
  const ok = allowed(options);
  const scored: { score: number; e: Entry }[] = [];
  for (const e of state.entries.values())
    if (ok(e) && e.vector !== undefined) scored.push({ score: dot(q, e.vector), e });
  const semantic = topK(scored, depth, (s) => s.e.skill.name);
  const fused = reciprocalRankFusion(
    [lexical.map((r) => r.location), semantic.map((s) => s.e.skill.location)],
    RRF_K,
  );
  const lexicalBy = new Map(lexical.map((r) => [r.location, r]));
  const results: SearchResult[] = [];
  for (const [location, score] of fused) {
    const e = locations(state).get(location)!;
    const l = lexicalBy.get(location);
    results.push(toResult(e, score, l ? [...l.matched] : [], l ? [...l.fields] : []));
  }
  return results.sort(byScoreThenName).slice(0, k);
}
