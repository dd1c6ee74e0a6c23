// Credential paths (vocab.ts CREDENTIAL_PATH) found by one compiled expression for every rule that looks for
// them inside a bigger one. Its source held in four expressions made ~3 MB of V8's expression code (its
// look-behinds are large), which moved the point where V8 stops optimising expressions earlier in a corpus
// pass. Each scan here gives the very matches one global scan of the old combined expression gave.

import { mayMatchIn } from "../required-words.js";
import type { AuditLine, TextHit } from "../rule-types.js";
import type { FastPattern } from "../sentences.js";
import { compileNow } from "../text.js";
import { CREDENTIAL_PATH } from "../vocab.js";

/** A match as the callers read it: where it starts in the scanned text, and its text. */
export interface PathMatch {
  readonly index: number;
  readonly 0: string;
}

/** Same source and flags as vocab.ts CREDENTIAL_RE, so V8 shares its compiled code; its own lastIndex. */
const PATH_G = new RegExp(CREDENTIAL_PATH, "gi");
/** The credential paths' expression, for a rule's gate (required-words.ts): a line without its words holds no path. */
export const CREDENTIAL_PATHS: RegExp = PATH_G;

/** The leftmost match of the global `re` at or after `from`, or null. */
function nextOf(re: RegExp, text: string, from: number): RegExpExecArray | null {
  re.lastIndex = from;
  const m = re.exec(text);
  re.lastIndex = 0;
  return m;
}

/**
 * The leftmost match at or after `from` of the expression `p` stands for, as eachMatchFast (sentences.ts)
 * finds it: each candidate of the prefilter confirmed by the sticky expression, else on from the next character.
 */
function nextFast(p: FastPattern, text: string, from: number): RegExpExecArray | null {
  const { prefilter, exact } = p;
  compileNow(prefilter, text);
  compileNow(exact, text);
  let m: RegExpExecArray | null = null;
  prefilter.lastIndex = from;
  for (let c = prefilter.exec(text); c !== null && m === null; c = prefilter.exec(text)) {
    exact.lastIndex = c.index;
    m = exact.exec(text);
    prefilter.lastIndex = c.index + 1;
  }
  prefilter.lastIndex = 0;
  exact.lastIndex = 0;
  return m;
}

/**
 * Every match, in order, of one global scan of `CREDENTIAL_PATH|REST` over `text`, where `nextRest(from)` is
 * REST's leftmost match at or after `from`: at each place the scan reaches, the leftmost of the two wins,
 * the path on a tie (it is the first alternative), and the scan goes on after the match (one further for an
 * empty one). `paths` gives the leftmost path match at or after a place (default: PATH_G on `text`).
 * `fn` returns true to stop.
 */
function eachPathOr(
  text: string,
  nextRest: (from: number) => PathMatch | null,
  fn: (m: PathMatch) => unknown,
  paths: (from: number) => PathMatch | null,
): void {
  compileNow(PATH_G, text);
  // Each side's leftmost match at or after an earlier place: still the leftmost while it is not behind the scan.
  let a: PathMatch | null | undefined;
  let b: PathMatch | null | undefined;
  for (let at = 0; at <= text.length; ) {
    if (a === undefined || (a !== null && a.index < at)) a = paths(at);
    if (b === undefined || (b !== null && b.index < at)) b = nextRest(at);
    const m = a !== null && (b === null || a.index <= b.index) ? a : b;
    if (m === null || fn(m) === true) return;
    at = m.index + Math.max(1, m[0].length);
  }
}

/**
 * Characters on which CREDENTIAL_PATH with the `u` flag and without it may differ: a surrogate pair is one
 * character under `u` (bounded runs like `[^\n]{0,80}` count it once), and `ſ` and the Kelvin sign equal
 * `s` and `k` under `iu`.
 */
const UNICODE_ONLY = /[\ud800-\udfff\u017f\u212a]/;

/**
 * The leftmost match of CREDENTIAL_PATH compiled with `iu` at or after `from` in `text`, found with the one
 * `gi` copy: on a text of other characters than the above, both match alike. Otherwise it runs on a copy
 * where `ſ` is `s`, the Kelvin sign `k` and each surrogate pair one character that no part of it names (a
 * code point under `u`: outside every class it lists, inside every class it negates, no word character),
 * and maps the match back.
 */
