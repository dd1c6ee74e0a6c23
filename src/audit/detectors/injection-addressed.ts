// Indirect prompt injection without the classic "ignore previous instructions": text that speaks to the AI
// reading it in the third person ("Note to AI agents: …", "AI models processing this document must …"), a
// chat-template role token planted in a skill's text, "forget the task" or "New instructions:" followed by an
// order, and an order hidden where a reader of the rendered page does not see it (an HTML comment, an image's
// alt text, an element styled to zero size). Each is common and harmless in an AGENTS.md note about code style
// or in a guide to chat templates: what makes one an attack is what the order is about (secrets, an install
// from an address, a link or an advert in the answer, something kept from the user, the user's task dropped).
// Each family reads only the lines holding its own rare words (the rules' hints).

import { inCodeBlock } from "../context.js";
import { pairs, words } from "../hints.js";
import type { AuditLine, AuditText, TextHit } from "../rule-types.js";
import { sentenceBetween } from "../sentences.js";
import { memoByText } from "../text-memo.js";
import { ahead, HARM, harmIn, TAKEOVER } from "./injection-harm.js";
import { phraseHits } from "./injection-phrases.js";
import { insideQuotes } from "./injection-reworded.js";
import { said } from "./instruction-prose.js";

/** Third-person address to the AI reading the text. */
const AI = String.raw`(?:AI|LLM|language\s+model|large\s+language\s+model|chatbot|AI\s+(?:agent|assistant|model|system)|Claude|ChatGPT|GPT-?\d\w{0,4}|Gemini|Copilot)`;
export const AI_READER = new RegExp(
  String.raw`\b(?:note|notes|message|memo|attention|reminder|instructions?|important|notice)\s+(?:to|for)\s+(?:any\s+|all\s+|the\s+)?(?:${AI}|assistant|agent)s?\b|\b(?:the\s+|any\s+)(?:assistant|agent)s?\s+(?:that\s+is\s+)?(?:reading|processing|handling|loading|parsing)\s+this\s+(?:file|document|page|note|section)\b|(?<=(?:^|\n|[#"',;(\[>*/-])[ \t]{0,3})(?:AI|LLM)\s+(?:assistant|agent|model)s?\s*[:,]|\b(?:attention|dear|hey|hello)\s*,?\s+${AI}s?\b|\bto\s+(?:any|all|every)\s+${AI}s?\b|\b${AI}s?(?:\s+(?:agents?|models?|assistants?|systems?|tools?))?\s+(?:(?:that|who)\s+(?:is|are)\s+)?(?:reading|processing|summari[sz]ing|parsing|analy[sz]ing|ingesting|scraping|crawling|viewing|handling)\s+(?:this|these)\b|\bif\s+you\s+(?:are|['’]re)\s+(?:an?\s+)?(?:${AI}|automated\s+(?:agent|assistant)|assistant|agent)\b|\bwhen(?:ever)?\s+(?:you\s+)?(?:summari[sz]e|summari[sz]ing|read|reading|process|processing|analy[sz]e|analy[sz]ing|pars(?:e|ing))\s+this\s+(?:page|document|email|e-mail|file|message|text|content|website|site|article|repo(?:sitory)?)\b`,
  "gi",
);
export const AI_READER_HINTS = [
  ...words(
    "to ai|to the ai|to any ai|to all ai|to every ai|to llm|to any llm|to all llm|for ai|for llm|for the ai",
  ),
  ...words("attention ai|attention, ai|attention llm|dear ai|hey ai|hello ai|if you are a|if you're a"),
  ...words("if you are claude|if you are chatgpt|if you are gemini|if you are copilot|if you are gpt"),
  ...words("reading this|processing this|summarizing this|summarising this|summarize this|summarise this"),
  ...words(
    "parsing this|analyzing this|analysing this|ingesting this|scraping this|crawling this|reading these",
  ),
  ...words(
    "processing these|you read this|you process this|you analyze this|you analyse this|you parse this",
  ),
  ...words("note to claude|note for claude|note to chatgpt|note to gemini|note to copilot"),
  // A note to "the assistant" or a label "AI assistant:" (a CSV cell, a YAML or JSON comment).
  ...pairs(
    "note to|note for|notes for|message for|instructions for",
    "the assistant|the agent|any assistant|any agent",
  ),
  ...words("ai assistant:|ai assistants:|ai agent:|ai agents:|ai model:|llm agent:|ai assistant,|ai agent,"),
  // "Important for the assistant: …", "the agent handling this file must …" (an order in a reference file).
  ...pairs(
    "important for|important to|notice to|notice for",
    "the assistant|the agent|any assistant|any agent",
  ),
  ...pairs("assistant|agent", "reading this file|processing this file|handling this file|loading this file"),
  ...words("assistant handling this document|agent handling this document"),
];

