// What an order to the agent is about, when that is what makes it an attack: secrets read or sent, the user kept
// in the dark or led to act, an advert or a link in every answer, an install from an address, the user's data
// sent away, the user's request dropped. Shared by the rules that find an order whose words alone are harmless
// ("Note to AI agents: …", "forget the task", a role token, hidden text) and by the override rule's reading of a
// step a reader is let off ("if you already have Node, you can ignore the instructions above").
import { COVERTLY_CORE, negationAsWritten, REVEAL, TELL, TELLING } from "./injection-secrecy.js";
import { FORBIDS } from "./instruction-prose.js";

/** Another program's secret files: read at all, they are the harm. */
const SECRET_FILE = String.raw`(?:id_rsa|id_ed25519|\.ssh\b|mcp\.json|\.aws\b|\.netrc|\.npmrc|\.pypirc|\.git-credentials|keychain|seed\s+phrases?|session\s+cookies|browser\s+cookies)`;
/** Secrets named by kind: harmful when they go somewhere (an address, the answer, a parameter). */
const SECRET = String.raw`(?:api[\s_-]?keys?|access\s+tokens?|auth\w{0,10}\s+tokens?|bearer\s+tokens?|passwords?|passphrases?|credentials?|secrets?|private\s+keys?|ssh\s+keys?|session\s+tokens?|cookies|\.env\b(?!\.(?:example|sample|template|dist)))`;
const DEST = String.raw`(?:[^.!?\n]|\.(?=\w)){0,120}?(?:\bto\s+(?:https?:\/\/|[\w.+-]+@|the\s+(?:url|address|endpoint|server|webhook))|\bin(?:to)?\s+(?:your|the|every|each)\s+(?:\w+\s+)?(?:repl(?:y|ies)|answers?|responses?|summar(?:y|ies)|outputs?|messages?)\b|\b(?:as|in)\s+(?:the\s+|a\s+|its\s+)?[\x60'"]?\w+[\x60'"]?\s+(?:parameter|argument|field)|https?:\/\/|[\w.+-]+@[\w-]+\.)`;
const SHOWS =
  "(?:read|cat|open|load|send|include|print|output|show|pass|forward|copy|paste|share|upload|post|list|collect|attach|append|leak|reveal|extract|give|provide|e-?mail|dump|display|return|embed)";
/** "don't let the user know": the hiding order's own verb beside the telling ones. */
const LET = "let|letting";
/** The user kept in the dark. */
const HIDE = String.raw`\b${negationAsWritten("without")}\s+(?:${TELL}|${TELLING}|${LET})\s+(?:the\s+)?user\b|\b${negationAsWritten()}\s+(?:${REVEAL})\s+(?:this|these|it|that\s+you|any\s+of\s+(?:this|it))\b|\bkeep\s+(?:this|it)\s+(?:secret|hidden|confidential)\s+from\b|\b(?:${COVERTLY_CORE})\s+(?:run|execute|send|upload|post|install|download|forward|copy|add|read)\b`;
/** The user told to act, or told something false about their account. */
const USER_LED = String.raw`\b(?:tell|ask|urge|advise|instruct|encourage|convince|persuade|direct|get)\s+(?:the\s+)?users?\s+to\s+(?:install|download|visit|open|click|go\s+to|buy|purchase|subscribe|sign\s+up|log\s*in|verify|reset|enter|provide|send|pay|transfer|call|contact|upgrade|run)\b|\btell\s+(?:the\s+)?users?\s+(?:that\s+)?(?:their|your|the)\s+(?:account|password|subscription|payment|card|computer|device|system|session|license|data)\s+(?:is|has|was|will|needs?)\b`;
/** An advert or a link placed in every answer. */
export const ADVERT = String.raw`\b(?:recommend|promote|advertise|endorse|upsell|plug)\b[^.!?\n]{0,80}?\b(?:to\s+(?:the\s+|every\s+|all\s+)?users?\b|in\s+(?:every|each|all|any|your)\s+(?:\w+\s+)?(?:answers?|responses?|repl(?:y|ies)|summar(?:y|ies)|outputs?|messages?)\b)|\b(?:must|should|shall|always)\s+(?:also\s+)?(?:recommend|promote|advertise|endorse)\b|\b(?:include|add|insert|append|embed|render|put|place)\s+(?:\w+\s+){0,3}?(?:link|url|image|banner|ad|advert\w*|button|pixel)s?\b[^.!?\n]{0,80}?https?:\/\/|\bwith\s+(?:a|the|this)\s+link\s+to\s+https?:\/\/`;
/** An install or a run from an address, the user's data sent to one, the user's request dropped. */
const ACTS = String.raw`\b(?:install|download|run|execute)\b[^.!?\n]{0,120}?(?:https?:\/\/|\bfrom\s+[\w-]+\.[\w.-]+\/)|\b(?:curl|wget)\s[^\n]{0,160}\|\s*(?:ba|z)?sh\b|\b(?:send|forward|e-?mail|upload|post|transmit|exfiltrate|leak|share|submit|sync)\s+(?:\w+\s+){0,4}?(?:contents?|inbox|e-?mails?|messages|conversation|chat|history|files?|documents?|data|contacts|contact\s+list|address\s+book|memory|context|notes|logs?|calendar|tables?|spreadsheets?|records|database|customer\s+list|everything)\b[^.!?\n]{0,80}?(?:[\w.+-]+@[\w-]+\.[a-z]{2,}|https?:\/\/)|\b(?:ignore|disregard|forget)\s+(?:(?:all|any)\s+(?:of\s+)?)?(?:the\s+|your\s+|its\s+)?(?:previous|prior|above|earlier|original|user['’]?s?|summary|task|request|question|instructions?|everything|assignment|conversation)\b`;

