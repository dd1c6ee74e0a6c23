// Small helpers over a file's text shared by the detectors: lines, matches, nearness, quoting.
import type { AuditLine, TextHit } from "./rule-types.js";

/** The two-part rules look for their parts within this many lines of each other. */
export const NEAR_LINES = 12;

export function lineStarts(text: string): number[] {
  const starts = [0];
  for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", i + 1)) starts.push(i + 1);
  return starts;
}

/** The characters `\s` stands for in an expression (white space and line terminators). */
export const isSpace = (c: number): boolean =>
  (c >= 9 && c <= 13) ||
  c === 32 ||
  c === 0xa0 ||
  c === 0x1680 ||
  (c >= 0x2000 && c <= 0x200a) ||
  c === 0x2028 ||
  c === 0x2029 ||
  c === 0x202f ||
  c === 0x205f ||
  c === 0x3000 ||
  c === 0xfeff;

/** How many of the last texts asked a per-text value is kept for: one text is asked through several file objects. */
const RECENT_TEXTS = 4;

/**
 * `compute(text)` once per file object, and shared by the objects of one text (the scanner's view of a file,
 * the skill's, a detector's copy) while it is among the last RECENT_TEXTS texts asked.
 */
export function perText<V>(compute: (text: string) => V): (file: { readonly text: string }) => V {
  const byFile = new WeakMap<object, V>();
  const recent: { readonly text: string; readonly value: V }[] = [];
  return (file) => {
    let value = byFile.get(file);
    if (value === undefined) {
      const text = file.text;
      const known = recent.find((r) => r.text === text);
      if (known) value = known.value;
      else {
        value = compute(text);
        recent.unshift({ text, value });
        recent.length = Math.min(recent.length, RECENT_TEXTS);
      }
      byFile.set(file, value);
    }
    return value;
  };
}

/**
 * The line starts of a file's text, computed once per file object (every detector asks) and shared by
 * the objects of one text (perText): a corpus pass computed 16 M characters' starts, 7 M of them again for
 * a text already done.
 */
export const startsOf: (file: { readonly text: string }) => readonly number[] = perText(lineStarts);

/** Line `k` (0-based) of `text` given its line starts, without its line break. */
export const lineAt = (text: string, starts: readonly number[], k: number): string =>
  text.slice(starts[k]!, k + 1 < starts.length ? starts[k + 1]! - 1 : text.length);

/**
 * Where another file of the skill is named in `text`: its path, or else its own distinctive name (a base name of six
 * characters or more with an extension, so `notes` or `a.md` alone do not count); -1 when it is not named.
 */
export function fileNamedAt(text: string, path: string): number {
  const at = text.indexOf(path);
  if (at >= 0) return at;
  const base = path.slice(path.lastIndexOf("/") + 1);
  return base !== path && base.length >= 6 && base.includes(".") ? text.indexOf(base) : -1;
}

