// A secret only the user holds, asked of the user and handed on: the help-desk or "verification" script that
// has the agent ask for a one-time code, recovery codes, a seed phrase, exported session cookies, an OAuth
// redirect holding `code=`, a remote-assistance code or a password, and then e-mail it, type it into a form on
// some host, or pass it to a shipped script that posts it. No credential FILE is read, so the file rules never
// see it. Each part alone is ordinary (2FA docs name codes; a login helper asks for a password; support skills
// e-mail tickets): the three in one passage are the theft. Warnings ("never share this code") and texts about
// the scam are left alone.
import type {
  AuditLine,
  AuditSkillView,
  AuditText,
  SkillHit,
  TextCheckRule,
  TextHit,
} from "../rule-types.js";
import { fastPattern } from "../sentences.js";
import { boundsAround, eachMatch, nonAsciiSpans, startsOf } from "../text.js";
import { eachMatchSplit, splitPattern } from "./alternatives.js";
import { AUTH_USE, DESCRIBES, NEGATED, NEGATED_EN } from "./exfil-refusals.js";
import { NETWORK_SINK_ONE } from "./exfiltration.js";
import { eachScriptNamed, SCRIPT, scriptFinder } from "./script-output-sent.js";

const L = String.raw`(?<![\p{L}\p{N}_])`;
const R = String.raw`(?![\p{L}\p{N}_])`;

/**
 * Secrets whose only rightful reader is the service that issued them: one-time and recovery codes, seed
 * phrases, session cookies, an OAuth code, a remote-assistance code, card security codes.
 */
const CODES_EN = String.raw`(?:one-?time|verification|security|login|sign-?in|2FA|two-factor|MFA|OTP|SMS|authenticator|authentication|six-digit|6-digit|backup|recovery)\s+(?:codes?|pins?|passcodes?|keys?)|authenticator(?:\s+app)?\s+codes?|codes?\s+(?:from|in|shown\s+(?:in|by))\s+(?:their|your|the)\s+authenticator|(?:seed|recovery|secret|mnemonic|backup|wallet)\s+(?:phrases?|words)|mnemonics?|seed-?phrases?|(?:12|twelve)\s+(?:or|and|to)\s+(?:24|twenty-four)\s+words|(?:session\s+)?cookies?(?:\.txt)?|card\s+numbers?|CVV2?|CVC|(?:Quick\s+Assist|AnyDesk|TeamViewer)\b[^.\n]{0,60}?${L}(?:codes?|ID|password)|code=|authori[sz]ation\s+codes?|redirect(?:ed)?\s+(?:URL|URI|address|link)|(?:address|URL|link)\s+of\s+the\s+page\s+(?:they|you|the\s+user)\s+(?:land|end\s+up|arrive)|wallet\s+private\s+keys?|private\s+keys?\s+of\s+(?:their|your|the)\s+wallets?`;
const CODES_INTL = String.raw`c[óo]digos?\s+(?:de\s+)?(?:2FA|verifica[çc][ãa]o|verificaci[óo]n|seguran[çc]a|seguridad|autentica[çc][ãa]o|autenticaci[óo]n|recupera[çc][ãa]o|recuperaci[óo]n|SMS|acesso|acceso|backup|respaldo)|frase\s+(?:de\s+)?(?:recupera[çc][ãa]o|recuperaci[óo]n|semente|semilla|secreta|récupération|secrète|mnémonique|di\s+recupero|segreta|seed)|Seed-?Phrase|Wiederherstellungs(?:phrase|codes?|schlüssel)|(?:Bestätigungs|Sicherheits|Verifizierungs|Einmal|Authentifizierungs|Backup|Wiederherstellungs)-?[Cc]odes?|2FA-Codes?|code\s+(?:de\s+)?(?:vérification|sécurité|2FA|confirmation|récupération|à\s+usage\s+unique)|codes\s+de\s+secours|codic[ei]\s+(?:di\s+)?(?:verifica|sicurezza|2FA|OTP|recupero|backup)|код\p{L}*\s+(?:подтверждения|из\s+SMS|2FA|двухфакторн\p{L}*|восстановлени\p{L}*|доступа)|сид-?фраз\p{L}*|мнемоническ\p{L}*\s+фраз\p{L}*|резервн\p{L}+\s+код\p{L}*|одноразов\p{L}+\s+(?:код|парол)\p{L}*|куки|验证码|助记词|恢复码|备用码|私钥|一次性密码|动态码|动态口令|位(?:代码|数字码)|短信码|認証コード|確認コード|ワンタイムパスワード|リカバリーコード|シードフレーズ|秘密鍵|復元フレーズ|인증\s*코드|인증번호|복구\s*코드|시드\s*문구`;
/** A password: the user's own, asked for (a login helper asks for one too; the hand-over decides). */
const PASSWORD = String.raw`pass(?:word|code|phrase)s?|senhas?|contraseñas?|Passw[oö]rt(?:e[rs]?)?|Kennw[oö]rt(?:e[rs]?)?|mots?\s+de\s+passe|парол\p{L}*|密码|パスワード|비밀번호`;
const HELD_G = new RegExp(
  `${L}(?:${CODES_EN}|${CODES_INTL}|(${PASSWORD}))${R}|验证码|助记词|私钥|恢复码|備用码|認証コード|인증번호|인증s*코드|복구s*코드|보안s*코드|시드s*문구|(密码|パスワード)`,
  "giu",
);
/** A password the user is to make, not one they hold: "choose a new password". */
const NOT_HELD =
  /\b(?:new|temporary|initial|generated|random|strong|reset|default)\s+$|\bneue[sn]?\s+$|\bnouveau\s+$|\bnuev[ao]\s+$|\bnov[ao]\s+$|\bnuov[ao]\s+$/i;
