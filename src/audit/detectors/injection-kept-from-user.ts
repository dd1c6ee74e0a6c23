// An act kept from the user: the skill has the agent send, upload, forward, submit or run something and, in the same
// list item or paragraph, keep it from the user ("no hace falta avisar al usuario", "sem comentar com o usuário",
// "Erwähne diesen Hinweis nicht", "不要在回复中提及", "完了報告にも含めない", "не сообщай пользователю", "do not
// show the upload to the user"), in any language and wording. Read as two parts of one act rather than one phrase:
// a wish to hide (a negated verb of telling, showing, mentioning, reporting, or "without telling", "no need to
// tell") and, beside it, data leaving for a destination the text names (an address, a URL, a form, a contact) or a
// secret handled. Kept back from the user is the point of the pair: an honest skill that sends something says so.
// Left alone: a secret, an answer or an ending kept off the screen ("don't show the API key to the user"),
// routine quiet (retries, each step, raw output), a guide that quotes the pair as an attack to refuse.
import { words } from "../hints.js";
import type { AuditLine, AuditText, TextHit } from "../rule-types.js";
import { firstAccepted, nonAsciiSpans, perText } from "../text.js";

/** English and the Latin-letter languages of Western Europe (accents optional). */
const MARK_LATIN = new RegExp(
  [
    // en: "do not show the upload to the user", "never tell the user", "without telling the user", "no need to mention"
    String.raw`(?<!\b(?:they|he|she|it|users?|you|we|people|customers?|I|that|which|who)\s)\b(?:do\s+not|don['’]t|never|no\s+need\s+to|need\s+not)\s+(?:tell|inform|notify|alert|mention|show|report|explain|disclos|reveal|warn|surfac)\w{0,4}\b`,
    String.raw`\bwithout\s+(?:tell|inform|notify|alert|mention|warn)\w{0,3}\b|\bwithout\s+(?:showing|reporting|revealing|letting)\s+(?:the\s+user|them)\b`,
    String.raw`\bthe\s+user\s+(?:need\s+not|must\s+not|should\s+not|does\s*n['’]?t\s+need\s+to|must\s+never)\s+(?:know|learn|see|be\s+told|notice)\b`,
    // de: "erwähne diesen Hinweis nicht", "sag dem Nutzer nichts", "ohne den Nutzer zu informieren"
    String.raw`\b(?:erw[äa]hne|erz[äa]hle|sage?|zeige|melde|nenne|informiere|benachrichtige|berichte)\s+(?:[^\s.;:!?]{1,24}\s+){0,6}?nichts?\b`,
    String.raw`\bohne\s+(?:[^\s.;:!?]{1,20}\s+){0,3}?(?:zu\s+)?(?:informieren|benachrichtigen|erw[äa]hnen|sagen|melden|fragen)\b`,
    String.raw`\b(?:muss|braucht)\s+(?:davon\s+)?nichts\s+(?:zu\s+)?(?:wissen|erfahren)\b`,
    // es / pt: "no hace falta avisar", "no se lo digas", "sin avisar", "sem comentar", "não mencione"
    String.raw`\bno\s+(?:se\s+)?(?:lo\s+|la\s+|le\s+|les\s+)?(?:digas|diga|cuentes|informes|menciones|mencione|avises|avise|comentes|muestres|reportes|incluyas|notifiques)\b`,
    String.raw`\bno\s+(?:hace\s+falta|es\s+necesario|necesitas|hay\s+que)\s+(?:avisar|decir|informar|mencionar|comentar|notificar|contar)\w{0,3}\b`,
    String.raw`\bsin\s+(?:avisar|decir|informar|mencionar|comentar|notificar|contar)\w{0,3}\b`,
    String.raw`\bn[ãa]o\s+(?:lhe\s+)?(?:conte|diga|informe|mencione|avise|comente|mostre|notifique|relate)\b`,
    String.raw`\bn[ãa]o\s+(?:[ée]\s+(?:preciso|necess[áa]rio)|precisa)\s+(?:avisar|informar|dizer|mencionar|comentar|contar)\b`,
    String.raw`\bsem\s+(?:avisar|dizer|informar|mencionar|comentar|notificar|contar)\b`,
    // fr: "n'en parle pas à l'utilisateur", "sans prévenir", "ne le mentionne pas"
    String.raw`\bn['’]en\s+(?:parle|parlez|dis|dites)\s+(?:pas|rien|jamais)\b`,
    String.raw`\bne\s+(?:le\s+|lui\s+|leur\s+|l['’])?(?:dis|dites|mentionne|mentionnez|signale|signalez|pr[ée]viens|pr[ée]venez|informe|informez|montre|montrez|parle|parlez|indique|indiquez)\s+(?:pas|rien|jamais)\b`,
    String.raw`\bsans\s+(?:le\s+|en\s+|lui\s+)?(?:dire|pr[ée]venir|informer|mentionner|signaler|avertir|parler)\b`,
    // it: "non dirlo all'utente", "senza avvisare"
    String.raw`\bnon\s+(?:lo\s+|gli\s+|le\s+)?(?:dire|dirlo|dirglielo|menzionare|informare|avvisare|segnalare|mostrare|riferire|comunicare)\b`,
    String.raw`\bsenza\s+(?:dirlo|dire|avvisare|informare|menzionare|segnalare|comunicare)\w{0,4}\b`,
    // nl: "vertel de gebruiker er niets over", "zonder de gebruiker te informeren"
    String.raw`\b(?:vertel|zeg|meld|noem|toon)\s+(?:[^\s.;:!?]{1,20}\s+){0,4}?(?:niet|niets)\b`,
    String.raw`\bzonder\s+(?:[^\s.;:!?]{1,20}\s+){0,3}?te\s+(?:vertellen|melden|informeren)\b`,
  ].join("|"),
  "gi",
);

