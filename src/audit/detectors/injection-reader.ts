// Orders to the agent that reads a skill, in the shapes an attacker uses when the classic phrases are left out:
// the reader named by the work it is doing ("for the model performing this review"), a bare label opening a line
// or a comment ("agent: …", "# assistant: …"), a persona put on the reader ("you are now acting as the owner");
// text from elsewhere ranked above the user's own requests; the agent's own rules declared off. Each is read only
// on the lines holding its rare words (the rules' hints), each window is bounded, and what makes an address an
// attack is the act after it or the user kept in the dark or lied to.
import { inCodeBlock } from "../context.js";
import { pairs, words } from "../hints.js";
import type { AuditLine, AuditText, TextHit } from "../rule-types.js";
import { sentenceBetween } from "../sentences.js";
import { lineOf, startsOf } from "../text.js";
import { ahead, HARM, harmIn, TAKEOVER } from "./injection-harm.js";
import { CLAIM, TOLD_USER } from "./injection-misled.js";
import { onePerLine, phraseHits } from "./injection-phrases.js";
import { insideQuotes } from "./injection-reworded.js";
import { said } from "./instruction-prose.js";

const READER = "(?:AI|LLM|model|assistant|agent)s?";
/** Every `leadtail` of two `|` lists, joined without a space (the parts of a data key). */
const joined = (leads: string, tails: string): readonly string[] =>
  words(leads).flatMap((lead) => words(tails).map((tail) => lead + tail));
/** The parts of a data key addressed to the reader: who, and what kind of note. */
const KEY_READER = "(?:ai|llm|assistant|agent|model|gpt|claude)";
const KEY_NOTE = "(?:instructions?|notes?|directives?|messages?|memo)";
/** The reader named by its work, a label opening a line or comment, a persona put on it. */
const READER_ADDRESS = new RegExp(
  [
    String.raw`\b${READER}\s+(?:that\s+is\s+|who\s+is\s+)?(?:performing|doing|executing|filling(?:\s+in)?|completing|carrying\s+out|reviewing|applying|following|reading|processing|handling|parsing|loading|running|using)\s+(?:this|these)\b`,
    String.raw`\b(?:note|notes|message|memo|instructions?|important|notice|reminder|directive)\s+(?:to|for)\s+(?:the\s+|any\s+|all\s+)?(?:AI\s+|LLM\s+|language\s+)?models?\b`,
    // A data file's key addressed to the reader ("ai_instructions:", "note_for_assistant":, "_llm_directive":).
    String.raw`(?<=(?:^|\n|[{,])[ \t]{0,40}["']?)_{0,2}(?:[a-z0-9]{1,20}[_-])?(?:${KEY_READER}[_-]?${KEY_NOTE}|${KEY_NOTE}(?:_(?:for|to)_|-(?:for|to)-)(?:the[_-]|any[_-])?${KEY_READER}s?)["']?[ \t]*:(?![:/\w])`,
    // A bold turn label posing as the system or the agent itself ("**System:**", "**Assistant (internal):**").
    String.raw`(?<=(?:^|\n)[ \t]{0,3}(?:>[ \t]{0,3})?)\*\*(?:System|Assistant|Agent|AI|Developer|Operator)(?:[ \t]*\([\w -]{1,20}\))?[ \t]*(?::\*\*|\*\*[ \t]*:)`,
    // A Markdown link posing as a role marker (Greshake et al.'s "[system](#error_state)").
    String.raw`\[(?:system|assistant|developer)\]\(#[\w-]{0,30}\)`,
    String.raw`(?<=(?:^|\n)[ \t]{0,3}(?:(?:#{1,3}|\/\/|\/\*{1,2}|\*|<!--|\(|\||>)[ \t]{0,3})?|\|[ \t]{0,3})(?:${READER}|Claude|ChatGPT|GPT|Copilot|Codex|Gemini|Cursor)[ \t]*:(?![:/\w])`,
    String.raw`\byou\s+(?:are\s+now|will\s+now|now)\s+(?:acting|act|speaking|speak|posing|pose|operating)\s+as\b`,
    String.raw`\bfrom\s+(?:here|now)\s+on,?\s+you\s+(?:speak|act|respond|answer|operate)\s+as\b`,
    String.raw`\b(?:impersonate|pose\s+as)\b`,
  ].join("|"),
  "gi",
);
export const READER_ADDRESS_HINTS = [
  ...pairs(
    "ai|llm|model|models|assistant|assistants|agent|agents",
    "performing this|doing this|executing this",
  ),
  ...pairs("ai|llm|model|assistant|agent", "filling this|filling in this|completing this|reviewing this"),
  ...pairs("model|assistant|agent", "carrying out this|applying this|following this"),
  ...pairs(
    "model|models|assistant|agent",
    "reading this|processing this|handling this|parsing this|loading this",
  ),
  ...pairs("model|models|assistant|agent", "running this|using this|reading these|processing these"),
  ...pairs(
    "note|notes|message|memo|instructions|instruction|important|notice|reminder|directive",
    "to the model|for the model|to any model|for any model|to all models|for all models|for models",
  ),
  ...words("ai:|ai :|llm:|agent:|agents:|agent :|assistant:|assistants:|assistant :|model:|models:"),
  ...words("claude:|chatgpt:|gpt:|copilot:|codex:|gemini:|cursor:"),
  ...words("are now acting as|will now act as|now act as|are now speaking as|now speak as|are now posing as"),
  ...words("are now operating as|from here on|from now on, you|impersonate|pose as"),
  ...words("ai model|llm model|language model"),
  ...joined(
    "ai|llm|assistant|agent|model|gpt|claude",
    "_instruction|_note|_directive|_message|_memo|-instruction|-note|-directive|-message|-memo|instruction|note|directive|message|memo",
  ),
  ...joined("note|notes|instructions|instruction|directive|directives|message|memo", "_for_|_to_|-for-|-to-"),
  ...words("**system|**assistant|**agent|**ai|**developer|**operator|[system](#|[assistant](#|[developer](#"),
];

