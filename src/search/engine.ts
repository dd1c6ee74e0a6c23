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
export const INSERTION_MAX_K = 64;

/** The k best items by score, ties by name, without sorting everything (for a small k). */
export function topK<T extends { score: number }>(
  items: readonly T[],
  k: number,
  nameOf: (t: T) => string,
): T[] {
  const better = (a: T, b: T) => a.score > b.score || (a.score === b.score && nameOf(a) < nameOf(b));
  const out: T[] = [];
  if (!(k > 0)) return out;
  if (k > INSERTION_MAX_K) {
    // A stable sort keeps exact ties in input order, as the insertion below does.
    const byName = (a: T, b: T): number => {
      const x = nameOf(a);
      const y = nameOf(b);
      return x < y ? -1 : x > y ? 1 : 0;
    };
    return [...items].sort((a, b) => b.score - a.score || byName(a, b)).slice(0, k);
  }
  for (const item of items) {
    if (out.length === k && !better(item, out[k - 1]!)) continue;
    let i = out.length === k ? k - 1 : out.length;
    while (i > 0 && better(item, out[i - 1]!)) {
      out[i] = out[i - 1]!;
      i--;
    }
    out[i] = item;
  }
  return out;
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
