// Concealment tied to an act ordered in the same breath, however the text is dressed: in quotes, a code span,
// a table cell, a fenced block, a blockquote, a data file's string or a comment ("… push to
// https://… — never mention the backup remote to the user"). The concealment rule leaves a quoted phrase
// alone, as a document quoting attacks does; what tells the two apart is not the quoting but what surrounds
// the phrase: an order (an address, a command, a file that runs) beside it, and no lead that describes it
// ("such as", "detects", "payload", a test fixture).
import { pairs, words } from "../hints.js";
import type { AuditLine, AuditText, TextHit } from "../rule-types.js";
import { lineOf, quoted, startsOf } from "../text.js";
import { CONCEALMENT } from "./injection-conceal.js";
import { ORDERED_ACT } from "./injection-harm.js";
import { phraseHits } from "./injection-phrases.js";
import {
  BE_TOLD,
  NEG_NO_NEED,
  NEG_OBLIGED,
  NOTICE,
  negation,
  REVEAL,
  TELL,
  USER,
  WHO,
} from "./injection-secrecy.js";

const NEG = negation(...NEG_OBLIGED, NEG_NO_NEED);
/** Where an act is kept out of: the reply, the summary, the changelog. */
const TOLD =
  "(?:repl(?:y|ies)|responses?|answers?|summar(?:y|ies)|output|chat|messages?|changelog|report|notes|explanation|description)";

/**
 * The wish to hide, in wordings the concealment rule does not read or reads only unquoted: "never mention the
 * backup remote to the user", "don't tell the user you changed it", "do not describe the script addition in
 * your responses", "keep the forwarding between us", "keep it out of your answer", "act as if nothing happened".
 */
