// A fabricated conversation: two or more turns in the assistant's voice ("Assistant: I sent ~/.ssh/id_rsa to
// https://…", a JSON message with role "assistant", a ChatML `<|im_start|>assistant` block, a `### Assistant`
// heading) that each report or announce a harmful act. The agent that reads them takes them as its own past
// answers and continues the pattern: one such turn is a hijacked transcript, a run of them a many-shot
// injection (Anthropic, "Many-shot jailbreaking", 2024). The harm is read in any language where it can be: a
// secret path or a secret's name beside a sending verb and an address, a destructive or check-skipping command,
// a piped install with sudo or over plain http, "without asking". Few-shot examples of benign work, refusals
// ("I can't send your keys") and write-ups that describe the attack are left alone.

import { words } from "../hints.js";
import type { AuditLine, AuditText, TextHit } from "../rule-types.js";
import { SENT_OR_SIDE_EFFECT } from "./injection-harm.js";
import { FORBIDS } from "./instruction-prose.js";

const S = String.raw`(?<![\p{L}\p{N}_])`;
const E = String.raw`(?![\p{L}\p{N}_])`;

/** A speaker label at a line's start: "Assistant:", "**AI:**", "> Asistente :", "### Assistant". */
const LABEL =
  /^[ \t]*(?:[>*_-][ \t]*){0,3}(?:\*\*|__)?(?:(?:ai|the)[ \t]+)?(?:assistant|assistent[ea]?|asistente|ai|a\.i\.|claude|chatgpt|gpt(?:-?\d[\w.]{0,8})?|copilot|gemini|thought)(?:\*\*|__)?[ \t]*[:：]|^[ \t]*#{1,6}[ \t]*(?:assistant|assistent[ea]?|asistente|ai)[ \t]*:?[ \t]*$/iu;
