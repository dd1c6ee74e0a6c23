// Text processing for skill search (Q1): tokenizer, term normaliser and bounded heading extraction.
// Pure functions; the same processing runs on documents and on queries.

/** Splits text into words: on anything that is not a letter or digit, and inside camelCase words. */
export function tokenize(text: string): string[] {
  // ASCII text (nearly every skill) takes a loop over character codes: the Unicode-aware regular
  // expressions below cost several times more and tokenizing is most of what building the index costs.
  if (!NON_ASCII.test(text)) return tokenizeAscii(text);
  // Mostly-ASCII text with a dash or an accent: split on ASCII separators first (no match of the
  // patterns below can span one) and run the regular expressions only on runs with non-ASCII in them.
  const out: string[] = [];
  let start = 0;
  let ascii = true;
  for (let i = 0; i <= text.length; i++) {
    const c = i < text.length ? text.charCodeAt(i) : 32;
    if (c >= 128) ascii = false;
    else if (!(isUpper(c) || isLower(c) || isDigit(c))) {
      if (i > start) {
        const run = text.slice(start, i);
        if (ascii) tokenizeAsciiInto(run, out);
        else tokenizeUnicode(run, out);
      }
      start = i + 1;
      ascii = true;
    }
  }
  return out;
}

// Made once: the bundler writes these as `new RegExp(…)`, which would build them again on every call.
const LOWER_UPPER = /(\p{Ll}|\p{N})(\p{Lu})/gu;
const UPPER_WORD = /(\p{Lu})(\p{Lu}\p{Ll})/gu;
const NOT_WORD = /[^\p{L}\p{N}\p{M}]+/u;

function tokenizeUnicode(text: string, out: string[]): void {
  // `pdfToChart` → `pdf To Chart`; `HTTPServer` → `HTTP Server`. Kebab and snake case split on the
  // separators below.
  const spaced = text.replace(LOWER_UPPER, "$1 $2").replace(UPPER_WORD, "$1 $2");
  for (const word of spaced.split(NOT_WORD)) {
    if (word !== "") out.push(word);
  }
}

const NON_ASCII = /[^\x00-\x7f]/;

const isUpper = (c: number) => c >= 65 && c <= 90;
const isLower = (c: number) => c >= 97 && c <= 122;
const isDigit = (c: number) => c >= 48 && c <= 57;

/** tokenize() for ASCII text: the same words, without regular expressions. */
function tokenizeAscii(text: string): string[] {
  const out: string[] = [];
  tokenizeAsciiInto(text, out);
  return out;
}

function tokenizeAsciiInto(text: string, out: string[]): void {
  let start = -1;
  for (let i = 0; i <= text.length; i++) {
    const c = i < text.length ? text.charCodeAt(i) : 0;
    if (!(isUpper(c) || isLower(c) || isDigit(c))) {
      if (start >= 0) out.push(text.slice(start, i));
      start = -1;
      continue;
    }
    if (start < 0) {
      start = i;
      continue;
    }
    // A word boundary inside a run: lower or digit then upper (`pdfTo`), or the last upper of a run
    // of capitals that starts a capitalised word (`HTTPServer` → `HTTP` `Server`).
    const prev = text.charCodeAt(i - 1);
    const split =
      (isUpper(c) && (isLower(prev) || isDigit(prev))) ||
      (isUpper(prev) && isUpper(c) && i + 1 < text.length && isLower(text.charCodeAt(i + 1)));
    if (split) {
      out.push(text.slice(start, i));
      start = i;
    }
  }
}

/**
 * Words too common in requests to say anything about which skill is wanted ("help me turn this into a …").
 * BM25 would weight them low anyway; dropping them keeps prefix and typo expansion off noise.
 */
const STOPWORDS = new Set(
  (
    "a an and are as at be but by can could do does for from get got has have help how i if in into is it its " +
    "let me my need of on or our please should so some that the their them then there these this those to " +
    "up us use using want we what when which with would you your " +
    // The tails of contractions ("can't", "it's", "I'm", "we'll", "you're", "I've", "I'd").
    "t s m ll re ve d"
  ).split(" "),
);

/** A light English suffix stripper: plural, -ing, -ed, final -e. Enough to meet "charts" with "chart". */
export function stem(term: string): string {
  let t = term;
  if (t.length > 4 && t.endsWith("ies")) t = `${t.slice(0, -3)}y`;
  else if (t.length > 4 && t.endsWith("sses")) t = t.slice(0, -2);
  else if (t.length > 3 && t.endsWith("s") && !/(ss|us|is)$/.test(t)) t = t.slice(0, -1);
  if (t.length >= 7 && t.endsWith("ing")) t = t.slice(0, -3);
  else if (t.length >= 6 && t.endsWith("ed")) t = t.slice(0, -2);
  if (t.length > 4 && t.endsWith("e")) t = t.slice(0, -1);
  return t;
}

