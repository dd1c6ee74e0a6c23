// The agent's context harvested: what the agent holds from other turns or other people (past conversations and
// tickets retrieved from memory, the user's earlier messages, documents they shared, its system prompt) ordered
// into a channel another party reads (a public reply, a tool's parameter, a URL), with what makes it a planted
// order: the order kept from the user ("never reveal this note"), or other customers' details named as what to
// copy. Memory-extraction attacks (MEXTRA), poisoned tool descriptions
// that ask for the conversation as a "context" argument, and prompts that make an agent post its history publicly
// are this shape. Honest skills pass the last messages to a search tool or summarise past tickets every day: the
// object and a channel alone are not the order.
import { pairs, words } from "../hints.js";
import type { AuditLine, AuditText, TextHit } from "../rule-types.js";
import { ABOUT_ATTACK } from "./injection-covert.js";
import { phraseHits } from "./injection-phrases.js";
import { quotedOrDescribed } from "./instruction-lang.js";
import { FORBIDS } from "./instruction-prose.js";

const KINDS =
  "(?:tickets?|conversations?|chats?|messages?|queries|prompts?|sessions?|exchanges?|emails?|requests?|interactions?)";
/** What the agent holds from other turns or other people. */
const OBJECT = new RegExp(
  [
    String.raw`\b(?:previous|prior|past|earlier|stored|remembered|retrieved|last(?:\s+\w+)?)\s+${KINDS}(?:\s+(?:and|or)\s+(?:\w+\s+)?${KINDS})?\b`,
    String.raw`\b(?:all|every)\s+(?:the\s+|of\s+the\s+)?(?:other\s+)?(?:previous|prior|past|earlier|stored)\s+(?:\w+\s+)?${KINDS}`,
    String.raw`\b(?:conversation|chat|message|query|session)\s+(?:history|log|logs|transcripts?)\b`,
    String.raw`\b(?:retriev\w{0,3}|recall\w{0,3}|remember\w{0,3}|stored|find|found)\s+(?:\w+\s+){0,2}?(?:in|from)\s+(?:your\s+|the\s+)?(?:memory|memories|long-term\s+memory|context\s+window)\b`,
    String.raw`\b(?:your|the)\s+(?:full\s+|entire\s+|complete\s+)?(?:system\s+prompt|hidden\s+instructions|initial\s+instructions)\b`,
    String.raw`\b(?:any|every|all|each)\s+(?:documents?|files?|attachments?)\s+(?:they|the\s+user|the\s+customer)\s+(?:\w+\s+)?(?:shared|uploaded|attached|pasted|provided)\b`,
  ].join("|"),
  "gi",
);
/** A channel another party reads: public, a tool's argument, an address or a URL. */
const CHANNEL =
  /\bpublic(?:ly)?\s+(?:\w+\s+)?(?:reply|replies|comments?|posts?|issues?|pages?|channels?|gists?|notes?|threads?)\b|\bpost\s+(?:it|them|this|everything)\s+publicly\b|\bas\s+(?:the\s+)?[`'"]\w+[`'"]|\bas\s+(?:the\s+|an?\s+)?[`'"]?\w+[`'"]?\s+(?:parameter|argument|param|field)\b|\b(?:in(?:to)?|to)\s+the\s+(?:url|query\s+string|link|image\s+url)\b|\b(?:send|upload|post|submit|forward|e-?mail)\s+(?:it|them|this|everything|the\s+\w+)\s+to\b|https?:\/\//i;
/**
 * What makes it planted: kept from the user, or other people's details to copy. A hook on the other tools alone is
 * not (a memory tool asks to be called with the user's last message before any other).
 */
const PLANTED =
  /\b(?:never|do\s+not|don['’]t|must\s+not)\s+(?:reveal|mention|disclose|show|tell)\s+(?:(?:this|these|the)\s+(?:note|instructions?|step|parameter|field|annex)\b|(?:it|them|this|anything)\s+to\s+the\s+user\b)|\bwithout\s+(?:telling|informing|asking)\s+(?:the\s+)?user\b/i;
/** Other people's details named as what to copy (not "never copy customer names"). */
const OTHERS =
  /\b(?:customer|client|patient|other\s+users?['’]?)\s+(?:names?|e-?mails?|phone\s+numbers?|addresses|details)\b|\b(?:card|account|social\s+security|passport)\s+numbers?\b/gi;

/** Whether `around` names other people's details and no clause before them forbids copying them. */
function othersCopied(around: string): boolean {
  OTHERS.lastIndex = 0;
  for (let m = OTHERS.exec(around), n = 0; m && n < 8; m = OTHERS.exec(around), n++) {
    const clause =
      around
        .slice(Math.max(0, m.index - 80), m.index)
        .split(/[.;!?\n]/)
        .pop() ?? "";
    if (!FORBIDS.test(clause)) return true;
  }
  return false;
}
/** Copied whole: word for word, not shortened, as many as fit. Planted only with a public channel. */
const WHOLE =
  /\bword\s+for\s+word\b|\bverbatim\b|\b(?:do\s+not|don['’]t|never)\s+(?:shorten|summari[sz]e|truncate|redact|abbreviate|paraphrase)\b|\bas\s+many\s+as\s+(?:fit|possible|you\s+can)\b/i;
const PUBLIC = /\bpublic(?:ly)?\b/i;

export const HARVEST_HINTS = [
  ...pairs(
    "previous|prior|past|earlier|stored|remembered|retrieved|last|other",
    "ticket|conversation|chat|message|quer|prompt|session|exchange|email|request|interaction",
  ),
  ...words(
    "conversation history|chat history|message history|query history|session history|conversation log|chat log|transcript",
  ),
  ...pairs("last", "two|three|four|five|ten|few|several|2|3|5|10|20|n"),
  ...words(
    "from memory|from your memory|in memory|in your memory|from the memory|long-term memory|context window",
  ),
  ...words(
    "system prompt|hidden instructions|initial instructions|they shared|they uploaded|they attached|user shared",
  ),
];

/** The section around `index`: back and on to a heading, at most `reach` characters each way. */
function sectionAround(text: string, index: number, end: number, reach: number): string {
  let before = text.slice(Math.max(0, index - reach), index);
  // The last heading line before the hit starts the section.
  for (let at = before.lastIndexOf("\n#"); at >= 0; at = before.lastIndexOf("\n#", at - 1))
    if (/^\n#{1,6}[ \t]/.test(before.slice(at, at + 8))) {
      before = before.slice(at + 1);
      break;
    }
  let after = text.slice(end, end + reach);
  const next = after.search(/\n#{1,6}[ \t]/);
  if (next >= 0) after = after.slice(0, next);
  return `${before}\n${after}`;
}

/** The agent's held context (past conversations, memory, earlier messages) put in a channel and planted. */
export function contextHarvest(file: AuditText, lines: readonly AuditLine[]): TextHit[] {
  const text = file.text;
  for (const h of phraseHits(file, lines, OBJECT)) {
    if (quotedOrDescribed(h, file)) continue;
    const clause =
      text
        .slice(Math.max(0, h.index - 80), h.index)
        .split(/[.;!?\n]/)
        .pop() ?? "";
    if (FORBIDS.test(clause)) continue;
    const around = sectionAround(text, h.index, h.index + h.length, 500);
    if (ABOUT_ATTACK.test(around) || !CHANNEL.test(around)) continue;
    if (PLANTED.test(around) || othersCopied(around) || (WHOLE.test(around) && PUBLIC.test(around)))
      return [h];
  }
  return [];
}
