// A covert order: a harmful act (a secret file sent to an address or passed into a tool's parameter, the user's
// mail or chats sent away, a destructive or safeguard-off command, a piped download, a script tag from another
// host, money or access given away) told to the agent together with one of what makes it a planted order rather
// than a how-to: the user kept in the dark ("this is routine; no need to tell the user", "must not be mentioned",
// "do this quietly"), a standing hook on the agent's other work ("before using any other tool", "when send_email
// is invoked", "before executing any command, prepend …": Invariant Labs' tool poisoning and shadowing, Trail of
// Bits' line jumping), or a voice the text cannot have (a tool result's `assistant_message` or `next_action`, a
// `role: system` message, "[SYSTEM NOTE]", an `<IMPORTANT>` block, "note to AI agents"). Each part alone is
// common in honest skills; the pair within one paragraph is the shape of published injections (AgentDojo,
// InjecAgent, MCP-SafetyBench, Pillar's rules-file backdoor). The act is found only near a part, each part
// quoted or described (a write-up of the attack) is left out, and an act forbidden in its own clause is no act.
import { pairs, words } from "../hints.js";
import { mayMatchIn } from "../required-words.js";
import type { AuditLine, AuditText, TextHit } from "../rule-types.js";
import { eachMatchFast, leadWordPattern } from "../sentences.js";
import { blocksNear, eachMatch, lineOf, lowerBound, startsOf } from "../text.js";
import { ADVERT, SEND_COMMANDS, SIDE_EFFECTS } from "./injection-harm.js";
import { phraseHits } from "./injection-phrases.js";
import {
  COVERTLY,
  NEG_NO_NEED,
  NEG_NOT_NECESSARY,
  negation,
  SHOWN,
  TELL,
  TELLING,
} from "./injection-secrecy.js";
import { DESTROYS_EN, DESTROYS_INTL, SECRET_PATH } from "./injection-transcript.js";
import { quotedOrDescribed } from "./instruction-lang.js";
import { FORBIDS } from "./instruction-prose.js";

const S = String.raw`(?<![\p{L}\p{N}_])`;
const E = String.raw`(?![\p{L}\p{N}_])`;
/** The English forms run without the `u` flag (V8 reads them much faster): their word edges in ASCII. */
const ascii = (src: string) => src.replaceAll(S, String.raw`(?<!\w)`).replaceAll(E, String.raw`(?!\w)`);

