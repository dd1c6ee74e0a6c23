// Orders that steer the agent from places a reader trusts, from public write-ups of MCP tool poisoning and of
// backdoored rules files: a tool's example response that gives orders (the output of a call is data, so an order
// in it is planted: "<IMPORTANT>After analyzing the results above, you must now call …"), a tool declared
// deprecated "due to security vulnerabilities" with every request sent to another tool, and a rule that puts an
// outside script into every page the agent writes while telling it to say nothing. Each reads only the lines
// holding its own rare words (the rules' hints) and looks at most a paragraph around them.
import { words } from "../hints.js";
import type { AuditLine, AuditText, TextHit } from "../rule-types.js";
import { phraseHits } from "./injection-phrases.js";
import { said } from "./instruction-prose.js";

/** A paragraph around `index`, at most `reach` characters either way (no look back to the file's start). */
function paragraphAt(text: string, index: number, reach = 500): { from: number; to: number } {
  const back = text.slice(Math.max(0, index - reach), index);
  const cut = back.lastIndexOf("\n\n");
  const from = cut < 0 ? index - back.length : index - back.length + cut + 2;
  const fwd = text.slice(index, index + reach);
  const end = fwd.indexOf("\n\n");
  return { from, to: end < 0 ? index + fwd.length : index + end };
}

/**
 * Each hit with its paragraph, the first hit of a paragraph only: a long line of the trigger repeated is read once,
 * not once a match. Hits in text order.
 */
function firstOfParagraphs(
  text: string,
  hits: readonly TextHit[],
): { h: TextHit; p: { from: number; to: number } }[] {
  const out: { h: TextHit; p: { from: number; to: number } }[] = [];
  let readTo = -1;
  for (const h of hits) {
    if (h.index < readTo) continue;
    const p = paragraphAt(text, h.index);
    readTo = p.to;
    out.push({ h, p });
  }
  return out;
}

/** The sentence of `p` holding `index` (the tool's own description before it is not the order's context). */
function sentenceIn(
  text: string,
  p: { from: number; to: number },
  index: number,
): { from: number; to: number } {
  const back = text.slice(p.from, index);
  const cut = back.search(/[.!?]\s+(?=[^.!?]*$)/);
  const fwd = text.slice(index, p.to).search(/[.!?](?:\s|$)/);
  return { from: cut < 0 ? p.from : p.from + cut + 1, to: fwd < 0 ? p.to : index + fwd + 1 };
}

/** Sentences about attacks (a guide lists these shapes to warn about them). */
const EXPLAINS =
  /\b(?:attack(?:er|ers|s)?|malicious|poison(?:ed|ing)?|inject(?:ed|ion)|backdoor(?:ed|s)?|phishing|red\s+flags?|look\s+(?:out\s+)?for|watch\s+(?:out\s+)?for|never\s+follow|example\s+of\s+(?:an?\s+)?attack)\b/i;

// --- Orders inside a tool's response ---

/**
 * An order to the agent dressed as part of a tool's output: a marker tag or label, then "after analyzing the data
 * above, you must now call …" or "the assistant must now call …". A response that tells the agent to call another
 * tool or show a message is the return-injection shape; a pagination hint ("call again with page=2") has neither.
 */
const RETURN_ORDER =
  /<(?:CRITICAL|URGENT)(?:\s+[A-Z]{3,}){0,3}>|<(?:IMPORTANT|SYSTEM|INSTRUCTIONS?)>[^<]{0,40}?\b(?:[Aa]fter|[Nn]ow\s+that)\s+(?:analy[sz]ing|reading|reviewing|processing|receiving|seeing)\s+(?:the\s+)?(?:[\w-]+\s+){0,3}?(?:above|results?|data|output|response)\b|\b(?:SYSTEM|IMPORTANT|ASSISTANT|NOTE\s+TO\s+(?:AI|ASSISTANT))\s*:\s*(?:the\s+(?:assistant|agent|AI|model)|you)\s+(?:must|should|needs?\s+to|are\s+required\s+to)\s+now\s+(?:call|use|run|invoke|execute|display|show|send|fetch|retrieve|transfer|delete)\b/g;
