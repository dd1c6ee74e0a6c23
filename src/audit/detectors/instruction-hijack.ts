// Instructions that hijack an agent with tools, by technique: an order to the agent (an imperative, an obligation,
// a claim of authority or urgency) with an action of one class (send, pay, delete, grant, change credentials, run)
// done with the user's data, money or access, toward a destination the user did not choose (an address, a URL, a
// phone number, an IBAN, a wallet, an outside party). The classes are written once, in instruction-shapes.ts;
// each rule below combines them, over the sentences around its hint words, and instruction-prose.ts decides
// whether a sentence says it or only mentions it. First tuned on the tuning halves of public injection
// benchmarks (InjecAgent, AgentDojo, Agent Security Bench, BIPIA), then rewritten around these shapes so that
// other wordings of the same technique are read too.
import { ADDRESS_AT, pairs, words } from "../hints.js";
import type { AuditLine, AuditText, TextHit } from "../rule-types.js";
import { compileNow } from "../text.js";
import { anchorOf, type Span, saidHits, sentencesAt } from "./instruction-prose.js";
import {
  ALTER,
  allMatches,
  DELETE,
  DESTINATION,
  FETCH,
  FOUND,
  FUNDS,
  GRANT,
  HARM,
  MAIL,
  MANDATED_BE,
  NAMED_ACCOUNT,
  OBLIGED_BE,
  OUTSIDER,
  OWNER,
  orderedAt,
  orderedMemo,
  PAY,
  PAY_PASSIVE,
  perSentence,
  SEND,
  SEND_PP,
  SIDE_CHANNEL,
  TAMPER,
  URL,
  USER_DATA,
  USERS_OWN_PLACE,
  WORK_DATA,
} from "./instruction-shapes.js";

// --- The user's data sent to a destination the skill names ---

/** A verb that is a noun here ("the email address", "to my alternate e-mail"): not an action. */
const NOT_NOUN = String.raw`(?<!\b(?:the|a|an|this|that|my|your|their|his|her|our|new|alternate|alternative|same|following|personal|work|backup|secondary|whose|its|by|via|per)\s)`;
const NOT_NOUN_AFTER = String.raw`(?!\s+(?:address|addresses|account|inbox|client|subject|body|thread|list|server|provider|ids?|field|header|template|domain|alias)\b)`;
/** The last verb of a send (base form, or a participle after "must be") within 300 characters before `at`. */
const SEND_VERB = new RegExp(String.raw`\b(?:${SEND}|${SEND_PP})\b${NOT_NOUN_AFTER}`, "gi");
const NOUN_BEFORE = new RegExp(`${NOT_NOUN.replace("(?<!", "(?:").slice(0, -1)})$`, "i");
/** The sentence's send verbs, leaving out nouns ("the email"): the look-behind is tried at the few matches only. */
export const sendVerbsOf = (s: string): RegExpExecArray[] =>
  allMatches(SEND_VERB, s).filter((m) => !NOUN_BEFORE.test(s.slice(Math.max(0, m.index - 14), m.index)));
const SEND_PP_AT = new RegExp(String.raw`^${SEND_PP}\b`, "i");
function lastMatch(re: RegExp, text: string): RegExpExecArray | undefined {
  let last: RegExpExecArray | undefined;
  re.lastIndex = 0;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) last = m;
  re.lastIndex = 0;
  return last;
}
/** The word before the destination links it as where the data goes ("to", "with", "via"), not where it came from. */
export const LINKED =
  /\b(?:to|into|onto|with|via|towards?|at|bcc|cc|recipients?|address(?:ed)?\s+to)\b(?![^.]{0,80}\b(?:from|by|about|regarding|than|like|of)\b\s+\S*$)[^.]{0,80}$/i;
/** "must be …" right before the participle, or a requirement put on the data ("policy requires that … is …"). */
const OBLIGED_BEFORE = new RegExp(`(?:${OBLIGED_BE}|${MANDATED_BE})$`, "i");
const FETCH_RE = new RegExp(String.raw`\b${FETCH}\w{0,3}\b`, "i");
/** The service's own key sent with its request is how an API is used, not a leak. */
const AUTH_USE =
  /\b(?:authori[sz]ation|bearer|x-api-key|api[\s_-]?key|access\s+token|credentials?\s+(?:header|for\s+the\s+api))\b/i;