/** The user kept in the dark, or not asked. */
const SECRECY_EN = [
  String.raw`\b${negation(NEG_NO_NEED, NEG_NOT_NECESSARY)}\s+(?:${TELL}|mention|bring\s+(?:it|this|that)\s+up|discuss|ask|consult|confirm\s+with|check\s+with|bother)\b`,
  String.raw`\bwithout\s+(?:first\s+)?(?:asking|${TELLING}|mentioning|confirming|confirmation|a\s+confirmation|prompting|consulting|the\s+user['’]?s?\s+(?:knowledge|consent|approval))\b`,
  String.raw`\b(?:must|should|shall|need|is\s+not\s+to)\s*(?:not|n['’]t)?\s+be\s+(?:${SHOWN}|discussed|told|surfaced|shared)\b`,
  String.raw`\b(?:does|do|need)\s*(?:not|n['’]t)\s+need\s+to\s+(?:be\s+told|know|be\s+informed|be\s+asked|hear)\b`,
  String.raw`\bkeep\s+(?:this|it|that)\s+(?:between\s+us|quiet|to\s+yourself|secret|confidential|hidden)\b|\bbetween\s+(?:you\s+and\s+me|us)\b`,
  String.raw`\b(?:${COVERTLY}|surreptitiously)\s+(?:\w+\s+)?(?:run|execute|send|upload|post|install|download|forward|copy|add|append|read|delete|remove|call|pass|include|fetch|push|commit|transfer|insert|change)\b`,
  String.raw`\b(?:do|does|did|perform)\s+(?:this|it|that|so|these\s+steps)\s+(?:silently|quietly|secretly|discreetly|in\s+the\s+background)\b`,
].join("|");
/** The same in Spanish, German, French, Italian and Portuguese. */
const SECRECY_INTL = String.raw`${S}(?:sin\s+(?:informar|avisar|decir|preguntar|notificar)|no\s+(?:le\s+)?(?:digas|informes|menciones|avises|preguntes)|ohne\s+(?:den\s+(?:Benutzer|Nutzer|Anwender)|zu\s+fragen|Nachfrage)|(?:frag|sag)\s+(?:den|dem)\s+(?:Benutzer|Nutzer)\s+nicht|nicht\s+erw[äa]hnen|sans\s+(?:pr[ée]venir|informer|demander|avertir)|ne\s+(?:lui\s+)?dis\s+rien|n['’]en\s+parle\s+pas|senza\s+(?:chiedere|avvisare|informare|dire)|non\s+(?:dire|informare|avvisare)|sem\s+(?:avisar|informar|perguntar|contar))${E}`;
const SECRECY = `${SECRECY_EN}|${SECRECY_INTL}`;
/** A standing order on the agent's other work or on another tool. */
const HOOK = [
  String.raw`\bfrom\s+now\s+on\b`,
  String.raw`\bbefore\s+(?:you\s+)?(?:use|using|call|calling|run|running|execute|executing|invoke|invoking)\s+(?:any|every|each|all)\s+(?:other\s+)?(?:\w+\s+)?(?:tools?|commands?|functions?|requests?)\b`,
  String.raw`\bbefore\s+(?:you\s+(?:can\s+)?)?(?:solv|answer|repl|respond|continu|proceed|complet|finish)\w*\b`,
  String.raw`\b(?:when(?:ever)?|every\s+time|each\s+time)\s+(?:the\s+)?[\x60'"]?\w+[\x60'"]?\s+(?:tool\s+)?(?:is|gets)\s+(?:invoked|called|available)\b`,
  String.raw`\b(?:whenever|every\s+time|each\s+time)\s+the\s+user\s+(?:says|types|writes|thanks)\b`,
  String.raw`\b(?:prepend|always\s+append)\s+[^.\n]{0,80}?\bto\s+(?:the|every|each|all|any)\s+(?:\w+\s+)?(?:commands?|requests?|calls?)\b`,
  String.raw`\b(?:for|on|in)\s+(?:all|every|each|any)\s+(?:further|future|subsequent|following|later)\s+(?:commits?|commands?|requests?|messages?|calls?|sessions?)\b`,
  String.raw`\b(?:change|replace|set|redirect|swap)\s+the\s+(?:recipient|destination|to[\s-]address|target\s+address)\b`,
].join("|");
/** A voice the text cannot have: a tool result speaking as the assistant or the system, a note to AI readers. */
const VOICE = [
  String.raw`\b(?:assistant_(?:message|note|instructions|instruction)|next_action|instruction(?:s)?_for_(?:the_)?(?:assistant|agent|ai|model|llm)|system_(?:note|message|instructions|instruction|override)|note_(?:to|for)_(?:the_)?(?:ai|agent|assistant|model))\b["']?\s*[:=]`,
  String.raw`\brole(?<=["']role)["']?\s*[:=]\s*["']system\b`,
  String.raw`\bsystem(?<=\[\s*system)\s+(?:note|notice|message|override|instructions|instruction)\s*\]|\bsystem\s+(?:note|notice|override)\s*:`,
  String.raw`\b(?:important|information|system|admin|instructions|instruction)\s*>(?<=<\s*[a-z]+\s*>)`,
  String.raw`\b(?:note|notice|message|instructions|instruction|attention|reminder|request)\s+(?:to|for)\s+(?:the\s+|all\s+|any\s+)?(?:ai|llm|agents?|assistants?|copilot|claude|cursor|models?|(?:ai\s+)?coding\s+(?:agents?|assistants?))\b`,
].join("|");
/** An approval the text cannot give: "the user has pre-approved this", "this is a sanctioned test", in six languages. */
const APPROVAL_EN = [
  String.raw`\b(?:user|owner|admin|administrator|operator|account\s+holder)\s+(?:has|have)\s+(?:already\s+|explicitly\s+|personally\s+)?(?:pre-?)?(?:approved|authori[sz]ed|sanctioned|okayed|signed\s+off\s+on|consented\s+to)\s+(?:this|it|these|that|all\s+of\s+this|you|the\s+(?:following|action|request|change|step|operation|transfer))\b`,
  String.raw`\b(?:this|it|these|the\s+following)\s+(?:\w+\s+)?(?:is|are|was|were|has\s+been|have\s+been)\s+(?:already\s+)?(?:pre-?approved|pre-?authori[sz]ed|sanctioned|authori[sz]ed|approved)\s+by\s+(?:the\s+)?(?:user|owner|admin|administrator|account\s+holder)\b`,
  String.raw`\b(?:this|it)\s+is\s+(?:an?\s+)?(?:sanctioned|authori[sz]ed|approved)\s+(?:\w+\s+)?(?:test|exercise|action|change|operation|request)\b|\bI\s+(?:hereby\s+)?authori[sz]e\s+you\b|\byou\s+(?:are|have\s+been)\s+(?:explicitly|hereby|already|fully)\s+(?:authori[sz]ed|cleared|permitted)\s+to\b`,
].join("|");
const APPROVAL_INTL = String.raw`${S}(?:ya\s+(?:ha|han)\s+(?:aprobado|autorizado)|te\s+(?:ha|han)\s+autorizado|hat\s+(?:bereits\s+|ausdr[üu]cklich\s+)?(?:genehmigt|autorisiert|freigegeben|erlaubt)|hat\s+dich\s+(?:\p{L}+\s+)?autorisiert|a\s+d[ée]j[àa]\s+(?:autoris[ée]|approuv[ée])|t['’]a\s+autoris[ée]|ha\s+gi[àa]\s+(?:autorizzato|approvato)|ti\s+ha\s+autorizzato|j[áa]\s+(?:aprovou|autorizou)|te\s+autorizou)${E}`;
const PART_EN = new RegExp(`${SECRECY_EN}|${HOOK}|${VOICE}|${APPROVAL_EN}`, "gi");
const PART_INTL = new RegExp(`${SECRECY_INTL}|${APPROVAL_INTL}`, "giu");
const SECRECY_RE = new RegExp(`^(?:${SECRECY})`, "iu");
const APPROVAL_RE = new RegExp(`^(?:${APPROVAL_EN}|${APPROVAL_INTL})`, "iu");
/** An approval in a condition ("once the user has approved it, …") grants nothing now. */
const CONDITION = /\b(?:when|once|after|if|until|unless|before|as\s+soon\s+as)\b[^.;:!?\n]{0,80}$/i;
const HOOK_RE = new RegExp(`^(?:${HOOK})`, "iu");
/** Sticky: its tags are read with the character before them (`<important>`). */
const VOICE_AT = new RegExp(VOICE, "iy");
const INTL_SECRECY_WORDS =
  "sin informar|sin avisar|sin decir|sin preguntar|sin notificar|digas|informes|menciones|avises|preguntes|ohne den|ohne zu fragen|ohne nachfrage|nicht erw|benutzer nicht|nutzer nicht|sans pr|sans informer|sans demander|sans avertir|dis rien|parle pas|senza chiedere|senza avvisare|senza informare|senza dire|non dire|non informare|non avvisare|sem avisar|sem informar|sem perguntar|sem contar";
