// The words of `secret-put-out` (secret-out.ts): where a secret's value comes from (a credential file, a command
// that prints one, a CI secret, a secret's environment variable, a secret named after a verb that fetches it),
// the places that leave the user's control (a ticket, an issue or pull-request comment, a gist or paste, a chat
// channel or webhook, a mail, a shared document or synced folder, an upload or a bundle, the reply, a URL's query,
// a public push), the verbs that put something there, and what undoes the order (a negation, a redaction).
// English, Spanish, German, French, Portuguese, Chinese, Japanese, Korean and Russian.

import { isSpace } from "../text.js";

const L = String.raw`(?<![\p{L}\p{N}_])`;
const BT = "`";
const R = String.raw`(?![\p{L}\p{N}_])`;

/** A credential file or folder, named by its path (any language around it). */
const FILES = String.raw`(?:~|\$HOME|%USERPROFILE%)?[\\/]?\.aws[\\/]credentials|\.ssh(?:[\\/](?:id_\w+(?!\w|\.pub)|\*)?|${R})|${L}id_(?:rsa|ed25519|ecdsa|dsa)(?!\w|\.pub)|(?<![\w.-])\.env(?![\w.-])|\.kube[\\/]config|${L}kubeconfig${R}|\.docker[\\/]config\.json|\.netrc|\.npmrc|\.pypirc|\.git-credentials|gh[\\/]hosts\.yml|\.config[\\/]gcloud|application_default_credentials|[Ll]ogin\s+[Dd]ata|[Ww]eb\s+[Dd]ata|cookies\.sqlite|${L}Cookies${R}(?:\s+(?:database|file|store|DB))|[Ll]ocal\s+[Ss]tate|[Ll]ocal\s+[Ss]torage[\\/]leveldb|${L}tdata${R}|login\.keychain|keychain-db|${L}wallet\.dat|\.cursor[\\/]mcp\.json`;
/** A command that prints a secret (a token, a stored login, a password manager's item, the whole environment). */
const COMMANDS = String.raw`gh\s+auth\s+token|git\s+credential\s+fill|security\s+find-(?:generic|internet)-password[^\n${BT}]{0,80}-w|security\s+dump-keychain|${L}op\s+(?:read|item\s+get)${R}|${L}lpass\s+show|${L}bw\s+get|${L}pass\s+show${R}|vault\s+(?:kv\s+get|read)${R}|aws\s+configure\s+(?:get|export-credentials)|aws\s+sts\s+get-session-token|gcloud\s+auth\s+print-(?:access|identity)-token|az\s+account\s+get-access-token|kubectl\s+config\s+view\s+--raw|kubectl\s+get\s+secrets?${R}|heroku\s+auth:token|docker-credential-[\w-]+\s+get|${L}printenv(?!\s+[A-Za-z])|${BT}env${BT}|${L}env\s*\|`;
/** A CI run's secrets, or a secret's environment variable by its name. */
const NAMED = String.raw`\$\{\{\s*secrets\.|toJSON\(\s*secrets\s*\)|${L}[A-Z][A-Z0-9]*_(?:[A-Z0-9]+_)*(?:TOKEN|API_KEY|APIKEY|SECRET|SECRET_KEY|SECRET_ACCESS_KEY|ACCESS_KEY|PASSWORD|PASSWD|PRIVATE_KEY|AUTH)${R}`;
/** The source a hit starts from: a file or a command (group 1), or a named secret. */
export const SOURCE_G = new RegExp(`(${FILES}|${COMMANDS})|${NAMED}`, "gu");