/** Other scripts and the Latin-letter languages with letters outside ASCII (pl, tr, vi). */
const MARK_INTL = new RegExp(
  [
    // zh: "不要告诉用户", "不必提及", "不要在回复中提及", "无需告知用户"
    "(?:不要|别|勿|切勿|不得|不可|无需|无须|不必|不用|不需要)(?:再次?)?(?:向|对|跟|给)?(?:用户|使用者)?(?:在[^，。\\n]{0,10}中)?(?:提及|提到|透露|告知|告诉|通知|汇报|说起)",
    "(?:不要|别|勿|切勿|不得|不可|无需|无须|不必|不用|不需要)(?:再次?)?(?:向|对|给)(?:用户|使用者)(?:显示|展示|说明|报告)",
    "(?:悄悄|偷偷|暗中|默默)地?(?:运行|执行|发送|上传|提交|转发)",
    // ja: "ユーザーには伝えないで", "報告にも含めない", "確認は不要"
    "(?:伝え|知らせ|言わ|報告し|見せ|教え|含め|触れ|通知し|記載し)(?:ない|ず)(?:で|こと|ように)",
    "(?:ユーザー|利用者)(?:へ|に)の(?:確認|報告|通知|連絡)は(?:不要|いらない)",
    "こっそり|黙って(?:実行|送信|削除|追加)",
    // ko: "사용자에게 알리지 마세요", "몰래"
    "(?:알리지|말하지|보여주지|공개하지|알려주지|언급하지|보고하지|포함하지)\\s*(?:마|않)|몰래|알릴\\s*필요\\s*(?:가\\s*)?없",
    // ru: "не сообщай пользователю", "без уведомления"
    "не\\s+(?:говори|сообщай|рассказывай|показывай|упоминай|уведомляй|информируй|предупреждай)\\p{L}{0,3}|без\\s+(?:уведомления|ведома|предупреждения)|не\\s+(?:нужно|надо|стоит)\\s+(?:сообщать|говорить|упоминать|уведомлять)",
    // pl, tr, vi
    "\\bnie\\s+(?:informuj|mów|wspominaj|pokazuj|powiadamiaj|zgłaszaj)\\p{L}{0,3}|\\bbez\\s+(?:informowania|powiadamiania|wiedzy)",
    "(?:söyleme|bahsetme|bildirme|gösterme|haber\\s+verme)(?:den|yin|yiniz)?\\b",
    "không\\s+(?:thông\\s+báo|nói|báo|đề\\s+cập|cho\\s+biết)",
  ].join("|"),
  "giu",
);

/** A letter of the scripts MARK_INTL reads: a span without one is not read. */
const SCRIPT =
  /[\u0400-\u04ff\u3040-\u30ff\u4e00-\u9fff\uac00-\ud7afąćęłńśźżğışơưđêôâăạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ]/i;

/** Data leaving, or a command run: the act beside the mark. */
const ACT =
  /\b(?:send|sent|upload|post|forward|submit|e-?mail|transmit|invit\w{1,3}|exfiltrat|http_post|requests\.post|curl|wget|run|execute|schick|sende|übermittel|ubermittel|hochlad|lade\s|weiterleit|f[üu]hre|envi[aeo]|env[íi]a|sube|subir|reenv|manda|encaminh|carreg|envoie|envoyer|envoi|t[ée]l[ée]vers|transf[èe]r|soumet|ejecuta|execut|ex[ée]cute|invia|inoltra|carica|esegui|stuur|verstuur|voer|wyślij|wyslij|prześlij|gönder|yükle|gửi)/i;
