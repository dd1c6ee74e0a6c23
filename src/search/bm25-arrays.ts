// The storage under the BM25 engine (bm25.ts): a query's accumulators, reused between queries, the
// field lengths of every document, posting lists, and sorted-vocabulary helpers. No I/O, no knowledge
// of text.

/** What one query scored (see Bm25Index.scoreQuery): matching documents in the order first met. */
export interface QueryScores {
  readonly size: number;
  id(i: number): number;
  /**
   * The final score: the BM25 sum times the distinct query words that matched, each counted 1 or,
   * with source weights set, by its weight.
   */
  score(i: number): number;
  /** The index terms that matched and the fields they matched in, in scoring order. */
  match(i: number): Record<string, string[]>;
}

const popcount = (x: number): number => {
  let v = x - ((x >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
};

const START_NODES = 1024;
const MAX_KEPT_NODES = 1 << 20;

/**
 * A query's accumulators, by document id, kept between queries and cleared for the documents the last
 * one touched. Matches are a linked list per document in two typed arrays (node → event, node →
 * previous node of the same document); an event is one (term, field) posting list scored.
 */
export class QueryScratch {
  private sums = new Float64Array(0);
  /** Distinct query words matched, one bit each, `words` 32-bit words per document. */
  private masks = new Uint32Array(0);
  private words = 1;
  /** The document's last match node + 1 (0: untouched). */
  private heads = new Int32Array(0);
  private touched = new Int32Array(256);
  private count = 0;
  private nodeEvent = new Int32Array(START_NODES);
  private nodePrev = new Int32Array(START_NODES);
  private nodes = 0;
  private eventTerms: string[] = [];
  private eventFields: number[] = [];

  reset(): void {
    const w = this.words;
    for (let i = 0; i < this.count; i++) {
      const id = this.touched[i]!;
      this.sums[id] = 0;
      this.heads[id] = 0;
      this.masks.fill(0, id * w, id * w + w);
    }
    this.count = 0;
    this.nodes = 0;
    this.eventTerms = [];
    this.eventFields = [];
    // One query that matched millions of (document, term) pairs must not leave its lists held for the
    // index's lifetime: back to the start size past 1M nodes (8 MB).
    if (this.nodeEvent.length > MAX_KEPT_NODES) {
      this.nodeEvent = new Int32Array(START_NODES);
      this.nodePrev = new Int32Array(START_NODES);
    }
  }

  /** Room for ids below `capacity` and `words` 32-bit words of query-word bits (after reset). */
  prepare(capacity: number, words: number): void {
    if (this.sums.length < capacity) {
      this.sums = new Float64Array(capacity);
      this.heads = new Int32Array(capacity);
    }
    if (this.words !== words || this.masks.length < this.sums.length * words) {
      this.words = words;
      this.masks = new Uint32Array(this.sums.length * words);
    }
  }

  event(term: string, field: number): number {
    this.eventTerms.push(term);
    this.eventFields.push(field);
    return this.eventTerms.length - 1;
  }

  add(id: number, s: number, source: number, event: number): void {
    if (this.heads[id] === 0) {
      if (this.count === this.touched.length) this.touched = grown(this.touched);
      this.touched[this.count++] = id;
    }
    this.sums[id]! += s;
    this.masks[id * this.words + (source >>> 5)]! |= 1 << (source & 31);
    if (this.nodes === this.nodeEvent.length) {
      this.nodeEvent = grown(this.nodeEvent);
      this.nodePrev = grown(this.nodePrev);
    }
    this.nodeEvent[this.nodes] = event;
    this.nodePrev[this.nodes] = this.heads[id]!;
    this.heads[id] = ++this.nodes;
  }

  /**
   * What each query word (by source number) counts in the multiplier of the score; undefined: 1
   * each. Set per query, before view().
   */
  sourceWeights: Float64Array | undefined;

  view(fields: readonly string[]): QueryScores {
    return {
      size: this.count,
      id: (i) => this.touched[i]!,
      score: (i) => {
        const id = this.touched[i]!;
        const weights = this.sourceWeights;
        let matched = 0;
        for (let k = id * this.words, end = k + this.words; k < end; k++) {
          let bits = this.masks[k]!;
          if (weights === undefined) matched += popcount(bits);
          // Each set bit: the weight of the query word it stands for.
          else
            for (const base = (k - id * this.words) * 32; bits !== 0; bits &= bits - 1)
              matched += weights[base + 31 - Math.clz32(bits & -bits)] ?? 1;
        }
        return this.sums[id]! * matched;
      },
      match: (i) => {
        const events: number[] = [];
        for (let node = this.heads[this.touched[i]!]!; node !== 0; node = this.nodePrev[node - 1]!)
          events.push(this.nodeEvent[node - 1]!);
        // No prototype: an indexed word may be "__proto__" or "constructor".
        const match: Record<string, string[]> = Object.create(null);
        for (let k = events.length - 1; k >= 0; k--) {
          const e = events[k]!;
          const term = this.eventTerms[e]!;
          const field = fields[this.eventFields[e]!]!;
          const list = match[term];
          if (list === undefined) match[term] = [field];
          else list.push(field);
        }
        return match;
      },
    };
  }
}

function grown(a: Int32Array<ArrayBuffer>): Int32Array<ArrayBuffer> {
  const b = new Int32Array(a.length * 2);
  b.set(a);
  return b;
}

/**
 * The field lengths of live documents, by id, in one flat typed array: ids are small and handed out
 * in order, and a saved index's 100k rows load as one copy instead of 100k small arrays.
 */
export class DocLengths {
  private data: Uint32Array;
  private live: Uint8Array;
  private count = 0;

  constructor(
    private readonly fields: number,
    capacity = 1024,
  ) {
    this.data = new Uint32Array(capacity * fields);
    this.live = new Uint8Array(capacity);
  }

  /** Documents 1..n with the rows of `rows` (n × fields, document 1 first). */
  static of(fields: number, rows: Uint32Array, n: number): DocLengths {
    const d = new DocLengths(fields, n + 1);
    d.data.set(rows.subarray(0, n * fields), fields);
    d.live.fill(1, 1, n + 1);
    d.count = n;
    return d;
  }

  /** One more than the largest id there is room for. */
  get capacity(): number {
    return this.live.length;
  }

  get size(): number {
    return this.count;
  }

  has(id: number): boolean {
    return id > 0 && id < this.live.length && this.live[id] === 1;
  }

  get(id: number, field: number): number {
    return this.data[id * this.fields + field]!;
  }

  /** A new live document with all lengths 0. */
  add(id: number): void {
    if (id >= this.live.length) {
      const capacity = Math.max(id + 1, this.live.length * 2);
      const data = new Uint32Array(capacity * this.fields);
      data.set(this.data);
      const live = new Uint8Array(capacity);
      live.set(this.live);
      this.data = data;
      this.live = live;
    }
    if (this.live[id] === 1) return;
    this.data.fill(0, id * this.fields, (id + 1) * this.fields);
    this.live[id] = 1;
    this.count++;
  }

  grow(id: number, field: number, by: number): void {
    this.data[id * this.fields + field] = this.data[id * this.fields + field]! + by;
  }

  delete(id: number): void {
    if (!this.has(id)) return;
    this.live[id] = 0;
    this.count--;
  }

  /** The live ids, ascending. */
  *ids(): Iterable<number> {
    for (let id = 1; id < this.live.length; id++) if (this.live[id] === 1) yield id;
  }
}

/** One term's documents in one field (bm25.ts). */
export interface Posting {
  /** A saved index's list stays a view of the file's bytes until it changes (nothing copied to read it). */
  docs: number[] | Uint32Array;
  tfs: number[] | Uint32Array;
  /** The discard count when this list was last compacted. */
  swept: number;
}

/** The list as growable arrays (a saved one is copied out of its view on its first change). */
export function growable(p: Posting): { docs: number[]; tfs: number[] } {
  if (!Array.isArray(p.docs)) p.docs = Array.from(p.docs);
  if (!Array.isArray(p.tfs)) p.tfs = Array.from(p.tfs);
  return p as { docs: number[]; tfs: number[] };
}

/** Where `key` is or would go in a sorted list. */
export function lowerBound(sorted: readonly string[], key: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid]! < key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Position of `key` in a sorted list, or -1. */
export function indexOf(sorted: readonly string[], key: string): number {
  const i = lowerBound(sorted, key);
  return i < sorted.length && sorted[i] === key ? i : -1;
}

/** Two sorted lists as one. */
export function merge(a: readonly string[], b: readonly string[]): string[] {
  const out: string[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) out.push(a[i]! <= b[j]! ? a[i++]! : b[j++]!);
  while (i < a.length) out.push(a[i++]!);
  while (j < b.length) out.push(b[j++]!);
  return out;
}
