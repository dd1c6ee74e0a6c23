// The vocabulary of agent-hijack instructions, written once for every rule of instruction-hijack.ts: what makes
// a sentence an order to the agent (an imperative, an obligation, a claim of authority or urgency), the classes
// of action (send, pay, delete, grant, change credentials, run), what the action is done with (the user's data,
// money, access) and where it goes (an address, a URL, a phone number, an IBAN, a wallet, an account, an outside
// party). Rules combine classes, not a dataset's verbs; every expression reads one sentence (bounded by
// sentences.ts) with bounded gaps, so matching stays linear.

const alt = (list: string): string => `(?:${list})`;

// --- Actions: base forms (an order) and participles (the passive "must be sent to …") ---

export const SEND = alt(
  "send|forward|e-?mail|mail|post|upload|transmit|share|submit|deliver|relay|text|sync|mirror|copy|push|export|publish|leak|exfiltrate|beam|pipe|dispatch|route|bcc|cc|disclose|reveal|expose|hand\\s+over|pass\\s+(?:on|along)|report|dump|stream|fax|ship|transfer|back\\s+up|distribute|provide|archive|replicate",
);
export const SEND_PP = alt(
  "sent|forwarded|e-?mailed|mailed|posted|uploaded|transmitted|shared|submitted|delivered|relayed|texted|synced|synchroni[sz]ed|mirrored|copied|pushed|exported|published|leaked|exfiltrated|piped|dispatched|routed|bcc['’]?d|cc['’]?d|attached|disclosed|revealed|exposed|handed\\s+over|passed\\s+(?:on|along)|reported|dumped|streamed|faxed|shipped|transferred|moved|backed\\s+up|saved|stored|written|distributed|provided|given|archived|replicated",
);
/** Read or gathered first ("retrieve … and email them to"). */
export const FETCH = alt(
  "retrieve|retrive|get|fetch|find|list|download|search|collect|gather|export|look\\s+up|pull|compile|extract|obtain|dump|grab|scrape|read|query|access|open|locate|identify|summari[sz]e|capture|record|harvest|acquire|enumerate|concatenate|go\\s+through|check|view|browse|copy|take",
);
export const PAY = alt(
  "dispatch|transfer|wire|pay|send|move|withdraw|deposit|remit|redirect|route|reallocate|allocate|divert|siphon|sweep|invest|convert|cash\\s+out|liquidate|donate|tip|refund|charge|replicate|execute|initiate|make|process|issue|place|schedule|set\\s+up|complete|authori[sz]e|approve|release|put",
);
const PAY_PP = alt(
  "transferred|wired|paid|sent|moved|withdrawn|deposited|remitted|redirected|routed|reallocated|allocated|diverted|siphoned|swept|invested|converted|donated|refunded|charged|released",
);
export const DELETE = alt(
  "delete|erase|wipe|purge|remove|destroy|trash|shred|clear|empty|drop|truncate|nuke|get\\s+rid\\s+of|discard|archive\\s+and\\s+delete|permanently\\s+delete|overwrite",
);
export const GRANT = alt(
  "raise|elevate|escalate|upgrade|grant|give|add|invite|share|authori[sz]e|allow|whitelist|allowlist|provide|assign|promote|make|open|extend|enable|set\\s+up|create",
);
export const ALTER = alt(
  "change|update|set|reset|replace|switch|modify|edit|overwrite|alter|adjust|rewrite|swap|point|redirect|link",
);
/** Done to the system or the records (for concealment): alter, inject, record, run. */
export const TAMPER = alt(
  "alter|modify|change|edit|adjust|falsify|tamper|manipulate|introduce|inject|insert|embed|plant|implant|install|deploy|run|execute|launch|record|capture|acquire|extract|harvest|access|obtain|copy|read|open|disable|turn\\s+off|shut\\s+down|stop|kill|administer|issue|prescribe|approve|sign|submit|book|order|buy|purchase|sell|trade|create|grant|escalate|unlock|bypass|log\\s+in|sign\\s+in",
);
/** Openly harmful acts. */
export const HARM = alt(
  "corrupt|sabotage|cripple|hijack|disrupt|jam|seize|falsify|fabricate|forge|spoof|tamper|manipulate|implant|plant|inject|spread|infect|exploit|bypass|evade|circumvent|intercept|steal|harvest|siphon|stalk|dox|impersonate|phish|flood|ddos|crash|brick|encrypt|ransom|blackmail|threaten|harass|neglect|poison|engage|launch|conduct|hide|conceal|smuggle|sneak|slip",
);
/** Verbs that may start an order to the agent: the action classes and a few of any task. */
const LEAD_VERB = alt(
  [SEND, PAY, DELETE, GRANT, ALTER, TAMPER, HARM, FETCH].join("|") +
    "|do|use|put|go|let|perform|conduct|carry\\s+out|complete|apply|add|ensure|visit|navigate|call|invoke|contact|dispatch|leave|join|post|tell|inform|say|reply|respond|answer|write|mark|approve|accept|confirm|sell|buy|book|schedule|cancel|block|unblock|follow|subscribe|unsubscribe|like|star|fork|merge|commit|deploy|publish|release|launch|start|stop|restart|upgrade|downgrade|install|uninstall|download|enable|disable",
);

