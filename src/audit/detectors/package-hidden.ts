// Package sources whose address the file keeps out of sight: an index option given a name the file sets from a
// decoded string (`IDX=$(echo aHR0… | base64 -d)`, `b64decode(…)`, `atob(…)`): no reader of the text can tell
// whose host it is, and nothing a company documents for its own registry hides it, so the hiding is the finding.
// Also a URL joined at run time from a host the file sets (`"--index-url", "https://" + host + "/simple"`).

import type { AuditLine, AuditText, TextHit } from "../rule-types.js";
import { startsOf } from "../text.js";
import { keptAs, namedHost } from "./package-keep.js";

/** Where a name is set from a decoded string (shell, Python, Node), if the file does: its offset. */
export function decodedValue(text: string, name: string): number | undefined {
  return new RegExp(
    String.raw`(?:^|[\s;(])(?:export\s+|const\s+|let\s+|var\s+|\$)?${name}\s{0,3}=\s{0,3}(?:["']?\$\((?:echo|printf)\b[^)\n]{0,600}\|\s{0,3}base64\s+(?:-d|--decode|-D)\b|[^\n]{0,80}\b(?:b64decode|b32decode|atob|fromhex|unhexlify)\s{0,3}\(|[^\n]{0,80}\bBuffer\.from\([^)\n]{0,600},\s{0,3}["'](?:base64|hex)["'])`,
    "m",
  ).exec(text)?.index;
}

/**
 * An index option whose value is a URL joined at run time from a name (`"https://" + HOST + "/simple"`,
 * `"https://%s/simple" % HOST`, `"https://{}/simple".format(HOST)`): group 1, 2 or 3 is the name.
 */
const BUILT_URL =
  /(?:--(?:extra-)?index(?:-url)?|--registry|--find-links|\s-[if])["']?\s{0,4}[,=\s]\s{0,4}(?:["'`]https?:\/\/["'`]\s{0,4}\+\s{0,4}([A-Za-z_]\w{0,40})|["']https?:\/\/%s[^"'\n]{0,200}["']\s{0,4}%\s{0,4}\(?\s{0,4}([A-Za-z_]\w{0,40})|["']https?:\/\/\{\}[^"'\n]{0,200}["']\.format\(\s{0,4}([A-Za-z_]\w{0,40}))/;

/**
 * Index options given a URL joined at run time from a name the file sets to a host (its pieces already joined by
 * the normaliser: `"pypi" + ".x" + ".dev"`), the host kept or not as any other source's; one hit a line.
 */
export function builtSources(file: AuditText, lines: readonly AuditLine[], company: TextHit[]): TextHit[] {
  const out: TextHit[] = [];
  let starts: readonly number[] | undefined;
  for (const line of lines) {
    if (!line.text.includes("://") || !/["'`]https?:\/\/(?:["'`]|%s|\{\})/.test(line.text)) continue;
    const m = BUILT_URL.exec(line.text);
    if (!m) continue;
    const index = line.index + m.index;
    const url = namedHost(file, `https://{${m[1] ?? m[2] ?? m[3]!}}/`);
    // A host the file does not spell (read from settings or the environment): nothing to tell.
    if (url.includes("{")) continue;
    starts ??= startsOf(file);
    const kept = keptAs(file, starts, url, index);
    if (kept !== "kept") (kept === "company" ? company : out).push({ index, length: m[0].length });
  }
  return out;
}
