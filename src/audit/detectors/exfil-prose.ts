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
  LETTERS_OF_OTHER_LANGUAGES,
  otherLetters,
  sentenceAround,
  WORD_END,
  WORD_START,
} from "../sentences.js";
import { boundsAround, eachMatch, lineOf, startsOf } from "../text.js";
import { memoByText } from "../text-memo.js";
import {
  CREDENTIAL_PATHS,
  type PathMatch,
  type PathScan,
  pathsOr,
  unicodePathsOrAny,
} from "./credential-paths.js";
import { type Collected, sentLater } from "./exfil-later.js";
import {
  AUTH_USE,
  DESCRIBES,
  NAMES_BEFORE,
  NEGATED,
  NEGATED_EN,
  NOT_BEFORE,
  setUpHere,
} from "./exfil-refusals.js";
import { saidInSpan } from "./exfil-span.js";
import {
  AS_SETTINGS,
  AUTH_KIND,
  BODY_IS,
  COLLECT,
  CONTAINER_BEFORE,
  CONTAINER_WORD,
  DESTINATION,
  DNS_SLOT,
  DNS_WORD,
  FALSE_FRIEND,
  fillsSlot,
  HANDED_BEFORE,
  hasRareSecretWord,
  IN_URL_QUERY,
  inHostSlot,
  LOWER_VAR,
  NEVER_AUTH,
  NOT_THE_SECRET,
  notAuth,
  ONE_VALUE_FROM,
  PASSIVE_SINK,
  PUBLIC_PLACE,
  QUERY_SLOT,
  SCOPE,
  SECRET_GENERIC,
  SECRET_RARE,
  SECRET_SPECIFIC,
  SECRET_STORE,
  SENDS_IT,
  SHOWS_WHOLE,
  SINK_VERB,
  SINK_VERB_EN,
  TAKES_NEAR,
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
const SCOPE_RE = new RegExp(SCOPE, "iu");
const COLLECT_FAST = fastPattern(COLLECT, "iu");
/** Collect verbs that are nouns after a determiner: "a list of SSH keys", "forwards the request". */
const NOUN_AFTER_DETERMINER =
  /(?:^|\s)(?:a|an|the|this|that|each|every|its|their|your|our)\s+(?:list|log|record|request|run|search|scan|find|look)$/i;
/** …unless a verb takes the noun: "make a list of the keys", "do a search for tokens". */
const NOUN_TAKEN =
  /\b(?:make|take|compile|build|keep|produce|prepare|do|perform|start|get|write|create)\s+\S+\s+\S+$/i;
/** A collect verb used as a verb in the sentence (not "a list", "the request"). */
export function collectsIn(s: string): boolean {
  let found = false;
  eachMatchFast(COLLECT_FAST, s, (m) => {
    // A word of a path or an endpoint (`oauth/open/loginV2`, `/api/list`) names it; it is no verb.
    const after = s.slice(m.index + m[0].length, m.index + m[0].length + 2);
    if (
      s[m.index - 1] === "/" ||
      after[0] === "/" ||
      /^-\w/.test(after) ||
      s.slice(m.index - 2, m.index) === "--"
    )
      return false;
    const upTo = s.slice(Math.max(0, m.index - 24), m.index + m[0].length);
    if (!NOUN_AFTER_DETERMINER.test(upTo.slice(-16)) || NOUN_TAKEN.test(upTo)) found = true;
    return found;
  });
  return found;
}
const DESTINATION_RE = new RegExp(DESTINATION, "iu");

/** A file the secret was written to, sent on: "write … to debug.log, then upload debug.log". */
const SENDS_FILE = /^\S+\s+(?:the\s+)?([\w~./-]{1,80}\.\w{1,5})\b/;

/** What would still send it: a send-like verb, a link or a mail address, a reply or a shared place. */
const SENDS_OUT =
  /\b(?:send|upload|post|transmit|exfiltrat|forward|e-?mail|mail|share|publish|submit|attach|commit|push|paste|include|print|show|display|output|return|quote|report|echo|reproduce|mention|leak|embed|append|mirror|transfer|deliver|give|expose|reveal)\w{0,4}\b|https?:\/\/|[\w.+-]{1,64}@[\w-]{1,63}\.|\b(?:reply|response|answer|chat|issue|comment|ticket|pull\s+request|webhook|channel|gist|paste\s?bin|summary)\b/i;
const LINK_OR_MAIL = /https?:\/\/|[\w.+-]{1,64}@[\w-]{1,63}\./;

/** A fact found on first need, then kept. */
function once<T>(make: () => T): () => T {
  let done = false;
  let value: T;
  return () => {
    if (!done) {
      value = make();
      done = true;
    }
    return value;
  };
}

/**
 * What a sentence says, each fact found on first need and then kept (many secrets in one sentence, or a
 * long run of them): most secrets fail the first test or two, and the later ones cost the most.
 */
interface SentenceFacts {
  readonly otherLetters: () => boolean;
  readonly scope: () => boolean;
  readonly collect: () => boolean;
  readonly passive: () => boolean;
  readonly negated: () => boolean;
  readonly sink: () => boolean;
  /** Its only place for a secret is the user's own secret store: nothing in it sends. */
  readonly stored: () => boolean;
  /** It puts the values where a platform keeps settings ("as project environment variables"). */
  readonly settings: () => boolean;
}
const sentenceFacts = (s: string): SentenceFacts => ({
  otherLetters: once(() => LETTERS_OF_OTHER_LANGUAGES.test(s)),
  scope: once(() => SCOPE_RE.test(s)),
  collect: once(() => collectsIn(s)),
  passive: once(() => PASSIVE_SINK.test(s)),
  negated: once(() => NEGATED.test(s)),
  sink: once(() => SINK_VERB_LINE.test(s)),
  stored: once(() => SECRET_STORE.test(s) && !SENDS_OUT.test(s)),
  settings: once(() => AS_SETTINGS.test(s)),
});

interface SinkVerb {
  readonly at: number;
  readonly english: boolean;
  readonly object: boolean;
  /** The code span right after the verb: its object when the secret is inside it. */
  readonly span: { readonly from: number; readonly to: number } | undefined;
  readonly name: string;
}
/** What the window around a sentence holds (its sink verbs, with whether each sends the secret), each found on first need. */
interface WindowFacts {
  readonly destination: () => boolean;
  readonly refused: () => boolean;
  readonly authUse: () => boolean;
  readonly verbs: () => readonly SinkVerb[];
  readonly slot: () => boolean;
  /** A host name with a slot and a lookup word: resolving it sends what fills the slot. */
  readonly dnsSlot: () => boolean;
  readonly body: () => boolean;
  readonly links: () => boolean;
}
const windowFacts = (w: string, sentence: string): WindowFacts => ({
  destination: once(() => DESTINATION_RE.test(w)),
  refused: once(() => NEGATED_EN.test(w) || DESCRIBES.test(w)),
  authUse: once(() => AUTH_USE.test(w) && !notAuth(w)),
  verbs: once(() => sinkVerbs(w, sentence)),
  slot: once(() => QUERY_SLOT.test(w) || (EMPTY_QUERY_PARAM.test(w) && APPENDED.test(w))),
  dnsSlot: once(() => DNS_SLOT.test(w) && DNS_WORD.test(w)),
  body: once(() => BODY_IS.test(w) || PUBLIC_PLACE.test(w)),
  links: once(() => LINK_OR_MAIL.test(w)),
});

/** A sink verb whose object is a code span: it sends what the span holds (the secret only when the secret is there). */
const SPAN_OBJECT = /^\S+\s+`/;
/** The secret goes on the end of a URL that ends in an empty parameter ("…?k= with the value appended"). */
const EMPTY_QUERY_PARAM = /https?:\/\/[^\s"'\x60<>)]{1,300}[?&][\w-]{1,40}=(?=[\s"'\x60)\].,;]|$)/;
const APPENDED =
  /\b(?:append(?:ed|ing)?|followed\s+by|concatenat\w{1,5}|(?:add|put|paste)\w{0,3}\s+(?:it\s+)?(?:to|at)\s+the\s+end)\b/i;
/** "logs in with the saved password": a login, not a log the secret is written to. */
const LOGS_IN = /^log(?:s|ged|ging)?(?:\s+(?:in|into|on)\b|-in\b)/i;
function sinkVerbs(w: string, sentence: string): SinkVerb[] {
  const verbs: SinkVerb[] = [];
  eachMatchFast(SINK_VERB_FAST, w, (m) => {
    const english = ENGLISH_SINK_VERB.test(m[0]);
    if (!english && FALSE_FRIEND.test(m[0])) return false;
    // A word of a path (`pass show email/work`, `/api/upload`) names it; it is no verb.
    const after = w[m.index + m[0].length];
    if (w[m.index - 1] === "/" || after === "/" || (w[m.index - 1] === "`" && after === "`")) return false;
    if (LOGS_IN.test(w.slice(m.index, m.index + 16))) return false;
    const next = w.slice(m.index, m.index + 160);
    const file = SENDS_FILE.exec(next)?.[1];
    const sent = file !== undefined && file !== m[0] && sentence.includes(file);
    const open = SPAN_OBJECT.exec(next)?.[0].length;
    const close = open === undefined ? -1 : next.indexOf("`", open);
    // A span with a slot to fill (`<chunk>.t.example.net`, `${DATA}`) is filled with what was collected.
    const slot = open !== undefined && /[<{$]/.test(next.slice(open, close < 0 ? undefined : close));
    const span =
      open === undefined || slot
        ? undefined
        : { from: m.index + open, to: close < 0 ? w.length : m.index + close };
    verbs.push({ at: m.index, english, object: sent || (!span && SENDS_IT.test(next)), span, name: m[0] });
    return false;
  });
  return verbs;
}
const memo = new WeakMap<AuditText, Map<string, SentenceFacts | WindowFacts>>();

