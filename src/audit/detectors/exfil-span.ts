// A secret inside an inline code span that the clause before it orders collected or sent
// ("Send it to our analyser: `curl … @~/.ssh/id_ed25519 …`").

import { NOT_BEFORE } from "./exfil-refusals.js";
import {
  CONTAINER_SPAN,
  CONTAINER_WORD,
  FOR_EACH_OF,
  SAID_BY_SKILL,
  SAID_SPAN,
  SAID_SPAN_LATIN,
  SPAN_THEN,
} from "./exfil-words.js";

/** The secret sits in an inline code span (not a table row) whose clause is an order of SAID_SPAN. */
export function saidInSpan(text: string, lineStart: number, index: number): boolean {
  const raw = text.slice(Math.max(lineStart, index - 200), index);
  if (/^\s*\|/.test(raw) || (raw.match(/`/g) ?? []).length % 2 === 0) return false;
  // A link's own colons and dots are no clause break ("an issue in https://… whose body is …").
  const before = raw.includes("://") ? raw.replace(/https?:\/\/[^\s`]+/g, "URL") : raw;
  const cut = Math.max(...[". ", ": ", "! ", "? ", "; "].map((d) => before.lastIndexOf(d)));
  let clause = before.slice(cut < 0 ? 0 : cut + 2);
  // "Send it to our analyser: `curl … @~/.ssh/id_ed25519 …`": the span is what the clause before the colon says.
  if (/^\s*`[^`]*$/.test(clause) && before.slice(cut, cut + 2) === ": ") {
    const head = before.slice(0, cut);
    const cut2 = Math.max(...[". ", ": ", "! ", "? ", "; "].map((d) => head.lastIndexOf(d)));
    clause = `${head.slice(cut2 < 0 ? 0 : cut2 + 2)} \``;
  }
  return (
    (SAID_SPAN.test(clause) ||
      (FOR_EACH_OF.test(clause) &&
        SAID_SPAN.test(SPAN_THEN.exec(text.slice(index, index + 200))?.[1] ?? "")) ||
      SAID_SPAN_LATIN.test(clause) ||
      SAID_BY_SKILL.test(clause) ||
      (CONTAINER_WORD.test(clause) && CONTAINER_SPAN.test(clause)) ||
      /\b(?:by\s+(?:running|executing|reading|opening|copying)|(?:is|are)\s+to\s+(?:read|open|copy|collect|cat|take|grab|export)|(?:upload|copy|export|dump|backup|transfer)\s+of)\s+`[^`]*$/i.test(
        clause,
      )) &&
    !NOT_BEFORE.test(clause)
  );
}
