// The inverted index under skill search: BM25 over a few text fields, with prefix and small-typo
// expansion of query words. By default it scores as MiniSearch 7 does with our options (BM25+ with
// k 1.2, b 0.7, d 0.5; prefix weight 0.375, typo weight 0.45; the score times the number of query
// words matched); the search turns on two departures (documentIdf, idfCoordination). It replaced
// MiniSearch because MiniSearch's per-term maps made building the index the slowest step of a
// server's start (~65 % of a 10k-skill build) and loading a saved one was slower still.
//
// Plain arrays, one posting list per term and field; a discarded document is dropped from a list the
// first time a query reads it. An index can also start from a saved image (snapshot.ts): its posting
// lists are then decoded the first time a query or an addition touches their term, so a server with
// 10k skills starts without building anything. Pure in-memory data structure: no I/O.

import {
  DocLengths,
  growable,
  indexOf,
  lowerBound,
  merge,
  type Posting,
  type QueryScores,
  QueryScratch,
} from "./bm25-arrays.js";
import { FieldCounter } from "./field-counter.js";
import { processTerm, tokenize } from "./text.js";

export type { QueryScores } from "./bm25-arrays.js";

const K = 1.2;
const B = 0.7;
const D = 0.5;
const PREFIX_WEIGHT = 0.375;
const FUZZY_WEIGHT = 0.45;

export interface HitOptions {
  /** Boost per field index; a field with boost 0 is not searched. */
  readonly boost: readonly number[];
  /** Whether this (processed) query word also matches longer words. */
  readonly prefix: (term: string) => boolean;
  /** Edits allowed when matching this query word with typos (0: none). */
  readonly fuzzy: (term: string) => number;
  /**
   * Inverse document frequency over whole documents (a term's most frequent field) instead of per
   * field: a word rare among names but common in descriptions ("platform") is not worth more for
   * being in a name. Default false (per field, as MiniSearch scores).
   */
  readonly documentIdf?: boolean;
  /**
   * A matched query word counts in the score's multiplier by how informative it is (its inverse
   * document frequency over the mean of the query's known words), not 1 each: a skill that matches
   * many common words of a long task statement ("file", "data", "output") does not outrank the one
   * that matches its rare words. A word the index does not know whole counts the mean. Default false
   * (1 each, as MiniSearch scores).
   */
  readonly idfCoordination?: boolean;
}

/**
 * A saved index read back (snapshot.ts): documents 1..docCount with their field lengths, the sorted
 * vocabulary, and each term's posting lists decoded on demand.
 */
export interface FrozenIndex {
  readonly fieldCount: number;
  readonly docCount: number;
  /** Field lengths, docCount × fieldCount, document 1 first. */
  readonly lengths: Uint32Array;
  /** Every term, sorted (code-unit order), each with at least one posting. */
  readonly terms: readonly string[];
  /**
   * Term `t`'s posting list in field `f` (doc ids and term frequencies), or undefined when empty. The
   * index never writes into the arrays it gets.
   */
  posting(t: number, f: number): { docs: number[] | Uint32Array; tfs: number[] | Uint32Array } | undefined;
  /** The length of term `t`'s list in field `f`, without decoding it. */
  frequency(t: number, f: number): number;
}

/** An index written out: what snapshot.ts encodes. Documents are renumbered 1..docCount. */
export interface IndexImage {
  readonly fieldCount: number;
  readonly docCount: number;
  readonly lengths: Uint32Array;
  readonly terms: readonly string[];
  /** Per term, per field: [doc ids, term frequencies], or undefined for an empty list. */
  readonly postings: readonly (readonly ([Uint32Array, Uint32Array] | undefined)[])[];
}

let rowA = new Int32Array(64);
let rowB = new Int32Array(64);

/** Levenshtein distance of a and b if it is at most max, else max + 1. */
export function boundedDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const n = b.length;
  // Two rows reused across calls: typo matching calls this for much of the vocabulary per query word,
  // and two fresh arrays per call were most of a query's cost at 10k skills.
  if (rowA.length <= n) {
    rowA = new Int32Array(n + 1);
    rowB = new Int32Array(n + 1);
  }
  let prev = rowA;
  let row = rowB;
  for (let j = 0; j <= n; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    row[0] = i;
    let best = i;
    const ca = a.charCodeAt(i - 1);
    for (let j = 1; j <= n; j++) {
      const sub = prev[j - 1]! + (ca === b.charCodeAt(j - 1) ? 0 : 1);
      const del = prev[j]! + 1;
      const ins = row[j - 1]! + 1;
      const v = Math.min(sub, del, ins);
      row[j] = v;
      if (v < best) best = v;
    }
    if (best > max) return max + 1;
    const t = prev;
    prev = row;
    row = t;
  }
  return Math.min(prev[n]!, max + 1);
}