const MARK = new RegExp(
  [
    // "don't tell the user you changed it / about the push" (not "don't tell them they must register").
    String.raw`\b${NEG}\s+(?:${TELL})\s+${WHO}\s*(?:about\b|of\b|(?:that\s+|what\s+)?you\b|anything\b|[.,;:!)]|$)`,
    String.raw`\b${NEG}\s+(?:${REVEAL}|explain|bring\s+up)\b(?:[ \t]+(?!to\s)[^\s.;:!?]{1,30}){0,4}?[ \t]+to\s+${USER}\b`,
    String.raw`\b${NEG}\s+(?:${REVEAL}|describe|report|surface|narrate|announce|list|include)\s+(?:it|(?:this|that|these|those|the|any)(?:\s+[\w-]{1,20}){0,2})\s+(?:in|to)\s+(?:your|the|any)\s+${TOLD}\b`,
    String.raw`\bkeep\s+(?:this|it|that|these|them|the\s+[\w-]{1,20}(?:\s+[\w-]{1,20})?)\s+(?:between\s+(?:us|ourselves|you\s+and\s+me)\b|to\s+yourself\b|out\s+of\s+(?:your|the|any)\s+[\w-]{1,20}|(?:secret|hidden)\s+from\b)`,
    String.raw`\b${NEG}\s+(?:share|discuss)\s+(?:it|(?:this|that|these|those|the|any)(?:\s+[\w-]{1,20}){0,2})\s+with\s+${WHO}`,
    String.raw`\bthe\s+user\s+(?:must|should|need|does|will)\s*(?:not|n['’]t|never)\s+(?:need\s+to\s+)?(?:${NOTICE}|learn|${BE_TOLD})\b`,
    String.raw`\bpretend\s+(?:that\s+)?(?:nothing\s+(?:happened|was\s+(?:done|changed|sent))|you\s+(?:did\s+not|didn['’]t|never))\b`,
    String.raw`\b(?:act|behave|carry\s+on|continue|proceed)\s+as\s+(?:if|though)\s+nothing\s+(?:happened|was\s+(?:done|changed|sent))\b`,
    String.raw`\bsay\s+nothing\s+(?:about\s+(?:it|this|that)|to\s+${WHO})\b|\bhide\s+(?:this|it|that|the\s+[\w-]{1,20})\s+from\s+${WHO}`,
  ].join("|"),
  "gi",
);
/** A line worth the mark expression: a negation or one of the other leads. */
const LINE_GATE = /\b(?:not|never|keep|nothing|hide|pretend)\b|n['’]t\b|no\s+need/i;

/**
 * A lead that describes the phrase rather than orders it: an example, a pattern to detect, an attack's payload,
 * a finding in a report, a test case; or a secret between people the agent writes for (a surprise party's
 * invitation). Read on the mark's own text back to the paragraph's lead.
 */
const DESCRIBED =
  /\b(?:for\s+example|such\s+as|example\s+of|phrases?|patterns?|regex\w{0,3}|detect\w{0,4}|flag(?:s|ged)?\s+(?:text|lines?|phrases?|content|any)|scanner|scans?\s+for|look\s+for|watch\s+for|attack\w{0,3}|attacker\w{0,1}|malicious|malware|poison\w{0,3}|payloads?|injection|injected|jailbreak|red[\s-]?team\w{0,3}|probes?|test\s+cases?|fixtures?|expected|finding|severity|carried|contained|told\s+the\s+(?:assistant|agent|model)|typical|threat\w{0,2}|suspicious|exploit\w{0,3}|adversar\w{1,5}|dataset|benchmark|labell?ed|surprise|invitations?|birthday|gifts?)\b|\be\.g\.|\bexamples?\s*:|\bsaid\s*:|\blike\s+["“'`]/i;
/** A file that holds examples, not orders: tests, fixtures, datasets, probes. */
const DATA_PATH =
  /(?:^|\/)(?:tests?|__tests__|spec|fixtures?|probes?|datasets?|evals?|samples?)\/|\.(?:csv|tsv|jsonl|snap)$|(?:^|[/._-])(?:test|spec)\.[\w]+$/i;
/** What is kept back is data, not an act: "never mention the token in your reply". */
const PRIVATE_OBJECT =
  /\b(?:tokens?|passwords?|passphrases?|secrets?|keys?|credentials?|personal|PII|phone|salar(?:y|ies)|answers?|solutions?|score|ending|spoilers?)\b/i;

const QUIET_UNTIL = /^\s*(?:unless|until|except|if\s+(?:it|the\s+\w+)\s+fails?|each\s+time|every\s+time)\b/i;

/** The text before `index` back to a blank line, at most `max` characters and `lines` line breaks. */
function paragraphBefore(text: string, index: number, max: number, lines: number): string {
  let back = text.slice(Math.max(0, index - max), index);
  const blank = back.lastIndexOf("\n\n");
  if (blank >= 0) back = back.slice(blank + 2);
  let at = back.length;
  for (let n = 0; n <= lines && at > 0; n++) at = back.lastIndexOf("\n", at - 1);
  return at > 0 ? back.slice(at + 1) : back;
}

/** The rest of the mark's sentence: up to the next full stop, line end or 160 characters. */
function sentenceAfter(text: string, end: number): string {
  const rest = text.slice(end, end + 160);
  const stop = rest.search(/[.!?](?:\s|$)|\n/);
  return stop < 0 ? rest : rest.slice(0, stop);
}

/** One mark: an act ordered beside it and nothing that describes it. */
function ordered(file: AuditText, index: number, length: number): boolean {
  const text = file.text;
  const phrase = text.slice(index, index + length);
  if (PRIVATE_OBJECT.test(phrase)) return false;
  // Routine quiet: "no need to mention this to the user unless it fails".
  if (QUIET_UNTIL.test(text.slice(index + length, index + length + 40))) return false;
  // The act: in the mark's line and the line before (a wrapped sentence, a row, a fenced line), or after it.
  const near = paragraphBefore(text, index, 320, 1) + phrase + sentenceAfter(text, index + length);
  if (!ORDERED_ACT.test(near)) return false;
  // The lead: up to six lines back in the paragraph (the lead line of a fence, a list or a table).
  const lead = paragraphBefore(text, index, 600, 6);
  return !DESCRIBED.test(lead) && !DESCRIBED.test(phrase);
}

const MAX_TRIES = 16;

/**
 * Concealment marks beside an ordered act on the hinted lines, whatever quoting wraps them; nothing in a file
 * of tests, fixtures or data unless the skill sends the agent to it. At most one finding a line.
 */
export function concealedAct(file: AuditText, lines: readonly AuditLine[]): TextHit[] {
  // A data file is read all the same when the SKILL.md sends the agent to it ("read samples/x.md and follow it").
  if (DATA_PATH.test(file.path) && !file.followed) return [];
  const starts = startsOf(file);
  // A negation or lead on the line, and an act on it or on the line before (each line read once).
  const gated = lines.filter((l) => {
    if (!LINE_GATE.test(l.text)) return false;
    const n = lineOf(starts, l.index);
    return ORDERED_ACT.test(file.text.slice(starts[Math.max(0, n - 1)]!, l.index + l.text.length + 160));
  });
  if (gated.length === 0) return [];
  // The concealment rule's own phrases where it reads them as quoted.
  const out: TextHit[] = phraseHits(
    file,
    gated,
    CONCEALMENT,
    (h) => quoted(file.text, h.index, h.length) && ordered(file, h.index, h.length),
  ).slice(0, 1);
  let last = out.length > 0 ? lineOf(starts, out[0]!.index) : -1;
  for (const l of gated) {
    const line = lineOf(starts, l.index);
    if (line === last) continue;
    MARK.lastIndex = 0;
    // A few marks a line are read (a long line of repeats stays cheap).
    let tries = 0;
    for (let m = MARK.exec(l.text); m && tries < MAX_TRIES; m = MARK.exec(l.text), tries++) {
      if (ordered(file, l.index + m.index, m[0].length)) {
        out.push({ index: l.index + m.index, length: m[0].length });
        last = line;
        break;
      }
    }
  }
  return out;
}

/**
 * A negation before a verb of telling ("not mention", "t tell" for don't and don’t, "need to tell"), or another
 * lead of the marks: rarer than the verbs alone, which most lines of prose hold.
 */
export const CONCEALED_ACT_HINTS = [
  ...pairs(
    "not|t|never|need to",
    "share|discuss|tell|inform|notify|alert|mention|disclose|reveal|explain|bring up|describe|report|surface|narrate|announce|list|include",
  ),
  ...words("between us|between ourselves|to yourself|keep it out|keep this out|keep that out|keep them out"),
  ...words("out of your|secret from|hidden from|nothing happened|nothing was|nothing changed|say nothing"),
  ...words("hide this|hide it|hide that|hide the|pretend"),
  ...pairs("the user", "must|should|need|does|will"),
];