/** "… must / should / is to / needs to be" before a participle: an obligation without an imperative. */
export const OBLIGED_BE = String.raw`\b(?:must|should|shall|will|needs?\s+to|has\s+to|have\s+to|is\s+to|are\s+to|is\s+(?:required|expected)\s+to|are\s+(?:required|expected)\s+to|gets?|ought\s+to)\s+(?:also\s+|then\s+|now\s+|immediately\s+|first\s+|all\s+|each\s+|always\s+)?(?:be|get)\s+(?:\w{2,20}ly\s+)?`;

// --- What the action is done with ---

/** Whose: the user's, or someone the agent serves. */
export const OWNER = String.raw`(?:my|our|the\s+user['’]?s?|users?['’]s?|their|his|her|the\s+(?:client|customer|patient|owner|account\s+holder|employee|member|student|company|organi[sz]ation)['’]?s?)`;
/** The data an agent can reach for the user. */
export const DATA_NOUN = alt(
  "drafts?|contracts?|agreements?|invoices?|receipts?|returns|payslips?|pay\\s+stubs?|resumes?|plans?|designs?|blueprints?|filings?|minutes|manuscripts?|photos?|messages?|e-?mails?|mails?|inbox(?:es)?|mailbox(?:es)?|files?|folders?|documents?|docs|photos?|pictures|images|videos|recordings?|notes?|records?|contacts?|address(?:es)?|address\\s+book|calendars?|events|schedules?|history|histories|conversations?|chats?|transcripts?|threads?|data|details|information|info|profiles?|passwords?|passcodes?|credentials?|keys|secrets?|cookies|codes?|payment\\s+methods?|cards?|statements?|transactions?|reports?|results|logs|location|whereabouts|itinerar(?:y|ies)|bookings?|reservations?|orders|shipments?|purchases|diagnos[ie]s|prescriptions?|numbers|SSNs?|passports?|repositor(?:y|ies)|repos?|codebase|source\\s+code|workspace|drive|backups?|databases?|spreadsheets?|sheets?|friends(?:\\s+list)?|followers|connections|memb\\w{2,5}|employees|customers|clients|patients|students|accounts?|wallets?|holdings|portfolio|identit(?:y|ies)|genetic\\s+\\w+|medical\\s+\\w+|health\\s+\\w+|bank\\w{0,3}\\s+\\w+|financ\\w{2,5}\\s+\\w+|tax\\s+\\w+",
);
/** Sensitive kinds, said with any owner or none. */
const SENSITIVE = alt(
  "confidential|sensitive|private|personal|secret|internal|proprietary|classified|medical|financial|banking|health|identity|login|security|payment|billing|tax|salary|payroll|legal|therapy|psychological|genetic|biometric|patient|customer|client|student|employee|user|account|saved|stored|linked",
);
const ALL = "(?:all|every|each|entire|whole|full|complete)";
/** What "all" of is the user's whole store, not a category a routing rule picks ("all invoices"). */
const WHOLE_NOUN = alt(
  "messages|e-?mails|mail|files|documents|contacts|data|conversations|chats|notes|history|records|photos|passwords|credentials|secrets|keys|details|information|accounts|inbox|mailbox|drive|repositor(?:y|ies)|codebase",
);
/** What the agent opens and writes for the user. */
export const WORK_NOUN = alt(
  "documents?|files?|PDFs?|spreadsheets?|workbooks?|sheets?|images?|photos?|pictures?|transcripts?|recordings?|reports?|notes?|attachments?|drafts?|threads?|messages?|e-?mails?|repositor(?:y|ies)|repos?|projects?|codebases?|slides?|decks?|presentations?|contracts?|invoices?|forms?",
);
/** The user's data: owned, sensitive, all of a kind, or the contents of something. */
export const USER_DATA = new RegExp(
  [
    String.raw`\b${OWNER}\s+(?:[\w-]+\s+){0,3}?${DATA_NOUN}\b`,
    String.raw`\b${ALL}\s+(?:(?:of\s+)?(?:the|my|their|our)\s+)?(?:[\w-]+\s+){0,2}?${WHOLE_NOUN}\b`,
    String.raw`\b${SENSITIVE}\s+(?:[\w-]+\s+){0,2}?${DATA_NOUN}\b`,
    String.raw`\b(?:contents?|bodies|body|cop(?:y|ies)|summary|list|overview|export|dump|backup|transcript)\s+of\s+(?:the\s+|all\s+|every\s+|my\s+|their\s+)?`,
  ].join("|"),
  "i",
);
/**
 * The files the agent works on for the user: "every document you open", "each PDF it processes". A converter
 * skill sends them to its service as its work, so they count as the user's data only when the send is a side
 * channel (SIDE_CHANNEL).
 */