/** "every message from the support form": a routing rule of the skill's own, not all of the user's mail. */
const ROUTING =
  /\b(?:all|every|each)\s+(?:\w+\s+){0,2}?(?:messages?|e-?mails?|tickets?|requests?|submissions?|alerts?|reports?)\s+(?:from|labell?ed|tagged|matching|about|that|which|whose|submitted|received\s+(?:via|through|on))\b/i;

/**
 * Whether the send ending at the destination `d` in sentence `s` carries the user's data, said as an order. The
 * sentence's send verbs are found once (`verbs`), and each verb's order test once (`ordered`).
 */
function sendsUserData(
  s: string,
  d: number,
  verbs: readonly RegExpExecArray[],
  ordered: (s: string, at: number) => boolean,
): boolean {
  // The nearest verbs first ("email the contents of all sent emails to …": "sent" is not the send).
  let tried = 0;
  for (let i = verbs.length - 1; i >= 0 && tried < 4; i--) {
    const v = verbs[i]!;
    if (v.index >= d) continue;
    if (v.index < d - 300) break;
    tried++;
    if (sendAt(s, v.index, v[0], d, ordered)) return true;
  }
  return false;
}
function sendAt(
  s: string,
  v: number,
  verb: string,
  d: number,
  ordered: (s: string, at: number) => boolean,
): boolean {
  const between = s.slice(v, d);
  if (!LINKED.test(between) || USERS_OWN_PLACE.test(between) || ROUTING.test(between)) return false;
  const passive = SEND_PP_AT.test(verb);
  if (passive ? !OBLIGED_BEFORE.test(s.slice(Math.max(0, v - 200), v)) : !ordered(s, v)) return false;
  // What is sent: the user's data between the verb and the address (before the verb in the passive), or what
  // was fetched first ("retrieve … and email them to").
  const what = passive ? s.slice(Math.max(0, v - 200), v) : between;
  // Machine code at its first use (text.ts compileNow): else V8 interprets it once, and its code (~0.5 MB) is made
  // at the second use, often after V8 has stopped optimising expressions.
  compileNow(USER_DATA, what);
  if (USER_DATA.test(what) || (WORK_DATA.test(what) && SIDE_CHANNEL.test(s))) return true;
  // Named first, then sent as "them": "pull together the user's tax returns and fax them to …".
  if (!FOUND.test(between)) return false;
  const before = s.slice(Math.max(0, v - 200), v);
  return FETCH_RE.test(before) || USER_DATA.test(before);
}

/** The words of an address are not a description ("malicious@…" is a mailbox). */
const ADDRESS_OWN = new RegExp(`${MAIL}|${URL}[^\\s'"”)]*`, "gi");

function sendsToAddress(file: AuditText, lines: readonly AuditLine[]): TextHit[] {
  // Only the sentences with a send verb and something of the user's named, and no API's own key: the destination
  // expression (a mail address is costly to find) runs on those few.
  const spans = sentencesAt(file, lines, ADDRESS_ANCHOR).filter((sp) => {
    const s = file.text.slice(sp.from, sp.to);
    return (
      DEST_HINT.test(s) &&
      SEND_1.test(s) &&
      !AUTH_USE.test(s) &&
      (USER_DATA.test(s) || FETCH_RE.test(s) || WORK_DATA.test(s))
    );
  });
  if (spans.length === 0) return [];
  const verbs = perSentence(sendVerbsOf);
  const ordered = orderedMemo();
  return saidHits(file, spans, DESTINATION, { ownWords: ADDRESS_OWN }, (m, s) =>
    sendsUserData(s, m.index, verbs(s), ordered),
  );
}
/** A destination may be in the sentence at all (the hint may be elsewhere on its line). */
const DEST_HINT =
  /[@+]|:\/\/|www\.|external|third|outside|unknown|unauthori|off-?site|unaffiliated|unverified/i;
const SEND_1 = new RegExp(String.raw`\b(?:${SEND}|${SEND_PP})\b`, "i");
/** An address, a URL, a phone number with its country code, an outside party named by kind. */
export const SEND_TO_ADDRESS_HINTS = [
  ...ADDRESS_AT,
  ...words(
    "://|www.|+1 |+1-|+1(|+44|+49|+33|+91|+86|+61|+81|+34|+39|+31|+46|+55|+52|+7 |third part|third-part|unauthorized|unauthorised|offsite|off-site|unaffiliated|unverified",
  ),
  ...pairs(
    "external|outside|unknown",
    "part|storage|server|recipient|contact|address|account|e-mail|email|site|bucket|drive|host|ftp|vendor|review|individual|entit|organi|compan|consult|buyer|webhook|endpoint|inbox|destination|location|people|person|service",
  ),
];
const ADDRESS_ANCHOR = anchorOf(SEND_TO_ADDRESS_HINTS);