/**
 * Bounds on what one query may cost. Typo matching allocates (term length)² bytes, and every query word
 * is looked up (and expanded by prefix) on its own, so an unbounded query is a memory and CPU attack on
 * any server that searches for a model or a remote client.
 */
export const QUERY_LIMITS = {
  /** Characters of a query read; the rest is ignored (a whole pasted message fits). */
  maxLength: 4096,
  /**
   * Distinct words of a query searched (filler words do not count); a longer query keeps its most
   * informative ones (query.ts), and spelling suggestions look at its first ones.
   */
  maxTerms: 32,
  /** Longest word indexed or searched; longer tokens (hashes, base64, runs of one letter) are dropped. */
  maxTermLength: 64,
  /** Longest word matched with typos; longer words must match exactly or by prefix. */
  maxFuzzyTermLength: 32,
} as const;

/** Normalises one token for indexing and querying; null drops it. */
export function processTerm(term: string): string | null {
  if (term.length > QUERY_LIMITS.maxTermLength) return null;
  // Words repeat (a few thousand distinct ones make most of any text): remembering the answer saves
  // normalising and stemming the same word again. Bounded, so hostile text cannot grow it forever.
  const known = memo.get(term);
  if (known !== undefined) return known;
  const t = term.normalize("NFKC").toLowerCase();
  const out = t === "" || t.length > QUERY_LIMITS.maxTermLength || STOPWORDS.has(t) ? null : stem(t);
  if (memo.size >= MEMO_SIZE) memo.clear();
  memo.set(term, out);
  return out;
}

const MEMO_SIZE = 50_000;
const memo = new Map<string, string | null>();

/** The first `max` UTF-16 units of a text, never ending inside a surrogate pair. */
export function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  const code = text.charCodeAt(max - 1);
  return text.slice(0, code >= 0xd800 && code <= 0xdbff ? max - 1 : max);
}

/**
 * A query bounded by QUERY_LIMITS: the first `maxLength` characters, and of their words only the first
 * `maxTerms` that are searchable (filler words and over-long tokens are left out and do not count).
 * Returns the words joined by spaces, which the index tokenizes back to the same words.
 */
export function boundQuery(query: string): string {
  const kept: string[] = [];
  for (const token of tokenize(cut(query, QUERY_LIMITS.maxLength))) {
    if (processTerm(token) === null) continue;
    kept.push(token);
    if (kept.length >= QUERY_LIMITS.maxTerms) break;
  }
  return kept.join(" ");
}

/** The query text as given, cut to QUERY_LIMITS.maxLength (what a host embedder sees). */
export function boundQueryText(query: string): string {
  return cut(query, QUERY_LIMITS.maxLength);
}

/** The terms a text contributes to the index (tokenize + processTerm), in order. */
export function terms(text: string): string[] {
  const out: string[] = [];
  for (const token of tokenize(text)) {
    const t = processTerm(token);
    if (t !== null) out.push(t);
  }
  return out;
}

/**
 * The fence marker at `k` (after at most three spaces): the length of its run of ` or ~ when it is
 * three or more, else 0. Nothing at or past `end` (the line's end, or the bound it is read to) counts.
 */
function fenceRun(body: string, k: number, end: number): number {
  if (k >= end) return 0;
  const c = body.charCodeAt(k);
  if (c !== 96 && c !== 126) return 0;
  let n = k + 1;
  while (n < end && body.charCodeAt(n) === c) n++;
  return n - k >= 3 ? n - k : 0;
}

/** Whether a fenced code block is open, and its marker (character and length) when it is. */
class Fence {
  constructor(
    readonly open: boolean,
    readonly char = 0,
    readonly length = 0,
  ) {}

  /** After a fence line of `length` × `char`: it opens a block, closes this one, or is code inside it. */
  toggle(char: number, length: number): Fence {
    if (!this.open) return new Fence(true, char, length);
    return char === this.char && length >= this.length ? NO_FENCE : this;
  }
}

const NO_FENCE = new Fence(false);

export interface HeadingLimits {
  /** Most headings taken from one body (default 24). */
  readonly maxHeadings?: number;
  /** Longest heading text kept, in UTF-16 units (default 80). */
  readonly maxHeadingLength?: number;
}

/**
 * The Markdown ATX headings of a body (`#` … `######` lines outside fenced code), without the hashes,
 * bounded in count and length so a huge body costs the index a few hundred bytes at most.
 */
