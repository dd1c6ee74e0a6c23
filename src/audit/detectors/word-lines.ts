// A gate for an expression a detector runs line by line outside the scanner's pass (a skill-level rule
// reading files itself): the lines holding one of the words every match holds (required-words.ts), found
// in one pass of the hint matcher (hints.ts) instead of the expression's own try at every character.
// Capitals are folded, as an `i` expression does for ASCII, so skipping a line without a word changes no
// finding. A text rule gets the same gate from the scanner's own pass (`AuditGate`, scan.ts).
import { hintMatcher } from "../hints.js";
import { foldsOutsideAscii, requiredWords } from "../required-words.js";

/** The 0-based numbers of the lines holding the positions `at` (ascending), each once. */
function linesOf(text: string, at: readonly number[]): number[] {
  const out: number[] = [];
  let line = 0;
  let next = text.indexOf("\n");
  // A word holds no line feed: the line holding its last character holds all of it.
  for (const end of at) {
    while (next !== -1 && next < end) {
      line++;
      next = text.indexOf("\n", next + 1);
    }
    if (out[out.length - 1] !== line) out.push(line);
  }
  return out;
}

const NON_ASCII = /[^\x00-\x7f]/g;

/**
 * The lines that may hold a match of `re`: those holding one of its required words and, when a match may
 * hold a character outside ASCII instead (or `re` folds one onto a letter), those holding such a character.
 * Every line when its source names no word.
 */
export function expressionLines(re: RegExp): (text: string) => number[] {
  const need = requiredWords(re);
  if (need === undefined) return (text) => text.split("\n").map((_, i) => i);
  const matcher = need.words.length > 0 ? hintMatcher([need.words]) : undefined;
  const other = need.other || foldsOutsideAscii(re);
  return (text) => {
    const at = matcher ? matcher.scan(text)[0]! : [];
    if (!other || !NON_ASCII.test(text)) return linesOf(text, at);
    NON_ASCII.lastIndex = 0;
    const outside: number[] = [];
    for (let m = NON_ASCII.exec(text); m !== null; m = NON_ASCII.exec(text)) outside.push(m.index);
    return linesOf(
      text,
      [...at, ...outside].sort((a, b) => a - b),
    );
  };
}