/** Acts that are harmful however they are worded, read only after an address: a review waved through, the
 * shell's history wiped, the agent's permission prompts skipped, the user lied to about what ran ("tell the user it is a
 * normal run"). */
const AFTER_ADDRESS = new RegExp(
  [
    String.raw`\bapprove\s+(?:the\s+|this\s+|that\s+|it\b)(?:pull\s+request|PR|merge\s+request)?\s*(?:and|then)\s+merge\b`,
    String.raw`\bmerge\s+(?:it|the\s+(?:pull\s+request|PR|branch))\s+without\s+(?:waiting|review|CI|checks|approval|tests)`,
    String.raw`\b(?:rm|del|delete|remove|clear|wipe|truncate|shred|empty)\b[^.!?\n]{0,40}?(?:\.(?:bash|zsh|sh|python|node_repl)_history|\bHISTFILE\b|\bshell\s+history\b)|\bhistory\s+-c\b`,
    "--dangerously-skip-permissions\\b",
    String.raw`\b(?:tell|assure|reassure)\s+(?:the\s+)?user\s+(?:that\s+)?(?:it|this)\s+(?:is|was|['’]s)\s+(?:just\s+|only\s+|a\s+|an\s+)*(?:normal|routine|standard|regular|harmless|ordinary|usual)\s+(?:run|step|update|check|operation|process|task|sync|upload)\b`,
    // The user told something reassuring about what ran: after an address to the reader, a planted claim.
    TOLD_USER + CLAIM,
    // The user asked for a login or a card by the reader (the phishing of Greshake et al.'s injected pages).
    String.raw`\basks?\s+(?:the\s+)?users?\s+(?:for|to\s+(?:enter|provide|share|type|confirm|re-?enter))\s+(?:their|his|her|your)\s+(?:\w+\s+){0,2}?(?:password|passcode|login|credentials?|PIN|card\s+(?:number|details)|bank\s+details|seed\s+phrase|2FA\s+code|one-time\s+code|OTP|security\s+code)\b`,
  ].join("|"),
  "gi",
);
/** The act kept from the user in words the concealment rule does not read: "don't mention.", "do not raise this
 * in the review", "do not bring that up", "keep it out of the chat"; counted only after an act of the agent's. */
const KEPT_BACK =
  /\b(?:do\s+not|don['’]?t|never)\s+(?:point|call|flag)\s+(?:this|that|it|them)\s+out\b|\bas\s+if\s+nothing\s+(?:had\s+|has\s+)?happened\b|\bpretend\s+(?:that\s+)?(?:nothing|you\s+(?:did\s+not|didn['’]t))\b|\b(?:do\s+not|don['’]?t|never)\s+(?:mention|raise|surface|point\s+out|talk\s+about|bring\s+up)(?:\s+(?:this|that|it|them)\b|\s*[.!]|\s*$)(?!\s+(?:if|unless|until|when)\b)|\b(?:do\s+not|don['’]?t|never)\s+bring\s+(?:this|that|it|them)\s+up\b|\bkeep\s+(?:this|that|it|them)\s+out\s+of\s+(?:the\s+)?(?:chat|conversation|transcript)\b/gi;