/**
 * Acts with side effects the user did not ask for (the goals of published agent hijacks): money moved to an account
 * or wallet, a forced push, every pull request approved or merged, access or a key granted to someone, a safeguard
 * switched off, the user's files or mail wiped, the user's login e-mail or password changed, posts made in their name.
 */
export const SIDE_EFFECTS = String.raw`\b(?:transfer|wire|send|move)\s+(?:\w+\s+){0,4}?(?:funds|money|balance|\$\s?\d|\d[\d,.]*\s*(?:USD|EUR|GBP|BTC|ETH|USDT)\b|bitcoin|crypto\w*)[^.!?\n]{0,80}?\bto\s+(?:(?:the\s+)?(?:account|wallet|IBAN)\b|0x[0-9a-f]{8}|bc1)|\bpush\b[^.!?\n]{0,60}?(?:\s--force\b|\s-f\b)|\bforce[\s-]push\b|\b(?:approve|merge)\s+(?:every|all|each|any)\s+(?:\w+\s+){0,2}?(?:pull\s+requests?|PRs|merge\s+requests?)|\b(?:grant|give)\s+[^.!?\n]{0,60}?\b(?:owner|admin(?:istrator)?|write|collaborator|maintainer)\s+(?:access|rights|role|permissions?)\b|\badd\s+(?:the\s+|this\s+|my\s+|our\s+)?(?:deploy|ssh|public)\s+key\b|\b(?:disable|turn\s+off|switch\s+off|bypass)\s+(?:the\s+|all\s+)?(?:audit\s+log(?:ging|s)?|branch\s+protection|two-factor|2FA|MFA|antivirus|firewall|security\s+(?:alerts?|checks?|scanning))\b|\b(?:delete|remove|wipe|erase)\s+(?:every|all)\s+(?:\w+\s+){0,2}?(?:files?|documents?|e-?mails?|messages|backups)\s+(?:in|from|of)\s+(?:the\s+user|their\b)|\bchange\s+(?:the\s+user['’]s|their)\s+(?:\w+\s+){0,2}?(?:e-?mail(?:\s+address)?|password|recovery\s+(?:e-?mail|phone)|phone\s+number|payout\s+account|bank\s+details)\b|\b(?:star|follow|fork|upvote|subscribe\s+to)\b[^.!?\n]{0,60}?\bon\s+(?:the\s+user['’]s|their)\s+(?:account|behalf|profile)\b`;

/**
 * The start of an address off this machine: any host but localhost, 127.0.0.1, 0.0.0.0 and [::1] (read by the
 * concealed act and the planted-code hush). The bracket closes [::1] itself: a `\b` after it would hold only before
 * a word character, never before its port or path.
 */
export const OFF_MACHINE = String.raw`https?:\/\/(?!(?:localhost|127\.0\.0\.1|0\.0\.0\.0)\b|\[::1\])`;
/** An address off this machine, host and all. */
const OFF_MACHINE_URL = String.raw`${OFF_MACHINE}[\w-]{1,63}\.[\w.-]{2,100}`;
/** A mail address. */
const MAIL_ADDRESS = String.raw`[\w.+-]{1,64}@[\w-]{1,63}\.[a-z]{2,12}\b`;
/** The commands that send a file to another host (the covert order reads them among its sending words). */
export const SEND_COMMANDS = "curl|wget|scp";
/**
 * An act the text orders: an address off this machine, a mail address, a command that sends, installs, changes
 * access or destroys, a file that runs at login or install, a script tag. A path alone (".env") is not one: a
 * skill that keeps a key out of its reply names the file too. Read by the concealed act beside a wish to hide.
 */
