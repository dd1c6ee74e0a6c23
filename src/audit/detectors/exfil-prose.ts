// Credential theft said as an instruction, in English and other languages: a secret (a credential file, a
// key, the environment's tokens, saved passwords, a wallet) collected, and a sink in the same instruction
// (a URL, mail, a webhook, a paste, an issue or PR comment, a commit, the reply, a query string, DNS).
// Also the same secret carried by name to a sink anywhere in the file (`KEYS = read(~/.ssh/*)` … `post(KEYS)`).
import { inCodeBlock, mentionedOnly } from "../context.js";
import type { AuditLine, AuditText, TextHit } from "../rule-types.js";
import {
  eachMatchFast,
  type FastPattern,
  fastPattern,
  LETTERS_OF_OTHER_LANGUAGES,
  otherLetters,
  sentenceAround,
  WORD_END,
  WORD_START,
} from "../sentences.js";
import { boundsAround, eachMatch, lineOf, startsOf } from "../text.js";
import { CREDENTIAL_PATH } from "../vocab.js";
import { forbiddingList } from "./forbidding-list.js";

const L = WORD_START;
const R = WORD_END;

/** Secrets that need no more words: where they live, or what they are. */
const SECRET_SPECIFIC = [
  CREDENTIAL_PATH,
  String.raw`\.env(?<![\w.$@-]\.env)(?:\.local|\.production|\.prod)?(?![\w.-])`,
  String.raw`\b(?:credentials|token|client_secret)\.json\b|\bservice[-_]account[\w-]{0,30}\.json\b|\.terraform\.d\/credentials|\.cargo\/credentials|\.gem\/credentials|\.m2\/settings\.xml|\.password-store\b|\.local\/share\/keyrings|\.kdbx\b|\bcookies\.sqlite\b|\bWeb\s+Data\b|Local\s+Storage\/leveldb|\.config\/solana|\.bitcoin\/`,
  String.raw`\bgh\s+auth\s+token\b|\bgh\s+auth\s+status\b[^\n]{0,40}--show-token|\bgit\s+credential\s+fill\b|\bbw\s+export\b|\blpass\s+export\b|\bop\s+item\s+(?:list|get)\b[^\n]{0,40}--reveal|\b(?:printenv|env)\b(?=\s*(?:[\x60'"]|$|\|))|\bdump-keychain\b`,
  String.raw`${L}(?:(?:SSH|private|signing|deploy|GPG|PGP)\s+keys?|(?:seed|recovery|mnemonic)\s+(?:phrases?|words)|mnemonics?|key\s*chains?|keychain|password\s+managers?|1Password|Bitwarden|LastPass|KeePass|(?:saved|stored|browser)\s+(?:passwords|logins|credentials)|(?:session|browser|auth)\s+cookies|cookie\s+(?:jar|store|database)|(?:shell|bash|zsh|command)\s+history|wallet\s+files?|crypto\s+wallets?)${R}`,
  String.raw`${L}(?:SSH[-\s]?Schl[üu]ssel|private[nr]?\s+Schl[üu]ssel|llaves?\s+privadas?|claves?\s+privadas?|chaves?\s+privadas?|chaves?\s+SSH|cl[ée]s?\s+priv[ée]es?|cl[ée]s?\s+SSH|contrase[ñn]as\s+guardadas|senhas\s+salvas|mots\s+de\s+passe\s+enregistr[ée]s|frase\s+semilla|frase\s+de\s+recupera[çc][ãa]o)${R}`,
  String.raw`(?:개인\s?키|비밀\s?키|SSH\s?키|시드\s?문구|복구\s?문구|私钥|秘钥|密钥文件|助记词|钱包文件|秘密鍵|シードフレーズ|ニーモニック|закрыт\p{L}{0,3}\s+ключ|приватн\p{L}{0,3}\s+ключ|SSH[-\s]ключ|сид[-\s]фраз|المفتاح\s+الخاص|مفاتيح\s+SSH|عبارة\s+الاسترداد)`,
];
/** Secrets named in general: they count with a scope ("all", "every", "the user's", "from the environment"). */
const SECRET_GENERIC = [
  String.raw`${L}(?:(?:API|access|secret|auth|session|bearer|refresh|OAuth|GitHub|GitLab|npm|PyPI|cloud|AWS|Slack|Discord|OpenAI|Anthropic)[\s_-]?(?:keys?|tokens?|secrets?)|credentials|passwords|passphrases|secrets|cookies|environment\s+variables?|env\s+vars?|wallets|[A-Z][A-Z0-9]{0,20}_(?:TOKEN|SECRET|API_KEY|KEY|PASSWORD)S?)${R}`,
  String.raw`${L}(?:Zugangsdaten|Anmeldedaten|Passw[öo]rter|Kennw[öo]rter|API-Schl[üu]ssel|Schl[üu]ssel|Geheimnisse|Umgebungsvariablen|credenciales|credenciais|contrase[ñn]as|senhas|claves|chaves|llaves|secretos|segredos|variables\s+de\s+entorno|vari[áa]veis\s+de\s+ambiente|identifiants|mots\s+de\s+passe|jetons|cl[ée]s|variables\s+d['’]environnement|credenziali|chiavi|password)${R}`,
  String.raw`(?:비밀번호|암호|토큰|자격\s?증명|환경\s?변수|지갑|密钥|密码|口令|令牌|凭证|凭据|环境变量|钱包|认证信息|トークン|パスワード|認証情報|資格情報|環境変数|キー|ウォレット|ключ\p{L}{0,3}|парол\p{L}{0,3}|токен\p{L}{0,3}|учётн\p{L}{0,4}\s+данн\p{L}{0,3}|учетн\p{L}{0,4}\s+данн\p{L}{0,3}|переменн\p{L}{0,4}\s+окружения|секрет\p{L}{0,3}|кошел\p{L}{0,4}|مفاتيح|كلمات\s+المرور|كلمة\s+المرور|بيانات\s+الاعتماد|الرموز|متغيرات\s+البيئة|المحافظ)`,
];
const SCOPE = String.raw`${L}(?:all|every|any|each|whatever|everything|the\s+user['’]?s|user['’]s|their|stored|saved|you\s+(?:can\s+)?find|from\s+the\s+(?:environment|machine|home|system|browser|disk|computer|keychain|profile|repo\w{0,6})|in\s+the\s+(?:environment|home)|alle|s[äa]mtliche|todas?|todos|tous|toutes|tutti|quaisquer|все|всех|любые|каждый)${R}|(?:所有|全部|一切|任何|すべて|全て|全部|모든|모두|전부|저장된|كل|جميع)`;

