// Download cradles other than `curl … | sh`: a download handed to an interpreter as inline code (`eval "$(curl …)"`,
// `python3 -c "$(curl …)"`, `source /dev/stdin`), a download kept in a variable and run on a later line
// (`$c = (iwr …).Content` then `[scriptblock]::Create($c)` or `iex $c`; `s=$(curl …)` then `eval "$s"`), and Windows
// programs that fetch and run code from a URL in one step (mshta, regsvr32 /i:, rundll32, wmic /format:, certutil or
// bitsadmin saving a program). The pipe rules (execution.ts) classify the first two like any pipe: medium over HTTPS,
// high from an untrusted host, with TLS checks off or under sudo.
import { inCodeBlock, mentionedOnly } from "../context.js";
import type { AuditLine, AuditText, TextHit } from "../rule-types.js";
import { eachMatch, escapeRe, lineOf, startsOf, window } from "../text.js";
import { FETCHERS } from "../vocab.js";
import { officialInstaller } from "./installers.js";
import { LOLBIN_REMOTE } from "./lolbin-remote.js";

/** A download's text given to an interpreter or a shell's eval as inline code, on one line. */
const INLINE_DOWNLOAD = new RegExp(
  String.raw`\beval\s+["']?(?:\$\(|\`)\s*(?:${FETCHERS})\b[^\n)\`]{0,300}` +
    String.raw`|\b(?:python[23]?(?:\.\d{1,2})?|py|perl|ruby|node|php|pwsh|powershell)(?:\.exe)?\s+(?:-\w{1,20}\s+){0,3}-(?:c|e|Command)\s+["']?(?:\$\(|\`)\s*(?:${FETCHERS})\b[^\n)\`]{0,300}` +
    String.raw`|\b(?:${FETCHERS})\b[^\n|;&]{0,300}\|\s*(?:sudo\s+)?(?:source|\.)\s+\/dev\/stdin\b` +
    String.raw`|(?:^|[\s;&(])(?:source|\.)\s+\/dev\/stdin\s*<<<\s*["']?\$\(\s*(?:${FETCHERS})\b[^\n)]{0,300}` +
    String.raw`|\[scriptblock\]::Create\(\s*\(?\s*(?:iwr|irm|Invoke-WebRequest|Invoke-RestMethod|\(?\s*New-Object\s+(?:System\.)?Net\.WebClient\s*\)?\.DownloadString)\b[^\n]{0,300}`,
  "gi",
);

/** A name set to a download's text: `$c = (iwr URL).Content`, `s=$(curl -fsSL URL)`, `code = requests.get(URL).text`. */
const SET_TO_DOWNLOAD = new RegExp(
  String.raw`(?:^|[\s;(])\$?([A-Za-z_]\w{0,40})\s*=\s*["']?(?:\$\(\s*(?:${FETCHERS})\b|\(?\s*(?:${FETCHERS})\b|\(?\s*\(?\s*New-Object\s+(?:System\.)?Net\.WebClient\s*\)?\.DownloadString\b|\(?\s*Invoke-(?:WebRequest|RestMethod)\b)[^\n]{0,300}`,
  "i",
);
/** That name run as code on a later line (`%s` is the name). */
const RUNS_NAME = String.raw`\beval\s+["']?\$\{?%s\b|\b(?:ba|z|da)?sh\s+-c\s+["']?\$\{?%s\b|\becho\s+["']?\$\{?%s\b["']?\s*\|\s*(?:sudo\s+)?(?:ba|z|da)?sh\b|\[scriptblock\]::Create\(\s*\$%s\b|\b(?:iex|Invoke-Expression)\s+(?:-Command\s+)?\(?\s*\$%s\b|\$%s\s*\|\s*(?:iex|Invoke-Expression)\b`;

/** A download kept in a name on one line and run as code within the next four lines: at the run. */
function downloadRunByName(file: AuditText, starts: readonly number[], line: AuditLine): TextHit | undefined {
  const set = SET_TO_DOWNLOAD.exec(line.text.slice(0, 2000));
  if (!set) return undefined;
  const name = escapeRe(set[1]!);
  const runs = new RegExp(RUNS_NAME.replaceAll("%s", name), "i");
  const after = window(file.text, starts, lineOf(starts, line.index), 0, 4);
  const m = runs.exec(after.text.slice(0, 4000));
  if (!m) return undefined;
  return { index: line.index + set.index, length: Math.min(after.text.length, m.index + m[0].length) };
}

