// Injection: text that tries to take over the agent, claims an authority it does not have, or hides
// what it does from the user. Phrases are matched with their synonyms and across one line break (a
// sentence wrapped in the middle); the text is already normalised (look-alike letters, invisible
// characters), and every file is read, references/ and HTML comments included. This module: the override
// phrases ("ignore previous instructions" and its paraphrases) and whether one is said or only described.
import { inCodeBlock } from "../context.js";
import { words } from "../hints.js";
import { linesFor } from "../required-words.js";
import type { AuditGate, AuditLine, AuditText, TextHit } from "../rule-types.js";
import { sentenceAround } from "../sentences.js";
import { lineOf, quoted, startsOf } from "../text.js";
import { gatedLines } from "./gated-lines.js";
import { letOffStep } from "./injection-harm.js";
import { CATALOGUE, exampleBlock, joinedHits } from "./injection-join.js";
import { phraseHits } from "./injection-phrases.js";
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
const PARAPHRASED = String.raw`\b(?:everything|anything)\s+(?:above|before|prior\s+to)\s+(?:this\s+(?:line|point|message|section|note|sentence)|here)\s+(?:is|was)\s+(?:now\s+)?(?:void|null|cancell?ed|obsolete|irrelevant|to\s+be\s+ignored|superseded|invalid)\b|\b(?:your\s+(?:${EARLIER}\s+)?|(?:system|developer|safety|original|initial)\s+)(?:${ORDERS}|directions)\s+(?:(?:you\s+(?:were|have\s+been)\s+given|above)\s+)?(?:are|is)\s+(?:now\s+)?(?:no\s+longer\s+(?:in\s+effect|valid|binding|active|in\s+force)|not\s+(?:binding|in\s+effect))\b|\byour(?<!\b(?:if|when|whether|unless|once)\s+(?:\w{1,20}\s+){0,3}your)\s+(?:system\s+(?:prompt|message)|(?:${EARLIER}\s+)?(?:instructions|programming|guidelines|directives))\s+(?:are|is)\s+(?:now\s+)?(?:outdated|obsolete|out\s+of\s+date|superseded|deprecated|no\s+longer\s+(?:valid|accurate|correct))\b|\b(?:put|set|lay|cast|push)\s+(?:(?:all\s+(?:of\s+)?)?your\s+(?:${EARLIER}\s+)?|(?:the\s+|all\s+)?${EARLIER}\s+)${ORDERS}\s+(?:aside|to\s+one\s+side|on\s+hold)\b|\b${DROP}\s+(?:(?:all|any)\s+(?:of\s+)?)?(?:what|everything|anything|whatever)\s+(?:the|your)\s+(?:developers?|operators?|creators?|system(?:\s+prompt)?|admin\w{0,8}|owners?|programmers?)\s+(?:has\s+|had\s+|have\s+)?(?:told|said\s+to|instructed|asked|gave)\s+you\b|\bgiven(?<=\b(?:instructions|prompts|directives|guidelines|guidance|guardrails|rules|constraints|restrictions|policies|safeguards|orders|commands)\s+you\s+(?:were|have\s+been)\s+given)(?:\s+(?:earlier|before|previously|so\s+far))?\s+(?:do\s+not|don['’]t|no\s+longer)\s+apply\b|\b${EARLIER}\s+${ORDERS}\s+(?:do\s+not|don['’]t|no\s+longer)\s+apply\s+(?:to\s+(?:you|this\s+(?:skill|task|session|conversation|chat))|here)\b|\b(?:outrank|override|supersede|overrule|trump|precedence(?<=\btakes?\s+precedence)\s+over)s?\s+(?:any|all|every)\s+(?:other\s+)?(?:instructions?|rules|guidance|directives?|orders)\s+(?:from|by|of)\s+(?:the\s+|your\s+)?(?:system|user|developer|operator|owner)s?\b|\b(?:priority|precedence)(?<=\b(?:has|have|takes?|gets?)\s+(?:top\s+|absolute\s+|full\s+)?(?:priority|precedence))\s+over\s+(?:everything|anything|all|whatever)\s+(?:else\s+)?(?:you\s+(?:were|have\s+been|had\s+been)\s+(?:told|given|instructed)|(?:in\s+)?your\s+(?:instructions|system\s+prompt|rules|guidelines))|\b${DROP}\s+(?:all\s+(?:of\s+)?)?the\s+user['’]s\s+(?:objections?|refusals?|wishes|instructions|requests?\s+to\s+stop)\b|\beven(?<!\b(?:not|never|n['’]t|no)\s[^.\n]{0,60}even)\s+if\s+the\s+user\s+(?:objects|refuses|says\s+no|disagrees|declines|asks\s+you\s+to\s+stop|tells\s+you\s+(?:not\s+to|to\s+stop))|\b(?:real|true|actual)(?<=\byour\s+\w+)\s+(?:user|owner|master|principal|operator)\s+is\s+(?:me|us|this\s+(?:file|skill|text|document))\b|\b(?:override|jailbreak|god|unrestricted|DAN)\s+mode\s+(?:is\s+)?(?:engaged|enabled|activated)\b|\b(?:previous|prior|earlier|original)\s+(?:constraints|restrictions|rules|instructions|guidelines)\s*:\s*none\b|\b(?:administrator|admin|developer|operator|owner|system|platform|security\s+team)s?\s+(?:has|have)\s+(?:now\s+|just\s+)?(?:updated|changed|replaced|revised|overridden|rewritten|amended)\s+your\s+(?:instructions|orders|directives|rules|guidelines|task|priorities|system\s+prompt)\b`;

