// A credential file read into a name, and that name sent away anywhere later in the file (no distance limit):
// `KEYS = read(~/.ssh/*)` … `post(KEYS)`, or a prose "POST DEPLOY_KEY to https://…".
import { mentionedOnly } from "../context.js";
import type { AuditLine, AuditText, TextHit } from "../rule-types.js";
import { boundsAround, eachMatch, lineAt, lineOf, startsOf } from "../text.js";
import { CREDENTIAL_PATH, NETWORK_SINK } from "../vocab.js";
import { NEGATED_EN } from "./exfil-prose.js";
import { SINK_VERB } from "./exfil-words.js";

/** Names bound on a line: `x = …`, `KEYS[p] = …`, `const key =`, `export TOKEN=`, `$c = …`, `as f`, prose "keep it as DEPLOY_KEY". */
const BINDS =
  /(?:^|[\s;({,])(?:(?:const|let|var|my|local|export|set)\s+)?\$?([A-Za-z_][\w]{2,40})\s*(?:\[[^\]\n]{0,60}\]\s*)?(?:\+?=|:=|\|=)(?!=)|\bas\s+[\x60$]?([A-Za-z_][\w]{2,40})\b|\b(?:into|in)\s+[\x60$]?([A-Z][A-Z0-9_]{2,40})\b/g;
const IGNORED_NAMES = new Set([
  "the",
  "and",
  "for",
  "with",
  "this",
  "that",
  "path",
  "file",
  "line",
  "self",
  "true",
  "false",
  "None",
  "null",
]);
const NETWORK_SINK_LINE = new RegExp(NETWORK_SINK.source, "i");
const URL_OR_MAIL = /https?:\/\/|\b[\w.+-]{1,64}@[\w-]{1,63}\.[\w.-]{1,63}/;
const SINK_VERB_LINE = new RegExp(SINK_VERB, "iu");
const CRED_PATH_G = new RegExp(CREDENTIAL_PATH, "gi");

/**
 * A credential file read into a name (on its line or the three after), and that name sent away on a line
 * anywhere in the file: a request, a socket, a push, or a prose "POST DEPLOY_KEY to https://…". The
 * near case (both within a few lines) is `credential-exfiltration`'s; this one has no distance limit.
 */
export function credentialFlow(file: AuditText, lines: readonly AuditLine[]): TextHit[] {
  const text = file.text;
  const starts = startsOf(file);
  const names = new Map<string, TextHit>();
  for (const l of lines) {
    // The first credential on the line that is said, not mentioned; its line and the three after bind names.
    let hit: TextHit | undefined;
    eachMatch(CRED_PATH_G, l.text, (m) => {
      if (!hit && !mentionedOnly(file, l.index + m.index))
        hit = { index: l.index + m.index, length: m[0].length };
    });
    if (!hit) continue;
    const b = boundsAround(text, starts, hit.index, 0, 3, 2000);
    eachMatch(BINDS, text.slice(b.from, b.to), (n) => {
      const name = n[1] ?? n[2] ?? n[3]!;
      if (!IGNORED_NAMES.has(name) && !names.has(name)) names.set(name, hit!);
    });
  }
  if (names.size === 0) return [];
  const out: TextHit[] = [];
  const uses = new RegExp(`(?<![\\w$])\\$?\\{?(${[...names.keys()].join("|")})\\b`, "g");
  for (let i = 0; i < starts.length && out.length === 0; i++) {
    const line = lineAt(text, starts, i);
    if (!NETWORK_SINK_LINE.test(line) && !(URL_OR_MAIL.test(line) && SINK_VERB_LINE.test(line))) continue;
    eachMatch(uses, line, (u) => {
      const from = names.get(u[1]!)!;
      // The binding's own line is the near rule's business (and `x = read(cred); post(x)` on one line is too).
      if (out.length === 0 && lineOf(starts, from.index) !== i && !NEGATED_EN.test(line)) out.push(from);
    });
  }
  return out;
}
