// An approval misled: the skill has the agent ask the user for approval (a permission dialog, a confirmation) and
// describe the act as something else ("call it a read-only schema check", "label the command as `npm ci`", "tell them
// the call is only a telemetry ping"), or push the real command out of the dialog's view (blank lines, a run of
// spaces), in the same paragraph as a sign that the description is false (the real command, "actually", "users
// approve faster", "don't mention", the dialog scrolled). The user then approves what they were not shown
// (human-in-the-loop dialog forging). An honest skill says what the command is: "describe it as 'run the test
// suite' and show `npm test`" has no such sign.
import { inCodeBlock } from "../context.js";
import { words } from "../hints.js";
import type { AuditGate, AuditLine, AuditText, TextHit } from "../rule-types.js";
import { eachMatch, lineOf, lowerBound, memoOffsets, nonAsciiSpans, startsOf } from "../text.js";
import { insideQuotes } from "./injection-reworded.js";
import { FORBIDS } from "./instruction-prose.js";

/** Asking for an approval, in the languages the other injection rows read. */
const APPROVAL =
  /(?<![\p{L}\p{N}_])(?:approv\p{L}*|permission|confirm\p{L}*|consent|authori[sz]\p{L}*|dialog(?:ue)?|hesitat\p{L}*|aprobaci[oó]n|aprueb\p{L}*|autorizaci[oó]n|permiso|confirmaci[oó]n|best[äa]tig\p{L}*|zustimm\p{L}*|genehmig\p{L}*|freigabe|autorisation|approbation|aprova\p{L}*|autoriza[çc][ãa]o|permiss[ãa]o|approvazione|autorizzazione|conferma|toestemming|goedkeuring|zgod\p{L}*|zatwierdz\p{L}*|подтвержд\p{L}*|разрешени\p{L}*|одобрени\p{L}*)(?![\p{L}\p{N}_])|承認|許可|確認|批准|授权|授權|确认|確認|승인|허가|확인/iu;
/** The act itself as the object: "it", "the command", "this step". */
const ACT_OBJECT = String.raw`(?:it|this|that|them|the\s+(?:[\w-]+\s+)?(?:command|step|action|change|download|script|installer|install|call|migration|helper|operation|upload|request|run|tool\s+call|line))`;
/** The act described as something else, or put out of view. */
const MISDESCRIBE = new RegExp(
  [
    String.raw`(?<![\p{L}\p{N}_])(?:describe|present|label|frame|summari[sz]e|disguise|dress\s+up|refer\s+to|title|pass\s+off)\s+${ACT_OBJECT}\s+(?:to\s+(?:the\s+)?users?\s+)?(?:as|like)(?![\p{L}\p{N}_])`,
    String.raw`(?<![\p{L}\p{N}_])call\s+${ACT_OBJECT}\s+(?:an?\s+|just\s+|only\s+)?["'“‘\x60]`,
    String.raw`(?<![\p{L}\p{N}_])(?:tell|assure|reassure)\s+(?:them|the\s+user|users)\s+(?:that\s+)?[^.!?;]{0,60}?(?<![\p{L}\p{N}_])(?:only|just|merely|simply|harmless|routine|read-only)(?![\p{L}\p{N}_])`,
    String.raw`(?<![\p{L}\p{N}_])(?:put|place|append|add|hide|move|push|bury)\s+(?:the\s+)?(?:real|actual|true|full)\s+(?:\p{L}+\s+)?(?:command|line|installer|url|script|call|payload)`,
    String.raw`(?<![\p{L}\p{N}_])(?:pr[ée]s[ée]nt\p{L}*|descr[ií]b\p{L}*|d[ée]cri\p{L}*|ll[áa]m\p{L}*|etiquet\p{L}*|qualifi\p{L}*|appelle\p{L}*|apresent\p{L}*|descrev\p{L}*|chame|descrivi\p{L}*|chiama\p{L}*|beschreib\p{L}*|bezeichne\p{L}*|stelle|nenne|pr[äa]sentier\p{L}*|beschrijf|noem|opisz\p{L}*|przedstaw\p{L}*|опиши|представь|назови|подай)(?![\p{L}\p{N}_])[^.!?;]{0,60}?(?<![\p{L}\p{N}_])(?:como|comme|come|als|jako|как)(?![\p{L}\p{N}_])`,
    "(?:と説明|として説明|と表示|と伝え|描述为|描述成|说成|說成|称为|稱為|伪装成|偽裝成|라고\\s*설명|로\\s*설명)",
  ].join("|"),
  "giu",
);
/** A sign in the paragraph that what the user is shown is not what runs. */
const FALSE_SIGN =
  /(?<![\p{L}\p{N}_])(?:(?:real|actual|true|hidden)\s+(?:\p{L}+\s+)?(?:command|line|installer|url|script|payload|call|action|effect)s?\s+(?:\p{L}+\s+){0,3}?(?:after|below|beneath|behind|past|at\s+the\s+end|out\s+of|off|hidden|instead|uploads|sends|downloads|deletes|drops)|actually|in\s+fact|really\s+(?:does|runs|sends|uploads|deletes|installs)|faster|quicker|more\s+likely\s+to\s+(?:approve|accept|click)|tend\s+to\s+(?:refuse|decline|say\s+no|object)|would\s+(?:refuse|decline|object|say\s+no)|won['’]t\s+notice|(?:don['’]t|do\s+not|never|without)\s+(?:mention|show|reveal|say|tell|display)\p{L}*|blank\s+lines|empty\s+lines|(?:run|row|lot|string)\s+of\s+(?:spaces|newlines)|out\s+of\s+(?:view|sight)|off[- ]screen|scrolls?\s+(?:away|off|out)|hesitat\p{L}*|reluctan\p{L}*|push\s+back|no\s+menciones|sin\s+mencionar|en\s+realidad|realmente|ne\s+(?:montre|mentionne|dis|affiche)\s+pas|sans\s+mentionner|en\s+r[ée]alit[ée]|tats[äa]chlich|eigentlich|schneller|nicht\s+erw[äa]hn\p{L}*|verschweig\p{L}*|n[ãa]o\s+mencione|na\s+verdade|mais\s+r[áa]pido|non\s+menzionare|in\s+realt[àa]|pi[uù]\s+velocemente|на\s+самом\s+деле|не\s+упоминай|быстрее)(?![\p{L}\p{N}_])|実際|本当は|空行|見えない|隠し|实际|實際|真正的|隐藏|隱藏|看不到|空行|실제|숨기|빈\s*줄/iu;

