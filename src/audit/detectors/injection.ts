// Injection: text that tries to take over the agent, claims an authority it does not have, or hides
// what it does from the user. Phrases are matched with their synonyms and across one line break (a
// sentence wrapped in the middle); the text is already normalised (look-alike letters, invisible
// characters), and every file is read, references/ and HTML comments included.
import { inCodeBlock } from "../context.js";
import { words } from "../hints.js";
import type { AuditGate, AuditLine, AuditText, TextHit } from "../rule-types.js";
import { eachMatchFast, leadWordPattern, sentenceAround } from "../sentences.js";
import { eachMatch, lineOf, quoted, startsOf } from "../text.js";
import { gatedLines } from "./gated-lines.js";
import { letOffStep } from "./injection-harm.js";
import { CATALOGUE, exampleBlock, joinedHits } from "./injection-join.js";
import {
  insideQuotes,
  OVERRIDE_DAN,
  OVERRIDE_GATED,
  OVERRIDE_MORE,
  OVERRIDE_MORE_HINTS,
  OVERRIDE_MORE_LINE,
} from "./injection-reworded.js";
import { said } from "./instruction-prose.js";

const DROP = String.raw`(?:ignore|disregard|forget|override|overrule|bypass|skip|drop|discard|abandon|dismiss|neglect|nullify|cancel|erase|supersede|set\s+aside|put\s+aside|throw\s+out|pay\s+no\s+(?:attention|heed|mind)\s+to|(?:do\s+not|don['’]?t|never)\s+pay\s+(?:any\s+)?(?:attention|heed|mind)\s+to|take\s+no\s+notice\s+of|(?:do\s+not|don['’]?t|no\s+longer|stop)\s+(?:follow|obey|heed|adhere\s+to|comply\s+with)(?:ing)?)`;
const DETERMINERS = String.raw`(?:(?:all|any|every|each|one|of|the|your|my|these|those|its|their|such|whatever)\s+){0,4}`;
const EARLIER = `(?:previous|prior|above|preceding|earlier|original|initial|system|safety|security|existing|old|former|developer|built-in|given|standing|core|base|operating|other)`;
const ORDERS = String.raw`(?:instructions?|prompts?|directives?|guidelines|guidance|guardrails|rules|constraints|restrictions|polic(?:y|ies)|programming|safeguards|system\s+messages?|orders|commands)`;

/**
 * The same in Spanish, Portuguese, French, German and Italian, written without accents as often as with
 * them (the look-alike map leaves accented letters alone): an ASCII file does not reach the
 * other-language rule, which runs on files holding a non-ASCII character.
 */
const LATIN_OVERRIDE = String.raw`\b(?:ignor(?:a|e|ez|ar|ate)|olvid(?:a|e|ar)|oubli(?:e|ez)|esque(?:ca|ça)|dimentica)\s+(?:(?:todas|todos|toutes|tous|tout|tutte|todo)\s+)?(?:(?:las|les|los|as|os|le|i)\s+)?(?:instrucciones|instructions|instru(?:c|ç)(?:o|õ)es|istruzioni|consignes|indicaciones|regras|reglas|regles|règles|regole)\s+(?:anteriores|pr(?:e|é)c(?:e|é)dentes|precedenti|previas|antigas)\b|\b(?:ignorier(?:e|en)?|vergiss|vergessen\s+Sie)\s+(?:alle\s+)?(?:vorherigen|bisherigen|obigen|fr(?:u|ü)heren)\s+(?:Anweisungen|Anordnungen|Regeln|Instruktionen)\b`;

/**
 * The same said another way: orders dropped after the noun ("set aside the rules above"), orders said to
 * have changed, the agent "no longer bound" by them, a text that "supersedes any system message", or a
 * role without restrictions to pretend.
 */