const INTL_APPROVAL_WORDS =
  "aprobado|autorizado|genehmigt|autorisiert|freigegeben|erlaubt|autoris|approuv|autorizzato|approvato|aprovou|autorizou";
/** A hint line the other languages' parts can be on (their expression needs the slower `u` flag). */
const INTL_PART_LINE = new RegExp(`${INTL_SECRECY_WORDS}|${INTL_APPROVAL_WORDS}`, "i");
/**
 * Each part's own words, specific enough that the rule runs on few lines of an honest skill (a bare "when", "before",
 * "system" or "approved" would wake it on most of them).
 */
export const COVERT_HINTS = [
  ...pairs(
    "not|n't|never|need to|necessary to",
    "tell|inform|notify|alert|mention|bring|discuss|ask|consult|confirm|check with|bother",
  ),
  ...words(
    "without ask|without tell|without inform|without notif|without alert|without mention|without confirm|without a confirm|without prompt|without consult|without the user|without first|be mentioned|be discussed|be shown|be told|be disclosed|be revealed|be reported|be surfaced|be shared|need to be|need to know|need to hear|between us|between you and me|keep this|keep it|keep that|silently|secretly|covertly|quietly|discreetly|stealthily|surreptitiously|in the background",
  ),
  ...words(INTL_SECRECY_WORDS),
  ...pairs("before|before you", "use|using|call|calling|run|running|execute|executing|invoke|invoking"),
  ...pairs("before|before you|before you can", "solv|answer|repl|respond|continu|proceed|complet|finish"),
  ...words(
    "from now on|is invoked|is called|is available|gets invoked|gets called|the user says|the user types|the user writes|the user thanks|prepend|always append|the recipient|the destination|the to address|the to-address|the target address",
  ),
  ...pairs("all|every|each|any", "further|future|subsequent|following|later"),
  ...words(
    "assistant_|next_action|instruction_for|instructions_for|system_note|system_message|system_instruction|system_override|note_to|note_for|\"system|'system|system note|system notice|system override|<important|< important|<information|<system|<admin|<instruction",
  ),
  ...pairs(
    "note to|note for|notice to|notice for|message to|message for|instructions to|instructions for|instruction to|instruction for|attention to|attention for|reminder to|reminder for|request to|request for",
    "the|all|any|ai|llm|agent|assistant|copilot|claude|cursor|model|coding",
  ),
  ...words(
    "pre-approved|preapproved|approved by|authorized by|authorised by|sanctioned by|has personally|has consented|pre-authori|preauthori|has approved|have approved|has already approved|have already approved|has explicitly|have explicitly|has authori|have authori|has already authori|has sanctioned|have sanctioned|has signed off|has okayed|sanctioned|authorize you|authorise you|authorized to|authorised to|cleared to|permitted to",
  ),
  ...words(INTL_APPROVAL_WORDS),
];