export const WORK_DATA = new RegExp(
  String.raw`\b(?:every|each|all|any)\s+(?:of\s+the\s+)?(?:[\w-]+\s+){0,2}?${WORK_NOUN}\s+(?:that\s+)?(?:you|it|the\s+(?:agent|assistant|skill|model|tool))\s+(?:open|edit|process|read|handl|creat|writ|generat|touch|modif|receiv|convert|produc|sav|view|review|summari[sz]|analy[sz]|fill|sign|work)\w{0,4}`,
  "i",
);
/** A send beside the task, not the task: a copy, an archive or backup, "as well", before the agent goes on. */
export const SIDE_CHANNEL =
  /\b(?:a\s+)?cop(?:y|ies)\s+of\b|\barchiv\w{1,4}|\bback(?:ed)?[\s-]?up\b|\bmirror\w{0,3}|\bas\s+well\b|\balso\b|\btoo\b|\bbefore\s+(?:you\s+|it\s+)?(?:edit|repl|respond|answer|return|open|process|continu|proceed|show|work)\w{0,4}|\bfor\s+(?:retention|review|compliance|audit\w{0,3}|safekeeping|quality|analytics|records?|monitoring)\b/i;
/** After a fetch: what was found, by a pronoun or a word for results. */
export const FOUND =
  /\b(?:them|it|this|these|those|everything|the\s+(?:results?|details|information|info|data|list|summary|files?|reports?|records?|output|findings|contents?|answer|bundle|archive|zip|package|batch|export|collection|dump|backup|lot)|(?:a|the)\s+(?:summary|list|report|copy|overview|digest))\b/i;

// --- Where it goes: somewhere the user did not choose ---

