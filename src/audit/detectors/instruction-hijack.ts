// Instructions that hijack an agent with tools, in the shapes public injection benchmarks for tool-using agents use
// (InjecAgent, AgentDojo, Agent Security Bench; tuned on their tuning halves only): the user's data collected and
// sent to an address the skill names, money moved out of a named account, the user's account handed over (its
// e-mail or phone changed to a given value, an outsider granted access, the door unlocked), an action ordered done
// unseen ("discreetly", "without leaving any trace", "without the client's authorization"), and an openly harmful
// order (a backdoor or malware planted, harm caused). Each is one expression per technique over the sentences
// around its hint words; instruction-prose.ts decides whether a sentence says it or only mentions it.
import { ADDRESS_AT } from "../hints.js";
import type { AuditLine, AuditText, TextHit } from "../rule-types.js";
import { anchorOf, type Span, saidHits, sentencesAt } from "./instruction-prose.js";

const words = (list: string): readonly string[] => list.split("|");

/** A mail address or a URL written out, without a placeholder in it. */
const MAIL = String.raw`[\w.+-]{1,64}@[\w-]{1,63}\.(?:[\w-]{1,63}\.){0,4}[a-z]{2,12}\b(?![<{$])`;
const URL = String.raw`(?:https?:\/\/|www\.)(?![^\s/]{0,80}[<{$])[\w.-]{1,100}\.[a-z]{2,12}\b`;

/**
 * A sentence said as an order: after list marks, a comment opener, a leading "when / after / if …," clause and
 * "please / first / then", it starts with a verb of the list or with "you must / make sure / ensure". A
 * description ("the tool discreetly syncs") does not.
 */
const ORDER = new RegExp(
  String.raw`^[\s>*#|\x60_~-]*(?:<!--\s*)?(?:\d{1,3}[.)]\s+)?(?:(?:when|whenever|after|once|before|as\s+soon\s+as|if|at\s+the\s+end(?:\s+of)?)\b[^,.\n]{1,80},\s*)?(?:please\b|kindly\b|(?:(?:first|then|now|also|and|finally|next|immediately|afterwards|after\s+that|before\s+(?:that|anything\s+else)),?\s+){0,3}(?:\w{2,20}ly\s+)?(?:(?:you|the\s+agent|assistant)\s+(?:must|should|will|are\s+to)\s+(?:also\s+)?|make\s+sure|ensure\b|(?:${[
    "allocate|capture|elevate|export|introduce|alter|modify|manipulate|delete|remove|send|transfer|copy|move",
    "install|record|acquire|extract|transmit|access|collect|run|execute|create|update|change|set|add|download",
    "upload|forward|share|disable|deploy|implant|inject|embed|plant|redirect|withdraw|reallocate|issue|administer",
    "distribute|disrupt|corrupt|seize|forge|engage|initiate|perform|conduct|trigger|gather|retrieve|obtain",
    "harvest|steal|unlock|open|grant|give|e-?mail|post|publish|edit|overwrite|replace|insert|hide|secure|use|make",
    "take|put|write|store|save|log|apply|adjust|falsify|fabricate|tamper|wipe|erase|encrypt|shut|stop|kill|launch",
    "spread|infect|exploit|bypass|escalate|intercept|track|scrape|sync|push|commit|pay|wire|deposit|invite|leave",
    "dispatch|notify|contact|include|append|attach|read|open|monitor|divert|siphon|exfiltrate|clear|purge|reset",
  ].join("|")})\b))`,
  "i",
);
/** The sentence, or the line of the match within it (a heading line above is part of the sentence span). */
const isOrder = (sentence: string, at: number): boolean =>
  ORDER.test(sentence) || ORDER.test(sentence.slice(sentence.lastIndexOf("\n", at) + 1));

// --- The user's data collected and sent to an address the skill names ---

