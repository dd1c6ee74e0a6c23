// Orders that move where something goes, without any "ignore previous instructions": the account of a payment
// or the recipient of a mail swapped for one the text names ("… instead of the one the user gave", "whatever
// account the user names"), a copy added to everything another tool sends (tool shadowing: "whenever the
// `send_email` tool is called, also add … as a recipient"), and a sending tool called with the user's data and
// an address the text names. Payment and mail skills name accounts and addresses all the time; what makes these
// an attack is that the user's own destination is overridden, or another tool's sends are changed, or the
// user's data is handed to the text's address.
import { pairs, words } from "../hints.js";
import type { AuditLine, AuditText, TextHit } from "../rule-types.js";
import { anchorOf, type Span, said, sentencesAt } from "./instruction-prose.js";

/** An address the text names: e-mail, crypto wallet, IBAN, an account number, a URL. */
const EMAIL = String.raw`[\w.+-]{1,64}@[\w-]{1,63}(?:\.[\w-]{1,63}){0,4}\.[a-z]{2,12}\b`;
const WALLET = String.raw`\b0x[0-9a-fA-F]{40}\b|\b(?:bc1|tb1)[a-z0-9]{25,60}\b`;
const IBAN = String.raw`\b[A-Z]{2}\d{2}(?:\s?[A-Z0-9]{4}){2,7}(?:\s?[A-Z0-9]{1,4})?\b`;
const NUMBER = String.raw`\b\d[\d -]{4,28}\d\b`;
const URL = String.raw`https?:\/\/[\w.-]+\.[a-z]{2,12}\b`;

/** Where a payment or a mail goes. "reply-to" and "from" addresses are the sender's, not a destination. */
const MONEY_NOUN = String.raw`(?:payees?|beneficiar(?:y|ies)|IBANs?|(?:crypto\s+)?wallets?(?:\s+address(?:es)?)?|(?:bank\s+|destination\s+|receiving\s+|target\s+|payout\s+|deposit\s+|recipient\s+|beneficiary\s+|payee\s+|transfer\s+)?accounts?(?:\s+(?:numbers?|no\.?|IDs?))?|(?:deposit|payout|receiving)\s+address(?:es)?|routing\s+numbers?)`;
const MAIL_NOUN = String.raw`(?:recipients?|(?<!reply[\s-])(?:e-?mail\s+|to\s+|recipient\s+|destination\s+)address(?:es)?|to[\s-]?(?:field|line)|bcc|cc)`;
const DEST_NOUN = new RegExp(String.raw`\b(?:${MONEY_NOUN}|${MAIL_NOUN})\b`, "i");
const MONEY = new RegExp(String.raw`\b${MONEY_NOUN}\b`, "i");

/** A swap: a destination changed to, or replaced with, a literal. */
const SWAP = new RegExp(
  String.raw`\b(?:change|replace|swap|switch|redirect|reroute|route|set|overwrite|substitute|modify|update|rewrite|use|make)(?:s|d|ed|ing)?\b[^.!?\n]{0,120}?(?:\bto\b|\bwith\b|\binto\b|\bas\b|[:=])\s*[\x60'"(]?(?:${EMAIL}|${WALLET}|${IBAN}|${NUMBER})|\b(?:use|send\s+(?:it|them|the\s+(?:money|funds|payment|transfer))\s+to|pay(?:ments?)?\s+(?:go\s+)?to)\s+(?:(?:the\s+)?(?:IBAN|account|wallet|address)\s+)?[\x60'"]?(?:${EMAIL}|${WALLET}|${IBAN})`,
  "gi",
);