// --- Money moved out of the user's account, or to an account the instruction names ---

const FUNDS_G = new RegExp(FUNDS, "gi");
const PAY_VERB = new RegExp(String.raw`\b${PAY}\w{0,3}\b`, "gi");
/** A verb of any task ("make", "execute", "process") moves money only with a word for the movement. */
const GENERIC_PAY =
  /^(?:replicate|execute|initiate|make|process|issue|place|schedule|set\s+up|complete|authori[sz]e|approve|release|put)/i;
const MOVEMENT =
  /\b(?:payments?|transfers?|transactions?|wires?|deposits?|withdrawals?|remittances?|purchases?|trades?|investments?|orders?|donations?|refunds?)\b/i;

/** The verbs that move money by themselves (the others need a word for the movement). */
const PAY_CORE =
  /\b(?:transfer|wire|pay|send|move|withdraw|deposit|remit|redirect|route|reallocate|allocate|divert|siphon|sweep|invest|dispatch|donate|convert|liquidate|cash\s+out)\w{0,3}\b/i;

function movesMoney(file: AuditText, lines: readonly AuditLine[]): TextHit[] {
  // Per sentence, once: a verb of paying and an account named at all.
  const gate = perSentence(
    (s) => (PAY_CORE.test(s) || MOVEMENT.test(s)) && (NAMED_ACCOUNT.test(s) || PAY_PASSIVE.test(s)),
  );
  return saidHits(file, sentencesAt(file, lines, MONEY_ANCHOR), FUNDS_G, {}, (m, s) => {
    if (!gate(s)) return false;
    const after = s.slice(m.index, m.index + m[0].length + 200);
    const passive = PAY_PASSIVE.test(after.slice(0, 120));
    const from = Math.max(0, m.index - 120);
    const verb = lastMatch(PAY_VERB, s.slice(from, m.index));
    if (!passive) {
      if (verb === undefined) return false;
      const v = from + verb.index;
      if (!orderedAt(s, v)) return false;
      if (GENERIC_PAY.test(verb[0]) && !MOVEMENT.test(s.slice(v, m.index + m[0].length + 30))) return false;
      return NAMED_ACCOUNT.test(s.slice(v, m.index + m[0].length + 200));
    }
    return NAMED_ACCOUNT.test(s.slice(Math.max(0, m.index - 120), m.index + m[0].length + 200));
  });
}
/** A sum ("$4,200", "900 EUR", "0.8 BTC"), or the user's funds by name. */
export const MONEY_FROM_ACCOUNT_HINTS = [
  ...words(
    " $1| $2| $3| $4| $5| $6| $7| $8| $9| $ 1| $ 2| $ 5|($1|($2|($5|dollar|euro|pounds|bitcoin|funds|savings|holdings| balance",
  ),
  ..."0123456789"
    .split("")
    .flatMap((d) =>
      "usd|eur|gbp|chf|jpy|btc|eth|sol|xmr|usdt|usdc".split("|").flatMap((c) => [`${d} ${c}`, `${d}${c}`]),
    ),
];
const MONEY_ANCHOR = anchorOf(MONEY_FROM_ACCOUNT_HINTS);

// --- The user's account handed over: its credentials changed, an outsider let in, the door unlocked ---