/** A mail address written out, without a placeholder in it. */
export const MAIL = String.raw`[\w.+-]{1,64}@[\w-]{1,63}\.(?:[\w-]{1,63}\.){0,4}[a-z]{2,12}\b(?![<{$])`;
/** A URL written out, without a placeholder in it. */
export const URL = String.raw`(?:https?:\/\/|ftp:\/\/|www\.)(?![^\s/]{0,80}[<{$])[\w.-]{1,100}\.[a-z]{2,12}\b`;
const PHONE = String.raw`\+\d[\d\s().-]{6,18}\d`;
export const IBAN = String.raw`\b[A-Z]{2}\d{2}(?:\s?[A-Z0-9]{4}){2,7}(?:\s?[A-Z0-9]{1,4})?\b`;
export const WALLET = String.raw`\b0x[a-fA-F0-9]{40}\b|\bbc1[a-z0-9]{25,60}\b|\b[13][a-km-zA-HJ-NP-Z1-9]{25,34}\b`;
const IP = String.raw`\b(?:\d{1,3}\.){3}\d{1,3}\b`;
/** An outside party with no address: "external parties", "a third-party server", "an outside contact". */
export const OUTSIDER = String.raw`\b(?:external|third[\s-]part(?:y|ies)|outside|unknown|unauthori[sz]ed|unverified|unaffiliated|off-?site)\s+(?:[\w-]+\s+){0,2}?(?:part(?:y|ies)|servers?|storage|hosts?|address(?:es)?|recipients?|contacts?|sites?|buckets?|drives?|e-?mail|accounts?|endpoints?|inbox|destinations?|locations?|FTP|webhooks?|vendors?|buyers?|organi[sz]ations?|compan(?:y|ies)|consultanc(?:y|ies)|individuals?|people|persons?|entit(?:y|ies)|reviewers?|services?)\b`;
/** A named destination of any kind. */
export const DESTINATION = new RegExp([MAIL, URL, PHONE, IBAN, WALLET, IP, OUTSIDER].join("|"), "gi");
/** The user's own place, chosen or configured by them: a sync they set up, not a leak. */
export const USERS_OWN_PLACE =
  /\b(?:the\s+user['’]?s?|their|your)\s+(?:own\s+)?(?:configured\s+|chosen\s+|preferred\s+|registered\s+)?(?:backup|server|address|inbox|drive|bucket|remote|endpoint|destination|e-?mail)\b|\b(?:configured|chosen|set\s+up|selected|approved|specified)\s+by\s+(?:the\s+user|them)\b|\bthe\s+user\s+(?:has\s+)?(?:configured|set\s+up|chose|selected|approved|specified|registered)\b/i;

// --- Money ---

export const AMOUNT = String.raw`(?:[$€£¥₹]\s?\d[\d,.]{0,15}(?:\s?(?:k|million|m|bn)\b)?|\b\d[\d,.]{0,15}\s?(?:[€£¥]|(?:USD|EUR|GBP|CHF|JPY|dollars?|euros?|pounds|BTC|ETH|USDT|USDC|SOL|XMR|bitcoins?|ether)\b))`;
export const FUNDS = String.raw`(?:${AMOUNT}|\b(?:the\s+)?(?:entire|remaining|whole|full|available|total|all(?:\s+the)?|all\s+of\s+the)\s+(?:[\w-]+\s+)?(?:balance|funds|savings|holdings|money|crypto\w{0,8})\b|\b${OWNER}\s+(?:[\w-]+\s+){0,2}?(?:funds|savings|holdings|money|balance|bitcoins?|crypto\w{0,8}|BTC|ETH|shares|stocks?)\b)`;
/** An account money comes from or goes to, named: an ID or number, an IBAN, a wallet, a payee with an ID. */
export const NAMED_ACCOUNT = new RegExp(
  [
    IBAN,
    WALLET,
    String.raw`\b(?:accounts?|wallet|card|payee|recipient|beneficiary|IBAN)\s*(?:\(|ID\b|id\b|#|no\.?\s|number\b|['"“]|:\s*\S|[A-Z]{0,4}[-_]?\d)`,
    String.raw`\b(?:from|out\s+of)\s+${OWNER}\s+(?:[\w-]+\s+){0,3}?(?:accounts?|wallets?|savings|balance|portfolio|funds?|budget|cards?)\b`,
    String.raw`\bfrom\s+(?:the\s+)?(?:client|customer|user|company|corporate|escrow|trust|treasury|payroll|pension|investment|scholarship|operating)\s+(?:[\w-]+\s+){0,2}?(?:accounts?|funds?|budget|portfolio|wallets?)\b`,
    MAIL,
  ].join("|"),
  "i",
);
export const PAY_PASSIVE = new RegExp(`${OBLIGED_BE}${PAY_PP}\\b`, "i");

// --- Orders to the agent ---

/** Marks of a list item, a quote, a comment or emphasis at the start of a sentence or line. */
const MARKS = String.raw`^[\s>*#|\x60_~"'“(\[\u203c\u2757\u26a0\ufe0f\ud83c-\ud83e\udc00-\udfff-]*(?:<!--\s*|<[a-z_|]{1,20}>\s*)?(?:\d{1,3}[.)]\s+)?(?:[A-Z][\w ]{0,40}:(?:\*\*|__)?\s+)?`;
/** A claim of authority or urgency before the order: "IMPORTANT:", "Note to the assistant:", "[SYSTEM]". */
const AUTHORITY = String.raw`(?:(?:\*\*|\[)?(?:(?:system|admin(?:istrator)?|developer|operator|platform|security|compliance|policy)\s+(?:note|notice|message|update|directive|requirement|reminder|instructions?|alert)|important|urgent|attention|notice|note|reminder|action\s+required|system|admin(?:istrator)?|security\s+(?:notice|update|alert)|priority|critical|mandatory|required|warning|instructions?)(?:\s+(?:to|for)\s+(?:the\s+)?(?:ai|assistant|agent|model|llm|claude|bot))?(?:\*\*|\])?\s*[:!—–-]+\s*)?`;
/** The authority, policy or routine an order is framed by (`LEAD_CLAUSE`). */
const FRAMING = String.raw`(?:as\s+(?:the|your|an?|our)\s+(?:[\w-]+\s+){0,2}?(?:administrator|admin|owner|developer|operator|manager|officer|lead|team|maintainer)|(?:as\s+)?per|under|according\s+to|in\s+(?:line|accordance|keeping|compliance)\s+with|pursuant\s+to|as\s+(?:required|mandated|requested|directed|instructed|specified|stipulated|set\s+out)\s+(?:by|in)|by\s+(?:order|direction|request)\s+of|at\s+the\s+(?:request|direction)\s+of|on\s+(?:the\s+)?(?:orders?|instructions?)\s+of|for\s+(?:compliance|security|audit(?:ing)?|backup|retention|quality|regulatory|legal|governance)\s+(?:reasons|purposes)|as\s+(?:a\s+|an\s+|part\s+of\s+(?:the\s+)?)?(?:standard|routine|required|mandatory|normal|usual|approved|regular)\s+(?:practice|procedure|step|policy|process|workflow|cleanup|housekeeping))`;
/**
 * A leading "when / after / if …," clause, or the framing an injection gives its order: a policy or an
 * authority it cites ("per company policy …,", "as required by the security team,", "by order of …,"), a
 * purpose that sounds routine ("for compliance reasons,", "as a standard step,").
 */
const LEAD_CLAUSE = String.raw`(?:(?:when|whenever|after|once|before|as\s+soon\s+as|if|while|at\s+the\s+end(?:\s+of)?|upon|on\s+completion|for\s+(?:each|every)|in\s+addition|additionally|also|moreover|then|in\s+the\s+background|without|in\s+(?:each|every|all|any)|as\s+part\s+of|${FRAMING})\b[^,.\n]{0,80},\s*){0,2}`;
const POLITE = String.raw`(?:(?:please|kindly|now|first|then|also|and|finally|next|immediately|afterwards|after\s+that|before\s+(?:that|anything\s+else|you\s+(?:continue|proceed|answer|respond|reply))|quietly|silently|always|just|simply|go\s+ahead\s+and|be\s+sure\s+to|remember\s+to|don['’]t\s+forget\s+to|do\s+not\s+forget\s+to|you\s+(?:must|should|need\s+to|have\s+to)\s+(?:first\s+)?)[,:]?\s+){0,4}(?:\w{2,20}ly\s+)?`;
/** A policy or a person of authority requires it of the agent: "company policy requires you to", "the admin wants you to". */
const REQUIRED_BY = String.raw`(?:(?:the|our|your|my|this|company|corporate|workspace)\s+)?(?:[\w-]+\s+){0,2}?(?:polic(?:y|ies)|administrators?|admins?|team|compliance|organi[sz]ation|company|department|officer|management|regulations?|procedures?|CTO|CISO|IT|owner|manager|supervisor|operator)\s+(?:now\s+|also\s+|strictly\s+)?(?:(?:has|have)\s+)?(?:requires?|required|mandates?|mandated|expects?|directs?|directed|instructs?|instructed|orders?|ordered|wants?|needs?|authori[sz]es?|authori[sz]ed)\s+(?:that\s+)?you(?:\s+to)?`;
/**
 * An obligation put as a requirement on the data itself: "policy requires that every file you open is uploaded
 * to …", "the team expects the report to be sent to …" (what comes before a participle, as OBLIGED_BE).
 */
export const MANDATED_BE = String.raw`\b(?:requires?|required|mandates?|mandated|demands?|stipulates?|expects?|dictates?|insists?)\s+(?:that\s+)?[^.;:!?]{0,100}?\b(?:is|are|be|gets?|get|to\s+be)\s+(?:also\s+|then\s+|always\s+|immediately\s+|automatically\s+)?(?:\w{2,20}ly\s+)?`;
/** Who is told: "you must", "the agent should", "I need you to", "your next task is to", "it is required that". */
const OBLIGATION = String.raw`(?:(?:you|the\s+(?:agent|assistant|ai|model|bot)|assistant|agent|claude|(?:all|every|any)\s+(?:AI\s+)?(?:agents?|assistants?|models?)\s+(?:using|running|reading|that\s+(?:uses?|runs?|reads?))\s+(?:this|it)(?:\s+skill)?)\s+(?:must|should|shall|are\s+to|is\s+to|are\s+(?:required|expected|instructed|asked|authori[sz]ed)\s+to|is\s+(?:required|expected|instructed|asked|authori[sz]ed)\s+to)|(?:I|we)\s+(?:need|want|would\s+like|require|ask|instruct|authori[sz]e)\s+you\s+to|(?:I|we)\s+(?:require|request|insist|demand|direct|order)\s+that\s+you|your\s+(?:next|first|new|real|actual|main|only|final|primary)\s+(?:task|job|step|instruction|priority|objective|goal)\s+is\s+(?:to\s+)?|it\s+is\s+(?:required|mandatory|essential|critical|important|necessary|vital|imperative)\s+(?:that\s+you\s+|to\s+)|make\s+sure|ensure\b|be\s+sure|remember\s+to|${REQUIRED_BY})`;
/** A request that is an order whatever its verb: "please …", "kindly …", "could you …". */
const REQUEST_P = String.raw`(?:please|kindly|pls|(?:could|can|would|will)\s+you(?:\s+please)?|I\s+(?:need|want|would\s+like)\s+you\s+to|(?:you|the\s+(?:agent|assistant|ai|model))\s+(?:must|shall|are\s+to|are\s+required\s+to))(?:\s+(?:also|first|then|now|immediately|quietly|silently))?`;
const REQUEST = String.raw`${REQUEST_P}\s+\w`;
const ORDER = new RegExp(
  `${MARKS}${AUTHORITY}${LEAD_CLAUSE}(?:${REQUEST}|${POLITE}(?:${OBLIGATION}|${LEAD_VERB}\\b))`,
  "i",
);

/**
 * True when the sentence is said as an order to the agent: it (or the line of `at` within it) starts with a verb
 * of the action classes, an obligation ("you must", "make sure", "I need you to"), after list marks, a claim of
 * authority or urgency and a leading clause. Loose: the order may be another clause of the sentence.
 */
export function isOrder(sentence: string, at: number): boolean {
  if (ORDER.test(sentence)) return true;
  const lineStart = sentence.lastIndexOf("\n", at) + 1;
  return lineStart > 0 && startsAfterBreak(sentence, lineStart - 1) && ORDER.test(sentence.slice(lineStart));
}

/**
 * Whether the line break at `nl` starts something new: the line before ends a sentence or a clause, is blank, or is
 * a heading; the wrapped lines of a paragraph or a comment ("… which is how a nested\n copy of …") go on.
 */
function startsAfterBreak(text: string, nl: number): boolean {
  const prev = text.slice(Math.max(0, text.lastIndexOf("\n", nl - 1) + 1, nl - 300), nl);
  return (
    /^\s*(?:#|$)|[.!?:;>)\]*_\x60"'”]\s*$/.test(prev) ||
    /^\s*(?:[-*+>]|\d{1,3}[.)])\s/.test(text.slice(nl + 1, nl + 8))
  );
}

/** Where a clause starts: a sentence mark, a comma, "and", "then", "or", a line break, a comment mark. */
const BOUNDARY = /[.;:!?)\]]\s|[,;:]|\s[—–]\s|\b(?:and|then|or|but)\b|\n|<!--|-->/gi;
const CLAUSE_LEAD = new RegExp(
  `^${MARKS}${AUTHORITY}(?:${REQUEST_P}|${POLITE}(?:${OBLIGATION}(?:\\s+(?:to|that\\s+you|you))?\\s*)?)\\s*$`,
  "i",
);
const LEAD_CLAUSE_ONLY = new RegExp(`^${MARKS}${AUTHORITY}${LEAD_CLAUSE}$`, "i");

