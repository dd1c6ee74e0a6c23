// Hybrid ranking (Q3): reciprocal rank fusion of BM25 with a host-supplied embedder, plus a small
// offline character-n-gram embedder for hosts (and benches) without a model. Pure functions.

/** A host-supplied embedder: one vector per text, all of the same length (e.g. the AI SDK's embedMany). */
export type Embedder = (texts: readonly string[]) => Promise<readonly (readonly number[])[]>;

/** The constant of reciprocal rank fusion: score = Σ 1 / (k + rank), rank counted from 1. */
export const RRF_K = 60;

/**
 * Fuses ranked lists of ids by reciprocal rank. Ids missing from a list get nothing from it. Ties are
 * left to the caller (the result is in descending score, then first appearance order).
 */
export function reciprocalRankFusion<T>(lists: readonly (readonly T[])[], k = RRF_K): Map<T, number> {
  const scores = new Map<T, number>();
  for (const list of lists) {
    list.forEach((id, i) => {
      scores.set(id, (scores.get(id) ?? 0) + 1 / (k + i + 1));
    });
  }
  return new Map([...scores.entries()].sort((a, b) => b[1] - a[1]));
}

/** Unit-length copy of a vector as Float32Array (a zero vector stays zero). */
export function normalize(v: readonly number[]): Float32Array {
  let sum = 0;
  for (const x of v) sum += x * x;
  const out = new Float32Array(v.length);
  const n = Math.sqrt(sum);
  if (n === 0) return out;
  for (let i = 0; i < v.length; i++) out[i] = v[i]! / n;
  return out;
}

/** Dot product of two unit vectors = cosine similarity. Lengths must match. */
export function dot(a: Float32Array, b: Float32Array): number {
  let s = 0;
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) s += a[i]! * b[i]!;
  return s;
}

/** FNV-1a, 32 bit. */
function hash(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export interface NgramEmbedderOptions {
  /** Vector length (default 512). */
  readonly dimensions?: number;
  /** Character n-gram length (default 3). */
  readonly n?: number;
}

/**
 * An offline embedder: hashed character n-grams of each lowercased word (with word boundaries), counted
 * into a fixed-size vector. No model, no network, deterministic. It captures spelling similarity, not
 * meaning: useful as a typo-tolerant second opinion for fusion and as a stand-in embedder in tests and
 * benches. Hosts with a real embedding model should pass that instead.
 */
export function createNgramEmbedder(options: NgramEmbedderOptions = {}): Embedder {
  const dims = options.dimensions ?? 512;
  const n = options.n ?? 3;
  const one = (text: string): number[] => {
    const v = new Array<number>(dims).fill(0);
    for (const word of text.toLowerCase().split(/[^\p{L}\p{N}]+/u)) {
      if (word === "") continue;
      const w = `^${word}$`;
      if (w.length <= n) {
        v[hash(w) % dims]! += 1;
        continue;
      }
      for (let i = 0; i + n <= w.length; i++) v[hash(w.slice(i, i + n)) % dims]! += 1;
    }
    return v;
  };
  return async (texts) => texts.map(one);
}