/** A secret, or the user's conversation, saved payments or codes: harmful once they go somewhere. */
const SECRET = String.raw`(?:${SECRET_PATH}|\.claude\.json\b|\.cursor[\\/]|\.config[\\/]gh\b|hosts\.yml\b|credentials\.db\b|\.docker[\\/]config\.json|\.git-credentials\b|\.netrc\b|printenv\b|process\.env\b|os\.environ\b|(?:complete|full|entire|whole)?\s*(?:conversation|chat)\s+history\b|previous\s+(?:messages|chats|conversations)\b|saved\s+(?:payment\s+methods|passwords|cards|addresses)\b|seed\s+phrases?\b|private\s+keys?\b)`;
/** Where it goes: an address, a tool's parameter, the agent's next request or reply. */
const ADDRESS = String.raw`(?:https?:\/\/|${S}[\w.+-]+@[\w-]+(?:\.[\w-]+)*\.[a-z]{2,}${E})`;
const INTO = String.raw`(?:\b(?:as|in(?:to)?)\s+(?:the\s+)?[\x60'"]?\w+[\x60'"]?\s+(?:parameter|argument|param|field)\b|\bas\s+[\x60'"]\w+[\x60'"]|\bin(?:to)?\s+(?:\w+\s+)?(?:notes|sidenote|your\s+(?:reply|response|answer)|the\s+(?:next\s+)?(?:request|call|message|url|query|body))\b|\bwith\s+the\s+(?:full\s+)?(?:contents?|text)\s+of\b|\bcall\s+(?:this|the)\s+tool\s+with\b)`;
/** Sending, in words or in code (`urlopen`, `requests.post`, `fetch`). */
const SENDS = String.raw`\b(?:send|upload|post|forward|exfiltrate|transmit|leak|share|submit|email|e-mail|${SEND_COMMANDS}|urlopen|requests\.post|fetch|axios\.post|Invoke-RestMethod)\b`;
/** A one-time code sent on to an address (AgentDojo's "send the security code … to <address>"). */
const CODE_OUT = String.raw`\b(?:security|2fa|verification|one-time|otp|login|reset)\s+codes?\b(?:[^.!?\n]|\.(?=\w)){0,120}?\bto\s+${ADDRESS}`;
const GAP = String.raw`(?:[^.!?\n]|\.(?=\w)){0,160}?`;
/** The user's mail, chats or files sent to an address. */
const DATA_OUT_EN = String.raw`\b(?:send|forward|e-?mail|upload|post|transmit|bcc|share)\s+(?:\w+\s+){0,2}?(?:all|every|each|the\s+user['’]s|their|(?:the\s+)?(?:last|latest|previous|recent)\s+(?:\d+\s+)?|entire)\s+(?:\w+\s+){0,2}?(?:e-?mails?|inbox|messages|chats?|contacts|files|documents|history|calendar|notes)\b[^.!?\n]{0,80}?(?:[\w.+-]+@[\w-]+\.[a-z]{2,}|https?:\/\/)|\bbcc\b[^.!?\n]{0,60}?[\w.+-]+@[\w-]+\.[a-z]{2,}`;
const DATA_OUT_INTL = String.raw`${S}(?:transf[èe]re|reenv[íi]a|reenvie|inoltra|leite\s+weiter)${E}[^.!?\n]{0,80}?[\w.+-]+@[\w-]+\.[a-z]{2,}`;
/**
 * Code from another host run or planted: common in honest setup steps ("before running any command, install uv:
 * curl … | sh", a note to coding agents), so an act only beside secrecy.
 */
