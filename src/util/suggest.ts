// "Did you mean": the names closest to one that was not found (activation of an unknown skill) and the
// bounded edit distance both this and the search's spelling suggestion use. Pure functions, no engine:
// activation imports this without loading the search index.

/** Names longer than this are not compared (a model or client controls the name; cost is length²). */
const MAX_COMPARED = 128;

/**
 * Optimal string alignment distance (Levenshtein plus swapping two neighbours, "teh" → "the") of a
 * and b when it is at most `max`, else `max + 1`. Stops as soon as a row exceeds `max`.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev2: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        v = Math.min(v, prev2[j - 2]! + 1);
      row.push(v);
      if (v < best) best = v;
    }
    if (best > max) return max + 1;
    prev2 = prev;
    prev = row;
  }
  return Math.min(prev[b.length]!, max + 1);
}

/** Edits a word of this length may be away and still be a likely misspelling. */
export const typoBudget = (length: number): number => (length <= 3 ? 1 : length <= 7 ? 2 : 3);

const words = (name: string): string[] => name.split(/[-_:.\s]+/).filter((w) => w.length >= 3);

/**
 * The names closest to `wanted`, best first, at most `max`: the same name in other case, then names
 * a few edits away (more edits allowed for longer names), then names that contain it or that it
 * contains, then names sharing a word of 3+ letters with it. Names that are none of these are left out,
 * so the result may be empty. Ties keep alphabetical order.
 */
export function closestNames(wanted: string, names: readonly string[], max = 5): string[] {
  const w = wanted.trim().toLowerCase();
  if (w === "" || max <= 0) return [];
  const long = w.length > MAX_COMPARED;
  const budget = typoBudget(w.length);
  const wantedWords = new Set(words(w));
  const ranked: { name: string; tier: number; d: number }[] = [];
  for (const name of names) {
    const n = name.toLowerCase();
    let tier = -1;
    let d = 0;
    if (n === w) {
      tier = 0;
      d = name.trim() === wanted.trim() ? 0 : 1; // the exact spelling first
    } else if (!long && n.length <= MAX_COMPARED) {
      d = editDistance(w, n, budget);
      if (d <= budget) tier = 1;
      else if (w.length >= 3 && (n.includes(w) || w.includes(n))) {
        tier = 2;
        d = Math.abs(n.length - w.length);
      } else {
        let shared = 0;
        for (const x of words(n)) if (wantedWords.has(x)) shared++;
        if (shared > 0) {
          tier = 3;
          d = -shared;
        }
      }
    }
    if (tier >= 0) ranked.push({ name, tier, d });
  }
  ranked.sort((a, b) => a.tier - b.tier || a.d - b.d || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const out: string[] = [];
  for (const r of ranked) {
    if (!out.includes(r.name)) out.push(r.name);
    if (out.length === max) break;
  }
  return out;
}
