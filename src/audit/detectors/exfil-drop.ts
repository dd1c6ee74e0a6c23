// A secret collected in prose a few lines from a link to a drop: a request bin, a paste or a file-drop site
// (vocab.ts EXFIL_HOSTS). Such a site is where stolen data is picked up; a guide to one names no secret to
// collect beside it. Tunnels are left out: they publish the user's own server, beside its API key.
import { inCodeBlock } from "../context.js";
import type { AuditLine, AuditText, TextHit } from "../rule-types.js";
import { sentenceAround } from "../sentences.js";
import { boundsAround, eachMatch, startsOf } from "../text.js";
import { hostOf, isExfilHost, isTunnelHost, URL_RE } from "../vocab.js";
import { GENERIC_ASCII_G, SPECIFIC_ASCII_G } from "./exfil-prose.js";
import { collectsIn } from "./exfil-prose-facts.js";
import { DESCRIBES, NEGATED_EN } from "./exfil-refusals.js";
import { SCOPE, TOOL_CREDENTIAL_G } from "./exfil-words.js";
import { forbiddingList } from "./forbidding-list.js";

/** A cluster's login file named by its usual word. */
const KUBECONFIG = /\bkubeconfig\b/gi;

/** The hint words: the drops' names (a line without one holds no drop). */
export const DROP_HINTS: readonly string[] = [
  "webhook.site",
  "requestbin",
  "pipedream.net",
  "interact.sh",
  "oast.",
  "burpcollaborator",
  "canarytokens",
  "pastebin",
  "paste.ee",
  "hastebin",
  "ghostbin",
  "dpaste",
  "rentry",
  "transfer.sh",
  "0x0.st",
  "termbin",
  "file.io",
  "glot.io",
  "controlc",
  "justpaste",
  "paste.rs",
  "pastes.dev",
  "privatebin",
  "bin.sh",
  "ix.io",
  "sprunge",
  "mega.nz",
  "anonfiles",
  "gofile",
  "catbox",
  "temp.sh",
  "bashupload",
];

/** A verb that puts what it takes somewhere: with a drop near, the secret is what goes there. */
const PUTS = /\b(?:paste|upload|send|post|submit|share|put|drop|dump|attach|forward)\b/i;
const SCOPE_RE = new RegExp(SCOPE, "iu");

/**
 * Whether a secret said in prose in `from…to` is collected or put somewhere by its sentence's order, not
 * forbidden. A secret named in general needs a scope or the plural ("the environment variables", "every
 * token"): one API key or password beside a bin is the user's own login for a test.
 */
function collectedNear(file: AuditText, from: number, to: number): boolean {
  const text = file.text.slice(from, to);
  let found = false;
  const each = (general: boolean) => (m: { index: number; 0: string }) => {
    const at = from + m.index;
    if (found || inCodeBlock(file, at)) return found;
    const s = sentenceAround(file, at);
    const sentence = file.text.slice(s.from, s.to);
    if (general && !/s$/i.test(m[0]) && !SCOPE_RE.test(sentence)) return false;
    found = (collectsIn(sentence) || PUTS.test(sentence)) && !NEGATED_EN.test(sentence);
    return found;
  };
  SPECIFIC_ASCII_G(text, each(false));
  for (const re of [TOOL_CREDENTIAL_G, KUBECONFIG]) if (!found) eachMatch(re, text, each(false));
  if (!found) eachMatch(GENERIC_ASCII_G, text, each(true));
  return found;
}

/** A drop's link in a Markdown file, with a secret collected on its line, up to four lines before or two after. */
export function secretToDrop(file: AuditText, lines: readonly AuditLine[]): TextHit[] {
  if (!file.markdown) return [];
  const starts = startsOf(file);
  const out: TextHit[] = [];
  // At most 16 drops read a file (a line of thousands stays linear): one hit is enough.
  let tries = 0;
  for (const l of lines)
    eachMatch(URL_RE, l.text, (m) => {
      const index = l.index + m.index;
      const host = hostOf(m[0]);
      if (out.length > 0 || tries >= 16 || !isExfilHost(host) || isTunnelHost(host)) return;
      tries++;
      const b = boundsAround(file.text, starts, index, 4, 2, 2000);
      const around = file.text.slice(b.from, b.to);
      if (DESCRIBES.test(around) || forbiddingList(file, index)) return;
      if (collectedNear(file, b.from, b.to)) out.push({ index, length: m[0].length });
    });
  return out;
}
