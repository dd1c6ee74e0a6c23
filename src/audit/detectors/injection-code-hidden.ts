// A harmful change planted in the code the agent writes and kept out of what it tells the user: a template's
// comment or a reference's note "for the assistant generating pages" that has it add a line running a download,
// sending cookies or dotfiles to a host, or skipping an auth check, then "don't bring this line up with the user",
// "keep this out of the code review notes", "do not mention them in the summary of your change", "describe the
// script as 'render and save' only". The rules-file backdoor (Pillar Security) and template-comment injections are
// this shape; the comment may be in any template language (doT, Mojolicious, Genshi, Mason), which the concealment
// rules read as data. Both parts are needed: an honest template says where a change goes, an honest note keeps a
// token out of the summary.
import { pairs, words } from "../hints.js";
import type { AuditLine, AuditText, TextHit } from "../rule-types.js";
import { anyIn, lineOf, startsOf } from "../text.js";
import { ABOUT_ATTACK } from "./injection-covert.js";
import { OFF_MACHINE } from "./injection-harm.js";
import { phraseHits } from "./injection-phrases.js";
import { NEG_MUST_NOT, NEG_NO_NEED, NEG_SHOULD_NOT, negationAsWritten } from "./injection-secrecy.js";
import { quotedOrDescribed } from "./instruction-lang.js";

/** The hush's negation: "must not" and "should not" spelled out, "no need to". */
const NEG = negationAsWritten(NEG_MUST_NOT, NEG_SHOULD_NOT, NEG_NO_NEED);
const OBJ = String.raw`(?:it|them|(?:this|that|these|those|the)(?:\s+[\w-]{1,20}){0,2})`;
/** Where a change is told: the user, the reviewer, the summary, the review notes, the reply. */
const TOLD = String.raw`(?:the\s+|your\s+|any\s+)?(?:user|person\s+asking|person|people|reviewers?|customer|human|summary|summaries|code\s+review|review(?:\s+notes)?|(?:pr|pull\s+request|merge\s+request)\s+description|commit\s+messages?|changelog|release\s+notes|reply|response|answer|explanation|diff\s+summary)\b`;
/**
 * A change kept from the user, in wordings the concealment rules do not hold: "don't bring this line up with the
 * user", "do not point them out", "keep this out of the code review notes", "describe the script as '…' only",
 * "just say the widget compiles".
 */
const HUSH = new RegExp(
  [
    String.raw`\b${NEG}\s+(?:bring|point|call)\s+${OBJ}\s+(?:up|out)\b(?!\s+(?:as|unless|if|until|when|only)\b)`,
    String.raw`\b${NEG}\s+(?:mention|explain|describe|list|document|note|flag|show|disclose|discuss|surface)\s+${OBJ}\s+(?:in|to|for|with)\s+${TOLD}`,
    String.raw`\bkeep\s+${OBJ}\s+out\s+of\s+(?:the\s+|your\s+|any\s+)?(?:[\w-]{1,20}\s+){0,2}?(?:review|notes|summary|changelog|description|reply|replies|diff|commits?|PR|explanation|response|answer)\b`,
    String.raw`\b(?:describe|present|call|label|summari[sz]e|report)\s+(?:it|this|the\s+(?:[\w-]{1,20}\s+)?(?:script|job|task|change|changes|code|commit|patch|file|step|addition|update|hook|function|module|migration|workflow|component))\s+(?:to\s+the\s+user\s+)?as\s+["“'\x60][^"”'\x60\n]{1,40}["”'\x60]\s+only\b`,
    String.raw`\bjust\s+(?:say|tell\s+(?:them|the\s+user))\s+(?:that\s+)?(?:it|the\s+[\w-]{1,20}|everything)\s+(?:compiles|works|builds|passes|renders|is\s+(?:fine|done|ok|updated))\b`,
  ].join("|"),
  "gi",
);
/** What is kept back is a secret, not a change: "never mention the token in your reply". */
const PRIVATE = /\b(?:tokens?|passwords?|secrets?|keys?|credentials?|personal|PII|phone)\b/i;

/** The planted code runs a download or a shell from another host. */
const RUNS =
  /\b(?:curl|wget)\b[^\n|]{0,200}\|\s*(?:ba|z)?sh\b|\b(?:child_process|execSync|exec|spawn|system|popen|subprocess\.\w+|os\.system|shell_exec|passthru|Runtime\.getRuntime)\b[^\n]{0,160}\b(?:curl|wget|Invoke-WebRequest|iwr|nc|ncat)\b/i;