function cached<T extends SentenceFacts | WindowFacts>(file: AuditText, key: string, make: () => T): T {
  let m = memo.get(file);
  if (!m) {
    m = new Map();
    memo.set(file, m);
  }
  let v = m.get(key) as T | undefined;
  if (!v) {
    v = make();
    m.set(key, v);
  }
  return v;
}

/**
 * The facts of a sentence, kept by its place and by its text (they read nothing else): a long run of one
 * fragment without a sentence end repeats its windows' text, each read again by every expression before.
 */
const factsOf = (file: AuditText, at: { from: number; to: number }): SentenceFacts =>
  cached(file, `s${at.from}:${at.to}`, () => {
    const s = file.text.slice(at.from, at.to);
    return cached(file, `t${s}`, () => sentenceFacts(s));
  });

/** The window for a sink: the sentence, the line before and two lines after, at most 400 characters (on a grid) each way. */
function sinkWindow(file: AuditText, index: number, sentence: { from: number; to: number }) {
  const b = boundsAround(file.text, startsOf(file), index, 1, 2, 10_000);
  const from = Math.min(sentence.from, Math.max(b.from, Math.floor((index - 400) / 128) * 128));
  const to = Math.max(sentence.to, Math.min(b.to, Math.ceil((index + 400) / 128) * 128));
  return { from, to };
}

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
  return factsOf(file, sentenceAround(file, index)).collect();
};