const CREDENTIAL = String.raw`(?:e-?mail|phone|mobile|recovery\s+\w+|password|passcode|passphrase|PIN|security\s+questions?|2FA|MFA|two-factor\s+\w+|contact\s+\w+|login|username|owner|admin\w{0,10})(?:\s+(?:address|number|settings?|answer))?`;
const VALUE = String.raw`['"“]?(?:${MAIL}|\+?\d[\d\s().-]{6,}\d|[^\s'"”]{4,40}['"”])`;
const TAKEOVER = new RegExp(
  [
    // "update my Facebook profile email to 'x@y.com'", "swap the recovery phone on their account for +1 555 …"
    String.raw`\b${ALTER}\s+${OWNER}\s+(?:[\w-]+\s+){0,3}?${CREDENTIAL}\s+(?:on\s+(?:[\w-]+\s+){1,3})?(?:to|with|into|for|as)\s+${VALUE}`,
    // "swap the recovery e-mail on my banking profile for 'x@y.com'"
    String.raw`\b${ALTER}\s+the\s+(?:[\w-]+\s+){0,2}?${CREDENTIAL}\s+(?:on|of|for|in)\s+${OWNER}\s+(?:[\w-]+\s+){0,3}?(?:to|with|into|for|as)\s+${VALUE}`,
    // the passive: "the account's recovery e-mail should be changed to x@y.com"
    String.raw`\b${CREDENTIAL}\s+(?:[\w-]+\s+){0,4}?(?:must|should|shall|needs?\s+to|has\s+to|is\s+to)\s+(?:also\s+)?be\s+(?:changed|set|updated|reset|replaced|switched|modified)\s+(?:to|with)\s+${VALUE}`,
    // "change the sharing settings of the note … to 'can_edit' for … x@y.com" (either order)
    String.raw`\b(?:change|set|update|modify)\s+(?:the\s+)?(?:sharing|share|access)\s+(?:settings?|permissions?|level)\b(?=[^.]{0,160}?\b(?:can[_\s-]?edit|edit(?:or)?|owner|write|public)\b)(?=[^.]{0,200}?${MAIL})`,
  ].join("|"),
  "gi",
);
/** Access handed to someone other than the user: an address, an outside party, a "friend", a guest. */
const ACCESS_G =
  /\b(?:access|permissions?|rights|roles?|privileges?|control|ownership|owner(?:ship)?|admin(?:istrator)?|editor|collaborator|keys?)\b/gi;
const GRANT_VERB = new RegExp(String.raw`\b${GRANT}\w{0,3}\b`, "gi");
const THIRD_PARTY = new RegExp(
  [
    MAIL,
    OUTSIDER,
    String.raw`\b(?:my|a|the\s+user['’]?s|their)\s+(?:friend|neighbou?r|colleague|cousin|brother|sister|guest|contractor|acquaintance|ex|nephew|niece)\b`,
    String.raw`\b(?:a\s+)?guest(?:[\s_]\w+)?\b`,
    String.raw`\banyone\s+(?:with\s+the\s+link|on\s+the\s+internet)\b`,
  ].join("|"),
  "i",
);
const ADMIN_ASSET = /\b(?:access|permissions?|rights|privileges?|control|ownership)\b/i;
/** `ordered` is orderedAt remembered per verb: the words of access after one verb ("grant admin access") share it. */
function grantsAccess(m: RegExpExecArray, s: string, ordered: (s: string, at: number) => boolean): boolean {
  const from = Math.max(0, m.index - 100);
  const verb = lastMatch(GRANT_VERB, s.slice(from, m.index));
  if (verb === undefined) return false;
  const v = from + verb.index;
  // "give amy@x.com admin access" or "grant full access to my friend Amy", in one order.
  return (
    ordered(s, v) &&
    THIRD_PARTY.test(s.slice(v, m.index + m[0].length + 120)) &&
    ADMIN_ASSET.test(s.slice(v, m.index + m[0].length + 20))
  );
}
/** The user's private files moved where others read them or the user does not look (/tmp, a hidden folder). */
const EXPOSE_FILES =
  /\b(?:move|copy|sync|transfer|relocate|put)\s+(?:all\s+(?:of\s+)?)?(?:the\s+|my\s+|their\s+)?(?:files|documents|photos|folders?|data)\s+(?:in|from|under)\s+(?:the\s+|my\s+)?['"“]?(?:~\/[^'"”\s]{0,60}|\/(?:home|Users)\/[^'"”\s]{0,60}|[\w ]{1,30}['"”]?\s+folder)[^.]{0,60}?\b(?:to|into)\s+(?:the\s+|a\s+)?['"“]?(?:\/tmp\b|\/var\/tmp\b|\/dev\/shm\b|\.[\w-]{1,30}['"”]?\s+folder|hidden\s+folder|public(?:_html)?\b)/gi;
/** "Update my security policy … include the following domains in the whitelist: 'www.x.com'" (read to the line's end). */
const ALLOW_POLICY =
  /\b(?:update|change|modify|edit)\s+(?:my|the\s+user['’]?s|their)\s+(?:\w+\s+){0,2}?(?:security|firewall|web[\s-]filter(?:ing)?|DNS|content[\s-]filter(?:ing)?)\s+(?:polic(?:y|ies)|settings|rules)\b(?=[^\n]{0,200}?\b(?:white|allow|safe)[\s-]?list\b)(?=[^\n]{0,300}?['"“](?:www\.)?[\w-]{1,63}\.[a-z]{2,12}['"”])/gi;
