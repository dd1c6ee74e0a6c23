// Instructions that order harm outright, the second half of the agent-hijack rules (instruction-hijack.ts has the
// sends, payments, takeovers, concealment and pre-emption): a harmful snippet planted in the code the agent writes,
// the user's own data deleted wholesale, and an openly harmful order (malware planted, records falsified, harm
// caused). The vocabulary (orders, deletion verbs, whose data) is instruction-shapes.ts'.

import { pairs, words } from "../hints.js";
import type { AuditLine, AuditText, TextHit } from "../rule-types.js";
import { anchorOf, saidHits, sentencesAt } from "./instruction-prose.js";
import { allMatches, DELETE, isOrder, OBLIGED_BE, OWNER, orderedAt } from "./instruction-shapes.js";

// --- A harmful snippet planted in the code the agent writes ---

/** "Incorporate the following code excerpt into your solution", in any wording: the snippet named, for the agent's work. */
const PLANT_CODE =
  /\b(?:following|subsequent|below|next|this|these|given|provided|attached|accompanying|enclosed)\s+(?:(?:python|code|helper|utility|extra|additional|small)\s+){0,2}(?:snippets?|blocks?|excerpts?|sections?|segments?|fragments?|pieces?\s+of\s+code|lines?\s+of\s+code|lines|code|functions?|routines?|modules?|statements?)\b/gi;
const FOR_OUTPUT =
  /\b(?:utili[sz]e|integrate|incorporate|blend|embed|employ|leverage)\b|\b(?:your|the\s+(?:final|generated|returned|fixed|corrected))\s+(?:\w+\s+)?(?:response|code|codebase|solution|implementation|algorithm|answer|logic|program|elucidation|framework|script|reply|output|patch|fix|version|module|file)\b|\b(?:into|in|within|to)\s+(?:every|each|all|any)\s+(?:\w+\s+)?(?:answers?|responses?|solutions?|scripts?|files?|programs?|outputs?)\s+you\s+(?:write|produce|generate|return|give)\b/i;
