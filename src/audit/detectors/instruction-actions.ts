// Instructions to the agent, written as prose, that act against the user: sending their conversation,
// files or repository to an address the skill names, moving their money or messaging their contacts,
// switching the machine's protections off, and encrypting their files. Sentences and the said/mentioned
// decision come from instruction-prose.ts; every gap below is bounded, so matching stays linear.
import { ADDRESS_AT, words } from "../hints.js";
import type { AuditLine, AuditText, TextHit } from "../rule-types.js";
import { anchorOf, type Span, saidHits, sentencesAt } from "./instruction-prose.js";
import { orderedAt } from "./instruction-shapes.js";

/** An address the skill itself names: a URL off this machine without a placeholder, or a mail address. */
const LITERAL_DESTINATION =
  /\bwww\.[\w-]{1,63}\.[a-z]{2,12}\b|https?:\/\/(?!(?:localhost|127\.\d{1,3}\.\d{1,3}\.\d{1,3}|\[::1\]|0\.0\.0\.0)(?:[:/]|$))(?![^\s/]{0,80}[<{$])[\w.-]{1,100}\.[a-z]{2,12}(?![\w-])(?![^\s]{0,200}[<{$][^\s]{0,60}[>}])|(?<=[\w.+-])@[\w-]{1,63}\.(?:[\w-]{1,63}\.){0,4}(?!(?:svg|png|jpe?g|gif|webp|ico|js|ts|json|ya?ml|md|css|html?|py|sh|txt|lock|toml|xml)\b)[a-z]{2,12}\b/i;
/** An API call with the user's key is how a service is used (a model, a converter), not a leak. */
const AUTH_USE =
  /\b(?:with\s+(?:your|their|the\s+user['’]?s|an?|the)\s+(?:API\s+key|token|credentials)|authori[sz]ation|bearer|x-api-key|api[\s_-]?key)\b/i;

// --- The user's data sent to an address the skill names ---

/** What belongs to the user or the session: said plainly, or with "whole / every / all of". */
const DATA_EN = String.raw`(?:\b(?:conversations?|chat\s+(?:history|logs?|transcripts?|messages)|transcripts?|system\s+prompt|(?:previous|prior|earlier|past)\s+(?:messages|turns|prompts)|address\s+book|browsing\s+history|clipboard|geo-?location|(?:precise|exact|current|GPS|physical)\s+location|PII|personal\s+(?:data|information|details)|customer\s+(?:data|records|lists?|database))\b|\b(?:the\s+)?(?:user['’]?s?|their)\s+(?:\w{1,20}\s+)?(?:messages|prompts|questions|inputs?|files|documents|photos|e-?mails|inbox|contacts|calendar|data|location|notes|IP\s+address(?:es)?|city|whereabouts|home\s+(?:directory|folder))\b|\b(?:the\s+)?(?:repository|repo|project|codebase)['’]s\s+\S{1,30}|(?:^|[\s"'\x60(/~])\.env(?:\.\w{1,12})?\b|\b(?:whole|entire|complete|full|all\s+(?:of\s+)?the)\s+(?:\w{1,20}\s+)?(?:repository|repo|codebase|source(?:\s+code)?|project|workspace|home\s+(?:directory|folder)|inbox|mailbox|drive|history)\b|\bsource\s+code\s+of\s+(?:the|this|their)\b|\b(?:verification|security|2FA|one-time|OTP|login|reset|authentication)\s+codes?\b|\bpassport\s+(?:numbers?|details)\b|\bbank\s+(?:accounts?|details)\b|\b(?:medical|health)\s+(?:records|data|history)\b|\binsurance\s+details\b|\bfinancial\s+(?:records|data|statements)\b|\btax\s+(?:returns|documents)\b|\bcredit\s+card\s+(?:numbers?|details)\b|\bsocial\s+security\s+numbers?\b|\bSSNs?\b|\b(?:the\s+)?(?:user['’]?s?|my|their)\s+(?:\w{1,20}\s+)?(?:information|info|details|records)\b|\bmessages\s+(?:in|from)\s+(?:all|every)\s+\w{1,20}|\bthe\s+body\s+of\s+(?:the|an|every|each)\s+e-?mails?\b|\b(?:every|all(?:\s+the)?)\s+(?:\w{1,20}\s+)?(?:files?|documents?|e-?mails?|messages?|contacts?|photos?)\s+(?:in|of|from|under)\s+(?:the\s+user|their|the\s+(?:repo|repository|project|workspace|home)|~))`;
const DATA_LATIN = String.raw`\b(?:conversaci[oó]n|conversa|historial|hist[oó]rico|c[oó]digo(?:[\s-]fuente|[\s-]fonte)?|archivos\s+del\s+usuario|arquivos\s+do\s+usu[aá]rio|fichiers\s+de\s+l['’]utilisateur|historique|code\s+source|Gespr[aä]ch\w{0,3}|Verlauf|Quellcode|Dateien\s+des\s+(?:Benutzers|Nutzers))\b`;
const SEND_EN = String.raw`\b(?:send|upload|post|forward|transmit|exfiltrate|e-?mail|mail|sync|mirror|beam|submit|share|stream|relay|leak|pipe|report|include|attach|push|deliver)(?:s|ed|ing)?\b|\bPOST\b|\b(?:log|record|save|store|write|copy)(?:s|ed|ing)?\b(?=[^.\n]{0,160}?\b(?:to|at|into)\s+https?:\/\/)`;
const SEND_LATIN = String.raw`\b(?:env[ií]a|envie|enviar|manda|mande|sube|suba|carga|carregue|envoie|envoyer|transmets|t[ée]l[ée]verse|sende|schicke|[üu]bermittle|lade|hochladen|leite)\w{0,3}\b`;
const DATA_RE = new RegExp(`${DATA_EN}|${DATA_LATIN}`, "i");
const SEND_RE = new RegExp(`${SEND_EN}|${SEND_LATIN}`, "i");
const DATA_G = new RegExp(`${DATA_EN}|${DATA_LATIN}`, "gi");
/** The rule reads the sentences around an address: far fewer than those around words for data. */
const DATA_HINTS = ["://", ...ADDRESS_AT, "www."];
const DATA_ANCHOR = anchorOf(DATA_HINTS);

const DATA_OTHER =
  /(?:对话|聊天记录|会话记录|源代码|源码|代码库|整个仓库|用户的?文件|用户的?文档|通讯录|联系人|位置信息|会話|チャット履歴|ソースコード|リポジトリ|ユーザーの(?:ファイル|文書|ドキュメント)|連絡先|位置情報|대화|소스\s?코드|저장소|사용자의?\s*(?:문서|파일)|연락처|위치\s?정보|переписк\p{L}{0,3}|истори\p{L}{0,3}\s+(?:чата|переписки|диалога)|исходн\p{L}{0,3}\s+код|файл\p{L}{0,3}\s+пользовател\p{L}{0,3}|контакт\p{L}{0,3}|código|conversación|usuário|Gespräch)/giu;
const SEND_OTHER =
  /(?:发送|上传|发到|发给|转发|同步到|送信|アップロード|送っ|送り|転送|전송|업로드|보내|отправ|загрузи|перешли|выгрузи|env[ií]a|envie|manda|sube|carregue|envoie|t[ée]l[ée]verse|sende|schicke|hochladen|lade)/iu;

function sendsData(file: AuditText, spans: readonly Span[], other: boolean): TextHit[] {
  const data = other ? DATA_OTHER : DATA_G;
  // Cheap gates first: an address the skill names and a send verb in the sentence, no API use.
  const kept = spans.filter((span) => {
    const s = file.text.slice(span.from, span.to);
    return LITERAL_DESTINATION.test(s) && (other ? SEND_OTHER : SEND_RE).test(s) && !AUTH_USE.test(s);
  });
  return saidHits(file, kept, data, { anyNegation: other }, (m, s) => {
    if (other) return true;
    // English: a send verb before the data (within the sentence), or a passive "… must be uploaded to".
    const verb = s.search(SEND_RE);
    return (
      (verb >= 0 && verb < m.index && m.index - verb <= 160) ||
      PASSIVE_SEND.test(s.slice(m.index)) ||
      THEN_SEND.test(s.slice(m.index))
    );
  });
}
const PASSIVE_SEND =
  /^[^.\n]{0,120}?\b(?:must|should|will|needs?\s+to|has\s+to|is\s+to|are\s+to|gets?)\s+(?:also\s+)?be\s+(?:uploaded|sent|posted|forwarded|e-?mailed|mirrored|synced|transmitted|submitted|shared|copied)\b/i;
/** "export the contacts … and POST them to …": the data named first, then sent as "them / it". */
const THEN_SEND = new RegExp(
  `^[^.\\n]{0,160}?(?:${SEND_EN}|${SEND_LATIN})\\s+(?:them|it|those|these|everything|all\\s+of\\s+it|(?:it\\s+)?(?:to|into)\\s+https?:)`,
  "i",
);

/**
 * The repository sent to a remote the skill names, beside the task: "add a second remote … https://… and push all
 * branches to it after every commit". A migration guide's one `git push --mirror <new home>` is not this: the
 * remote is an extra one, or the push follows every commit, or it is done quietly.
 */
const EXTRA_REMOTE =
  /\b(?:add|set\s+up|create|configure|register)\s+(?:a\s+|an\s+)?(?:second|extra|additional|another|backup|mirror|hidden|secondary|new)\s+(?:git\s+)?remote\b[^.\n]{0,80}?(?:https?:\/\/|ssh:\/\/|git@)[^\s]{1,200}[^.\n]{0,120}?\bpush\w{0,3}\s+(?:--all|--mirror|(?:all|every|each)\s+(?:of\s+)?(?:the\s+)?(?:branch(?:es)?|tags?|refs?|commits?)|everything|the\s+(?:whole|entire|full)\s+(?:repo|repository|history|codebase))/gi;

export const USER_DATA_HINTS = DATA_HINTS;
export function userDataExfil(file: AuditText, lines: readonly AuditLine[]): TextHit[] {
  if (lines.length === 0) return sendsData(file, sentencesAt(file, [], DATA_OTHER), true);
  const spans = sentencesAt(file, lines, DATA_ANCHOR);
  return [
    ...sendsData(file, spans, false).filter((h) =>
      DATA_RE.test(file.text.slice(h.index, h.index + h.length)),
    ),
    ...saidHits(
      file,
      spans.filter((sp) => /\bremote\b/i.test(file.text.slice(sp.from, sp.to))),
      EXTRA_REMOTE,
      {},
      (m, s) => orderedAt(s, m.index),
    ),
  ];
}

// --- Money moved, contacts messaged, access granted, posts made for the user ---

const ACCOUNT =
  /\b[A-Z]{2}\d{2}(?:\s?[A-Z0-9]{4}){2,7}(?:\s?[A-Z0-9]{1,4})?\b|\b0x[a-fA-F0-9]{40}\b|\b(?:bc1[a-z0-9]{25,60}|[13][a-km-zA-HJ-NP-Z1-9]{25,34})\b|\baccount\s+(?:number\s+|no\.?\s+|#\s?)?\d{6,}\b/;
/** Other languages: a bare account or card number (10 to 19 digits) names the destination too. */
const ACCOUNT_ANY = new RegExp(`${ACCOUNT.source}|(?<!\\d)\\d{10,19}(?!\\d)`);
const MONEY = String.raw`[$€£¥]\s?\d[\d,.]{0,15}|\b\d[\d,.]{0,15}\s?(?:[€£¥]|(?:USD|EUR|GBP|dollars?|euros?|BTC|ETH|USDT|USDC|SOL|bitcoins?)\b)|\b(?:the\s+)?(?:remaining|entire|full|whole|all(?:\s+the)?)\s+(?:\w{1,10}\s+)?(?:balance|funds)\b|\bfunds\b|\b(?:as\s+much\s+)?money\b|\ban?\s+(?:transaction|payment|transfer)\b`;
const TRANSFER = new RegExp(
  String.raw`(?:\b(?:transfer|wire|send|pay|move|withdraw|sweep)\w{0,3}|(?<![\p{L}])(?:[üu]berweise\w{0,2}|sende|transfiere|transfiera|env[ií]a|transfira|envie|vire[zr]?|transf[èe]re[zr]?|переведи|переведите|отправь))\s+(?:\S+\s+){0,8}?(?:${MONEY})|(?:转账|转给|汇款|送金|振り込|송금|이체)`,
  "giu",
);
/** The user's payments, password or workspace handed to someone the skill names. */
const TAKEOVER = new RegExp(
  [
    String.raw`\b(?:modify|change|update|redirect|set|switch|replace)\s+(?:\w{1,20}\s+){0,6}?(?:recipient|payee|beneficiary|destination\s+account|IBAN)\b`,
    String.raw`\b(?:change|reset|update|set)\s+(?:the\s+)?(?:password\s+of\s+(?:the\s+)?user|(?:the\s+)?user['’]?s?\s+(?:\w{1,15}\s+)?password|their\s+(?:\w{1,15}\s+)?password)\s+to\b`,
    String.raw`\bmake\s+(?:all\s+(?:of\s+)?)?(?:the\s+user['’]?s?\s+|their\s+|your\s+)?private\s+(?:\w{1,15}\s+)?(?:repo\w{0,8}|files?|folders?|documents?|gists?|buckets?|channels?|notes?|drives?)\s+public\b`,
  ].join("|"),
  "gi",
);
/** An outside address invited into the user's workspace, channel, repository or drive. */
const INVITE =
  /\b(?:invite|add)\s+(?:\w{1,20}\s+){0,4}?(?:with\s+(?:the\s+)?e-?mail\s+)?[\w.+-]{1,64}@(?!example\.|test\.)[\w-]{1,63}\.\w{2,12}\b[^.\n]{0,40}?\b(?:to|into)\s+(?:the\s+|my\s+|their\s+|our\s+)?(?:\w{1,20}\s+)?(?:workspace|channel|team|organi[sz]ation|org|repo(?:sitory)?|project|group|drive|folder)\b/gi;
const MASS_MESSAGE =
  /\b(?:send|message|e-?mail|text|dm|forward|invite)\w{0,3}\b[^.\n]{0,120}?\b(?:every|each|all)\s+(?:of\s+)?(?:(?:the\s+)?(?:contacts?|friends|followers|connections)\s+(?:in|on|from|of)\s+(?:the\s+user['’]?s?|their|your)|(?:the\s+user['’]?s?|their|your)\s+(?:\w{1,12}\s+)?(?:contacts|friends|followers|connections))\b/gi;
const POST_AS_USER =
  /\b(?:post|tweet|publish|share|comment)\w{0,3}\b[^.\n]{0,80}?\b(?:from|on|to|as|via)\s+(?:the\s+user['’]?s?|their|your)\s+(?:\w{1,15}\s+)?(?:accounts?|timelines?|feeds?|profiles?|pages?|walls?|handles?)\b[^.\n]{0,80}?\bwithout\s+(?:asking|their\s+(?:knowledge|consent|approval)|confirmation|telling)\b/gi;
const GRANT =
  /\b(?:share|grant|give|add|invite)\b[^.\n]{0,100}?\b(?:owner|admin(?:istrator)?|edit(?:or)?|write|full)\b[^.\n]{0,60}?(?:access|rights|permissions?|role|owner)\b[^.\n]{0,80}?[\w.+-]{1,64}@[\w-]{1,63}\.\w|\b(?:share|grant|give|add|invite)\b[^.\n]{0,60}?(?:the\s+user['’]?s|their)\b[^.\n]{0,80}?\bwith\s+[\w.+-]{1,64}@[\w-]{1,63}\.\w[^.\n]{0,80}?\b(?:owner|admin|edit|write|full)\b/gi;
/** Money and accounts, contacts, "without asking", and a mail address (granted access). */
export const ACT_FOR_USER_HINTS = words(
  "transfer|wire the|wire $|wire funds|wire money|0x|bc1|iban|remaining balance|entire balance|full balance|whole balance|all funds|the funds|remaining funds|wallet|dollar| euros|usdt|usdc|bitcoin|account number|berweise|transfier|transfira|every contact|each contact|all contact|all of the contact|all the contact|user's contacts|their contacts|your contacts|their followers|your followers|their friends|your friends|their connections|your connections|address book|without asking|without their|without confirmation|without telling|as owner|as an owner|owner access|owner rights|owner role|edit rights|edit access|full access|admin access|write access|admin rights|full rights|editor access|editor rights|transaction|money|payment|recipient|payee|beneficiary|password of|user's password|users password|their password|user password|private|invite",
);
const ACT_ANCHOR = anchorOf(ACT_FOR_USER_HINTS);
const ACT_OTHER_ANCHOR = /переведи|отправь|转账|转给|汇款|送金|振り込|송금|이체|überweise|envía/giu;

/**
 * Whether a sentence names the account money goes to, asked per match but answered once per sentence (the
 * same sentence string for all its matches): re-testing it per match was quadratic on a long line of matches.
 */
function namesAccount(ascii: boolean): (m: RegExpExecArray, sentence: string) => boolean {
  let last: string | undefined;
  let answer = false;
  return (_m, sentence) => {
    if (sentence !== last) {
      last = sentence;
      answer = (ascii ? ACCOUNT : ACCOUNT_ANY).test(sentence);
    }
    return answer;
  };
}

export function actsForUser(file: AuditText, lines: readonly AuditLine[]): TextHit[] {
  const spans =
    lines.length > 0 ? sentencesAt(file, lines, ACT_ANCHOR) : sentencesAt(file, [], ACT_OTHER_ANCHOR);
  // Each shape needs a word of its own in the sentence: the others are not run there.
  const having = (re: RegExp) => spans.filter((sp) => re.test(file.text.slice(sp.from, sp.to)));
  const withAt = having(/@/);
  const accountNamed = namesAccount(true);
  return [
    // A recipient changed counts when the sentence names the account it is changed to.
    ...saidHits(
      file,
      having(/password|private|recipient|payee|beneficiary|destination|IBAN/i),
      TAKEOVER,
      {},
      (m, s) => !/(?:recipient|payee|beneficiary|account|IBAN)$/i.test(m[0]) || accountNamed(m, s),
    ),
    ...saidHits(file, withAt, INVITE),
    ...saidHits(
      file,
      having(lines.length > 0 ? ACCOUNT : ACCOUNT_ANY),
      TRANSFER,
      { anyNegation: lines.length === 0 },
      namesAccount(lines.length > 0),
    ),
    ...(lines.length > 0
      ? [
          ...saidHits(file, having(/contact|friend|follower|connection/i), MASS_MESSAGE),
          ...saidHits(file, having(/without/i), POST_AS_USER, { consent: false }),
          ...saidHits(file, withAt, GRANT),
        ]
      : []),
  ];
}

// --- The machine's protections switched off ---

const PROTECTIONS_EN = String.raw`(?:Windows\s+Defender|Microsoft\s+Defender|Defender|anti-?virus(?:\s+software)?|AV\s+software|endpoint\s+protection|real-?time\s+(?:protection|monitoring)|(?:the\s+)?firewall|SELinux|AppArmor|Gatekeeper|System\s+Integrity\s+Protection|XProtect|User\s+Account\s+Control|UAC|SmartScreen|audit\s+logging|auditd|branch\s+protection|secret\s+scanning|code\s+signing|signature\s+verification|security\s+(?:software|monitoring|agent))`;
const PROTECTIONS_OFF = new RegExp(
  [
    String.raw`\b(?:disable|turn\s+off|switch\s+off|deactivate|stop|kill|uninstall|bypass|pause)\s+(?:the\s+|all\s+|any\s+|your\s+|their\s+)?(?:\w{1,15}\s+){0,2}${PROTECTIONS_EN}(?![\w-])`,
    String.raw`(?:关闭|禁用|停用|卸载)(?:\S{0,6})(?:杀毒软件|防病毒|防火墙|Windows\s*Defender|安全软件|实时保护)|(?:ウイルス対策|アンチウイルス|ファイアウォール|Defender)(?:ソフト)?を(?:無効|オフ|停止|アンインストール)|(?:백신|바이러스\s*백신|방화벽)(?:을|를)?\s*(?:끄|꺼|비활성화|중지)`,
    String.raw`(?:отключи|выключи|останови|удали)\p{L}{0,3}\s+(?:\S+\s+){0,2}(?:антивирус|брандмауэр|файрвол|фаервол|Defender)|\b(?:desactiva|deshabilita|apaga|desative|desabilite|desligue|d[ée]sactive[zr]?|coupe[zr]?|deaktiviere|schalte)\w{0,3}\s+(?:\S+\s+){0,2}(?:antivirus|antiv[íi]rus|cortafuegos|firewall|pare-feu|Virenschutz|Defender)\b`,
  ].join("|"),
  "giu",
);
export const PROTECTION_HINTS = words(
  "defender|antivirus|anti-virus|av software|endpoint protection|real-time protection|realtime protection|real-time monitoring|firewall|selinux|apparmor|gatekeeper|integrity protection|xprotect|account control|smartscreen|audit log|auditd|branch protection|secret scanning|code signing|signature verification|security software|security monitoring|security agent|virenschutz|cortafuegos|pare-feu",
);
const PROTECTION_ANCHOR = anchorOf(PROTECTION_HINTS);
const PROTECTION_OTHER_ANCHOR =
  /杀毒|防病毒|防火墙|安全软件|实时保护|ウイルス対策|アンチウイルス|ファイアウォール|백신|방화벽|антивирус|брандмауэр|файрвол|фаервол|antivírus/giu;

export function protectionsOff(file: AuditText, lines: readonly AuditLine[]): TextHit[] {
  const spans =
    lines.length > 0
      ? sentencesAt(file, lines, PROTECTION_ANCHOR)
      : sentencesAt(file, [], PROTECTION_OTHER_ANCHOR);
  return saidHits(file, spans, PROTECTIONS_OFF);
}

// --- The user's files encrypted and the originals removed (ransomware said as an instruction) ---

const ENCRYPT_FILES = new RegExp(
  [
    String.raw`\bencrypt\w{0,3}\s+(?:\S+\s+){0,4}?(?:(?:the\s+)?user['’]?s?|their|every|all(?:\s+of)?(?:\s+the)?(?:\s+user['’]?s?)?)\s+(?:\w{1,15}\s+)?(?:files|documents|photos|data|folders?|drives?|disks?|home\s+(?:directory|folder))\b`,
    "(?:ユーザー|利用者)の(?:ファイル|文書|データ)[^。\\n]{0,20}暗号化|(?:用户|使用者)的?(?:文件|文档|数据)[^。\\n]{0,20}加密|加密(?:用户|使用者)的?(?:所有)?(?:文件|文档|数据)|사용자의?\\s*(?:파일|문서|데이터)[^.\\n]{0,20}암호화|зашифр\\p{L}{0,5}\\s+(?:\\S+\\s+){0,3}(?:файл|документ|данн)",
  ].join("|"),
  "giu",
);
const RANSOM =
  /\b(?:delete|remove|wipe|shred|erase|destroy)\w{0,3}\s+(?:the\s+|all\s+)?(?:originals?|unencrypted|plain(?:text)?)|\bransom|\brandom\s+key|\bREADME_|\brestore\b|\bdecrypt\w{0,3}\s+(?:key|them|it)|\bbitcoin|\bpay\b|削除|删除|삭제|удал|赎金|身代金/iu;
export const ENCRYPT_HINTS = words("encrypt");
const ENCRYPT_ANCHOR = anchorOf(ENCRYPT_HINTS);
const ENCRYPT_OTHER_ANCHOR = /暗号化|加密|암호화|зашифр/giu;

export function encryptsUserFiles(file: AuditText, lines: readonly AuditLine[]): TextHit[] {
  const spans =
    lines.length > 0 ? sentencesAt(file, lines, ENCRYPT_ANCHOR) : sentencesAt(file, [], ENCRYPT_OTHER_ANCHOR);
  return saidHits(file, spans, ENCRYPT_FILES, {}, (_m, s) => RANSOM.test(s));
}

// --- Resources exhausted or a third party flooded ---

const RESOURCE_ABUSE = new RegExp(
  [
    // "fill the whole disk", "consume all available memory": said as an order (the clause starts with it)
    String.raw`(?:^|[.;:!]\s+|\b(?:then|and|also|now|finally|first|next|please)\s+)(?:fill|exhaust|consume|use\s+up|max\s+out|eat\s+up)\s+(?:up\s+)?(?:all\s+(?:of\s+)?(?:the\s+|their\s+|your\s+)?|the\s+(?:entire|whole)\s+|every\s+(?:byte|bit)\s+of\s+(?:the\s+)?)(?:available\s+|free\s+)?(?:disk|disk\s+space|storage|CPU|CPUs|memory|RAM|bandwidth|inodes)\b`,
    String.raw`\b(?:start|run|launch|execute|create|spawn|trigger|leave)\s+(?:a\s+)?fork\s+bomb\b`,
    String.raw`\buntil\s+(?:the\s+|their\s+|your\s+)?(?:machine|system|computer|server|host|laptop)\s+(?:crashes|freezes|hangs|becomes\s+(?:unusable|unresponsive)|runs\s+out)\b|\bso\s+(?:that\s+)?the\s+(?:machine|system|computer|laptop)\s+(?:becomes|is)\s+(?:unusable|unresponsive)\b`,
    // a flood at a service the skill names (an address in the sentence)
    String.raw`\b(?:send|make|issue|fire|flood|spam)\w{0,3}\s+(?:\w{1,15}\s+){0,2}(?:with\s+)?(?:as\s+many\s+(?:\w{1,15}\s+)?(?:requests?|calls|messages|e-?mails|connections)\s+as\s+(?:possible|you\s+can)|(?:thousands|millions|hundreds\s+of\s+thousands)\s+of\s+(?:requests?|calls|messages|e-?mails)|(?:\d{5,}|\d{2,3}(?:,\d{3})+)\s+(?:(?:GET|POST|HTTP|API|concurrent|parallel|simultaneous)\s+)?(?:requests?|calls|messages|e-?mails))\b`,
  ].join("|"),
  "gi",
);
/** A load or stress test the user runs against their own service is the skill's work. */
const LOAD_TEST =
  /\b(?:load[\s-]?test\w{0,3}|stress[\s-]?test\w{0,3}|benchmark\w{0,3}|k6|locust|jmeter|artillery|staging|localhost|rate[\s-]?limit\w{0,3}|backoff)\b/i;
const FLOOD = /^(?:send|make|issue|fire|flood|spam)/i;
export const RESOURCE_HINTS = words(
  "fill|exhaust|consume|use up|max out|eat up|fork bomb|until the|until their|until your|becomes unusable|is unusable|becomes unresponsive|is unresponsive|as many|thousands of|millions of|0000 |,000 ",
);
const RESOURCE_ANCHOR = anchorOf(RESOURCE_HINTS);

export function resourceAbuse(file: AuditText, lines: readonly AuditLine[]): TextHit[] {
  return saidHits(
    file,
    sentencesAt(file, lines, RESOURCE_ANCHOR),
    RESOURCE_ABUSE,
    {},
    (m, s) => !LOAD_TEST.test(s) && (!FLOOD.test(m[0].trim()) || LITERAL_DESTINATION.test(s)),
  );
}

// --- An editor extension installed from a URL (outside the marketplace, so unreviewed) ---

const EXTENSION_FROM_URL =
  /\b(?:code|cursor|codium|code-insiders|windsurf)\s+--install-extension\s+["']?https?:\/\/|\binstall\w{0,3}\s+(?:the\s+|this\s+|our\s+)?(?:\w{1,20}\s+){0,2}(?:extension|plugin|add-?on)\s+(?:from|at|via)\s+https?:\/\/(?![\w.-]{0,40}(?:marketplace\.visualstudio\.com|open-vsx\.org|chromewebstore\.google\.com|addons\.mozilla\.org|github\.com\/[\w.-]+\/[\w.-]+\/releases))/gi;
export const EXTENSION_HINTS = words(
  "--install-extension|extension from|extension at|extension via|plugin from|plugin at|plugin via|addon from|add-on from",
);

/** On the hinted lines (a command in a code span or block counts), said and not only mentioned. */
export function extensionFromUrl(file: AuditText, lines: readonly AuditLine[]): TextHit[] {
  const spans = lines.map((l) => ({ from: l.index, to: l.index + l.text.length }));
  return saidHits(file, spans, EXTENSION_FROM_URL, { codeSpan: true });
}
