// An approval the user never gave, claimed by the skill: "the user has already agreed", "用户已经同意", "el usuario ya
// ha dado su consentimiento", stated as a fact (not "once the user has approved") beside a secret or a piece of the
// user's identity or money the agent is to use (a password, a card or account number, an ID, a passport, a
// verification code, the contacts). A skill cannot speak for the user: consent comes from the user in the
// conversation, and the claim exists to stop the agent asking. Left alone: a condition ("if the user has already
// approved the plan, continue"), a guide that quotes the claim as an attack.
import { words } from "../hints.js";
import type { AuditLine, AuditText, TextHit } from "../rule-types.js";
import { firstAccepted } from "../text.js";
import { DESCRIBED, scriptSpans, unitAt } from "./injection-kept-from-user.js";

const CLAIM_LATIN = new RegExp(
  [
    String.raw`\bthe\s+user\s+(?:has\s+)?already\s+(?:approved|agreed|consented|authori[sz]ed|confirmed|accepted|given\s+(?:consent|permission|approval|the\s+go-ahead))\b`,
    String.raw`\bthe\s+user\s+has\s+(?:pre-?approved|pre-?authori[sz]ed|consented\s+to)\b|\b(?:already|previously)\s+(?:approved|confirmed|agreed)\s+(?:by|with)\s+the\s+user\b`,
    String.raw`\bel\s+usuario\s+ya\s+(?:ha\s+)?(?:dado\s+su\s+consentimiento|dio\s+su\s+consentimiento|aceptado|aprobado|autorizado|confirmado|acept[óo]|aprob[óo]|autoriz[óo])\b|\bya\s+(?:confirmado|aprobado|acordado)\s+con\s+el\s+usuario\b`,
    String.raw`\bo\s+usu[áa]rio\s+j[áa]\s+(?:autorizou|aprovou|concordou|confirmou|consentiu|deu\s+(?:o\s+)?(?:seu\s+)?consentimento)\b`,
    String.raw`\bl['’]utilisateur\s+a\s+d[ée]j[àa]\s+(?:donn[ée]\s+son\s+(?:accord|consentement)|accept[ée]|approuv[ée]|autoris[ée]|confirm[ée]|consenti)\b`,
    String.raw`\b(?:Nutzer|Benutzer|Anwender)(?:in)?\s+hat\s+(?:bereits|schon)\s+(?:zugestimmt|eingewilligt|freigegeben|genehmigt|best[äa]tigt)\b`,
    String.raw`\bl['’]utente\s+ha\s+gi[àa]\s+(?:approvato|autorizzato|acconsentito|confermato|dato\s+il\s+(?:suo\s+)?consenso)\b`,
  ].join("|"),
  "gi",
);
const CLAIM_INTL =
  /(?:用户|使用者)(?:已经|已)(?:同意|授权|批准|确认)|已(?:经)?(?:与|和|跟)用户确认|(?:ユーザー|利用者)(?:は|が)?(?:既に|すでに)(?:同意|承認|許可)|(?:ユーザー|利用者)の(?:同意|承認)(?:は)?(?:取得済み|済み)|사용자(?:는|가)?\s*이미\s*(?:동의|승인|허락)|пользовател\p{L}{0,2}\s+уже\s+(?:дал\p{L}?\s+согласие|согласил\p{L}{1,3}|одобрил\p{L}?|разрешил\p{L}?|подтвердил\p{L}?)/giu;

/** What the claim is spent on: a secret, an identity, money, a verification code, the contacts. */
const SENSITIVE =
  /\b(?:passwords?|credentials?|tokens?|api\s+keys?|bank\s+(?:account|details)|iban|card\s+numbers?|credit\s+cards?|passports?|social\s+security|ssn|id\s+(?:card|number)|captchas?|verification\s+codes?|one-time\s+codes?|contacts|address\s+book|contrase[ñn]a|tarjeta|dni|pasaporte|cuenta\s+bancaria|senha|cart[ãa]o|cpf|passaporte|mot\s+de\s+passe|carte\s+bancaire|passeport|passwort|kontonummer|ausweis\w{0,6}|kreditkarte|carta\s+di\s+credito|passaporto|codice\s+fiscale)\b|密码|身份证|银行|卡号|验证码|通讯录|护照|パスワード|口座|カード番号|マイナンバー|パスポート|認証コード|連絡先|비밀번호|계좌|카드\s*번호|여권|주민등록|인증\s*번호|연락처|парол|паспорт|номер\s+карт|сч[её]т|код\s+подтвержд/iu;

/** A condition before the claim: "if", "once", "when", and their kin. */
const CONDITION =
  /\b(?:if|once|when|whether|after|unless|until|si|cuando|una\s+vez|se|quando|lorsque|wenn|sobald|falls|nachdem|qualora)\b[^.;:!?\n]{0,40}$|(?:如果|若|一旦|假如|要是)[^。；！？\n]{0,20}$|(?:たら|なら|場合)|(?:면|경우)|\b(?:если|когда)\b/iu;

const MAX_TRIES = 8;

function claimed(file: AuditText, index: number, length: number): boolean {
  const text = file.text;
  const before = text.slice(Math.max(0, index - 50), index);
  const after = text.slice(index + length, index + length + 12);
  if (CONDITION.test(before) || CONDITION.test(after)) return false;
  const unit = unitAt(text, index, file.markdown);
  const next = unitAt(text, Math.min(text.length, unit.to + 1), file.markdown);
  const body = text.slice(unit.from, Math.max(unit.to, Math.min(next.to, unit.to + 400)));
  if (!SENSITIVE.test(body)) return false;
  return !DESCRIBED.test(text.slice(Math.max(0, unit.from - 300), unit.to));
}

const claims = (file: AuditText, re: RegExp, spans: readonly AuditLine[]): TextHit[] =>
  firstAccepted(re, spans, MAX_TRIES, (index, length) => claimed(file, index, length));

/** English and Western European languages, on the hinted lines. */
export function approvalClaimed(file: AuditText, lines: readonly AuditLine[]): TextHit[] {
  return claims(file, CLAIM_LATIN, lines);
}

/** Chinese, Japanese, Korean and Russian, on the lines holding their letters. */
export function approvalClaimedIntl(file: AuditText): TextHit[] {
  const spans = scriptSpans(file);
  return spans.length === 0 ? [] : claims(file, CLAIM_INTL, spans);
}

export const APPROVAL_CLAIMED_HINTS = words(
  "user has already|user already|already approved|already confirmed|already agreed|previously approved|previously confirmed|user has pre|user has consented|usuario ya|ya confirmado|ya aprobado|ya acordado|rio j|utilisateur a d|hat bereits|hat schon|utente ha gi",
);
