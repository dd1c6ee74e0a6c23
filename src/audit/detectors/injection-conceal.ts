// Concealment: telling the agent to hide what it does from the user ("do not tell the user", a quiet bcc on
// every mail), said and not quoted, leaving out routine quiet and narration the user does not need.
import type { AuditLine, AuditText, TextHit } from "../rule-types.js";
import { phraseHits, unquoted } from "./injection-phrases.js";
import { BE_TOLD, COVERTLY, NOTICE, negation, REVEAL, SHOWN, TELL, TELLING } from "./injection-secrecy.js";

const NEG = negation();

/** A mail tool's every message: "when you send any email", "for all messages" (a bcc there copies all of it). */
const ANY_MAIL = String.raw`\b(?:when(?:ever)?|for|on|to|with)\s+(?:you\s+)?(?:send(?:ing)?\s+)?(?:any|every|all|each)\s+(?:\w{1,20}\s+){0,2}(?:e-?mails?|messages?|mails?)\b`;

/**
 * Telling the agent to hide what it does from the user. Mail: a bcc is concealment when it is added
 * quietly or to every mail the agent sends (the hidden-recipient backdoor), and forwarding is when it
 * takes all mail; "always bcc the CRM's logging address" on a skill's own follow-ups, or "forward all
 * invoices to accounting@…", is how mail automation routes mail. A bare "don't tell the user." reads its own,
 * narrower list of telling verbs (no `alert`), kept as it was.
 */
export const CONCEALMENT = new RegExp(
  String.raw`\b${NEG}\s+(?:${TELL}|mention\s+(?:(?:this|it|anything)\s+)?to)\s+(?:the\s+)?user\s+(?:about|that|what|this|when|where|of)\b|\b${NEG}\s+(?:tell|inform|notify|mention\s+(?:this|it|that|anything)\s+to)\s+the\s+user\b(?=\s*[.,;:!)<]|\s*$)|\bwithout\s+(?:${TELLING})\s+(?:the\s+)?user\b|\bwithout\s+the\s+user(?:['’]s)?\s+(?:knowing|noticing|seeing|knowledge|awareness)\b|\b${NEG}\s+let\s+the\s+user\s+(?:${NOTICE})\b|\b(?:hide|conceal|keep)\s+(?:(?:this|that|these|those|the|it|them|any|all)\s+)(?:\w{1,20}\s+){0,3}(?:secret\s+|hidden\s+|confidential\s+|private\s+)?from\s+(?:the\s+)?user\b|\b${NEG}\s+(?:${REVEAL}|show|report|log|display|print)\s+(?:these|this|that|the\s+following|any\s+of\s+(?:this|these))\s+(?:instructions|steps|commands|actions|files?|reads?|uploads?|requests?)\b|\b${NEG}\s+(?:echo|surface|paraphrase|repeat|relay|narrate|${REVEAL}|show|report|display|print)(?:\s+or\s+(?:echo|surface|paraphrase|repeat|relay|narrate|${REVEAL}|show|report|display|print))?\s+(?:this|that|these|the\s+following)\s+(?:step|steps|command|commands|action|actions|section|instruction|instructions|change|changes|part)\b(?:\s+or\s+(?:its|their)\s+output)?\s+(?:back\s+)?(?:to\s+the\s+user|in\s+(?:the\s+|your\s+)?(?:chat|conversation|repl(?:y|ies)|responses?|answers?|summar(?:y|ies)|transcript|output))\b|\b(?:must|should)\s+not\s+be\s+(?:${SHOWN})\s+to\s+the\s+user\b|\bthe\s+user\s+(?:must|should|need)\s*(?:not|n['’]t)\s+(?:${NOTICE}|${BE_TOLD})\b|\b(?:${COVERTLY})\s+(?:send|upload|post|exfiltrate|transmit|forward|copy\s+(?:the|all|~)|add\s+(?:a|an|the)\s+(?:line|entry|hook|key|bcc)|append|bcc)\b(?![’']d\b)|\b(?:secretly|covertly|discreetly|stealthily)\s+(?:download\s+and|install)\b|\bsilently\s+(?:run|execute)\s+(?:this|the\s+following|these)\b|\b(?:silently|secretly|quietly)\s+(?:add\s+)?(?:bcc|blind[\s-]copy)\b[^.\n]{0,80}@[\w-]{1,63}\.|${ANY_MAIL}(?:[^.\n]|\.(?=\w)){0,120}\b(?:bcc|blind[\s-]copy)\b[^.\n]{0,80}@[\w-]{1,63}\.|\b(?:always|also)\s+(?:add\s+)?(?:a\s+)?(?:bcc|blind[\s-]copy)\b[^.\n]{0,80}@[\w-]{1,63}(?:[^.\n]|\.(?=\w)){0,80}\b(?:on|to|in|for)\s+(?:any|every|all|each)\s+(?:\w{1,20}\s+){0,2}(?:e-?mails?|messages?|mails?)\b|\bforward\s+(?:a\s+copy\s+of\s+)?(?:all|every|each)\s+(?:incoming\s+|new\s+|received\s+)?(?:e-?mails?|messages?|mail)\b[^.\n]{0,80}\b[\w.+-]{1,64}@[\w-]{1,63}\.\w|\b(?:keep|leave)\s+(?:the\s+|this\s+|these\s+|it\s+|them\s+|any\s+)?(?:\w{1,20}\s+){0,3}out\s+of\s+(?:your\s+|the\s+|what\s+you\s+(?:report|say|tell|show|write)\w{0,2}\s+)?(?:back\b|repl(?:y|ies)|responses?|answers?|output|summar(?:y|ies)|messages?|transcript|report)`,
  "gi",
);
/** The same order said as an obligation, "you must not inform the user about …" (read on lines holding "must not"). */
export const OBLIGED_CONCEALMENT = new RegExp(
  String.raw`\b(?:must|should|shall)\s*(?:not|n['’]t)\s+(?:${TELL}|mention\s+(?:(?:this|it|anything)\s+)?to)\s+(?:the\s+)?user\s+(?:about|that|what|this|when|where|of)\b`,
  "gi",
);
export const CONCEALMENT_HINTS = [
  "bcc",
  "blind",
  "forward",
  "leave",
  "tell",
  "inform",
  "notify",
  "alert",
  "mention",
  "without",
  "hide",
  "conceal",
  "keep",
  "reveal",
  "disclose",
  "show",
  "report",
  "display",
  "print",
  "echo",
  "surface",
  "paraphrase",
  "repeat",
  "relay",
  "narrate",
  "silently",
  "secretly",
  "covertly",
  "quietly",
  "discreetly",
  "stealthily",
  "let the user",
  "the user",
  "be shown",
  "be mentioned",
  "be revealed",
  "be disclosed",
  "be reported",
];

