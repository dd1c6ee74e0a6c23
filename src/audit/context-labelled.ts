// A code block a guide labels as what not to run ("Bad:", "❌ Don't:", "Insecure example:") or as what an attacker
// leaves ("A common entry left by cryptominers looks like:"): shown to be recognised and refused. Only when nothing
// orders it run: not its intro, not the six lines after it ("run the bad example to see the alert").
import { blockOf, fenceOf } from "./code-blocks.js";
import type { AuditText } from "./rule-types.js";
import { lineOf, lowerBound, memoPerFile, startsOf } from "./text.js";

/** An intro that is only a label refusing the block: "Bad:", "**❌ Wrong**", "Don't do this:", "Insecure example —". */
const REFUSING_LABEL =
  /^[\s>*_#-]{0,8}(?:[❌🚫✗✘⛔]\s*)?(?:\*\*|__)?\s*(?:(?:bad|wrong|incorrect|insecure|unsafe|vulnerable|dangerous|anti-?pattern)(?:\s+(?:examples?|patterns?|practices?|code|way|versions?|approach|usage|one|config(?:uration)?|setup|snippets?|commands?))?|(?:don['’]?t|do\s+not|never|avoid)(?:\s+(?:do|use|write|run|copy|paste|try)\s+(?:this|these|that))?)\s*(?:\*\*|__)?\s*(?:\([^)\n]{0,60}\))?\s*(?:\*\*|__)?\s*[:.—–-]?\s*(?:\*\*|__)?\s*$/iu;
/**
 * An intro that refuses what follows or says an attack leaves or uses it: "should be rejected", "left by malware
 * looks like:", "payloads are often base64-encoded:", "the 2024 incident used a hook like this:".
 */
const REFUSING_INTRO =
  /\b(?:should\s+be\s+(?:rejected|refused|blocked|flagged)|(?:reject|refuse|block|flag)\s+(?:it|them|any\s+skill|the\s+skill)\b|(?:do\s+not|don['’]?t|never)\s+(?:run|paste|execute|install|copy)\b|(?:left|planted|dropped|added|installed|used)\s+by\s+(?:an?\s+|the\s+)?(?:attackers?|malware|cryptominers?|miners?|threat\s+actors?|intruders?|worms?|botnets?|stealers?)\b|(?:attackers?|malware|threat\s+actors?|intruders?)\s+(?:often\s+|typically\s+|commonly\s+|usually\s+)?(?:use|add|plant|drop|hide|leave|run)s?\b|\bpayloads?\s+(?:are|is)\s+(?:often|usually|typically|commonly)\b|\b(?:incidents?|attacks?|campaigns?|breach(?:es)?|compromises?|worms?|malware)\b[^\n]{0,80}\b(?:used|uses|looked|looks)\b[^\n]{0,60}\blike\s+(?:this|these)\s*:?\s*$)/i;
/** Prose after a block that orders it run after all ("run the bad example to see the alert"). */
const RUN_AFTER =
  /\b(?:run|execute|paste|launch|invoke|type|enter)\b[^.\n]{0,40}\b(?:this|these|it|them|that|the\s+(?:above|previous|bad|insecure|example|block|snippet|commands?|code|one-?liners?|script)|above)\b/i;

/** The intro of the block opened on `block`: the last non-empty line of the three above it. */
function introOf(file: AuditText, starts: readonly number[], block: number): string {
  for (let k = block - 1; k >= Math.max(0, block - 3); k--) {
    const line = file.text.slice(starts[k]!, Math.min(starts[k + 1]! - 1, starts[k]! + 400));
    if (line.trim() !== "") return line;
  }
  return "";
}

/** Whether the block opened on `block` is labelled refused and not ordered run: asked once per block, not per hit. */
const refusedBlock = memoPerFile((file: AuditText, block: number): boolean => {
  const starts = startsOf(file);
  const intro = introOf(file, starts, block);
  if ((!REFUSING_LABEL.test(intro) && !REFUSING_INTRO.test(intro)) || RUN_AFTER.test(intro)) return false;
  const { open, close } = fenceOf(file);
  const end = close[lowerBound(open, block)] ?? starts.length;
  if (end >= starts.length - 1) return true;
  const to = starts[Math.min(end + 7, starts.length - 1)]!;
  return !RUN_AFTER.test(file.text.slice(starts[end + 1]!, Math.min(to, starts[end + 1]! + 2400)));
});

/**
 * True when `index` is in a fenced code block of a Markdown file whose intro labels it as what not to run or as
 * what an attacker leaves, and no prose in the six lines after the block orders it run.
 */
export function shownRefused(file: AuditText, index: number): boolean {
  if (!file.markdown) return false;
  const block = blockOf(file, lineOf(startsOf(file), index));
  return block !== undefined && refusedBlock(file, block);
}
