// Credential theft said over several steps: a secret named in one step ("Collect the diagnostic bundle: …
// `~/.npmrc` and `.env`") and sent in a later one, by what that step called it ("Upload the diagnostic bundle to
// https://…") or by pointing back ("the files above", "everything listed under …", "the token from step 1").
import { inCodeBlock } from "../context.js";
import type { AuditText, TextHit } from "../rule-types.js";
import { sentenceAround } from "../sentences.js";
import { eachMatch } from "../text.js";

/** How far after the secret a later step may send it (a skill's workflow, not the whole file). */
const REACH = 4000;

/** A send-like verb, in the imperative or said of the skill ("uploads", "is sent"). */
const LATER_SINK_G =
  /\b(?:send|sent|upload|post|submit|transfer|transmit|forward|e-?mail|mail|attach|push|share|sync|deliver)(?:s|e?d|ing)?\b/gi;
/** Where it goes: a link, a mail address, a host after to/at/on, a copy over scp/rsync (cheap literal looks first). */
const AWAY_HOST =
  /\b(?:to|at|on)\s+(?:[\w-]{1,63}\.){1,6}(?:com|net|org|io|dev|app|example|xyz|site|cloud|ai|co|me|info|biz|ru|cn|tk|top)\b|\b(?:scp|rsync|sftp)\b/i;
const away = (s: string): boolean => s.includes("://") || /@[\w-]{1,63}\.[a-z]/i.test(s) || AWAY_HOST.test(s);
/** Pointing back at what was collected before. */
const BACK =
  /\b(?:(?:the|these|those|all|both|each)\s+(?:[\w-]+\s+){0,2}?(?:files?|keys?|tokens?|secrets?|credentials?|values?|data|items?|entries|paths?|contents?|bundle|archive|dump)\s+(?:above|listed|collected|gathered|copied|extracted|found|(?:from|in|of)\s+(?:step|section|stage)\s+\w+|you\s+(?:collected|gathered|read|found|copied|extracted|noted|saved))|everything\s+(?:listed|named|mentioned|collected|gathered|above|you\s+(?:collected|gathered|read|found|copied))|(?:the\s+)?(?:above|aforementioned)\s+(?:[\w-]+\s+)?(?:files?|keys?|tokens?|secrets?|credentials?|data|values?|items?))\b/i;
/** Pointing back at secrets or at everything named: no collect verb needed ("the values above" may be settings). */
const SECRETS_BACK =
  /\beverything\s+(?:listed|named|mentioned|collected|gathered)\b|\b(?:files?|keys?|tokens?|secrets?|credentials?)\s+(?:above|listed|collected|gathered)\b/i;
/** The object of the verb: its head noun, before the preposition that names the place. */
const OBJECT_HEAD =
  /^\S+\s+(?:(?:the|this|that|these|those|your|our|their|all|both|each|every|whole|full|complete|entire)\s+)?(?:[\w-]+\s+){0,2}?(?:([a-z][\w-]{3,29})|\x60[\w~./-]{0,40}?([\w-]{4,30}\.\w{2,5})\x60)\s+(?:to|at|as|into|via|through|over|on|with)\b/i;
/** Heads too common to name what an earlier step collected. */
const COMMON_HEAD =
  /^(?:user|users|project|name|value|values|step|steps|command|output|result|results|summary|report|list|information|info|details|path|folder|directory|repo|repository|request|requests|response|answer|message|messages|server|host|account|settings?|config\w{0,9}|notes?|status|changes|logs?|event|events|metrics|file|files|data|contents?|text|form|page|link|email|fix|this|that|them|it)$/i;