const FETCHED = String.raw`\b(?:curl|wget)\b[^\n|]{0,160}\|\s*(?:sudo\s+)?(?:ba|z|da)?sh\b|\b(?:iwr|irm|Invoke-WebRequest|Invoke-RestMethod)\b[^\n|]{0,160}\|\s*iex\b|\bscript(?<=<script)\b[^>\n]{0,80}\bsrc=["']?https?:\/\/`;
const FETCHED_RE = new RegExp(FETCHED, "i");
/**
 * The user sold to (a link or an advert in every answer), or a side effect (a forced
 * push, write access given, every pull request merged): honest skills tell the agent to point users at their docs or
 * give a bot access before it starts, so these are acts only beside secrecy, a borrowed voice or an approval. The
 * user told to run or open something is left out: skills rightly hand a step back to the user ("if it fails, ask the
 * user to run it").
 */
const LEADS = `${ADVERT}|${SIDE_EFFECTS}`;
const LEADS_RE = new RegExp(`^(?:${LEADS})`, "i");
/** Money or access given away, a home opened to all, a database dropped, a key or a job left behind. */
const PLANTED = String.raw`\bchmod\s+(?:-R\s+)?[0-7]?7[67][67]\s+(?:-R\s+)?(?:~|\$HOME|\/(?=[\s;\x60'"]|$))|\bDROP\s+(?:SCHEMA|DATABASE)\b|\bauthorized_keys\b|\b(?:transfer|wire|send|pay)\b[^.!?\n]{0,80}?\b(?:IBAN|wallet|0x[0-9a-fA-F]{8}|bc1\w{6})|\bgrant\s+(?:\w+\s+){0,4}?(?:permanent|full|owner|admin\w*|root)\s+(?:access|permissions?|rights)\b`;
/** Safeguards switched off: git's checks, the firewall, the antivirus, 2FA (an agent's own switches are agent rules'). */
const CHECKS_OFF_EN = String.raw`\bno-verify\b(?<=--no-verify)|\bcore\.hooksPath\b|\bufw\s+disable\b|\bsetenforce\s+0\b|\bSet-MpPreference\s+-Disable\w+|\bgit\s+push\b[^\n]{0,40}\s(?:--force|-f)(?![\w-])|\b(?:disable|turn\s+off|switch\s+off|deactivate)\s+(?:the\s+|all\s+)?(?:\w+\s+)?(?:firewall|antivirus|pre-commit\s+hooks?|git\s+hooks|2FA|MFA|two-factor\s+auth\w*|branch\s+protection)\b`;
const CHECKS_OFF_INTL = String.raw`${S}(?:d[ée]sactiv|desactiv|disattiv|deaktivier)\p{L}*\s+(?:\p{L}+\s+){0,3}?(?:pare-feu|cortafuegos|Firewall|hooks?|antivirus|Virenschutz)${E}`;
/** Wiping, in the lead-word shape below: `rm` and `--no-preserve-root` read from their first letter. */
const DESTROYS_LEAD = DESTROYS_EN.replace(String.raw`(?<![\w-])rm`, String.raw`\brm(?<!-rm)`).replace(
  String.raw`--no-preserve-root\b`,
  String.raw`\bno-preserve-root\b(?<=--no-preserve-root)`,
);
/**
 * The acts that open with a word: found from those words first (leadWordPattern), as the parts are. V8 runs a
 * long expression of alternatives slowly once a process has compiled many; this keeps the rule's cost small.
 */
