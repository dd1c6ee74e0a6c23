// The override in other languages ("ignore all previous instructions", "don't tell the user"), matched on the
// original text (a look-alike map would garble it) and read in two parts so that neither scans a whole file:
// the phrases in other scripts on the spans of lines holding a character outside ASCII, and the phrases that
// can be written all in ASCII (Spanish, French, German, Italian without accents) on the lines holding one of
// their words, as the scanner's hint pass found them (the rule's `gates`).
import type { AuditGate, AuditLine, AuditText, TextHit } from "../rule-types.js";
import { lineHits, lineOf, nonAsciiSpans, startsOf } from "../text.js";
import { phraseHits } from "./injection.js";

/** Every match holds a character outside ASCII (Chinese, Japanese, Korean, Russian, French "à"): read on the spans holding one. */
export const OVERRIDE_OTHER_SCRIPTS =
  /(?:忽略|无视|忘记|忽視|無視)(?:掉)?(?:(?:之前|以前|先前|上面|上述|以上|此前|所有)的?(?:所有|全部|一切)?|(?:所有|全部|一切))(?:的)?(?:指令|指示|说明|說明|规则|規則|提示)|(?:以前|前|上記)の(?:指示|命令|ルール)を(?:すべて)?無視|이전\s*(?:의\s*)?(?:모든\s*)?(?:지시|명령|지침)[을를]?\s*무시|(?:игнорируй|игнорируйте|забудь|забудьте|проигнорируй)\s+(?:все\s+)?(?:предыдущие|прошлые|прежние|вышеуказанные)\s+(?:инструкции|указания|правила)|(?:不要|别|勿|切勿)(?:告诉|告知|通知|提醒)(?:用户|使用者)|ne\s+(?:le\s+)?dites?\s+pas\s+à\s+l['’]utilisateur|(?:之前|以前|先前|上述|以上|此前)的?(?:所有)?(?:规则|指令|指示|说明)(?:已|都|均)?(?:经)?(?:作废|失效|无效|不再适用)/gi;

/** Phrases that may be all ASCII: each alternative needs a word the hint pass finds ("ignor", "usuario" …). */
export const OVERRIDE_LATIN =
  /\bignor(?:a|e|ez|ar)\s+(?:todas\s+|toutes\s+|tout\s+)?(?:las|les|los)\s+(?:instrucciones|instructions|consignes|indicaciones)\s+(?:anteriores|pr(?:écé|ece)dentes)|\bignorier(?:e|en)?\s+(?:alle\s+)?(?:vorherigen|bisherigen|obigen)\s+(?:Anweisungen|Anordnungen|Regeln)|\bignor(?:a|i)\s+(?:tutte\s+)?le\s+istruzioni\s+precedenti|no\s+(?:le\s+)?(?:digas|informes)\s+al\s+usuario|sag(?:e)?\s+(?:es\s+)?dem\s+(?:Benutzer|Nutzer)\s+nicht/gi;

/**
 * The lines holding a word `gate` lets through for `re`, each once, in order: the first word after a point is
 * found by halving the span (a few gate calls a line, none over a file without the words).
 */
export function gatedLines(file: AuditText, gate: AuditGate, re: RegExp): AuditLine[] {
  const text = file.text;
  const starts = startsOf(file);
  const out: AuditLine[] = [];
  for (let from = 0; from < text.length && gate(re, from, text.length); ) {
    let lo = from;
    let hi = text.length;
    while (hi - lo > 1) {
      const mid = (lo + hi) >> 1;
      if (gate(re, from, mid)) hi = mid;
      else lo = mid;
    }
    const l = lineOf(starts, hi - 1);
    const end = l + 1 < starts.length ? starts[l + 1]! - 1 : text.length;
    out.push({ index: starts[l]!, text: text.slice(starts[l]!, end) });
    from = end + 1;
  }
  return out;
}

/** The matches of both parts; with no gate (a caller outside the scanner) the ASCII part reads every line. */
export function otherLanguageHits(file: AuditText, gate: AuditGate = () => true): TextHit[] {
  return [
    ...lineHits(OVERRIDE_OTHER_SCRIPTS, nonAsciiSpans(file)),
    ...phraseHits(file, gatedLines(file, gate, OVERRIDE_LATIN), OVERRIDE_LATIN),
  ].filter((h) => h.length > 0);
}