/** Words that start one of SOURCE_G's alternatives, each with the words one of them goes on to after a space (`\s+`). */
const SPACED: readonly (readonly [string, readonly string[]])[] = [
  ["gh", ["auth"]],
  ["git", ["credential"]],
  ["security", ["find-", "dump-keychain"]],
  ["op", ["read", "item"]],
  ["bw", ["get"]],
  ["pass", ["show"]],
  ["vault", ["kv", "read"]],
  ["aws", ["configure", "sts"]],
  ["gcloud", ["auth"]],
  ["az", ["account"]],
  ["kubectl", ["config", "get"]],
  ["heroku", ["auth:token"]],
  ["ogin", ["Data", "data"]],
  ["eb", ["Data", "data"]],
  ["ocal", ["State", "state"]],
  ["Cookies", ["database", "file", "store", "DB"]],
];
/** Words one of SOURCE_G's alternatives holds as written (its other alternatives are in SPACED and BOUNDED, and envPipe). */
const SOURCE_WORDS: readonly string[] = [
  ".aws/",
  ".aws\\",
  ".ssh",
  "id_rsa",
  "id_ed25519",
  "id_ecdsa",
  "id_dsa",
  ".kube/",
  ".kube\\",
  "kubeconfig",
  ".docker/",
  ".docker\\",
  ".netrc",
  ".npmrc",
  ".pypirc",
  ".git-credentials",
  "hosts.yml",
  "gcloud",
  "application_default_credentials",
  "cookies.sqlite",
  "leveldb",
  "keychain",
  "wallet.dat",
  ".cursor",
  "docker-credential-",
  "printenv",
  BT + "env" + BT,
  "${{",
  "toJSON(",
  "_TOKEN",
  "_API_KEY",
  "_APIKEY",
  "_SECRET",
  "_ACCESS_KEY",
  "_PRIVATE_KEY",
  "_PASSW",
  "_AUTH",
];
/** An ASCII letter, digit or `_` (what `\w` is, and what `[\p{L}\p{N}_]` holds in ASCII). */
const isWordChar = (c: number): boolean =>
  (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95;
/** `\w`, `.` or `-`: what may not touch `.env` on either side. */
const touchesEnv = (c: number): boolean => isWordChar(c) || c === 46 || c === 45;
/** Words SOURCE_G reads only where no such character touches them on either side. */
const BOUNDED: readonly (readonly [string, (c: number) => boolean])[] = [
  [".env", touchesEnv],
  ["tdata", isWordChar],
];

/** `word` at some offset of `s` with neither neighbour `touches` (a missing neighbour does not). */
function boundedIn(s: string, word: string, touches: (c: number) => boolean): boolean {
  for (let i = s.indexOf(word); i >= 0; i = s.indexOf(word, i + 1)) {
    const j = i + word.length;
    if ((i === 0 || !touches(s.charCodeAt(i - 1))) && (j >= s.length || !touches(s.charCodeAt(j))))
      return true;
  }
  return false;
}

/** `first` at some offset of `s`, then at least `min` of `\s`, then one of `next`. */
function spacedIn(s: string, first: string, next: readonly string[], min: number): boolean {
  for (let i = s.indexOf(first); i >= 0; i = s.indexOf(first, i + 1)) {
    let j = i + first.length;
    while (j < s.length && isSpace(s.charCodeAt(j))) j++;
    if (j - i - first.length >= min && next.some((n) => s.startsWith(n, j))) return true;
  }
  return false;
}

/**
 * Whether SOURCE_G may match in `s`: false only when no alternative's words are there (each alternative holds a word
 * of SOURCE_WORDS, or one of BOUNDED untouched, or is a word of SPACED, spaces and a word after it, or `env`, spaces
 * and a `|`). A line without them is not scanned: late in an audit V8 compiles SOURCE_G without its optimisations,
 * and there it costs ~1 µs a character.
 */
export function sourceMayMatch(s: string): boolean {
  return (
    SOURCE_WORDS.some((w) => s.includes(w)) ||
    BOUNDED.some(([w, touches]) => boundedIn(s, w, touches)) ||
    SPACED.some(([first, next]) => spacedIn(s, first, next, 1)) ||
    spacedIn(s, "env", ["|"], 0)
  );
}

/** A secret named by a noun (an English one: the hinted row reads Latin-letter lines), kept only after a verb that fetches it. */
export const GENERIC_G =
  /\b(?:(?:api|access|auth|bearer|session|personal\s+access|deploy|bot|refresh|npm|github|registry)\s+tokens?|api\s+keys?|secret\s+(?:access\s+)?keys?|private\s+keys?|passwords?|credentials|session\s+cookies?|cookies)\b/giu;
/** A verb that reads a value off the machine, before a noun-named secret in its sentence (not "get" or "copy": a user's own). */
export const FETCH_BEFORE =
  /\b(?:read|reads|grab|extract|collect|gather|harvest|retrieve|dump|cat|pull|steal|scrape|export)\b[^.\n]{0,80}$/i;
/** The same verbs in the other languages (before a variable's name). */
export const FETCH_INTL =
  /(?<![\p{L}\p{N}_])(?:lee|leer|extrae|lies|lese|auslesen|lis|lire|extrais|leia|ler|extraia|прочита\p{L}*|считай|извлеки)(?![\p{L}\p{N}_])|读取|读出|提取|読み取|読んで|取り出|읽어|추출/u;

/** A place that leaves the user's control, in the languages above (a URL or a mail address is the weak kind). */
const PLACES_EN = String.raw`(?:support\s+)?tickets?|(?:an|the|a|new|tracking|github|gitlab|bug)\s+issues?|issue\s+(?:#|\d|body|comment|thread|tracker|description)|gh\s+(?:pr|issue)\s+(?:comment|create)|--body|(?:pull\s+request|PR|merge\s+request|MR)(?:['’]s)?\s+(?:comment|description|body|thread)|(?:a|as\s+a|the)\s+comment|comment\s+on|gists?|pastebin|paste\s+site|hastebin|(?:team|support|public|shared|group)\s+(?:chat|channel)|the\s+(?:[\w-]+\s+)?(?:chat|channel)|channel|(?:slack|discord|telegram|teams)\s+(?:channel|chat|message|group|thread|DM)|(?:to|into|on)\s+(?:the\s+)?(?:slack|discord|telegram|microsoft\s+teams)(?!\s+(?:developer|portal|app|api|bot|dashboard|settings|console))|webhooks?|e-?mail(?:ed)?\s+(?:it|them|to)|mail\s+(?:it|them)\s+to|shared\s+(?:doc|document|drive|folder|sheet|spreadsheet|page|notebook)|google\s+(?:doc|docs|sheet|sheets|drive)|docs\.google\.com|notion|confluence|wiki\s+page|dropbox|icloud\s+drive|onedrive|(?:your|the)\s+(?:final\s+)?(?:answer|reply|response)|upload(?:s|ed|ing)?\s+(?:it|them|(?:the|this|that|a|an)\s+[\w.-]+\s+)?(?:to|into|at|on)${R}|upload\s+(?:portal|form|page|endpoint|server|link)|diagnostics?\s+(?:bundle|archive)|support\s+(?:bundle|portal|request|case)|telemetry|public\s+(?:repo|repository|gist|bucket|link)|git\s+push|[\w-]+\s+push${R}`;
const PLACES_INTL = String.raw`incidencia|comentario|correo|formulario|documento\s+compartido|respuesta|sube|subir|súbelo|Kommentar|E-?Mail|Kanal|geteilte[sn]?\s+Dokument|Antwort|hochlad\p{L}*|commentaire|courriel|canal|formulaire|document\s+partagé|réponse|téléverse\p{L}*|chamado|comentário|formulário|documento\s+compartilhado|resposta|工单|评论|留言|邮件|邮箱|聊天|群里|群聊|频道|表单|共享文档|在线文档|回答|回复|答复|上传|网盘|钉钉|企业微信|飞书|チケット|イシュー|コメント|メール|チャット|チャンネル|フォーム|共有ドキュメント|回答|返信|返答|アップロード|티켓|이슈|댓글|코멘트|이메일|메일|채팅|채널|양식|공유\s*문서|답변|응답|업로드|тикет\p{L}*|заявк\p{L}*|комментари\p{L}*|почт\p{L}*|письм\p{L}*|чат\p{L}*|канал\p{L}*|форм[аеуы]${R}|общ\p{L}+\s+документ\p{L}*|ответ\p{L}*|загруз\p{L}*`;
/** Group 1: a URL on another host or a mail address (the weak places). */
const WEAK = String.raw`(https?:\/\/(?!(?:localhost|127\.0\.0\.1|0\.0\.0\.0|\[::1\])(?:[:/]|$))[\w-]+(?:\.[\w-]+)+|[\w.+-]{1,64}@[\w-]{1,63}(?:\.[\w-]{1,63}){0,4}\.[a-z]{2,12}|${L}form${R}|${L}tool${R})`;
/** A URL's query naming a secret's field: the secret rides in the address. */
const QUERY = String.raw`[?&](?:token|key|api_?key|secret|password|passwd|pw|pwd|pass|auth|access_token|cred\w*)=`;
export const PLACE = new RegExp(`${L}(?:${PLACES_EN}|${PLACES_INTL})${R}|${QUERY}`, "iu");
export const WEAK_PLACE = new RegExp(WEAK, "iu");
/** Every place in a sentence, a strong one (group 1), a URL's query (group 2) or a weak one (group 3). */
export const PLACE_G = new RegExp(`${L}(${PLACES_EN}|${PLACES_INTL})${R}|(${QUERY})|${WEAK}`, "giu");

/** A verb that puts something into a place. */
export const MOVE = new RegExp(
  [
    String.raw`${L}(?:(?:paste|include|attach|add|put|post|send|submit|upload|share|copy|write|list|show|print|leave|append|embed|forward|commit|push|fill|enter|type|open|set|pass|drop|place|insert|call|report)(?:s|d|ed|es|ing)?|copied|putting|submitted|committed|sent|wrote|written|shown)${R}|${L}e?-?mail(?:ed)?(?=\s+(?:it|them|the|this|that|these|those|to|all|both|each|everything|its|their)${R})`,
    String.raw`${L}(?:peg(?:a|ue|ar|alo|ala|ues)${R}|inclu\p{L}*|adjunt\p{L}*|a[ñn][aá]d\p{L}*|env[ií](?:a|e|o|ar|en|ad)\p{L}*|sub(?:e|ir|a|an|elo|ela)${R}|súbel\p{L}*|compart(?:e|a|ir)\p{L}*|copi(?:a|e|ar)${R}|cópial\p{L}*|muestr\p{L}*|escrib\p{L}*|agreg\p{L}*|rellen\p{L}*)`,
    String.raw`${L}(?:füg\p{L}*|einfüg\p{L}*|häng\p{L}*|anhäng\p{L}*|send\p{L}*|schick\p{L}*|lade|laden|lädt|ladet|teile|teilen|teilt|kopier\p{L}*|zeig\p{L}*|schreib\p{L}*|trag\p{L}*|übermitt\p{L}*)`,
    String.raw`${L}(?:coll(?:e|es|ez|er|é|ée)${R}|join(?:s|t|dre|gnez)${R}|ajout\p{L}*|envo\p{L}*|partag\p{L}*|affich\p{L}*|écri\p{L}*|mets|mettre|transmet\p{L}*|publi(?:e|ez|er|é)${R})`,
    String.raw`${L}(?:col(?:e|a|ar|em|ou)${R}|anex\p{L}*|adicion\p{L}*|compartilh\p{L}*|mostr\p{L}*|escrev\p{L}*|coloqu\p{L}*|ponha|encaminh\p{L}*|mand(?:e|a|ar|em|ou)${R})`,
    "粘贴|贴到|贴进|附在|附上|附到|加入|添加|发送|发到|发给|上传|分享|复制|写入|写进|填入|填进|填写|提交|显示|列出|放到|放进|转发",
    "貼り付け|貼って|添付|追加|送信|送って|送る|アップロード|共有|コピー|表示|記載|書き込|入力|転送|投稿",
    "붙여|첨부|추가|보내|전송|업로드|공유|복사|표시|넣|입력|전달|올려|게시",
    String.raw`${L}(?:встав\p{L}*|прилож\p{L}*|добав\p{L}*|отправ\p{L}*|загруз\p{L}*|подел\p{L}*|скопир\p{L}*|покаж\p{L}*|перешл\p{L}*|переда\p{L}*|опублик\p{L}*|запиш\p{L}*)`,
  ].join("|"),
  "iu",
);

/** Every verb that puts something in a sentence. */
export const MOVE_G = new RegExp(MOVE.source, "giu");
/** An English verb that is not the bare imperative (posts, posted, posting, sent): a report, not an order. */
export const NOT_BARE = /^[a-z-]*(?:ed|ing|[^s]s|sent|wrote|written|shown|putting)$/i;

/** A verb that hands something over (what a weak place, a URL or an address, needs beside it). */
export const HANDS_OVER = new RegExp(
  [
    String.raw`${L}(?:(?:send|post|submit|upload|forward|share|attach|paste|include|e-?mail|open)(?:s|d|ed|es|ing)?|sent|submitted)${R}`,
    String.raw`${L}(?:env[ií](?:a|e|o|ar|en|ad)\p{L}*|sub[eai]\p{L}*|adjunt\p{L}*|peg\p{L}*|schick\p{L}*|übermitt\p{L}*|hochlad\p{L}*|envo\p{L}*|transmet\p{L}*|join\p{L}*|anex\p{L}*|col[ae]\p{L}*|mand\p{L}*)`,
    "发送|发到|发给|上传|提交|粘贴|附|送信|送って|アップロード|貼り付け|添付|보내|전송|업로드|첨부|붙여|전달",
    String.raw`${L}(?:отправ|загруз|встав|прилож|переда)\p{L}*`,
  ].join("|"),
  "iu",
);

/** An order not to mask: a booster, taken out of the sentence before its negations are read. */
export const ANTI_MASK = new RegExp(
  [
    String.raw`\b(?:do\s+not|don['’]t|never|no\s+need\s+to|without)\s+(?:\w+\s+){0,3}?(?:mask|redact|hid|trim|shorten|truncat|censor|obfuscat|abbreviat|edit)\w*(?:\s+(?:or|and)\s+\w+)?`,
    String.raw`${L}sin\s+(?:ocultar|enmascarar|censurar|recortar|editar)\p{L}*|${L}no\s+(?:ocult|enmascar|recort|censur|omit)\p{L}*`,
    String.raw`${L}ohne\s+(?:zu\s+)?(?:maskier|kürz|schwärz|verberg)\p{L}*|${L}nicht\s+(?:maskier|kürz|schwärz|verberg)\p{L}*`,
    String.raw`${L}sans\s+(?:masquer|caviarder|tronquer|cacher)|${L}ne\s+(?:masque|tronque|cache)\p{L}*\s+pas`,
    String.raw`${L}sem\s+(?:ocultar|mascarar|cortar|esconder)|${L}não\s+(?:ocult|mascar|cort|escond)\p{L}*`,
    "不要(?:隐藏|遮盖|打码|省略|删减|脱敏|屏蔽)|不(?:隐藏|遮盖|打码|脱敏)",
    "(?:マスク|省略|伏せ|隠)[^。\\n]{0,6}(?:しない|せず|ないで)",
    "(?:가리|숨기|생략|마스킹)[^.\\n]{0,6}(?:지\\s*마|말고|않)",
    String.raw`${L}(?:не|без)\s+(?:скрыва|маскир|сокраща|обреза)\p{L}*`,
  ].join("|"),
  "giu",
);

/** A negation written before what it forbids (read up to NEGATED_REACH characters on, to a verb that puts or a place). */
export const NEGATION_G = new RegExp(
  [
    String.raw`\b(?:never|not|don['’]t|doesn['’]t|won['’]t|cannot|can['’]t|avoid|without|instead\s+of|nor)\b|\bno\s+(?:one|secrets?|tokens?|keys?|credentials|passwords?|values?)\b`,
    String.raw`${L}(?:nunca|jamás|sin|nie|niemals|nicht|kein\p{L}*|ohne|jamais|sans|pas|não|sem|не|никогда|нельзя|без)${R}|${L}(?:no|ne)\s+\p{L}`,
    "不要|不可|不能|切勿|勿|别|禁止|不得|不会|避免",
  ].join("|"),
  "giu",
);
export const NEGATED_REACH = 80;
/** A negation written after the verb it forbids (Japanese, Korean): the whole sentence is read as forbidden. */
export const NEGATION_AFTER = /ないで|しないで|禁止|ません|ないこと|避け|마세요|말고|하지\s*마|금지|않/u;

/**
 * The value is kept hidden or the passage is about a leak (redacted, scrubbed, masked, a placeholder, only its last
 * characters, whether it is set, a key pasted by mistake and rotated).
 */
export const KEPT_HIDDEN =
  /redact|scrub|\bremov(?:e|es|ed|ing)\b|\bstrip(?:s|ped|ping)?\b|\bmask(?:s|ed|ing)?\b|\*{3,}|placeholder|<your|\blast\s+(?:four|4)\b|\bfirst\s+(?:four|4)\b|\bwhether\b|\bset\s*\/\s*missing|by\s+mistake|accidentally|\bleak|revok|\brotat|compromis|脱敏|マスク済/iu;

/** The secret is used to sign in or sent as a login (a header, a login's password), not handed over as data. */
export const AS_LOGIN =
  /\b(?:header|authori[sz]ation|bearer|log\s*in|sign\s*in|authenticat\w*|--password-stdin|as\s+the\s+login)\b/i;

/** The later sentence points back at what was fetched. */
export const POINTS_BACK = new RegExp(
  [
    String.raw`\b(?:it|them|both|these|those|each(?:\s+one)?|everything|all\s+of\s+(?:it|them)|(?:the|its|their)\s+(?:[\w-]+\s+)?(?:values?|list|file|token|tokens|keys?|contents?|output|archive|zip|bundle|dump|backup)(?!\s+of\b))\b`,
    String.raw`${L}(?:lo|los|las|ambos|estos|beide|beides|diese|sie|es|les|tous|ces|os|as|esses|их|это|эти|оба)${R}`,
    String.raw`${L}(?:o|a|el|la|le|den|die|das|der|son|sa|ses)\s+(?:token|tokens|clave|chave|clé|schlüssel|contenido|conteúdo|contenu|inhalt|valor|valeur|wert|archivo|arquivo|fichier|datei|sortie|salida|saída|ausgabe)${R}`,
    "这些|它们|上述|以上|それ|これら|上記|이것|그것|위의",
  ].join("|"),
  "iu",
);

/** Right after a verb that puts: its object left out ("paste into the ticket"), so it is what came before. */
export const ELIDED = /^\s*(?:to|into|in|on|onto|as|at|al|à|en|dans|para|na|no|em|zum|zur|auf|в|на)\s/iu;
/** Between the verb and the secret: the secret is the means, not what is put ("post it using $SLACK_TOKEN"). */
export const INSTRUMENT =
  /\b(?:using|use|uses|with|via|through|by|authenticat\w*|log\s*in|sign\s*in|login)\b|--password-stdin|header/i;
/** Between the secret and a place: another clause, whose place is not the secret's. */
export const CLAUSE_BREAK =
  /;|,\s*(?:and|then|so|but|which|where|while)\b|\band\s+(?:the|it|this|that|they|we|you|he|she)\s|\b(?:then|so\s+that|because|which|where|while|when|if)\b/i;
/** A sentence that describes the theft (an advisory, a detector, a pentest) rather than orders it. */
export const DESCRIBES =
  /(?<![\w./@-])(?:malicious|malware|stealers?|attackers?|attacks?|theft|steal(?:s|ing)?|exfiltrat\w*|phishing|detect(?:s|ed|ion|ors?)?|flag(?:s|ged)?|heuristics?|indicators?|scor(?:e|es|ed|ing)|red\s+flags?|payload|threats?|penetration|pentest\w*|brute[\s-]?forc\w*)\b(?![\w-]*[./@]\w)/i;
/** A secret's variable written as its value: `$NAME`, `${NAME}`, `%NAME%`, `$env:NAME`, `process.env.NAME`, `os.environ["NAME"]`. */
export const VALUE_MARK = /(?:\$\{?|%|\$env:|env\.|environ\[\s*["']|getenv\(\s*["']|ENV\[\s*["'])$/;
/** Before a bare variable's name: a word that makes it the value ("the value of", "the contents of"). */
export const VALUE_OF = /\b(?:value|contents?|output)\s+of\b|\bvalor\s+de\b|\bvaleur\s+de\b|\bWert\s+von\b/i;

/** Hint words: the sources' (lowercase ASCII, anywhere in a line). */
export const SECRET_OUT_HINTS: readonly string[] = [
  ".aws",
  ".ssh",
  "id_rsa",
  "id_ed25519",
  "id_ecdsa",
  ".env",
  ".kube",
  "kubeconfig",
  ".docker",
  ".netrc",
  ".npmrc",
  ".pypirc",
  "git-credentials",
  "hosts.yml",
  "gcloud",
  "login data",
  "web data",
  "cookie",
  "local state",
  "leveldb",
  "tdata",
  "keychain",
  "wallet.dat",
  "auth token",
  "credential fill",
  "find-generic",
  "find-internet",
  "op read",
  "op item",
  "lpass",
  "bw get",
  "pass show",
  "vault kv",
  "vault read",
  "aws configure",
  "get-session-token",
  "access-token",
  "identity-token",
  "config view",
  "get secret",
  "auth:token",
  "docker-credential",
  "printenv",
  "env |",
  "env|",
  "`env`",
  "secrets",
  "token",
  "_key",
  "secret",
  "password",
  "passwd",
  "_auth",
  "credentials",
  "mcp.json",
];