/** Collect or read: the verb that takes the secret. */
const COLLECT = [
  String.raw`${L}(?:ask(?:\s+the\s+user|\s+them)?(?:\s+for|\s+to\s+(?:paste|provide|enter|type|share|send))|request|prompt\s+(?:the\s+user\s+)?for|have\s+the\s+user\s+(?:paste|enter|type|provide)|write|log|save|record|back\s?up|sync|read|cat|collect|gather|harvest|grab|copy|extract|dump|inventory|snapshot|bundle|pack|find|search|locate|scan|look\s+for|get|take|fetch|retrieve|export|open|load|obtain|capture|zip|tar|archive|base64|encode|hex-?encode|enumerate|steal|run|list|contents\s+of|the\s+values?\s+of|the\s+output\s+of)${R}`,
  String.raw`${L}(?:lies|lese|lesen|sammle|sammeln|kopiere|kopieren|extrahiere|finde|suche|hole|exportiere|[öo]ffne|nimm|lee|leer|recopila|recoge|re[úu]ne|junta|copia|extrae|busca|encuentra|obt[ée]n|obtener|exporta|abre|toma|leia|ler|colete|coletar|re[úu]na|copie|extraia|busque|encontre|obtenha|exporte|abra|pegue|lis|lire|collecte|r[ée]cup[èe]re|rassemble|extrais|cherche|trouve|ouvre|prends|leggi|raccogli|estrai|cerca|trova|esporta|apri|prendi)${R}`,
  String.raw`(?:수집|읽|가져|복사|추출|찾아|입력하|询问|让用户|要求|读取|读出|收集|获取|复制|拷贝|提取|查找|搜索|找到|导出|打开|打包|取出|列出|抓取|読み取|読み込|読ん|収集|集め|取得|コピー|抽出|探し|検索|エクスポート|開い|開き|прочита|прочти|прочит|считай|собери|собрать|скопируй|извлеки|найди|получи|экспортируй|открой|возьми|اقرأ|اجمع|انسخ|استخرج|ابحث|احصل|افتح|خذ)`,
].join("|");

