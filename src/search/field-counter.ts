// Counting one field's words as the index adds it (bm25.ts addField): most of what building an
// index costs. No I/O; no knowledge of scoring.

import type { Posting } from "./bm25-arrays.js";

/** A term of the field being added, with its count there and (once looked up) its posting lists. */
export interface FieldTerm {
  readonly term: string;
  /** The field (epoch) it was last counted in, and its count there. */
  mark: number;
  tf: number;
  lists: (Posting | undefined)[] | undefined;
}

/** Tokens kept between fields; past this, the caches start again (hostile text cannot grow them). */
const MAX_TOKENS = 50_000;
/** Characters of kept tokens past which the caches start again between fields. */
const MAX_POOL = 1 << 20;
/** Largest text whose characters are copied into the reused buffer (bigger ones get their own). */
const MAX_KEPT_TEXT = 1 << 16;
/** Fields counted before the marks (32-bit) start again. */
const MAX_EPOCH = 0x3fffffff;
const NON_ASCII = /[^\x00-\x7f]/;

const isUpper = (c: number) => c >= 65 && c <= 90;
const isLower = (c: number) => c >= 97 && c <= 122;
const isDigit = (c: number) => c >= 48 && c <= 57;

/** ASCII character classes, one table look-up instead of three range tests per character. */
const SEPARATOR = 0;
const LOWER = 1;
const UPPER = 2;
const DIGIT = 3;
const ASCII_CLASS = Uint8Array.from({ length: 128 }, (_, c) =>
  isLower(c) ? LOWER : isUpper(c) ? UPPER : isDigit(c) ? DIGIT : SEPARATOR,
);

/** A stored hash: never 0, which marks an empty slot. */
const stored = (h: number) => h | 0x80000000;

/**
 * Where a stored hash starts probing: mixed with a secret of this process (murmur3's finaliser), so
 * text written to make thousands of words share one slot (FNV-1a's low bits are easy to choose) cannot
 * know which slot they land in; equal hashes still meet, and every look-up compares the word itself.
 */
let seed: number | undefined; // drawn when the first counter starts (a saved index may never need one)
function slotOf(key: number): number {
  let h = key ^ seed!;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return h ^ (h >>> 16);
}

/** A buffer of UTF-16 code units with a typed view (Buffer.write copies a string in natively). */
class Units {
  bytes = Buffer.allocUnsafeSlow(0);
  view = new Uint16Array(0);

  /** The code units of `text` (the view is valid until the next call). */
  of(text: string): Uint16Array {
    const n = text.length;
    if (this.view.length < n) {
      this.bytes = Buffer.allocUnsafeSlow(2 * Math.max(n, 256));
      this.view = new Uint16Array(this.bytes.buffer, this.bytes.byteOffset, this.bytes.length >> 1);
    }
    this.bytes.write(text, 0, 2 * n, "utf16le");
    return this.view;
  }
}

/**
 * Counts one field's tokens at a time: its distinct raw tokens (the field's length, as MiniSearch
 * counts it) and each term's frequency, in order of first occurrence. Tokens and terms carry the
 * number of the field they were last seen in, so nothing is cleared between fields, and a token seen
 * before is never normalised again. The text is copied once into an array of code units, and words
 * are split there with tokenize()'s rules and looked up in a table of their own by those units (kept
 * in a pool), so no string is cut out of the text for a word seen before, and the loops never meet a
 * sliced or concatenated string (a test compares every count with tokenize()'s words).
 */
export class FieldCounter {
  /** Per slot: the stored hash (0: empty), where its units start in the pool, how many, its mark. */
  private slots = new Int32Array(0);
  private slotTerms: (FieldTerm | null)[] = [];
  private mask = -1;
  private size = 0;
  private pool = new Uint16Array(0);
  private used = 0;
  private readonly terms = new Map<string, FieldTerm>();
  private epoch = 0;
  private normalise: (token: string) => string | null = () => null;
  private readonly text = new Units();
  private readonly token = new Units();
  /** The last counted field's terms, first occurrence first. */
  readonly seen: FieldTerm[] = [];
  /** The last counted field's distinct raw tokens. */
  distinct = 0;

  /** Counts the words of `text` (tokenize()'s), normalised by `normalise` (processTerm). */
  countText(text: string, normalise: (token: string) => string | null, tokenize: (t: string) => string[]) {
    this.start(normalise);
    const units = text.length > MAX_KEPT_TEXT ? new Units().of(text) : this.text.of(text);
    if (!NON_ASCII.test(text)) {
      this.countAscii(units, text, 0, text.length);
      return;
    }
    // tokenize()'s split: runs between ASCII separators (no word spans one). The few runs with a
    // non-ASCII character go through tokenize() alone; the stretches of text between them are ASCII.
    const n = text.length;
    const inRun = (c: number) => c >= 128 || ASCII_CLASS[c] !== SEPARATOR;
    let pos = 0;
    for (let m = 0; m < n; m++) {
      if (units[m]! < 128) continue;
      let start = m;
      while (start > pos && inRun(units[start - 1]!)) start--;
      let end = m + 1;
      while (end < n && inRun(units[end]!)) end++;
      this.countAscii(units, text, pos, start);
      for (const token of tokenize(text.slice(start, end))) this.countToken(token);
      pos = end;
      m = end;
    }
    this.countAscii(units, text, pos, n);
  }