const REWORDED = String.raw`\b${DROP}\s+${DETERMINERS}${ORDERS}\s+(?:above|before\s+this|(?:you\s+(?:were|have\s+been)\s+)?given\s+(?:earlier|before|previously|to\s+you)|you\s+(?:were|have\s+been)\s+given|you\s+received|you\s+(?:were|have\s+been|['’]ve\s+been)\s+(?:configured|set\s+up|programmed|trained|provided|loaded|started)\s+with)\b|\byour\s+(?:instructions|orders|directives|rules|guidelines|task|priorities|objectives?)\s+(?:have|has)\s+(?:now\s+)?(?:changed|been\s+(?:updated|replaced|changed|overridden|revoked|lifted|suspended|removed|disabled|waived|relaxed))\b|\b(?:you\s+are|you['’]re)\s+(?:no\s+longer|not)\s+(?:bound|restricted|constrained|limited)\s+by\s+(?:your\s+|any\s+|the\s+)?(?:\w{1,20}\s+){0,2}${ORDERS}|\b(?:this|these)\s+(?:\w{1,20}\s+){0,2}(?:supersedes?|overrides?|overrules?|takes?\s+precedence\s+over|replaces?)\s+(?:any|all|every|the|your)\s+(?:\w{1,20}\s+(?:or\s+)?){0,2}(?:system|developer)\s+(?:or\s+\w{1,20}\s+)?(?:messages?|prompts?|instructions)\b|\b(?:pretend|act\s+as\s+if|imagine|role-?play\s+as\s+if)\s+(?:that\s+)?you\s+(?:are|were)\s+(?:an?\s+)?(?:\w{1,20}\s+){0,2}(?:without|with\s+no|free\s+(?:of|from))\s+(?:any\s+)?(?:restrictions|filters|limits|limitations|rules|guidelines|safety|guardrails)\b`;

/**
 * Paraphrases without a "drop" verb first: everything above declared void, the agent's orders said to be
 * no longer in effect or outdated, put aside, not applying to this skill, or outranked by this text; and
 * "ignore what the developer told you". Each names the agent's own orders ("your", "the system"), so a
 * changelog's "the old rules are no longer valid" stays out.
 */
const PARAPHRASED = String.raw`\b(?:everything|anything)\s+(?:above|before|prior\s+to)\s+(?:this\s+(?:line|point|message|section|note|sentence)|here)\s+(?:is|was)\s+(?:now\s+)?(?:void|null|cancell?ed|obsolete|irrelevant|to\s+be\s+ignored|superseded|invalid)\b|\b(?:your\s+(?:${EARLIER}\s+)?|(?:system|developer|safety|original|initial)\s+)(?:${ORDERS}|directions)\s+(?:(?:you\s+(?:were|have\s+been)\s+given|above)\s+)?(?:are|is)\s+(?:now\s+)?(?:no\s+longer\s+(?:in\s+effect|valid|binding|active|in\s+force)|not\s+(?:binding|in\s+effect))\b|\byour(?<!\b(?:if|when|whether|unless|once)\s+(?:\w{1,20}\s+){0,3}your)\s+(?:system\s+(?:prompt|message)|(?:${EARLIER}\s+)?(?:instructions|programming|guidelines|directives))\s+(?:are|is)\s+(?:now\s+)?(?:outdated|obsolete|out\s+of\s+date|superseded|deprecated|no\s+longer\s+(?:valid|accurate|correct))\b|\b(?:put|set|lay|cast|push)\s+(?:(?:all\s+(?:of\s+)?)?your\s+(?:${EARLIER}\s+)?|(?:the\s+|all\s+)?${EARLIER}\s+)${ORDERS}\s+(?:aside|to\s+one\s+side|on\s+hold)\b|\b${DROP}\s+(?:(?:all|any)\s+(?:of\s+)?)?(?:what|everything|anything|whatever)\s+(?:the|your)\s+(?:developers?|operators?|creators?|system(?:\s+prompt)?|admin\w{0,8}|owners?|programmers?)\s+(?:has\s+|had\s+|have\s+)?(?:told|said\s+to|instructed|asked|gave)\s+you\b|\bgiven(?<=\b(?:instructions|prompts|directives|guidelines|guidance|guardrails|rules|constraints|restrictions|policies|safeguards|orders|commands)\s+you\s+(?:were|have\s+been)\s+given)\s+(?:do\s+not|don['’]t|no\s+longer)\s+apply\b|\b${EARLIER}\s+${ORDERS}\s+(?:do\s+not|don['’]t|no\s+longer)\s+apply\s+(?:to\s+(?:you|this\s+(?:skill|task|session|conversation|chat))|here)\b|\b(?:outrank|override|supersede|overrule|trump|precedence(?<=\btakes?\s+precedence)\s+over)s?\s+(?:any|all|every)\s+(?:other\s+)?(?:instructions?|rules|guidance|directives?|orders)\s+(?:from|by|of)\s+(?:the\s+|your\s+)?(?:system|user|developer|operator|owner)s?\b|\b(?:priority|precedence)(?<=\b(?:has|have|takes?|gets?)\s+(?:top\s+|absolute\s+|full\s+)?(?:priority|precedence))\s+over\s+(?:everything|anything|all|whatever)\s+(?:else\s+)?(?:you\s+(?:were|have\s+been|had\s+been)\s+(?:told|given|instructed)|(?:in\s+)?your\s+(?:instructions|system\s+prompt|rules|guidelines))|\b${DROP}\s+(?:all\s+(?:of\s+)?)?the\s+user['’]s\s+(?:objections?|refusals?|wishes|instructions|requests?\s+to\s+stop)\b|\beven(?<!\b(?:not|never|n['’]t|no)\s[^.\n]{0,60}even)\s+if\s+the\s+user\s+(?:objects|refuses|says\s+no|disagrees|declines|asks\s+you\s+to\s+stop|tells\s+you\s+(?:not\s+to|to\s+stop))|\b(?:real|true|actual)(?<=\byour\s+\w+)\s+(?:user|owner|master|principal|operator)\s+is\s+(?:me|us|this\s+(?:file|skill|text|document))\b|\b(?:override|jailbreak|god|unrestricted|DAN)\s+mode\s+(?:is\s+)?(?:engaged|enabled|activated)\b|\b(?:previous|prior|earlier|original)\s+(?:constraints|restrictions|rules|instructions|guidelines)\s*:\s*none\b|\b(?:administrator|admin|developer|operator|owner|system|platform|security\s+team)s?\s+(?:has|have)\s+(?:now\s+|just\s+)?(?:updated|changed|replaced|revised|overridden|rewritten|amended)\s+your\s+(?:instructions|orders|directives|rules|guidelines|task|priorities|system\s+prompt)\b`;

