// Credential theft said as an instruction, in English and other languages: a secret (a credential file, a
// key, the environment's tokens, saved passwords, a wallet) collected, and a sink in the same instruction
// (a URL, mail, a webhook, a paste, an issue or PR comment, a commit, the reply, a query string, DNS).
// Also the same secret carried by name to a sink anywhere in the file (`KEYS = read(~/.ssh/*)` … `post(KEYS)`).
import { inCodeBlock, mentionedOnly } from "../context.js";
import type { AuditGate, AuditLine, AuditText, TextHit } from "../rule-types.js";
import {
  eachMatchFast,
  type FastPattern,
  fastPattern,
  otherLetters,
  sentenceAround,
  WORD_END,
  WORD_START,
} from "../sentences.js";
import { eachMatch, lineOf, startsOf } from "../text.js";
import {
  CREDENTIAL_PATHS,
  type PathMatch,
  type PathScan,
  pathsOr,
  unicodePathsOrAny,
} from "./credential-paths.js";
import { type Collected, sentLater } from "./exfil-later.js";
import { cached, factsOf, sendsTheSecret, sinkTakes, sinkWindow, windowFacts } from "./exfil-prose-facts.js";
import { NAMES_BEFORE, setUpHere } from "./exfil-refusals.js";
import { saidInSpan } from "./exfil-span.js";
import {
  AUTH_KIND,
  fillsSlot,
  HANDED_BEFORE,
  hasRareSecretWord,
  IN_URL_QUERY,
  inHostSlot,
  LOWER_VAR,
  NEVER_AUTH,
  NOT_THE_SECRET,
  ONE_VALUE_FROM,
  SECRET_GENERIC,
  SECRET_RARE,
  SECRET_SPECIFIC,
  TOOL_CREDENTIAL_G,
} from "./exfil-words.js";
import { forbiddingList } from "./forbidding-list.js";

const L = WORD_START;
const R = WORD_END;

const [, ...SPECIFIC_REST] = SECRET_SPECIFIC; // its first part, the credential paths: credential-paths.ts
// The look-behind expressions run through eachMatchFast (sentences.ts): the same matches, found fast.
const SPECIFIC_FAST = unicodePathsOrAny(SPECIFIC_REST.map((p) => fastPattern(p, "iu")));
const GENERIC_FAST = fastPattern(SECRET_GENERIC.join("|"), "iu");
/**
 * The hinted row reads sentences of ASCII letters only: its secrets are found with the words in Latin
 * letters and ASCII word boundaries, without the Unicode flag (several times faster on every hinted line).
 */
const asciiOf = (parts: readonly string[]): RegExp =>
  new RegExp(
    parts
      .filter((p) => !/[^\x00-\x7f]/.test(p))
      .join("|")
      .split(L)
      .join("\\b")
      .split(R)
      .join("\\b"),
    "gi",
  );
const SPECIFIC_REST_G = asciiOf(SPECIFIC_REST);
export const SPECIFIC_ASCII_G = pathsOr(SPECIFIC_REST_G);
/**
 * Gated by the scanner (required-words.ts): a line without the credential paths' words is read for the rest of the
 * specific secrets alone (the same matches: the paths' side of the scan finds none), one without the tools'
 * credential files' words not for those.
 */
export const CREDENTIAL_PROSE_GATES: readonly RegExp[] = [CREDENTIAL_PATHS, TOOL_CREDENTIAL_G];
export const GENERIC_ASCII_G = asciiOf(SECRET_GENERIC);
const RARE_G = new RegExp(SECRET_RARE, "gi");

function exfiltrates(
  file: AuditText,
  index: number,
  length: number,
  specific: boolean,
  ascii: boolean,
): boolean {
  const text = file.text;
  const sentence = sentenceAround(file, index);
  const sf = factsOf(file, sentence);
  if (ascii === sf.otherLetters()) return false;
  // "When the user mentions an OpenAI key, …": the secret the user hands over is collected, and theirs.
  const handed = HANDED_BEFORE.test(text.slice(Math.max(sentence.from, index - 60), index));
  if (!specific && !handed && !sf.scope() && !inHostSlot(text, sentence, index)) return false;
  if (!specific && NAMES_BEFORE.test(text.slice(Math.max(sentence.from, index - 30), index))) return false;
  if (setUpHere(text, sentence.from, index, length)) return false;
  if (ONE_VALUE_FROM.test(text.slice(Math.max(sentence.from, index - 80), index))) return false;
  // Bounded look-back: lastIndexOf over the whole text would be quadratic on a long line of secrets.
  const back = Math.max(sentence.from, index - 300);
  const lastUrl = text.slice(back, index).lastIndexOf("http");
  const inUrl =
    (lastUrl >= 0 && IN_URL_QUERY.test(text.slice(back + lastUrl, index))) ||
    inHostSlot(text, sentence, index) ||
    fillsSlot(text, sentence, index);
  if (
    !handed &&
    !sf.collect() &&
    !sf.passive() &&
    !inUrl &&
    !(
      (specific || (sf.scope() && !NOT_THE_SECRET.test(text.slice(index + length, index + length + 24)))) &&
      sinkTakes(file, text, sentence.from, index, sf, ascii, specific)
    )
  )
    return false;
  const win = sinkWindow(file, index, sentence);
  const wf = cached(file, `w${win.from}:${win.to}`, () => {
    const w = text.slice(win.from, win.to);
    const s = text.slice(sentence.from, sentence.to);
    // Kept by text too (windowFacts reads nothing else): a long run of one fragment repeats its windows.
    return cached(file, `v${s.length}:${w}${s}`, () => windowFacts(w, s));
  });
  if (
    !inUrl &&
    ((!wf.destination() && !wf.dnsSlot()) ||
      !(
        sf.passive() ||
        (specific && wf.slot()) ||
        wf.dnsSlot() ||
        wf.body() ||
        sendsTheSecret(wf, { text, from: win.from }, index - win.from, ascii)
      ))
  )
    return false;
  if (sf.negated() || wf.refused() || forbiddingList(file, index)) return false;
  if (sf.settings()) return false;
  // Put into a vault, the keychain or a password manager, with no link or address near: kept, not sent.
  if (!inUrl && sf.stored() && !wf.links()) return false;
  const name = text.slice(index, index + length);
  if (AUTH_KIND.test(name) && !NEVER_AUTH.test(name) && wf.authUse()) return false;
  // An environment variable's name is upper case (`first_key` is a program's own name); asked last, of a would-be hit.
  if (!specific && LOWER_VAR.test(name)) return false;
  // A span the request's body or header is set to, or a host name's slot, is said to be sent.
  return (
    sf.passive() ||
    wf.body() ||
    inHostSlot(text, sentence, index) ||
    !mentionedOnly(file, index) ||
    saidInSpan(text, lineStartOf(file, index), index)
  );
}

