// A gate for an expression a detector runs line by line: the lines holding one of a few words, found in
// one pass of the hint matcher (hints.ts) instead of the expression's own try at every character. The
// words must be ones every match of the expression holds (capitals folded, as an `i` expression does for
// ASCII), so a line without one cannot match and skipping it changes no finding.
import { hintMatcher } from "../hints.js";

/** For lowercase ASCII `words`: the 0-based numbers, ascending, of a text's `\n`-separated lines holding one. */
export function wordLines(words: readonly string[]): (text: string) => number[] {
  const matcher = hintMatcher([words]);
  return (text) => {
    const out: number[] = [];
    let line = 0;
    let next = text.indexOf("\n");
    // A word holds no line feed: the line holding its last character holds all of it.
    for (const end of matcher.scan(text)[0]!) {
      while (next !== -1 && next < end) {
        line++;
        next = text.indexOf("\n", next + 1);
      }
      if (out[out.length - 1] !== line) out.push(line);
    }
    return out;
  };
}