/** A sentence span stretched to the end of its line (at most 400 characters), for an order whose list follows. */
const toLineEnd = (file: AuditText, sp: Span): Span => {
  const nl = file.text.indexOf("\n", sp.to);
  return { from: sp.from, to: Math.min(nl < 0 ? file.text.length : nl, sp.to + 400) };
};
/** Said as an order only: "unlock my front door", "disarm the alarm system". */
const PHYSICAL =
  /\b(?:unlock|open)\s+(?:my|the\s+user['’]?s|their|the)\s+(?:front\s+|back\s+|garage\s+|main\s+|house\s+)?(?:doors?|gate|garage(?:\s+door)?|smart\s+lock)\b|\b(?:disarm|deactivate|turn\s+off)\s+(?:my|the\s+user['’]?s|their|the)\s+(?:home\s+|house\s+)?(?:alarm|security)(?:\s+system)?\b/gi;

function takesOver(file: AuditText, lines: readonly AuditLine[]): TextHit[] {
  const spans = sentencesAt(file, lines, TAKEOVER_ANCHOR);
  const ordered = orderedMemo();
  return [
    ...saidHits(file, spans, TAKEOVER, { ownWords: ADDRESS_OWN }),
    ...saidHits(file, spans, ACCESS_G, { ownWords: ADDRESS_OWN }, (m, s) => grantsAccess(m, s, ordered)),
    ...saidHits(file, spans, PHYSICAL, {}, (m, s) => orderedAt(s, m.index)),
    ...saidHits(file, spans, EXPOSE_FILES, {}, (m, s) => orderedAt(s, m.index)),
    ...saidHits(
      file,
      spans.map((sp) => toLineEnd(file, sp)),
      ALLOW_POLICY,
    ),
  ];
}
/** A value given ("… to 'x'", "… for 'x'", "changed to"), an outsider's access or role, the other shapes' own words. */
export const TAKEOVER_HINTS = words(
  "security polic|firewall polic|filter polic|dns polic|security setting|firewall rule|email to|e-mail to|phone to|number to|password to|passcode to|pin to|address to|be changed to|be set to|be updated to|be reset to|be switched to|be replaced with|swap|to '/tmp|to /tmp|into /tmp|to the '.|hidden folder|to public|sharing setting|sharing permission|share setting|access setting|access to my|access to a guest|access to guest|access for|permanent access|full access|guest access|unrestricted access|unlimited access|remote access|admin access|root access|owner access|owner permission|admin permission|editor permission|owner role|admin role|editor role|owner rights|admin rights|admin privilege|root privilege|as owner|as an owner|as admin|as an admin|ownership|collaborator|unlock|disarm|alarm",
);
const TAKEOVER_ANCHOR = anchorOf(TAKEOVER_HINTS);

// --- An action ordered done unseen ---