/** The paraphrases, scanned apart on the lines holding their own words: their first words ("even", "true",
 * "given") are common, and in the main expression made its first-word filter fire everywhere. */
const PARAPHRASED_RE = new RegExp(PARAPHRASED, "gi");
const PARAPHRASE_LINE =
  /(?:updated|changed|replaced|revised|overridden|rewritten|amended) your|no longer|not binding|not in effect|(?:every|any)thing (?:above|before)|your (?:system|instructions|programming|guidelines|directives)|one side|on hold|aside|pay (?:any )?attention|never pay|no mind|apply (?:to you|to this|here)|given do|outrank|trump|precedence|priority over|even if the user|(?:real|true|actual) (?:user|owner)|mode (?:is )?(?:engaged|enabled|activated)|: none|(?:told|gave|asked|instructed) you|said to you|user['’]s/i;

/** "ignore all previous instructions" and its synonyms; "set aside every earlier directive". */
export const OVERRIDE = new RegExp(
  String.raw`\b${DROP}\s+(?:(?:all|any)\s+(?:of\s+)?)?(?:what|everything|anything|whatever)\s+(?:(?:you\s+)?(?:were|have\s+been|had\s+been|was)\s+)?(?:told|given|instructed|asked)\b|\b${DROP}\s+${DETERMINERS}(?:\w{1,30}['’]s\s+)?(?:${EARLIER}\s+){1,2}(?:\w{1,20}\s+)?${ORDERS}\b|\b${DROP}\s+(?:all\s+(?:of\s+)?)?your\s+(?:${EARLIER}\s+)?${ORDERS}\b|\b(?:${EARLIER})\s+${ORDERS}\s+(?:(?:you\s+were\s+given|above)\s+)?(?:no\s+longer\s+apply|(?:are|is)\s+(?:now\s+)?(?:void|null|obsolete|cancell?ed|revoked|outdated|superseded|lifted|suspended))\b|\byou\s+are\s+now\s+(?:in\s+)?(?:developer|DAN|jailbreak|unrestricted|god|admin|root|sudo|maintenance|debug)\s*mode\b|\b(?:enter|enable|activate|switch\s+to)\s+(?:DAN|jailbreak|unrestricted|god)\s+mode\b|\bnew\s+system\s+prompt\s*:|\byour\s+(?:real|true|new|actual|updated)\s+(?:instructions|task|goal|objective|purpose)\s+(?:is|are)\b|\bfrom\s+now\s+on,?\s+(?:the\s+only\s+rules\s+are|you\s+(?:will|must|shall)\s+(?:ignore|disregard|obey\s+only|never\s+refuse|always\s+comply))|\b(?:respond|answer|act)\s+(?:to\s+all\s+requests\s+)?without\s+(?:any\s+)?(?:restrictions|filters|limitations|safety\s+guidelines)\b|\b(?:SYSTEM|ADMIN|DEVELOPER)\s+(?:OVERRIDE|INSTRUCTION|COMMAND)\s*(?:\*\*\s*)?[:\]>]|${REWORDED}|${LATIN_OVERRIDE}`,
  "gi",
);
/**
 * An authority marker written as one (`SYSTEM OVERRIDE`, in capitals); any case only as a label
 * (`Admin override:`), since "admin override" and "Developer Command Prompt" are also plain nouns.
 */
const MARKER_CAPS = /\b(?:SYSTEM|ADMIN|DEVELOPER)\s+(?:OVERRIDE|INSTRUCTION|COMMAND)\b/g;
export const OVERRIDE_HINTS = [
  ...words(
    "priority over|precedence over|even if the user|real user|true user|actual user|real owner|mode engaged|mode enabled|mode activated|mode is engaged|mode is enabled|mode is activated|constraints: none|restrictions: none|rules: none|instructions: none|guidelines: none",
  ),
  // Paraphrases (PARAPHRASED).
  ...words(
    "no longer in effect|no longer valid|no longer binding|no longer active|no longer in force|not binding|not in effect|everything above|everything before|anything above|anything before|your system|your instructions|your programming|your guidelines|your directives|one side|on hold|not pay attention|not pay any|t pay attention|t pay any|never pay|apply to you|apply to this|apply here|given do|given don|outrank|trump",
  ),
  ...words(
    "updated your|changed your|replaced your|revised your|overridden your|rewritten your|amended your",
  ),
  ...words("no mind|no notice|have changed|has changed|now changed|been updated|been replaced|been changed"),
  ...words("been overridden|been revoked|been lifted|been suspended|been removed|been disabled|been waived"),
  ...words("been relaxed"),
  ...OVERRIDE_MORE_HINTS,
  "no longer bound",
  "no longer restricted",
  "not bound",
  "not restricted",
  "not constrained",
  "not limited",
  "no longer constrained",
  "no longer limited",
  "supersede",
  "overrides",
  "overrule",
  "precedence",
  "replace",
  "pretend",
  "act as if",
  "imagine",
  "roleplay",
  "role-play",
  "ignora",
  "ignori",
  "olvid",
  "oubli",
  "esque",
  "dimentica",
  "vergiss",
  "vergessen",
  "ignore",
  "disregard",
  "forget",
  "override",
  "overrule",
  "bypass",
  "skip",
  "drop",
  "discard",
  "abandon",
  "dismiss",
  "neglect",
  "nullify",
  "cancel",
  "erase",
  "supersede",
  "aside",
  "throw out",
  "no attention",
  "no heed",
  "not follow",
  "t follow",
  "longer follow",
  "stop follow",
  "not obey",
  "t obey",
  "longer obey",
  "not heed",
  "t heed",
  "not adhere",
  "t adhere",
  "not comply",
  "t comply",
  "no longer apply",
  "void",
  "null",
  "obsolete",
  "revoked",
  "superseded",
  "lifted",
  "suspended",
  "you are now",
  "developer mode",
  "dan mode",
  "jailbreak mode",
  "unrestricted mode",
  "god mode",
  "system prompt",
  "instructions are",
  "task is",
  "goal is",
  "objective is",
  "purpose is",
  "from now on",
  "without restrictions",
  "without any",
  "without filters",
  "without limitations",
  "without safety",
  "system override",
  "admin override",
  "developer override",
  "system instruction",
  "admin instruction",
  "system command",
  "admin command",
  "developer instruction",
  "developer command",
];

/** Telling the agent not to ask the user before acting (a weaker sign: automation skills say it too). */
export const APPROVAL_BYPASS =
  /\b(?:do\s+not|don['’]?t|never|no\s+need\s+to)\s+(?:ask|check\s+with|wait\s+for|prompt)\s+(?:the\s+user\s+)?(?:for\s+)?(?:permission|confirmation|approval|consent)\b|\b(?:do\s+not|don['’]?t|never)\s+ask\s+(?:the\s+user\s+)?first\b|\bwithout\s+asking\s+(?:the\s+user|for\s+permission|for\s+approval)\b|\bskip\s+(?:the\s+)?(?:confirmation|approval|permission)\s+(?:step|prompt|check)s?\b/gi;
export const APPROVAL_HINTS = ["skip", "ask", "check with", "wait for", "prompt", "without asking"];

/** A mail tool's every message: "when you send any email", "for all messages" (a bcc there copies all of it). */
const ANY_MAIL = String.raw`\b(?:when(?:ever)?|for|on|to|with)\s+(?:you\s+)?(?:send(?:ing)?\s+)?(?:any|every|all|each)\s+(?:\w{1,20}\s+){0,2}(?:e-?mails?|messages?|mails?)\b`;

/**
 * Telling the agent to hide what it does from the user. Mail: a bcc is concealment when it is added
 * quietly or to every mail the agent sends (the hidden-recipient backdoor), and forwarding is when it
 * takes all mail; "always bcc the CRM's logging address" on a skill's own follow-ups, or "forward all
 * invoices to accounting@…", is how mail automation routes mail.
 */
export const CONCEALMENT = new RegExp(
  String.raw`\b(?:do\s+not|don['’]?t|never)\s+(?:tell|inform|notify|alert|mention\s+(?:(?:this|it|anything)\s+)?to)\s+(?:the\s+)?user\s+(?:about|that|what|this|when|where|of)\b|\b(?:do\s+not|don['’]?t|never)\s+(?:tell|inform|notify|mention\s+(?:this|it|that|anything)\s+to)\s+the\s+user\b(?=\s*[.,;:!)<]|\s*$)|\bwithout\s+(?:telling|informing|notifying|alerting)\s+(?:the\s+)?user\b|\bwithout\s+the\s+user(?:['’]s)?\s+(?:knowing|noticing|seeing|knowledge|awareness)\b|\b(?:do\s+not|don['’]?t|never)\s+let\s+the\s+user\s+(?:know|see|notice|find\s+out)\b|\b(?:hide|conceal|keep)\s+(?:(?:this|that|these|those|the|it|them|any|all)\s+)(?:\w{1,20}\s+){0,3}(?:secret\s+|hidden\s+|confidential\s+|private\s+)?from\s+(?:the\s+)?user\b|\b(?:do\s+not|don['’]?t|never)\s+(?:reveal|disclose|mention|show|report|log|display|print)\s+(?:these|this|that|the\s+following|any\s+of\s+(?:this|these))\s+(?:instructions|steps|commands|actions|files?|reads?|uploads?|requests?)\b|\b(?:must|should)\s+not\s+be\s+(?:shown|mentioned|revealed|disclosed|reported)\s+to\s+the\s+user\b|\bthe\s+user\s+(?:must|should|need)\s*(?:not|n['’]t)\s+(?:know|see|notice|find\s+out|be\s+(?:told|informed|aware))\b|\b(?:silently|secretly|covertly|quietly|discreetly|stealthily)\s+(?:send|upload|post|exfiltrate|transmit|forward|copy\s+(?:the|all|~)|add\s+(?:a|an|the)\s+(?:line|entry|hook|key|bcc)|append|bcc)\b(?![’']d\b)|\b(?:secretly|covertly|discreetly|stealthily)\s+(?:download\s+and|install)\b|\bsilently\s+(?:run|execute)\s+(?:this|the\s+following|these)\b|\b(?:silently|secretly|quietly)\s+(?:add\s+)?(?:bcc|blind[\s-]copy)\b[^.\n]{0,80}@[\w-]{1,63}\.|${ANY_MAIL}(?:[^.\n]|\.(?=\w)){0,120}\b(?:bcc|blind[\s-]copy)\b[^.\n]{0,80}@[\w-]{1,63}\.|\b(?:always|also)\s+(?:add\s+)?(?:a\s+)?(?:bcc|blind[\s-]copy)\b[^.\n]{0,80}@[\w-]{1,63}(?:[^.\n]|\.(?=\w)){0,80}\b(?:on|to|in|for)\s+(?:any|every|all|each)\s+(?:\w{1,20}\s+){0,2}(?:e-?mails?|messages?|mails?)\b|\bforward\s+(?:a\s+copy\s+of\s+)?(?:all|every|each)\s+(?:incoming\s+|new\s+|received\s+)?(?:e-?mails?|messages?|mail)\b[^.\n]{0,80}\b[\w.+-]{1,64}@[\w-]{1,63}\.\w|\b(?:keep|leave)\s+(?:the\s+|this\s+|these\s+|it\s+|them\s+|any\s+)?(?:\w{1,20}\s+){0,3}out\s+of\s+(?:your\s+|the\s+|what\s+you\s+(?:report|say|tell|show|write)\w{0,2}\s+)?(?:back\b|repl(?:y|ies)|responses?|answers?|output|summar(?:y|ies)|messages?|transcript|report)`,
  "gi",
);
/** The same order said as an obligation, "you must not inform the user about …" (read on lines holding "must not"). */
export const OBLIGED_CONCEALMENT =
  /\b(?:must|should|shall)\s*(?:not|n['’]t)\s+(?:tell|inform|notify|alert|mention\s+(?:(?:this|it|anything)\s+)?to)\s+(?:the\s+)?user\s+(?:about|that|what|this|when|where|of)\b/gi;
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

/**
 * Matches of `re` that start on a hint line or the line before it and end at most one line later (a
 * sentence wrapped mid-phrase); `keep` filters (quoting). Runs of such lines are scanned as one block,
 * so every character is read once, however many hint lines there are.
 */
export function phraseHits(
  file: AuditText,
  lines: readonly AuditLine[],
  re: RegExp,
  keep: (hit: TextHit) => boolean = () => true,
): TextHit[] {
  const out: TextHit[] = [];
  const text = file.text;
  const starts = startsOf(file);
  const first = new Set<number>();
  for (const l of lines) {
    const n = lineOf(starts, l.index);
    first.add(n);
    if (n > 0) first.add(n - 1);
  }
  const endOf = (line: number) => (line + 1 < starts.length ? starts[line + 1]! - 1 : text.length);
  const take = (index: number, length: number) => {
    const hit = { index, length };
    if (keep(hit)) out.push(hit);
  };
  const sorted = [...first].sort((a, b) => a - b);
  // The same matches as a global scan of `re`, found from the first words of its alternatives when it has that shape.
  const fast = leadWordPattern(re);
  const each = (t: string, fn: (m: RegExpExecArray) => void) =>
    fast ? eachMatchFast(fast, t, fn) : eachMatch(re, t, fn);
  for (let i = 0; i < sorted.length; ) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j]! + 1) j++;
    const from = starts[sorted[i]!]!;
    const block = text.slice(from, endOf(Math.min(starts.length - 1, sorted[j]! + 1)));
    each(block, (m) => {
      const index = from + m.index;
      const line = lineOf(starts, index);
      if (!first.has(line)) return;
      if (index + m[0].length <= endOf(Math.min(starts.length - 1, line + 1))) take(index, m[0].length);
      else {
        // Longer than two lines: the phrase as the two lines alone hold it (rare).
        const w = text.slice(starts[line]!, endOf(Math.min(starts.length - 1, line + 1)));
        for (const n of w.matchAll(re)) if (starts[line]! + n.index === index) take(index, n[0].length);
      }
    });
    i = j + 1;
  }
  return out;
}