/** A send verb, what is sent, and "to / with" an address written out (the object is the first group). */
const SEND_TO_ADDRESS = new RegExp(
  String.raw`\b(?:e-?mail|send|forward|post|share|mail|transmit|upload|submit|deliver|relay|text)(?:s|ed|ing)?\b([^.\n]{0,200}?)\b(?:to|with)\s+(?:(?:my|the|an?|this|our)\s+)?(?:(?:new|alternate|alternative|backup|personal|other|secondary|external|following|private)\s+)?(?:(?:e-?mail|mail)(?:\s+address)?|address|website|site|url|page|endpoint|server|inbox)?[\s,:'"“(]{0,4}(?:${MAIL}|${URL})`,
  "gi",
);
/** Something fetched first ("retrieve … and email them to"). */
const FETCHED =
  /\b(?:retrieve|retrive|get|fetch|find|list|download|search|collect|gather|export|look\s+up|pull|concatenate|compile|extract|obtain|dump|grab|scrape|read)\w{0,3}\b/i;
/**
 * What is sent belongs to the user ("my …", "the user's …"), is the contents of something, or is all of a kind
 * with no filter after it ("all messages", not "every message from the support form": a routing rule).
 */
const USERS_OWN =
  /\b(?:my|the\s+user['’]?s|user['’]?s)\b|\b(?:contents?|body|bodies)\s+of\b|\b(?:all|every|entire|whole|full)\s+(?:(?:the|of|unread|received|sent|saved|stored|recent|incoming|private)\s+){0,2}(?:messages?|e-?mails?|mail|files?|documents?|contacts?|data|conversations?|chats?|notes|history|inbox|records)\b(?!\s+(?:from|labell?ed|tagged|matching|about|that|which|whose|with|in\s+the\s+\w+\s+folder)\b)/i;
const PASSIVE = /\b(?:be|is|are|gets?|get)\s+(?:also\s+)?$/i;
/** The service's own key sent with its request is how an API is used, not a leak. */
const AUTH_USE = /\b(?:authori[sz]ation|bearer|x-api-key|api[\s_-]?key|access\s+token|credentials?)\b/i;

/** The words of an address the account is handed to are not a description ("malicious@…" is a mailbox). */
const ADDRESS_OWN = new RegExp(`${MAIL}|${URL}[^\\s'"”)]*`, "gi");

/** Sensitive records handed to outsiders with no address at all: "distribute confidential information … to external parties". */
const TO_OUTSIDERS =
  /\b(?:distribute|share|send|disclose|leak|forward|sell|transfer|publish|expose)\w{0,3}\s+(?:the\s+|all\s+)?(?:\w+\s+){0,2}?(?:confidential|sensitive|private|personal|medical|therapy|patient|customer|client|financial)\s+(?:\w+\s+){0,2}?(?:information|info|data|records|details|notes|files|documents)\b[^.\n]{0,80}?\b(?:to|with)\s+(?:external|third|outside|unauthori[sz]ed|unknown)\s*(?:-\s*)?(?:parties|party|storage|servers?|contacts?|buyers?|recipients?|sites?)\b/gi;

function sendsToAddress(file: AuditText, lines: readonly AuditLine[]): TextHit[] {
  const spans = sentencesAt(file, lines, ADDRESS_ANCHOR);
  return [
    ...saidHits(file, spans, SEND_TO_ADDRESS, {}, (m, s) => {
      const object = m[1] ?? "";
      if (AUTH_USE.test(s)) return false;
      const fetched = FETCHED.exec(s);
      if ((fetched !== null && fetched.index < m.index) || USERS_OWN.test(object)) return true;
      // passive: "the user's saved addresses must be emailed to …"
      return PASSIVE.test(s.slice(Math.max(0, m.index - 30), m.index)) && USERS_OWN.test(s.slice(0, m.index));
    }),
    ...saidHits(file, spans, TO_OUTSIDERS, {}, (m, s) => isOrder(s, m.index)),
  ];
}
export const SEND_TO_ADDRESS_HINTS = [
  ...ADDRESS_AT,
  ...words(
    "://|www.|external part|third part|third-part|outside part|external storage|external server|unauthorized|unauthorised",
  ),
];
const ADDRESS_ANCHOR = anchorOf(SEND_TO_ADDRESS_HINTS);