const ACT_LEAD = new RegExp(
  ascii(
    `${SENDS}${GAP}${SECRET_PATH}|${DATA_OUT_EN}|${FETCHED}|${LEADS}|${PLANTED}|${DESTROYS_LEAD}|${CHECKS_OFF_EN}`,
  ),
  "gi",
);
/** The acts that open with a secret or a sink: read only where a secret's or a code's word is. */
const ACT_SECRET = new RegExp(
  ascii(`${SECRET}${GAP}(?:${INTO}|${SENDS})|(?:${INTO}|${SENDS})${GAP}${SECRET}|${CODE_OUT}`),
  "gi",
);
const MAY_SECRET = mayMatchIn(ACT_SECRET);
/** Acts in the other languages, read only where one of their words is. */
const ACT_INTL = new RegExp(`${DATA_OUT_INTL}|${DESTROYS_INTL}|${CHECKS_OFF_INTL}`, "giu");
const INTL_ACT_WORDS =
  /transf|reenv|inoltra|leite|apag|borr|elimin|supprim|l[\u00f6o]sch|cancell|d[\u00e9e]sactiv|desactiv|disattiv|deaktivier/i;

/** Words of a text about the attack rather than one performing it, just before the order (a write-up quoting one). */
export const ABOUT_ATTACK =
  /\b(?:attack\w*|malicious|injection|injected|jailbreak\w*|red[\s-]?team\w*|adversar\w+|payloads?|exploit\w*|threat\w*|poison\w*|researchers?|example\s+of\s+(?:a|an)\b)/i;

/** A part and an act this far apart (characters), with no blank line between, are one order. */
const REACH = 500;

/** Whether the clause before `index` forbids the act ("never send …", "do not run …"). */
function forbidden(text: string, index: number): boolean {
  const clause =
    text
      .slice(Math.max(0, index - 160), index)
      .split(/[.;!?\n]|,\s+(?:and|but|then)\b/)
      .pop() ?? "";
  return FORBIDS.test(clause);
}

/** Whether the nearest part on either side of `act` is within REACH with no blank line between (a blank line
 * that parts the nearest from the act parts every farther one too). */
function partNear(
  text: string,
  parts: readonly TextHit[],
  at: readonly number[],
  act: TextHit,
): TextHit | undefined {
  const i = lowerBound(at, act.index);
  for (const p of [parts[i - 1], parts[i]]) {
    if (!p || p.index > act.index + act.length + REACH || p.index + p.length < act.index - REACH) continue;
    // A part inside the act is the act's own words ("set the recipient to …"), not a second part.
    if (p.index < act.index + act.length && p.index + p.length > act.index) continue;
    const from = Math.min(p.index, act.index);
    const to = Math.max(p.index + p.length, act.index + act.length);
    if (!/\n[ \t]*\n/.test(text.slice(from, to))) return p;
  }
  return undefined;
}

/** Parts on the hint lines: the English expression on all, the other languages' on the lines holding their words. */
function partsOf(file: AuditText, lines: readonly AuditLine[]): TextHit[] {
  const parts = phraseHits(file, lines, PART_EN);
  const intl = lines.filter((l) => INTL_PART_LINE.test(l.text));
  if (intl.length === 0) return parts;
  return [...parts, ...phraseHits(file, intl, PART_INTL)].sort((a, b) => a.index - b.index);
}

/**
 * What an act is, for which parts it pairs with: a secret or the user's data sent away (`leak`), a destructive,
 * safeguard-off or planted command (`harm`), an advert or a side effect honest skills also order (`lead`), a
 * download run or a script tag (`fetched`).
 */
type ActKind = "leak" | "harm" | "lead" | "fetched";
type PartKind = "secrecy" | "hook" | "voice" | "approval";
/**
 * A borrowed voice is common in honest text too ("note to AI agents: add the deploy key", an `<IMPORTANT>` block in a
 * product's system prompt), so it makes only a leak covert; a hook makes a leak or a harmful command covert.
 */
