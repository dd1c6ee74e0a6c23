// What the parts of the search index share: the indexed fields, and small helpers.

export type SearchField = "name" | "description" | "when_to_use" | "headings" | "body";
/** The indexed fields, in the order the engine stores them. */
export const SEARCH_FIELDS: readonly SearchField[] = [
  "name",
  "description",
  "when_to_use",
  "headings",
  "body",
];

/**
 * Past this many, a selection is a sort: inserting into a sorted list of k is O(n·k), and a host that
 * asks for every result (k = the number of skills) would wait minutes at 100k.
 */
const INSERTION_MAX_K = 64;

/**
 * The indices of the k best of items 0..n-1 by score, ties by name, best first; `accept` filters.
 * For a small k nothing is allocated per item and a name is read only to break a tie with a candidate;
 * a large k sorts (stable: exact ties keep their order, as the insertion does).
 */
export function topKIndices(
  n: number,
  k: number,
  scoreOf: (i: number) => number,
  nameOf: (i: number) => string,
  accept?: (i: number) => boolean,
): number[] {
  const out: number[] = [];
  if (!(k > 0)) return out;
  if (k > INSERTION_MAX_K) {
    const picked: number[] = [];
    const scores: number[] = [];
    const names: string[] = [];
    for (let i = 0; i < n; i++) {
      if (accept !== undefined && !accept(i)) continue;
      picked.push(i);
      scores.push(scoreOf(i));
      names.push(nameOf(i));
    }
    const order = picked.map((_, j) => j);
    order.sort(
      (a, b) => scores[b]! - scores[a]! || (names[a]! < names[b]! ? -1 : names[a]! > names[b]! ? 1 : 0),
    );
    return order.slice(0, k).map((j) => picked[j]!);
  }
  const scores: number[] = [];
  const beats = (i: number, s: number, j: number): boolean =>
    s > scores[j]! || (s === scores[j]! && nameOf(i) < nameOf(out[j]!));
  for (let i = 0; i < n; i++) {
    const s = scoreOf(i);
    const full = out.length === k;
    if (full && s < scores[k - 1]!) continue;
    if (accept !== undefined && !accept(i)) continue;
    if (full && !beats(i, s, k - 1)) continue;
    let at = full ? k - 1 : out.length;
    while (at > 0 && beats(i, s, at - 1)) {
      out[at] = out[at - 1]!;
      scores[at] = scores[at - 1]!;
      at--;
    }
    out[at] = i;
    scores[at] = s;
  }
  return out;
}

/** The k best items by score, ties by name (see topKIndices). */
export function topK<T extends { score: number }>(
  items: readonly T[],
  k: number,
  nameOf: (t: T) => string,
): T[] {
  return topKIndices(
    items.length,
    k,
    (i) => items[i]!.score,
    (i) => nameOf(items[i]!),
  ).map((i) => items[i]!);
}

/** Runs `fn` over items with at most `limit` promises in flight; results in input order. */
export async function mapLimit<T, R>(
  items: readonly T[],
  limit: number,
  fn: (t: T) => Promise<R>,
): Promise<R[]> {
  const out = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}