export function extractHeadings(body: string, limits: HeadingLimits = {}): string[] {
  const maxHeadings = limits.maxHeadings ?? 24;
  const maxLength = limits.maxHeadingLength ?? 80;
  const out: string[] = [];
  let fence = NO_FENCE;
  let start = 0;
  while (start <= body.length) {
    let end = body.indexOf("\n", start);
    if (end < 0) end = body.length;
    const from = start;
    start = end + 1;
    // Only a line whose first character after at most three spaces is #, ` or ~ can be a heading or
    // a fence: the others are passed over without being cut out or matched (most of a body).
    let k = from;
    while (k < end && k - from < 3 && body.charCodeAt(k) === 32) k++;
    const first = body.charCodeAt(k);
    if (k >= end || (first !== 35 && first !== 96 && first !== 126)) continue;
    const run = fenceRun(body, k, end);
    if (run > 0) {
      fence = fence.toggle(first, run);
      continue;
    }
    // A `#` line inside fenced code (a shell comment) is not cut out either.
    if (fence.open || first !== 35) continue;
    const line = body.slice(from, end).trimEnd();
    const h = /^ {0,3}#{1,6}[ \t]+(.*?)(?:[ \t]+#+)?$/.exec(line);
    if (!h) continue;
    const text = h[1]!.trim();
    if (text === "") continue;
    out.push(text.length > maxLength ? text.slice(0, maxLength) : text);
    if (out.length >= maxHeadings) break;
  }
  return out;
}

/** Longest body line read for the index (UTF-16 units); the rest of a longer line is ignored. */
const MAX_LINE = 4096;

export interface BodyTextLimits {
  /** Words of body text kept (default 300). */
  readonly maxWords?: number;
}

/**
 * The opening prose of a body, bounded, for the index: fenced and indented code, HTML tags, link and
 * image targets, bare URLs and headings (indexed on their own) are left out; link and image text is
 * kept. At most `maxWords` words; reading stops there, so a huge body costs no more than a short one.
 * Each kept line is its words joined by single spaces.
 */
export function extractBodyText(body: string, limits: BodyTextLimits = {}): string {
  const maxWords = limits.maxWords ?? 300;
  if (maxWords <= 0) return "";
  const out: string[] = [];
  let words = 0;
  let fence = NO_FENCE;
  let start = 0;
  while (start < body.length && words < maxWords) {
    let end = body.indexOf("\n", start);
    if (end < 0) end = body.length;
    const from = start;
    // A line is read up to a bound, so no pattern below ever sees more than a few kilobytes.
    const stop = Math.min(end, from + MAX_LINE);
    start = end + 1;
    // Its first character after at most three spaces decides most lines without cutting them out:
    // inside a fence only a fence line matters, and a tab or a fourth space starts indented code. (A
    // line of only white space holds no word, whatever these checks say of it.)
    let k = from;
    while (k < stop && k - from < 3 && body.charCodeAt(k) === 32) k++;
    const first = k < stop ? body.charCodeAt(k) : -1;
    const run = fenceRun(body, k, stop);
    if (run > 0) {
      fence = fence.toggle(first, run);
      continue;
    }
    if (fence.open || body.charCodeAt(from) === 9 || (k - from === 3 && first === 32)) continue;
    const line = body.slice(from, stop).trimEnd();
    if (first === 35 && /^ {0,3}#{1,6}[ \t]/.test(line)) continue;
    // Reference definitions `[id]: target` carry only a target.
    if (first === 91 && /^ {0,3}\[[^\]]+\]:\s/.test(line)) continue;
    // Every pattern scans from a start character to the next delimiter at most (no backtracking
    // over the rest of the line), so the cost stays linear in the line.
    let text = line;
    if (text.includes("](")) text = text.replace(/!?\[([^[\]]*)\]\([^()\s]*\)/g, "$1");
    if (text.includes("<")) text = text.replace(/<[^<>]*>/g, " ");
    if (text.includes("://")) text = text.replace(/[a-z][a-z0-9+.-]{0,31}:\/\/\S*/gi, " ");
    const kept = wordsOf(text, maxWords - words);
    if (kept === undefined) continue;
    out.push(kept.text);
    words += kept.count;
  }
  return out.join("\n");
}

/** White space other than single spaces between words: `\s` but a space, two in a row, either end. */
const IRREGULAR_SPACE = /[^\S ]| {2}|^ | $/;

/**
 * The first `max` (≥ 1) white-space separated words of a line joined by single spaces, and how many
 * they are; undefined when it has none. A line that is already that (nearly every line of prose) is
 * returned as it is, or cut at its max-th word, without splitting it.
 */
function wordsOf(line: string, max: number): { text: string; count: number } | undefined {
  // Leading spaces (a nested list item) separate no words.
  let lead = 0;
  while (line.charCodeAt(lead) === 32) lead++;
  const text = lead === 0 ? line : line.slice(lead);
  if (text !== "" && !IRREGULAR_SPACE.test(text)) {
    let count = 1;
    for (let i = text.indexOf(" "); i !== -1; i = text.indexOf(" ", i + 1)) {
      if (count === max) return { text: text.slice(0, i), count };
      count++;
    }
    return { text, count };
  }
  const all = text.split(/\s+/).filter((w) => w !== "");
  if (all.length === 0) return undefined;
  const take = all.length > max ? all.slice(0, max) : all;
  return { text: take.join(" "), count: take.length };
}