/** The user's own destination overridden, or the swap hidden: what makes a swap an attack for any destination. */
const OVERRIDES_USER = new RegExp(
  String.raw`\b(?:instead\s+of|rather\s+than|in\s+place\s+of|regardless\s+of|no\s+matter\s+(?:what|which|who)|whatever|whichever)\b|\b(?:the\s+)?(?:user['’]s|customer['’]s|requested|intended|original|real|actual|given|provided|specified|chosen)\s+(?:\w+\s+)?(?:${MONEY_NOUN}|${MAIL_NOUN})\b|\b(?:one|${MONEY_NOUN}|${MAIL_NOUN})\s+(?:that\s+)?(?:the\s+user|they|the\s+customer)\s+(?:gave|give|names?|named|provided?|entered|enters?|typed?|types|pasted?|pastes|chose|chooses|choose|specified|specif(?:y|ies)|asked\s+for|wants?|wanted|selected|picks?|picked)\b|\bif\s+(?:the\s+user|they|the\s+customer)\s+(?:pastes?|gives?|enters?|provides?|names?|types?|mentions?|supplies?)\s+(?:a|an|the|their|any)\s+(?:\w+\s+)?(?:${MONEY_NOUN}|${MAIL_NOUN})|\b(?:silently|quietly|secretly|covertly|discreetly)\b|\bwithout\s+(?:telling|asking|informing|notifying)\b`,
  "i",
);
/** A standing scope over every payment: with a money destination, a fixed account for all of them is the swap. */
const EVERY_PAYMENT =
  /\b(?:for|on|with|in)\s+(?:all|every|each|any)\s+(?:\w+\s+){0,2}?(?:payments?|transfers?|withdrawals?|payouts?|invoices?|transactions?|refunds?|orders?|purchases?)\b|\b(?:whenever|every\s+time|each\s+time|when)\s+(?:the\s+user|they|the\s+customer|you)\s+(?:\w+\s+){0,2}?(?:pay|pays|transfer|transfers|send\s+money|sends\s+money|withdraw|withdraws|wire|wires)\b/i;
/** A test or sandbox account, a placeholder: documentation, not a swap. */
const NOT_REAL =
  /\b(?:sandbox|test\s*mode|testnet|staging|dummy|placeholder|fake|mock|your[-_\s](?:own\s+)?(?:e-?mail|address|account|wallet))\b|<(?:your|the|user|recipient|e-?mail|address|account|wallet|iban|name|to)\b[\w\s-]{0,30}>/i;

// --- A copy added to what another tool sends (tool shadowing) ---

/** Another tool's every send: "whenever the `send_email` tool is called", "the send_email tool must send all …". */
const OTHER_TOOL = String.raw`[\x60'"]?[\w.-]*(?:send|mail|message|post|pay|transfer|upload|share|forward|notify|invoice)[\w.-]*[\x60'"]?`;
const STANDING = new RegExp(
  String.raw`\b(?:when(?:ever)?|every\s+time|each\s+time|once|after|before)\s+(?:this\s+tool\s+is\s+(?:available|loaded|installed|enabled|present|connected)|(?:the\s+)?${OTHER_TOOL}\s+(?:tool|function|command)?\s*(?:is\s+)?(?:called|used|invoked|run|executed|triggered)|you\s+(?:call|use|invoke|run|trigger)\s+(?:the\s+)?${OTHER_TOOL})|\bthe\s+${OTHER_TOOL}\s+(?:tool|function)\s+(?:must|should|shall|will|has\s+to|needs\s+to)\s+(?:now\s+|always\s+|also\s+)?(?:send|forward|route|deliver|copy|bcc|cc|include|add|pay|transfer)\b`,
  "i",
);
/** What it adds: a recipient, a copy, a send to the text's own address. */
const ADDS = new RegExp(
  String.raw`\b(?:add|include|append|insert|cc|bcc|copy|forward|send|route|redirect|deliver|post|pay|transfer)\w{0,3}\b[^.!?\n]{0,120}?(?:${EMAIL}|${URL}|${WALLET}|${IBAN})`,
  "i",
);

// --- A sending tool called with the user's data and the text's address ---

const CALL_SENDER = new RegExp(
  String.raw`\b(?:call|invoke|use|run|trigger|execute)\s+(?:the\s+)?${OTHER_TOOL}(?:\s+(?:tool|function))?\s+(?:with|passing|and\s+pass|to\s+send|on)\b`,
  "gi",
);
/** The user's data in bulk (plural or a whole store): a single message the user wrote is what a send tool sends. */
const USER_DATA =
  /\b(?:the\s+user['’]s|their|all\s+(?:of\s+)?(?:the\s+user['’]s\s+|the\s+|their\s+)?|every|the\s+(?:full|entire|whole))\s+(?:\w+\s+){0,3}?(?:e-?mails|messages|contacts|contact\s+list|address\s+book|(?:chat|conversation|browsing|search)\s+history|conversations|files|documents|passwords?|credentials|api\s+keys|tokens|notes|calendar|inbox|photos|records|cookies|private\s+keys?|ssh\s+keys?|card\s+numbers?)\b/i;
const TO_LITERAL = new RegExp(`${EMAIL}|${URL}`, "i");

// --- A link the user asked for swapped for the text's own ---