/** A sentence that forbids, refuses or describes the attack, or sets a secret up. */
const NOT_SENT =
  /\b(?:never|don['’]?t|do\s+not|must\s+not|should\s+not|without|refuse|decline|redact\w{0,3}|mask\w{0,3}|attack\w{0,3}|malicious|malware|stealer|phishing|exfiltrat\w{1,5}|suspicious|detect\w{0,5}|for\s+example)\b/i;
/** The service's own login: a token sent as its authorization. */
const AUTH =
  /\b(?:authori[sz]ation|bearer|authenticat\w{1,6}|log\s*in|sign\s*in|(?:with|in|on)\s+(?:all|every|each)\s+(?:API\s+)?(?:requests?|calls?))\b/i;
/** A public key, which is meant to be handed out. */
const PUBLIC_KEY = /\bpublic\s+keys?\b|\.pub\b/i;

/** A sentence that names what the one before made: "This is the onboarding profile.", "Call it the bundle." */
const NAMING = /^\s*(?:this|that|it|these|call\s+(?:it|this|them)|name\s+(?:it|this))\b/i;
/** The sentence right after `to` when it names what came before (and ends before `limit`), or "". */
function namingAfter(file: AuditText, to: number, limit: number): string {
  const next = file.text.slice(to, Math.min(limit, to + 200));
  if (!NAMING.test(next)) return "";
  const s = sentenceAround(file, to + next.search(/\S/));
  return s.to <= limit ? file.text.slice(s.from, s.to) : "";
}

export interface Collected {
  readonly index: number;
  readonly length: number;
  /** Its sentence says to collect it (read, copy, gather …): only then does a later step's noun name it. */
  readonly collected: () => boolean;
}

/**
 * The first secret (of `collected`, in text order) that a later prose step sends away, by the name its own
 * sentence gave it or by pointing back at it.
 */
export function sentLater(file: AuditText, collected: readonly Collected[]): TextHit | undefined {
  if (collected.length === 0) return undefined;
  const text = file.text;
  const first = collected[0]!;
  const to = Math.min(text.length, first.index + REACH);
  // Most files that name a secret send nothing away after it: one look for a place before any sentence is cut.
  if (!away(text.slice(first.index, to))) return undefined;
  // The secrets' own sentences are cut only once a later step looks like a send (most files have none).
  let usable: { c: Collected; s: { from: number; to: number } }[] | undefined;
  const usableNow = () =>
    (usable ??= collected
      .map((c) => ({ c, s: sentenceAround(file, c.index) }))
      .filter(({ s }) => !NOT_SENT.test(text.slice(s.from, s.to))));
  const from = first.index;
  let hit: TextHit | undefined;
  let lastSentence = -1;
  eachMatch(LATER_SINK_G, text.slice(from, to), (m) => {
    if (hit) return;
    const at = from + m.index;
    const s = sentenceAround(file, at);
    if (s.from === lastSentence || inCodeBlock(file, at)) return;
    lastSentence = s.from;
    const sentence = text.slice(s.from, s.to);
    if (!away(sentence) || NOT_SENT.test(sentence) || PUBLIC_KEY.test(sentence)) return;
    const back = BACK.test(sentence);
    const o = OBJECT_HEAD.exec(text.slice(at, Math.min(s.to, at + 120)));
    // A file named in a code span (`diagnostics.txt`) is its own head.
    const head = o?.[1] ?? o?.[2]?.replace(/\./g, "\\.");
    const named = head !== undefined && !COMMON_HEAD.test(head);
    if (!back && !named) return;
    if (AUTH.test(sentence) && /\b(?:tokens?|keys?)\b/i.test(head ?? "")) return;
    const said = new RegExp(`\\b${head ?? ""}\\b`, "i");
    for (const { c, s: cs } of usableNow())
      if (
        cs.to <= s.from &&
        ((back && SECRETS_BACK.test(sentence)) ||
          ((back || said.test(text.slice(cs.from, cs.to)) || said.test(namingAfter(file, cs.to, s.from))) &&
            c.collected()))
      ) {
        hit = { index: c.index, length: c.length };
        return;
      }
  });
  return hit;
}