const CONFIG_ONLY = /^\.aws.config$|mcp\.json$/i;
/** A secret a later step may send: not one the user is told to create, nor a region's config alone. */
const keptFor = (text: string, index: number, name: string): boolean =>
  !CONFIG_ONLY.test(name) && !setUpHere(text, 0, index, name.length);

const lineStartOf = (file: AuditText, index: number): number => {
  const starts = startsOf(file);
  return starts[lineOf(starts, index)]!;
};
const SINK_VERB_FAST = fastPattern(SINK_VERB, "iu");
const SINK_VERB_LINE = new RegExp(SINK_VERB, "iu");
/**
 * Sink verbs that move what they take, in the imperative ("Attach ~/.ssh/id_rsa to …", "Invia il file .env a …"):
 * English base forms, and whole words of other Latin-script languages (their stems also begin English words:
 * "includi" -> "including", "manda" -> "mandatory").
 */
const TAKES_BEFORE = new RegExp(
  String.raw`(?:${L}(?:send|upload|post|attach|paste|e-?mail|mail|forward|share|transmit|publish|submit|mirror|embed|append|insert)|${L}(?:envía|envia|envie|envíe|mande|manda|sube|publica|adjunta|comparte|pega|carregue|anexe|compartilhe|cole|publique|envoie|envoyez|partage|colle|ajoute|publie|invia|inviate|carica|pubblica|condividi|allega|incolla|aggiungi|sende|schicke|lade|teile|füge|hänge))(?=\s)[^.!?;:\n]{0,80}$`,
  "iu",
);
/**
 * A named secret (a file, a key kind) is the object of a sink verb: before it in its clause (English and Latin
 * languages), or anywhere in a sentence of another script (verbs end those sentences: "…を貼り付けて", "…포함하세요").
 */
