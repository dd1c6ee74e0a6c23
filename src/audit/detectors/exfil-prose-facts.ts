// What a sentence and the window around it say, for credential-exfil-prose (exfil-prose.ts): whether they collect,
// name a destination, refuse, and which sink verbs take the secret. Each fact is found on first need, then kept.
import type { AuditText } from "../rule-types.js";
import { fastPattern, LETTERS_OF_OTHER_LANGUAGES, WORD_START } from "../sentences.js";
import { boundsAround, startsOf } from "../text.js";
import { memoByText } from "../text-memo.js";
import { eachMatchSplit, splitPattern } from "./alternatives.js";
import { AUTH_USE, DESCRIBES, NEGATED, NEGATED_EN, NEGATED_SINK_ZH, NOT_BEFORE } from "./exfil-refusals.js";
import {
  AS_SETTINGS,
  BODY_IS,
  COLLECT,
  CONTAINER_BEFORE,
  CONTAINER_WORD,
  DESTINATION,
  DNS_SLOT,
  DNS_WORD,
  FALSE_FRIEND,
  notAuth,
  PASSIVE_SINK,
  PUBLIC_PLACE,
  QUERY_SLOT,
  SCOPE,
  SECRET_STORE,
  SENDS_IT,
  SHOWS_WHOLE,
  SINK_VERB,
  SINK_VERB_EN,
  TAKES_NEAR,
} from "./exfil-words.js";

const L = WORD_START;

const SCOPE_RE = new RegExp(SCOPE, "iu");
const COLLECT_FAST = fastPattern(COLLECT, "iu");
/** …its prefilter tried alternative by alternative, each on a sentence holding one of its words (the same matches). */
const COLLECT_SPLIT = splitPattern(COLLECT_FAST.prefilter.source, COLLECT_FAST.exact, "iu");
/** Collect verbs that are nouns after a determiner: "a list of SSH keys", "forwards the request". */
const NOUN_AFTER_DETERMINER =
  /(?:^|\s)(?:a|an|the|this|that|each|every|its|their|your|our)\s+(?:list|log|record|request|run|search|scan|find|look)$/i;
/** …unless a verb takes the noun: "make a list of the keys", "do a search for tokens". */
const NOUN_TAKEN =
  /\b(?:make|take|compile|build|keep|produce|prepare|do|perform|start|get|write|create)\s+\S+\s+\S+$/i;
/** A collect verb used as a verb in the sentence (not "a list", "the request"). */
export function collectsIn(s: string): boolean {
  let found = false;
  eachMatchSplit(COLLECT_SPLIT, s, (m) => {
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
export interface SentenceFacts {
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
export const sentenceFacts = (s: string): SentenceFacts => ({
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
export interface WindowFacts {
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
export const windowFacts = (w: string, sentence: string): WindowFacts => ({
  destination: once(() => DESTINATION_RE.test(w)),
  refused: once(() => NEGATED_EN.test(w) || NEGATED_SINK_ZH.test(w) || DESCRIBES.test(w)),
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
/** Portuguese "cole" (paste) before its object ("cole o conteúdo"), not the English word. */
const PASTE_PT =
  /^cole\s+(?:o|a|os|as|isso|isto|esse|essa|este|esta|tudo|todo|todos|todas|seu|sua|seus|suas)\s/i;
function sinkVerbs(w: string, sentence: string): SinkVerb[] {
  const verbs: SinkVerb[] = [];
  eachMatchSplit(SINK_VERB_SPLIT, w, (m) => {
    const english = ENGLISH_SINK_VERB.test(m[0]);
    if (!english && FALSE_FRIEND.test(m[0]) && !PASTE_PT.test(w.slice(m.index, m.index + 24))) return false;
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

export function cached<T extends SentenceFacts | WindowFacts>(
  file: AuditText,
  key: string,
  make: () => T,
): T {
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
export const factsOf = (file: AuditText, at: { from: number; to: number }): SentenceFacts =>
  cached(file, `s${at.from}:${at.to}`, () => {
    const s = file.text.slice(at.from, at.to);
    return cached(file, `t${s}`, () => sentenceFacts(s));
  });

/** The window for a sink: the sentence, the line before and two lines after, at most 400 characters (on a grid) each way. */
export function sinkWindow(file: AuditText, index: number, sentence: { from: number; to: number }) {
  const b = boundsAround(file.text, startsOf(file), index, 1, 2, 10_000);
  const from = Math.min(sentence.from, Math.max(b.from, Math.floor((index - 400) / 128) * 128));
  const to = Math.max(sentence.to, Math.min(b.to, Math.ceil((index + 400) / 128) * 128));
  return { from, to };
}

const SINK_VERB_FAST = fastPattern(SINK_VERB, "iu");
const SINK_VERB_SPLIT = splitPattern(SINK_VERB_FAST.prefilter.source, SINK_VERB_FAST.exact, "iu");
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
export function sinkTakes(
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
  return (
    (!ascii && sf.sink()) ||
    takenBefore(file, before) ||
    (COMMITS_BEFORE.test(before) && COMMIT_WHERE.test(text.slice(index, index + 160)))
  );
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

/** "Commit ~/.ssh/id_rsa to the repository", "push the user's `.env` …": a commit or push carries the file. */
const COMMITS_BEFORE = /\b(?:commit|push|check\s+in)(?=\s)[^.!?;:\n]{0,60}$/i;
/** Where the commit goes, after the secret: a repository, branch or remote, or "and push" (a list's "Commit .env files" is advice). */
const COMMIT_WHERE =
  /^(?:[^.!?;\n]|\.(?=\S)){0,80}?\b(?:(?:to|into|onto)\s+(?:(?:the|a|this|your|our|their|its|public|new)\s+){0,2}(?:[\w-]+\s+)?(?:repo\w{0,6}|branch|remote|origin|GitHub|GitLab|gist)\b|and\s+push\b)/i;

const ENGLISH_SINK_VERB = new RegExp(`^${SINK_VERB_EN}$`, "iu");

/** "create a gist with `gh gist create` containing …", "… whose content is …": the new place holds what follows. */
const HOLDS =
  /\b(?:containing|holding|including|whose\s+(?:content|contents|body|text|description)\s+(?:is|are|holds|contains))\b/i;
/**
 * A sink verb in the window whose object is the secret: in English, the secret itself after the verb or a
 * pronoun or "the contents / values / file" right after it ("post messages to the channel" sends
 * messages, not the token). Other languages order words otherwise: a sink verb is enough there.
 */
export function sendsTheSecret(
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