/** A sink: a verb that sends or places, and a destination, in the same instruction. */
const SINK_VERB_EN = String.raw`(?:send|upload|post|transmit|exfiltrate|forward|e-?mail|mail|share|publish|submit|attach|commit|push|include|copy|move|deploy|serve|back\s?up|sync|mirror|transfer|rsync|scp|paste|put|embed|append|add|insert|write|print|show|display|output|return|quote|list|report|resolve|deliver|sync|leak|log|place|echo|reproduce|mention|give|create|open|look(?=\s+(?:it|them|each\s+\w+)\s+up\b))(?:e?s|e?d|ing|[tgp](?:ed|ing))?`;
/** Sink verbs of Latin-script languages other than English. */
const SINK_VERB_LATIN = String.raw`${L}(?:copia|copie|kopiere|zeige|muestra|imprime|mostre|imprima|affiche|mostra|stampa|sende|schicke|[üu]bermittle|lade|hochladen|poste|teile|f[üu]ge|h[äa]nge|env[íi]a|enviar|manda|sube|subir|publica|comparte|adjunta|incluye|incl[úu]yel\p{L}{0,3}|pega|a[ñn]ade|envie|enviar|mande|carregue|publique|compartilhe|anexe|inclua|cole|adicione|envoie|envoyer|t[ée]l[ée]verse|publie|partage|joins|inclus|colle|ajoute|invia|carica|pubblica|condividi|allega|includi|incolla|aggiungi)\p{L}{0,4}${R}`;
export const SINK_VERB = [
  String.raw`${L}${SINK_VERB_EN}${R}`,
  SINK_VERB_LATIN,
  String.raw`(?:전송|보내|업로드|붙여|포함|게시|출력|输出|显示|打印|展示|给出|写出|出力|表示|書き出|記載|вывед|покажи|напечатай|أظهر|اعرض|اطبع|发送|发到|发给|上传|提交|推送|粘贴|附上|附加|包含在|放在|放入|写入|转发|分享|送信|送っ|送り|アップロード|投稿|貼り付け|含め|添付|転送|共有|отправ|пошли|перешли|загрузи|выгрузи|опубликуй|вставь|включи|приложи|добавь|скопируй|помести|запиши|сохрани|передай|размести|прикрепи|أرسل|ارسل|ارفع|انشر|الصق|ضمّن|ضمن|أرفق|أضف)`,
].join("|");
const DESTINATION = [
  String.raw`https?:\/\/|\b(?:rsync|scp|sftp|s3|gs|az)(?::\/\/|\s)|\b(?:to|at|on|onto)\s+(?:[\w-]{1,63}\.){1,6}(?!(?:json|ya?ml|md|txt|py|js|ts|sh|toml|lock|env|log|csv|html|xml|pem|key|conf|cfg|ini|zip|gz|tar|tgz)\b)[a-z]{2,12}\b|\b[\w.+-]{1,64}@[\w-]{1,63}\.[\w.-]{1,63}|(?<![\p{L}\p{N}_/.\\-])(?:webhook|endpoint|server|channel|origin|remote|gist|pastebin|paste\s+(?:site|service)|(?:a|the)\s+paste|issue|pull\s+request|PR|comment|ticket|discussion|commit|repo(?:sitory)?|branch|reply|answer|response|summary|output|message|chat|conversation|query\s+(?:string|param\w{0,5})|header|subdomain|DNS|nslookup|dig|public\s+(?:folder|directory|site|bucket)|README|docs\s+site|description|image|link|form|Slack|Discord|Telegram)s?(?![\p{L}\p{N}_/\\-])|\.\/public\/|\/public\/|(?<![\w.-])public\/|\\\\[\w.-]{1,100}\\|(?:network|team|shared?|file)\s+(?:share|drive|folder)s?\b|\bwiki\b`,
  String.raw`${L}(?:Antwort|Nachricht|Kommentar|Server|Repository|Ticket|respuesta|mensaje|comentario|correo|servidor|repositorio|resposta|mensagem|coment[áa]rio|r[ée]ponse|commentaire|courriel|serveur|d[ée]p[ôo]t|risposta|messaggio|commento)${R}`,
  "(?:응답|답변|메시지|서버|이메일|저장소|이슈|풀\\s?리퀘스트|티켓|댓글|プルリクエスト|プルリク|イシュー|チケット|拉取请求|合并请求|工单|议题|描述|запрос\\p{L}{0,2}\\s+на\\s+слияние|задач\\p{L}{0,2}|тикет\\p{L}{0,2}|описани\\p{L}{0,2}|回复|回答|答复|消息|评论|邮件|邮箱|服务器|仓库|网址|链接|图片|返信|回答|メッセージ|コメント|メール|サーバー|リポジトリ|画像|ответ|сообщени|комментари|почт|сервер|репозитори|الرد|ردك|إجابتك|رسالة|تعليق|البريد|الخادم|المستودع)",
].join("|");

