// Which words of a query are searched (Q1). A short request is searched whole; a long one (a pasted
// task statement, an issue) has more words than are worth looking up, and the words that name the
// skill are often far from its start. So the query's distinct words are counted and, when there are
// more than QUERY_LIMITS.maxTerms, the most informative are kept: the rarest in the index first
// (inverse document frequency), words the index does not know last. Pure functions; the index
// supplies the frequencies.

import { cut, processTerm, QUERY_LIMITS, tokenize } from "./text.js";

/** One distinct searchable word of a query. */
export interface QueryTerm {
  /** The normalised term (processTerm). */
  readonly term: string;
  /** Occurrences in the bounded query. */
  readonly count: number;
  /** Position of its first occurrence among the query's searchable words. */
  readonly first: number;
}

/**
 * The distinct searchable terms of a query's first QUERY_LIMITS.maxLength characters, in order of
 * first occurrence, with their counts. Filler words and over-long tokens are left out. Bounded:
 * at most maxLength / 2 tokens are read.
 */
export function queryTerms(query: string): QueryTerm[] {
  const byTerm = new Map<string, { term: string; count: number; first: number }>();
  let position = 0;
  for (const token of tokenize(cut(query, QUERY_LIMITS.maxLength))) {
    const term = processTerm(token);
    if (term === null) continue;
    const known = byTerm.get(term);
    if (known !== undefined) known.count++;
    else byTerm.set(term, { term, count: 1, first: position });
    position++;
  }
  return [...byTerm.values()];
}

/** How the index rates a term: its document frequency, or 0 when unknown; and the document count. */
export interface TermStatistics {
  readonly documentCount: number;
  documentFrequency(term: string): number;
  /** True when some indexed term starts with this one (a word cut short can still match). */
  knowsPrefix(term: string): boolean;
}

/**
 * At most `max` terms (default QUERY_LIMITS.maxTerms), in query order: all of them when they fit,
 * else the most informative — highest inverse document frequency first; a term known only as the
 * start of longer words next; unknown terms last; ties to the more repeated, then the earlier.
 */
export function chooseTerms(
  terms: readonly QueryTerm[],
  stats: TermStatistics,
  max: number = QUERY_LIMITS.maxTerms,
): QueryTerm[] {
  if (terms.length <= max) return [...terms];
  const n = Math.max(1, stats.documentCount);
  const idf = (df: number) => Math.log(1 + (n - df + 0.5) / (df + 0.5));
  const rated = terms.map((t) => {
    const df = stats.documentFrequency(t.term);
    // Known terms by idf (> 0); a prefix of known words below any known term; unknown words last.
    const rank = df > 0 ? 1 + idf(df) : t.term.length >= 3 && stats.knowsPrefix(t.term) ? 0.5 : 0;
    return { t, rank };
  });
  rated.sort((a, b) => b.rank - a.rank || b.t.count - a.t.count || a.t.first - b.t.first);
  return rated
    .slice(0, max)
    .map((r) => r.t)
    .sort((a, b) => a.first - b.first);
}
