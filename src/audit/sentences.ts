// What the prose rules share about a file's text, found once per file (cached on the file object) or
// cheaply per match: sentences, where the letters of other languages are, and a fast way to run an
// expression that starts with a Unicode look-behind. Rules that ask the same question of the same file
// get the answer without reading the text again.
import { inCodeBlock } from "./context.js";
import type { AuditLine, AuditText } from "./rule-types.js";
import { anyIn, compileNow, isSpace, memoOffsets } from "./text.js";

/** `(?<![\p{L}\p{N}_])`: no letter, digit or underscore before (a word starts here, in any script). */
export const WORD_START = String.raw`(?<![\p{L}\p{N}_])`;
/** `(?![\p{L}\p{N}_])`: no letter, digit or underscore after (a word ends here, in any script). */
export const WORD_END = String.raw`(?![\p{L}\p{N}_])`;

/**
 * Accented Latin, Cyrillic, Arabic, kana, CJK or Hangul: the letters of a sentence written in a language
 * other than English (most non-ASCII files hold only emoji, dashes and arrows). The signs × and ÷ sit among
 * the accented letters but are no letter: most corpus files holding one of these characters hold only them.
 */
export const LETTERS_OF_OTHER_LANGUAGES =
  /[\u00c0-\u00d6\u00d8-\u00f6\u00f8-\u024f\u0400-\u04ff\u0600-\u06ff\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/;
const OTHER_LETTERS_G = new RegExp(LETTERS_OF_OTHER_LANGUAGES.source, "g");

/** The offsets of the letters of other languages in a file's text, in order (found once per file object). */
export const otherLetters: (file: { readonly text: string }) => readonly number[] = memoOffsets(
  OTHER_LETTERS_G,
  true,
);

/** True when a letter of another language lies in [from, to) of the file's text: LETTERS_OF_OTHER_LANGUAGES.test(text.slice(from, to)). */
export function otherLettersIn(file: { readonly text: string }, from: number, to: number): boolean {
  return anyIn(otherLetters(file), from, to);
}

/**
 * The length of the match of `/[.!?]\s|[。！？]|\n\s*\n|\n\s*(?:[-*+>#|]|\d+[.)])\s/y` at `k` (0 when none): a
 * sentence end, or a blank line, or a new list item. Read by hand: the expression run at every end mark
 * of the text cost more than all the sentence lookups that asked for it.
 */
export function sentenceEndAt(text: string, k: number): number {
  const c = text.charCodeAt(k);
  if (c === 46 || c === 33 || c === 63) return isSpace(text.charCodeAt(k + 1)) ? 2 : 0;
  if (c === 0x3002 || c === 0xff01 || c === 0xff1f) return 1;
  if (c !== 10) return 0;
  // `\n\s*\n` takes the spaces after the line feed back to their last line feed; without one,
  // `\n\s*` is followed by a list mark (spaces given back cannot be one).
  let j = k + 1;
  let lastFeed = -1;
  for (; j < text.length && isSpace(text.charCodeAt(j)); j++) if (text.charCodeAt(j) === 10) lastFeed = j;
  if (lastFeed >= 0) return lastFeed + 1 - k;
  const d = text.charCodeAt(j);
  if (d === 45 || d === 42 || d === 43 || d === 62 || d === 35 || d === 124)
    return isSpace(text.charCodeAt(j + 1)) ? j + 2 - k : 0;
  let e = j;
  while (e < text.length && isDigit(text.charCodeAt(e))) e++;
  if (e === j) return 0;
  const p = text.charCodeAt(e);
  return (p === 46 || p === 41) && isSpace(text.charCodeAt(e + 1)) ? e + 2 - k : 0;
}

const isDigit = (c: number): boolean => c >= 48 && c <= 57;
/** The first characters of sentence ends: . ! ? 。 ！ ？ and a line feed. */
const END_MARK = /[.!?\n\u3002\uff01\uff1f]/g;
/**
 * Where the next character that may start a sentence end is, at or after `k` (-1 when none): one class scanned
 * by V8, not seven comparisons a character in JavaScript (most of what finding a file's sentences cost).
 */
function nextEndMark(text: string, k: number): number {
  END_MARK.lastIndex = k;
  const found = END_MARK.test(text);
  const at = END_MARK.lastIndex - 1;
  END_MARK.lastIndex = 0;
  return found ? at : -1;
}
/** Where a run of text without a sentence end is cut: on a 128-character grid, so hits nearby share a window. */
const GRID = 128;
/** How far a sentence reaches either side of the match it is asked for (before the grid). */
const SENTENCE_REACH = 300;

/**
 * A file's sentence ends (pairs [start of the end mark, just after it], ascending), found a chunk at a
 * time where sentences are asked for (a third of the corpus text): `all` once found whole, else per chunk
 * the ends that overlap it.
 */
interface Ends {
  all?: number[];
  readonly chunks: Map<number, number[]>;
}
const sentenceEnds = new WeakMap<object, Ends>();
const CHUNK = 512;
/** How far back from a chunk a scan looks for a place to start (else the whole text is scanned once). */
const END_SYNC_LIMIT = 64;
/** An ASCII letter or punctuation no end mark holds (not a space, digit, or . ! ? - * + > # | )). */
const isEndSync = (c: number): boolean =>
  c > 32 && c < 127 && !(c >= 48 && c <= 57) && !".!?-*+>#|)".includes(String.fromCharCode(c));

/** Every sentence end of `text` as a global scan finds them (pairs [start, just after]). */
function allEnds(text: string): number[] {
  const ends: number[] = [];
  for (let k = nextEndMark(text, 0); k >= 0; ) {
    const n = sentenceEndAt(text, k);
    if (n > 0) ends.push(k, k + n);
    k = nextEndMark(text, k + Math.max(1, n));
  }
  return ends;
}

/**
 * The ends overlapping chunk `c` (end after its start, start before its end), as a scan of the whole text
 * finds them: the scan starts right after a character no end mark holds, where a scan from the text's
 * start also tries a match. Undefined when there is none close before the chunk.
 */
function chunkEnds(text: string, c: number): number[] | undefined {
  const from = c * CHUNK;
  const to = from + CHUNK;
  let start = -1;
  for (let k = from; k >= Math.max(0, from - END_SYNC_LIMIT); k--)
    if (k === 0 || isEndSync(text.charCodeAt(k - 1))) {
      start = k;
      break;
    }
  if (start < 0) return undefined;
  const out: number[] = [];
  // Tried only where an end mark can start, as a global scan from `start` finds them. The marks are looked for
  // in the chunk alone: a search past it read on to the next mark, to the end of a long line of base64 for
  // every chunk. Each end is read in the whole text.
  const part = text.slice(start, Math.min(to, text.length));
  for (let i = nextEndMark(part, 0); i >= 0; ) {
    const k = start + i;
    const n = sentenceEndAt(text, k);
    if (n > 0 && k + n > from) out.push(k, k + n);
    i = nextEndMark(part, i + Math.max(1, n));
  }
  return out;
}

/** A file's ends, made on first ask. */
function endsOf(file: { readonly text: string }): Ends {
  let e = sentenceEnds.get(file);
  if (!e) {
    e = { chunks: new Map() };
    sentenceEnds.set(file, e);
  }
  return e;
}

/** The ends overlapping chunk `c`, found on first ask; undefined once the whole text's were needed (`e.all`). */
function pairsOf(text: string, e: Ends, c: number): number[] | undefined {
  if (e.all) return undefined;
  let pairs = e.chunks.get(c);
  if (!pairs) {
    pairs = chunkEnds(text, c);
    if (!pairs) {
      e.all = allEnds(text);
      return undefined;
    }
    e.chunks.set(c, pairs);
  }
  return pairs;
}

/** The pair index of the first pair in `ends` ending after `index` (ends.length / 2 if none). */
function firstEndingAfter(ends: readonly number[], index: number): number {
  let lo = 0;
  let hi = ends.length / 2;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (ends[mid * 2 + 1]! <= index) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Where the sentence around `index` starts and ends before clamping: the end of the last sentence end at
 * or before it (0 if none), and one past the start of the first ending after it (the text's length if
 * none), or undefined when a chunk needed the whole text's ends. Read off the chunks' pairs in place: the
 * first pair ending after `index` overlaps index's chunk or starts after it, and the last ending at or
 * before it overlaps index's chunk or ends before it, so the chunks are walked out from index's only as far
 * as `minFrom` and `maxTo` (a pair beyond them is clamped away).
 */
function endsNear(
  text: string,
  e: Ends,
  index: number,
  minFrom: number,
  maxTo: number,
): { before: number; next: number } | undefined {
  const last = Math.max(0, Math.floor((text.length - 1) / CHUNK));
  const home = Math.min(last, Math.floor(index / CHUNK));
  let next = text.length;
  for (let c = home; c <= last && c * CHUNK < Math.max(maxTo, index + 1); c++) {
    const pairs = pairsOf(text, e, c);
    if (!pairs) return undefined;
    const i = firstEndingAfter(pairs, index);
    if (i < pairs.length / 2) {
      next = pairs[i * 2]! + 1;
      break;
    }
  }
  let before = 0;
  for (let c = home; c >= 0 && (c + 1) * CHUNK > Math.min(minFrom, index); c--) {
    const pairs = pairsOf(text, e, c);
    if (!pairs) return undefined;
    const i = firstEndingAfter(pairs, index);
    if (i > 0) {
      before = pairs[(i - 1) * 2 + 1]!;
      break;
    }
  }
  return { before, next };
}

/**
 * The sentence around `index`: back and forward to a sentence end or a new list item, at most 300
 * characters each way (cut on a grid, so a long run without a sentence end gives a few windows, not one
 * per match). The ends are found once per file object, and only near where sentences are asked for.
 */
export function sentenceAround(file: { readonly text: string }, index: number): { from: number; to: number } {
  const text = file.text;
  const minFrom = Math.max(0, Math.floor((index - SENTENCE_REACH) / GRID) * GRID);
  const maxTo = Math.min(text.length, Math.ceil((index + SENTENCE_REACH) / GRID) * GRID);
  const e = endsOf(file);
  let near = e.all ? undefined : endsNear(text, e, index, minFrom, maxTo);
  if (!near) {
    // ends holds pairs [start of the end mark, just after it]; the last pair ending at or before index.
    const ends = e.all!;
    const lo = firstEndingAfter(ends, index);
    near = {
      before: lo > 0 ? ends[(lo - 1) * 2 + 1]! : 0,
      next: lo < ends.length / 2 ? ends[lo * 2]! + 1 : text.length,
    };
  }
  return { from: Math.max(near.before, minFrom), to: Math.min(near.next, maxTo) };
}

/** How many lines of a file `hitSentences` reads, and how long a sentence it hands on. */
const HIT_LINES = 200;
const HIT_SENTENCE_CUT = 1200;

/**
 * The sentences of a Markdown file's prose that hold a word a rule starts from: on each of the first 200 lines,
 * the first match of `re` (a global `re` is read from the line's start), skipped in a code block or in the
 * sentence the last one yielded; its sentence (sentenceAround) cut at 1,200 characters. What the prose rules
 * that read one order in a sentence walk (lookup-exfil.ts, shell-prose.ts); nothing for a file not Markdown.
 */
export function* hitSentences(
  file: AuditText,
  lines: readonly AuditLine[],
  re: RegExp,
): Generator<{ readonly at: number; readonly length: number; readonly sentence: string }> {
  if (!file.markdown) return;
  let lastTo = -1;
  for (const l of lines.slice(0, HIT_LINES)) {
    re.lastIndex = 0;
    const m = re.exec(l.text);
    if (!m) continue;
    const at = l.index + m.index;
    if (at < lastTo || inCodeBlock(file, at)) continue;
    const s = sentenceAround(file, at);
    lastTo = s.to;
    yield {
      at,
      length: m[0].length,
      sentence: file.text.slice(s.from, Math.min(s.to, s.from + HIT_SENTENCE_CUT)),
    };
  }
}

/** How far `sentenceBetween` reaches either way. */
const BETWEEN_REACH = 300;
const NEXT_END = /[.!?](?:\s|$)|\n\s*\n/;

/**
 * The sentence around `index` as a plain window, at most 300 characters either way: back to just after the last
 * of the two-character `stops` (". ", "\n\n", …) and forward to the first `.`, `!` or `?` before a space or the
 * end, or a blank line. What a rule's `said` reads around a hit; each rule names the stops its prose ends at.
 */
export function sentenceBetween(
  text: string,
  index: number,
  stops: readonly string[],
): { from: number; to: number } {
  const back = text.slice(Math.max(0, index - BETWEEN_REACH), index);
  let cut = -1;
  for (const stop of stops) cut = Math.max(cut, back.lastIndexOf(stop));
  const from = cut < 0 ? index - back.length : index - back.length + cut + 2;
  const fwd = text.slice(index, index + BETWEEN_REACH).search(NEXT_END);
  return { from, to: fwd < 0 ? Math.min(text.length, index + BETWEEN_REACH) : index + fwd + 1 };
}

/** The widest a sentence from sentenceAround reaches before or after its index. */
export const SENTENCE_MAX_REACH = SENTENCE_REACH + GRID;

/** An expression run as `prefilter` (global) to find where it may match, and `exact` (sticky) to confirm. */
export interface FastPattern {
  readonly prefilter: RegExp;
  readonly exact: RegExp;
}

/**
 * Compiles `source` (with `flags`, no `g` or `y`) for eachMatchFast: WORD_START and WORD_END are cut
 * out of the prefilter. A Unicode look-behind tried at every character was most of what a verb
 * expression cost; without it V8 finds candidates several times faster, and the exact expression then
 * runs at the few candidates only.
 */
export function fastPattern(source: string, flags: string): FastPattern {
  if (/[gy]/.test(flags)) throw new TypeError("fastPattern: give flags without g or y");
  const loose = source.split(WORD_START).join("").split(WORD_END).join("");
  return { prefilter: new RegExp(loose, `${flags}g`), exact: new RegExp(source, `${flags}y`) };
}

/**
 * Calls `fn` with every match of `p.exact` in `text`, the very matches (and in the order) that
 * eachMatch over a global `exact` gives: the prefilter matches wherever exact does (it is exact with
 * assertions removed), each of its positions is confirmed by exact anchored there, and the scan goes on
 * after a match as a global scan does. `fn` must not use the pattern itself; it returns true to stop the scan.
 */
export function eachMatchFast(p: FastPattern, text: string, fn: (m: RegExpExecArray) => unknown): void {
  const { prefilter, exact } = p;
  compileNow(prefilter, text);
  compileNow(exact, text);
  prefilter.lastIndex = 0;
  for (let c = prefilter.exec(text); c !== null; c = prefilter.exec(text)) {
    exact.lastIndex = c.index;
    const m = exact.exec(text);
    // As a global scan: after a match, on from its end (one further for an empty one); else from the next character.
    const next = c.index + Math.max(1, m?.[0].length ?? 0);
    if (m !== null && fn(m) === true) break;
    prefilter.lastIndex = next;
  }
  prefilter.lastIndex = 0;
  exact.lastIndex = 0;
}

/** How far back from a window the scan looks for a character no match can hold, before it scans the gap instead. */
const SYNC_LIMIT = 200;
/** ASCII punctuation but `-` and `_`: no match of an expression of words (letters, digits, `_`, spaces, `-`) holds one. */
const isSync = (c: number): boolean =>
  (c > 32 && c < 48 && c !== 45) ||
  (c > 57 && c < 65) ||
  (c > 90 && c < 97 && c !== 95) ||
  (c > 122 && c < 127);

/**
 * eachMatchFast, but only the matches that start within `reach` of an offset of the ascending `at` (a
 * letter of another language: `anyIn(at, index - reach, index + reach)`), and only the text near them is
 * read. The same matches, in the same order, as eachMatchFast over the whole text with that filter. It
 * needs a pattern whose matches hold no ASCII punctuation but `-` and `_` (words, spaces, hyphens): a
 * global scan then tries every position right after such a character, so a scan may start there and agree
 * with one from the text's start. Without one close before a window, the gap from the last window is scanned.
 */
export function eachMatchFastNear(
  p: FastPattern,
  text: string,
  at: readonly number[],
  reach: number,
  fn: (m: RegExpExecArray) => unknown,
): void {
  const { prefilter, exact } = p;
  let pos = 0; // the whole-text scan tries a match here (nothing before it is left to report)
  let i = 0;
  scan: while (i < at.length && pos < text.length) {
    // A window of match starts: (a - reach, a + reach] over a run of offsets close together (a match in a
    // gap between two is read, not reported).
    const from = Math.max(0, at[i]! - reach + 1);
    let to = at[i]! + reach;
    for (i++; i < at.length && at[i]! - reach + 1 <= to + SYNC_LIMIT; i++) to = at[i]! + reach;
    let start = pos;
    if (from > pos)
      for (let k = from; k > pos && k >= from - SYNC_LIMIT; k--)
        if (isSync(text.charCodeAt(k - 1))) {
          start = k;
          break;
        }
    prefilter.lastIndex = start;
    pos = text.length;
    for (let c = prefilter.exec(text); c !== null; c = prefilter.exec(text)) {
      if (c.index > to) {
        pos = c.index;
        break;
      }
      exact.lastIndex = c.index;
      const m = exact.exec(text);
      const next = c.index + Math.max(1, m?.[0].length ?? 0);
      if (m !== null && anyIn(at, c.index - reach, c.index + reach) && fn(m) === true) break scan;
      prefilter.lastIndex = next;
    }
  }
  prefilter.lastIndex = 0;
  exact.lastIndex = 0;
}

/** A back-reference (`\1`, `\k<name>`): the group it names may sit in another alternative. */
const BACK_REFERENCE = /\\[1-9]|\\k</;

/**
 * The top-level alternatives of an expression's source (groups, classes and escapes kept whole). With `strict`,
 * undefined when the source cannot be split safely: a back-reference, a `[` inside a class (a `v` class), or
 * groups that do not balance.
 */
export function topLevel(source: string): string[];
export function topLevel(source: string, strict: true): string[] | undefined;
export function topLevel(source: string, strict = false): string[] | undefined {
  if (strict && BACK_REFERENCE.test(source)) return undefined;
  const out: string[] = [];
  let depth = 0;
  let inClass = false;
  let from = 0;
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (c === "\\") i++;
    else if (inClass) {
      if (c === "]") inClass = false;
      else if (strict && c === "[") return undefined;
    } else if (c === "[") inClass = true;
    else if (c === "(") depth++;
    else if (c === ")") {
      if (--depth < 0 && strict) return undefined;
    } else if (c === "|" && depth === 0) {
      out.push(source.slice(from, i));
      from = i + 1;
    }
  }
  if (strict && depth !== 0) return undefined;
  out.push(source.slice(from));
  return out;
}

/** Where the group opened at `open` closes, or -1. */
export function groupEnd(source: string, open: number): number {
  let depth = 0;
  let inClass = false;
  for (let i = open; i < source.length; i++) {
    const c = source[i];
    if (c === "\\") i++;
    else if (inClass) inClass = c !== "]";
    else if (c === "[") inClass = true;
    else if (c === "(") depth++;
    else if (c === ")" && --depth === 0) return i;
  }
  return -1;
}

/**
 * The words one of which every match of `part` starts with (its leading ASCII letters, or those of each
 * alternative of a leading `(?:…)` group), or undefined when a match may start otherwise (an optional or
 * repeated first piece, another kind of group, a class, an escape).
 */
function leadWords(part: string): string[] | undefined {
  const word = /^[A-Za-z]+/.exec(part)?.[0];
  if (word !== undefined) return /^[?*{]/.test(part.slice(word.length)) ? undefined : [word];
  if (!part.startsWith("(?:")) return undefined;
  const end = groupEnd(part, 0);
  if (end < 0 || /^[?*{]/.test(part.slice(end + 1))) return undefined;
  const words: string[] = [];
  for (const p of topLevel(part.slice(3, end))) {
    const w = leadWords(p);
    if (!w) return undefined;
    words.push(...w);
  }
  return words;
}

const leadCache = new WeakMap<RegExp, FastPattern | null>();
/** Below this many alternatives a plain scan was as fast (measured on the corpus: four or seven rows gained nothing). */
const MANY_ALTERNATIVES = 8;

/**
 * For a global expression each of whose alternatives opens with `\b` and a word (or a group of words):
 * a FastPattern whose prefilter finds `\b` and one of those first words, for eachMatchFast. Most of a
 * phrase expression's time went to trying every alternative at every character; the first words are
 * found several times faster, and the whole expression then runs at those places only. Undefined for
 * an expression of another shape or of fewer than MANY_ALTERNATIVES alternatives (scan it plainly).
 */
export function leadWordPattern(re: RegExp): FastPattern | undefined {
  let p = leadCache.get(re);
  if (p === undefined) {
    p = null;
    const words: string[] = [];
    const parts = topLevel(re.source);
    for (const part of parts.length >= MANY_ALTERNATIVES ? parts : []) {
      const w = part.startsWith("\\b") ? leadWords(part.slice(2)) : undefined;
      if (!w) {
        words.length = 0;
        break;
      }
      words.push(...w);
    }
    if (words.length > 0 && re.global && !re.sticky) {
      const flags = re.flags.replace("g", "");
      p = {
        prefilter: new RegExp(String.raw`\b(?:${[...new Set(words)].join("|")})`, `${flags}g`),
        exact: new RegExp(re.source, `${flags}y`),
      };
    }
    leadCache.set(re, p);
  }
  return p ?? undefined;
}