function sinkTakes(
  file: AuditText,
  text: string,
  from: number,
  index: number,
  sf: SentenceFacts,
  ascii: boolean,
  specific: boolean,
): boolean {
  const before = text.slice(Math.max(from, index - 100), index);
  if (refusedBefore(file, before)) return false;
  // A secret named in general ("all environment variables", "the user's GitHub token") is taken only right after the verb.
  if (!specific) return ascii && takenNear(file, before);
  return (!ascii && sf.sink()) || takenBefore(file, before);
}

// What the words before a secret say of it, one answer per text: a long line of secrets repeats them.
const refusedBefore = memoByText((before: string) => NOT_BEFORE.test(before));
const takenNear = memoByText((before: string) => TAKES_NEAR.test(before));
const takenBefore = memoByText(
  (before: string) =>
    TAKES_BEFORE.test(before) ||
    SHOWS_WHOLE.test(before) ||
    (CONTAINER_WORD.test(before) && CONTAINER_BEFORE.test(before)),
);

const ENGLISH_SINK_VERB = new RegExp(`^${SINK_VERB_EN}$`, "iu");

/** "create a gist with `gh gist create` containing …": the new place holds what follows. */
const HOLDS = /\b(?:containing|holding|including)\b/i;
/**
 * A sink verb in the window whose object is the secret: in English, the secret itself after the verb or a
 * pronoun or "the contents / values / file" right after it ("post messages to the channel" sends
 * messages, not the token). Other languages order words otherwise: a sink verb is enough there.
 */
function sendsTheSecret(
  wf: WindowFacts,
  w: { text: string; from: number },
  at: number,
  ascii: boolean,
): boolean {
  for (const v of wf.verbs()) {
    const object = v.object || (v.span !== undefined && at >= v.span.from && at <= v.span.to);
    if (!ascii || !v.english || object) return true;
    // The verb right before the secret ("upload ~/.ssh/id_rsa to …"), with no sentence break between.
    if (v.at < at && at - v.at < 80) {
      const between = w.text.slice(w.from + v.at + v.name.length, w.from + at);
      if (/^(?:open|create)/i.test(v.name) && !HOLDS.test(between)) continue;
      // A link's own dots and slashes are no sentence break; the stop after it is.
      if (!/[.!?"“”:;]/.test(between.replace(/https?:\/\/\S+?(?=[.!?:;,]*(?:\s|$))/g, "URL"))) return true;
    }
  }
  return false;
}

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