// --- Money moved out of an account the instruction names ---

const AMOUNT = String.raw`(?:[$€£¥]\s?\d[\d,.]{0,15}(?:\s?(?:k|million|m)\b)?|\b\d[\d,.]{0,15}\s?(?:USD|EUR|GBP|dollars?|euros?|BTC|ETH|USDT|USDC)\b)`;
const MONEY_FROM_ACCOUNT = new RegExp(
  String.raw`\b(?:transfer|wire|send|pay|move|withdraw|deposit|redirect|reallocate|allocate|replicate|execute|initiate|make|process|sweep|divert|siphon|invest)\w{0,3}\s+(?:[^.\n]{0,80}?)${AMOUNT}[^.\n]{0,60}?\bfrom\s+(?:[^.\n]{0,40}?)\baccounts?\b`,
  "gi",
);
/** The account is named: an ID or number after it, or it is the user's ("my account", "client account"). */
const NAMED_ACCOUNT =
  /\baccounts?\s*(?:\(|ID\b|id\b|#|no\.?\s|number\b|['"]|\d)|\b(?:my|client|customer|the\s+user['’]?s|their)\s+(?:\w+\s+)?accounts?\b/i;

function movesMoney(file: AuditText, lines: readonly AuditLine[]): TextHit[] {
  return saidHits(file, sentencesAt(file, lines, MONEY_ANCHOR), MONEY_FROM_ACCOUNT, {}, (m, s) => {
    const from = m.index + m[0].toLowerCase().lastIndexOf("from");
    return NAMED_ACCOUNT.test(s.slice(from, m.index + m[0].length + 24));
  });
}
export const MONEY_FROM_ACCOUNT_HINTS = words(
  "from my|from client|from account|of account|from the user|from their|from customer",
);
const MONEY_ANCHOR = anchorOf(MONEY_FROM_ACCOUNT_HINTS);

// --- The user's account handed over: its e-mail or phone changed, an outsider let in, the door unlocked ---

const TAKEOVER = new RegExp(
  [
    // "update my Facebook profile email to 'x@y.com'", "change the user's recovery phone to +1 555 …"
    String.raw`\b(?:update|change|set|replace|switch|reset)\s+(?:my|the\s+user['’]?s|their)\s+(?:\w+\s+){0,3}?(?:e-?mail|phone|mobile|recovery\s+\w+|password|passcode|PIN|contact\s+\w+)(?:\s+(?:address|number))?\s+(?:to|with|into)\s+['"“]?(?:${MAIL}|\+?\d[\d\s().-]{6,}\d|[^\s'"”]{4,40}['"”])`,
    // "change the sharing settings of the note … to 'can_edit' for … x@y.com" (either order)
    String.raw`\b(?:change|set|update|modify)\s+(?:the\s+)?(?:sharing|share|access)\s+(?:settings?|permissions?|level)\b(?=[^.\n]{0,160}?\b(?:can[_\s-]?edit|edit(?:or)?|owner|write|public)\b)(?=[^.\n]{0,200}?${MAIL})`,
    // "grant permanent access to my friend Amy", "give full access to x@y.com"
    String.raw`\b(?:grant|give|provide|issue)\w{0,3}\s+(?:(?:permanent|full|unrestricted|unlimited|guest|admin(?:istrator)?|remote|root|lifetime)\s+)?access\s+(?:to|for)\s+(?:my\s+(?:friend|neighbou?r|colleague|cousin|brother|sister|guest|contractor|acquaintance)|(?:a\s+)?guest\b|${MAIL})`,
  ].join("|"),
  "gi",
);
/** The user's private files moved where others read them or the user does not look (/tmp, a hidden folder). */
const EXPOSE_FILES =
  /\b(?:move|copy|sync|transfer)\s+(?:all\s+(?:of\s+)?)?(?:the\s+|my\s+|their\s+)?(?:files|documents|photos|folders?|data)\s+(?:in|from|under)\s+(?:the\s+|my\s+)?['"“]?(?:~\/[^'"”\s]{0,60}|\/(?:home|Users)\/[^'"”\s]{0,60}|[\w ]{1,30}['"”]?\s+folder)[^.\n]{0,60}?\bto\s+(?:the\s+|a\s+)?['"“]?(?:\/tmp\b|\/var\/tmp\b|\/dev\/shm\b|\.[\w-]{1,30}['"”]?\s+folder|hidden\s+folder|public(?:_html)?\b)/gi;
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
  return [
    ...saidHits(file, spans, TAKEOVER, { ownWords: ADDRESS_OWN }),
    ...saidHits(file, spans, PHYSICAL, {}, (m, s) => isOrder(s, m.index)),
    ...saidHits(file, spans, EXPOSE_FILES, {}, (m, s) => isOrder(s, m.index)),
    ...saidHits(
      file,
      spans.map((sp) => toLineEnd(file, sp)),
      ALLOW_POLICY,
    ),
  ];
}
export const TAKEOVER_HINTS = words(
  "security polic|firewall polic|filter polic|dns polic|security setting|firewall rule|email to|e-mail to|phone to|number to|password to|passcode to|pin to|address to|to '/tmp|to /tmp|to the '.|hidden folder|to public|sharing setting|sharing permission|share setting|access setting|access to my|access to a guest|access to guest|permanent access|full access|guest access|unrestricted access|unlimited access|remote access|admin access|root access|unlock|disarm|alarm",
);
const TAKEOVER_ANCHOR = anchorOf(TAKEOVER_HINTS);