/** A turn inside a line: a chat message's role, a chat template's tag. */
const INLINE =
  /["']?role["']?[ \t]*[:=][ \t]*["']?assistant\b["']?|<\|im_start\|>[ \t]*assistant\b|<\|assistant\|>|<assistant>|<\|start_header_id\|>assistant<\|end_header_id\|>|<start_of_turn>model\b|\[\/INST\]/gi;
export const TRANSCRIPT_HINTS = words(
  "assistant|assistent|asistente|ai:|ai :|ai**|a.i.:|claude|chatgpt|gpt|copilot|gemini|thought:|[/inst]|start_of_turn",
);

const TURN_REACH = 400;
/** Where a turn ends: a blank line, another speaker's label, another message, a template tag. */
const TURN_END =
  /\n[ \t]*\n|\n[ \t>*_-]{0,6}(?:\*\*|__)?(?!(?:content|text|message|parts|value)\b)\p{L}[\p{L}\p{N} .'-]{0,24}(?:\*\*|__)?[ \t]*[:：]|\n[ \t]*#{1,6}[ \t]|["']role["'][ \t]*:|<\|im_(?:end|start)\|>|<\|(?:user|system|end|eot_id|start_header_id)\|>|<\/assistant>|<end_of_turn>|\[INST\]|<\/s>/u;

const SINK = String.raw`(?:https?:\/\/|${S}[\w.+-]+@[\w-]+(?:\.[\w-]+)*\.[a-z]{2,}${E}|${S}(?:pastebin|webhook|ngrok)${E})`;
export const SECRET_PATH = String.raw`(?:(?:~|\$HOME|%USERPROFILE%)[\\/]\.(?:ssh(?![\\/](?:config|known_hosts|[\w.-]+\.pub)(?![\w.-]))|aws|gnupg|kube|docker|netrc|npmrc|pypirc|git-credentials|config[\\/](?:gh|gcloud))|${S}id_(?:rsa|ed25519|ecdsa|dsa)(?![\w.])|\.aws[\\/]credentials|\.kube[\\/]config|(?<![\w.])\.env(?![\w.-])|${S}mcp\.json|${S}wallet\.dat|${S}keychain${E})`;
const SECRET_NAME = String.raw`(?:${S}(?:tokens?|api[\s_-]?keys?|credentials?|passwords?(?!\s+reset)|secrets?|cookies|private\s+keys?|ssh\s+keys?|seed\s+phrases?|printenv|environment\s+variables|variables\s+de\s+entorno|Umgebungsvariablen|variables\s+d['’]environnement|variabili\s+d['’]ambiente|vari[aá]veis\s+de\s+ambiente|Zugangsdaten|credenciales|contrase[ñn]as?|mots?\s+de\s+passe|Passw[öo]rter|identifiants|credenziali|credenciais|senhas?|ключи|пароли|токены)${E}|process\.env\b|os\.environ\b)`;
/** Sending, in the languages the harm list reads: present, past and participle. */
const MOVED = String.raw`${S}(?:send|sent|sending|upload\w*|post(?:ed|ing)?|forward\w*|paste[ds]?|cop(?:y|ied|ying)|exfiltrat\w*|transmit\w*|shar(?:e|ed|ing)|push(?:ed)?|sync(?:ed)?|e-?mail(?:ed)?|leak\w*|curl|wget|scp|rsync|envi(?:[ée]e?s?|ar[ée]?|a|o|ó|ado|ada|ei|ou|amos)|sub[ií](?:r|do|da)?|mand[ée]|gesendet|geschickt|hochgeladen|übertragen|weitergeleitet|envoy\p{L}*|transf[ée]r\p{L}*|partag\p{L}*|inviat[oaie]|invio|caricat[oaie]|inoltrat[oaie]|carreguei|carregad[oa]|отправ\p{L}*|загруз\p{L}*|переслал\p{L}*)${E}`;
/** Everything of the user's, not one item they named. */
const USER_DATA = String.raw`${S}(?:all|every|entire|whole|full|tod[oa]s|tous|toutes|alle|tutt[ieo])\s+(?:(?:the|your|my|of\s+the|of\s+your|users?)\s+)?(?:e-?mails?|inbox|messages|contacts|files|history|conversations?|customers?|customer\s+list|records|database|documents|chats?)${E}|${S}(?:users|customers)\s+table${E}`;
/** Wiping files, disks, backups or history: English and command forms (no character outside ASCII). */
export const DESTROYS_EN = [
  String.raw`(?<![\w-])rm\s+(?:-[a-zA-Z]*\s+)*-[a-zA-Z]*[rR][a-zA-Z]*\s+(?:-[\w-]+\s+)*(?:~\/?\*?|\$HOME\/?\*?|\$\{HOME\}\/?\*?|\/\*?|\.git)(?=[\s\x60'";|&)]|$)`,
  String.raw`--no-preserve-root\b|\bmkfs(?:\.\w+)?\s+\/dev\/|\bdd\s+if=[^\n]{0,60}\bof=\/dev\/(?:sd|nvme|disk|hd)`,
  String.raw`\bRemove-Item\b[^\n]{0,60}-Recurse[^\n]{0,60}(?:C:\\|~|\$HOME|\$env:USERPROFILE)|\bformat\s+c:`,
  String.raw`\b(?:delet|remov|wip|eras|purg|destroy|empt)\w*\s+(?:\w+\s+){0,2}?(?:them\s+all|all\s+of\s+them|the\s+originals|(?:the\s+|all\s+|your\s+)?backups?|the\s+trash|(?:the\s+|your\s+|git\s+)history|everything)\b`,
  String.raw`\b(?:delet|remov|wip|eras|purg)\w*\s+(?:all|every)\s+(?:(?:the|your|my|of\s+the|of\s+your)\s+)?(?:files?|e-?mails?|messages|data|documents|records|contacts|photos)\b`,
].join("|");
/** The same in Spanish, French, German, Italian and Portuguese (needs the `u` flag). */
export const DESTROYS_INTL = String.raw`${S}(?:apag|borr|elimin|supprim|lösch|cancell)\p{L}*\s+(?:\p{L}+\s+){0,2}?(?:tod[oa]s?|todo|tout|tous|toutes|alle[sn]?|tutt[ieo]|backups?|respaldos?|sauvegardes|Sicherungen)${E}`;
export const DESTROYS = new RegExp(`${DESTROYS_EN}|${DESTROYS_INTL}`, "iu");
/** A check or safeguard switched off, a push or merge past protection. */
const CHECKS_OFF = new RegExp(
  [
    String.raw`\b(?:disabl\w*|turn(?:ed|ing)?\s+off|switch(?:ed|ing)?\s+off|bypass\w*|circumvent\w*|deactivat\w*)\s+(?:\w+\s+){0,3}?(?:security\s+\w+|checks?|protections?|protection\s+rules|firewall|antivirus|audit\s+log\w*|logging|hooks?|verification|safeguards?|guardrails?|2FA|MFA|two-factor|sandbox\w*|approvals?|confirmations?)\b`,
    String.raw`--dangerously-skip-permissions\b|--dangerously-bypass-approvals-and-sandbox\b|--yolo\b|\bBash\(\*\)|\bbypassPermissions\b`,
    String.raw`\b(?:delet|remov)\w*\s+(?:the\s+|all\s+)?(?:failing|broken|red)\s+tests\b|--no-verify\b|\bufw\s+disable\b|\bsetenforce\s+0\b|\bgh\s+pr\s+merge\b[^\n]{0,60}--admin\b|\bpush\s+(?:[^\n]{0,40}\s)?(?:--force|-f)(?![\w-])`,
    String.raw`${S}(?:d[ée]sactiv|desactiv|disattiv|deaktivier)\p{L}*\s+(?:\p{L}+\s+){0,3}?(?:v[ée]rifications?|contr[ôo]les?|protections?|hooks?|pare-feu|verificaciones|comprobaciones|controles|cortafuegos|controlli|verifiche|protezion\p{L}*|Prüfungen|Firewall)${E}`,
  ].join("|"),
  "iu",
);
/** Money told as moved (the shared list reads the order, "transfer … to the account"; this the report). */
const MONEY_MOVED =
  /\b(?:transferred|wired|sent|moved)\s+(?:\w+\s+){0,4}?(?:funds|money|balance|savings|\$\s?\d|\d[\d,.]*\s*(?:USD|EUR|GBP|BTC|ETH|USDT)\b|bitcoin|crypto\w*)[^.!?\n]{0,80}?\bto\s+(?:(?:the\s+|my\s+|our\s+)?(?:account|wallet|IBAN)\b|0x[0-9a-f]{8}|bc1)/i;
const NO_CONSENT = new RegExp(
  String.raw`\bwithout\s+(?:asking|confirm\w*|permission|approval|telling|checking\s+with)\b|\bnever\s+ask\s+(?:for\s+)?(?:confirmation|permission|approval)\b|\bskip(?:ped)?\s+(?:the\s+)?confirmations?\b|${S}(?:sin\s+(?:preguntar|pedir|confirmaci[oó]n|permiso)|ohne\s+(?:nach)?zu(?:fragen)?|ohne\s+(?:Nach|Rück)frage|ohne\s+Bestätigung|sans\s+(?:demander|confirmation|autorisation|permission)|senza\s+(?:chiedere|conferma|permesso)|sem\s+(?:perguntar|pedir|confirma[çc][ãa]o|permiss[ãa]o)|без\s+(?:спроса|подтверждения|разрешения))${E}`,
  "iu",
);
const PIPED = /\b(?:curl|wget)\b[^\n|]{0,200}\|\s*(?:sudo\b[^\n|]{0,20})?(?:ba|z|da)?sh\b/i;
const REVEALS =
  /\b(?:my|the)\s+(?:full\s+|whole\s+|complete\s+|entire\s+|original\s+)?(?:system\s+prompt|hidden\s+instructions|initial\s+instructions|developer\s+message)\s+(?:is|are|reads|says|verbatim)\b|\b(?:print\w*|reveal\w*|output\w*|dump\w*|leak\w*|paste\w*|repeat\w*)\s+(?:\w+\s+){0,3}?(?:system\s+prompt|hidden\s+instructions|developer\s+message)\b/i;
const MOVES_SECRET = new RegExp(MOVED, "iu");
/** A secret file's text put in the answer: "Here are the contents of ~/.aws/credentials: …". */
const SHOWS_SECRET = new RegExp(
  String.raw`\b(?:here\s+(?:is|are)|here['’]s|printed|pasted|showed|shown|displayed|output|included|dumped)\b[^.!?\n]{0,40}?\b(?:contents?|text|copy)\s+of\s+[\x60'"]?${SECRET_PATH}`,
  "iu",
);
const HAS_SECRET = new RegExp(`${SECRET_PATH}|${SECRET_NAME}|${USER_DATA}`, "iu");
const HAS_SINK = new RegExp(SINK, "iu");
/** A turn that turns the act down: the harm after it is what the assistant would not do. */
const DECLINES =
  /\b(?:won['’]?t|will\s+not|unable|refus\w*|sorry|not\s+(?:able|going)\s+to)\b|(?<![\p{L}])(?:no\s+(?:puedo|voy)|je\s+ne|ich\s+(?:kann|werde)\s+nicht|non\s+(?:posso|lo\s+far[òo])|n[ãa]o\s+(?:posso|vou))(?![\p{L}])/iu;
/** Words of a text about the attack rather than one performing it, just before the turns. */
const ABOUT_ATTACK =
  /\b(?:attack\w*|malicious|injection|injected|jailbreak\w*|many[\s-]shot|red[\s-]?team\w*|adversar\w+|payloads?|exploit\w*|threat\w*|unsafe|harmful|should\s+have\s+refused|bad\s+examples?|anti-?patterns?|what\s+not\s+to\s+do|failing|incorrect)\b/i;

/** A turn that takes on a standing order: "Understood. From now on I will …" (a hijacked earlier answer). */
const AGREES =
  /^(?:understood|sure|of\s+course|okay|ok|will\s+do|got\s+it|certainly|absolutely|noted|agreed|entendido|claro|verstanden|compris|d['’]accord|capito|certo)\b[^\n]{0,200}?(?<![\p{L}])(?:from\s+now\s+on|going\s+forward|(?:after|before)\s+(?:every|each)|in\s+every|every\s+time|each\s+time|always|a\s+partir\s+de\s+(?:ahora|agora|maintenant)|de\s+ahora\s+en\s+adelante|siempre|sempre|ab\s+jetzt|von\s+nun\s+an|immer|d[ée]sormais|toujours|d['’]ora\s+in\s+poi)(?![\p{L}])/iu;

/** The text of the turn that starts at `from`: to its end, at most TURN_REACH characters. */
function turnAt(text: string, from: number): string {
  let start = from;
  while (start < text.length && start < from + 40 && /[\s"',:*]/.test(text[start]!)) start++;
  const t = text.slice(start, start + TURN_REACH);
  const end = t.search(TURN_END);
  return end < 0 ? t : t.slice(0, end);
}

/** Whether a turn reports or announces a harmful act, and does not turn it down. */
export function harmfulTurn(turn: string): boolean {
  const at = firstHarm(turn);
  if (at < 0) return false;
  const before = turn.slice(0, at);
  return !DECLINES.test(before) && !FORBIDS.test(before.split(/[.;!?\n]/).pop() ?? "");
}

/** Where the first harm of a turn starts, or -1. */
function firstHarm(turn: string): number {
  const found = [DESTROYS, CHECKS_OFF, MONEY_MOVED, NO_CONSENT, REVEALS, SHOWS_SECRET]
    .map((re) => turn.search(re))
    .filter((i) => i >= 0);
  if (MOVES_SECRET.test(turn) && HAS_SECRET.test(turn) && HAS_SINK.test(turn))
    found.push(turn.search(MOVES_SECRET));
  const piped = PIPED.exec(turn);
  if (piped && (/\bsudo\b|http:\/\//i.test(piped[0]) || NO_CONSENT.test(turn))) found.push(piped.index);
  SENT_OR_SIDE_EFFECT.lastIndex = 0;
  const shared = SENT_OR_SIDE_EFFECT.exec(turn);
  if (shared) found.push(shared.index);
  return found.length ? Math.min(...found) : -1;
}

/** Where each assistant turn of the hint lines starts (just after its label), in order. */
function turnStarts(lines: readonly AuditLine[]): number[] {
  const out: number[] = [];
  for (const line of lines) {
    const label = LABEL.exec(line.text);
    if (label) out.push(line.index + label[0].length);
    INLINE.lastIndex = 0;
    for (let m = INLINE.exec(line.text); m; m = INLINE.exec(line.text)) {
      if (!label || m.index >= label[0].length) out.push(line.index + m.index + m[0].length);
    }
  }
  return out;
}

/** Within this many characters of each other, two harmful turns are one run. */
const RUN_GAP = 2000;

/** The finding at the first turn of a run, unless the text just before it is about the attack. */
function runAt(text: string, first: number): TextHit[] {
  if (ABOUT_ATTACK.test(text.slice(Math.max(0, first - 300), first))) return [];
  const from = Math.max(text.lastIndexOf("\n", first - 1) + 1, first - 120);
  return [{ index: from, length: first - from }];
}

/**
 * Two or more nearby assistant turns that each carry a harmful act, or one that agrees to a standing harmful order,
 * in a text that does not discuss attacks.
 */
export function fabricatedTurns(file: AuditText, lines: readonly AuditLine[]): TextHit[] {
  const text = file.text;
  let last = -1;
  for (const start of turnStarts(lines)) {
    const turn = turnAt(text, start);
    if (!harmfulTurn(turn)) continue;
    if (AGREES.test(turn)) return runAt(text, start);
    if (last >= 0 && start - last <= RUN_GAP) return runAt(text, last);
    last = start;
  }
  return [];
}
