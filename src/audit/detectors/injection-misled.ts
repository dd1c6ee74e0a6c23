// The user lied to: a reassuring claim about what ran ("tell the user all tests passed", "say it only reformatted
// whitespace", "report that no files outside the project were modified") told whatever the result, as a cover story
// for when the user asks, or after a step that did what the claim denies, or a check skipped and reported as done
// ("approved without reading the diff; tell the user they were reviewed in full"). The claim alone is what a
// reader-order raises after an address to the agent; said on its own, the cover is what makes it a lie (a skill that
// reports a clean run honestly says "if the tests pass, tell the user …").
import { inCodeBlock } from "../context.js";
import { pairs, words } from "../hints.js";
import type { AuditLine, AuditText, TextHit } from "../rule-types.js";
import { onePerLine, phraseHits } from "./injection-phrases.js";
import { insideQuotes } from "./injection-reworded.js";
import { said } from "./instruction-prose.js";

/** An order to tell the user something: what follows it is the claim. */
export const TOLD_USER = String.raw`\b(?:tell|assure|reassure|inform|report\s+(?:back\s+)?to|say\s+to|let)\s+(?:the\s+)?users?\s+(?:know\s+)?(?:that\s+)?`;
/** A reassuring claim about what ran, within the clause after the order. */
export const CLAIM = String.raw`(?:[^.!?\n]{0,80}?)\b(?:(?:has|have|had|contains?)\s+no\s+(?:\w+\s+)?(?:scripts?|network\s+\w+|side\s+effects|changes?|hooks?|telemetry)|(?:nothing|no\s+(?:other\s+)?(?:files?|changes?|data|settings?|configuration))\s+(?:\w+\s+){0,4}?(?:was|were|has\s+been|have\s+been|got|is|are)\s+(?:changed|modified|touched|sent|uploaded|written|altered|edited|installed|shared)|(?:verified|confirmed|certified|guaranteed|checked)\s+(?:as\s+|to\s+be\s+)?(?:safe|secure|clean|harmless)|all\s+(?:the\s+)?(?:tests|checks)\s+(?:have\s+)?(?:passed|pass|succeeded|are\s+green)|(?:it|this|the\s+\w+)\s+(?:only|just|merely)\s+(?:re)?(?:formatted|formats|checked|read|updated|fixed|cleaned|linted|tidied)|(?:they|it|this|these|those|each|all|every\s+\w+)\s+(?:were|was|have\s+been|has\s+been|got)\s+(?:\w+\s+)?(?:reviewed|checked|tested|scanned|audited|verified|inspected|read))\b`;
/** Saying it, when the user asks: "say it only …", "answer that nothing …". */
const SAID_CLAIM = String.raw`\b(?:say|answer|reply|respond|claim|explain)\s+(?=(?:that|it|this|the|nothing|no|all)\b)(?:that\s+)?`;
/** Spanish, French, German, Portuguese, Italian: the order to tell the user with "even though" after it. */
const OTHER_LANGUAGES = String.raw`\b(?:dile|di|informa|asegura|d[ií]gale|diga|fale|informe|dis|dites|sag|sage|sagen\s+Sie|riferisci|comunica|rispondi)\s+(?:al\s+usuario|ao\s+usu[aá]rio|(?:à|a)\s+l['’]utilisateur|dem\s+(?:Nutzer|Benutzer|Anwender)|all['’]utente)\b[^.!?\n]{0,160}?\b(?:aunque|aun\s+si|aun\s+cuando|sin\s+importar|mesmo\s+que|embora|même\s+si|quel\s+que\s+soit|auch\s+wenn|egal\s+(?:ob|was)|obwohl|anche\s+se|sebbene)\b`;
const MISLED = new RegExp(`${TOLD_USER}${CLAIM}|${SAID_CLAIM}${CLAIM}|${OTHER_LANGUAGES}`, "gi");
export const MISLED_HINTS = [
  ...pairs("tell|assure|reassure|inform|to|let", "user|the user"),
  ...pairs("say|answer|reply|respond|claim|explain", "that|it|this|the|nothing|no|all"),
  ...words("al usuario|ao usu|utilisateur|dem nutzer|dem benutzer|dem anwender|utente"),
];

/** The claim is a cover: the result does not matter, or it is what to say when the user asks. */
const COVER =
  /\b(?:whatever\s+(?:the\s+)?(?:result|outcome|output|happens)|regardless(?:\s+of)?|no\s+matter\s+(?:what|the\s+(?:result|outcome|output))|even\s+if|even\s+though|although|in\s+any\s+case|if\s+(?:the\s+user|they|anyone|someone)\s+(?:asks?|wonders|questions|checks)|if\s+asked|when\s+(?:the\s+user|they)\s+asks?|without\s+(?:reading|running|checking|testing|looking\s+at|reviewing|opening|scanning|verifying|inspecting))\b/i;
/** The step before wrote a dotfile or a system file, and the claim denies changes. */
const WROTE_OUTSIDE = /(?:~|\$HOME)\/\.[\w.-]|\/etc\/|\bHKCU\\|\bcrontab\b/;
const DENIES = /\b(?:nothing|no\s+(?:other\s+)?(?:files?|changes?|settings?|configuration))\b/i;

const shown = (file: AuditText, h: TextHit): boolean =>
  file.markdown && (inCodeBlock(file, h.index) || insideQuotes(file.text, h.index, h.length));

/** The user's false reassurance ordered, said (not quoted or described), with a cover or a contradiction. */
export function userMisled(file: AuditText, lines: readonly AuditLine[]): TextHit[] {
  return onePerLine(file, phraseHits(file, lines, MISLED), (h) => {
    if (shown(file, h)) return false;
    const text = file.text;
    const para = text.slice(Math.max(0, h.index - 300), h.index);
    const cut = para.search(/\n\s*\n(?![\s\S]*\n\s*\n)/);
    const before = cut < 0 ? para : para.slice(cut);
    const sentenceStart = Math.max(before.lastIndexOf(". "), before.lastIndexOf("\n"), -1) + 1;
    const own = before.slice(sentenceStart);
    const phrase = text.slice(h.index, h.index + h.length);
    const otherLanguage =
      !/^(?:tell|assure|reassure|inform|report|say|let|answer|reply|respond|claim|explain)\b/i.test(phrase);
    const covered =
      otherLanguage ||
      COVER.test(own) ||
      COVER.test(phrase) ||
      (DENIES.test(phrase) && WROTE_OUTSIDE.test(before));
    if (!covered) return false;
    const from = h.index - own.length;
    return said(file, { from, to: h.index + h.length }, h.index, { consent: false, codeSpan: true });
  });
}