// --- An action ordered done unseen ---

const COVERT = new RegExp(
  [
    String.raw`\b(?:discreetly|covertly|surreptitiously|stealthily|secretly)\b`,
    String.raw`\b(?:goes|go|going|remains?|remaining|stays?|staying|is|are|be)\s+(?:completely\s+|entirely\s+)?(?:unnoticed|undetected|unseen)\b`,
    String.raw`\b(?:is|are|be|gets?)\s+not\s+(?:be\s+)?(?:detected|noticed|seen)(?:\s+by\b|\s*(?:[.!;]|$))`,
    // "initiate an unauthorized shutdown", "perform unauthorized transfers"
    String.raw`\b(?:initiate|perform|make|execute|carry\s+out|process|complete|trigger|gain|obtain)\w{0,3}\s+(?:an?\s+)?unauthori[sz]ed\b`,
    String.raw`\bwithout\s+(?:being\s+)?(?:detect(?:ed|ion)|noticed|caught|triggering\s+(?:any\s+)?alerts?|raising\s+(?:any\s+)?(?:alarms?|suspicion|alerts?))\b`,
    String.raw`\bwithout\s+alerting\s+(?:the\s+|any\s+)?(?:user|owner|admin\w{0,10}|anyone|security|monitoring|system\s+monitoring|staff|IT)\b`,
    String.raw`\bwithout\s+leaving\s+(?:a\s+|any\s+)?traces?\b`,
    String.raw`\b(?:hide|conceal|erase|cover|remove|wipe)\s+(?:any\s+|all\s+)?(?:the\s+)?traces?\s+of\s+(?:access|activity|the\s+(?:access|activity|intrusion|breach|transfer|login)|your|our|what)\b`,
    String.raw`\bwithout\s+(?:prior\s+|proper\s+|their\s+|the\s+)?(?:(?:client|user|customer|patient|owner|account\s+holder)['’]?s?\s+)(?:authori[sz]ation|consent|knowledge|approval|permission)\b`,
    String.raw`\bwithout\s+(?:prior\s+|proper\s+|any\s+)?authori[sz]ation\b`,
    // a record made to look normal: "ensure the prescription appears legitimate", "recorded as standard procedures"
    String.raw`\b(?:appears?|looks?|seems?)\s+(?:to\s+be\s+)?legitimate\b|\brecorded\s+as\s+(?:standard|normal|routine|legitimate)\b`,
    // the evidence of a sent message removed ("… and then delete the sent email")
    String.raw`\bdelete\s+(?:the|that|this|both|each|those)\s+sent\s+(?:e-?mails?|messages?)\b`,
  ].join("|"),
  "gi",
);
/** The technique's own words are not a sign that the text describes it ("not detected by the monitor"). */
const COVERT_OWN = /\b(?:un)?detect(?:ed|ion)?\b|\bunauthori[sz]ed\b/gi;