/** An API key or token in a request's authentication is how an API is used, not a leak. */
const AUTH_USE =
  /\b(?:headers?|authori[sz]ation|bearer|authenticat\w{1,6}|x-[\w-]{0,30}api-key|log\s*in|sign\s*in|(?:API|access)\s+requires|in\s+(?:all|every|each)\s+(?:API\s+)?(?:requests?|calls?))\b/i;
/** Secrets named as settings to document or configure ("README should list required env vars"): names, not values. */
const NAMES_BEFORE = /\b(?:required|needed|necessary|supported|expected|optional|missing|available)\s+$/i;
/** "do not print the values", "never send", "nicht … einfügen", "不要": the instruction forbids the sink. */
const NEGATABLE = String.raw`(?:print|send|share|include|paste|reveal|expose|upload|post|commit|output|show|log|display|leak|echo|write|copy|store|put|read|search|open|cat|collect|access|look|touch|scan|embed|return|transmit|forward|e-?mail|attach|insert|append|add|publish|submit|push|quote|hard-?code|request)\w{0,3}`;
/**
 * A forbidden sink: "never … send", a list of verbs ("MUST NOT request, output, log, or commit secrets"),
 * "never ask the user to paste" (the asking is what is forbidden, with the verb right after it).
 */
export const NEGATED_EN = new RegExp(
  String.raw`\b(?:never|don['’]?t|do\s+not|does\s+not|doesn['’]?t|must\s+not|should\s+not|avoid)\s+(?:(?:ask|tell|require)\s+(?:the\s+user|users|them)\s+to\s+|(?:\w+\s+){0,3}?(?:${NEGATABLE},\s+)*(?:(?:or|and)\s+)?)${NEGATABLE}\b|\b(?:redact|mask)\w{0,3}\b|\bwithout\s+(?:printing|revealing|including|sending|showing|exposing)\b`,
  "i",
);
const NEGATED =
  /(?<![\p{L}\p{N}_])(?:refuse|nie(?:mals)?|nicht|nunca|jam[áa]s|no\s+(?:env[íi]|incluy|compart|pegu|muestr)|n[ãa]o\s+(?:envi|inclu|compart|cole|mostr)|ne\s+\p{L}{1,12}\s+(?:jamais|pas)|никогда|не\s+(?:отправ|вставл|включ|публик|показ))|(?:不要|切勿|禁止|请勿|しないで|ないでください|لا\s+ترسل|لا\s+تضع|لا\s+تشارك)/iu;
/** Words of a text that describes the attack (a guide, a detector, a refusal) rather than performs it. */
export const DESCRIBES =
  /(?<![\p{L}\p{N}_.@/-])(?:refuse|decline|theft|attack(?:er|ers|s)?|malicious|phishing|red\s+flags?|suspicious|warning\s+signs?|injection|exfiltration\s+attempts?|detect\w{0,5}|scanner)(?![\p{L}\p{N}_-])/iu;

// The look-behind expressions run through eachMatchFast (sentences.ts): the same matches, found fast.
const SPECIFIC_FAST = fastPattern(SECRET_SPECIFIC.join("|"), "iu");
const GENERIC_FAST = fastPattern(SECRET_GENERIC.join("|"), "iu");
/**
 * The hinted row reads sentences of ASCII letters only: its secrets are found with the words in Latin
 * letters and ASCII word boundaries, without the Unicode flag (several times faster on every hinted line).
 */
const asciiOf = (parts: readonly string[]): RegExp =>
  new RegExp(
    parts
      .filter((p) => !/[^\x00-\x7f]/.test(p))
      .join("|")
      .split(L)
      .join("\\b")
      .split(R)
      .join("\\b"),
    "gi",
  );
const SPECIFIC_ASCII_G = asciiOf(SECRET_SPECIFIC);
const GENERIC_ASCII_G = asciiOf(SECRET_GENERIC);
const SCOPE_RE = new RegExp(SCOPE, "iu");
const COLLECT_FAST = fastPattern(COLLECT, "iu");
/** Collect verbs that are nouns after a determiner: "a list of SSH keys", "forwards the request". */
const NOUN_AFTER_DETERMINER =
  /(?:^|\s)(?:a|an|the|this|that|each|every|its|their|your|our)\s+(?:list|log|record|request|run|search|scan|find|look)$/i;
/** …unless a verb takes the noun: "make a list of the keys", "do a search for tokens". */
const NOUN_TAKEN =
  /\b(?:make|take|compile|build|keep|produce|prepare|do|perform|start|get|write|create)\s+\S+\s+\S+$/i;