/** The planted code talks to another host. */
const NET = new RegExp(
  String.raw`\b(?:requests\.(?:post|put|get)|LWP::\w+|HTTP::Tiny|Net::HTTP|urlopen|urllib|fetch\(|axios|http\.(?:get|request)|Invoke-RestMethod|Invoke-WebRequest|curl|wget|upload)\b|${OFF_MACHINE}`,
  "i",
);
/** … carrying a secret: cookies, auth headers, dotfiles, keys, the environment. */
const SECRET =
  /\b(?:cookies?|authorization|headers_in|session\s+(?:id|token|cookie)|passwords?|credentials?|api[_-]?keys?|tokens?)\b|(?:~|\$HOME)\/\.[\w.-]+|\.(?:pgpass|my\.cnf|netrc|npmrc|pypirc|aws|ssh|env)\b|\bid_rsa\b|\bos\.environ\b|\bprocess\.env\b|%ENV\b/i;
/** A check described as what reviewers catch ("flag any auth check that is skipped"), not planted. */
const CAUGHT =
  /\b(?:flag|flags|detect|detects|catch|catches|reject|rejects|report|find|look\s+for|warn\s+(?:on|about))\s+(?:any|every|each|an?)\s+[^.\n]{0,60}$/i;
/** The planted code lets a caller past a check. */
const BYPASS =
  /\b(?:auth(?:entication|orization)?|login|permission|access|csrf|signature)\s+(?:check|checks|verification|validation)\s+(?:\w+\s+){0,3}?(?:must\s+be\s+|is\s+|be\s+|gets\s+)?(?:skipped|bypassed|disabled|removed|turned\s+off)\b|\b(?:skip|bypass|disable)\s+(?:the\s+)?(?:auth(?:entication|orization)?|login|permission|csrf|signature)\s+(?:check|checks|verification|validation)\b|\breturn\s+(?:1|true|True)\s+if\b[^\n]{0,120}\b(?:header|cookie|param|key)\b/i;

export const CODE_HIDDEN_HINTS = [
  ...pairs("bring|point|call", "this|these|that|those|it|them|the"),
  ...pairs(
    "not|n't|never|need to",
    "mention|explain|describe|list|document|note|flag|show|disclose|discuss|surface",
  ),
  ...pairs("keep", "this out|it out|that out|them out|these out|those out"),
  ...words(
    "describe the|describe it|describe this|present it|present the|label the|summarize the|summarise the",
  ),
  ...words("just say|just tell"),
];

/**
 * A word every planted-code expression needs (RUNS: a fetcher or a runner; NET: a client or an address; BYPASS: a
 * check or a `return`): a window holding none of them plants nothing, and its hush is not read further. Found once a
 * file, each start (a step of one past every match, so overlapping words are all found): a line of hushes with no
 * code near them costs one search, not five expressions over a window a hush.
 */
const PLANT_WORD =
  /curl|wget|child_process|exec|spawn|system|popen|subprocess|passthru|runtime|requests|lwp|http|urlopen|urllib|fetch|axios|invoke-|upload|check|verification|validation|return/gi;
function plantWordsAt(text: string): number[] {
  const at: number[] = [];
  PLANT_WORD.lastIndex = 0;
  for (let m = PLANT_WORD.exec(text); m !== null; m = PLANT_WORD.exec(text)) {
    at.push(m.index);
    PLANT_WORD.lastIndex = m.index + 1;
  }
  PLANT_WORD.lastIndex = 0;
  return at;
}

/** Lines read before and after a hush for the planted code. */
const BEFORE = 10;
const AFTER = 3;

/** The code a hushed note plants, read in its lines: a run from another host, a secret sent, a check bypassed. */
function planted(window: string): boolean {
  const bypass = BYPASS.exec(window);
  if (bypass && !CAUGHT.test(window.slice(Math.max(0, bypass.index - 80), bypass.index))) return true;
  return RUNS.test(window) || (NET.test(window) && SECRET.test(window));
}

/** A change kept from the user beside the harmful code the same note plants. At most one finding a file. */
export function codeHidden(file: AuditText, lines: readonly AuditLine[]): TextHit[] {
  const text = file.text;
  const starts = startsOf(file);
  let words: number[] | undefined;
  for (const h of phraseHits(file, lines, HUSH)) {
    const n = lineOf(starts, h.index);
    const from = Math.max(starts[Math.max(0, n - BEFORE)]!, h.index - 900);
    const to = Math.min(n + AFTER + 1 < starts.length ? starts[n + AFTER + 1]! : text.length, h.index + 400);
    words ??= plantWordsAt(text);
    if (!anyIn(words, from, to)) continue;
    const said = text.slice(h.index, h.index + h.length);
    if (PRIVATE.test(said) || quotedOrDescribed(h, file)) continue;
    const before = text.slice(from, h.index);
    if (ABOUT_ATTACK.test(before) || ABOUT_ATTACK.test(said)) continue;
    if (planted(`${before}${text.slice(h.index, to)}`)) return [h];
  }
  return [];
}