/** A line of a script that is only a comment (`//`, `/*`, ` * `, `#` but not `#!`, `-- `). */
export const SCRIPT_COMMENT_LINE = /^\s*(?:\/\/|\/?\*|#(?!!)|--\s)/;

/** 0-based line of `index` (binary search over line starts). */
export function lineOf(starts: readonly number[], index: number): number {
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (starts[mid]! <= index) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/**
 * The line of `text` holding `index`, without its break, at most `reach` characters either side of it: bounded on
 * a long line, where a window per match over a line of matches is quadratic. With `cut`, the `cut` characters at
 * `index` (a mention) are left out and a space stands in their place: the words around it, the mention apart.
 */
export function lineAround(text: string, index: number, reach = Number.POSITIVE_INFINITY, cut = 0): string {
  const before = text.slice(Math.max(0, index - reach), index);
  const end = index + cut;
  const after = text.slice(end, Math.min(text.length, end + reach));
  const nl = after.indexOf("\n");
  return `${before.slice(before.lastIndexOf("\n") + 1)}${cut > 0 ? " " : ""}${nl < 0 ? after : after.slice(0, nl)}`;
}

/** V8 runs a new expression's first match on a subject shorter than this with its bytecode interpreter. */
const SHORT_SUBJECT = 1000;
const BLANK = "\0".repeat(SHORT_SUBJECT);
const compiled = new WeakSet<RegExp>();

/**
 * Has V8 compile `re` to machine code now, before its first match on a short subject: there V8 first
 * builds bytecode for its interpreter (with a peephole pass), then machine code at the second match
 * anyway. For a big Unicode expression the bytecode cost several times the machine code: a one-off audit
 * of a skill in ten languages spent ~300 of its ~620 ms CPU on it (the lexicon's word classes). A first
 * match over SHORT_SUBJECT NULs skips it. Call it before matching `re` against `text` (a longer subject
 * compiles machine code directly). The matches are the same; `re.lastIndex` is kept.
 */
export function compileNow(re: RegExp, text: string): void {
  if (text.length >= SHORT_SUBJECT || compiled.has(re)) return;
  compiled.add(re);
  const at = re.lastIndex;
  re.lastIndex = 0;
  re.exec(BLANK);
  re.lastIndex = at;
}

/**
 * Calls `fn` with every match of the global `re` in `text`, the matches `matchAll` gives: past an empty
 * match by one character, a whole code point under the `u` or `v` flag. Unlike matchAll it does not copy
 * `re`: run once per line, that copy was most of what a rule cost. `fn` must not use `re` itself.
 */
export function eachMatch(re: RegExp, text: string, fn: (m: RegExpExecArray) => void): void {
  if (!re.global) throw new TypeError(`eachMatch needs a global expression: /${re.source.slice(0, 40)}…/`);
  compileNow(re, text);
  re.lastIndex = 0;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    if (m[0].length === 0) re.lastIndex = nextIndex(text, re.lastIndex, re.unicode || re.flags.includes("v"));
    const next = re.lastIndex;
    fn(m);
    re.lastIndex = next;
  }
  re.lastIndex = 0;
}

/** Every match of the global `re` in `text`, the ones `matchAll` gives, found by eachMatch on `re` itself. */
export function allMatches(re: RegExp, text: string): RegExpExecArray[] {
  const out: RegExpExecArray[] = [];
  eachMatch(re, text, (m) => out.push(m));
  return out;
}

/** Matches of the global `re` on the given lines, as hits in the whole text. */
export function lineHits(re: RegExp, lines: readonly AuditLine[]): TextHit[] {
  const out: TextHit[] = [];
  for (const l of lines)
    eachMatch(re, l.text, (m) => out.push({ index: l.index + m.index, length: m[0].length }));
  return out;
}

/**
 * The first match of the global `re` in `spans` that `accept` takes (given its index in the file and its length),
 * trying at most `maxTries` matches in all; none when no match is taken.
 */
export function firstAccepted(
  re: RegExp,
  spans: readonly AuditLine[],
  maxTries: number,
  accept: (index: number, length: number) => boolean,
): TextHit[] {
  let tries = 0;
  for (const s of spans) {
    re.lastIndex = 0;
    for (let m = re.exec(s.text); m !== null && tries < maxTries; m = re.exec(s.text)) {
      tries++;
      if (accept(s.index + m.index, m[0].length)) return [{ index: s.index + m.index, length: m[0].length }];
      if (m[0].length === 0) re.lastIndex++;
    }
    if (tries >= maxTries) break;
  }
  return [];
}

/**
 * Every match of a rule's global expression over a whole text, as `matchAll` gives them, but run on the
 * expression itself: `matchAll` runs a copy, and V8 often compiled that copy anew, interpreting its first
 * run over the whole file (the other-language injection row over every non-ASCII file was a tenth of a
 * corpus pass).
 */
export function wholeHits(re: RegExp, text: string): TextHit[] {
  const out: TextHit[] = [];
  eachMatch(re, text, (m) => out.push({ index: m.index, length: m[0].length }));
  return out;
}

/** One position on from `at`: past a whole surrogate pair under `u` (as a global scan steps past an empty match). */
export const nextIndex = (text: string, at: number, unicode: boolean): number => {
  if (!unicode || at + 1 >= text.length) return at + 1;
  const c = text.charCodeAt(at);
  const d = text.charCodeAt(at + 1);
  return c >= 0xd800 && c <= 0xdbff && d >= 0xdc00 && d <= 0xdfff ? at + 2 : at + 1;
};

/** The text from `from` to the end of the `n`th line after it (without copying the rest of the file). */
export function nextLines(text: string, from: number, n: number): string {
  let end = from;
  for (let i = 0; i < n && end !== -1; i++) end = text.indexOf("\n", end + 1);
  return text.slice(from, end === -1 ? text.length : end);
}

/** The text of lines `line - before` to `line + after` (0-based, clamped), and where it starts. */
export function window(
  text: string,
  starts: readonly number[],
  line: number,
  before: number,
  after: number,
): AuditLine {
  const first = Math.max(0, line - before);
  const last = Math.min(starts.length - 1, line + after);
  const end = last + 1 < starts.length ? starts[last + 1]! - 1 : text.length;
  return { index: starts[first]!, text: text.slice(starts[first]!, end) };
}

/** How far (in characters) a check around one match reaches on a long line. */
export const REACH = 300;

function span(
  text: string,
  starts: readonly number[],
  line: number,
  before: number,
  after: number,
): { from: number; to: number } {
  const first = Math.max(0, line - before);
  const last = Math.min(starts.length - 1, line + after);
  return { from: starts[first]!, to: last + 1 < starts.length ? starts[last + 1]! - 1 : text.length };
}

/** The spans [from, to) of the lines within `span` lines of each of `lines`, merged where they touch. */
export function blocksNear(
  text: string,
  starts: readonly number[],
  lines: Iterable<number>,
  span: number,
): { from: number; to: number }[] {
  const out: { from: number; to: number }[] = [];
  const last = starts.length - 1;
  let open: { first: number; last: number } | undefined;
  const close = () => {
    if (open)
      out.push({
        from: starts[open.first]!,
        to: open.last < last ? starts[open.last + 1]! - 1 : text.length,
      });
  };
  for (const l of [...new Set(lines)].sort((a, b) => a - b)) {
    const first = Math.max(0, l - span);
    const end = Math.min(last, l + span);
    if (open && first <= open.last + 1) open.last = Math.max(open.last, end);
    else {
      close();
      open = { first, last: end };
    }
  }
  close();
  return out;
}

/** Matches of the global `re` inside `blocks` (from blocksNear), as hits in the whole text. */
export function hitsIn(re: RegExp, text: string, blocks: readonly { from: number; to: number }[]): TextHit[] {
  const out: TextHit[] = [];
  // eachMatch, not matchAll: matchAll runs a copy of `re` per block (see wholeHits).
  for (const b of blocks)
    eachMatch(re, text.slice(b.from, b.to), (m) =>
      out.push({ index: b.from + m.index, length: m[0].length }),
    );
  return out;
}

/** The first position at or after `lo` in the ascending `at` whose value is not below `x` (at.length if none). */
export function lowerBound(at: readonly number[], x: number, lo = 0): number {
  let hi = at.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (at[mid]! < x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * `compute(file, key)` answered once per file object and key (a line, an offset) and kept while the file lives;
 * `compute` never returns undefined.
 */
export function memoPerFile<F extends object, K, V extends {}>(
  compute: (file: F, key: K) => V,
): (file: F, key: K) => V {
  const memo = new WeakMap<F, Map<K, V>>();
  return (file, key) => {
    let map = memo.get(file);
    if (!map) {
      map = new Map();
      memo.set(file, map);
    }
    let value = map.get(key);
    if (value === undefined) {
      value = compute(file, key);
      map.set(key, value);
    }
    return value;
  };
}

/**
 * Where the global `re` matches in a file's text (each match's start, ascending), found once per file
 * object on first ask. With `outsideAscii`, `re` matches only characters outside ASCII on one line, and
 * only the spans holding one are read (nonAsciiSpans).
 */
export function memoOffsets(
  re: RegExp,
  outsideAscii = false,
): (file: { readonly text: string }) => readonly number[] {
  const memo = new WeakMap<object, readonly number[]>();
  return (file) => {
    let at = memo.get(file);
    if (!at) {
      const found: number[] = [];
      if (!outsideAscii) eachMatch(re, file.text, (m) => found.push(m.index));
      else for (const l of nonAsciiSpans(file)) eachMatch(re, l.text, (m) => found.push(l.index + m.index));
      at = found;
      memo.set(file, at);
    }
    return at;
  };
}

const OUTSIDE_ASCII = /[^\x00-\x7f]/g;
/** Lines this close are read as one span: another call costs more than reading a few lines of ASCII. */
const SPAN_GAP = 200;

/**
 * Spans of whole lines (without the last line feed) that hold every line with a character outside ASCII,
 * found once per text (perText); lines within SPAN_GAP characters of each other share a span. An expression
 * whose every match holds such a character on one line finds the same matches in them as in the whole text:
 * the rules for other scripts read them (in the corpus's files with such a character, a quarter of the text).
 */
export const nonAsciiSpans: (file: { readonly text: string }) => readonly AuditLine[] =
  perText(findNonAsciiSpans);

function findNonAsciiSpans(text: string): AuditLine[] {
  const found: AuditLine[] = [];
  let from = -1;
  let to = -1;
  OUTSIDE_ASCII.lastIndex = 0;
  for (let m = OUTSIDE_ASCII.exec(text); m !== null; m = OUTSIDE_ASCII.exec(text)) {
    const start = text.lastIndexOf("\n", m.index) + 1;
    const end = text.indexOf("\n", m.index);
    if (from >= 0 && start - to > SPAN_GAP) {
      found.push({ index: from, text: text.slice(from, to) });
      from = -1;
    }
    if (from < 0) from = start;
    to = end < 0 ? text.length : end;
    if (end < 0) break;
    OUTSIDE_ASCII.lastIndex = end + 1; // on past this line
  }
  OUTSIDE_ASCII.lastIndex = 0;
  if (from >= 0) found.push({ index: from, text: text.slice(from, to) });
  return found;
}

/**
 * One character every match of the invisible-character rules holds: a bidirectional control, a zero-width
 * character, a variation selector (but the emoji one, U+FE0F, that a tag run never needs) or the lead
 * surrogate of a tag character or of a supplementary variation selector (U+E0000–U+E01EF all begin with
 * U+DB40).
 */
const INVISIBLE_CHAR =
  /[\u180e\u200b-\u200d\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff\udb40]|[\ufe00-\ufe0e]/g;

/**
 * The lines (without their line feed) holding an INVISIBLE_CHAR, in order, found once per text (perText) in
 * its non-ASCII spans: the three invisible-character rules read these instead of each reading every span.
 * Most texts have none, and then none of the three runs at all.
 */
export const invisibleLines: (file: { readonly text: string }) => readonly AuditLine[] = perText((text) =>
  linesWith(INVISIBLE_CHAR, nonAsciiSpans({ text })),
);

/** The lines of `spans` (whole lines, from nonAsciiSpans) holding a match of the global `re`, each once. */
function linesWith(re: RegExp, spans: readonly AuditLine[]): AuditLine[] {
  const found: AuditLine[] = [];
  for (const s of spans) {
    re.lastIndex = 0;
    for (let m = re.exec(s.text); m !== null; m = re.exec(s.text)) {
      const from = s.text.lastIndexOf("\n", m.index) + 1;
      const to = s.text.indexOf("\n", m.index);
      found.push({ index: s.index + from, text: s.text.slice(from, to < 0 ? s.text.length : to) });
      if (to < 0) break;
      re.lastIndex = to + 1; // on past this line
    }
  }
  re.lastIndex = 0;
  return found;
}

/** The lines (without their line feed) holding the ascending offsets `at`, each line once, in order. */
export function linesHolding(file: { readonly text: string }, at: readonly number[]): AuditLine[] {
  const found: AuditLine[] = [];
  const starts = startsOf(file);
  for (let i = 0; i < at.length; ) {
    const l = lineOf(starts, at[i]!);
    const from = starts[l]!;
    const to = l + 1 < starts.length ? starts[l + 1]! - 1 : file.text.length;
    found.push({ index: from, text: file.text.slice(from, to) });
    // On to the first offset past this line.
    i = lowerBound(at, to, i);
  }
  return found;
}

/** True when some offset of the sorted `at` lies in [from, to). */
export function anyIn(at: readonly number[], from: number, to: number): boolean {
  const lo = lowerBound(at, from);
  return lo < at.length && at[lo]! < to;
}

/**
 * The bounds of lines `line - before` to `line + after` around the match at `index`, cut to `reach`
 * characters on either side of it: on a long line a window per match would be the whole line, and a
 * window per match over a line of matches is quadratic.
 */
export function boundsAround(
  text: string,
  starts: readonly number[],
  index: number,
  before: number,
  after: number,
  reach = REACH,
): { from: number; to: number } {
  const w = span(text, starts, lineOf(starts, index), before, after);
  return { from: Math.max(w.from, index - reach), to: Math.min(w.to, index + reach) };
}

/** True when some line in `lines` is within `span` lines of `line`. */
export function near(lines: ReadonlySet<number>, line: number, span: number): boolean {
  for (let d = -span; d <= span; d++) if (lines.has(line + d)) return true;
  return false;
}

/**
 * True when the match sits inside quotes or a code span on its own line: quoted, i.e. mentioned
 * rather than said. A quote or backtick ending the line before does not count: a phrase opening a
 * line is said, whatever the previous line ends with.
 */
export function quoted(text: string, index: number, length: number): boolean {
  // Only the 60 characters before the match matter: never search back further (a long line of matches).
  const back = Math.max(0, index - 60);
  const lineStart = back + text.slice(back, index).lastIndexOf("\n") + 1;
  const from = (n: number) => Math.max(lineStart, index - n);
  const before = text.slice(from(3), index);
  const after = text.slice(index + length, index + length + 40);
  return (
    /["'`“‘«][ \t]*$/.test(before) ||
    (/["'`”’»]/.test(after.slice(0, 1)) && /["'`“‘«]/.test(text.slice(from(60), index)))
  );
}

/** `s` as a literal inside a regular expression. */
export const escapeRe = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