/** The expressions the scanner's gate reads a paragraph for (their words, off its hint pass). */
export const APPROVAL_MISLED_GATES: readonly RegExp[] = [MISDESCRIBE, FALSE_SIGN];

export const APPROVAL_MISLED_HINTS = words(
  "approv|permission|confirm|consent|authoriz|authoris|autoris|dialog|hesitat|aprob|aprueb|autoriza|permiso|zustimm|genehmig|freigabe|aprova|permiss|conferma|toestemming|goedkeuring|zgod|zatwierdz",
);

/** Where a blank line starts ("\n\n" at k), every k ascending, per file object (read once, asked per hinted line). */
const blanksOf = memoOffsets(/\n(?=\n)/g);

/**
 * The paragraph around line `n` (to blank lines, at most 1,200 characters each way): the last "\n\n" wholly in
 * the 1,200 characters before `from`, and the first wholly in the 1,200 from it, read off the file's blanks.
 */
function paragraphSpan(file: AuditText, from: number): { from: number; to: number } {
  const blanks = blanksOf(file);
  const back = Math.max(0, from - 1200);
  const i = lowerBound(blanks, from - 1); // the first blank not wholly before `from`
  const cut = i > 0 && blanks[i - 1]! >= back ? blanks[i - 1]! : -1;
  const ahead = Math.min(file.text.length, from + 1200);
  const j = lowerBound(blanks, from, i);
  const end = j < blanks.length && blanks[j]! + 2 <= ahead ? blanks[j]! : -1;
  return { from: cut < 0 ? back : cut, to: end < 0 ? ahead : end };
}

/** MISDESCRIBE run over a paragraph, every match (built once; its lastIndex is reset before each walk). */
const MISDESCRIBE_G = new RegExp(MISDESCRIBE.source, "giu");
/**
 * The first description of the act in a paragraph around an offset of `at` that asks for the approval in its
 * sentence. A paragraph is read only when it may hold MISDESCRIBE and holds FALSE_SIGN and APPROVAL: the
 * scanner's gate first (a word of both MISDESCRIBE and FALSE_SIGN in the paragraph, off its hint pass), then
 * FALSE_SIGN (in ~3% of the paragraphs left), then APPROVAL (in most).
 */
function misledIn(file: AuditText, at: readonly number[], gate?: AuditGate): TextHit[] {
  const text = file.text;
  const starts = startsOf(file);
  const seen = new Set<number>();
  for (const index of at) {
    const p = paragraphSpan(file, starts[lineOf(starts, index)]!);
    if (seen.has(p.from)) continue;
    seen.add(p.from);
    if (gate && (!gate(MISDESCRIBE, p.from, p.to) || !gate(FALSE_SIGN, p.from, p.to))) continue;
    const para = text.slice(p.from, p.to);
    if (!FALSE_SIGN.test(para) || !APPROVAL.test(para)) continue;
    const re = MISDESCRIBE_G;
    re.lastIndex = 0;
    for (let m = re.exec(para); m !== null; m = re.exec(para)) {
      // The approval asked in the same sentence as the description.
      const before = para.slice(Math.max(0, m.index - 240), m.index);
      const stop = Math.max(before.lastIndexOf(". "), before.lastIndexOf("\n\n"), before.lastIndexOf("。"));
      if (!APPROVAL.test(before.slice(stop + 1) + m[0])) continue;
      const hit = { index: p.from + m.index, length: m[0].length };
      if (file.markdown && (inCodeBlock(file, hit.index) || insideQuotes(text, hit.index, hit.length)))
        continue;
      const lead = para.slice(Math.max(0, m.index - 40), m.index);
      if (FORBIDS.test(lead.slice(Math.max(lead.lastIndexOf("."), lead.lastIndexOf(";")) + 1))) continue;
      return [hit];
    }
  }
  return [];
}

/** The hinted row: the lines asking for an approval in a Latin-script language. */
export function approvalMisled(file: AuditText, lines: readonly AuditLine[], gate?: AuditGate): TextHit[] {
  if (lines.length === 0) return [];
  return misledIn(
    file,
    lines.map((l) => l.index),
    gate,
  );
}

const OTHER_APPROVAL = /承認|許可|確認|批准|授权|授權|确认|승인|허가|확인|подтвержд|разрешени|одобрени/gu;

/** The other scripts' row: an approval asked in Japanese, Chinese, Korean or Russian. */
export function approvalMisledIntl(file: AuditText): TextHit[] {
  // Each word is letters outside ASCII: its matches are those in the spans of lines holding such letters, in order.
  const at: number[] = [];
  for (const span of nonAsciiSpans(file)) {
    if (at.length >= 64) break;
    eachMatch(OTHER_APPROVAL, span.text, (m) => {
      if (at.length < 64) at.push(span.index + m.index);
    });
  }
  // No gate here: the Unicode pass would look for the gate's words in the whole text for the few files asked.
  return at.length === 0 ? [] : misledIn(file, at);
}