const AGENT_ACT =
  /\b(?:run|execute|send|upload|post|push|copy|commit|delete|remove|rm|install|append|write|add|change|set|merge|approve|grant|forward|share|uploads|sends|copies)\b|`[^`\n]{3,}`/i;

/** In Markdown, inside a fenced block or a quoted string: an example shown (a guide lists attacks that way). */
const shown = (file: AuditText, h: TextHit): boolean =>
  file.markdown && (inCodeBlock(file, h.index) || insideQuotes(file.text, h.index, h.length));

/** Where a sentence of the hit's starts (the window `said` reads): after ". ", a blank line or "; " (sentenceBetween). */
const STOPS = [". ", "\n\n", "; "] as const;
const sentenceOf = (text: string, index: number): { from: number; to: number } =>
  sentenceBetween(text, index, STOPS);

function keptBack(after: string): boolean {
  KEPT_BACK.lastIndex = 0;
  const m = KEPT_BACK.exec(after);
  return m !== null && AGENT_ACT.test(after.slice(0, m.index));
}

/**
 * What a label ("agent: …") speaks to: the rest of its line, and the lines after it that carry on the same comment
 * (`#`, `//`, `*`, `|`, `>`) or the block comment it opens, never the next YAML key (`model: gpt-4` is a setting).
 */
function labelled(text: string, lineStart: number, index: number, end: number, reach: number): string {
  const opener =
    /^[ \t]*(#{1,3}|\/\/|\/\*{1,2}|\*|<!--|\||>)?/.exec(
      text.slice(Math.max(lineStart, index - 16), index),
    )?.[1] ?? "";
  const window = ahead(text, end, reach);
  if (opener === "/*" || opener === "/**" || opener === "<!--") {
    const close = window.indexOf(opener === "<!--" ? "-->" : "*/");
    return close < 0 ? window : window.slice(0, close);
  }
  const rows = window.split("\n");
  // A YAML block scalar (`key: |`): its value is the indented lines under the key.
  if (opener === "" && /^[ \t]*[|>][-+]?\d?[ \t]*$/.test(rows[0] ?? "")) {
    const out: string[] = [];
    for (const r of rows.slice(1)) {
      if (!/^[ \t]/.test(r)) break;
      out.push(r);
    }
    return out.join("\n");
  }
  const cont = opener === "" ? [] : rows.slice(1);
  const out = [rows[0] ?? ""];
  for (const r of cont) {
    if (!r.trimStart().startsWith(opener === "/**" ? "*" : opener)) break;
    out.push(r);
  }
  return out.join("\n");
}

/** A turn of a chat transcript shown as an example: the label answers in the first person, or a user's turn is
 * near before it ("User: …", "Human: …"). Read only once an order was found (rare): a bounded look back. */