/** A password said to be the user's own ("their current password"), not passwords in general. */
const OWN_BEFORE =
  /(?:\b(?:their|your|his|her|the\s+user['’]s|the\s+customer['’]s|current|network|account|login|e-?mail|windows|master|domain)|(?<![\p{L}])(?:sua|seu|su|tu|ihr|Ihr|dein|deine|son|sa|votre|ton|tua|suo|la\s+sua|il\s+suo|его|свой|ваш|их))\s+(?:\p{L}+\s+)?$/iu;
/** Said before the secret on its line: "never ask for", "we will not need". */
const NOT_SAID = /\b(?:never|not|n['’]t|no\s+one|nobody|nor)\b/i;
const HELD_Y = new RegExp(HELD_G.source, "iuy");
/** HELD_G for eachMatchFast: its look-behind tried at every character of every hinted line was most of its cost. */
const HELD_FAST = fastPattern(HELD_G.source, "iu");
/** …and its prefilter tried alternative by alternative, each on a line holding one of its words (the same matches). */
const HELD_SPLIT = splitPattern(HELD_FAST.prefilter.source, HELD_FAST.exact, "iu");

/** The agent asks the user for it, or has the user paste, type or read it out to it. */
export const ASK = new RegExp(
  [
    String.raw`\bask\s+(?:the\s+|your\s+|each\s+)?(?:user|customer|caller|employee|client|member|owner|person|people|victim|them|him|her)s?\b`,
    String.raw`\bask\s+(?:\w+\s+){0,2}?for\b`,
    String.raw`\b(?:have|get|tell|instruct|request|prompt|make|let|ask)\s+(?:the\s+|your\s+|each\s+)?[a-z]{2,20}s?\s+(?:to\s+)?(?:paste|type|enter|read|send|give|share|provide|reply|submit|copy|forward|tell|dictate|sign\s+in)\b`,
    String.raw`\b(?:paste|type|enter|drop|put|share|send|give|read)\s+(?:\S+\s+){0,6}?(?:here|back\s+here|(?:in|into)\s+(?:the\s+|this\s+)?chat|to\s+me|(?:in|as)\s+(?:a\s+|the\s+)?(?:reply|message)|aloud|out\s+loud|back)\b`,
    String.raw`\bread\s+(?:it\s+|them\s+)?out\b|\btell\s+(?:you|me|us)\b`,
    String.raw`\b(?:request|collect|obtain|need|requires?)\s+(?:the\s+user['’]s|the\s+customer['’]s|their|your)\b`,
    String.raw`(?<![\p{L}])(?:pe[çc]a|pedir|pida|pide|p[íi]dele|solicit[ea]|informe|informar)\s+(?:ao|à|al|a\s+la|o|a|el|que|\p{L}+)`,
    String.raw`(?<![\p{L}])(?:col(?:ar|e|e-o)|peg(?:ar|ue|a))\s+(?:\S+\s+){0,6}?aqu[íi]`,
    String.raw`(?<![\p{L}])(?:bitte|frag\p{L}*|fordere?)\s+(?:\p{L}+\s+){0,2}?(?:den|die)\s+(?:Nutzer|Benutzer|Kunden|Anwender|Mitarbeiter)`,
    String.raw`hier\s+(?:\p{L}+\s+)?(?:einzufügen|einfügen|eingeben|einzugeben|einzutragen)`,
    String.raw`(?<![\p{L}])demande[rz]?\s+(?:(?:à|a)\s+l['’]utilisateur|au\s+client|-lui)|demandez-lui|coll(?:er|ez)\s+(?:\S+\s+){0,6}?ici|(?:fai(?:tes|s)|faire)\s+(?:saisir|coller|lire|dicter)`,
    String.raw`(?<![\p{L}])chied(?:i|ere|ete)\s+(?:all['’]utente|al\s+cliente)|chiedi(?:gli|le)|incoll(?:a|are)\s+(?:\S+\s+){0,6}?qui|fa(?:tti|r)\s+(?:incollare|inserire|dettare)`,
    String.raw`попрос\p{L}+\s+(?:пользовател|клиент|сотрудник)\p{L}*|запрос\p{L}+\s+у\s+(?:пользовател|клиент)\p{L}*|пусть\s+(?:пользовател|клиент)\p{L}*|вставьте\s+сюда|вставить\s+сюда|пришлите|сообщ\p{L}+\s+(?:мне|нам)`,
    String.raw`请用户|让用户|要求用户|向用户(?:索要|询问|获取|要)|粘贴到这里|发给我|告诉我`,
    String.raw`(?:请|让|要求)(?:他们|他|她|对方|员工|客户|同事)[^。\n]{0,24}?(?:提供|告诉|发|输入|粘贴|填写|说出|报)|(?:对话|聊天|会话)(?:中|里)(?:提供|告诉|发|输入|粘贴)`,
    String.raw`ユーザーに[^。\n]{0,30}(?:聞|尋|求|依頼|入力|貼り付|教え)|貼り付けてもら|入力してもら|教えてもら`,
    String.raw`(?:사용자|고객|직원|본인)(?:에게|한테|께)[^.。]{0,100}?(?:요청|물어|입력|붙여|알려\s*달|받아)`,
  ].join("|"),
  "iu",
);

/** A verb that moves what was given to someone: sent, mailed, posted, typed into a form, passed to a script. */
const HANDS =
  /(?<![\p{L}])(?:send|sent|sends|sending|e-?mail(?:s|ed|ing)?|forward\p{L}*|post(?:s|ed|ing)?|submit\p{L}*|upload\p{L}*|relay\p{L}*|transmit\p{L}*|pass(?:es|ed)?|p[áa]s(?:a|e|ala|alo|alas|alos|ale|e-a|e-o|ar)|hand\p{L}*\s+(?:\p{L}+\s+){0,3}?to|give\p{L}*\s+(?:\p{L}+\s+){0,3}?to|type\p{L}*\s+(?:it|them|that|this)\s+into|enter\p{L}*\s+(?:it|them)\s+(?:into|at|on)|record\p{L}*|stores?\s+(?:it|them)\s+(?:on|at|with)\s+(?:our|the)\s+(?:server|service)|envi\p{L}+|mand[ea]\p{L}*|encaminh\p{L}+|reenv\p{L}+|gesendet|senden|sende|schick\p{L}*|übermitt\p{L}+|weiterleit\p{L}+|weitergeleitet|envoy\p{L}+|transmet\p{L}+|transfér\p{L}+|invi\p{L}+|inoltr\p{L}+|trasmett\p{L}+|отправ\p{L}*|перешл\p{L}*|передай\p{L}*|переда\p{L}+|attach\p{L}*|add\p{L}*\s+(?:it|them|those|these|both)\s+to|a[ñn][aá]d\p{L}*|adjunt\p{L}*|incluy\p{L}*|agreg\p{L}*|hinzufüg\p{L}*|anhäng\p{L}*|ajout\p{L}*|joi(?:ndre|ns|gnez)|anex\p{L}*|adicion\p{L}*|добав\p{L}*|прилож\p{L}*)(?![\p{L}])|发送|发给|发到|转发|提交|上传|附在|附上|附到|填进|填入|交给|传给|送信|送って|転送|添付|渡して|전송|보내|넘기|넘겨|넘깁|전달|첨부|제출/iu;
/** Where it goes: a mail address, a host that is not this machine. */
const MAIL = /\b[\w.+-]{1,64}@[\w-]{1,63}(?:\.[\w-]{1,63}){0,4}\.[a-z]{2,12}\b/i;
const URL_OUT =
  /https?:\/\/(?!(?:localhost|127\.0\.0\.1|0\.0\.0\.0|\[::1\])(?:[:/]|$))[\w-]{1,63}(?:\.[\w-]{1,63}){1,8}/i;
/** The passage is about the scam (training, a detector, a warning), not one. */
const ABOUT_IT =
  /(?<![\p{L}])(?:scam\p{L}*|fraud\p{L}*|impersonat\p{L}*|social\s+engineering|vishing|smishing|spoof\p{L}*|Betrug\p{L}*|estafa\p{L}*|golpe\p{L}*|fraude\p{L}*|arnaque\p{L}*|truffa\p{L}*|мошен\p{L}*|诈骗|詐欺)/iu;

/** A paragraph that ends in a colon introduces the list after it. */
const INTRODUCES = /[:：]\s*$/;
/** How far around a secret a passage is read: lines before and after, and characters either side. */
const LINES_BEFORE = 8;
const LINES_AFTER = 8;
const REACH = 900;
/** How far before a secret its ask may be, and after it a "paste it here". */
const ASK_BEFORE = 300;
const ASK_AFTER = 200;
/** At most this many secrets a file are weighed, and asked ones followed (a glossary of them is a list, not a request). */
const MAX_WEIGHED = 64;

type Named = (named: string) => { readonly path: string; readonly text: string } | undefined;

/**
 * The passage hands the secret to another party: a verb that sends and an address, a host or a posting script.
 * A password goes to a login too (a helper script signing in): only a mail address or another host takes it.
 */
function handedOn(passage: string, scriptNamed: Named, password: boolean, cookie: boolean): boolean {
  // A password or a session cookie used to sign in ("post it to …/session to sign in") is a login, not a hand-over.
  if (!HANDS.test(passage) || ((password || cookie) && AUTH_USE.test(passage))) return false;
  if (MAIL.test(passage) || URL_OUT.test(passage)) return true;
  if (password) return false;
  let posts = false;
  eachScriptNamed(passage, (named) => {
    const s = scriptNamed(named);
    posts = s !== undefined && NETWORK_SINK_ONE.test(s.text) && URL_OUT.test(s.text);
    return posts;
  });
  return posts;
}

/** The line holding `index` (cut to REACH either side), for the negation test: "never ask for", "nunca envíe". */
const lineAt = (text: string, index: number): { before: string; line: string } => {
  // Looked for within REACH only: lastIndexOf over a long line per secret on it would be quadratic.
  const back = text.slice(Math.max(0, index - REACH), index);
  const before = back.slice(back.lastIndexOf("\n") + 1);
  const ahead = text.slice(index, index + REACH);
  const end = ahead.indexOf("\n");
  return { before, line: before + (end < 0 ? ahead : ahead.slice(0, end)) };
};

/**
 * The ask is about this secret: an ask before it in its paragraph (the list that follows "Ask for:"), or a
 * "paste it here" / "read it aloud" just after it.
 */
function askedFor(text: string, index: number): boolean {
  const back = text.slice(Math.max(0, index - ASK_BEFORE), index);
  let gap = back.lastIndexOf("\n\n");
  // A list after "Ask them for:" and a blank line: the paragraph that introduces it is read too.
  if (gap > 0 && INTRODUCES.test(back.slice(Math.max(0, gap - 4), gap)))
    gap = back.lastIndexOf("\n\n", gap - 1);
  const ahead = text.slice(index, index + ASK_AFTER);
  const stop = ahead.indexOf("\n\n");
  return ASK.test(`${gap < 0 ? back : back.slice(gap + 2)} ${stop < 0 ? ahead : ahead.slice(0, stop)}`);
}

/** Whether the secret matched at `index` is one the user is asked for (not forbidden, not a new password). */
function askedAt(text: string, index: number, password: boolean): boolean {
  const { before, line } = lineAt(text, index);
  if (NEGATED_EN.test(line) || NEGATED.test(line) || NOT_SAID.test(before)) return false;
  if (password && (NOT_HELD.test(before) || !OWN_BEFORE.test(before.slice(-40)))) return false;
  return askedFor(text, index);
}

/**
 * The secrets asked of the user on the hinted lines (or, without hints, on the lines holding other scripts'
 * letters): a signal, never shown; the skill rule below reads where each goes.
 */
export function secretAskedLines(file: AuditText, lines: readonly AuditLine[]): TextHit[] {
  const rows = lines.length > 0 ? lines : nonAsciiSpans(file);
  const out: TextHit[] = [];
  let weighed = 0;
  for (const l of rows) {
    if (weighed >= MAX_WEIGHED) break;
    eachMatchSplit(HELD_SPLIT, l.text, (m) => {
      if (weighed >= MAX_WEIGHED) return;
      weighed++;
      const index = l.index + m.index;
      if (askedAt(file.text, index, m[1] !== undefined || m[2] !== undefined))
        out.push({ index, length: m[0].length });
    });
  }
  return out;
}

/** The secret matched at `at` in `text` (line starts `starts`) is handed on. */
function handedAt(text: string, starts: readonly number[], at: number, scriptNamed: Named): boolean {
  HELD_Y.lastIndex = at;
  const m = HELD_Y.exec(text);
  if (!m) return false;
  const w = boundsAround(text, starts, at, LINES_BEFORE, LINES_AFTER, REACH);
  const passage = text.slice(w.from, w.to);
  return (
    handedOn(passage, scriptNamed, m[1] !== undefined || m[2] !== undefined, /cookie/i.test(m[0])) &&
    !DESCRIBES.test(passage) &&
    !ABOUT_IT.test(passage)
  );
}

/** Prose asks the user for a secret only they hold (the signals above) and hands it to another party. */
export function secretAskedHandedOn(skill: AuditSkillView, why: string): SkillHit[] {
  const asked = skill.signals.filter((s) => ASKED_SIGNALS.has(s.rule));
  if (asked.length === 0) return [];
  const scriptNamed = scriptFinder(skill.files.filter((f) => SCRIPT.test(f.path)));
  const byPath = new Map(skill.files.map((f) => [f.path, f]));
  for (const s of asked.slice(0, MAX_WEIGHED)) {
    const f = byPath.get(s.file);
    if (!f) continue;
    const starts = startsOf(f);
    const from = starts[s.line - 1];
    if (from === undefined) continue;
    // The signal's column is the normalised text's: the secret is found again on its line of the file as read.
    const to = s.line < starts.length ? starts[s.line]! : f.text.length;
    // Near the signal's column (the same offset unless normalising moved it), a few secrets at most.
    const near = Math.max(from, Math.min(to, from + s.column - 1) - 40);
    let hit = false;
    let tried = 0;
    eachMatch(HELD_G, f.text.slice(near, Math.min(to, near + REACH)), (m) => {
      if (!hit && tried++ < 4) hit = handedAt(f.text, starts, near + m.index, scriptNamed);
    });
    if (hit) return [{ file: f.path, line: s.line, match: s.match, why }];
  }
  return [];
}

const ASKED_SIGNAL = "signal-secret-asked";
const ASKED_SIGNAL_INTL = "signal-secret-asked-intl";
const ASKED_SIGNALS = new Set([ASKED_SIGNAL, ASKED_SIGNAL_INTL]);
/** The secrets' stems in Latin letters (hint words: lowercase ASCII); other scripts' are the -intl signal's. */
const SECRET_ASKED_HINTS = [
  "code",
  "codi",
  "digo",
  "phrase",
  "frase",
  "words",
  "mnemonic",
  "seed",
  "cookie",
  "card number",
  "cvv",
  "cvc",
  "assist",
  "anydesk",
  "teamviewer",
  "redirect",
  "authori",
  "of the page",
  "private key",
  "pass",
  "senha",
  "contrase",
  "kennw",
  "wiederherstell",
];

const SIGNAL_WHY = "a secret only the user holds, asked of them (read by a skill-level rule, never shown)";
/** The signals (chain-signals.ts lists them): the Latin-letter row by hint words, the other scripts' row by their letters. */
export const SECRET_ASKED_SIGNALS: readonly TextCheckRule[] = [
  {
    id: ASKED_SIGNAL,
    kind: "text",
    signal: true,
    markdownOnly: true,
    severity: "low",
    family: "exfiltration",
    why: SIGNAL_WHY,
    hints: SECRET_ASKED_HINTS,
    check: secretAskedLines,
  },
  {
    id: ASKED_SIGNAL_INTL,
    kind: "text",
    signal: true,
    markdownOnly: true,
    nonAscii: true,
    severity: "low",
    family: "exfiltration",
    why: SIGNAL_WHY,
    check: secretAskedLines,
  },
];