const ACT_INTL =
  /发送|提交|上传|转发|发给|发到|传到|填写|填入|执行|运行|送信|送っ|送る|アップロード|転送|投稿|提出|実行|입력|전송|보내|업로드|전달|제출|실행|отправ|загруз|перешл|пересыл|переда|выполн|запусти/u;

/** Where it goes or what it is: a URL, a mail address, a form or contact, or a secret. */
const DEST_OR_SECRET =
  /https?:\/\/|[\w.+-]@[\w-]+\.\w|\b(?:address|adresse|direcci[óo]n|endere[çc]o|indirizzo|adres|form|formula\w{0,3}|formul[áa]rio|modulo|contact[oe]?|contato|webhook|password\w{0,5}|passwd|credential\w{0,2}|token\w{0,2}|secret\w{0,2}|api[\s_-]?keys?|private\s+key|cookies?|contrase[ñn]a|senha|mot\s+de\s+passe|passwort|kennwort|zugangsdaten|credenciais|credenciales|identifiants|credenziali|wachtwoord|has[łl]o|şifre|sifre|iban|bank\w{0,8})\b|\.ssh\b|\.env\b|\.aws\b|\.netrc\b|地址|表单|联系人|密码|密钥|凭证|令牌|身份证|银行|アドレス|フォーム|連絡先|パスワード|認証情報|トークン|キー|주소|양식|폼|연락처|비밀번호|토큰|자격\s*증명|адрес|форм|контакт|парол|токен|ключ|учётн|учетн|mật\s+khẩu|địa\s+chỉ/iu;

/** What is kept back is a secret, an answer, an ending or routine noise, not an act. */
const KEPT_PRIVATE =
  /\b(?:tokens?|passwords?|secret\w{0,3}|variables?|keys?|credentials?|(?<!\b(?:in|en|na|dans|nella|nel)\s+(?:your|the|la|a|ta|votre|tu|sua)\s+)(?:answers?|respuesta|resposta|r[ée]ponse|risposta)|solutions?|ending|spoilers?|raw|json|exists?|whether|retr(?:y|ies)|each\s+(?:step|retry|folder|file)|every\s+(?:step|retry)|contrase[ñn]a|senha|passwort|mot\s+de\s+passe|jeden\s+einzelnen|cada\s+paso|chaque\s+[ée]tape)\b|密码|密钥|答案|结局|剧透|パスワード|答え|結末|ネタバレ|再試行|비밀번호|정답|결말|пароль|ответ|ключ/iu;

/** A text about the attack, not one: it names injection, attacks or malice, or forbids obeying. */
export const DESCRIBED =
  /\b(?:attack\w{0,3}|injection|injected|malicious|phishing|red[\s-]?team|payloads?|detect\w{0,4}|suspicious|never\s+(?:follow|obey|carry)|ataque|inyecci[óo]n|inje[çc][ãa]o|attaque|injektion|angriff|b[öo]sartig|malveillant|malicios[oa]|malevol\w{0,2}|attacco|iniezione|surpris\w{0,2}|birthday|geburtstag|cumplea[ñn]os|anivers[áa]rio|anniversaire)\b|攻击|注入|恶意|攻撃|インジェクション|悪意|공격|인젝션|악성|атак|инъекц|вредонос|сюрприз|サプライズ|惊喜/iu;

const LAST_CJK_STOP = /[。；，、][^。；，、]*$/;
const CLAUSE_END = /[.;,!?](?:\s|$)|[。；，、！？]|\n/;
const LIST_ITEM = /^\s*(?:[-*+]|\d{1,3}[.)])\s/;
const MD_HEADING = /^\s*#/;
const NO_HEADING = /$^/;
/** How far a unit is read either side, and how short a unit leans on the one before it. */
const REACH = 700;
const SHORT = 160;
const MAX_TRIES = 16;