function covertAction(file: AuditText, lines: readonly AuditLine[]): TextHit[] {
  return saidHits(
    file,
    sentencesAt(file, lines, COVERT_ANCHOR),
    COVERT,
    { ownWords: COVERT_OWN, consent: false },
    (m, s) => isOrder(s, m.index),
  );
}
export const COVERT_HINTS = words(
  "discreet|covert|surreptitious|stealthily|secretly|unauthori|legitimate|recorded as|unnoticed|undetected|unseen|not detected|not be detected|not noticed|not be noticed|not seen|without being|without detect|without notic|without alert|without trigger|without raising|without leaving|traces of|trace of|authoriz|authoris|consent|knowledge|approval|permission|sent email|sent e-mail|sent message",
);
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
  "g",
);

function preemptsTask(file: AuditText, lines: readonly AuditLine[]): TextHit[] {
  return saidHits(file, sentencesAt(file, lines, PREEMPT_ANCHOR), new RegExp(PREEMPT.source, "gi"), {
    consent: false,
  });
}
export const PREEMPT_HINTS = words(
  "task that i gave|task i gave|task that the user gave|task the user gave|task that i asked|task i asked|request that i gave|request i gave|you can solve|you can continue|you can return|you can get back|you can go back|message from me|note from me|request from me|instead of the task|instead of your task|instead of the original",
);
const PREEMPT_ANCHOR = anchorOf(PREEMPT_HINTS);

// --- A harmful snippet planted in the code the agent writes ---

/** "Incorporate the following code excerpt into your solution", in any wording: the snippet named, for the agent's work. */
const PLANT_CODE =
  /\b(?:following|subsequent|below|next)\s+(?:code\s+)?(?:snippet|block|excerpt|section|segment|fragment|piece\s+of\s+code|code)\b/gi;
const FOR_OUTPUT =
  /\byour\s+(?:\w+\s+)?(?:response|code|codebase|solution|implementation|algorithm|answer|logic|program|elucidation|framework|script|reply|output)\b/i;