function unicodePaths(text: string): (from: number) => PathMatch | null {
  if (!UNICODE_ONLY.test(text)) return (from) => nextOf(PATH_G, text, from);
  // at[i]: where the copy's i-th character starts in `text`.
  const at: number[] = [];
  let copy = "";
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    const d = text.charCodeAt(i + 1);
    at.push(i);
    if (c >= 0xd800 && c <= 0xdbff && d >= 0xdc00 && d <= 0xdfff) {
      copy += "\uffff";
      i++;
    } else copy += c === 0x17f ? "s" : c === 0x212a ? "k" : text[i];
  }
  at.push(text.length);
  // The copy's place for an offset of `text` (the pair's own place for an offset inside a pair).
  const toCopy = (from: number): number => {
    let lo = 0;
    let hi = at.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (at[mid]! < from) lo = mid + 1;
      else hi = mid;
    }
    return at[lo]! > from ? lo - 1 : lo;
  };
  return (from) => {
    const m = from > text.length ? null : nextOf(PATH_G, copy, toCopy(from));
    if (m === null) return null;
    const index = at[m.index]!;
    const end = at[m.index + m[0].length]!;
    return { index, 0: text.slice(index, end) };
  };
}

/** A scan of the text for matches of `CREDENTIAL_PATH|REST`, in order; `fn` returns true to stop. */
export type PathScan = (text: string, fn: (m: PathMatch) => unknown) => void;

/** The scan of one global expression `CREDENTIAL_PATH|REST` (flags `gi`), given REST's own (same flags). */
export const pathsOr =
  (rest: RegExp): PathScan =>
  (text, fn) => {
    compileNow(rest, text);
    eachPathOr(
      text,
      (from) => nextOf(rest, text, from),
      fn,
      (from) => nextOf(PATH_G, text, from),
    );
  };

/**
 * The scan eachMatchFast makes of fastPattern(`CREDENTIAL_PATH|REST`, "iu") where REST is the alternation of
 * `rests` (each fastPattern(`PART`, "iu")): the path is where its exact expression matches first. The parts are
 * scanned apart: the leftmost of their next matches, the first part's on a tie, is what one scan of REST finds,
 * and a part whose words or characters the text lacks (mayMatchIn) is not scanned. REST whole, tried at every
 * character, was most of what a long line of another script cost once V8 stopped optimising it.
 */
export const unicodePathsOrAny = (rests: readonly FastPattern[]): PathScan => {
  const may = rests.map((p) => mayMatchIn(p.exact));
  return (text, fn) => {
    const parts = rests.filter((_, i) => may[i]!(text));
    // Each part's leftmost match at or after an earlier place: still its leftmost while not behind `from`.
    const next: (RegExpExecArray | null | undefined)[] = parts.map(() => undefined);
    const nextRest = (from: number): RegExpExecArray | null => {
      let best: RegExpExecArray | null = null;
      for (let i = 0; i < parts.length; i++) {
        let m = next[i];
        if (m === undefined || (m !== null && m.index < from)) {
          m = nextFast(parts[i]!, text, from);
          next[i] = m;
        }
        if (m !== null && (best === null || m.index < best.index)) best = m;
      }
      return best;
    };
    eachPathOr(text, nextRest, fn, unicodePaths(text));
  };
};

/** The commands that read a file, before a credential path in credential-path-read. */
const READER =
  /\b(?:cat|less|head|tail|cp|scp|tar|zip|base64|xxd|open|readFile(?:Sync)?|read_text|read_bytes|Get-Content|type)\b/gi;
/** How far after the reader the path may start. */
const READER_REACH = 80;

/**
 * Matches of `READER[^\n]{0,80}?(?:CREDENTIAL_PATH)` (flags `gi`) on each line, as lineHits gives them: the
 * lazy gap ends at the first path after the reader, if that is near enough on the same line; else the scan
 * goes on from the next character (no other reader word ends a word at the same place).
 */
export function pathReads(lines: readonly AuditLine[]): TextHit[] {
  const out: TextHit[] = [];
  for (const l of lines) {
    const text = l.text;
    let p: RegExpExecArray | null | undefined;
    for (let r = nextOf(READER, text, 0); r !== null; ) {
      const end = r.index + r[0].length;
      // The first path after the reader (the one found for an earlier reader while it is not behind this one).
      if (p === undefined || (p !== null && p.index < end)) p = nextOf(PATH_G, text, end);
      if (p === null) break;
      const near = p.index - end <= READER_REACH && !text.slice(end, p.index).includes("\n");
      if (near) out.push({ index: l.index + r.index, length: p.index + p[0].length - r.index });
      r = nextOf(READER, text, near ? p.index + p[0].length : r.index + 1);
    }
  }
  return out;
}