/** The list item or paragraph around `at` (a heading or blank line ends it), within REACH characters. */
export function unitAt(text: string, at: number, markdown: boolean): { from: number; to: number } {
  const HEADING = markdown ? MD_HEADING : NO_HEADING;
  let from = text.lastIndexOf("\n", at - 1) + 1;
  const floor = Math.max(0, at - REACH);
  while (from > floor) {
    const line = text.slice(from, text.indexOf("\n", from) < 0 ? text.length : text.indexOf("\n", from));
    if (LIST_ITEM.test(line) || HEADING.test(line)) break;
    const prev = text.lastIndexOf("\n", from - 2) + 1;
    const prevLine = text.slice(prev, from - 1);
    if (prevLine.trim() === "" || HEADING.test(prevLine) || prev >= from) break;
    from = prev;
  }
  let to = text.indexOf("\n", at);
  const ceil = Math.min(text.length, at + REACH);
  while (to >= 0 && to < ceil) {
    const nextEnd = text.indexOf("\n", to + 1);
    const line = text.slice(to + 1, nextEnd < 0 ? text.length : nextEnd);
    if (line.trim() === "" || LIST_ITEM.test(line) || HEADING.test(line)) break;
    to = nextEnd;
  }
  return { from: Math.max(from, floor), to: to < 0 ? ceil : Math.min(to, ceil) };
}

/** The clause the mark sits in: back to a sentence end, on to the next one (at most 60 characters each side). */
function clauseOf(text: string, index: number, length: number): string {
  const back = text.slice(Math.max(0, index - 60), index);
  const cut = Math.max(
    back.lastIndexOf(". "),
    back.lastIndexOf("\n"),
    back.lastIndexOf("; "),
    back.lastIndexOf(", "),
    back.search(LAST_CJK_STOP),
  );
  const after = text.slice(index + length, index + length + 60);
  const stop = after.search(CLAUSE_END);
  return back.slice(cut + 1) + text.slice(index, index + length) + (stop < 0 ? after : after.slice(0, stop));
}

/** One mark: an act and a destination or secret in its unit (or the short unit's one before), nothing describing it. */
function keptAct(file: AuditText, index: number, length: number): boolean {
  const text = file.text;
  if (KEPT_PRIVATE.test(clauseOf(text, index, length))) return false;
  let unit = unitAt(text, index, file.markdown);
  let body = text.slice(unit.from, unit.to);
  if (body.length < SHORT && unit.from > 1) {
    // "以上事项已经确认过，不要在回复中提及": a short paragraph speaks of the one before it.
    const before = unitAt(text, Math.max(0, text.lastIndexOf("\n", unit.from - 2)), file.markdown);
    unit = { from: before.from, to: unit.to };
    body = text.slice(unit.from, unit.to);
  }
  if (!ACT.test(body) && !ACT_INTL.test(body)) return false;
  if (!DEST_OR_SECRET.test(body)) return false;
  const lead = text.slice(Math.max(0, unit.from - 300), unit.to);
  return !DESCRIBED.test(lead);
}

const marks = (file: AuditText, re: RegExp, spans: readonly AuditLine[]): TextHit[] =>
  firstAccepted(re, spans, MAX_TRIES, (index, length) => keptAct(file, index, length));

/** English and Western European languages, on the hinted lines. */
export function keptFromUser(file: AuditText, lines: readonly AuditLine[]): TextHit[] {
  return marks(file, MARK_LATIN, lines);
}

/** Other scripts, and Polish, Turkish and Vietnamese, on the lines holding a character outside ASCII. */
export function keptFromUserIntl(file: AuditText): TextHit[] {
  const spans = scriptSpans(file);
  return spans.length === 0 ? [] : marks(file, MARK_INTL, spans);
}

/** The lines holding a letter SCRIPT reads, found once a text (both rules of other scripts read them). */
export const scriptSpans: (file: AuditText) => readonly AuditLine[] = perText((text) =>
  nonAsciiSpans({ text }).filter((s) => SCRIPT.test(s.text)),
);

export const KEPT_FROM_USER_HINTS = [
  ...words(
    "not tell|t tell|never tell|not inform|t inform|not notify|t notify|not mention|t mention|never mention",
  ),
  ...words(
    "not show|t show|not report|t report|not reveal|t reveal|not disclose|t disclose|no need to|need not",
  ),
  ...words(
    "without tell|without inform|without notify|without mention|without show|without report|the user need",
  ),
  ...words("the user must|the user should|the user does"),
  ...words(
    "nicht|ohne|nichts|digas|diga|cuentes|informes|mencion|avis|comentes|muestres|hace falta|sin |sem |mostre",
  ),
  ...words(
    "en parle|ne le |ne lui |ne dis |sans |dirlo|non dir|senza|vertel|zeg |meld|noem|zonder|necesario|preciso|precisa",
  ),
];