export class Bm25Index {
  private readonly postings = new Map<string, (Posting | undefined)[]>();
  /** Field lengths (distinct raw tokens, as MiniSearch counts them) of every live document. */
  private readonly lengths: DocLengths;
  private readonly totals: number[];
  private readonly fieldCount: number;
  private sorted: string[] | undefined;
  /** Terms added since `sorted` was built, merged into it on the next prefix look-up. */
  private unsorted: string[] | undefined;
  private discards = 0;

  /** The saved index this one started from, if any: terms not yet in `postings` are decoded from it. */
  private readonly base: FrozenIndex | undefined;

  /**
   * `fields`: the names reported in a hit's `match`, in the order of `add`'s texts. `base`: a saved
   * index with the same fields to start from (documents 1..base.docCount).
   */
  constructor(
    private readonly fields: readonly string[],
    base?: FrozenIndex,
  ) {
    this.fieldCount = fields.length;
    this.totals = new Array<number>(this.fieldCount).fill(0);
    const F = this.fieldCount;
    if (base === undefined || base.fieldCount !== F) {
      this.lengths = new DocLengths(F);
      return;
    }
    this.base = base;
    this.lengths = DocLengths.of(F, base.lengths, base.docCount);
    const totals = new Float64Array(F);
    const rows = base.lengths;
    for (let i = 0, end = base.docCount * F; i < end; i += F)
      for (let f = 0; f < F; f++) totals[f]! += rows[i + f]!;
    for (let f = 0; f < F; f++) this.totals[f] = totals[f]!;
    this.sorted = base.terms.slice();
    this.unsorted = [];
  }

  /** A term's posting lists, decoding them from the saved index on first use; undefined if unknown. */
  private perField(term: string): (Posting | undefined)[] | undefined {
    const known = this.postings.get(term);
    if (known !== undefined || this.base === undefined) return known;
    const t = indexOf(this.base.terms, term);
    if (t < 0) return undefined;
    const perField: (Posting | undefined)[] = [];
    for (let f = 0; f < this.fieldCount; f++) {
      const p = this.base.posting(t, f);
      // Discards counted from 0 at load: a list decoded after one is compacted on its first read.
      perField.push(p === undefined ? undefined : { docs: p.docs, tfs: p.tfs, swept: 0 });
    }
    this.postings.set(term, perField);
    return perField;
  }

  get documentCount(): number {
    return this.lengths.size;
  }

  /** Indexes a document's field texts (in field order). Ids must be new. */
  add(id: number, fields: readonly string[]): void {
    this.lengths.add(id);
    for (let f = 0; f < this.fieldCount; f++) this.addField(id, f, fields[f] ?? "");
  }

  /** Adds text to one field of a live document (its body, read after its metadata). */
  addField(id: number, field: number, text: string): void {
    if (!this.lengths.has(id) || text === "") return;
    const counter = this.counter;
    counter.countText(text, processTerm, tokenize);
    const length = counter.distinct;
    this.lengths.grow(id, field, length);
    this.totals[field] = this.totals[field]! + length;
    const seen = counter.seen;
    for (let i = 0; i < seen.length; i++) {
      const t = seen[i]!;
      // A term's lists never change identity once made (nothing removes a term), so the counter keeps them.
      let perField = t.lists ?? this.perField(t.term);
      if (perField === undefined) {
        perField = [undefined, undefined, undefined, undefined, undefined];
        perField.length = this.fieldCount;
        this.postings.set(t.term, perField);
        this.unsorted?.push(t.term);
      }
      t.lists = perField;
      const p = perField[field];
      if (p === undefined) perField[field] = { docs: [id], tfs: [t.tf], swept: this.discards };
      else {
        const g = growable(p);
        g.docs.push(id);
        g.tfs.push(t.tf);
      }
    }
  }

  /** Scratch space of addField, reused: one field's term counts and distinct tokens. */
  private readonly counter = new FieldCounter();
  private readonly scratch = new QueryScratch();

  /** Forgets a document; its postings are dropped lazily. */
  discard(id: number): void {
    if (!this.lengths.has(id)) return;
    for (let f = 0; f < this.fieldCount; f++) this.totals[f] = this.totals[f]! - this.lengths.get(id, f);
    this.lengths.delete(id);
    this.discards++;
  }

  /** True when some document (or one discarded, not yet dropped) has this exact term. */
  knows(term: string): boolean {
    return this.postings.has(term) || (this.base !== undefined && indexOf(this.base.terms, term) >= 0);
  }