/** A collect verb used as a verb in the sentence (not "a list", "the request"). */
function collectsIn(s: string): boolean {
  let found = false;
  eachMatchFast(COLLECT_FAST, s, (m) => {
    // A word of a path or an endpoint (`oauth/open/loginV2`, `/api/list`) names it; it is no verb.
    if (s[m.index - 1] === "/" || s[m.index + m[0].length] === "/") return false;
    const upTo = s.slice(Math.max(0, m.index - 24), m.index + m[0].length);
    if (!NOUN_AFTER_DETERMINER.test(upTo.slice(-16)) || NOUN_TAKEN.test(upTo)) found = true;
    return found;
  });
  return found;
}
/** The secret is what the user is told to create or set up ("Create a `.env` file"), not one to collect. */
const CREATED_BEFORE =
  /\b(?:create|generate|make|set\s+up|configure|rotate|revoke|regenerate)\s+(?:(?:a|an|the|your|new)\s+)*[\x60"']?\s?$/i;
const DESTINATION_RE = new RegExp(DESTINATION, "iu");
/** What a sink verb sends, in English: the secret itself, a pronoun for it, its contents or values. */
const SENDS_IT =
  /^\S+\s+(?:[\x60<$]|each\s+(?:chunk|part|piece|line)\b|(?:den|die|das|dem|ihn|ihren?|el|la|los|las|lo|le|les|il|gli|ses|son|sa|su|sus|seu|sua|seus|suas)\s|(?:it|them|this|these|those|everything|what\s+you\s+(?:found|collected|read|gathered))\b|(?:(?:an?|the|one|new)\s+(?:(?:[\w#-]+\s+){0,4}(?:with|containing|holding|including|of)|(?:[\w#./-]+\s+){0,8}?whose\s+(?:body|description|text|content)\s+(?:holds|contains|includes|is|has))\s+)?(?:(?:its|their|the|all|both|every|each|full|entire|complete|whole|raw)[\s,]+(?:(?!public\b)[\w-]+[\s,]+){0,2}?(?:contents?|values?|keys?|tokens?|secrets?|credentials?|passwords?|cookies|files?|output|data|text|results?|findings?|list|archive|zip|dump)\b))/i;

/** "The user's private key must be uploaded to …": the secret is the subject of a passive sink. */
const PASSIVE_SINK =
  /\b(?:must|should|will|needs?\s+to|has\s+to|is\s+to|are\s+to|gets?)\s+(?:also\s+)?be\s+(?:uploaded|sent|posted|shared|copied|e-?mailed|forwarded|attached|included|pasted|committed|pushed|published|synced|transmitted|submitted)\b/i;
/** The secret inside a URL's query: "call https://x/p?cfg=<contents of the .env file>". */
const IN_URL_QUERY =
  /https?:\/\/\S{1,300}[?&][\w-]{1,40}=\s?[<{$[(]?[^\s>}]{0,80}(?:\s[^\s>}]{1,40}){0,8}\s?$/;
/** A file the secret was written to, sent on: "write … to debug.log, then upload debug.log". */
const SENDS_FILE = /^\S+\s+(?:the\s+)?([\w~./-]{1,80}\.\w{1,5})\b/;

/**
 * The user's own secret store: a credential put there is kept, not sent (a vault, the OS keychain, a keyring,
 * a password or secrets manager, a credential helper).
 */
const SECRET_STORE =
  /\b(?:vaults?|key\s?chains?|keyrings?|password\s+managers?|secrets?\s+managers?|secret\s+stores?|credential\s+(?:stores?|helpers?|managers?)|1Password|Bitwarden|KeePass\w{0,2}|Doppler|Infisical)\b/i;
/** What would still send it: a send-like verb, a link or a mail address, a reply or a shared place. */
const SENDS_OUT =
  /\b(?:send|upload|post|transmit|exfiltrat|forward|e-?mail|mail|share|publish|submit|attach|commit|push|paste|include|print|show|display|output|return|quote|report|echo|reproduce|mention|leak|embed|append|mirror|transfer|deliver|give|expose|reveal)\w{0,4}\b|https?:\/\/|[\w.+-]{1,64}@[\w-]{1,63}\.|\b(?:reply|response|answer|chat|issue|comment|ticket|pull\s+request|webhook|channel|gist|paste\s?bin|summary)\b/i;
const LINK_OR_MAIL = /https?:\/\/|[\w.+-]{1,64}@[\w-]{1,63}\./;

/** The kinds of secret whose auth use is normal (a token or an API key for its own service). */
const AUTH_KIND =
  /token|api|key|secret|bearer|oauth|jeton|clave|chave|schl|ключ|токен|密钥|令牌|トークン|キー/i;

/** A fact found on first need, then kept. */
function once<T>(make: () => T): () => T {
  let done = false;
  let value: T;
  return () => {
    if (!done) {
      value = make();
      done = true;
    }
    return value;
  };
}

/**
 * What a sentence says, each fact found on first need and then kept (many secrets in one sentence, or a
 * long run of them): most secrets fail the first test or two, and the later ones cost the most.
 */
interface SentenceFacts {
  readonly otherLetters: () => boolean;
  readonly scope: () => boolean;
  readonly collect: () => boolean;
  readonly passive: () => boolean;
  readonly negated: () => boolean;
  readonly sink: () => boolean;
  /** Its only place for a secret is the user's own secret store: nothing in it sends. */
  readonly stored: () => boolean;
}
const sentenceFacts = (s: string): SentenceFacts => ({
  otherLetters: once(() => LETTERS_OF_OTHER_LANGUAGES.test(s)),
  scope: once(() => SCOPE_RE.test(s)),
  collect: once(() => collectsIn(s)),
  passive: once(() => PASSIVE_SINK.test(s)),
  negated: once(() => NEGATED.test(s)),
  sink: once(() => SINK_VERB_LINE.test(s)),
  stored: once(() => SECRET_STORE.test(s) && !SENDS_OUT.test(s)),
});

interface SinkVerb {
  readonly at: number;
  readonly english: boolean;
  readonly object: boolean;
  readonly name: string;
}
/** What the window around a sentence holds (its sink verbs, with whether each sends the secret), each found on first need. */
interface WindowFacts {
  readonly destination: () => boolean;
  readonly refused: () => boolean;
  readonly authUse: () => boolean;
  readonly verbs: () => readonly SinkVerb[];
  readonly slot: () => boolean;
  readonly body: () => boolean;
  readonly links: () => boolean;
}
const windowFacts = (w: string, sentence: string): WindowFacts => ({
  destination: once(() => DESTINATION_RE.test(w)),
  refused: once(() => NEGATED_EN.test(w) || DESCRIBES.test(w)),
  authUse: once(() => AUTH_USE.test(w)),
  verbs: once(() => sinkVerbs(w, sentence)),
  slot: once(() => QUERY_SLOT.test(w)),
  body: once(() => BODY_IS.test(w) || PUBLIC_PLACE.test(w)),
  links: once(() => LINK_OR_MAIL.test(w)),
});
/** A request's body or a tool's argument is the secret: "the body set to the contents of ~/.ssh/id_ed25519". */
const BODY_IS =
  /\b(?:body|payload|data|content|message|text|parameter|argument|field|header)\s+(?:set\s+to|=|:|being|is|equal\s+to|filled\s+with|with|containing)\s+(?:the\s+)?(?:full\s+|raw\s+|entire\s+|whole\s+)?(?:contents?|value|text|output|bytes)\s+of\b/i;
/** A URL whose query has a slot to fill ("…/check?cfg=<the encoded file>"): requesting it sends what fills the slot. */
const QUERY_SLOT =
  /https?:\/\/[^\s"'\x60<>]{1,300}[?&][\w-]{1,40}=(?:<[^>\n]{1,80}>|\{[^}\n]{1,80}\}|\[[^\]\n]{1,80}\]|\$\{?\w)/i;

function sinkVerbs(w: string, sentence: string): SinkVerb[] {
  const verbs: SinkVerb[] = [];
  eachMatchFast(SINK_VERB_FAST, w, (m) => {
    const next = w.slice(m.index, m.index + 160);
    const file = SENDS_FILE.exec(next)?.[1];
    const object = SENDS_IT.test(next) || (file !== undefined && file !== m[0] && sentence.includes(file));
    verbs.push({ at: m.index, english: ENGLISH_SINK_VERB.test(m[0]), object, name: m[0] });
  });
  return verbs;
}

const memo = new WeakMap<AuditText, Map<string, SentenceFacts | WindowFacts>>();

function cached<T extends SentenceFacts | WindowFacts>(file: AuditText, key: string, make: () => T): T {
  let m = memo.get(file);
  if (!m) {
    m = new Map();
    memo.set(file, m);
  }
  let v = m.get(key) as T | undefined;
  if (!v) {
    v = make();
    m.set(key, v);
  }
  return v;
}

/** The window for a sink: the sentence, the line before and two lines after, at most 400 characters (on a grid) each way. */
function sinkWindow(file: AuditText, index: number, sentence: { from: number; to: number }) {
  const b = boundsAround(file.text, startsOf(file), index, 1, 2, 10_000);
  const from = Math.min(sentence.from, Math.max(b.from, Math.floor((index - 400) / 128) * 128));
  const to = Math.max(sentence.to, Math.min(b.to, Math.ceil((index + 400) / 128) * 128));
  return { from, to };
}

function exfiltrates(
  file: AuditText,
  index: number,
  length: number,
  specific: boolean,
  ascii: boolean,
): boolean {
  const text = file.text;
  const sentence = sentenceAround(file, index);
  const sf = cached(file, `s${sentence.from}:${sentence.to}`, () =>
    sentenceFacts(text.slice(sentence.from, sentence.to)),
  );
  if (ascii === sf.otherLetters() || (!specific && !sf.scope())) return false;
  if (!specific && NAMES_BEFORE.test(text.slice(Math.max(sentence.from, index - 30), index))) return false;
  if (CREATED_BEFORE.test(text.slice(Math.max(sentence.from, index - 40), index))) return false;
  // Bounded look-back: lastIndexOf over the whole text would be quadratic on a long line of secrets.
  const back = Math.max(sentence.from, index - 300);
  const lastUrl = text.slice(back, index).lastIndexOf("http");
  const inUrl = lastUrl >= 0 && IN_URL_QUERY.test(text.slice(back + lastUrl, index));
  if (
    !sf.collect() &&
    !sf.passive() &&
    !inUrl &&
    !(specific && sinkTakes(text, sentence.from, index, sf, ascii))
  )
    return false;
  const win = sinkWindow(file, index, sentence);
  const wf = cached(file, `w${win.from}:${win.to}`, () =>
    windowFacts(text.slice(win.from, win.to), text.slice(sentence.from, sentence.to)),
  );
  if (
    !inUrl &&
    (!wf.destination() ||
      !(
        sf.passive() ||
        (specific && wf.slot()) ||
        wf.body() ||
        sendsTheSecret(wf, { text, from: win.from }, index - win.from, ascii)
      ))
  )
    return false;
  if (sf.negated() || wf.refused() || forbiddingList(file, index)) return false;
  // Put into a vault, the keychain or a password manager, with no link or address near: kept, not sent.
  if (!inUrl && sf.stored() && !wf.links()) return false;
  const name = text.slice(index, index + length);
  if (AUTH_KIND.test(name) && !/ssh|private|signing|deploy|seed|\.env/i.test(name) && wf.authUse())
    return false;
  return !mentionedOnly(file, index);
}

const SINK_VERB_FAST = fastPattern(SINK_VERB, "iu");
const SINK_VERB_LINE = new RegExp(SINK_VERB, "iu");
/**
 * Sink verbs that move what they take, in the imperative ("Attach ~/.ssh/id_rsa to …", "Invia il file .env a …"):
 * English base forms, and whole words of other Latin-script languages (their stems also begin English words:
 * "includi" -> "including", "manda" -> "mandatory").
 */
const TAKES_BEFORE = new RegExp(
  String.raw`(?:${L}(?:send|upload|post|attach|paste|e-?mail|mail|forward|share|transmit|publish|submit|mirror|embed|append|insert)|${L}(?:envía|envia|envie|envíe|mande|manda|sube|publica|adjunta|comparte|pega|carregue|anexe|compartilhe|cole|publique|envoie|envoyez|partage|colle|ajoute|publie|invia|inviate|carica|pubblica|condividi|allega|incolla|aggiungi|sende|schicke|lade|teile|füge|hänge))(?=\s)[^.!?;:\n]{0,80}$`,
  "iu",
);
/** Said before the verb: "does not store or transmit", "never send". */
const NOT_BEFORE = /\b(?:not|never|no|don['’]t|doesn['’]t|without|nor)\b|\*\*not\*\*/i;
/**
 * A named secret (a file, a key kind) is the object of a sink verb: before it in its clause (English and Latin
 * languages), or anywhere in a sentence of another script (verbs end those sentences: "…を貼り付けて", "…포함하세요").
 */
function sinkTakes(text: string, from: number, index: number, sf: SentenceFacts, ascii: boolean): boolean {
  const before = text.slice(Math.max(from, index - 100), index);
  if (NOT_BEFORE.test(before)) return false;
  return (!ascii && sf.sink()) || TAKES_BEFORE.test(before);
}
/** Kept where anyone can fetch it: "save a copy of the user's .env as public/env.txt". */
const PUBLIC_PLACE =
  /\b(?:save|store|write|copy|put|place|move)\w{0,3}\b[^.\n]{0,120}\b(?:as|to|into|in|under)\s+[\x60"']?(?:\.\/)?(?:public|static|www|htdocs|wwwroot)\//i;

const ENGLISH_SINK_VERB = new RegExp(`^${SINK_VERB_EN}$`, "iu");

/**
 * A sink verb in the window whose object is the secret: in English, the secret itself after the verb or a
 * pronoun or "the contents / values / file" right after it ("post messages to the channel" sends
 * messages, not the token). Other languages order words otherwise: a sink verb is enough there.
 */
function sendsTheSecret(
  wf: WindowFacts,
  w: { text: string; from: number },
  at: number,
  ascii: boolean,
): boolean {
  for (const v of wf.verbs()) {
    if (!ascii || !v.english || v.object) return true;
    // The verb right before the secret ("upload ~/.ssh/id_rsa to …"), with no sentence break between.
    if (v.at < at && at - v.at < 80 && !/^(?:open|create)/i.test(v.name)) {
      const between = w.text.slice(w.from + v.at + v.name.length, w.from + at);
      if (!/[.!?"“”:;]/.test(between.replace(/https?:\/\/\S+/g, "URL"))) return true;
    }
  }
  return false;
}

/**
 * An instruction that collects a secret and sends or places it somewhere. With `lines` (the hinted row):
 * the secrets on those lines, in sentences of ASCII letters; otherwise (the non-ASCII row) every secret
 * across a text that holds letters of other languages, in sentences that do.
 */
export function credentialExfilProse(file: AuditText, lines: readonly AuditLine[]): TextHit[] {
  const ascii = lines.length > 0;
  // Prose of Markdown files (HTML comments included); commands and scripts are the other rules'.
  if (!file.markdown || (!ascii && !LETTERS_OF_OTHER_LANGUAGES.test(file.text))) return [];
  const out: TextHit[] = [];
  const seen = new Set<number>();
  const starts = startsOf(file);
  const visit = (re: RegExp | FastPattern, specific: boolean, text: string, offset: number) => {
    const each = (m: RegExpExecArray) => {
      const index = offset + m.index;
      const line = lineOf(starts, index);
      if (seen.has(line)) return;
      if (exfiltrates(file, index, m[0].length, specific, ascii)) {
        seen.add(line);
        out.push({ index, length: m[0].length });
      }
    };
    if (re instanceof RegExp) eachMatch(re, text, each);
    else eachMatchFast(re, text, each);
  };
  if (ascii)
    for (const l of lines) {
      if (inCodeBlock(file, l.index)) continue;
      visit(SPECIFIC_ASCII_G, true, l.text, l.index);
      visit(GENERIC_ASCII_G, false, l.text, l.index);
    }
  else {
    // Only lines with letters of other languages (the ASCII ones are the hinted row's), found from where those letters are.
    let last = -1;
    for (const at of otherLetters(file)) {
      const i = lineOf(starts, at);
      if (i === last) continue;
      last = i;
      const from = starts[i]!;
      if (inCodeBlock(file, from)) continue;
      const line = file.text.slice(from, i + 1 < starts.length ? starts[i + 1]! - 1 : file.text.length);
      visit(SPECIFIC_FAST, true, line, from);
      visit(GENERIC_FAST, false, line, from);
    }
  }
  return out;
}

export const CREDENTIAL_PROSE_HINTS =
  ".ssh|id_rsa|id_ed25519|id_ecdsa|id_dsa|.aws/|gcloud|application_default|.azure/|.kube/|.docker/|.npmrc|.pypirc|.netrc|.git-credentials|.vault-token|/etc/shadow|keychain|key chain|login data|local state|cookie|.mozilla|key3.db|key4.db|logins.json|wallet|electrum|exodus|metamask|keystore|seed|recovery phrase|recovery word|mnemonic|.gnupg|gh/hosts|.credentials|.codex/|_history|shell history|bash history|zsh history|command history|.env|credential|token|secret|password|passw|passphrase|keys|_key|api key|api-key|api_key|apikey|access key|access-key|access_key|secret key|secret-key|auth key|session key|oauth key|cloud key|aws key|github key|gitlab key|npm key|pypi key|slack key|discord key|openai key|anthropic key|ssh key|private key|signing key|deploy key|gpg key|pgp key|saved login|stored login|browser login|schl|clave|chave|llave|contrase|senha|mots de passe|jeton|identifiant|zugangsdaten|anmeldedaten|kennw|geheim|segredo|credenc|credenzial|chiav|env var|environment var|environnement|entorno|ambiente|umgebung|printenv|`env|gh auth|bw export|lpass|--reveal|show-token|credential fill|1password|bitwarden|lastpass|keepass|.kdbx|service-account|service_account|.terraform.d|.cargo/|.gem/|.m2/|password-store|keyrings|web data|leveldb|solana|.bitcoin".split(
    "|",
  );