export const unquoted = (file: AuditText) => (h: TextHit) => !quoted(file.text, h.index, h.length);

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
    return keep(h) && !NARROWED_FORWARD.test(phrase);
  });
}

const overrideCache = new WeakMap<AuditText, TextHit[]>();

/**
 * The override phrases of a file, quoted or not, found once for both override rules. A phrase that is only
 * mentioned (forbidden, reported, catalogued: `describedOverride`) counts as quoted: the low rule shows it.
 */
/**
 * The shapes of injection-reworded.ts, said (not forbidden before, not in a text about attacks); inside a
 * quoted string of a Markdown file they are the quoted rule's (a list of prompts a guard blocks).
 */
const quotedMore = new WeakMap<AuditText, Set<number>>();
function moreOverrides(file: AuditText, lines: readonly AuditLine[], gate?: AuditGate): TextHit[] {
  const more = lines.filter((l) => OVERRIDE_MORE_LINE.test(l.text));
  const found = more.length > 0 ? phraseHits(file, more, OVERRIDE_MORE) : [];
  // Without the scanner's gate (a direct call) the families read every line.
  for (const re of OVERRIDE_GATED) {
    const hits = phraseHits(file, gatedLines(file, gate ?? (() => true), re), re);
    // DAN in capitals only: "you are Dan" names a person.
    found.push(
      ...(re === OVERRIDE_DAN
        ? hits.filter((h) => file.text.startsWith("DAN", h.index + h.length - 3))
        : hits),
    );
  }
  if (found.length === 0) return [];
  const inQuotes = new Set<number>();
  quotedMore.set(file, inQuotes);
  const hits = found.filter((h) => said(file, sentenceAround(file, h.index), h.index, { consent: false }));
  for (const h of hits)
    if (file.markdown && insideQuotes(file.text, h.index, h.length)) inQuotes.add(h.index);
  return hits;
}