/** Concealment that is itself the tell: from detection, without a trace, without the owner's authorization. */
const COVERT_STRONG = [
  String.raw`\b(?:discreetly|covertly|surreptitiously|stealthily|secretly|clandestinely|on\s+the\s+sly|under\s+the\s+radar)\b`,
  String.raw`\b(?:goes|go|going|remains?|remaining|stays?|staying|is|are|be|being|kept|keep)\s+(?:completely\s+|entirely\s+|fully\s+)?(?:unnoticed|undetected|unseen|unlogged|untraceable)\b`,
  String.raw`\b(?:is|are|be|gets?)\s+not\s+(?:be\s+)?(?:detected|noticed|seen|flagged|traced)(?:\s+by\b|\s*(?:[.!;]|$))`,
  String.raw`\b(?:initiate|perform|make|execute|carry\s+out|process|complete|trigger|gain|obtain)\w{0,3}\s+(?:an?\s+)?unauthori[sz]ed\b`,
  String.raw`\bwithout\s+(?:being\s+)?(?:detect(?:ed|ion)|noticed|caught|traced|flagged|triggering\s+(?:any\s+)?(?:security\s+)?alerts?|raising\s+(?:any\s+)?(?:alarms?|suspicion|alerts?|flags?))\b`,
  String.raw`\bwithout\s+leaving\s+(?:a\s+|any\s+)?(?:traces?|evidence|a\s+record)\b`,
  String.raw`\b(?:hide|conceal|erase|cover|remove|wipe|scrub|clear)\s+(?:up\s+)?(?:any\s+|all\s+)?(?:the\s+)?(?:traces?|evidence|tracks)\s+of\s+(?:access|activity|this|it|these|that|what|your|our|the\s+(?:access|activity|intrusion|breach|transfer|login|export|upload|payment|message|e-?mail|change|session|download))\b|\bcover\s+(?:your|the|our)\s+tracks\b`,
  String.raw`\b(?:appears?|looks?|seems?)\s+(?:to\s+be\s+)?legitimate\b|\brecorded\s+as\s+(?:standard|normal|routine|legitimate)\b|\bdisguised?\s+as\s+(?:an?\s+)?(?:routine|normal|standard|legitimate)\b`,
  String.raw`\bdelete\s+(?:the|that|this|both|each|those)\s+sent\s+(?:e-?mails?|messages?)\b`,
  // someone else's say-so skipped: "without the account holder's approval", "without prior client authorization"
  String.raw`\bwithout\s+(?:prior\s+|proper\s+|their\s+|the\s+|any\s+|explicit\s+)?(?:client|customer|patient|owner|account[\s-]?holder|holder|card[\s-]?holder|member|employee)['’]?s?\s+(?:prior\s+|explicit\s+)?(?:authori[sz]ation|consent|knowledge|approval|permission|awareness)\b`,
].join("|");
/** Concealment a legitimate skill also asks for (a quiet retry, no progress chatter): only with a hijack action. */
const COVERT_SOFT = [
  String.raw`\b(?:quietly|silently|subtly|invisibly|unobtrusively)\b`,
  String.raw`\bwithout\s+(?:alerting|telling|informing|notifying|asking|warning|letting\s+\w+\s+know|the\s+knowledge\s+of)\s+(?:the\s+|any\s+)?(?:user|owner|admin\w{0,10}|anyone|security|monitoring|staff|IT|them|him|her|client|customer|patient)\b`,
  String.raw`\bwithout\s+(?:prior\s+|proper\s+|their\s+|the\s+|any\s+|explicit\s+)?(?:(?:user)['’]?s?\s+)?(?:authori[sz]ation|consent|knowledge|approval|permission|awareness)\b`,
].join("|");
const COVERT = new RegExp(`(${COVERT_STRONG})|${COVERT_SOFT}`, "gi");
/** The technique's own words are not a sign that the text describes it ("not detected by the monitor"). */
const COVERT_OWN = /\b(?:un)?detect(?:ed|ion)?\b|\bunauthori[sz]ed\b/gi;
/** An action of the hijack classes on something of the user's or toward somewhere else. */
const HIJACK_VERB_G = new RegExp(
  String.raw`\b(?:${SEND}|${PAY}|${DELETE}|${GRANT}|${ALTER}|${TAMPER})\b`,
  "gi",
);
export const DESTINATION_1 = new RegExp(DESTINATION.source, "i");
const FUNDS_1 = new RegExp(FUNDS, "i");
/** The quiet a skill may rightly ask for: of its own retries, logs, progress, notifications, or a sync the user set up. */
export const BENIGN_QUIET =
  /\b(?:retr(?:y|ies|ied)|re-?tr(?:y|ies)|logs?|logging|progress|status|spinner|chatter|narrat\w{1,6}|notifications?|warnings?|debug\w{0,3}|telemetry|cache[sd]?|index\w{0,3}|lint\w{0,3}|format\w{0,3}|refresh\w{0,3}|poll\w{0,3}|heartbeats?|keep-?alive|prefetch\w{0,3}|compil\w{1,5}|builds?|tests?|temp(?:orary)?\s+files?|update\s+check)\b/i;