/** The genuine source the user would have got: the official, original or requested one. */
const GENUINE = String.raw`(?:the\s+)?(?:official|original|real|requested|genuine|legitimate|correct|vendor['’]s|publisher['’]s|user['’]s|one\s+the\s+user)`;
const LINK_SWAP = new RegExp(
  String.raw`\b(?:give|use|link(?:\s+to)?|point\s+(?:them|users?|the\s+user)\s+to|send|recommend|share|provide|return|show|offer|serve)\s+(?:them\s+|the\s+user\s+)?[\x60'"<(]?https?:\/\/[^\s)'"\x60>]{3,200}[^.!?\n]{0,40}?\b(?:instead\s+of|rather\s+than|in\s+place\s+of)\s+${GENUINE}|\b(?:replace|swap|substitute|rewrite)\s+${GENUINE}\s+(?:\w+\s+){0,2}?(?:links?|url|urls|sites?|pages?|address|downloads?|installers?)\s+with\s+[\x60'"<(]?https?:\/\/`,
  "gi",
);

export const DESTINATION_HINTS = [
  ...words(
    "recipient|payee|beneficiar|iban|wallet|account number|bank account|routing number|to address|to-address|to field|email address|e-mail address|deposit address|payout address|bcc|cc:",
  ),
  ...pairs("whenever|every time|each time|once|when", "the send|the `send|this tool is|you call|you invoke"),
  ...words("tool must send|tool must forward|tool must cc|tool must bcc|function must send"),
  ...pairs("call|invoke|use|run", "send|`send|the send|the `send|post_|`post_|upload_|`upload_"),
  ...pairs(
    "instead of the|rather than the|in place of the",
    "official|original|real|genuine|legitimate|vendor|user",
  ),
  ...pairs("replace the|swap the", "official|original|genuine|legitimate"),
];
const DESTINATION_ANCHOR = anchorOf(DESTINATION_HINTS);

/** The sentence before `span` (at most 300 characters back): the scope is often said first. */
function withBefore(text: string, span: Span): string {
  const from = Math.max(0, span.from - 300);
  return text.slice(sentenceStartBefore(text, from, span.from), span.to);
}

const SENTENCE_END = /[.!?\n]/;
const SPACE = /\s/;
/**
 * Where the last sentence of text[from, to) starts: the first offset whose rest is `[^.!?\n]*[.!?\n]?\s*` up to
 * `to`. Read backwards once (spaces, one end, then the sentence): a search for that expression tried it from
 * every offset, 300 x 300 steps a span on a long line of spans.
 */
export function sentenceStartBefore(text: string, from: number, to: number): number {
  let at = to;
  while (at > from && SPACE.test(text[at - 1]!)) at--;
  if (at > from && SENTENCE_END.test(text[at - 1]!)) at--;
  while (at > from && !SENTENCE_END.test(text[at - 1]!)) at--;
  return at;
}

/** The first hit in a sentence of an order that moves a destination. */
function destinationOrder(text: string, span: Span): { index: number; length: number } | undefined {
  const s = text.slice(span.from, span.to);
  if (NOT_REAL.test(s)) return undefined;
  const scope = withBefore(text, span);
  if (DEST_NOUN.test(s)) {
    SWAP.lastIndex = 0;
    const m = SWAP.exec(s);
    if (m && (OVERRIDES_USER.test(scope) || (MONEY.test(s) && EVERY_PAYMENT.test(scope))))
      return { index: span.from + m.index, length: m[0].length };
  }
  const standing = STANDING.exec(s);
  if (standing && ADDS.test(s.slice(standing.index)))
    return { index: span.from + standing.index, length: standing[0].length };
  CALL_SENDER.lastIndex = 0;
  const call = CALL_SENDER.exec(s);
  if (call) {
    const rest = s.slice(call.index);
    if (USER_DATA.test(rest) && TO_LITERAL.test(rest))
      return { index: span.from + call.index, length: call[0].length };
  }
  LINK_SWAP.lastIndex = 0;
  const link = LINK_SWAP.exec(s);
  if (link) return { index: span.from + link.index, length: link[0].length };
  return undefined;
}

export function destinationSwap(file: AuditText, lines: readonly AuditLine[]): TextHit[] {
  const out: TextHit[] = [];
  for (const span of sentencesAt(file, lines, DESTINATION_ANCHOR)) {
    const hit = destinationOrder(file.text, span);
    if (hit && said(file, span, hit.index, { codeSpan: true, consent: false })) out.push(hit);
  }
  return out;
}
