// A long alternation asked of a line, split into its top-level alternatives, each tried only on a text holding
// one of its own required words (required-words.ts), found in one pass of the hint matcher. Unoptimised (past
// V8's code budget, DEVELOPERS.md), a giant of a hundred alternatives tries every one at every character; the
// words of one line wake two or three. The answer is the same: a text holds a match of `A|B` exactly when it
// holds one of A's or one of B's, and an alternative's match holds one of its words.
import { hintMatcher } from "../hints.js";
import { foldsOutsideAscii, gatedTest, requiredWords } from "../required-words.js";

/** The top-level alternatives of a source, or undefined when it cannot be split safely (a back-reference, a `v` class). */
function topLevel(src: string): string[] | undefined {
  if (/\\[1-9]|\\k</.test(src)) return undefined;
  const out: string[] = [];
  let depth = 0;
  let from = 0;
  for (let i = 0; i < src.length; i++) {
    const c = src[i];
    if (c === "\\") i++;
    else if (c === "[") {
      for (i++; i < src.length && src[i] !== "]"; i++) {
        if (src[i] === "\\") i++;
        else if (src[i] === "[") return undefined;
      }
    } else if (c === "(") depth++;
    else if (c === ")") depth--;
    else if (c === "|" && depth === 0) {
      out.push(src.slice(from, i));
      from = i + 1;
    }
  }
  if (depth !== 0) return undefined;
  out.push(src.slice(from));
  return out;
}

/** `ſ` and the Kelvin sign: under `i` with `u` they are `s` and `k`, letters of a required word. */
const FOLDS_TO_ASCII = /[\u017f\u212a]/;

/**
 * The same answer as `gatedTest(re)` (whether `re` matches somewhere in a text), found by trying each top-level
 * alternative only on a text that holds one of its words. Build it once, at module level.
 */
export function alternativesTest(re: RegExp): (text: string) => boolean {
  const parts = re.flags.includes("v") ? undefined : topLevel(re.source);
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