/**
 * Download cradles the pipe rules classify: a download run as inline code on one line, or kept in a name and run
 * a few lines below (the hit spans both, so the URL is in it).
 */
export function inlineCradles(file: AuditText, lines: readonly AuditLine[]): TextHit[] {
  const out: TextHit[] = [];
  const starts = startsOf(file);
  for (const l of lines) {
    eachMatch(INLINE_DOWNLOAD, l.text, (m) => out.push({ index: l.index + m.index, length: m[0].length }));
    const byName = /=/.test(l.text) ? downloadRunByName(file, starts, l) : undefined;
    if (byName) out.push(byName);
  }
  return out;
}

/**
 * Windows programs that fetch code from a URL and run it in one step (signed binaries used as proxies):
 * an HTA by mshta, a scriptlet by regsvr32 `/i:` or rundll32, an XSL by `wmic … /format:`, or a program saved by
 * certutil's URL cache or bitsadmin, or an installer run quietly by msiexec straight from a URL.
 */
const LOLBIN_CORE =
  /\bmshta(?:\.exe)?\s+["']?(?:https?:\/\/|vbscript:|javascript:)|\bregsvr32(?:\.exe)?\b[^\n]{0,120}\/i:\s*["']?https?:\/\/|\brundll32(?:\.exe)?\b[^\n]{0,160}(?:javascript:|\bmshtml\b[^\n]{0,80}RunHTMLApplication|url\.dll\s*,\s*(?:OpenURL|FileProtocolHandler)\s+["']?https?:\/\/)|\bwmic(?:\.exe)?\b[^\n]{0,200}\/format:\s*["']?https?:\/\/|\bcertutil(?:\.exe)?\b[^\n]{0,80}-urlcache\b[^\n]{0,200}https?:\/\/[^\n]{0,300}\.(?:exe|dll|scr|ps1|bat|cmd|vbs|js|hta|msi|jar)\b|\bbitsadmin(?:\.exe)?\b[^\n]{0,80}\/transfer\b[^\n]{0,300}https?:\/\/[^\n]{0,300}\.(?:exe|dll|scr|ps1|bat|cmd|vbs|js|hta|msi|jar)\b|\bmsiexec(?:\.exe)?\b[^\n]{0,80}\/(?:i|package)\s+["']?https?:\/\/[^\s"'\n]{1,300}["']?[^\n]{0,80}\/q[nbr]?\b/;
/** The cradles above and the LOLBAS programs of lolbin-remote.ts. */
export const LOLBIN_CRADLE = new RegExp(`${LOLBIN_CORE.source}|${LOLBIN_REMOTE}`, "gi");

const NEGATED = /\b(?:never|don['’]?t|do\s+not|avoid|block\w{0,3})\b/i;
const ABOUT_ATTACKS =
  /\b(?:attack\w{0,3}|malware|malicious|technique|detect\w{0,5}|LOLBins?|IOCs?|T1\d{3}|adversar\w{1,4}|threat|payloads?|exploit\w{0,5}|red\s+team\w{0,3}|pentest\w{0,3}|hunt\w{0,3}|alert\w{0,3})\b/i;

/**
 * A LOLBin cradle that a security guide only lists is a mention, unless the line orders the user to run it; a quiet
 * msiexec of a vendor's own installer host (installers.ts) is its documented install.
 */
export function lolbinRun(h: TextHit, f: AuditText): boolean {
  const at = f.text.slice(h.index, h.index + h.length);
  if (/^msiexec/i.test(at)) {
    const url = /https?:\/\/[^\s"']{1,300}/i.exec(at)?.[0] ?? "";
    if (officialInstaller(url)) return false;
  }
  if (!mentionedOnly(f, h.index)) return true;
  // A code span in prose ("run `mshta https://…`" after "Press Win+R and") has no benign reading the context
  // rules know of; a guide about attacks, a table row, a code block or a "never" is a mention.
  const starts = startsOf(f);
  const line = lineOf(starts, h.index);
  const here = f.text.slice(Math.max(starts[line]!, h.index - 300), h.index + 300).split("\n", 1)[0]!;
  // The lines above too: a list of cradles under "Attackers proxy execution through…" is a catalogue.
  const above = window(f.text, starts, line, 3, 0);
  const near = f.text.slice(Math.max(above.index, h.index - 1500), h.index + 300);
  return (
    f.markdown &&
    !inCodeBlock(f, h.index) &&
    !/^\s*\|/.test(here) &&
    !ABOUT_ATTACKS.test(near) &&
    !NEGATED.test(here)
  );
}
