// What keeps a package source from counting: a default or known host, the user's own machine or network, a
// company's registry reached with the user's credentials, a security guide's labelled bad example, prose naming a
// tool's default, a write-up of the attack. Shared by every manager's reader (package-*.ts).

import { blockOf } from "../code-blocks.js";
import { inCodeBlock, mentionedOnly, SHOWS_ATTACK } from "../context.js";
import type { AuditText } from "../rule-types.js";
import { lineOf, REACH, window } from "../text.js";
import { hostOf, isLoopbackHost } from "../vocab.js";
import { knownSource, privateHost } from "./package-hosts.js";

/** TLS or signature checks turned off, or a source trusted without them. */
export const CHECKS_OFF =
  /--trusted-host\b|\btrusted-host\s{0,3}=|\bPIP_TRUSTED_HOST\b|--allow-insecure-host\b|\bUV_INSECURE_HOST\b|\ballow-insecure-host\s{0,3}=|\bverify_ssl\s{0,3}=\s{0,3}false\b|\bstrict-ssl\s{0,3}[=\s]\s{0,3}false\b|\bssl_verify\s{0,3}:\s{0,3}false\b|\benableStrictSsl\s{0,3}:\s{0,3}false\b|\bunsafeHttpWhitelist\b|\bGOINSECURE\b|\bGONOSUMDB\s{0,3}=\s{0,3}["']?\*|\bGONOSUMCHECK\b|\bGOSUMDB\s{0,3}=\s{0,3}["']?off\b|\bGOFLAGS\s{0,3}=\s{0,3}["']?[^\n"']{0,60}-insecure\b|"secure-http"\s{0,3}:\s{0,3}false\b|\ballowInsecureProtocol\b|\btrusted=yes\b|--allow-unauthenticated\b|\bAllowInsecureRepositories\b|\bAllowUnauthenticated\b|\bgpgcheck\s{0,3}=\s{0,3}0\b|\brepo_gpgcheck\s{0,3}=\s{0,3}0\b|--nogpgcheck\b|--no-gpg-checks\b|--allow-untrusted\b|-InstallationPolicy\s+["']?Trusted\b|\bindex-strategy\s{0,3}=\s{0,3}["']?unsafe-|--index-strategy[=\s]+unsafe-|\bNODE_TLS_REJECT_UNAUTHORIZED\s{0,3}=\s{0,3}["']?0\b|--insecure\b|-SkipCertificateCheck\b|--no-check-certificate\b|\bsslverify\s{0,3}=\s{0,3}(?:0|false)\b/i;

/** Credentials for the source: a company's own registry, reached with the user's token. */
const AUTH_NEAR =
  /_authToken\b|\bNODE_AUTH_TOKEN\b|\b_auth\s{0,3}=|\balways-auth\b|\bnpmAuthToken\b|\bhttp-basic\.|\b(?:username|password)\s{0,3}[=:]\s{0,3}\S|\s(?:-u|-p|--username|--password)\s+["']?\$|\bClearTextPassword\b|<credentials>|\bnetrc\b|\bkeyrings?\b|\bgcloud\s+auth\b|\baws\s+codeartifact\s+(?:login|get-authorization-token)\b|\b(?:npm|pnpm|yarn)\s+(?:login|adduser)\b|\baz\s+artifacts\b|\bUV_INDEX_[A-Z0-9_]{1,60}_(?:USERNAME|PASSWORD)\b|\bauthenticate\s{0,3}=\s{0,3}["']always\b|\bjf\s+(?:login|c(?:onfig)?\s+add)\b|\bjfrog\s+(?:rt\s+)?(?:login|c(?:onfig)?\s+add)\b|\bbundle\s+config\s+(?:set\s+)?(?:--(?:global|local)\s+)?[\w-]{1,60}(?:\.[\w-]{1,60}){1,6}\s+["']?\$/;
const URL_AUTH =
  /^https:\/\/(?:[^@/\s]{0,200}(?:\$|%24|<|\{)[^@/\s]{0,200}@|[^/\s]{1,200}\/t\/(?:\$|%24|<|\{))/i;
/**
 * Registries a company runs for its own packages, by the managed service's host (AWS CodeArtifact, Google Artifact
 * Registry: an account's or project's repository, never read anonymously) or the path the registry product serves
 * every repository under (JFrog Artifactory's `/artifactory/api/<manager>/`, Sonatype Nexus's `/repository/<name>/`).
 */
const COMPANY_REGISTRY =
  /^https:\/\/(?:[\w-]{1,63}-\d{12}\.d\.codeartifact\.[\w-]{1,30}\.amazonaws\.com\/|[\w-]{1,40}-(?:python|npm|go|maven|apt|yum)\.pkg\.dev\/|[\w.-]{1,200}\/artifactory\/api\/(?:pypi|npm|go|gems|cargo|nuget|conda|composer|helm)\/|[\w.-]{1,200}\/repository\/[\w.-]{1,100}\/(?:simple\/?|$|[\w@.-]{1,214}\/?$))/i;
/** A CI expression (`${{ secrets.TOKEN }}`): its spaces cut the URL, so it is read as one variable. */
const CI_EXPRESSION = /\$\{\{[^}\n]{0,80}\}\}/g;

/**
 * A company's own registry: HTTPS, reached with the user's credentials (in the URL from a variable, or an auth
 * setting in `near`, the lines around it). An anonymous host asks for none.
 */
export const companySource = (url: string, near: string): boolean =>
  /^https:/i.test(url) && (URL_AUTH.test(url) || AUTH_NEAR.test(near) || COMPANY_REGISTRY.test(url));

/** A comment that labels the example below it as what not to do. */
const BAD_LABEL =
  /^\s*(?:#|\/\/|--|;)\s*(?:❌\s*)?(?:VULNERABLE|INSECURE|BAD|WRONG|UNSAFE|DON['’]?T|AVOID|NEVER|ANTI-?PATTERN)\b/;

/** In a fenced block, the line is labelled a bad example by a comment within the two lines above it (or on it, by the rule's words). */
export function badExample(file: AuditText, starts: readonly number[], index: number): boolean {
  const line = lineOf(starts, index);
  // The block's fence line, looked up (a walk up to it per hit made a long block quadratic).
  const fence = blockOf(file, line);
  if (fence === undefined) return false;
  for (let k = line - 1; k > fence && k >= line - 2; k--)
    if (BAD_LABEL.test(file.text.slice(starts[k]!, starts[k + 1]! - 1))) return true;
  // A block introduced by an order to install ("Install the patched build:", "… is vulnerable; use our mirror:")
  // or right under an install heading is said, whatever attack words stand around it (a fake fix's lure).
  for (let k = fence - 1; k >= Math.max(0, fence - 3); k--) {
    const intro = file.text.slice(starts[k]!, starts[k + 1]! - 1);
    if (intro.trim() !== "") {
      if (INSTALL_ORDER.test(intro) || INSTALL_HEADING.test(intro) || orderedInstall(intro)) return false;
      break;
    }
  }
  return mentionedOnly(file, index);
}

const INSTALL_ORDER =
  /^[\s>*+-]{0,8}(?:\d{1,2}\.\s{0,3})?(?:(?:then|now|first|next|please|just)\s+)*(?:install|upgrade|update|add|configure|point|switch|pin)\b/i;

/** A section heading of the steps a reader follows. */
const INSTALL_HEADING =
  /^\s{0,3}#{1,6}\s{1,4}(?:\d{1,2}\.\s{0,3})?(?:install(?:ation|ing)?|set\s?up|getting\s+started|quick\s?start|prerequisites|requirements|dependencies)\b/i;
/** A clause that opens with an order to install or use (after a sentence break, a comma or a semicolon). */
const CLAUSE_ORDER =
  /(?:^|[.;:!?,]\s{1,3}|—\s{0,3})(?:(?:then|now|first|next|please|just|instead|always|only)\s+)*(?:install|reinstall|upgrade|update|use|run|switch\s+to|get)\s+(?!(?:it|this|that)\b)/gi;
/** Words of a write-up that shows the attack rather than ordering it. */
const DEMO_WORDS =
  /\b(?:attackers?|victims?|exploit\w{0,6}|reproduc\w{1,6}|demonstrat\w{1,6}|poc|proof[\s-]of[\s-]concept)\b/i;

/**
 * The sentence before a source (the last one of `before`) orders it installed in one of its clauses ("Because
 * the public build is vulnerable, install from our index:"), and names no attacker or demonstration: a lure
 * that borrows a security warning, not a write-up.
 */
function orderedInstall(before: string): boolean {
  const cut = Math.max(before.lastIndexOf(". "), before.lastIndexOf("! "), before.lastIndexOf("? "));
  const sentence = before.slice(cut < 0 ? 0 : cut + 2).slice(-300);
  CLAUSE_ORDER.lastIndex = 0;
  return CLAUSE_ORDER.test(sentence) && !DEMO_WORDS.test(sentence);
}

/** Prose that names a tool's default source ("- Default registry: https://…"): a description, not a setting. */
const DEFAULT_NOTE =
  /^[\s>*+-]{0,8}(?:\*\*)?(?:the\s+)?default\s+(?:registry|index(?:\s+url)?|source|mirror|channel)(?:\s+url)?(?:\*\*)?\s{0,3}(?:is\s+|[:=]\s{0,3})(?:\*\*)?`?$/i;

/** The URL at `index` with the CI expressions its spaces cut it at read whole (`https://${{ secrets.U }}@host/`). */
function withCiExpressions(text: string, url: string, index: number): string {
  if (!url.includes("${{")) return url;
  const rest = text
    .slice(index, index + 600)
    .split("\n", 1)[0]!
    .replace(CI_EXPRESSION, "${CI}");
  return /^https?:\/\/[^\s"'`<>)\]]{1,500}/i.exec(rest)?.[0] ?? url;
}

/** A host written as a name (`https://{HOST}/simple`, `https://$MIRROR/…`): the file's own setting of the name. */
const HOST_NAME = /^(https?:\/\/)(?:\$\{?|\{)([A-Za-z_]\w{0,40})\}?(?=[/:]|$)/;

/** Each name's host, looked up once a file: a file of many such URLs is read once a name, not once a URL. */
const hostsByName = new WeakMap<AuditText, Map<string, string | undefined>>();

/** The URL with a host given by name replaced by the host the file sets that name to (`HOST = "pypi.x.io"`), if any. */
export function namedHost(file: AuditText, url: string): string {
  const m = HOST_NAME.exec(url);
  if (!m) return url;
  let names = hostsByName.get(file);
  if (!names) {
    names = new Map();
    hostsByName.set(file, names);
  }
  const name = m[2]!;
  if (!names.has(name))
    names.set(
      name,
      new RegExp(
        String.raw`(?:^|[\s;(])(?:export\s+|const\s+|let\s+|var\s+)?${name}\s{0,3}[:?+]?=\s{0,3}["']?([\w-]{1,63}(?:\.[\w-]{1,63}){1,6})["']?(?=[\s;,)]|$)`,
        "m",
      ).exec(file.text)?.[1],
    );
  const host = names.get(name);
  return host ? `${m[1]!}${host}${url.slice(m[0].length)}` : url;
}

/**
 * A source no outsider chose: a default or known host, the user's own machine or network (by name), a
 * placeholder, a company's HTTPS registry reached with the user's credentials (TLS checks on), a security
 * guide's labelled bad example, or prose naming a tool's default. Shared by every manager's reader.
 */
export function keptSource(
  file: AuditText,
  starts: readonly number[],
  found: string,
  index: number,
): boolean {
  return keptAs(file, starts, found, index) !== "no";
}

/**
 * Why a source is kept: "kept" (no outsider chose it, or a write-up shows it), "company" (only because it reads
 * as a company's registry: HTTPS with the user's credentials or a registry product's path, checks on — an
 * outsider can run one too, so the caller may still report it, lower), or "no".
 */
export function keptAs(
  file: AuditText,
  starts: readonly number[],
  found: string,
  index: number,
): "kept" | "company" | "no" {
  const url = namedHost(file, withCiExpressions(file.text, found, index));
  const host = hostOf(url).replace(/:\d+$/, "").toLowerCase();
  if (host === "" || knownSource(url, host) || isLoopbackHost(host) || privateHost(host)) return "kept";
  const near = around(file, starts, index, 8, 8, 1500);
  const company = !CHECKS_OFF.test(near) && companySource(url, near);
  const otherwise = company ? "company" : "no";
  if (!file.markdown) return otherwise;
  if (badExample(file, starts, index)) return "kept";
  if (inCodeBlock(file, index)) return otherwise;
  const lineStart = starts[lineOf(starts, index)]!;
  // A write-up of the attack ("… an attacker who publishes the same name on PyPI wins") shows the command.
  const lineEnd = file.text.indexOf("\n", index);
  if (index - lineStart <= 200 && DEFAULT_NOTE.test(file.text.slice(lineStart, index))) return "kept";
  const from = Math.max(lineStart, index - REACH);
  return SHOWS_ATTACK.test(
    file.text.slice(from, lineEnd < 0 ? index + REACH : Math.min(lineEnd, index + REACH)),
  ) && !orderedInstall(file.text.slice(from, index))
    ? "kept"
    : otherwise;
}

export const TEST_FILE =
  /(?:^|\/)(?:tests?\/|test_[^/]*$|[^/]*_test\.\w{1,4}$|[^/]*\.(?:test|spec)\.\w{1,4}$)/;

/** The lines around `index` (`before` and `after` lines), cut to `reach` characters either side: a long line stays linear. */
export function around(
  file: AuditText,
  starts: readonly number[],
  index: number,
  before: number,
  after: number,
  reach: number,
): string {
  const w = window(file.text, starts, lineOf(starts, index), before, after);
  const from = Math.max(w.index, index - reach);
  return file.text.slice(from, Math.min(w.index + w.text.length, index + reach));
}