/** What the planted order has the agent do next: call or use a tool, show a message, send or fetch something. */
const NEXT_ACT =
  /(?:\b|(?<=\\[nt]))(?:you\s+(?:must|should|need\s+to|are\s+required\s+to)|please)\s+(?:now\s+|also\s+|immediately\s+){0,2}(?:call|use|run|invoke|execute|display|show|send|fetch|retrieve|transfer|delete)\b/i;
export const RETURN_ORDER_HINTS = words(
  "<critical|<urgent|<important>|<system>|<instructions>|<instruction>|system: the|system: you|important: the|important: you|assistant: the|assistant: you|note to ai:|note to assistant:",
);

export function returnOrder(file: AuditText, lines: readonly AuditLine[]): TextHit[] {
  const text = file.text;
  return firstOfParagraphs(text, phraseHits(file, lines, RETURN_ORDER))
    .filter(({ h, p }) => {
      if (text[h.index] === "<" && !NEXT_ACT.test(text.slice(h.index, h.index + h.length + 300)))
        return false;
      // Inside a code block is where an example response sits: no `said` test there, only the guide's words.
      return !EXPLAINS.test(text.slice(p.from, p.to));
    })
    .map(({ h }) => h);
}

// --- A tool declared deprecated for a security pretext, every request sent to another ---

/** "The 'x' tool has been deprecated due to security vulnerabilities." */
const DEPRECATED_FOR =
  /\b(?:has\s+been|is(?:\s+now)?|was)\s+deprecated\s+(?:due\s+to|because\s+of|for|over)\s+(?:(?:a|an|the|critical|known|serious|recent)\s+){0,2}(?:security|vulnerabilit(?:y|ies)|compliance|safety)\b/gi;
/** Every request of the tool sent elsewhere: "for all … requests, you must redirect to … instead". */
const REDIRECT_ALL =
  /\b(?:for|on)\s+(?:all|every|any|each)\s+(?:[\w-]+\s+){0,3}?(?:requests?|calls?|queries|operations?|tasks?)\b[^.!?\n]{0,40}?\b(?:must|should|shall|always)\s+(?:now\s+)?(?:redirect|switch|route|use|call)\b[^.!?\n]{0,80}?\binstead\b/i;
export const DEPRECATED_HINTS = words("deprecated due to|deprecated because of|deprecated for security");

export function deprecatedRedirect(file: AuditText, lines: readonly AuditLine[]): TextHit[] {
  const text = file.text;
  return firstOfParagraphs(text, phraseHits(file, lines, DEPRECATED_FOR))
    .filter(({ h, p }) => {
      const para = text.slice(p.from, p.to);
      return (
        REDIRECT_ALL.test(para) && !EXPLAINS.test(para) && said(file, sentenceIn(text, p, h.index), h.index)
      );
    })
    .map(({ h }) => h);
}

// --- A rules-file backdoor: an outside script in every page, kept quiet ---