  /**
   * Documents that have `term` in its most frequent field (discarded documents not yet dropped
   * included), 0 when unknown. Decodes nothing: for choosing query terms before scoring.
   */
  documentFrequency(term: string): number {
    let df = 0;
    const known = this.postings.get(term);
    if (known !== undefined) {
      for (const p of known) if (p !== undefined && p.docs.length > df) df = p.docs.length;
      return df;
    }
    if (this.base === undefined) return 0;
    const t = indexOf(this.base.terms, term);
    if (t < 0) return 0;
    for (let f = 0; f < this.fieldCount; f++) df = Math.max(df, this.base.frequency(t, f));
    return df;
  }

  /** True when some indexed term starts with `prefix`. */
  knowsPrefix(prefix: string): boolean {
    const sorted = this.vocabulary();
    const i = lowerBound(sorted, prefix);
    return i < sorted.length && sorted[i]!.startsWith(prefix);
  }

  /**
   * The indexed terms closest to `term` (a few edits away, at most `max`), with a live document that
   * has each in one of `fields` (indexes): nearest first, then the most documents. For spelling
   * suggestions: one scan of the vocabulary, as typo matching does.
   */
  nearest(
    term: string,
    max: number,
    fields: readonly number[],
    distance: (a: string, b: string, max: number) => number,
  ): { term: string; distance: number; doc: number }[] {
    const out: { term: string; distance: number; doc: number; df: number }[] = [];
    for (const t of this.allTerms()) {
      if (t === term) continue;
      const d = distance(term, t, max);
      if (d > max) continue;
      const perField = this.perField(t)!;
      let doc = -1;
      let df = 0;
      for (const f of fields) {
        const p = perField[f];
        if (p === undefined) continue;
        if (p.swept !== this.discards) this.compact(p);
        df += p.docs.length;
        if (doc < 0 && p.docs.length > 0) doc = p.docs[0]!;
      }
      if (doc >= 0) out.push({ term: t, distance: d, doc, df });
    }
    return out.sort((a, b) => a.distance - b.distance || b.df - a.df || (a.term < b.term ? -1 : 1));
  }

  /**
   * Every matching live document with its final score (BM25 sum times query words matched), scored
   * into scratch arrays this index reuses: no object per matching document (a common word matches
   * thousands), and each document's `match` built only when asked. The view holds until the next
   * query on this index.
   */
  scoreQuery(query: string, options: HitOptions): QueryScores {
    const sources: string[] = [];
    for (const token of tokenize(query)) {
      const term = processTerm(token);
      if (term !== null) sources.push(term);
    }
    return this.scoreTerms(sources, options);
  }

  /**
   * scoreQuery over processed terms: each is scored once per occurrence, times its weight
   * (`weights[i]`, default 1). Repeats count as one query word in the final multiplier.
   */
  scoreTerms(sources: readonly string[], options: HitOptions, weights?: readonly number[]): QueryScores {
    const sc = this.scratch;
    sc.reset();
    const sourceIds = new Map<string, number>();
    for (const term of sources) if (!sourceIds.has(term)) sourceIds.set(term, sourceIds.size);
    sc.prepare(this.lengths.capacity, Math.max(1, Math.ceil(sourceIds.size / 32)));
    for (let s = 0; s < sources.length; s++) {
      const term = sources[s]!;
      const source = sourceIds.get(term)!;
      const w = weights?.[s] ?? 1;
      this.score(source, term, w, options);
      const expanded = new Set<string>();
      if (options.prefix(term)) {
        const sorted = this.vocabulary();
        for (let i = lowerBound(sorted, term); i < sorted.length && sorted[i]!.startsWith(term); i++) {
          const t = sorted[i]!;
          if (t === term) continue;
          expanded.add(t);
          this.score(
            source,
            t,
            (w * PREFIX_WEIGHT * t.length) / (t.length + 0.3 * (t.length - term.length)),
            options,
          );
        }
      }
      const max = options.fuzzy(term);
      if (max > 0) {
        for (const t of this.allTerms()) {
          if (t === term || expanded.has(t)) continue;
          const d = boundedDistance(term, t, max);
          if (d <= max) this.score(source, t, (w * FUZZY_WEIGHT * t.length) / (t.length + d), options);
        }
      }
    }
    sc.sourceWeights = options.idfCoordination === true ? this.sourceWeights(sourceIds) : undefined;
    return sc.view(this.fields);
  }

