// Where a script sets the variable a line uses: the value a flag, a scheduler or a write is given is often
// built a few lines up (`PROMPT = '…'`, `$cmd = '…'`, `settings = {…}`).
import { eachMatch, lineAt } from "../text.js";

/** An assignment and the name it sets (one expression for every name: none is compiled per use). */
const ASSIGNS =
  /^\s*(?:(?:set|export|local|readonly|const|let|var|final)\s+)?\$?([A-Za-z_]\w{0,40})\s*(?::\s*[\w[\], ]{1,30})?=(?!=)/;

/** Names the environment or the shell sets: never the script's own value. */
const GIVEN = /^(?:HOME|USER|PATH|env|PROFILE|APPDATA|TEMP|TMP|PWD|self|this|os|sys|fs|json|path)$/i;

/**
 * The line, at most `back` lines above `line`, that assigns one of the variables `uses` finds in `lineText`
 * (its first group, or its second), or -1: `NAME=…`, `const name =`, `$name =`, `set NAME=`, `name: str =`.
 */
export function assignmentAbove(
  text: string,
  starts: readonly number[],
  line: number,
  lineText: string,
  uses: RegExp,
  back: number,
): number {
  let found = -1;
  eachMatch(uses, lineText, (m) => {
    const name = m[1] ?? m[2];
    if (found >= 0 || name === undefined || GIVEN.test(name)) return;
    for (let k = line - 1; k >= Math.max(0, line - back); k--)
      if (ASSIGNS.exec(lineAt(text, starts, k))?.[1] === name) {
        found = k;
        return;
      }
  });
  return found;
}