const REPLY_OPENER =
  /^[ \t]*(?:I\b|I['’]|Sure|Here|Okay|OK\b|Yes|No\b|Certainly|Of\s+course|Let\s+me|Hello|Hi\b|Thanks)/;
const USER_TURN = /(?:^|\n)[ \t]*(?:[*_]{1,2})?(?:User|Human|Customer|Me)(?:[*_]{1,2})?[ \t]*:/;
/** A bold label ("**System:**") ends in its stars. */
const BOLD_LABEL_END = /:\*\*$|\*\*[ \t]*:$/;
const transcript = (text: string, index: number, after: string): boolean =>
  REPLY_OPENER.test(after) || USER_TURN.test(text.slice(Math.max(0, index - 400), index));

/** Where front matter (a skill's settings: `model: …`, `agent: …`, not orders) ends; 0 without it. Once per file. */
const frontMatterEnd = (text: string): number =>
  text.startsWith("---") ? Math.max(0, text.indexOf("\n---", 3)) : 0;

/** An address to the reader followed, in its paragraph, by a harmful act or the act kept from the user. */
export function readerOrder(file: AuditText, lines: readonly AuditLine[]): TextHit[] {
  const out: TextHit[] = [];
  const hits = phraseHits(file, lines, READER_ADDRESS);
  if (hits.length === 0) return out;
  const settings = frontMatterEnd(file.text);
  const starts = startsOf(file);
  hits.sort((a, b) => a.index - b.index);
  let lastLine = -1;
  for (const [i, h] of hits.entries()) {
    // One finding a line is all a rule shows: a line holding one is not read again (a long line stays cheap).
    const line = lineOf(starts, h.index);
    if (line === lastLine || shown(file, h)) continue;
    const end = h.index + h.length;
    const label =
      file.text.charCodeAt(end - 1) === 58 || // ":"
      BOLD_LABEL_END.test(file.text.slice(Math.max(h.index, end - 5), end));
    if (label && h.index < settings) continue;
    // What follows the next address is that address's order: every character is read for one address only.
    const next = hits[i + 1];
    const reach = next ? Math.min(400, Math.max(0, next.index - end)) : 400;
    const after = label
      ? labelled(file.text, starts[line]!, h.index, end, reach)
      : ahead(file.text, end, reach);
    const harmful =
      harmIn(after, HARM) ?? harmIn(after, TAKEOVER) ?? harmIn(after, AFTER_ADDRESS) ?? keptBack(after);
    if (!harmful || (label && transcript(file.text, h.index, after))) continue;
    if (!said(file, sentenceOf(file.text, h.index), h.index, { consent: false, codeSpan: true })) continue;
    out.push(h);
    lastLine = line;
  }
  return out;
}

/** Text from elsewhere (a file found later, an address's reply) ranked above what the user asks. */
const OUTRANKS_USER =
  /\b(?:follow|obey|carry\s+out|execute|apply)\s+(?:its|their|the|those|these|any)\s+(?:\w+\s+){0,2}?(?:instructions|orders|directives|commands|rules)\s+instead\s+of\s+[^.!?\n]{0,60}?\b(?:the\s+)?user['’]?s?\b|\b(?:takes?|has|have|gets?)\s+(?:precedence|priority)\s+over\s+(?:the\s+|any(?:thing)?\s+|all\s+|what\s+)?(?:the\s+)?user['’]?s?\s+(?:own\s+)?(?:requests?|instructions?|wishes|messages?|prompts?|commands?|questions?|orders|asks)\b|\b(?:overrides?|supersedes?|outranks?)\s+(?:the\s+|any\s+|all\s+|whatever\s+)?(?:the\s+)?user['’]?s?\s+(?:own\s+)?(?:requests?|instructions?|wishes|messages?|prompts?|commands?|orders)\b/gi;
export const OUTRANKS_USER_HINTS = words(
  "instead of the user|precedence over the user|precedence over any user|precedence over what the user|priority over the user|over the user's|overrides the user|override the user|overrides any user|supersedes the user|supersede the user|outranks the user",
);
/** Where the outranking text comes from: somewhere other than this skill and the user. */
const ELSEWHERE =
  /https?:\/\/|\b[\w-]+\.(?:com|net|org|io|dev|app|md|txt|json)\b|\b(?:file|files|page|server|endpoint|api|response|reply|remote|fetched|downloaded|arrives?|comments?|issues?|webhook|feed)\b/i;
/** The outranked party is this skill's defaults, not the user: "the user's request takes precedence over …". */
const USER_FIRST =
  /\bthe\s+user['’]?s?\s+(?:own\s+)?(?:requests?|instructions?|wishes|messages?)\s+(?:always\s+)?$/i;

export function outranksUser(file: AuditText, lines: readonly AuditLine[]): TextHit[] {
  return phraseHits(file, lines, OUTRANKS_USER).filter((h) => {
    if (shown(file, h)) return false;
    const s = sentenceOf(file.text, h.index);
    const sentence = file.text.slice(s.from, s.to);
    if (!ELSEWHERE.test(sentence) || USER_FIRST.test(file.text.slice(s.from, h.index))) return false;
    return said(file, s, h.index, { consent: false, codeSpan: true });
  });
}

/**
 * The reader declared free of its rules in a jailbreak's words: a mode with no rules put on it ("you are now in god
 * mode", developer mode with no restrictions), "you have no restrictions", the operator's constraints said to no
 * longer apply, the reader "not bound by" its guidelines.
 */
const LIFTED = [
  String.raw`\byou\s+(?:are|['’]re)\s+(?:now\s+)?(?:in|operating\s+in|running\s+in|switched\s+to)\s+(?:god|jailbreak|jailbroken|unrestricted|unfiltered|uncensored|no[\s-]limits?|DAN)\s+mode\b`,
  String.raw`\byou\s+(?:are|['’]re)\s+(?:now\s+)?in\s+developer\s+mode\b[^.!?\n]{0,4}\s*(?:you\s+(?:have|now\s+have)\s+no\s+(?:restrictions|rules|filters|limits)|with\s+no\s+(?:restrictions|rules|filters|limits))`,
  String.raw`\b(?:god|jailbreak|unrestricted|unfiltered|uncensored)\s+mode\s+(?:is\s+)?(?:now\s+)?(?:enabled|activated|engaged|on)\b`,
  String.raw`\byou\s+(?:now\s+)?(?:have|has)\s+no\s+(?:more\s+)?(?:restrictions|rules|filters|guidelines|guardrails|content\s+polic(?:y|ies)|safety\s+(?:rules|guidelines|filters))\b`,
  String.raw`\b(?:you|the\s+(?:AI|assistant|model|bot|agent))\s+(?:are|is)\s+(?:now\s+)?(?:no\s+longer|not)\s+(?:restricted|bound|limited|constrained)\s+by\s+(?:the|any|its|your)\s+(?:\w+\s+)?(?:rules|guidelines|policies|restrictions|instructions)\b`,
  String.raw`\b(?:your|the\s+(?:operator|developer|system)['’]s|(?:operator|developer|system|safety|content))\s+(?:\w+\s+)?(?:constraints|restrictions|rules|guidelines|guardrails|policies|instructions|limitations)\s+(?:\w+\s+){0,3}?no\s+longer\s+(?:apply|applies|bind|binds|hold|holds|matter)\b`,
].join("|");
/** The agent's own rules declared off: its project rules no longer followed, its safety prompts switched off. */
const RULES_OFF = new RegExp(
  String.raw`\bno\s+longer\s+(?:needs?\s+to|has\s+to|have\s+to|must|should|bound\s+to)\s+(?:follow|obey|respect|honou?r|apply|comply\s+with)\s+(?:the\s+|any\s+|your\s+|its\s+)?(?:[\w-]+['’]s?\s+)?(?:CLAUDE\.md|AGENTS\.md|GEMINI\.md|\.cursorrules|system\s+prompt|safety\s+(?:rules|guidelines|policies|policy)|guardrails|(?:project|repository|repo|workspace|house|security)\s+(?:rules|policies|policy))\b|\b(?:is|are)\s+no\s+longer\s+bound\s+by\s+(?:the\s+|any\s+|your\s+|its\s+)?(?:[\w-]+['’]s?\s+)?(?:CLAUDE\.md|AGENTS\.md|system\s+prompt|safety\s+(?:rules|guidelines)|guardrails|(?:project|repository|house)\s+rules)\b|\b(?:safety|security)\s+(?:confirmations?|prompts?|checks|guardrails|rules|restrictions)\s+(?:are|is|have\s+been|has\s+been)\s+(?:now\s+)?(?:disabled|off|suspended|lifted|turned\s+off|switched\s+off|waived|not\s+in\s+effect)\s+(?:for\s+(?:this|the\s+current|the\s+rest\s+of\s+(?:this|the))\s+(?:session|conversation|run|task|skill|chat)|while\s+this\s+skill|when\s+this\s+skill|in\s+this\s+(?:session|skill|mode))\b|${LIFTED}`,
  "gi",
);
export const RULES_OFF_HINTS = words(
  "has no rules|has no filters|has no guidelines|has no guardrails|has no content|has no safety|has no more|god mode|jailbreak mode|jailbroken mode|unrestricted mode|unfiltered mode|uncensored mode|limits mode|limit mode|dan mode|developer mode|have no restrictions|have no rules|have no filters|have no guidelines|have no guardrails|have no content|have no safety|have no more|has no restrictions|not restricted by|not bound by|not limited by|not constrained by|longer restricted by|longer bound by|longer limited by|longer constrained by|no longer apply|no longer applies|no longer bind|no longer hold|no longer matter|claude.md|agents.md|gemini.md|.cursorrules|system prompt|safety rules|safety guidelines|safety policies|safety policy|guardrails|project rules|repository rules|repo rules|workspace rules|house rules|security rules|security policies|security policy|project policies|confirmations are|confirmation is|prompts are|checks are|restrictions are|rules are|confirmations have|checks have|restrictions have",
);

export function rulesDeclaredOff(file: AuditText, lines: readonly AuditLine[]): TextHit[] {
  return onePerLine(
    file,
    phraseHits(file, lines, RULES_OFF),
    (h) => !shown(file, h) && said(file, sentenceOf(file.text, h.index), h.index, { consent: false }),
  );
}
