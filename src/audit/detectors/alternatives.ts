// A long alternation asked of a line, split into its top-level alternatives, each tried only on a text holding
// one of its own required words (required-words.ts), found in one pass of the hint matcher. Unoptimised (past
// V8's code budget, DEVELOPERS.md), a giant of a hundred alternatives tries every one at every character; the
// words of one line wake two or three. The answer is the same: a text holds a match of `A|B` exactly when it
// holds one of A's or one of B's, and an alternative's match holds one of its words.
import { hintMatcher } from "../hints.js";
import { foldsOutsideAscii, gatedTest, requiredWords } from "../required-words.js";
import type { AuditLine, TextHit } from "../rule-types.js";
import { groupEnd, topLevel } from "../sentences.js";
import { compileNow, nextIndex } from "../text.js";

/** `ſ` and the Kelvin sign: under `i` with `u` they are `s` and `k`, letters of a required word. */
const FOLDS_TO_ASCII = /[\u017f\u212a]/;
const NOT_ASCII = /[^\x00-\x7f]/;

/**
 * The same answer as `gatedTest(re)` (whether `re` matches somewhere in a text), found by trying each top-level
 * alternative only on a text that holds one of its words. Build it once, at module level.
 */
export function alternativesTest(re: RegExp): (text: string) => boolean {
  const parts = re.flags.includes("v") ? undefined : flatAlternatives(re.source, true);
  if (parts === undefined || parts.length < 2) return gatedTest(re);
  const flags = re.flags.replace(/[gy]/g, "");
  const always: RegExp[] = [];
  const gated: RegExp[] = [];
  const sets: string[][] = [];
  for (const p of parts) {
    const alt = new RegExp(p, flags);
    const need = requiredWords(alt);
    if (need === undefined || need.other || need.words.length === 0) always.push(alt);
    else {
      gated.push(alt);
      sets.push([...need.words]);
    }
  }
  if (gated.length === 0) return gatedTest(re);
  const matcher = hintMatcher(sets);
  const folds = foldsOutsideAscii(re);
  return (text) => {
    for (const alt of always) if (alt.test(text)) return true;
    if (folds && FOLDS_TO_ASCII.test(text)) return gated.some((alt) => alt.test(text));
    const found = matcher.scan(text);
    for (let k = 0; k < gated.length; k++) if (found[k]!.length > 0 && gated[k]!.test(text)) return true;
    return false;
  };
}