/** "Forget the task", "New instructions:", "from this point the assistant answers …". */
export const TASK_DROPPED =
  /\b(?:forget|drop|abandon|ignore|disregard|never\s+mind)\s+(?:about\s+)?(?:the|your|this|that|my|all|any)\s+(?:(?:current|original|previous|above|assigned|given|earlier|prior|initial)\s+)?(?:task|tasks|assignment|request|job|question|goal|objective|summar(?:y|ization|isation))\b|\bnew\s+(?:instructions?|task|objective|goal|directives?|orders)\s*:|\b(?:from\s+(?:this\s+point|now)(?:\s+on(?:wards?)?)?|henceforth|going\s+forward),?\s+(?:the\s+)?(?:assistant|AI|model|agent|chatbot|you)\s+(?:answers?|responds?|replies|reply|must|will|shall|only)\b/gi;
export const TASK_DROPPED_HINTS = [
  ...words("forget|abandon|disregard|never mind|drop the|drop your|ignore the|ignore your|ignore this"),
  ...words("new instruction|new task|new objective|new goal|new directive|new orders"),
  ...words("from this point|henceforth|going forward|from now on"),
];

/** A chat template's role or turn token, planted in text the agent reads. */
export const ROLE_TOKEN =
  /<\|(?:im_start|im_end|start_header_id|end_header_id|eot_id|endoftext|begin_of_text)\|>|\[\/?INST\]|<<\/?SYS>>|\[(?:system|assistant|user)\]\(#[\w-]{1,40}\)|<\/?system>|\[SYSTEM\]/gi;
// Without "|" (a character no other hint word holds: one more column in every row of the hint automaton).
export const ROLE_TOKEN_HINTS = words(
  "im_start|im_end|start_header_id|eot_id|endoftext|begin_of_text|[inst]|[/inst]|<<sys>>|[system](#|[assistant](#|[user](#|<system>|</system>|[system]",
);

/** Text a rendered page does not show: an element styled away, an image's alt text, an HTML comment. */
const HIDDEN =
  /<(?:span|div|p|font|section|small)\b[^>]{0,200}?style\s*=\s*["'][^"']{0,200}?(?:font-size\s*:\s*0(?:px|pt|em)?\s*[;"']|display\s*:\s*none|visibility\s*:\s*hidden|opacity\s*:\s*0(?:\.0+)?\s*[;"']|(?:height|width)\s*:\s*0(?:px)?\s*[;"'])[^>]{0,200}>([^<]{12,600})|!\[([^\]\n]{12,400})\]\(|<img\b[^>]{0,300}?\balt\s*=\s*"([^"\n]{12,400})"/gi;
/** The lines the element and alt-text shapes need (most hinted lines hold only a comment). */
const STYLED_OR_ALT = /style|!\[|alt\s*=/i;
export const HIDDEN_HINTS = words(
  "font-size|display:|display :|visibility|opacity|height:0|width:0|![|alt=|alt =|<!--",
);
/** Hidden text that speaks to the agent. */
const TO_AGENT =
  /\b(?:AI|assistant|agent|LLM|model|chatbot|claude|gpt|copilot|codex|gemini)\b|\byou\s+(?:must|should|will|need\s+to|are\s+to|have\s+to)\b|\b(?:ignore|disregard)\b/i;

/** In Markdown, inside a fenced block or a quoted string: an example shown (a guide lists attacks that way). */
const shown = (file: AuditText, h: TextHit): boolean =>
  file.markdown && (inCodeBlock(file, h.index) || insideQuotes(file.text, h.index, h.length));

/** Anchors said (not in a sentence about attacks, not forbidden, not in a code span) with a harm after them. */
function anchoredHarm(
  file: AuditText,
  lines: readonly AuditLine[],
  anchor: RegExp,
  harms: readonly RegExp[],
  consent = false,
): TextHit[] {
  const out: TextHit[] = [];
  for (const h of phraseHits(file, lines, anchor)) {
    if (shown(file, h)) continue;
    const after = ahead(file.text, h.index);
    if (!harms.some((re) => harmIn(after, re))) continue;
    if (!said(file, sentenceOf(file.text, h.index), h.index, { consent })) continue;
    out.push(h);
  }
  return out;
}

/** Where a sentence of the hit's starts: after ". ", a blank line, "! " or "? " (sentenceBetween). */
const STOPS = [". ", "\n\n", "! ", "? "] as const;
const sentenceOf = (text: string, index: number): { from: number; to: number } =>
  sentenceBetween(text, index, STOPS);

export const aiReaderOrder = (file: AuditText, lines: readonly AuditLine[]): TextHit[] =>
  anchoredHarm(file, lines, AI_READER, [HARM]);

// The user's own wish ("if the user says to forget the task, reply only with …") is not a hijack.
export const taskDropped = (file: AuditText, lines: readonly AuditLine[]): TextHit[] =>
  anchoredHarm(file, lines, TASK_DROPPED, [HARM, TAKEOVER], true);

/** A role token outside code (a chat-template guide shows them in code) with an order after it. */
/** A fake system turn (`<system>`, `[SYSTEM]`): a tag many guides and test files quote, so it counts only opening a
 * Markdown line (a heading or bold at most before it), not in a list of examples or a string. */
const SYSTEM_TAG = /^(?:<\/?system>|\[system\])$/i;
const LINE_OPENER = /(?:^|\n)[ \t]{0,3}(?:#{1,6}[ \t]*|\*\*)?$/;
const opensLine = (file: AuditText, h: TextHit): boolean =>
  file.markdown && LINE_OPENER.test(file.text.slice(Math.max(0, h.index - 12), h.index));

/** A harmful order or takeover in the text after a role token, kept by that text (a line of tokens repeats it). */
const ordersAfter = memoByText(
  (after: string) =>
    (harmIn(after, HARM) ?? harmIn(after, TAKEOVER) ?? harmIn(after, TASK_DROPPED)) !== undefined,
);

export function roleTokenOrder(file: AuditText, lines: readonly AuditLine[]): TextHit[] {
  return phraseHits(file, lines, ROLE_TOKEN)
    .filter((h) => {
      if (shown(file, h)) return false;
      if (SYSTEM_TAG.test(file.text.slice(h.index, h.index + h.length)) && !opensLine(file, h)) return false;
      return ordersAfter(file, ahead(file.text, h.index + h.length, 400));
    })
    .filter((h) => said(file, sentenceOf(file.text, h.index), h.index, { consent: false }));
}

const hiddenHarm = (body: string): boolean =>
  TO_AGENT.test(body) && (harmIn(body, HARM) ?? harmIn(body, TAKEOVER)) !== undefined;

/** Hidden text that speaks to the agent and orders something harmful. */
export function hiddenOrder(file: AuditText, lines: readonly AuditLine[]): TextHit[] {
  if (!file.markdown) return [];
  const out = phraseHits(
    file,
    lines.filter((l) => STYLED_OR_ALT.test(l.text)),
    HIDDEN,
  ).filter((h) => !shown(file, h) && hiddenHarm(file.text.slice(h.index, h.index + h.length)));
  // Comments may span lines: read from each opener to its close (indexOf: no quadratic scan).
  const text = file.text;
  if (!lines.some((l) => l.text.includes("<!--"))) return out;
  for (let open = text.indexOf("<!--"); open !== -1; ) {
    const close = text.indexOf("-->", open + 4);
    if (close === -1) break;
    const h = { index: open, length: close + 3 - open };
    if (
      h.length < 1200 &&
      !shown(file, h) &&
      hiddenHarm(text.slice(open + 4, close)) &&
      !out.some((o) => o.index === open)
    )
      out.push(h);
    open = text.indexOf("<!--", close + 3);
  }
  return out;
}

/**
 * "Do not mention that you read the file": the agent's own act kept from the user (tool poisoning hides the
 * file it reads or the call it makes). Leaving out narration ("do not mention that you used a cache") is not it:
 * the act must take, send or fetch something.
 */
export const ACT_CONCEALED =
  /\b(?:do\s+not|don['’]t|never|without|avoid)\s+(?:mention(?:ing)?|tell(?:ing)?|say(?:ing)?|reveal(?:ing)?|disclos(?:e|ing)|indicat(?:e|ing)|admit(?:ting)?|acknowledg(?:e|ing)|let(?:ting)?\s+(?:the\s+user|them|anyone)\s+know)\s+(?:(?:this\s+)?to\s+(?:the\s+)?user\s+|(?:the\s+)?user\s+|them\s+|anyone\s+)?(?:that\s+)?you\s+(?:(?:first|also|have|had|just|did|will|are\s+going\s+to|need(?:ed)?\s+to|have\s+to|had\s+to|must|should|can|could|are)\s+){0,3}(?:read(?:ing)?|access(?:ed|ing)?|open(?:ed|ing)?|fetch(?:ed|ing)?|sen[dt]|sending|upload(?:ed|ing)?|forward(?:ed|ing)?|cop(?:y|ied|ying)|call(?:ed|ing)?|invok(?:e|ed|ing)|install(?:ed|ing)?|download(?:ed|ing)?|collect(?:ed|ing)?|shar(?:e|ed|ing)|retriev(?:e|ed|ing)|transmit(?:ted|ting)?|post(?:ed|ing)?|e-?mail(?:ed|ing)?|load(?:ed|ing)?|extract(?:ed|ing)?|pass(?:ed|ing)?|attach(?:ed|ing)?|record(?:ed|ing)?|log(?:ged|ging)?|stor(?:e|ed|ing)|sav(?:e|ed|ing))\b/gi;
export const ACT_CONCEALED_HINTS = words(
  "mention that you|mentioning that you|mention to the user that you|tell the user that you|telling the user that you|tell the user you|tell them that you|reveal that you|revealing that you|disclose that you|say that you|saying that you|admit that you|indicate that you|acknowledge that you|know that you|mention you",
);

/** Left out only until the user asks: the source is one question away. */
const UNLESS_ASKED = /\bunless\s+(?:the\s+user|they)\s+(?:\w+\s+){0,2}asks?\b/i;

export function actConcealed(file: AuditText, lines: readonly AuditLine[]): TextHit[] {
  return phraseHits(file, lines, ACT_CONCEALED).filter((h) => {
    if (shown(file, h)) return false;
    const s = sentenceOf(file.text, h.index);
    return !UNLESS_ASKED.test(file.text.slice(s.from, s.to)) && said(file, s, h.index, { consent: false });
  });
}