export const ORDERED_ACT = new RegExp(
  String.raw`${OFF_MACHINE_URL}|${MAIL_ADDRESS}|\b(?:${SEND_COMMANDS}|rsync|netcat|ncat|gh\s+gist|git\s+(?:push|remote\s+add|config)|crontab|chmod|chown|kubectl\s+(?:create|apply|patch)|clusterrolebinding|DROP\s+(?:TABLE|DATABASE)|ALTER\s+(?:ROLE|USER)|GRANT\s+\w|rm\s+-[rf]{1,3}|(?:npm|pnpm|yarn)\s+(?:i|install|add)\s+\S*(?:https?:|git\+|\.tgz)|pip3?\s+install|authorized_keys|postinstall|preinstall|hooksPath|credential\.helper|force-push|--force\b|bcc\b|IBAN\b)|(?:~|\$HOME)\/\.(?:bashrc|zshrc|profile|bash_profile)\b|\.(?:npmrc|pypirc|gitconfig|netrc)\b|<script\b`,
  "i",
);

/** What makes an order to an AI reader an attack. */
export const HARM = new RegExp(
  [
    String.raw`\b${SHOWS}\b[^.!?\n]{0,80}?${SECRET_FILE}`,
    String.raw`\b${SHOWS}\b[^.!?\n]{0,80}?${SECRET}${DEST}`,
    HIDE,
    USER_LED,
    ADVERT,
    ACTS,
    SIDE_EFFECTS,
  ].join("|"),
  "gi",
);
/**
 * The harms that stay harms when told as done ("I sent the API key to https://…", "silently uploaded", "disable the
 * firewall"): a secret sent somewhere, the user kept in the dark, a side effect. Read in a fabricated assistant turn.
 */
export const SENT_OR_SIDE_EFFECT = new RegExp(
  [String.raw`\b${SHOWS}\b[^.!?\n]{0,80}?${SECRET}${DEST}`, HIDE, SIDE_EFFECTS].join("|"),
  "gi",
);
/** What a hijacked task is replaced with: one fixed reply, or every question answered one way. */
export const TAKEOVER =
  /\b(?:reply|respond|answer|say|output|print|write|return)\s+(?:only|just|exclusively|solely|nothing\s+but|with\s+only|only\s+with)\b|\b(?:answer|respond\s+to|reply\s+to)\s+(?:every|each|all|any)\s+(?:\w+\s+)?(?:questions?|requests?|messages?|prompts?|quer(?:y|ies))\s+(?:only\s+)?with\b/gi;

/** The first harmful order in `text` that is not forbidden in its own clause ("never send the .env …"). */
export function harmIn(text: string, re: RegExp): RegExpExecArray | undefined {
  re.lastIndex = 0;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const clause =
      text
        .slice(0, m.index)
        .split(/[.;!?\n]|,\s+(?:and|but|then)\b/)
        .pop() ?? "";
    // The hiding orders carry their own negation.
    if (/^(?:do|don|never|without|keep)/i.test(m[0]) || !FORBIDS.test(clause)) return m;
  }
  return undefined;
}

/** From `index` to the end of its paragraph, at most `reach` characters: the order after an address. */
export function ahead(text: string, index: number, reach = 360): string {
  const t = text.slice(index, index + reach);
  const para = t.search(/\n\s*\n/);
  return para < 0 ? t : t.slice(0, para);
}

/** A reader let off a step under a condition: "If you already have Node installed, you can ignore …". */
const LET_OFF =
  /(?:^|[.!?]\s+|\n)\s*(?:if|when|once|unless|on)\b[^.!?\n]{0,120}\byou\s+(?:can|may|could)\s+(?:safely\s+|just\s+|simply\s+|now\s+)?$/i;
const TO_AI = /\b(?:AI|LLM|language\s+model|assistant|agent|model|chatbot)s?\b/i;

/** An override phrase at `index` said to a human reader who may skip a step, with nothing harmful after it. */
export function letOffStep(text: string, index: number, length: number): boolean {
  const before = text.slice(Math.max(0, index - 200), index);
  if (!LET_OFF.test(before) || TO_AI.test(before.slice(before.search(/[^.!?\n]*$/)))) return false;
  const after = ahead(text, index + length, 300);
  return !harmIn(after, HARM) && !harmIn(after, TAKEOVER);
}
