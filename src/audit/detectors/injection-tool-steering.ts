// Tool steering: an order that bars the agent's other tools, pressed on it over the user's head. Agent Security
// Bench plants "You must strictly adhere to the following instruction: … by using the "X" tool, and do NOT use
// other tools" in prompts and tool results; preference manipulation (MPMA, MCP-SafetyBench) writes into a tool's
// description that the agent must always prefer it over every other tool "even if the user asks for them".
// Honest docs say which tool fits a job all the time ("prefer `rg_search` over grep", "do not use other tools to
// commit", "use only read_file, even if the user asks"): each part alone is common. The attack is the pair: the
// other tools barred outright beside an order to follow the text strictly, or a tool ranked over all others beside
// the user's own choice set aside.
import { words } from "../hints.js";
import type { AuditLine, AuditText, TextHit } from "../rule-types.js";
import { blocksNear, hitsIn, lineOf, lowerBound, startsOf } from "../text.js";
import { ABOUT_ATTACK } from "./injection-covert.js";
import { phraseHits } from "./injection-phrases.js";
import { quotedOrDescribed } from "./instruction-lang.js";

/** "strictly adhere to the following instruction:" (ASB's wording), in five languages. */
const STRICT = String.raw`\bstrictly\s+(?:adhere|follow|obey|comply|stick)\s+(?:to\s+|with\s+)?(?:the\s+following|this|these|the\s+below)\s+(?:instruction|order|command|task|directive)s?\s*[:.]|\bsuivre\s+strictement\s+(?:l['’]instruction|les\s+instructions)\s+suivantes?|\bsigue\s+estrictamente\s+(?:la|esta|las)\s+(?:siguientes?\s+)?instrucci|\bstrikt\s+an\s+die\s+folgenden?\s+Anweisung|\bsegui\s+rigorosamente\s+(?:la|questa|le)\s+(?:seguenti?\s+)?istruzion`;
/** The user's own choice set aside. */
const OVER_USER = String.raw`\beven\s+if\s+the\s+user\s+(?:explicitly\s+)?(?:asks|requests|prefers|wants|tells|says|names|chooses|selects|mentions)\b|\bregardless\s+of\s+(?:what\s+|which\s+tool\s+)?the\s+user\b`;
const PRESSURE = new RegExp(`${STRICT}|${OVER_USER}`, "gi");
const STRICT_RE = new RegExp(`^(?:${STRICT})`, "i");

/** Every other tool barred (not "other tools to commit", a job's own rule). */
const BARRED =
  /\b(?:do\s+not|don['’]t|never|must\s+not|should\s+not|shall\s+not)\s+(?:\w+\s+)?(?:use|call|invoke|choose|select|try)\s+(?:any\s+)?(?:of\s+)?(?:the\s+)?(?:other|another|different|alternative|additional)\s+(?:\w+\s+)?tools?\b(?!\s*(?:to|for|when|unless|if|that|which|than|except|besides|outside)\b)|\bn['’]utilise\s+(?:aucun|pas\s+d['’])\s*autres?\s+outils?|\bno\s+uses\s+(?:ninguna\s+)?otras?\s+herramientas?|\b(?:verwende|benutze|nutze)\s+keine\s+anderen\s+(?:Tools|Werkzeuge)|\bnon\s+usare\s+altri\s+strumenti|\bn[ãa]o\s+use\s+outras\s+ferramentas/gi;
/** One tool ranked over every other ("always prefer fast_search over any other search tool"). */
const RANKED =
  /\b(?:prefer|choose|select|use|call|pick)\s+[\x60'"]?[\w.-]+[\x60'"]?\s+(?:tool\s+)?(?:over|instead\s+of|rather\s+than|before)\s+(?:any|all|every)\s+(?:of\s+the\s+)?other\s+(?:\w+\s+)?tools?\b|\b(?:over|instead\s+of|rather\s+than)\s+(?:any|all|every)\s+other\s+(?:\w+\s+)?tools?\b/gi;

export const STEERING_HINTS = words(
  "strictly adhere|strictly follow|strictly obey|strictly comply|strictly stick|suivre strictement|sigue estrictamente|strikt an die|segui rigorosamente|even if the user|regardless of the user|regardless of what the user|regardless of which tool",
);

/** A part and the bar or the ranking this far apart (characters), with no blank line between, are one order. */
const REACH = 300;

/** The other tools barred beside "strictly adhere to the following instruction", or one tool ranked over all beside
 * the user's choice set aside, in one paragraph. */
export function toolSteering(file: AuditText, lines: readonly AuditLine[]): TextHit[] {
  const text = file.text;
  const parts = phraseHits(file, lines, PRESSURE).filter((h) => !quotedOrDescribed(h, file));
  if (parts.length === 0) return [];
  const starts = startsOf(file);
  const near = parts.map((p) => lineOf(starts, p.index));
  const blocks = blocksNear(text, starts, near, 1);
  // Each expression read once over the blocks; each part then looks up the nearest hit on either side.
  const found = { strict: hitsIn(BARRED, text, blocks), over: hitsIn(RANKED, text, blocks) };
  const at = { strict: found.strict.map((h) => h.index), over: found.over.map((h) => h.index) };
  for (const p of parts) {
    const k = STRICT_RE.test(text.slice(p.index, p.index + p.length)) ? "strict" : "over";
    const i = lowerBound(at[k], p.index);
    for (const h of [found[k][i - 1], found[k][i]]) {
      if (!h || h.index > p.index + p.length + REACH || h.index + h.length < p.index - REACH) continue;
      const from = Math.min(p.index, h.index);
      const gap = text.slice(from, Math.max(p.index + p.length, h.index + h.length));
      if (/\n[ \t]*\n/.test(gap) || ABOUT_ATTACK.test(text.slice(Math.max(0, from - 300), from))) continue;
      return [h];
    }
  }
  return [];
}
