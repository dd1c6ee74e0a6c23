// A secret only the user holds, asked of them and kept where others read it: the help-desk script that has the
// agent ask a customer for the code just texted to them, their password, a two-step PIN or their recovery phrase,
// then write it into the ticket, the CRM, a shared sheet or a chat channel ("so the team can finish the sign-in"),
// or use it to sign in as them; and the message a skill sends to many people (an SMS, a mail campaign) that asks
// them to enter such a secret at a link. No file is read and nothing is sent to a host, so the file and network
// rules never see it. Each part alone is ordinary (a login helper asks for a password, tickets get notes, reset
// mails hold links): the secret asked AND kept is the theft. Warnings ("never share this code") are left alone.
import type { AuditLine, AuditText, TextHit } from "../rule-types.js";
import { boundsAround, eachMatch, lineOf, nonAsciiSpans, startsOf } from "../text.js";
import { NEGATED, NEGATED_EN } from "./exfil-refusals.js";
import { ASK } from "./secret-asked.js";

const L = String.raw`(?<![\p{L}\p{N}_])`;
const R = String.raw`(?![\p{L}\p{N}_])`;

/** Codes and phrases whose only rightful reader is the service that issued them. */
const CODE_WORDS = String.raw`(?:one-?time|verification|security|login|log-?in|sign-?in|2FA|two-factor|MFA|OTP|SMS|authenticator|authentication|six-digit|6-digit|backup|recovery|registration|push|confirmation)\s+(?:codes?|pins?|passcodes?)|authenticator(?:\s+app)?\s+codes?|codes?\s+(?:from|in|shown\s+(?:in|by))\s+(?:their|your|the)\s+authenticator(?:\s+app)?|passcodes?|(?:seed|recovery|secret|mnemonic|backup|wallet)\s+(?:phrases?|words|seed)|seed-?phrases?|\d{2}-word\s+(?:recovery\s+)?(?:seed|phrase)|(?:two-step|2-step|2FA|MFA)\s+(?:verification\s+)?PIN|backup\s+codes|recovery\s+codes|CVV2?|CVC2?|card\s+security\s+codes?|(?:answers?\s+to\s+(?:their|your|the)\s+)?security\s+(?:questions?|answers?)|(?:magic|sign-?in|log-?in|password[\s-]reset)\s+links?|app\s+passwords?`;
const CODE_INTL = String.raw`c[óo]dig[oa]s?\s+(?:de\s+)?(?:2FA|OTP|SMS|verifica[çc][ãa]o|verificaci[óo]n|seguran[çc]a|seguridad|autentica[çc][ãa]o|autenticaci[óo]n|acesso|acceso|confirma[çc][ãa]o|confirmaci[óo]n|\d\s+d[íi]gitos|del?\s+token|token)|c[óo]digo\s+(?:\p{L}+\s+){0,3}?(?:SMS|OTP|2FA)|codice\s+(?:OTP|SMS|2FA|di\s+verifica|di\s+sicurezza)|code\s+(?:de\s+)?(?:v[ée]rification|s[ée]curit[ée]|confirmation|SMS|2FA|à\s+usage\s+unique)|(?:Bestätigungs|Sicherheits|Verifizierungs|Einmal|SMS-?)[Cc]ode|frase\s+(?:de\s+)?(?:recupera[çc][ãa]o|recuperaci[óo]n|semente|semilla|di\s+recupero)|phrase\s+de\s+r[ée]cup[ée]ration|Wiederherstellungsphrase|код\p{L}*\s+(?:входа|подтверждения|из\s+SMS|из\s+смс|доступа|2FA)|сид-?фраз\p{L}*|облачн\p{L}+\s+парол\p{L}*|PIN|ПИН|验证码|动态码|助记词|恢复码|認証コード|確認コード|ワンタイムパスワード|인증\s*번호|인증\s*코드`;
/** A password (the user's own: a new or temporary one the desk makes is not theirs). */
const PASSWORD = String.raw`pass(?:word|phrase)s?|senhas?|contraseñas?|Passw[oö]rt(?:e[rs]?)?|Kennw[oö]rt(?:e[rs]?)?|mots?\s+de\s+passe|парол\p{L}*|密码|パスワード|비밀번호`;
const SECRET_G = new RegExp(
  `${L}(?:${CODE_WORDS}|${CODE_INTL}|(${PASSWORD}))${R}|验证码|密码|助记词|認証コード|パスワード`,
  "giu",
);
const NOT_HELD =
  /\b(?:new|temporary|initial|generated|random|strong|default|one-off)\s+(?:\p{L}+\s+)?$|(?<![\p{L}])(?:nuev[ao]|nov[ao]|nouveau|neue[sn]?|nuov[ao]|temporal|provis\p{L}+|tempor[áa]ri[ao])\s+$/iu;
