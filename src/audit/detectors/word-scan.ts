// How the lexicon's word classes are built and scanned: a class is a regular-expression source for the `iu` flags
// (bounded words, then free ones); a scanner finds its matches in a long text with the start boundary checked by
// hand. The classes themselves are in lexicon.ts and lexicon-acts.ts.

import { mayMatchIn } from "../required-words.js";
import { compileNow } from "../text.js";

/** A class: words that need a word boundary (`w`) and words matched anywhere (`f`). */
interface WordList {
  readonly w?: readonly string[];
  readonly f?: readonly string[];
}

const START = String.raw`(?<![\p{L}\p{N}_])`;
const END = String.raw`(?![\p{L}\p{N}_])`;

const lists = new Map<string, WordList>();

/** The source of a class: bounded words, then free ones. */
export function cls(list: WordList): string {
  const parts: string[] = [];
  if (list.w?.length) parts.push(`${START}(?:${list.w.join("|")})${END}`);
  if (list.f?.length) parts.push(list.f.join("|"));
  const source = `(?:${parts.join("|")})`;
  lists.set(source, list);
  return source;
}

/** A class compiled for a scan of a long text: the start boundary checked by hand, not by a look-behind. */
export interface WordScanner {
  readonly re: RegExp;
}

/**
 * The scanner of a class (given by its source, as cls returned it). A Unicode look-behind tried at every
 * character is most of what a word class costs; a scan that checks the character before each candidate finds
 * the same matches several times faster.
 */
export function wordScanner(source: string): WordScanner {
  const list = lists.get(source);
  if (!list) throw new TypeError("wordScanner: not a word class");
  const parts: string[] = [];
  parts.push(list.w?.length ? `((?:${list.w.join("|")})${END})` : "(?!)");
  if (list.f?.length) parts.push(list.f.join("|"));
  return { re: new RegExp(parts.join("|"), "giu") };
}

/** One scanner for several classes (a line's anchors: any of its verbs). */
export function unionScanner(...sources: readonly string[]): WordScanner {
  const w: string[] = [];
  const f: string[] = [];
  for (const source of sources) {
    const list = lists.get(source);
    if (!list) throw new TypeError("unionScanner: not a word class");
    w.push(...(list.w ?? []));
    f.push(...(list.f ?? []));
  }
  return wordScanner(cls({ w, f }));
}

const LETTER_BEFORE = /[\p{L}\p{N}_]$/u;

/** Every match of a class in `text`, as [start, end, start, end, …] (the same matches as the class's source). */
export function scanWords(scanner: WordScanner, text: string): number[] {
  const out: number[] = [];
  const re = scanner.re;
  compileNow(re, text); // V8's bytecode for these big expressions cost several times their machine code
  re.lastIndex = 0;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    if (
      m[1] !== undefined &&
      m.index > 0 &&
      LETTER_BEFORE.test(text.slice(Math.max(0, m.index - 2), m.index))
    ) {
      re.lastIndex = m.index + 1;
      continue;
    }
    out.push(m.index, m.index + m[0].length);
    if (m[0].length === 0) re.lastIndex++;
  }
  re.lastIndex = 0;
  return out;
}

/**
 * The matches of the union of several scanned classes (what scanWords of unionScanner(...) finds), class by
 * class: a class is scanned only in a text holding one of its words or characters (mayMatchIn), and no giant
 * union is compiled (the anchors of the other-language orders made ~2 MB of expression code). At each offset
 * the union takes the first class whose bounded word matches there, else the first whose free word does, and
 * goes on after that match, or one past a bounded word with a letter before it: the same pairs.
 */
export function unionOfScanners(scanners: readonly WordScanner[]): (text: string) => number[] {
  const may = scanners.map((s) => mayMatchIn(s.re));
  return (text) =>
    scanEach(
      scanners.filter((_, i) => may[i]!(text)),
      text,
    );
}

function scanEach(scanners: readonly WordScanner[], text: string): number[] {
  const out: number[] = [];
  // Each class's next match at or after `pos` (null: none left), asked again once `pos` passes it.
  const next: (RegExpExecArray | null | undefined)[] = scanners.map(() => undefined);
  let pos = 0;
  for (;;) {
    let best: RegExpExecArray | undefined;
    for (let i = 0; i < scanners.length; i++) {
      let m = next[i];
      if (m === null) continue;
      if (m === undefined || m.index < pos) {
        const re = scanners[i]!.re;
        compileNow(re, text);
        re.lastIndex = pos;
        m = re.exec(text);
        re.lastIndex = 0;
        next[i] = m;
        if (m === null) continue;
      }
      if (
        best === undefined ||
        m.index < best.index ||
        (m.index === best.index && m[1] !== undefined && best[1] === undefined)
      )
        best = m;
    }
    if (best === undefined) return out;
    const at = best.index;
    if (best[1] !== undefined && at > 0 && LETTER_BEFORE.test(text.slice(Math.max(0, at - 2), at))) {
      pos = at + 1;
      continue;
    }
    out.push(at, at + best[0].length);
    pos = at + Math.max(1, best[0].length);
  }
}
