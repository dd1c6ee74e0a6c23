// A package host trusted without its checks, named alone (no URL on the line): pip's `--trusted-host HOST`,
// `trusted-host = HOST` in pip.conf, PIP_TRUSTED_HOST, uv's insecure hosts; and Go's checksum database or
// TLS turned off beside a `go install` of a module on a host that is no forge. The index itself may be set in
// another file or by the environment; trusting a host nobody's network owns is where its packages come from.
import type { AuditLine, AuditText, TextHit } from "../rule-types.js";
import { eachMatch, lineOf, startsOf, window } from "../text.js";
import { keptSource, TEST_FILE } from "./package-keep.js";

/** The hosts a trust setting names: group 1 one host (an option or variable), group 2 a pip.conf value (a list). */
const TRUSTED_HOST =
  /(?:--trusted-host|--allow-insecure-host)(?:=|\s{1,4})["']?([\w.-]{1,200}(?::\d{1,5})?)|^\s{0,8}(?:trusted-host|allow-insecure-host)\s{0,3}=\s{0,3}([^\n#;]{1,300})|\b(?:PIP_TRUSTED_HOST|UV_INSECURE_HOST)["']?\]?(?:\s{0,4}[=:,]\s{0,4}|\s{1,4})["']?([\w.-]{1,200}(?::\d{1,5})?)/gi;

/** Go's checks off: the checksum database skipped for every module, or fetches without TLS. */
const GO_CHECKS_OFF =
  /\bGOFLAGS\s{0,3}=\s{0,3}["']?[^\n"']{0,60}-insecure\b|\bGOINSECURE\s{0,3}=|\bGONOSUMDB\s{0,3}=\s{0,3}["']?\*|\bGOSUMDB\s{0,3}=\s{0,3}["']?off\b|\bGONOSUMCHECK\s{0,3}=\s{0,3}["']?1\b/;
/** `go install HOST/path@v`, `go get HOST/path`: group 1 the module's host. */
const GO_FETCH =
  /\bgo\s+(?:install|get)\s+(?:-\S{1,30}\s+){0,4}([a-z0-9][\w-]{0,62}(?:\.[\w-]{1,63}){1,6})\//gi;
/** Hosts modules are commonly served from: forges, Go's own, and long-standing vanity domains. */
const GO_HOST =
  /^(?:github\.com|gitlab\.com|bitbucket\.org|codeberg\.org|gitea\.com|git\.sr\.ht|golang\.org|google\.golang\.org|gopkg\.in|go\.uber\.org|k8s\.io|sigs\.k8s\.io|go\.opentelemetry\.io|cloud\.google\.com|go\.etcd\.io|go\.mongodb\.org|gotest\.tools|honnef\.co|mvdan\.cc|filippo\.io|gorm\.io|modernc\.org|golang\.zx2c4\.com|go\.starlark\.net|dario\.cat|go\.temporal\.io|connectrpc\.com|buf\.build|tailscale\.com|nhooyr\.io|lukechampine\.com|gvisor\.dev|entgo\.io|gioui\.org)$/i;

/** Each host of a trust setting that no default, private or company rule keeps. */
function trustedHosts(file: AuditText, starts: readonly number[], line: AuditLine, out: TextHit[]): void {
  eachMatch(TRUSTED_HOST, line.text.slice(0, 2000), (m) => {
    const list = m[2] ?? `${m[1] ?? m[3]}`;
    for (const host of list.split(/[\s,"']+/).slice(0, 8)) {
      if (!/^[\w.-]{1,200}(?::\d{1,5})?$/.test(host)) continue;
      const at = line.index + m.index + Math.max(0, m[0].indexOf(host));
      if (keptSource(file, starts, `https://${host}/`, at)) continue;
      out.push({ index: line.index + m.index, length: m[0].length });
      return;
    }
  });
}

/** Go's checks off, and within eight lines a `go install`/`go get` of a module on a host no forge or Go vanity domain. */
function goUnchecked(file: AuditText, starts: readonly number[], line: AuditLine, out: TextHit[]): void {
  const off = GO_CHECKS_OFF.exec(line.text);
  if (!off) return;
  const near = window(file.text, starts, lineOf(starts, line.index), 8, 8).text.slice(0, 6000);
  let outside = false;
  eachMatch(GO_FETCH, near, (m) => {
    const host = m[1]!.toLowerCase();
    outside ||= !GO_HOST.test(host) && !keptSource(file, starts, `https://${host}/`, line.index);
  });
  if (outside) out.push({ index: line.index + off.index, length: off[0].length });
}

/** Whether a line holds a word every line this file reads holds (plain searches: an expression read slower). */
const mayHold = (t: string): boolean =>
  t.includes("nsecure") ||
  t.includes("NSECURE") ||
  t.includes("rusted") ||
  t.includes("RUSTED") ||
  t.includes("SUM");

/** Trust settings that name an outside host, and Go installs from an outside host with the checks off. */
export function packageTrust(file: AuditText, lines: readonly AuditLine[]): TextHit[] {
  const out: TextHit[] = [];
  // A test's fixture installs nothing.
  if (TEST_FILE.test(file.path)) return out;
  let starts: readonly number[] | undefined;
  for (const line of lines) {
    // The lines with a URL are the source readers'; the cheap words first.
    // Most lines handed here hold none of the words (the rule's other hints are common).
    if (!mayHold(line.text) || line.text.includes("://")) continue;
    const trust = /trusted.host|insecure.host/i.test(line.text);
    const go = /insecure|SUMDB|SUMCHECK/.test(line.text);
    starts ??= startsOf(file);
    if (trust) trustedHosts(file, starts, line, out);
    if (go) goUnchecked(file, starts, line, out);
  }
  return out;
}