  /**
   * The words of text[from, to) (`units` holds its code units), which has no non-ASCII character and
   * is bounded by separators or the text's ends: tokenize()'s ASCII rules (text.ts tokenizeAscii),
   * words of letters and digits, split inside camelCase (`pdfTo` → pdf To) and before the last
   * capital of a run (`HTTPServer` → HTTP Server).
   */
  private countAscii(units: Uint16Array, text: string, from: number, to: number): void {
    let start = -1;
    let h = 0;
    let prev = SEPARATOR; // the class of the character before
    for (let i = from; i <= to; i++) {
      const c = i < to ? units[i]! : 0;
      const cls = ASCII_CLASS[c]!;
      if (cls === SEPARATOR) {
        if (start >= 0) this.see(units, text, start, i, h);
        start = -1;
      } else if (start < 0) {
        start = i;
        h = Math.imul(0x811c9dc5 ^ c, 16777619);
      } else if (cls === UPPER && (prev !== UPPER || (i + 1 < to && ASCII_CLASS[units[i + 1]!] === LOWER))) {
        this.see(units, text, start, i, h);
        start = i;
        h = Math.imul(0x811c9dc5 ^ c, 16777619);
      } else h = Math.imul(h ^ c, 16777619);
      prev = cls;
    }
  }

  /** One token tokenize() gave. */
  private countToken(token: string): void {
    const units = this.token.of(token);
    let h = 0x811c9dc5;
    for (let i = 0; i < token.length; i++) h = Math.imul(h ^ units[i]!, 16777619);
    this.see(units, token, 0, token.length, h);
  }

  private start(normalise: (token: string) => string | null): void {
    // Only between fields: a token of this field must keep its mark until the field is counted.
    if (this.size > MAX_TOKENS || this.used > MAX_POOL || this.epoch >= MAX_EPOCH) {
      this.mask = -1;
      this.size = 0;
      this.used = 0;
      this.epoch = 0;
      this.terms.clear();
    }
    seed ??= globalThis.crypto.getRandomValues(new Uint32Array(1))[0]!;
    if (this.mask < 0) this.resize(1024);
    this.normalise = normalise;
    this.epoch++;
    this.seen.length = 0;
    this.distinct = 0;
  }

  /** One occurrence of the word text[from, to), whose code units `units` holds, with hash `h`. */
  private see(units: Uint16Array, text: string, from: number, to: number, h: number): void {
    const j = this.lookup(units, text, from, to, h);
    const epoch = this.epoch;
    const slots = this.slots;
    if (slots[4 * j + 3] !== epoch) {
      slots[4 * j + 3] = epoch;
      this.distinct++;
    }
    const term = this.slotTerms[j] as FieldTerm | null;
    if (term === null) return;
    if (term.mark !== epoch) {
      term.mark = epoch;
      term.tf = 0;
      this.seen.push(term);
    }
    term.tf++;
  }

  /** The slot of the word text[from, to), added if new. */
  private lookup(units: Uint16Array, text: string, from: number, to: number, h: number): number {
    const n = to - from;
    const key = stored(h);
    const { slots, pool } = this;
    const first = slotOf(key);
    let j = first & this.mask;
    for (; ; j = (j + 1) & this.mask) {
      const s = slots[4 * j]!;
      if (s === 0) break;
      if (s !== key || slots[4 * j + 2] !== n) continue;
      const p = slots[4 * j + 1]!;
      let k = 0;
      while (k < n && pool[p + k] === units[from + k]) k++;
      if (k === n) return j;
    }
    const token = from === 0 && to === text.length ? text : text.slice(from, to);
    const term = this.termOf(this.normalise(token));
    if ((this.size + 1) * 2 > this.mask + 1) {
      this.resize((this.mask + 1) * 2);
      j = first & this.mask;
      while (this.slots[4 * j] !== 0) j = (j + 1) & this.mask;
    }
    if (this.used + n > this.pool.length) {
      const grown = new Uint16Array(Math.max(2 * this.pool.length, this.used + n, 4096));
      grown.set(this.pool.subarray(0, this.used));
      this.pool = grown;
    }
    const into = this.pool;
    for (let k = 0, p = this.used; k < n; k++) into[p + k] = units[from + k]!;
    this.slots[4 * j] = key;
    this.slots[4 * j + 1] = this.used;
    this.slots[4 * j + 2] = n;
    this.slots[4 * j + 3] = 0;
    this.slotTerms[j] = term;
    this.used += n;
    this.size++;
    return j;
  }

  private resize(capacity: number): void {
    const { slots, slotTerms } = this;
    this.slots = new Int32Array(4 * capacity);
    this.slotTerms = new Array<FieldTerm | null>(capacity).fill(null);
    this.mask = capacity - 1;
    if (this.size === 0) return;
    for (let i = 0; i < slotTerms.length; i++) {
      const s = slots[4 * i]!;
      if (s === 0) continue;
      let j = slotOf(s) & this.mask;
      while (this.slots[4 * j] !== 0) j = (j + 1) & this.mask;
      for (let k = 0; k < 4; k++) this.slots[4 * j + k] = slots[4 * i + k]!;
      this.slotTerms[j] = slotTerms[i] as FieldTerm | null;
    }
  }

  private termOf(t: string | null): FieldTerm | null {
    if (t === null) return null;
    let term = this.terms.get(t);
    if (term === undefined) {
      term = { term: t, mark: 0, tf: 0, lists: undefined };
      this.terms.set(t, term);
    }
    return term;
  }
}