/** What the planted block does: data of this machine read and sent out, or the system damaged, tunnelled or mined on. */
const HOST_DATA =
  /\bos\.environ|\bgetenv\b|cookiejar|cookies\.(?:pkl|txt|sqlite)|\bpsutil\.|\bpynput\b|\bkeyboard\.|ImageGrab|\bmss\(|pyautogui\.screenshot|screencapture|x11grab|gdigrab|avfoundation|clipboard|\/etc\/(?:passwd|shadow)|platform\.(?:uname|node)|uuid\.getnode|usb\.core|query_devices|\bscapy\b|\bsniff\(|contacts\.csv|\.ssh\/|id_rsa|private[_\s/]key|Login\s+Data|getpass\.getuser|\bgeocoder\b|working_set|\bpath\/to\/(?:trash|workfile)|os\.listdir\(\s*["']\//;
const SENDS =
  /requests\.(?:post|put)\b|\brsync\b|\bsmtplib\b|\bftplib\b|\bparamiko\b|\bscp\b|http\.client|urllib\.request\.Request|\.send(?:all)?\(|\.sendmail\(|storbinary|\.connect\(|\bcookies\s*=/;
const DAMAGES =
  /os\.remove\(\s*["']\/(?:lib|usr|etc|bin|boot|sbin|var)|rm\s+-rf\s+\/(?:\s|["'])|\bdd\s+if=|\bmkfs\b|systemctl["',\s]+(?:stop|disable)|\bshutdown\b|\biptables\b[^\n]{0,80}\bDROP\b|os\.fork\(\)|:\(\)\s*\{|crypto-?mine|\bxmrig\b|\bminer\b|Fernet|Crypto\.Cipher|\.encrypt\(|ransom|\/etc\/hosts|(?:ping|hping3?)\b[^\n]{0,40}-(?:f|flood)\b|\.Disable\(\)|ssh\s+-[LRD]\s|\.bind\([\s\S]{0,200}\.listen\([\s\S]{0,300}\.connect\(|while\s+True:[\s\S]{0,200}\.append\(|while\s+True:(?![\s\S]{0,400}\bsleep\()[\s\S]{0,300}(?:\.sendall?\(|(?<![\w.])send\(|\.connect\(|\bping\b)|\b(?:pickle|dill|marshal)\.loads?\([^\n]{0,80}(?:\.content\b|urlopen\()/i;

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
/** The snippet named: "following / subsequent / below / given / provided / attached … code", "these lines". */
export const PLANT_CODE_HINTS = [
  ...pairs(
    "following|subsequent|below|given|provided|attached|accompanying|enclosed",
    "code|snippet|block|excerpt|segment|fragment|piece|lines|function|routine|statement|python|helper|utility",
  ),
  ...words("following section|these lines|this snippet|this excerpt|this fragment|next code|next snippet"),
];
const PLANT_ANCHOR = anchorOf(PLANT_CODE_HINTS);

// --- The user's own data deleted wholesale ---

const WIPE_NOUN =
  "(?:e-?mails?|messages?|mail|files?|folders?|documents?|docs|photos?|pictures|videos|notes|records|contacts?|backups?|events|appointments|data|repositor(?:y|ies)|repos|conversations?|chats?|history|accounts?|databases?|tables|projects?|drafts?|reports?|invoices?|orders|transactions?|recordings?|uploads|attachments|posts|tweets|playlists|bookmarks|passwords)";
const CONTAINER = String.raw`(?:inbox|mailbox|cloud|drive|dropbox|account|calendar|phone|computer|laptop|home(?:\s+(?:directory|folder))?|storage|system|device|workspace|repositor(?:y|ies)|profile|library|database|folders?|director(?:y|ies))`;
/** After a verb of deletion: all of the user's (or all sensitive) data of a kind, or the whole of their store. */
const WIPE_OBJECT = new RegExp(
  String.raw`^\s*(?:permanently\s+|completely\s+|irreversibly\s+)?(?:(?:all|every|each|any)\s+(?:single\s+)?(?:one\s+)?(?:of\s+)?(?:the\s+)?(?:${OWNER}\s+(?:[\w-]+\s+){0,2}?${WIPE_NOUN}|(?:[\w-]+\s+){0,2}?${WIPE_NOUN}\s+(?:from|in|on|of|stored\s+in|under)\s+${OWNER}\s+(?:[\w-]+\s+){0,2}?${CONTAINER}|(?:confidential|sensitive|private|personal|medical|patient|customer|client|financial|clinical|health)\s+(?:[\w-]+\s+){0,2}?${WIPE_NOUN})|${OWNER}\s+(?:entire|whole|complete|full)\s+(?:[\w-]+\s+)?(?:${CONTAINER}|${WIPE_NOUN}))\b`,
  "i",
);
/**
 * The passive: "all of the user's files should be deleted"; "the project directory and its backups must be
 * permanently deleted" (the whole project, repository, workspace or home of the user).
 */
const WIPE_PASSIVE = new RegExp(
  String.raw`\b(?:(?:all|every|each)\s+(?:single\s+)?(?:of\s+)?(?:the\s+)?${OWNER}\s+(?:[\w-]+\s+){0,2}?${WIPE_NOUN}|(?:the|this|your|their|${OWNER})\s+(?:entire\s+|whole\s+|complete\s+)?(?:project|repository|repo|workspace|home|codebase)(?:\s+(?:directory|folder|tree))?)\b[^.]{0,60}?${OBLIGED_BE}(?:deleted|erased|wiped|purged|removed|destroyed|trashed|shredded|cleared)\b`,
  "gi",
);
const WIPE_VERB = new RegExp(String.raw`\b${DELETE}\b`, "gi");
/** Scratch data is the skill's own to clear. */
const SCRATCH =
  /\b(?:temp(?:orary)?|tmp|cache[sd]?|build|generated|draft|duplicates?|old|older|stale|test|scratch|logs?|spam|junk|expired|unused|intermediate|artifacts?|outputs?)\b/i;

/** Deleted to be made again ("the repository must be deleted and cloned again"): a repair, not a wipe. */
const REBUILT =
  /\b(?:re-?clon\w{1,3}|clon\w{1,3}\s+(?:it\s+)?again|re-?creat\w{1,3}|re-?initiali[sz]\w{1,3}|re-?install\w{0,3}|re-?download\w{0,3}|re-?generat\w{1,3}|re-?built|rebuil[dt]\w{0,3})\b/i;

function wipesUserData(file: AuditText, lines: readonly AuditLine[]): TextHit[] {
  const spans = sentencesAt(file, lines, WIPE_ANCHOR);
  return [
    ...saidHits(file, spans, WIPE_VERB, {}, (m, s) => {
      const object = WIPE_OBJECT.exec(s.slice(m.index + m[0].length, m.index + m[0].length + 160));
      return object !== null && !SCRATCH.test(object[0]) && orderedAt(s, m.index);
    }),
    ...saidHits(file, spans, WIPE_PASSIVE, {}, (m, s) => !SCRATCH.test(m[0]) && !REBUILT.test(s)),
  ];
}
/** A verb of deletion before "all / every / my / the user's …", or "all of the user's …" (the passive). */
export const WIPE_USER_DATA_HINTS = [
  ...pairs(
    "delete|erase|wipe|purge|remove|destroy|trash|shred|clear|empty|drop|truncate|nuke|discard|overwrite",
    "all|every|my|the user|their|the client|the customer|the patient|permanently",
  ),
  ...words(
    "all of the user|all the user|all of my|all my|all of their|all their|every one of|get rid of|be deleted|be permanently deleted|be permanently removed|be erased|be wiped|be purged|be destroyed",
  ),
];
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

// --- A credential lure written into everything the agent sends or writes for the user ---

/** The lure of a phishing message: verify the account, it is suspended, unusual activity, claim a prize. */
const LURE_G =
  /\b(?:verify|confirm|validate|re-?enter|re-?confirm)\s+(?:your\s+)?(?:account|identity|credentials|password|login|payment\s+(?:details|information|method)|billing\s+(?:details|information)|card(?:\s+details)?)\b|\baccount\s+(?:(?:will\s+be|has\s+been|is|was)\s+)?(?:suspended|locked|closed|deactivated|disabled|compromised)\b|\bunusual\s+(?:sign-?in\s+|login\s+)?activity\b|\bclaim\s+your\s+(?:prize|reward|refund|gift|bonus)\b|\bneeds?\s+(?:re-?)?verification\b/gi;
/** Put into what the agent writes: an insert verb … every mail, reply, document or post. */
const INSERT_VERB = /\b(?:add|insert|append|include|embed|put|place|prepend|attach|end)\b/gi;
const INTO_EVERY =
  /\b(?:every|each|all|any)\s+(?:\w{1,15}\s+)?(?:e-?mails?|messages?|replies|reply|responses?|answers?|documents?|drafts?|posts?|pages?|outputs?|notes|summar(?:y|ies)|reports?|comments?|invoices?|newsletters?|tweets?|letters?)\b/i;
const LURE_LINK =
  /https?:\/\/(?![^\s/]{0,80}[<{$])[\w.-]{1,100}\.[a-z]{2,12}\b|\bwww\.[\w-]{1,63}\.[a-z]{2,12}\b/i;

/** A lure's own words ("activity was detected", "suspicious sign-in") are not a sign the text describes one. */
const LURE_OWN = /\b(?:detected|suspicious|compromised)\b/gi;

function luresInOutput(file: AuditText, lines: readonly AuditLine[]): TextHit[] {
  const text = file.text;
  // The link is on the lure's line (the window below stays within it): lines without one are not read.
  const linked = lines.filter((l) => LURE_LINK.test(l.text));
  if (linked.length === 0) return [];
  const spans = sentencesAt(file, linked, LURE_ANCHOR).map((sp) => {
    // The lure is often quoted after a colon on the same line: read up to 200 characters back and 300 on, within
    // the line (searched in those windows only, so a long line stays linear).
    const back = text.slice(Math.max(0, sp.from - 200), sp.from);
    const on = text.slice(sp.to, sp.to + 300);
    const nl = on.indexOf("\n");
    return {
      from: sp.from - back.length + back.lastIndexOf("\n") + 1,
      to: sp.to + (nl < 0 ? on.length : nl),
    };
  });
  // Cheap gates per window first: a link and "every reply / each document" at all.
  const kept = spans.filter((sp) => {
    const w = text.slice(sp.from, sp.to);
    return LURE_LINK.test(w) && INTO_EVERY.test(w);
  });
  return saidHits(file, kept, LURE_G, { ownWords: LURE_OWN }, (m, s) => {
    for (const v of allMatches(INSERT_VERB, s.slice(0, m.index))) if (orderedAt(s, v.index)) return true;
    return false;
  });
}
/** The lure's own rare words ("verif" alone is on a thousand lines of the corpus: tests, checks, signatures). */
export const LURE_HINTS = [
  ...pairs("your", "account|identity|credential|password|login|payment|billing|card"),
  ...words("suspended|deactivated|compromised|unusual|claim your|verification"),
  ...pairs("account", "locked|closed|disabled|is|was|has|will"),
];
const LURE_ANCHOR = anchorOf(LURE_HINTS);

export { harmfulOrder, luresInOutput, plantsCode, wipesUserData };
