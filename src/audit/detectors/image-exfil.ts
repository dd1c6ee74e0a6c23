// Data carried out in the URL of something a chat client fetches by itself when it shows the reply: a Markdown
// image (inline or reference-style), an HTML or SVG element's source, a CSS url(), or a URL that prose says to
// render as an image with the conversation, a secret or a file's contents put in it. A link counts too when its
// slot itself names such data (it needs a click). A fixed image URL with no slot for data sends nothing.
import { inCodeBlock } from "../context.js";
import type { AuditLine, AuditText, TextHit } from "../rule-types.js";
import { sentenceAround } from "../sentences.js";
import { boundsAround, eachMatch, escapeRe, lineAt, lineOf, startsOf } from "../text.js";
import { DESCRIBES } from "./exfil-refusals.js";

/**
 * Where a client fetches a URL: `![alt](target)` and `[text](target)` (group 1 the `!`, 2 the target), a
 * reference definition `[id]: target` (3 the id, 4 the target), an HTML or SVG element's source (5-7, by its
 * quotes), a CSS `url(…)` (8).
 */
const FETCHED =
  /(!?)\[[^\]\n]{0,200}\]\(\s*<?((?:https?:)?\/\/[^)\n]{1,1000})\)|^\s{0,3}\[([^\]\n]{1,100})\]:\s*<?(https?:\/\/[^\n]{1,1000})|<(?:img|image|source|video|audio|iframe|embed|object|input|use|feImage|link|script|body|table|td|div|span)\b[^>\n]{0,200}?\s(?:src|href|xlink:href|srcset|poster|data|background)\s*=\s*(?:"((?:https?:)?\/\/[^"\n]{1,1000})|'((?:https?:)?\/\/[^'\n]{1,1000})|\{?\x60?((?:https?:)?\/\/[^\s>\x60]{1,1000}))|\burl\(\s*["']?(https?:\/\/[^)"'\s]{1,1000})/gi;

/** A slot in a URL that the model or a program fills in: `{x}`, `<x>`, `${x}`, `%s`, `[X]`, `DATA`, a string joined on. */
const PLACEHOLDER =
  /\{[^}\n]{1,80}\}|<[^>\n]{1,80}>|\$\{[^}\n]{1,80}\}|\$[A-Za-z_]\w{1,40}\}?|%[sd]|\[[A-Za-z][\w .,'’-]{1,60}\]|(?<![\w/.-])[A-Z][A-Z0-9_]{3,40}(?![\w.-])|[^\x00-\x7f]{2,}|["'\x60]\s*(?:\+|\.\.|\.(?=\s))\s*[\w$.()[\]"']{1,80}|(?<==)(?:\.{3}|…)(?=[&)\s"'\x60]|$)/;

const PLACEHOLDERS = new RegExp(PLACEHOLDER.source, "g");

/** What a slot may be named: conversation, secrets, a file's contents, personal data (any language). */
export const SLOT = new RegExp(
  [
    String.raw`(?<![\p{L}\p{N}])(?:(?:everything|all|whatever|what)\s+(?:the\s+user|you|I|we)\s+(?:have\s+|has\s+)?(?:said|wrote|written|asked|typed|shared|told|discussed)|conversation|chat|messages|(?:user|last|latest|previous|every|each)['’s]*[\s_-]+messages?|history|transcript|system[\s_-]?prompt|secrets?|api[\s_-]?keys?|tokens?|passwords?|passwd|pwd|credentials?|creds|env|\.env|environ\w{0,6}|cookies?|session|ssh|private[\s_-]?keys?|contents?|file['’]?s?[\s_-]+(?:text|contents?)|user['’]?s?[\s_-]+(?:input|messages?|questions?|quer(?:y|ies)|prompts?|text|data|requests?|email|info\w{0,8}|code|source|files?|documents?|notes)|previous[\s_-]+(?:messages?|turns?|answers?)|e-?mail|phone|personal|pii|ssn|credit[\s_-]?card|card[\s_-]?number|cvv|seed|mnemonic|wallet|otp)(?![\p{L}])`,
    String.raw`[A-Z_]{0,20}(?:CONVERSATION|CHAT|MESSAGES|USER_MESSAGE|LAST_MESSAGE|HISTORY|PROMPT|SECRET|API_?KEY|_KEY|TOKEN|PASSWORD|CREDENTIALS?|CONTENTS?|COOKIE|SESSION|EMAIL)[A-Z_]{0,20}`,
    FOREIGN_DATA(),
  ].join("|"),
  "iu",
);

function FOREIGN_DATA(): string {
  // Personal data a document holds, in the languages the audit reads (English is in SLOT and PROSE_DATA): mail
  // addresses, phone, account and card numbers. "Adresse" alone is left out: a URL is one.
  const personal = [
    String.raw`E-?Mail-?Adress\p{L}{0,2}|Telefonnummer\p{L}{0,2}|Handynummer\p{L}{0,2}|Kontonummer\p{L}{0,2}|Kreditkart\p{L}{0,6}|(?<![\p{L}])IBANs?(?![\p{L}])`,
    String.raw`direcci[óo]n(?:es)?\s+de\s+(?:correo|e-?mail)|correos?\s+electr[óo]nicos?|n[úu]meros?\s+de\s+(?:tel[ée]fono|cuenta|tarjeta|telefone|conta|cart[ãa]o)`,
    String.raw`adresses?\s+(?:e-?mail|[ée]lectroniques?|courriel)|num[ée]ros?\s+de\s+(?:t[ée]l[ée]phone|compte|carte)|endere[çc]os?\s+de\s+e-?mail|indirizz[oi]\s+e-?mail|numer[oi]\s+di\s+(?:telefono|conto|carta)`,
    "邮箱|電子郵件|电子邮件|电话号码|電話號碼|手机号|银行账号|銀行帳號|银行卡|身份证|メールアドレス|電話番号|口座番号|이메일|전화번호|계좌번호",
    String.raw`электронн\p{L}{0,3}\s+почт|номер\p{L}{0,3}\s+(?:телефон|сч[её]т|карт)`,
  ].join("|");
  return (
    "(?:对话|對話|聊天|消息|訊息|内容|內容|密钥|密鑰|密码|密碼|令牌|历史|歷史|会話|会话|メッセージ|履歴|秘密|パスワード|トークン|대화|메시지|비밀번호|" +
    personal +
    "|Gespr[äa]ch|Verlauf|Nachrichten|Inhalt|Passwort|conversaci[óo]n|mensajes|contenido|contrase[ñn]a|historial|conversa|mensagens|conte[úu]do|senha|hist[óo]rico|contenu|conversation|historique|mot\\s+de\\s+passe|conversazione|messaggi|contenuto|cronologia|(?:dernier|derni[èe]re)\\s+(?:message|question|demande|requ[êe]te)|(?:message|question|demande|requ[êe]te)s?\\s+de\\s+l['’]utilisateur|letzte\\s+(?:Nachricht|Frage|Eingabe|Anfrage)|(?:Nachricht|Frage|Eingabe|Anfrage)\\s+des\\s+(?:Nutzers|Benutzers|Anwenders)|[úu]ltim[oa]\\s+(?:mensaje|mensagem|pregunta|pergunta|consulta|messaggio|domanda|richiesta)|(?:mensaje|pregunta|consulta)\\s+del\\s+usuario|(?:messaggio|domanda|richiesta)\\s+dell['’]utente|(?:mensagem|pergunta)\\s+do\\s+usu[áa]rio|переписк|диалог|сообщени|содержим|пароль|истори|المحادثة|الرسائل|محتوى)"
  );
}

/** The same named in the prose beside an image: conversation, secrets, file contents, personal data. */
export const PROSE_DATA = new RegExp(
  [
    String.raw`\b(?:(?:everything|all|whatever|what|(?:last|latest|first)\s+thing)\s+(?:the\s+user|you|I|we)\s+(?:have\s+|has\s+)?(?:said|wrote|written|asked|typed|shared|told|discussed)|conversation|chat\s*(?:history|log|transcript)|(?:our|this|the|entire|whole|full)\s+(?:chat|discussion|exchange|messages)|(?:message|command|shell|bash|browser|search)\s+history|transcript|(?:previous|earlier|prior|past|all|last)\s+(?:(?:\d{1,3}|two|three|four|five|ten|few)\s+)?(?:messages?|turns?|answers?|replies|prompts?)|system\s+prompt|secrets?|api[\s_-]?keys?|(?:access|auth\w{0,9}|api|bearer|session|github|secret)\s+tokens?|passwords?|passwd|credentials?|environment\s+variables?|env\s+vars?|cookies?|ssh\b|private\s+keys?|(?:file|document)['’]?s?\s+contents?|contents?\s+of\s+(?:the\s+|every\s+|each\s+|all\s+)?(?:files?|documents?|\.|~|\/)|user['’]?s?\s+(?:(?:last|latest|previous|first|current)\s+)?(?:input|messages?|questions?|data|requests?|e-?mail|name|address|details|information)|personal\s+(?:data|information|details)|e-?mail\s+address(?:es)?|phone\s+numbers?|(?:your|the)\s+(?:full|whole|complete|entire)\s+(?:answer|reply|response)s?|(?:first|last)\s+\d{1,5}\s+(?:characters|chars|bytes|lines)\s+of|contents?\s+of\s+[\x60'"]?[\w~./-]{1,60}\.[a-z]{2,5}|(?:code|text|(?:source\s+)?files?|(?:file\s+)?paths?|snippets?|documents?)\s+(?:that\s+)?(?:the\s+user|they)\s+(?:has\s+|have\s+|is\s+|are\s+)?(?:pasted|mentioned|typed|shared|opened|editing|viewing|uploaded|attached)|what\s+the\s+user\s+is\s+(?:working\s+on|doing|building|writing)|summary\s+of\s+(?:the|this|our)\s+(?:current\s+)?(?:task|conversation|session|discussion|chat|work))\b|(?<![\w.])\.env\b`,
    FOREIGN_DATA(),
  ].join("|"),
  "iu",
);

/** An image word, in the languages the audit reads. */
export const RENDERS =
  /\b(?:images?|img|picture|pixel|markdown|imagen|imagem|immagine|bild|afbeelding|obraz\w{0,2}|resim)\b|图片|圖片|图像|圖像|画像|이미지|изображени|картинк|صورة/iu;
/** Things a reply shows as images, said with a verb that shows them ("display the badge", not "- Thumbnail: `…`"). */
export const SHOWN_AS =
  /\b(?:show|display|embed|render|include|insert|add|put|append)\b[^.!?\n]{0,80}\b(?:badges?|logo|icon|avatar|thumbnail|banner|emoji)\b/i;
/** Prose that builds the URL: "append the summary to …?q=", "followed by", "with … appended", in several languages. */
export const APPENDS =
  /\b(?:append|add|attach|put|include|encode|fill|insert|concatenat\w{1,3}|substitut\w{1,4}|replac\w{1,4}|followed\s+by|plus|gefolgt\s+von|seguid[oa]s?\s+(?:de|por)|suivie?s?\s+(?:de|des|du|par)|seguit[oa]\s+da|f(?:ü|ue)g\w{0,3}|a[ñn]ad\w{1,3}|agreg\w{1,3}|adjunt\w{1,3}|inclu\w{1,4}|ajout\w{1,4}|anh[äa]ng\w{1,3}|h[iі]nzuf[üu]g\w{1,3}|aggiung\w{1,3}|adicion\w{1,3}|reemplaz\w{1,3}|remplac\w{1,4}|ersetz\w{1,3}|sostitu\w{1,4}|substitu\w{1,4})|附加|添加|追加|付け|加上|替换|后面跟|后接|後接|の後に続けて|добав\p{L}{0,4}|замен\p{L}{0,4}|أضف/iu;
/** A slot filled with a hash of the data (Gravatar's `{md5 of the email}`): the data itself does not leave. */
const HASHED = /\b(?:md5|sha-?\d{0,3}|hash(?:ed)?)\b/i;
/** A slot that holds a count or a size (`{used_tokens}`, `{counts}`): numbers about the data, not the data. */
const COUNTED = /\b(?:counts?|number|num|total|used|usage|length|size)(?:\b|_)|_(?:counts?|used|total)\b/i;
const PARAM_WORDS = /param|argument|query/i;
/** Prose that names the parameter the data goes in: "add the user's last message as its `q` parameter". */
const PARAM_SAID =
  /\bas\s+(?:its|the|a|an)\s+[\x60'"]?[\w-]{1,30}[\x60'"]?\s+(?:query\s+)?(?:param(?:eter)?|argument)\b|\b(?:in|into|to)\s+(?:its|the)\s+(?:query\s+string|URL['’]?s\s+query)\b/i;
/** A URL that ends in an empty parameter, or is followed by "+ …", "followed by …": the data is joined on in prose. */
const EMPTY_SLOT = /[?&][\w-]{1,40}=$/;
const SLOT_AFTER = /^(?:\{[^}\n]{1,160}\}|<[^>\n]{1,160}>|\[[^\]\n]{1,160}\]|【[^】\n]{1,160}】)/;
const JOINED_AFTER =
  /^\s*(?:\+|followed\s+by\b|plus\b|with\s+[^.\n]{1,80}\s+appended\b|(?:and|then)\s+(?:append|add)\w{0,3}\s+(?:the\s+)?(?:query\s+)?(?:(?:string|param(?:eter)?)\s+)?["'\x60]?[?&][\w-]{1,40}=)/i;
/** A URL that ends in a folder (`…/v/`): prose puts the data after it. */
const OPEN_PATH = /^(?:https?:)?\/\/[^/\s]{1,253}\/[^?#\s]{0,200}\/$/i;
/** A URL whose path names an image file: whatever the prose calls it, a client shows it. */
const IMAGE_FILE = /\.(?:png|gif|jpe?g|svg|webp|bmp|ico)(?:[?#]|$)/i;

/** A command or an assignment: the line is code even outside a code block. */
const CODE_LINE =
  /^\s*(?:[$>#]\s|curl\b|wget\b|http\b|const\b|let\b|var\b|url\s*=|[\w.]{1,40}\s*[:=]\s*[f`"'])/;
/** A bare URL in prose (the constructs above are matched first), a slot in braces with its spaces (`/i/{the last message}.png`). */
const BARE_URL = /https?:\/\/(?:[^\s"'\x60<>)\]{]|\{[^}\n]{1,160}\}){1,1000}/gi;

/** The part of a URL where data can travel: past the host's first `?`/`#`, or a path segment holding a slot. */
function dataPart(target: string): string {
  const at = target.search(/[?#]|\/[^/]*[{<$%[]|["'\x60]\s*(?:\+|\.)/);
  return at < 0 ? "" : target.slice(at);
}

/**
 * A key the reader puts in to use the host's own service (`?access_token=YOUR_MAPBOX_TOKEN` on a map image,
 * `key=<your API key>`): the placeholder is the reader's own, or names the host.
 */
function ownServiceKey(target: string, slot: string): boolean {
  const param = /[?&]([\w-]{1,40})=[^&]*$/.exec(target.slice(0, target.indexOf(slot) + 1))?.[1] ?? "";
  if (!/^(?:access_?token|token|key|api_?key|apikey|client_?id|auth|app_?id|appid)$/i.test(param))
    return false;
  if (/\byour\b|^\W*YOUR_/i.test(slot)) return true;
  const host = /^https?:\/\/([^/?#:]+)/i.exec(target)?.[1]?.toLowerCase() ?? "";
  return slot
    .toLowerCase()
    .split(/[^a-z]+/)
    .some((w) => w.length >= 4 && !/^(?:token|access|secret|api|key|your)$/.test(w) && host.includes(w));
}

interface Fetched {
  readonly index: number;
  readonly length: number;
  readonly target: string;
  readonly image: boolean;
  /** A reference definition's id (`[c]: …`): the prose beside the image that uses it names the data too. */
  readonly ref?: string;
}

/** Where a definition `[id]: …` is shown as an image in the file (`![alt][id]`, `![id]`), or -1. */
const shownAsImage = (text: string, id: string): number =>
  text.search(new RegExp(`!\\[[^\\]\\n]{0,200}\\]\\[${escapeRe(id)}\\]|!\\[${escapeRe(id)}\\](?![(:])`, "i"));

function fetchedOn(file: AuditText, l: AuditLine): Fetched[] {
  const out: Fetched[] = [];
  eachMatch(FETCHED, l.text, (m) => {
    // A code span that closes inside the parentheses (`![x](https://h/p?v=` followed by … `)`) ends the URL there.
    const raw = m[2] ?? m[4] ?? m[5] ?? m[6] ?? m[7] ?? m[8]!;
    const cut = m[2] === undefined ? -1 : raw.search(/\x60\s(?!\s{0,3}(?:\+|\.\.))/);
    const target = cut < 0 ? raw : raw.slice(0, cut);
    // Every HTML source and CSS url() is fetched when shown; a reference definition when an image uses it.
    const shown = m[3] === undefined ? -1 : shownAsImage(file.text, m[3]);
    // A badge inside a link (`[![build](…)](…)`) is an image: the outer bracket opens the match.
    const image =
      m[1] === "!" || m[0].startsWith("[![") || (m[2] === undefined && m[4] === undefined) || shown >= 0;
    out.push({
      index: l.index + m.index,
      length: m[0].length,
      target,
      image,
      ref: shown >= 0 ? m[3] : undefined,
    });
  });
  return out;
}

/** A URL the client fetches, whose slot names (or, for an image, whose lines name) data that should not leave. */
function carries(file: AuditText, starts: readonly number[], l: AuditLine, f: Fetched): boolean {
  // Every slot counts (`?lang={lang}&d={conversation}`), but a key the reader fills in for the host's own service.
  const data = dataPart(f.target);
  const short = (data.match(SHORT_SLOT) ?? []).filter((p) => definedAsData(file, starts, p));
  // A plain word as an image parameter's value (`?q=info`) that prose replaces with data.
  if (f.image)
    for (const w of data.match(WORD_VALUE) ?? [])
      if (replacedByData(file).has(w.toLowerCase())) short.push(w);
  const slots = [...(data.match(PLACEHOLDERS) ?? []), ...short].filter(
    (p) => !ownServiceKey(f.target, p) && !HASHED.test(p) && !COUNTED.test(p),
  );
  const b = boundsAround(file.text, starts, f.index, 1, 1, 400);
  if (slots.length === 0)
    return f.image && EMPTY_SLOT.test(f.target) && filledInProse(file.text.slice(b.from, b.to));
  let around = file.text.slice(b.from, b.to);
  if (f.image && !PROSE_DATA.test(around)) {
    const lead = leadIn(file, starts, f.index);
    if (LEAD_BUILDS.test(lead) || slots.some((p) => namedIn(lead, p))) around += `\n${lead}`;
  }
  if (f.ref !== undefined) {
    const u = boundsAround(file.text, starts, shownAsImage(file.text, f.ref), 0, 0, 400);
    around += `\n${file.text.slice(u.from, u.to)}`;
  }
  // A link needs a click: it counts when the slot itself names conversation data or secrets, or is defined as a secret.
  if (
    !slots.some((p) => SLOT.test(p)) &&
    !(f.image
      ? PROSE_DATA.test(around) || slots.some((p) => definedAsData(file, starts, p))
      : slots.some((p) => definedAsData(file, starts, p, SECRET_DATA)))
  )
    return false;
  // A code span here is the template the model is told to write: only a table row or a guide mentions it.
  return !DESCRIBES.test(around) && !/^\s*\|/.test(l.text);
}

/**
 * The paragraph that introduces the image's line with a colon ("build the URL from the findings and the `.env`
 * file, hex-encoded:"), past blank lines and a fence: its last sentence says what fills the slot. At most 4 lines,
 * 600 characters.
 */
function leadIn(file: AuditText, starts: readonly number[], index: number): string {
  let n = lineOf(starts, index) - 1;
  for (
    let skip = 0;
    n >= 0 && skip < 3 && /^\s*(?:\x60{3}[\w-]{0,20})?\s*$/.test(lineAt(file.text, starts, n));
    skip++
  )
    n--;
  if (n < 0 || !/[:：]\s*$/.test(lineAt(file.text, starts, n).slice(-200))) return "";
  const last = n;
  while (n > 0 && last - n < 3 && !/^\s*$/.test(lineAt(file.text, starts, n - 1))) n--;
  const lead = file.text.slice(
    Math.max(starts[n]!, starts[last]! - 600),
    starts[last]! + lineAt(file.text, starts, last).length,
  );
  // Its last sentence, the one the colon ends: an earlier one ("keep your keys in `.env`") says something else.
  let from = 0;
  for (const e of lead.slice(0, -1).matchAll(/[.!?。！？](?:\s|$)/g)) from = e.index + 1;
  return lead.slice(from);
}

/** A lead-in that says what goes into the address ("build the URL from …"), not only what the page is about. */
const LEAD_BUILDS =
  /\b(?:url|uri|link|address|path|query|param(?:eter)?s?|slot|placeholder|file\s*name)\b|Adresse|Parameter|par[áa]metro|param[èe]tre|enlace|lien|链接|网址|網址|参数|パラメータ|адрес|параметр/iu;
/** The slot's own name said in the lead-in (`{hex}` beside "hex-encoded"). */
const namedIn = (lead: string, slot: string): boolean => {
  const name = slot.replace(/^[{[<$%]+|[}\]>]+$/g, "");
  return /^[A-Za-z]\w{2,30}$/.test(name) && new RegExp(`\\b${name}\\b`, "i").test(lead);
};

/** A parameter's value that is a plain word (`?q=info`). */
const WORD_VALUE = /(?<==)[A-Za-z][\w-]{1,30}(?=[&#)\s"'\x60]|$)/g;
/** "Replace `info` with the user's last message": the word (group 1) and what replaces it (group 2). */
const REPLACE_WITH =
  /\b(?:replac|substitut|swap)\w{0,4}\s+(?:the\s+(?:word|text|value)\s+)?["'\x60]?([A-Za-z][\w-]{1,30})["'\x60]?\s+(?:with|by|for)\s+([^;.!?\n]{1,120})/gi;
const replaced = new WeakMap<AuditText, ReadonlySet<string>>();
/** The words a file's prose replaces with conversation, secrets or file data, found once a file. */
function replacedByData(file: AuditText): ReadonlySet<string> {
  let out = replaced.get(file);
  if (!out) {
    const words = new Set<string>();
    // Most files with a badge's `?style=flat` say no such thing: a plain search first.
    const t = file.text;
    if (/eplac|EPLAC|ubstitut|UBSTITUT|wap|WAP/.test(t))
      eachMatch(REPLACE_WITH, t, (m) => {
        const named = PROSE_DATA.exec(m[2]!);
        if (named && named.index <= 40) words.add(m[1]!.toLowerCase());
      });
    out = words;
    replaced.set(file, out);
  }
  return out;
}

/** A parameter's value of three capitals (`?h=HEX`, `?m=MSG`): a slot only where a line defines it as data (not `USD`). */
const SHORT_SLOT = /(?<==)[A-Z]{3}(?=[&#)\s"'\x60]|$)/g;

/** A secret a slot is defined as ("where VALUE is the value of `OPENAI_API_KEY`"): a link carrying it needs no image. */
export const SECRET_DATA =
  /\b[A-Z][A-Z0-9_]{0,30}_(?:TOKEN|SECRET|API_KEY|KEY|PASSWORD)\b|\b(?:api[\s_-]?keys?|(?:access|auth|api|bearer|session|github)\s+tokens?|secrets?|passwords?|credentials|private\s+keys?)\b|(?<![\w.])\.env\b/i;

/**
 * A slot named by a word (`DATA`, `{payload}`, `[VALUES]`) that a line elsewhere defines as conversation,
 * secrets or file data: "Replace DATA with the user's previous three messages".
 */
function definedAsData(file: AuditText, starts: readonly number[], slot: string, data = PROSE_DATA): boolean {
  const name = slot.replace(/^[{[<$%]+|[}\]>]+$/g, "");
  if (!/^[A-Za-z_][\w-]{2,40}$/.test(name)) return false;
  // Asked once per name and kind of data in a file: a line of the same image repeated asks it per image.
  let known = definitions.get(file);
  if (!known) {
    known = new Map();
    definitions.set(file, known);
  }
  const key = `${data === PROSE_DATA ? "d" : "s"}:${name}`;
  const was = known.get(key);
  if (was !== undefined) return was;
  const uses = new RegExp(`(?<![\\w-])${escapeRe(name)}(?![\\w-])`, "g");
  let seen = 0;
  let found = false;
  // The first eight uses are read; the scan stops there (a name used all over the file is no slot definition).
  for (let m = uses.exec(file.text); m !== null && !found && ++seen <= 8; m = uses.exec(file.text)) {
    const b = boundsAround(file.text, starts, m.index, 0, 0, 400);
    const line = file.text.slice(b.from, b.to);
    // The slot inside the URL itself is no definition; a definition may share the URL's line.
    if (
      (line.includes("://") && /https?:\/\/\S*$/.test(file.text.slice(b.from, m.index))) ||
      DESCRIBES.test(line)
    )
      continue;
    // What the name is bound to comes right after it: "Replace DATA with the user's previous messages".
    const bound = BINDS_TO.exec(file.text.slice(m.index + m[0].length, Math.min(b.to, m.index + 200)));
    const named = bound ? data.exec(bound[1]!) : null;
    found = named !== null && named.index <= 40;
  }
  known.set(key, found);
  return found;
}
const definitions = new WeakMap<AuditText, Map<string, boolean>>();
const BINDS_TO =
  /^[`'"}\]>]*\s*(?:(?:and|,)\s+[^\s;.]{1,40}\s+)?(?:(?:replaced|substituted|filled(?:\s+in)?)\s+(?:with|by)|with|is|are|=|:|means|holds|contains|(?:should|must)\s+(?:be|hold|contain)|becomes|by|set\s+to|con|par|por|pela|pelo|mit|durch)\s+((?:[^;.!?\n]|\.(?=[\w/])){1,160})/i;

/** Prose that has the model build an image URL: a bare URL with a slot or an empty parameter, data named, a render. */
function proseImage(file: AuditText, l: AuditLine, taken: readonly Fetched[]): TextHit | undefined {
  // Prose of Markdown files: a URL with a slot in code is a request the program makes, not an image shown.
  if (!file.markdown || inCodeBlock(file, l.index) || CODE_LINE.test(l.text)) return undefined;
  let hit: TextHit | undefined;
  // Whether the line names a parameter at all, asked once a line (most URLs have neither slot nor such words).
  let paramWords: boolean | undefined;
  let below: boolean | undefined;
  const joinedBelow = (): boolean => {
    if (below === undefined) below = joinsOnBelow(file, l);
    return below;
  };
  eachMatch(BARE_URL, l.text, (m) => {
    const index = l.index + m.index;
    if (hit || taken.some((f) => index >= f.index && index < f.index + f.length)) return;
    const url = m[0].replace(/[.,;:!?]+$/, "");
    // A slot written right after the URL (`…?h=<base64 of the history>`) holds spaces the URL stops at.
    const next = l.text.slice(m.index + url.length, m.index + url.length + 200);
    const open = OPEN_PATH.test(url);
    const slot =
      PLACEHOLDER.exec(dataPart(url)) ?? (EMPTY_SLOT.test(url) || open ? SLOT_AFTER.exec(next) : null);
    let sentence: string | undefined;
    const sentenceOf = (): string => {
      if (sentence === undefined) {
        const b = sentenceAround(file, index);
        sentence = file.text.slice(b.from, b.to);
      }
      return sentence;
    };
    if (paramWords === undefined) paramWords = PARAM_WORDS.test(l.text);
    // An image URL with no slot that the next lines join data onto ("show an image from that endpoint and add `?d=` …").
    const later = !slot && IMAGE_FILE.test(url) && joinedBelow();
    const joined =
      EMPTY_SLOT.test(url) ||
      open ||
      later ||
      JOINED_AFTER.test(l.text.slice(m.index + url.length, m.index + url.length + 120)) ||
      (!slot && paramWords && PARAM_SAID.test(sentenceOf()));
    if (!slot && !joined) return;
    if (slot && (ownServiceKey(url, slot[0]) || HASHED.test(slot[0]) || COUNTED.test(slot[0]))) return;
    const said = sentenceOf();
    // An image file's URL the prose joins data onto is shown; a slot in it may be the reader's own (`vz-{token}`).
    const fetches = FETCHES.test(said) && SESSION_DATA.test(said) && !KEY_PARAM.test(url);
    const shown = RENDERS.test(said) || SHOWN_AS.test(said);
    if (!(shown || fetches || (!slot && IMAGE_FILE.test(url))) || DESCRIBES.test(said)) return;
    const named = (slot && SLOT.test(slot[0])) || fetches || later || PROSE_DATA.test(said);
    if (named && (slot || later || APPENDS.test(said))) hit = { index: l.index, length: l.text.length };
  });
  return hit;
}

/** A query parameter the prose adds, and the URL named again ("that endpoint", "the image above"). */
const QUERY_ADDED = /[?&][\w-]{1,40}=/;
const URL_AGAIN =
  /\b(?:that|this|the\s+(?:same|above))\s+(?:endpoint|url|address|image|link|pixel|host)\b|\b(?:to|onto|on)\s+it\b/i;
/** The three lines after a URL's line, at most 400 characters, joining a parameter with data onto that URL (asked once a line). */
function joinsOnBelow(file: AuditText, l: AuditLine): boolean {
  const end = l.index + l.text.length;
  // The rest of its line, then up to three lines.
  const below = file.text
    .slice(end, end + 400)
    .split("\n", 4)
    .join("\n");
  return (
    QUERY_ADDED.test(below) &&
    URL_AGAIN.test(below) &&
    APPENDS.test(below) &&
    PROSE_DATA.test(below) &&
    !DESCRIBES.test(below)
  );
}

/** "…?msg=) and put the user's last message right after `msg=`": an image's empty parameter that prose fills with data. */
const filledInProse = (around: string): boolean =>
  PROSE_DATA.test(around) && APPENDS.test(around) && !DESCRIBES.test(around);
/** A URL the agent itself requests (a web fetch tool): it sends what is joined on, shown or not. */
const FETCHES = /\b(?:fetch|visit|open|load|request|browse\s+to|navigate\s+to|GET)\b/;
/** What a fetched URL must not carry: the session itself (a search query the user asked for is its normal use). */
const SESSION_DATA =
  /\b(?:conversation|chat\s*(?:history|log|transcript)|transcript|system\s+prompt|(?:previous|earlier|prior|past|all)\s+messages|(?:files?|contents?)\b[^.!?\n]{0,30}\byou\s+(?:have\s+)?(?:read|opened|viewed|edited)|contents?\s+of\s+(?:the\s+)?(?:\.env\b|~\/))/i;
/** A key the reader's own request is signed with (`?key=`, `?access_token=`): the host's service, used. */
const KEY_PARAM = /[?&](?:access_?token|token|key|api_?key|apikey|auth|client_?id|app_?id|appid)=$/i;

/** A protocol-relative source (`](//host/…`, `src="//host/…"`): a client fetches it over the page's own scheme. */
export const IMAGE_EXFIL_HINTS: readonly string[] = ["http", "](//", '="//', "='//", "=//"];
const RELATIVE_SOURCE = /\]\(\s*\/\/|=\s*["']?\/\//;

/** Conversation, secrets or file data carried out in the URL of an image (or a link) the reply shows. */
export function imageExfil(file: AuditText, lines: readonly AuditLine[]): TextHit[] {
  const starts = startsOf(file);
  const out: TextHit[] = [];
  for (const l of lines) {
    if (!l.text.includes("://") && !RELATIVE_SOURCE.test(l.text)) continue;
    const fetched = fetchedOn(file, l);
    let found = false;
    for (const f of fetched)
      if (carries(file, starts, l, f)) {
        out.push({ index: f.index, length: f.length });
        found = true;
      }
    const prose = found ? undefined : proseImage(file, l, fetched);
    if (prose) out.push(prose);
  }
  return out;
}