export function overrideHits(
  file: AuditText,
  lines: readonly AuditLine[],
  wantQuoted: boolean,
  gate?: AuditGate,
): TextHit[] {
  let all = overrideCache.get(file);
  if (!all) {
    const seen = new Set<number>();
    all = [
      ...phraseHits(file, lines, OVERRIDE),
      ...phraseHits(file, lines, MARKER_CAPS),
      ...joinedHits(file, lines, OVERRIDE),
      ...phraseHits(
        file,
        lines.filter((l) => PARAPHRASE_LINE.test(l.text)),
        PARAPHRASED_RE,
      ),
      ...moreOverrides(file, lines, gate),
    ]
      .filter((h) => !seen.has(h.index) && seen.add(h.index))
      .sort((a, b) => a.index - b.index);
    overrideCache.set(file, all);
  }
  const inQuotes = quotedMore.get(file);
  return all.filter(
    (h) =>
      (quoted(file.text, h.index, h.length) ||
        describedOverride(file, h) ||
        inQuotes?.has(h.index) === true) === wantQuoted,
  );
}

/**
 * Right before the phrase: it is forbidden or impossible ("cannot override the guardrails", "don't override
 * existing commands"), or reported as what an attack asks ("emails that ask you to ignore previous
 * instructions", "attempts to override"); a first-person ask ("I ask you to ignore …") is the injection itself.
 */