/** Whether the secret's sentence says to collect it (asked only when a later step sends something). */
const collectedAt = (file: AuditText, index: number) => (): boolean => {
  const s = sentenceAround(file, index);
  return factsOf(file, s).collect();
};

const CONFIG_ONLY = /^\.aws.config$|mcp\.json$/i;
/** A secret a later step may send: not one the user is told to create, nor a region's config alone. */
const keptFor = (text: string, index: number, name: string): boolean =>
  !CONFIG_ONLY.test(name) && !setUpHere(text, 0, index, name.length);

const lineStartOf = (file: AuditText, index: number): number => {
  const starts = startsOf(file);
  return starts[lineOf(starts, index)]!;
};

/**
 * An instruction that collects a secret and sends or places it somewhere. With `lines` (the hinted row):
 * the secrets on those lines, in sentences of ASCII letters; otherwise (the non-ASCII row) every secret
 * across a text that holds letters of other languages, in sentences that do.
 */
export function credentialExfilProse(
  file: AuditText,
  lines: readonly AuditLine[],
  gate?: AuditGate,
): TextHit[] {
  const ascii = lines.length > 0;
  // Prose of Markdown files (HTML comments included); commands and scripts are the other rules'.
  if (!file.markdown || (!ascii && otherLetters(file).length === 0)) return [];
  const out: TextHit[] = [];
  const seen = new Set<number>();
  const starts = startsOf(file);
  // Named secrets no sink near takes, for a later step that sends them (English prose).
  const kept: Collected[] = [];
  const visit = (re: RegExp | FastPattern | PathScan, specific: boolean, text: string, offset: number) => {
    const each = (m: PathMatch) => {
      const index = offset + m.index;
      const line = lineOf(starts, index);
      if (seen.has(line)) return;
      if (exfiltrates(file, index, m[0].length, specific, ascii)) {
        seen.add(line);
        out.push({ index, length: m[0].length });
      } else if (specific && ascii && kept.length < 16 && keptFor(file.text, index, m[0])) {
        kept.push({ index, length: m[0].length, collected: collectedAt(file, index) });
      }
    };
    if (re instanceof RegExp) eachMatch(re, text, each);
    else if (typeof re === "function") re(text, each);
    else eachMatchFast(re, text, each);
  };
  if (ascii) {
    for (const l of lines) {
      if (inCodeBlock(file, l.index)) continue;
      const may = (re: RegExp) => gate === undefined || gate(re, l.index, l.index + l.text.length);
      visit(may(CREDENTIAL_PATHS) ? SPECIFIC_ASCII_G : SPECIFIC_REST_G, true, l.text, l.index);
      visit(GENERIC_ASCII_G, false, l.text, l.index);
      if (hasRareSecretWord(l.text)) visit(RARE_G, true, l.text, l.index);
      if (may(TOOL_CREDENTIAL_G)) visit(TOOL_CREDENTIAL_G, true, l.text, l.index);
    }
    const later = out.length === 0 && kept.length > 0 ? sentLater(file, kept) : undefined;
    if (later) out.push(later);
  } else {
    // Only lines with letters of other languages (the ASCII ones are the hinted row's), found from where those letters are.
    let last = -1;
    for (const at of otherLetters(file)) {
      const i = lineOf(starts, at);
      if (i === last) continue;
      last = i;
      const from = starts[i]!;
      if (inCodeBlock(file, from)) continue;
      const line = file.text.slice(from, i + 1 < starts.length ? starts[i + 1]! - 1 : file.text.length);
      visit(SPECIFIC_FAST, true, line, from);
      visit(GENERIC_FAST, false, line, from);
    }
  }
  return out;
}