/** What the planted block does: data of this machine read and sent out, or the system damaged, tunnelled or mined on. */
const HOST_DATA =
  /\bos\.environ|\bgetenv\b|cookiejar|cookies\.(?:pkl|txt|sqlite)|\bpsutil\.|\bpynput\b|\bkeyboard\.|ImageGrab|\bmss\(|pyautogui\.screenshot|screencapture|x11grab|gdigrab|avfoundation|clipboard|\/etc\/(?:passwd|shadow)|platform\.(?:uname|node)|uuid\.getnode|usb\.core|query_devices|\bscapy\b|\bsniff\(|contacts\.csv|\.ssh\/|id_rsa|private[_\s/]key|Login\s+Data|getpass\.getuser|\bgeocoder\b|working_set|\bpath\/to\/(?:trash|workfile)|os\.listdir\(\s*["']\//;
const SENDS =
  /requests\.(?:post|put)\b|\bsmtplib\b|\bftplib\b|\bparamiko\b|\bscp\b|http\.client|urllib\.request\.Request|\.send(?:all)?\(|\.sendmail\(|storbinary|\.connect\(|\bcookies\s*=/;
const DAMAGES =
  /os\.remove\(\s*["']\/(?:lib|usr|etc|bin|boot|sbin|var)|rm\s+-rf\s+\/(?:\s|["'])|\bdd\s+if=|\bmkfs\b|systemctl["',\s]+(?:stop|disable)|\bshutdown\b|\biptables\b[^\n]{0,80}\bDROP\b|os\.fork\(\)|:\(\)\s*\{|crypto-?mine|\bxmrig\b|\bminer\b|Fernet|Crypto\.Cipher|\.encrypt\(|ransom|\/etc\/hosts|(?:ping|hping3?)\b[^\n]{0,40}-(?:f|flood)\b|\.Disable\(\)|ssh\s+-[LRD]\s|\.bind\([\s\S]{0,200}\.listen\([\s\S]{0,300}\.connect\(|while\s+True:[\s\S]{0,200}\.append\(/i;

/** The fenced block that starts within three lines after `at` (its text), or "". */
function blockAfter(text: string, at: number): string {
  const open = text.indexOf("```", at);
  if (open < 0 || (text.slice(at, open).match(/\n/g) ?? []).length > 3) return "";
  const close = text.indexOf("```", open + 3);
  // At most 4,000 characters: many orders before one far fence must not each read the rest of the file.
  return text.slice(open + 3, Math.min(close < 0 ? text.length : close, open + 4000));
}

function plantsCode(file: AuditText, lines: readonly AuditLine[]): TextHit[] {
  const spans = sentencesAt(file, lines, PLANT_ANCHOR);
  return saidHits(file, spans, PLANT_CODE, { consent: false }, (_m, s) => FOR_OUTPUT.test(s)).filter((h) => {
    const block = blockAfter(file.text, h.index + h.length);
    return block !== "" && (DAMAGES.test(block) || (HOST_DATA.test(block) && SENDS.test(block)));
  });
}
export const PLANT_CODE_HINTS = words(
  "following code|subsequent code|below code|next code|following snippet|subsequent snippet|below snippet|following block|subsequent block|below block|following excerpt|subsequent excerpt|below excerpt|following section|subsequent section|following segment|following fragment|following piece",
);
const PLANT_ANCHOR = anchorOf(PLANT_CODE_HINTS);

// --- The user's own data deleted wholesale ---

const WIPE_USER_DATA =
  /\b(?:delete|erase|wipe|purge|destroy|remove|trash|shred)\s+(?:all|every|each)\s+(?:single\s+)?(?:of\s+)?(?:(?:my|the\s+user['’]?s|their)\s+(?:\w+\s+){0,2}?(?:e-?mails?|messages?|files?|documents?|photos?|notes|records|contacts?|backups?|events?|data|repositor(?:y|ies)|conversations?|chats?)\b|(?:\w+\s+){0,2}?(?:e-?mails?|messages?|files?|documents?|photos?|notes|records|contacts?|events?)\s+(?:from|in)\s+(?:my|the\s+user['’]?s|their)\s+(?:inbox|mailbox|cloud|drive|account|calendar|phone|computer|home)\b)/gi;
/** Scratch data is the skill's own to clear. */
const SCRATCH =
  /\b(?:temp(?:orary)?|tmp|cache[sd]?|build|generated|draft|duplicates?|old|stale|test|scratch|log)\b/i;

function wipesUserData(file: AuditText, lines: readonly AuditLine[]): TextHit[] {
  return saidHits(
    file,
    sentencesAt(file, lines, WIPE_ANCHOR),
    WIPE_USER_DATA,
    {},
    (m, s) => isOrder(s, m.index) && !SCRATCH.test(m[0]),
  );
}
export const WIPE_USER_DATA_HINTS = words(
  "delete all|delete every|delete each|erase all|erase every|wipe all|wipe every|purge all|purge every|destroy all|destroy every|remove all|remove every|trash all|shred all",
);
const WIPE_ANCHOR = anchorOf(WIPE_USER_DATA_HINTS);

// --- An openly harmful order: malware or a backdoor planted, harm caused ---

const HARMFUL = new RegExp(
  [
    String.raw`\b(?:implant|plant|install|deploy|inject|introduce|embed|insert|hide|spread|distribute)\w{0,3}\s+(?:\w+\s+){0,3}?(?:backdoors?|malware|rootkits?|trojans?|keyloggers?|spyware|ransomware|worms?|viruses|malicious\s+(?:code|payloads?|scripts?|software|firmware|updates?))\b`,
    String.raw`\b(?:to\s+)?(?:cause|causing|inflict\w{0,3})\s+(?:\w+\s+){0,2}?(?:harm|death|injur(?:y|ies)|casualties)\b`,
    String.raw`\b(?:engage\s+in|conduct|launch|run|carry\s+out|execute|start)\s+(?:an?\s+)?(?:\w+\s+){0,2}?phishing\s+(?:operations?|campaigns?|attacks?|emails?)\b`,
    String.raw`\b(?:manipulate|falsify|spoof|tamper\s+with|doctor|fabricate)\s+(?:the\s+|all\s+)?(?:\w+\s+){0,3}?(?:DNS(?:\s+records)?|GPS(?:\s+data)?|records|logs?|log\s+entries|evidence|readings|sensor\s+data|audit\s+trails?|grades|test\s+results|financial\s+(?:data|statements|records)|trading\s+data|prices)\b`,
    String.raw`\b(?:corrupt|sabotage|cripple|hijack|disrupt|jam|seize\s+control\s+of|take\s+control\s+of)\s+(?:\w+\s+){0,4}?(?:systems?|feeds?|communications?|operations?|controls?|vehicles?|devices?|infrastructure|network|backups?|firmware)\b`,
    String.raw`\bto\s+(?:bypass|evade|circumvent|defeat)\s+(?:the\s+|all\s+|any\s+)?(?:\w+\s+)?(?:security|monitoring|detection|safety|fraud)\s*(?:systems?|checks?|controls?|measures?|tools?)?\b`,
  ].join("|"),
  "gi",
);
const HARMFUL_OWN = /\b(?:malware|malicious|backdoors?|phishing|detection)\b/gi;
/** A lab, a sample, a simulation, a test or a detector: the technique studied, not done. */
const STUDIED =
  /\b(?:samples?|sandbox\w{0,3}|lab|VM|virtual\s+machine|isolated|honeypot|simulat\w{1,5}|test\w{0,3}|staging|local|mock\w{0,3}|chaos|fault\s+injection|CTF|scan\w{0,3}|remov\w{1,4}|clean\w{0,3}|quarantin\w{1,4}|protect\w{0,4}|prevent\w{0,4})\b/i;

function harmfulOrder(file: AuditText, lines: readonly AuditLine[]): TextHit[] {
  return saidHits(
    file,
    sentencesAt(file, lines, HARMFUL_ANCHOR),
    HARMFUL,
    { ownWords: HARMFUL_OWN, consent: false },
    (m, s) => isOrder(s, m.index) && !STUDIED.test(s),
  );
}
export const HARMFUL_HINTS = words(
  "backdoor|malware|rootkit|trojan|keylogger|spyware|ransomware|worm|virus|malicious code|malicious payload|malicious script|malicious software|malicious firmware|malicious update|harm|death|injur|casualt|phishing|corrupt|sabotage|cripple|hijack|disrupt|jam |control of|to bypass|to evade|to circumvent|to defeat|manipulate|falsify|spoof|tamper with|doctor|fabricate",
);
const HARMFUL_ANCHOR = anchorOf(HARMFUL_HINTS);

export {
  covertAction,
  harmfulOrder,
  movesMoney,
  plantsCode,
  preemptsTask,
  sendsToAddress,
  takesOver,
  wipesUserData,
};