const REPORTED_BEFORE =
  /(?:\b(?:cannot|can['’]?t|can\s+not|don['’]?t|do\s+not|never|must\s+not|mustn['’]?t|should\s+not|shouldn['’]?t|won['’]?t|will\s+not)|(?<!\b(?:I|we|We)\s+(?:now\s+|also\s+)?)\b(?:asks?|asking|tells?|telling|urges?|urging)\s+(?:you|the\s+(?:agent|model|assistant|AI))\s+to|\b(?:attempts?|tries|trying|designed|meant|intended)\s+to|\b(?:instruct(?:s|ed|ing)?|direct(?:s|ed|ing)?|command(?:s|ed|ing)?|trick(?:s|ed|ing)?|caus(?:e|es|ed|ing)|convinc(?:e|es|ed|ing)|persuad(?:e|es|ed|ing)|forc(?:e|es|ed|ing)|manipulat(?:e|es|ed|ing)|lead(?:s|ing)?|led|get(?:s|ting)?|prompt(?:s|ed|ing)?|ask(?:s|ed|ing)?|tell(?:s|ing)?|told)\s+(?:it|them|(?:the|a|an)\s+(?:\w+\s+){0,2}?(?:model|LLM|AI|agent|assistant|chatbot|bot|system|application|app|tool))\s+to|\b(?:mak(?:e|es|ing)|made|let(?:s|ting)?)\s+(?:it|them|(?:the|a|an)\s+(?:\w+\s+){0,2}?(?:model|LLM|AI|agent|assistant|chatbot|bot|system|application|app|tool))|(?<!\b(?:these|following|my|our|new|your)\s+)\binstructions\s+to|\b(?:detect|detects|detecting|flag|flags|block|blocks|reject|rejects|strip|strips|refuse|refuses)\s+(?:(?:any|all|the|a|an|fake|suspicious|such|these)\s+){0,3}[[("'“]?|\b(?:such\s+as|e\.g\.,?|for\s+example,?)|\b(?:LLM|modelo|modello|Modell|mod[eè]le|IA|KI)\s+(?:\S+\s+){0,3}?(?:a|à|zu|de|d['’]|di)\s*)\s*$/i;
/** A marker in lower or mixed case is one only as a label at the start of a line ("Admin override: …"). */
const LABEL_POSITION = /^[\s>*#+\-[(\d.]*$/;
/** A data file of examples, tests or scan results: its strings are samples, not instructions. */
const SAMPLE_DATA_PATH =
  /(?:^|\/)(?:tests?|fixtures?|examples?|samples?|datasets?|evals?|reports?|scans?)\/[^\n]*\.(?:json|jsonl|ya?ml|txt|csv)$|(?:attack|inject|jailbreak|payload)[\w-]*\.(?:json|jsonl|ya?ml|txt|csv)$/i;

function describedOverride(file: AuditText, h: TextHit): boolean {
  const text = file.text;
  // The line's start from the line table: searching back for a line feed per hit was quadratic on a long line.
  const lineStart = startsOf(file)[lineOf(startsOf(file), h.index)]!;
  const before = text.slice(Math.max(lineStart, h.index - 80), h.index);
  // Quoted with the marks of other languages („…“, 「…」, »…«) too.
  if (REPORTED_BEFORE.test(before) || /[„「『»‚]\s*$/.test(before)) return true;
  if (letOffStep(text, h.index, h.length)) return true;
  const phrase = text.slice(h.index, h.index + h.length);
  if (/^(?:system|admin|developer)\s/i.test(phrase) && phrase !== phrase.toUpperCase())
    if (!LABEL_POSITION.test(text.slice(lineStart, h.index))) return true;
  if (!file.markdown) return SAMPLE_DATA_PATH.test(file.path);
  if (inCodeBlock(file, h.index)) return CATALOGUE.test(headingsAbove(file, h.index));
  return exampleBlock(file, lineOf(startsOf(file), h.index));
}

/** The headings above `index` (each level's nearest) and the non-empty line before its code block. */
function headingsAbove(file: AuditText, index: number): string {
  const starts = startsOf(file);
  let line = lineOf(starts, index);
  const out: string[] = [];
  let level = 7;
  let intro = true;
  // Bounded: 400 lines up at most (a long file of examples stays linear enough per hit).
  for (let n = 0; line >= 0 && n < 400 && level > 1; line--, n++) {
    const t = file.text.slice(
      starts[line]!,
      line + 1 < starts.length ? starts[line + 1]! - 1 : file.text.length,
    );
    const m = /^ {0,3}(#{1,6})\s/.exec(t);
    if (m && m[1]!.length < level && !inCodeBlock(file, starts[line]!)) {
      level = m[1]!.length;
      out.push(t);
    } else if (
      intro &&
      !inCodeBlock(file, starts[line]!) &&
      !/^ {0,3}(?:`{3,}|~{3,})/.test(t) &&
      t.trim() !== ""
    ) {
      out.push(t);
      intro = false;
    }
  }
  return out.join("\n");
}

export function hiddenComments(file: AuditText): TextHit[] {
  const out: TextHit[] = [];
  const text = file.text;
  // indexOf, not /<!--[\s\S]*?-->/: a file of unclosed openers must not cost quadratic time.
  for (let open = text.indexOf("<!--"); open !== -1; ) {
    const close = text.indexOf("-->", open + 4);
    if (close === -1) break;
    const body = text.slice(open + 4, close);
    const at = open;
    open = text.indexOf("<!--", close + 3);
    if (body.trim().length < 12) continue;
    const addressesAgent =
      /\b(?:you\s+(?:must|should|will|are\s+to|need\s+to)|(?:AI|assistant|agent|model|claude|LLM|codex|copilot)\b[^\n]{0,40}\b(?:must|should|will|always|never)|ignore|disregard|instructions?\s+for\s+(?:the\s+)?(?:AI|assistant|agent|model))\b/i.test(
        body,
      );
    const acts =
      /\b(?:run|execute|curl|wget|bash|sh\s+-c|powershell|send|upload|post|exfiltrate|read\s+(?:the\s+)?(?:file|~)|download|install|delete|rm\s+-rf|base64|ignore|disregard|do\s+not\s+(?:tell|mention|reveal))\b|https?:\/\//i.test(
        body,
      );
    if (addressesAgent && acts) out.push({ index: at, length: close + 3 - at });
  }
  return out;
}

export const REMOTE_INSTRUCTIONS =
  /\b(?:fetch|download|retrieve|load|read|get|pull)\s+(?:the\s+|your\s+)?(?:latest\s+|current\s+|updated\s+|real\s+|actual\s+|new\s+|next\s+)?(?:instructions|system\s+prompt|directives|orders|commands\s+to\s+run|tasks?\s+to\s+(?:run|perform))\s+(?:from|at)\s+(?:https?:\/\/|the\s+(?:url|server|endpoint|remote))|\b(?:curl|wget|fetch|download|open|visit|read)\b[^\n]{0,120}https?:\/\/\S{1,300}[^\n]{0,80}\b(?:and|then)\s+(?:follow|execute|obey|do\s+what)\s+(?:the\s+|its\s+|any\s+|all\s+)?(?:instructions|commands|directives|it\s+says|they\s+say)\b|\b(?:follow|execute|obey)\s+(?:the\s+|any\s+|all\s+)?(?:instructions|commands|directives)\s+(?:returned|served|found|contained)\s+(?:by|at|in)\s+(?:the\s+)?(?:https?:\/\/|url|server|endpoint|response)/gi;

/** A zero-width run that hides something: not a byte-order mark, an emoji joiner or a joiner a script needs. */
export function zeroWidthMatters(h: TextHit, f: AuditText): boolean {
  const run = f.text.slice(h.index, h.index + h.length);
  if (h.index === 0 && run === "\ufeff") return false; // byte-order mark
  const before = f.text.slice(Math.max(0, h.index - 2), h.index);
  const after = f.text.slice(h.index + h.length, h.index + h.length + 2);
  // A joiner inside an emoji sequence, or a ZWNJ/ZWJ in a script that needs it.
  if (
    /\p{Extended_Pictographic}[\u{1f3fb}-\u{1f3ff}\ufe0f]?$/u.test(before) &&
    /^\p{Extended_Pictographic}/u.test(after)
  )
    return false;
  return !(
    /^[\u200c\u200d]+$/.test(run) &&
    /[\p{Script=Arabic}\p{Script=Devanagari}\p{Script=Bengali}\p{Script=Sinhala}\p{Script=Malayalam}]/u.test(
      before + after,
    )
  );
}