/** Said before the secret on its line: "never ask for", "will not need". */
const NOT_SAID =
  /\b(?:never|not|n['’]t|no\s+one|nobody|nor)\b|(?<![\p{L}])(?:nunca|jam[áa]is|jamais|nie|niemals|mai|никогда|не\s+(?:прос|запраш|сообщ)\p{L}*)(?![\p{L}])|不要|绝不|切勿|決して/iu;

/** More ways to ask than the ask of secret-asked.ts: "read it to me", "get it from them", other languages' imperatives. */
const ASK_MORE =
  /\bget\s+(?:\S+\s+){0,6}?from\s+(?:them|him|her|the\s+(?:user|customer|caller|client|employee|owner))\b|\b(?:have|let)\s+(?:the\s+)?(?:caller|customer|user|employee|owner|client)s?\s+(?:read|say|give|tell|send)\b|(?<![\p{L}])(?:p[íi]de(?:se)?(?:la|lo|las|los|le|les)|l[ée]a(?:me)?(?:la|lo)|d[íi]cte(?:me)?(?:la|lo)|env[íi]e(?:me)?(?:la|lo)|me\s+(?:envie|mande|passe|diga|informe|leia|dite)|bitten\s+Sie|fragen\s+Sie|lassen\s+Sie\s+sich|попрос\p{L}*|перешл\p{L}*|продикту\p{L}*|пришл\p{L}*)(?![\p{L}])/iu;

/** Kept where others read it: a verb that records and a shared place (a ticket, CRM, sheet, notes, channel, page). */
const KEPT = new RegExp(
  [
    String.raw`\b(?:record|log|note|write|jot|save|store|keep|put|paste|add|enter|type|copy|drop|track|post)(?:s|ed|ing)?\b[^.\n]{0,80}?\b(?:in|into|to|on|under|onto)\b[^.\n]{0,50}?(?:\b(?:ticket|CRM|sheet|spreadsheet|notes?|comment|field|table|channel|page|doc|document|log|record|queue|card|thread|wiki|Notion|Confluence|Slack|Airtable|tracker)s?\b|#[\w-]{2,30})`,
    String.raw`(?<![\p{L}])(?:reg[ií]str|an[oó]t|salv|gu[aá]rd|col[oó]qu|insir|escrev|ap[uú]nt|escr[ií]b|p[oó]n|p[eé]g|c[oó]pi|introduc|consign|enregistr|inscri|sauvegard|report|annot|scriv|incoll|inserisc|segn|trag|notier|speicher|schreib|vermerk|füg|kopier|запиш|запис|внес|внос|сохран|занес|добав|укаж)\p{L}*[^.\n]{0,80}?(?<![\p{L}])(?:planilh|tabel|tabl|hoja|ticket|chamado|CRM|camp|not|observa|canal|document|fich|tableur|feuille|champ|fogli|schede|Notiz|Feld|Kanal|Liste|Sheet|таблиц|CRM|тикет|заявк|карточк|пол[ея]|заметк|канал|документ|журнал)`,
    String.raw`(?:记录|记下|填写|填入|保存|写入|录入|登记|贴到|粘贴到)[^。\n]{0,30}?(?:工单|备注|表格|表|群|频道|文档)`,
    String.raw`(?:スプレッドシート|シート|チケット|表|メモ|備考|チャンネル)[^。\n]{0,20}?(?:記録|記入|保存|貼り付|書)`,
    // Handed to a colleague: "forward both to the on-call engineer", "pásalo al equipo", "передайте дежурному".
    String.raw`\b(?:forward|pass|hand|give|send|DM|relay|share)(?:s|ed|ing)?\s+(?:it|them|both|these|those|the\s+(?:codes?|PIN|password|phrase)\w{0,2})\s+(?:on\s+)?(?:to|with)\s+(?:the\s+|our\s+|a\s+)?(?:team|engineer|on-?call|night\s+shift|supervisor|colleague|specialist|escalation|back\s?office|lead|manager)s?\b`,
    String.raw`(?<![\p{L}])(?:p[áa]s(?:a|e|ar)(?:lo|la|los|las)?|encaminh\p{L}+|reenv\p{L}+|transmet\p{L}+|weiterleit\p{L}+|inoltr\p{L}+|передай\p{L}*|перешлите)\s+(?:\p{L}+\s+){0,3}?(?:equipo|equipe|équipe|Team|squadra|supervisor|supervis\p{L}+|дежурн\p{L}+|команд\p{L}+|коллег\p{L}+)`,
    // Used to sign in as the user: someone else finishes their sign-in.
    String.raw`\b(?:log|sign)\s*(?:in|into|on)\b[^.\n]{0,60}?\bas\s+(?:them|him|her|the\s+(?:user|customer|caller|employee|client))\b|\bsign\s+in\s+as\s+user\b|\bimpersonat\w*|\b(?:finish|complete)[sd]?\s+(?:the\s+)?(?:login|sign-?in|link|reset)\b`,
    String.raw`(?<![\p{L}])(?:em\s+nome\s+(?:dele|dela|do\s+cliente)|en\s+su\s+nombre|en\s+son\s+nom|in\s+seinem\s+Namen|от\s+(?:его|её|их)\s+имени|завершит\s+вход|conclu\p{L}+\s+a\s+vincula\p{L}*|finir\p{L}*\s+la\s+connexion|completer\p{L}*\s+l['’]accesso)|代(?:为|他|她)?登录`,
  ].join("|"),
  "iu",
);
/** A vault keeps a secret for its owner: not a place others read. */
const VAULT =
  /\b(?:vault|keychain|password\s+manager|1Password|Bitwarden|KeePass|secrets?\s+manager|credential\s+helper|\.env)\b/i;
/** The passage is about the scam (a warning, training), not one. */
const ABOUT_IT =
  /(?<![\p{L}])(?:scam\p{L}*|fraud\p{L}*|social\s+engineering|vishing|smishing|phishing|spoof\p{L}*|Betrug\p{L}*|estafa\p{L}*|golpe\p{L}*|fraude\p{L}*|arnaque\p{L}*|truffa\p{L}*|мошен\p{L}*|诈骗|詐欺)/iu;

/** A message sent to many (a template, an SMS, a mail campaign) asks them to enter the secret at a link. */
const ENTER_AT =
  /(?<![\p{L}])(?:enter\p{L}*|type|submit|input|provide|confirm|sign\s*in|log\s*in|saisi\p{L}*|entr\p{L}*|introdu\p{L}*|ingres\p{L}*|digit\p{L}*|insir\p{L}*|inser\p{L}*|eingeb\p{L}*|введ\p{L}*|输入|入力)(?![\p{L}])/iu;
const URL_OUT =
  /https?:\/\/(?!(?:localhost|127\.0\.0\.1|0\.0\.0\.0|\[::1\])(?:[:/]|$))[\w-]{1,63}(?:\.[\w-]{1,63}){1,8}/i;
const MESSAGE =
  /(?<![\p{L}])(?:templates?|subject|objet|asunto|assunto|betreff|oggetto|dear|bonjour|hola|olá|estimad[oa]s?|cher|chère|liebe[rs]?|здравствуйте|уважаем\p{L}*|SMS|e-?mails?|mails?|campaigns?|newsletters?|notices?|messages?|mod[èe]le|campagne|plantilla|campa[ñn]a|Vorlage|Kampagne|шаблон\p{L}*|рассылк\p{L}*|modelo|campanha|modello)(?![\p{L}])/iu;
/** Pressure that makes a message a lure: expiry, suspension, a deadline, "verify" or "required". */
const PRESSURE =
  /(?<![\p{L}])(?:expir\p{L}*|suspen\p{L}*|lock\p{L}*|block\p{L}*|bloqu\p{L}*|verif\p{L}*|confirm\p{L}*|required|mandatory|requise?|obligatoire|obligatori\p{L}*|before|avant|antes|sinon|otherwise|or\s+you\s+will|deadline|restore|rétabl\p{L}*|gesperrt|истека\p{L}*|заблокир\p{L}*)(?![\p{L}])/iu;
const SEED = /seed|phrase|frase|mnemonic|word|mots|palabras|palavras|Wiederherstellungsphrase|сид|助记词/iu;
/** Typed on the hardware wallet itself (its own backup check), not at the page. */
const ON_DEVICE =
  /\bon\s+(?:the|your|their)\s+(?:device|hardware\s+wallet|Trezor|Ledger|Keystone|BitBox)\b|\bdevice(?:['’]s)?\s+screen\b/i;
const CURRENT_PASSWORD =
  /\b(?:current|existing|old)\s+password|(?:senha|contraseña)\s+actual|mot\s+de\s+passe\s+actuel/iu;

/**
 * A cheap first look for the words of SECRET_G (plain alternatives, no look-behind): most rows holding a hint word
 * ("code", "pass") or a letter outside ASCII hold none of them.
 */
const SECRET_WORDS =
  /one-?time|verif|securi|log-?in|sign-?in|2fa|two-factor|two-step|2-step|mfa|otp|sms|authentic|digit|backup|recovery|registration|push|confirm|seed|mnemonic|wallet|passcode|passw|passphrase|pin|cvv|cvc|c[óo]dig|codice|senha|contrase|kennw|passe|frase|phrase|best[äa]tigung|sicherheit|einmal|magic|reset|app\s+pass|код|парол|пин|сид|мнемон|验证码|密码|助记词|动态|恢复码|認証|確認コード|パスワード|ワンタイム|リカバリー|シード|인증|복구|비밀번호/i;
/** Letters of a script other than Latin: the -intl row reads these; accented Latin holds the hint words above. */
const OTHER_SCRIPT = /[\u0400-\u04ff\u0600-\u06ff\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/;
/** Lines either side of the secret read as its passage, and characters at most either side. */
const LINES = 4;
const REACH = 700;
/** At most this many secrets a file are weighed (a glossary of them is a list, not a request). */
const MAX_WEIGHED = 48;
/** How much of the next line a secret's words may run into. */
const NEXT_LINE = 120;

/** The passage asks for the secret and keeps it where others read it. */
function askedAndKept(passage: string): boolean {
  if (!(ASK.test(passage) || ASK_MORE.test(passage))) return false;
  const kept = KEPT.exec(passage);
  return kept !== null && !VAULT.test(kept[0]) && !ABOUT_IT.test(passage);
}

/** The passage is a message to many that asks them to enter the secret at a link under some pressure. */
function askedAtLink(passage: string, message: () => boolean, secret: string, password: boolean): boolean {
  if (!URL_OUT.test(passage) || !ENTER_AT.test(passage) || ABOUT_IT.test(passage)) return false;
  if (!PRESSURE.test(passage)) return false;
  const seed = !password && SEED.test(secret);
  // A seed phrase typed at a web page is never its wallet's own step: asked of the user, or in a message sent out.
  if (seed && !ON_DEVICE.test(passage) && (ASK.test(passage) || ASK_MORE.test(passage))) return true;
  if (!(MESSAGE.test(passage) || message())) return false;
  if (seed) return true;
  // A password alone is any sign-in page's: the current one, or with a one-time code, is the lure's.
  if (CURRENT_PASSWORD.test(passage)) return true;
  let code = false;
  let pass = false;
  eachMatch(SECRET_G, passage, (m) => {
    if (m[1] !== undefined || m[0] === "密码" || m[0] === "パスワード") pass = true;
    else code = true;
  });
  return code && pass;
}

/** Secrets asked of the user and kept where others read them, or asked for at a link in a message sent out. */
export function secretAskedKept(file: AuditText, lines: readonly AuditLine[]): TextHit[] {
  const rows = lines.length > 0 ? lines : nonAsciiSpans(file);
  const text = file.text;
  const starts = startsOf(file);
  let weighed = 0;
  // The file is a message to send (its path or its words say so): asked once, when a passage needs it.
  let isMessage: boolean | undefined;
  const message = (): boolean => {
    isMessage ??= MESSAGE.test(file.path) || MESSAGE.test(text);
    return isMessage;
  };
  for (const l of rows) {
    // The secret expression (a long alternation behind a Unicode look-behind) only on a row holding one of its words.
    if (!SECRET_WORDS.test(l.text) || (lines.length === 0 && !OTHER_SCRIPT.test(l.text))) continue;
    let hit: TextHit | undefined;
    // The line and the next: a secret's words broken over two lines ("your recovery\nphrase") are read whole.
    const next = text.indexOf("\n", l.index + l.text.length + 1);
    const end = Math.min(next < 0 ? text.length : next, l.index + l.text.length + NEXT_LINE);
    eachMatch(SECRET_G, text.slice(l.index, end), (m) => {
      if (hit || weighed >= MAX_WEIGHED) return;
      // "pin the version" is no secret: a PIN is written in capitals.
      if (m[0] !== "PIN" && m[0].toLowerCase() === "pin") return;
      weighed++;
      const at = l.index + m.index;
      const lineFrom = starts[lineOf(starts, at)] ?? 0;
      const before = text.slice(Math.max(lineFrom, at - 200), at);
      const password = m[1] !== undefined || m[0] === "密码" || m[0] === "パスワード";
      if (NOT_SAID.test(before) || (password && NOT_HELD.test(before))) return;
      const lineTo = text.indexOf("\n", at);
      const line = text.slice(
        Math.max(lineFrom, at - 300),
        lineTo < 0 ? at + 300 : Math.min(lineTo, at + 300),
      );
      if (NEGATED_EN.test(line) || NEGATED.test(line)) return;
      const w = boundsAround(text, starts, at, LINES, LINES, REACH);
      const passage = text.slice(w.from, w.to);
      if (askedAndKept(passage) || askedAtLink(passage, message, m[0], password))
        hit = { index: at, length: m[0].length };
    });
    if (hit) return [hit];
    if (weighed >= MAX_WEIGHED) break;
  }
  return [];
}

/** Stems of the secrets in Latin letters (lowercase ASCII); other scripts' are read by the -intl row. */
export const SECRET_KEPT_HINTS = [
  "code",
  "codi",
  "digo",
  "pass",
  "senha",
  "contrase",
  "kennw",
  "phrase",
  "frase",
  "seed",
  "mnemonic",
  "otp",
  "security question",
  "security answer",
  "magic link",
  "sign-in link",
  "login link",
  "reset link",
  "cvv",
  "cvc",
];