/** A group's opening: `(?:`, `(?<name>` or a bare `(`; not a look-around. */
const GROUP_OPEN = /^\((?:\?:|\?<[A-Za-z_]\w*>|(?!\?))/;
/** A zero-width start a prefilter may leave out (it then matches at more places, never at fewer). */
const ASSERTION_OPEN = /^\(\?(?:<=|<!|=|!)/;
/** Past this many alternatives a source is not opened further. */
const MAX_ALTERNATIVES = 400;

/**
 * An alternative of a prefilter as alternatives that match at the same places or more: its leading zero-width
 * assertions left out (`\b`, look-arounds), and a leading group opened (`(?:A|B)rest` is `Arest|Brest`).
 */
function opened(alt: string, budget: { left: number }, keep = false): string[] {
  let p = alt;
  for (;;) {
    if (p.startsWith("\\b") || p.startsWith("\\B")) p = p.slice(2);
    else if (ASSERTION_OPEN.test(p)) {
      const end = groupEnd(p, 0);
      if (end < 0) return [alt];
      p = p.slice(end + 1);
    } else break;
  }
  if (p === "") return [alt];
  // With `keep`, the assertions stay before each alternative: `\b(?:A|B)\b` is `\bA\b|\bB\b`, the very matches.
  const lead = keep ? alt.slice(0, alt.length - p.length) : "";
  const open = GROUP_OPEN.exec(p);
  if (!open) return [lead + p];
  const end = groupEnd(p, 0);
  if (end < 0) return [lead + p];
  const rest = p.slice(end + 1);
  // A group that may match nothing (`(?:…)?`, `*`, `{0,`) or repeat: not opened.
  if (/^[?*+{]/.test(rest)) return [lead + p];
  const inner = topLevel(p.slice(open[0].length, end), true);
  if (inner === undefined || inner.length > budget.left) return [lead + p];
  budget.left -= inner.length;
  return inner.flatMap((a) => opened(lead + a + rest, budget, keep));
}

/** A prefilter's alternatives, each opened (see opened): they match at every place the source does. */
function flatAlternatives(src: string, keep = false): string[] | undefined {
  const parts = topLevel(src, true);
  if (parts === undefined) return undefined;
  const budget = { left: MAX_ALTERNATIVES };
  return parts.flatMap((p) => opened(p, budget, keep));
}

/**
 * A fastPattern's prefilter (sentences.ts) split into its alternatives: where a match of `A|B` starts is the
 * nearer of where A's and B's next matches start, and an alternative whose words a text lacks has none there.
 */
export interface SplitPattern {
  readonly exact: RegExp;
  readonly alts: readonly RegExp[];
  /** Per alternative, its hint set's index, -1 without words, or -2 when tried on every text. */
  readonly set: readonly number[];
  /** Per alternative, whether a match may hold a character outside ASCII instead of a word. */
  readonly other: readonly boolean[];
  readonly matcher: ReturnType<typeof hintMatcher> | undefined;
  readonly folds: boolean;
  /** Past an empty match by a whole code point (eachMatch under `u`), not by one unit (eachMatchFast). */
  readonly codePoint: boolean;
}

/** What `fastPattern(source, flags)` finds (eachMatchSplit), its prefilter tried alternative by alternative. */
export function splitPattern(loose: string, exact: RegExp, flags: string, codePoint = false): SplitPattern {
  if (/[gyv]/.test(flags)) throw new TypeError("splitPattern: give flags without g, y or v");
  const parts = flatAlternatives(loose) ?? [loose];
  const alts: RegExp[] = [];
  const set: number[] = [];
  const other: boolean[] = [];
  const sets: string[][] = [];
  for (const p of parts) {
    const alt = new RegExp(p, `${flags}g`);
    const need = requiredWords(alt);
    alts.push(alt);
    other.push(need?.other === true);
    if (need === undefined) set.push(-2);
    else if (need.words.length === 0) set.push(-1);
    else {
      set.push(sets.length);
      sets.push([...need.words]);
    }
  }
  const probe = new RegExp(loose, flags);
  return {
    exact,
    alts,
    set,
    other,
    matcher: sets.length > 0 ? hintMatcher(sets) : undefined,
    folds: foldsOutsideAscii(probe),
    codePoint,
  };
}

/**
 * Calls `fn` with the matches eachMatchFast(fastPattern(…), text, fn) gives, in the same order: each candidate
 * start is the least of the alternatives' next match starts (each kept until the scan passes it), confirmed by
 * `exact` anchored there; after a match the scan goes on from its end, else from the next character.
 */
export function eachMatchSplit(p: SplitPattern, text: string, fn: (m: RegExpExecArray) => unknown): void {
  const next = splitExec(p, text);
  let from = 0;
  for (let m = next(from); m !== null; m = next(from)) {
    if (fn(m) === true) break;
    const length = m[0].length;
    from = length > 0 ? m.index + length : nextIndex(text, m.index, p.codePoint);
  }
}

/**
 * The match a global scan finds from `from` on (the least start of the alternatives' next matches that `exact`
 * confirms there; a start it does not confirm is passed by one character), null when there is none.
 * One per text: each alternative's next start is kept until the scan passes it.
 */
export function splitExec(p: SplitPattern, text: string): (from: number) => RegExpExecArray | null {
  // Every alternative when a sign folded onto a letter may stand in a word; else the ones whose words (or, for
  // those that may hold one instead, a character outside ASCII) the text holds.
  const all = p.folds && FOLDS_TO_ASCII.test(text);
  const found = p.matcher && !all ? p.matcher.scan(text) : undefined;
  const outside = !all && NOT_ASCII.test(text);
  const live: RegExp[] = [];
  for (let k = 0; k < p.alts.length; k++) {
    const s = p.set[k]!;
    if (all || s === -2 || (p.other[k] && outside) || (s >= 0 && found![s]!.length > 0))
      live.push(p.alts[k]!);
  }
  const starts = new Array<number>(live.length).fill(-1);
  const { exact } = p;
  if (live.length > 0) compileNow(exact, text);
  return (start) => {
    let from = start;
    while (from <= text.length) {
      let at = Number.POSITIVE_INFINITY;
      for (let k = 0; k < live.length; k++) {
        if (starts[k]! < from) {
          const alt = live[k]!;
          compileNow(alt, text);
          alt.lastIndex = from;
          let c = alt.exec(text);
          // Under `u`, a scan from inside a surrogate pair starts at the pair: on past it, as a global scan goes.
          if (c !== null && c.index < from) {
            alt.lastIndex = from + 1;
            c = alt.exec(text);
          }
          starts[k] = c === null ? Number.POSITIVE_INFINITY : c.index;
          alt.lastIndex = 0;
        }
        if (starts[k]! < at) at = starts[k]!;
      }
      if (at === Number.POSITIVE_INFINITY) return null;
      exact.lastIndex = at;
      const m = exact.exec(text);
      exact.lastIndex = 0;
      if (m !== null) return m;
      from = at + 1;
    }
    return null;
  };
}

/** What eachMatch over the global `re` finds (eachMatchSplit), its alternatives tried where their words are. */
export function splitGlobal(re: RegExp): SplitPattern {
  if (!re.global) throw new TypeError("splitGlobal: give a global expression");
  const flags = re.flags.replace("g", "");
  return splitPattern(
    re.source,
    new RegExp(re.source, `${flags}y`),
    flags,
    re.unicode || re.flags.includes("v"),
  );
}

/** lineHits (text.ts) of a split expression: every match on each line. */
export function lineHitsSplit(p: SplitPattern, lines: readonly AuditLine[]): TextHit[] {
  const out: TextHit[] = [];
  for (const l of lines)
    eachMatchSplit(p, l.text, (m) => {
      out.push({ index: l.index + m.index, length: m[0].length });
    });
  return out;
}
