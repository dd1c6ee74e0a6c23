// The override in other languages ("ignore all previous instructions", "don't tell the user"), matched on the
// original text (a look-alike map would garble it) and read in two parts so that neither scans a whole file:
// the phrases in other scripts on the spans of lines holding a character outside ASCII, and the phrases that
// can be written all in ASCII (Spanish, French, German, Italian without accents) on the lines holding one of
// their words, as the scanner's hint pass found them (the rule's `gates`).
import type { AuditGate, AuditText, TextHit } from "../rule-types.js";
import { lineHits, nonAsciiSpans } from "../text.js";
import { gatedLines } from "./gated-lines.js";
import { phraseHits } from "./injection-phrases.js";

/** Every match holds a character outside ASCII (Chinese, Japanese, Korean, Russian, French "à"): read on the spans holding one. */
const FIRST_SCRIPTS = String.raw`(?:忽略|无视|忘记|忽視|無視)(?:掉)?(?:(?:之前|以前|先前|上面|上述|以上|此前|所有)的?(?:所有|全部|一切)?|(?:所有|全部|一切))(?:的)?(?:指令|指示|说明|說明|规则|規則|提示)|(?:以前|前|上記)の(?:指示|命令|ルール)を(?:すべて)?無視|이전\s*(?:의\s*)?(?:모든\s*)?(?:지시|명령|지침)[을를]?\s*무시|(?:игнорируй|игнорируйте|забудь|забудьте|проигнорируй)\s+(?:все\s+)?(?:предыдущие|прошлые|прежние|вышеуказанные)\s+(?:инструкции|указания|правила)|(?:不要|别|勿|切勿)(?:告诉|告知|通知|提醒)(?:用户|使用者)|ne\s+(?:le\s+)?dites?\s+pas\s+à\s+l['’]utilisateur|(?:之前|以前|先前|上述|以上|此前)的?(?:所有)?(?:规则|指令|指示|说明)(?:已|都|均)?(?:经)?(?:作废|失效|无效|不再适用)`;

/**
 * The override alone in more scripts (Ukrainian, Greek, Hebrew, Thai, Persian, Hindi, Arabic, Vietnamese): "ignore
 * all previous instructions", accents optional where people drop them (Vietnamese is read only on a line with one of its letters).
 */
const MORE_SCRIPTS = [
  String.raw`(?:ігноруй(?:те)?|проігноруй(?:те)?|забудь(?:те)?)\s+(?:усі\s+|всі\s+)?(?:попередні|минулі|вищезазначені)\s+(?:інструкції|вказівки|правила)`,
  String.raw`(?:αγν[όο]ησε|αγν[όο]ησ[εέ]τε|ξ[έε]χασε)\s+(?:[όο]λες\s+)?τις\s+(?:προηγο[ύυ]μενες|παραπ[άα]νω)\s+(?:οδηγ[ίι]ες|εντολ[έε]ς)`,
  String.raw`(?:התעלם|התעלמי|התעלמו|שכח)\s+מ(?:כל\s+)?ה(?:הוראות|הנחיות|ההוראות)\s+ה(?:קודמות|קודמים|קודמת)`,
  String.raw`(?:ละเว้น|เพิกเฉย(?:ต่อ)?|ไม่ต้องสนใจ|ลืม)\s*คำสั่ง(?:ทั้งหมด)?\s*(?:ก่อนหน้า|ที่ผ่านมา|เดิม)`,
  String.raw`(?:دستورالعمل|دستور|راهنمایی)(?:[\u200c\s]?ها)?(?:ی)?\s+(?:قبلی|پیشین)\s+را\s+(?:نادیده\s+بگیر|فراموش\s+کن)`,
  String.raw`(?:पिछले|पहले\s+के|पूर्व)\s+(?:सभी\s+|सारे\s+)?(?:निर्देशों|आदेशों)\s+को\s+(?:अनदेखा|नज़रअंदाज़|नजरअंदाज|भूल)`,
  String.raw`(?:تجاهل|تجاهلي|انس)\s+(?:جميع\s+|كل\s+)?(?:التعليمات|الأوامر|الإرشادات|التوجيهات)\s+(?:السابقة|الأولى)`,
  String.raw`\bb[ỏo]\s+qua\s+(?:t[ấa]t\s+c[ảa]\s+)?(?:c[áa]c\s+|nh[ữu]ng\s+)?(?:h[ưu][ớo]ng\s+d[ẫa]n|ch[ỉi]\s+d[ẫa]n|l[ệe]nh)\s+(?:tr[ưu][ớo]c\s+(?:đ[óo]|nay)|ban\s+đ[ầa]u)`,
];

export const OVERRIDE_OTHER_SCRIPTS = new RegExp(FIRST_SCRIPTS, "gi");
const OVERRIDE_MORE_SCRIPTS = new RegExp(MORE_SCRIPTS.join("|"), "gi");
/**
 * A letter every match of MORE_SCRIPTS holds (Ukrainian і, Greek, Hebrew, Arabic and Persian, Devanagari, Thai,
 * Vietnamese): the spans without one (most, in the corpus: dashes, emoji, CJK) skip that expression.
 */
const MORE_LETTERS =
  /[\u0456\u0370-\u03ff\u0590-\u06ff\u0900-\u097f\u0e00-\u0e7f\u01a1\u01b0\u0111\u1ea0-\u1ef9]/;

/** Phrases that may be all ASCII: each alternative needs a word the hint pass finds ("ignor", "usuario" …). */
export const OVERRIDE_LATIN =
  /\bignor(?:a|e|ez|ar)\s+(?:todas\s+|toutes\s+|tout\s+)?(?:las|les|los)\s+(?:instrucciones|instructions|consignes|indicaciones)\s+(?:anteriores|pr(?:écé|ece)dentes)|\bignorier(?:e|en)?\s+(?:alle\s+)?(?:vorherigen|bisherigen|obigen)\s+(?:Anweisungen|Anordnungen|Regeln)|\bignor(?:a|i)\s+(?:tutte\s+)?le\s+istruzioni\s+precedenti|no\s+(?:le\s+)?(?:digas|informes)\s+al\s+usuario|sag(?:e)?\s+(?:es\s+)?dem\s+(?:Benutzer|Nutzer)\s+nicht/gi;

/** The matches of both parts; with no gate (a caller outside the scanner) the ASCII part reads every line. */
export function otherLanguageHits(file: AuditText, gate: AuditGate = () => true): TextHit[] {
  return [
    ...lineHits(OVERRIDE_OTHER_SCRIPTS, nonAsciiSpans(file)),
    ...lineHits(
      OVERRIDE_MORE_SCRIPTS,
      nonAsciiSpans(file).filter((l) => MORE_LETTERS.test(l.text)),
    ),
    ...phraseHits(file, gatedLines(file, gate, OVERRIDE_LATIN), OVERRIDE_LATIN),
  ].filter((h) => h.length > 0);
}