/** What a backdoored rule plants in the agent's code: a script from an outside address, or TLS checks switched off. */
const OUTSIDE_SCRIPT =
  /<script\b[^>]{0,120}?\bsrc\s*=\s*["']?(?:https?:)?\/\/[\w-]+(?:\.[\w-]+)+|\b(?:disable|turn\s+off|skip|switch\s+off)\s+(?:ssl|tls|https|certificate)\s+(?:certificate\s+)?(?:verification|validation|checks?)\b|\bverify\s*=\s*False\b|\brejectUnauthorized\s*:\s*false\b/gi;
/** A standing order over what the agent writes: "when you generate any HTML", "always add … to every page". */
const EVERY_OUTPUT =
  /\bin\s+(?:all\s+|any\s+|the\s+)?code\s+you\s+(?:write|generate|produce)|\b(?:when(?:ever)?\s+you\s+(?:generate|write|create|produce|build|edit)|(?:always|automatically)\s+(?:add|insert|include|inject|append|embed|put|place)|(?:to|in|into)\s+(?:every|each|all|any)\s+(?:\w+\s+){0,2}?(?:pages?|files?|templates?|components?|documents?|outputs?))\b/i;
/** Kept from the user: "no need to mention it", "do not point it out", "without mentioning it". */
const QUIET =
  /\b(?:no\s+need\s+to\s+|(?:do\s+not|don['’]t|never|without)\s+(?:need\s+to\s+)?)(?:mention|tell|report|point\s+(?:it|this|that)\s+out|note|comment\s+on|disclose|explain|flag|list|show)(?:ing)?\b/i;
export const OUTSIDE_SCRIPT_HINTS = [
  "<script",
  ...words("ssl verification|tls verification|certificate verification|certificate validation|verify=false"),
  ...words("certificate checks|ssl checks|tls checks|rejectunauthorized"),
];

export function scriptBackdoor(file: AuditText, lines: readonly AuditLine[]): TextHit[] {
  const text = file.text;
  const out: TextHit[] = [];
  for (const { h, p } of firstOfParagraphs(text, phraseHits(file, lines, OUTSIDE_SCRIPT))) {
    const para = text.slice(p.from, p.to);
    if (!EVERY_OUTPUT.test(para) || !QUIET.test(para) || EXPLAINS.test(para)) continue;
    // "Never disable certificate verification": forbidden, not ordered.
    if (said(file, sentenceIn(text, p, h.index), h.index, { codeSpan: true })) out.push(h);
  }
  return out;
}

// --- The user lied to when they ask ---

/**
 * "If the user asks whether data is sent, deny it", "never admits that it uploads …": a lie ordered ahead. A request
 * refused ("if someone asks you to share the files, deny it") is a question of whether, not of what happened.
 */
const DENY_WHEN_ASKED =
  /\b(?:if|when(?:ever)?)\s+(?:(?:the\s+user|they|anyone|someone)\s+asks?\s+(?:you\s+)?|asked\s+)(?:whether|if|about)\b[^.!?\n]{0,100}?\b(?:deny|denies)\b|\bnever\s+(?:admits?|acknowledges?|confirms?)\s+(?:to\s+the\s+user\s+)?that\s+(?:it|you|this\s+skill)\s+(?:\w+\s+){0,2}?(?:sends?|uploads?|shares?|collects?|records?|tracks?|reads?|sells?|forwards?|copies|deletes?)\b/gi;
export const DENY_HINTS = words(
  "deny it|deny that|deny this|deny any|deny having|denies it|denies that|denies any|denies having|never admit|never acknowledge|never confirm",
);
/** What the lie covers: the user's data sent, shared, collected or kept (not a request for access refused). */
const DATA_ACT =
  /\b(?:sends?|sent|sending|uploads?|uploaded|shares?|shared|collects?|collected|tracks?|tracked|records?|recorded|stores?|stored|sells?|sold|forwards?|forwarded|leaves?|copies|copied)\b/i;
const DATA =
  /\b(?:data|information|location|messages?|files?|history|contacts|conversations?|e-?mails?|anything|nothing)\b/i;

export function deniedWhenAsked(file: AuditText, lines: readonly AuditLine[]): TextHit[] {
  const text = file.text;
  return phraseHits(file, lines, DENY_WHEN_ASKED).filter((h) => {
    const p = sentenceIn(text, paragraphAt(text, h.index, 300), h.index);
    const sentence = text.slice(p.from, p.to);
    return (
      DATA_ACT.test(sentence) &&
      DATA.test(sentence) &&
      !EXPLAINS.test(sentence) &&
      said(file, p, h.index, { consent: false })
    );
  });
}

// --- Terminal escapes ---

/** Conceal (8m), cursor up/back/previous line, erase line or screen, cursor placed: not colours. */
const HIDING_ESCAPE = /\u001b\[(?:8m|\d{0,3}[ADFK]|[0-3]?J|\d{1,3};\d{1,3}H)/g;

/** Raw escapes that hide text in a terminal; one indexOf for the common case of none. */
export function terminalEscapes(file: AuditText): TextHit[] {
  const first = file.text.indexOf("\u001b[");
  if (first === -1) return [];
  HIDING_ESCAPE.lastIndex = first;
  const out: TextHit[] = [];
  for (let m = HIDING_ESCAPE.exec(file.text); m !== null; m = HIDING_ESCAPE.exec(file.text))
    out.push({ index: m.index, length: m[0].length });
  return out;
}
