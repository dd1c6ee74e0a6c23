// Code fetched with its checks turned off, from a host nobody vouches for, whatever the manager: a plugin's update
// server with TLS verification off (WordPress `Update URI` beside `sslverify` false), a provider or plugin mirror
// whose rebuilt binaries skip their checksums (`PULUMI_SKIP_CHECKSUM_VERIFY`, Terraform's network mirror), a chart
// repository added with `--insecure-skip-tls-verify`, an apt source marked `[trusted=yes]`. The managers' own readers
// (package-*.ts) know their options one by one; this reads the act: a switch that turns a fetch's TLS, checksum or
// signature check off, and within a few lines a URL on an outside host that code comes from.
import type { AuditLine, AuditText, TextHit } from "../rule-types.js";
import { eachMatch, lineOf, startsOf, window } from "../text.js";
import { outsideHost } from "./package-hosts.js";
import { badExample, CHECKS_OFF, keptSource, TEST_FILE } from "./package-keep.js";

/** Checks off that the managers' readers leave to this rule: checksums, signatures, publisher checks, TLS of any fetch. */
const CHECKS_OFF_MORE =
  /\b\w{0,20}SKIP_\w{0,20}(?:CHECKSUM|SIGNATURE|VERIFY|VERIFICATION|TLS|CERT)\w{0,12}\s{0,3}[=:]\s{0,3}["']?(?:1|true|yes)\b|--(?:insecure-)?skip-tls-verify\b|--skip-(?:checksum|signature|verify)\w{0,12}\b|--no-verify-(?:checksum|signature|ssl)\w{0,3}\b|--disable-(?:checksum|signature|verification)\w{0,3}\b|\bhttps?_ssl_verify\b[^\n]{0,40}__return_false\b|["']sslverify["']\s{0,3}\]?\s{0,3}(?:=>?|:)\s{0,3}(?:false|0)\b|\bGIT_SSL_NO_VERIFY\s{0,3}=\s{0,3}["']?(?:1|true)\b|\bhttp\.sslVerify\s{1,3}["']?false\b|-SkipPublisherCheck\b|\binsecure_skip_verify\s{0,3}[=:]\s{0,3}true\b|\binsecure-skip-tls-verify\s{0,3}:\s{0,3}true\b|\bPYTHONHTTPSVERIFY\s{0,3}=\s{0,3}["']?0\b|--nosignature\b|--nodigest\b/i;

/**
 * A switch written as an option counts on a manager's own command only: `--insecure` is curl's too (an API call, a
 * health check), `--allow-unauthenticated` is also Cloud Run's public service.
 */
const OPTION = /^-/;
const MANAGER_LINE =
  /\b(?:Install-Module|Install-Package|Register-PSRepository|Set-PSRepository|helm|pip3?|uv|npm|pnpm|yarn|bun|gem|bundle|cargo|go|choco|winget|scoop|brew|apt(?:-get)?|dnf|yum|zypper|apk|pulumi|terraform|tofu|nuget|dotnet|composer|conda|mamba|mvn|gradle|poetry|docker|podman|skopeo|oras|crane|krew|kubectl|wp|asdf|mise)\s/i;

/** A URL: group 1 the whole address. */
const URL = /\b((?:git\+)?(?:https?|ftp):\/\/[^\s"'`<>()[\]{}|\\]{3,300})/gi;

/** Where code comes from, said on the URL's line: a source, mirror, plugin or package word, or a fetch. */
const CODE_SOURCE =
  /\b(?:install\w{0,4}|updat\w{1,4}|upgrad\w{1,4}|plugins?|providers?|mirrors?|registr(?:y|ies)|index(?:-url)?|repos?|repositor(?:y|ies)|sources?|server|charts?|packages?|feeds?|channels?|gallery|modules?|extensions?|download\w{0,4}|deb|rpm|baseurl|url|Update\s{1,3}URI|pluginDownloadURL)\b/i;

/** A line that forbids the switch or warns of it ("never set strict-ssl false", "do not use --insecure"). */
const NEGATED =
  /\b(?:never|don['’]?t|do\s+not|avoid|instead\s+of|rather\s+than|warn\w{0,3}|insecure\s+and)\b/i;

/** The switch on `line`, if it is one this rule reads. */
function checksOff(text: string): RegExpExecArray | null {
  const more = CHECKS_OFF_MORE.exec(text);
  if (more) return more;
  const known = CHECKS_OFF.exec(text);
  if (known === null) return null;
  if (OPTION.test(known[0]) && !MANAGER_LINE.test(text)) return null;
  return known;
}

/** Whether a URL within eight lines of line `n` is where code comes from, on an outside host no rule keeps. */
function outsideSourceNear(file: AuditText, starts: readonly number[], n: number): boolean {
  const near = window(file.text, starts, n, 8, 8);
  const text = near.text.slice(0, 6000);
  let found = false;
  eachMatch(URL, text, (m) => {
    if (found) return;
    const url = m[1]!.replace(/[.,;:]+$/, "");
    if (!outsideHost(url)) return;
    const at = near.index + m.index;
    const lineStart = text.lastIndexOf("\n", m.index) + 1;
    const lineEnd = text.indexOf("\n", m.index);
    const line = text.slice(lineStart, lineEnd < 0 ? undefined : lineEnd);
    if (!CODE_SOURCE.test(line) || keptSource(file, starts, url, at)) return;
    found = true;
  });
  return found;
}

/** A fetch's checks turned off beside an outside source of code; one hit a file. */
export function sourceChecksOff(file: AuditText, lines: readonly AuditLine[]): TextHit[] {
  if (TEST_FILE.test(file.path)) return [];
  let starts: readonly number[] | undefined;
  for (const line of lines) {
    const text = line.text.slice(0, 2000);
    const off = checksOff(text);
    if (off === null || NEGATED.test(text)) continue;
    starts ??= startsOf(file);
    const at = line.index + off.index;
    if (file.markdown && badExample(file, starts, at)) continue;
    if (outsideSourceNear(file, starts, lineOf(starts, at))) return [{ index: at, length: off[0].length }];
  }
  return [];
}

/** The words every line this rule reads holds one of (case-folded). */
export const SOURCE_CHECKS_OFF_HINTS = [
  "skip_",
  "skip-",
  "no-verify-",
  "disable-checksum",
  "disable-signature",
  "disable-verification",
  "ssl_verify",
  "sslverify",
  "ssl_no_verify",
  "skippublishercheck",
  "insecure",
  "pythonhttpsverify",
  "nosignature",
  "nodigest",
  "trusted-host",
  "trusted_host",
  "pip_trusted_host",
  "verify_ssl",
  "strict-ssl",
  "enablestrictssl",
  "unsafehttpwhitelist",
  "gonosumdb",
  "gonosumcheck",
  "gosumdb",
  "secure-http",
  "allowinsecureprotocol",
  "trusted=yes",
  "unauthenticated",
  "allowinsecurerepositories",
  "gpgcheck",
  "gpg-check",
  "allow-untrusted",
  "installationpolicy",
  "index-strategy",
  "tls_reject_unauthorized",
  "skipcertificatecheck",
  "no-check-certificate",
];