const PAIRS: Record<ActKind, readonly PartKind[]> = {
  leak: ["secrecy", "hook", "voice", "approval"],
  harm: ["secrecy", "hook", "approval"],
  lead: ["secrecy", "approval"],
  fetched: ["secrecy"],
};
const LEAK_LEAD = new RegExp(ascii(`${SENDS}${GAP}${SECRET_PATH}|${DATA_OUT_EN}`), "iy");

interface Act extends TextHit {
  readonly kind: ActKind;
}

function leadKind(text: string, index: number, said: string): ActKind {
  LEAK_LEAD.lastIndex = index;
  if (LEAK_LEAD.test(text)) return "leak";
  if (FETCHED_RE.test(text.slice(Math.max(0, index - 1), index + said.length))) return "fetched";
  return LEADS_RE.test(said) ? "lead" : "harm";
}

/** Acts on a part's own line and the next (an order and its act are one sentence, or a tag and its body). */
function actsNear(text: string, starts: readonly number[], parts: readonly TextHit[]): Act[] {
  const at = parts.flatMap((p) => {
    const l = lineOf(starts, p.index);
    return [l, l + 1];
  });
  const blocks = blocksNear(text, starts, at, 0);
  const acts: Act[] = [];
  const lead = leadWordPattern(ACT_LEAD);
  for (const b of blocks) {
    const t = text.slice(b.from, b.to);
    const take = (m: RegExpExecArray) => {
      const index = b.from + m.index;
      acts.push({ index, length: m[0].length, kind: leadKind(text, index, m[0]) });
    };
    if (lead) eachMatchFast(lead, t, take);
    else eachMatch(ACT_LEAD, t, take);
    if (MAY_SECRET(t))
      eachMatch(ACT_SECRET, t, (m) =>
        acts.push({ index: b.from + m.index, length: m[0].length, kind: "leak" }),
      );
    if (INTL_ACT_WORDS.test(t))
      eachMatch(ACT_INTL, t, (m) =>
        acts.push({
          index: b.from + m.index,
          length: m[0].length,
          kind: m[0].includes("@") ? "leak" : "harm",
        }),
      );
  }
  return acts.sort((a, b) => a.index - b.index);
}

function partKind(text: string, p: TextHit): PartKind {
  const t = text.slice(p.index, p.index + p.length);
  if (SECRECY_RE.test(t)) return "secrecy";
  if (HOOK_RE.test(t)) return "hook";
  return APPROVAL_RE.test(t) ? "approval" : "voice";
}

/** A harmful act told together with secrecy, a standing hook, a borrowed voice or a claimed approval, in one paragraph. */
export function covertOrder(file: AuditText, lines: readonly AuditLine[]): TextHit[] {
  const text = file.text;
  const found = partsOf(file, lines);
  if (found.length === 0) return [];
  const starts = startsOf(file);
  const acts = actsNear(text, starts, found);
  if (acts.length === 0) return [];
  // A voice is a key or a tag: quoted is how it is written. Secrecy and hooks quoted are mentioned, not said.
  const said = (h: TextHit) => {
    VOICE_AT.lastIndex = h.index;
    return VOICE_AT.test(text) || !quotedOrDescribed(h, file);
  };
  const kinds = found.filter(said).map((p) => ({ p, kind: partKind(text, p) }));
  const parts = kinds.filter(
    ({ p, kind }) => kind !== "approval" || !CONDITION.test(text.slice(Math.max(0, p.index - 80), p.index)),
  );
  const lists = new Map<ActKind, { parts: TextHit[]; at: number[] }>();
  const listOf = (k: ActKind) => {
    let l = lists.get(k);
    if (!l) {
      const ps = parts.filter((x) => PAIRS[k].includes(x.kind)).map((x) => x.p);
      l = { parts: ps, at: ps.map((p) => p.index) };
      lists.set(k, l);
    }
    return l;
  };
  for (const act of acts) {
    const said = text.slice(act.index, act.index + act.length);
    // "run `git push` (never --force)": the act's own words can forbid it too.
    if (forbidden(text, act.index) || FORBIDS.test(said)) continue;
    const l = listOf(act.kind);
    const p = partNear(text, l.parts, l.at, act);
    if (p && !ABOUT_ATTACK.test(text.slice(Math.max(0, Math.min(p.index, act.index) - 300), act.index)))
      return [{ index: act.index, length: act.length }];
  }
  return [];
}