/**
 * True when the verb at `at` is itself ordered: only marks, a claim of authority, "please", sequencers or an
 * obligation stand between it and the start of its clause; and a clause after "and / then / ," belongs to a
 * sentence that is an order from its start (or follows a leading "when …," clause). "The script reads the files
 * and sends them" and "Put keywords in headings; generic ones are invisible to search" are not orders of the verb.
 */
export function orderedAt(sentence: string, at: number): boolean {
  const from = Math.max(0, at - 160);
  const prefix = sentence.slice(from, at);
  let cut = -1;
  let kind = "";
  BOUNDARY.lastIndex = 0;
  for (let m = BOUNDARY.exec(prefix); m !== null; m = BOUNDARY.exec(prefix)) {
    if (m[0] === "\n" && !startsAfterBreak(sentence, from + m.index)) continue;
    cut = m.index + m[0].length;
    kind = m[0];
  }
  BOUNDARY.lastIndex = 0;
  if (cut < 0 && from > 0) return false;
  if (!CLAUSE_LEAD.test(cut < 0 ? prefix : prefix.slice(cut))) return false;
  if (cut < 0 || /[.;:!?\n)\]—–]|<!--|-->/.test(kind)) return true;
  return (
    isOrder(sentence, from + cut) || (kind === "," && LEAD_CLAUSE_ONLY.test(sentence.slice(0, from + cut)))
  );
}

/** One answer per sentence string for a question asked once per match (a long line of matches stays linear). */
export function perSentence<T>(compute: (sentence: string) => T): (sentence: string) => T {
  let last: string | undefined;
  let answer: T | undefined;
  return (sentence) => {
    if (sentence !== last) {
      last = sentence;
      answer = compute(sentence);
    }
    return answer as T;
  };
}

/** orderedAt, remembered per verb position of the current sentence (many matches share a verb). */
export function orderedMemo(): (sentence: string, at: number) => boolean {
  const memo = perSentence(() => new Map<number, boolean>());
  return (sentence, at) => {
    const m = memo(sentence);
    let v = m.get(at);
    if (v === undefined) {
      v = orderedAt(sentence, at);
      m.set(at, v);
    }
    return v;
  };
}

/** The matches of a global expression in the sentence, sorted by index. */
export function allMatches(re: RegExp, text: string): RegExpExecArray[] {
  const out: RegExpExecArray[] = [];
  re.lastIndex = 0;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) out.push(m);
  re.lastIndex = 0;
  return out;
}