/** Forwarding that takes only some mail ("every message from the support form"): a routing rule. */
const NARROWED_FORWARD =
  /^forward\b[^@\n]{0,120}?\b(?:from|about|with|that|which|whose|where|if|matching|labell?ed|tagged|containing|regarding|received\s+(?:through|via|on|by|at)|submitted\s+(?:through|via|on|by|at))\b[^@\n]{0,80}\s\S{0,64}@/i;

/** Routine quiet, not an act hidden: "without notifying the user until it finishes", "… each time". */
const ROUTINE_QUIET_AFTER =
  /^\s*(?:until\b|unless\b|each\s+time|every\s+time|for\s+(?:each|every)\s+(?:step|retry|attempt|poll|check|call)|about\s+(?:each|every)\s+(?:step|retry|attempt|poll|check|call))/i;

/**
 * Narration left out, not an act hidden: "don't tell the user about each tool call as you make it — then
 * present the result", "never tell the user about a missing `agents.json` — just create it". What is kept
 * from the user is the running commentary on routine steps (the user sees the calls and gets the result)
 * or a config file's absence, or internal identifiers ("about internal message IDs"), never a named act ("don't
 * tell the user about the upload").
 */
const NARRATION_AFTER =
  /^\s+(?:(?:each|every|individual)\s+(?:tool\s+call|step|command|call|search|query|lookup|API\s+call)s?\b[^.\n]{0,40}\bas\s+(?:you|it|they)\s+(?:make|run|do|go|perform|call|happen)|(?:a\s+|the\s+)?(?:missing|absent)\s+[\x60'"]?[\w.-]{1,60}\.(?:json|ya?ml|toml|ini|cfg|conf|config)\b|(?:the\s+)?internal\s+(?:\w+\s+)?(?:ids?|IDs|identifiers|names|field\s+names|keys|numbering)\b)/i;

/**
 * Data kept out of a reply, not an act hidden: "do not mention attendees' personal phone numbers in the summary; keep
 * those out of your response". What is kept back is named in its sentence as personal data or a secret, and the
 * sentence orders no act of the agent's that could be the thing hidden.
 */
const PRIVATE_DATA =
  /\b(?:personal\s+(?:data|details|information|phone|numbers?|addresses|e-?mails?)|PII|phone\s+numbers|home\s+addresses|e-?mail\s+addresses|dates?\s+of\s+birth|social\s+security|salar(?:y|ies)|medical\s+(?:details|history|records)|health\s+(?:data|details|information)|passwords?|api\s+keys?|access\s+tokens?|secrets?)\b/i;
const ACT_IN_SENTENCE =
  /\b(?:send|upload|post|copy|run|execute|install|download|forward|delete|remove|push|curl|wget|append|write|read|collect|exfiltrate)\b/i;
function dataKeptBack(text: string, h: TextHit, phrase: string): boolean {
  if (!/^(?:keep|leave|do\s+not\s+mention|don['’]?t\s+mention|never\s+mention)\b/i.test(phrase)) return false;
  const back = text.slice(Math.max(0, h.index - 200), h.index);
  const start = Math.max(back.lastIndexOf(". "), back.lastIndexOf("\n")) + 1;
  const sentence = back.slice(start) + phrase;
  return PRIVATE_DATA.test(sentence) && !ACT_IN_SENTENCE.test(sentence);
}

/** The concealment phrases said (not quoted), leaving out a forwarding rule narrowed to some mail, and narration. */
export function concealment(file: AuditText, lines: readonly AuditLine[], re = CONCEALMENT): TextHit[] {
  const keep = unquoted(file);
  return phraseHits(file, lines, re, (h) => {
    const phrase = file.text.slice(h.index, h.index + h.length);
    if (
      /\babout$/i.test(phrase) &&
      NARRATION_AFTER.test(file.text.slice(h.index + h.length, h.index + h.length + 160))
    )
      return false;
    if (
      /^without\b/i.test(phrase) &&
      ROUTINE_QUIET_AFTER.test(file.text.slice(h.index + h.length, h.index + h.length + 60))
    )
      return false;
    if (dataKeptBack(file.text, h, phrase)) return false;
    return keep(h) && !NARROWED_FORWARD.test(phrase);
  });
}