/** A clause of the sentence that starts with an obligation: "Ensure the recording is not detected". */
const OBLIGED_CLAUSE =
  /(?:^|[.;:!?,]\s*|\band\s+|\n)[\s>*#|\x60_~"'“([-]*(?:<!--\s*)?(?:\d{1,3}[.)]\s+)?(?:please\s+|also\s+|then\s+)*(?:ensure|make\s+sure|be\s+sure|see\s+to\s+it|you\s+(?:must|should|shall|are\s+to))\b[^.;:!?]{0,160}$/i;
const WINDOW_BEFORE = 120;

/** The verbs of `re` ordered (orderedAt) in the clause of the mark: before it without a sentence mark between, or just after. */
function orderedVerbNear(
  verbsOf: (s: string) => readonly RegExpExecArray[],
  s: string,
  m: RegExpExecArray,
): number {
  const from = m.index - WINDOW_BEFORE;
  const to = m.index + m[0].length + 60;
  let found = -1;
  for (const v of verbsOf(s)) {
    if (v.index < from) continue;
    if (v.index >= to) break;
    const gap = v.index < m.index ? s.slice(v.index, m.index) : s.slice(m.index + m[0].length, v.index);
    if (!/[.;!?]\s|[:;—–]|\s-\s/.test(gap) && orderedCovert(s, v.index)) found = v.index;
  }
  return found;
}
const orderedCovert = orderedMemo();
const SOFT_VERB_G = new RegExp(String.raw`\b(?:${SEND}|${PAY}|${DELETE}|${GRANT}|${ALTER})\b`, "gi");
const hijackVerbs = perSentence((s) => allMatches(HIJACK_VERB_G, s));
const softVerbs = perSentence((s) => allMatches(SOFT_VERB_G, s));

/** Per sentence, once: a verb of the classes, or an obligation, at all (a long line of marks stays cheap). */
const covertGate = perSentence((s) => HIJACK_VERB_1.test(s) || OBLIGATION_WORD.test(s));
const HIJACK_VERB_1 = new RegExp(HIJACK_VERB_G.source, "i");
const OBLIGATION_WORD = /\b(?:ensure|make\s+sure|be\s+sure|see\s+to\s+it|must|should|shall|are\s+to)\b/i;

function covertOrder(m: RegExpExecArray, s: string): boolean {
  if (!covertGate(s)) return false;
  if (m[1] !== undefined)
    return (
      orderedVerbNear(hijackVerbs, s, m) >= 0 ||
      OBLIGED_CLAUSE.test(s.slice(Math.max(0, m.index - 200), m.index))
    );
  // Soft: a verb of sending, paying, deleting, granting or changing, ordered next to the mark, with the user's data,
  // money or a destination in its clause; not the skill's own quiet work, not a place the user set up.
  const v = orderedVerbNear(softVerbs, s, m);
  if (v < 0) return false;
  const clause = s.slice(Math.min(v, m.index), Math.max(v, m.index) + 200);
  if (USERS_OWN_PLACE.test(clause) || BENIGN_QUIET.test(clause)) return false;
  return DESTINATION_1.test(clause) || FUNDS_1.test(clause) || USER_DATA.test(clause);
}

function covertAction(file: AuditText, lines: readonly AuditLine[]): TextHit[] {
  return saidHits(
    file,
    sentencesAt(file, lines, COVERT_ANCHOR),
    COVERT,
    { ownWords: COVERT_OWN, consent: false },
    covertOrder,
  );
}

export const COVERT_HINTS = [
  ...words(
    "discreet|covert|surreptitious|stealth|secretly|clandestine|on the sly|under the radar|unauthori|legitimate|recorded as|disguise|unnoticed|undetected|unseen|unlogged|untraceable|not detected|not be detected|not noticed|not be noticed|not seen|not flagged|not traced|without alert|without tell|without inform|without notif|without ask|without warn|without let|without being|without detect|without notic|without trac|without flag|without trigger|without raising|without leaving|without author|without consent|without approval|without permission|without awareness|without knowledge|without the knowledge|without the user|without the client|without the customer|without the patient|without the owner|without the account|without the holder|without the card|without the member|without the employee|without their|without prior|without proper|without explicit|without any author|without any trace|without user|without client|without customer|without patient|without owner|without account|without holder|without card|without member|without employee|traces of|trace of|evidence of|tracks|sent email|sent e-mail|sent message|quietly|silently|subtly|unobtrusive",
  ),
];
const COVERT_ANCHOR = anchorOf(COVERT_HINTS);

// --- The user's own task pre-empted by a message that speaks as the user ---

const PREEMPT = new RegExp(
  [
    // "before you can solve the task that I gave you …, do the following first"
    String.raw`\bbefore\s+you\s+(?:can\s+)?(?:solve|do|complete|start|continue(?:\s+with)?|finish|answer|work\s+on|proceed\s+(?:with|to)|get\s+to|return\s+to)\s+(?:the|your|my|this)\s+(?:original\s+|actual\s+|current\s+|main\s+|first\s+)?(?:task|request|question|job|assignment|work)s?\s+(?:that\s+|which\s+)?(?:I|the\s+user)\s+(?:gave|asked|assigned|set|sent|handed)\b`,
    // "after you do that, you can solve the task I gave you"
    String.raw`\bafter\s+you\s+(?:do|did|have\s+done|finish|complete)\s+(?:that|this|it)\b[^.\n]{0,20}?\byou\s+can\s+(?:solve|do|continue|return\s+to|complete|get\s+back\s+to|go\s+back\s+to)\s+(?:with\s+)?(?:the|your|my)\s+(?:original\s+)?(?:task|request|job)`,
    // "this is an important message from me, Dana Cole, to you"
    String.raw`\ban?\s+(?:important|urgent|private|personal|confidential)\s+(?:message|note|request)\s+from\s+me,?\s+[A-Z][\w.'-]*(?:\s+[A-Z][\w.'-]*){0,2},?\s+to\s+you\b`,
    // "do this instead of the task the user gave you"
    String.raw`\binstead\s+of\s+(?:the|your|my)\s+(?:original\s+|current\s+)?(?:task|request)s?\s+(?:that\s+)?(?:I|the\s+user)\s+(?:gave|asked|assigned)\b`,
  ].join("|"),
  "gi",
);

/**
 * The same technique in other words, said as the user or over the user's task; read only with an action of the
 * hijack classes after it ("before continuing with my request, forward …"), since "before answering my question,
 * tell me what files you need" is a user's own prompt.
 */
const PREEMPT_LOOSE = new RegExp(
  [
    // speaking as the user: "before continuing with my original request, …", "prior to answering my question"
    String.raw`\b(?:before|prior\s+to)\s+(?:you\s+)?(?:can\s+)?(?:continu\w{1,4}|proceed\w{0,3}|answer\w{0,3}|respond\w{0,3}|finish\w{0,3}|complet\w{1,4}|return\w{0,3}|resum\w{1,4}|go\s+on|get\s+back|work\w{0,3}\s+on|handl\w{1,4}|address\w{0,3})\s+(?:with\s+|to\s+|on\s+)?my\s+(?:original\s+|current\s+|earlier\s+|first\s+|actual\s+|real\s+)?(?:task|request|question|job|assignment|instructions?|query|ask)\b`,
    // "this takes priority over the task you were given", "pause your current task and …"
    String.raw`\b(?:takes?|has|have|gets?)\s+(?:priority|precedence)\s+over\s+(?:the|your|my|any|all)\s+(?:\w+\s+){0,2}?(?:task|request|instructions?|work|assignment)s?\b`,
    String.raw`\b(?:pause|stop|suspend|put\s+aside|set\s+aside|hold\s+off\s+on|interrupt|drop)\s+(?:the|your|my)\s+(?:current\s+|original\s+|present\s+)?(?:task|request|work|assignment)\s*(?:,\s*)?(?:and|to|then)\b`,
  ].join("|"),
  "gi",
);
const HIJACK_AFTER = new RegExp(
  String.raw`\b(?:${SEND}|${PAY}|${DELETE}|${GRANT}|${ALTER}|${TAMPER}|${HARM})\b`,
  "i",
);

function preemptsTask(file: AuditText, lines: readonly AuditLine[]): TextHit[] {
  const spans = sentencesAt(file, lines, PREEMPT_ANCHOR);
  return [
    ...saidHits(file, spans, PREEMPT, { consent: false }),
    ...saidHits(file, spans, PREEMPT_LOOSE, { consent: false }, (m, s) =>
      HIJACK_AFTER.test(s.slice(m.index + m[0].length, m.index + m[0].length + 200)),
    ),
  ];
}
export const PREEMPT_HINTS = words(
  "task that i gave|task i gave|task that the user gave|task the user gave|task that i asked|task i asked|request that i gave|request i gave|you can solve|you can continue|you can return|you can get back|you can go back|message from me|note from me|request from me|instead of the task|instead of your task|instead of the original|my original|my current|my earlier|my first|my actual|my real|my request|my task|my question|my query|my assignment|my instruction|priority over|precedence over|pause your|pause the current|pause my|stop your current|stop the current|suspend your|set aside your|put aside your|hold off on|interrupt your|drop your current",
);
const PREEMPT_ANCHOR = anchorOf(PREEMPT_HINTS);

export { covertAction, movesMoney, preemptsTask, sendsToAddress, takesOver };