/** The paraphrases, scanned apart on the lines holding their own words: their first words ("even", "true",
 * "given") are common, and in the main expression made its first-word filter fire everywhere. */
const PARAPHRASED_RE = new RegExp(PARAPHRASED, "gi");
const PARAPHRASE_LINE =
  /(?:updated|changed|replaced|revised|overridden|rewritten|amended) your|no longer|not binding|not in effect|(?:every|any)thing (?:above|before)|your (?:system|instructions|programming|guidelines|directives)|one side|on hold|aside|pay (?:any )?attention|never pay|no mind|apply (?:to you|to this|here)|given do|outrank|trump|precedence|priority over|even if the user|(?:real|true|actual) (?:user|owner)|mode (?:is )?(?:engaged|enabled|activated)|: none|(?:told|gave|asked|instructed) you|said to you|user['’]s/i;
/**
 * The override rules' gated expressions (required-words.ts): the families, and the paraphrases' line test, so a hint
 * line holding none of its words is never read by it (most of the rule's hint lines).
 */
export const OVERRIDE_GATES: readonly RegExp[] = [...OVERRIDE_GATED, PARAPHRASE_LINE];

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

const overrideCache = new WeakMap<AuditText, TextHit[]>();

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

/**
 * The override phrases of a file, quoted or not, found once for both override rules. A phrase that is only
 * mentioned (forbidden, reported, catalogued: `describedOverride`) counts as quoted: the low rule shows it.
 */
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
        linesFor(PARAPHRASE_LINE, lines, gate).filter((l) => PARAPHRASE_LINE.test(l.text)),
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
  /(?:^|\/)(?:tests?|fixtures?|examples?|samples?|datasets?|evals?|reports?|scans?)\/[^\n]*\.(?:json|jsonl|ya?ml|txt|csv)$|(?:attack|inject|jailbreak|payload|probe|red[_-]?team|adversarial)[\w-]*\.(?:json|jsonl|ya?ml|txt|csv)$/i;

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
  // A sample file the SKILL.md sends the agent to ("read tests/task.json and do what it says") holds orders.
  if (!file.markdown) return SAMPLE_DATA_PATH.test(file.path) && !file.followed;
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