  /** Per query word (by source number): its idf over the mean idf of the query's known words. */
  private sourceWeights(sourceIds: ReadonlyMap<string, number>): Float64Array {
    const n = Math.max(1, this.lengths.size);
    const out = new Float64Array(sourceIds.size).fill(-1);
    let sum = 0;
    let known = 0;
    for (const [term, i] of sourceIds) {
      const df = this.documentFrequency(term);
      if (df === 0) continue;
      out[i] = Math.log(1 + (n - df + 0.5) / (df + 0.5));
      sum += out[i]!;
      known++;
    }
    const mean = known > 0 && sum > 0 ? sum / known : 1;
    for (let i = 0; i < out.length; i++) out[i] = out[i]! < 0 ? 1 : out[i]! / mean;
    return out;
  }

  private score(source: number, term: string, weight: number, options: HitOptions): void {
    const perField = this.perField(term);
    if (perField === undefined) return;
    const n = this.lengths.size;
    const sc = this.scratch;
    let docDf = 0;
    if (options.documentIdf === true)
      for (const p of perField) {
        if (p === undefined) continue;
        if (p.swept !== this.discards) this.compact(p);
        if (p.docs.length > docDf) docDf = p.docs.length;
      }
    for (let f = 0; f < this.fieldCount; f++) {
      const boost = options.boost[f] ?? 0;
      const p = perField[f];
      if (boost === 0 || p === undefined) continue;
      if (p.swept !== this.discards) this.compact(p);
      const df = p.docs.length;
      if (df === 0) continue;
      const idfDf = options.documentIdf === true ? docDf : df;
      const idf = Math.log(1 + (n - idfDf + 0.5) / (idfDf + 0.5));
      const avg = this.totals[f]! / n;
      const event = sc.event(term, f);
      for (let i = 0; i < df; i++) {
        const id = p.docs[i]!;
        const tf = p.tfs[i]!;
        const length = this.lengths.get(id, f);
        const raw = idf * (D + (tf * (K + 1)) / (tf + K * (1 - B + (B * length) / avg)));
        sc.add(id, weight * boost * raw, source, event);
      }
    }
  }

  /** Drops discarded documents from one posting list, in place. */
  private compact(p: Posting): void {
    const { docs, tfs } = growable(p);
    let w = 0;
    for (let r = 0; r < docs.length; r++) {
      if (!this.lengths.has(docs[r]!)) continue;
      docs[w] = docs[r]!;
      tfs[w] = tfs[r]!;
      w++;
    }
    docs.length = w;
    tfs.length = w;
    p.swept = this.discards;
  }

  /** Every indexed term, once (a saved index's terms without decoding their lists). */
  private allTerms(): Iterable<string> {
    return this.base === undefined ? this.postings.keys() : this.vocabulary();
  }

  /**
   * The index as an image to save: live documents renumbered by `idOf` (1..docCount; a document
   * it maps to undefined is left out), terms sorted, empty lists dropped.
   */
  image(idOf: (id: number) => number | undefined, docCount: number): IndexImage {
    const F = this.fieldCount;
    const lengths = new Uint32Array(docCount * F);
    for (const id of this.lengths.ids()) {
      const to = idOf(id);
      if (to === undefined) continue;
      for (let f = 0; f < F; f++) lengths[(to - 1) * F + f] = this.lengths.get(id, f);
    }
    const terms: string[] = [];
    const postings: ([Uint32Array, Uint32Array] | undefined)[][] = [];
    for (const term of this.vocabulary()) {
      const perField = this.perField(term)!;
      const lists: ([Uint32Array, Uint32Array] | undefined)[] = [];
      let any = false;
      for (let f = 0; f < F; f++) {
        const p = perField[f];
        const docs: number[] = [];
        const tfs: number[] = [];
        if (p !== undefined)
          for (let i = 0; i < p.docs.length; i++) {
            const to = this.lengths.has(p.docs[i]!) ? idOf(p.docs[i]!) : undefined;
            if (to === undefined) continue;
            docs.push(to);
            tfs.push(p.tfs[i]!);
          }
        if (docs.length === 0) lists.push(undefined);
        else {
          lists.push([Uint32Array.from(docs), Uint32Array.from(tfs)]);
          any = true;
        }
      }
      if (!any) continue;
      terms.push(term);
      postings.push(lists);
    }
    return { fieldCount: F, docCount, lengths, terms, postings };
  }

  /** The indexed terms in sorted order (kept sorted from the first prefix look-up on). */
  private vocabulary(): string[] {
    if (this.sorted === undefined || this.unsorted === undefined) {
      this.sorted = [...this.postings.keys()].sort();
      this.unsorted = [];
    } else if (this.unsorted.length > 0) {
      this.sorted = merge(this.sorted, this.unsorted.sort());
      this.unsorted = [];
    }
    return this.sorted;
  }
}
