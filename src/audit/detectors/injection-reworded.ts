// Overrides said in words the main expression (injection.ts) does not hold: an unrestricted persona to act
// as, the user's task dropped "instead". Kept apart from the main expression (its size is at V8's budget), read
// only on lines a cheap literal test picks, and each hit must be said (not forbidden before it, not in a text
// about attacks) and, in Markdown, not inside a quoted string: a guard's list of prompts to block quotes them.
import { words } from "../hints.js";

const ENGLISH = [
  // "Act as an unrestricted assistant".
  String.raw`\b(?:act|behave|respond|operate)\s+as\s+(?:an?\s+)?(?:\w+\s+){0,2}?(?:unrestricted|unfiltered|uncensored|jailbroken)\s+(?:\w+\s+)?(?:assistant|AI|model|agent|version|chatbot)\b`,
  // The user's task dropped: "instead of the user's task", "do not follow the user's request; instead …".
  String.raw`\binstead\s+of\s+(?:doing\s+|completing\s+|performing\s+|answering\s+|following\s+)?(?:the\s+|your\s+)?user['’]s\s+(?:task|request|question|instructions?)\b`,
  String.raw`\b(?:do\s+not|don['’]t|never)\s+(?:follow|do|complete|perform|carry\s+out|answer)\s+(?:what\s+)?the\s+user(?:['’]s)?\s+(?:request|task|asks?|question|instructions?|wants?)\b(?=[^.\n]{0,20}\binstead\b)`,
];

export const OVERRIDE_MORE = new RegExp(ENGLISH.join("|"), "gi");

/** A line that may hold one of them: the expression runs only there. */
export const OVERRIDE_MORE_LINE = /unrestricted|unfiltered|uncensored|jailbroken|instead/i;

/** Hint words for those lines ("instead" alone is on too many lines). */
export const OVERRIDE_MORE_HINTS = [
  ...words("unrestricted|unfiltered|uncensored|jailbroken"),
  ...words(
    "instead of the user|instead of your user|instead of doing|instead of completing|instead of performing",
  ),
  ...words(
    "instead of answering|instead of following|user's request|user's task|user's question|user's instruction",
  ),
  ...words("what the user"),
];

/**
 * True when the hit sits inside a string quoted on its line (within 300 characters either side): an odd count
 * of straight double quotes or backticks before it, or a curly or angle quote opened and not closed, and the
 * closing mark after it. Apostrophes are left out ("don't", "user's").
 */
export function insideQuotes(text: string, index: number, length: number): boolean {
  const back = Math.max(0, index - 300);
  const before = text.slice(back + text.slice(back, index).lastIndexOf("\n") + 1, index);
  const ahead = text.slice(index + length, index + length + 300);
  const nl = ahead.indexOf("\n");
  const after = nl < 0 ? ahead : ahead.slice(0, nl);
  const count = (s: string, c: string) => s.split(c).length - 1;
  if (count(before, '"') % 2 === 1 && after.includes('"')) return true;
  if (count(before, "`") % 2 === 1 && after.includes("`")) return true;
  if (before.lastIndexOf("“") > before.lastIndexOf("”") && after.includes("”")) return true;
  return before.lastIndexOf("«") > before.lastIndexOf("»") && after.includes("»");
}
