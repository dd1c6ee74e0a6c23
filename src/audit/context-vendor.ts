// A download from the product's own host: the file names what it installs (a heading, a comment, the program run
// after it) and the host carries that name (`install.zerotier.com` in a ZeroTier guide, `get.rke2.io` beside
// RKE2), or, on GitHub, the repository does (`github.com/jqlang/jq/releases/download/…` beside `jq`). That is
// how vendors document their installers; a dropper fetches from a raw address, a host anyone can upload to or a
// name that has nothing to do with the file's text. The raisers that say something about intent (TLS checks off,
// a hidden path, a run kept out of sight, an encoded address) are read by the rules as before.
import { anyonesHost } from "./detectors/download-hosts.js";
import { lookalikeRegistry } from "./detectors/package-feed-hosts.js";
import { domainOf } from "./detectors/package-owner.js";
import { escapeRe } from "./text.js";
import { hostOf, untrustedUrl } from "./vocab.js";

/** Domains whose names belong to their customers (object storage, CDNs, pages, forges' user sites). */
const SHARED_DOMAIN =
  /^(?:github\.io|githubusercontent\.com|gitlab\.io|googleapis\.com|googleusercontent\.com|appspot\.com|amazonaws\.com|cloudfront\.net|windows\.net|azureedge\.net|azurewebsites\.net|azurestaticapps\.net|digitaloceanspaces\.com|backblazeb2\.com|sourceforge\.net|jsdelivr\.net|unpkg\.com|bitbucket\.io|codeberg\.page|pythonanywhere\.com|wixsite\.com|blogspot\.com|wordpress\.com|notion\.site|readthedocs\.io|gitbook\.io|b-cdn\.net|fastly\.net|akamaized\.net|ngrok\.app|github\.com|gitlab\.com|bitbucket\.org)$/i;

/** Names that say nothing about a product: a download host's generic words. */
const GENERIC =
  /^(?:get|install(?:er)?s?|downloads?|dl|cdn|static|assets?|files?|updates?|updater|setup|scripts?|tools?|apps?|api|cloud|servers?|host|secure|login|auth|agents?|cli|bin|raw|pkgs?|packages?|repos?|releases?|mirrors?|example|test|dev|local|main|master|payloads?|stage|data|my|web|site|sh|run|go|io|helpers?|service|daemon|client|runner|worker|plugins?|modules?|utils?|sdk|core|lib|kit|manager|binary|bot)$/i;

/** Brands whose names look-alike hosts borrow (`github-cli.net`, `docker-get.com`): never a product's own label elsewhere. */
const BRAND =
  /(?:^|-)(?:github|gitlab|google|microsoft|windows|apple|amazon|aws|azure|docker|npm|pypi|python|nodejs|cloudflare|anthropic|claude|openai|homebrew|brew|ubuntu|debian)(?:-|$)/i;

/** GitHub release assets and raw files by branch or tag: the repository names the product (installers.ts reads owners). */
const GITHUB_REPO =
  /^https:\/\/(?:github\.com\/[\w.-]{1,100}\/([\w.-]{1,100})\/releases\/(?:latest\/)?download\/|raw\.githubusercontent\.com\/[\w.-]{1,100}\/([\w.-]{1,100})\/(?![0-9a-f]{7,64}\/)(?!refs\/(?!heads\/|tags\/))[^/?#\s]{1,200}\/)/i;

/** The name a URL's product would be written under: the repository on GitHub, else the registrable domain's first label. */
function productLabel(url: string): string | undefined {
  const repo = GITHUB_REPO.exec(url);
  if (repo) {
    const name = (repo[1] ?? repo[2]!).replace(/\.git$/i, "");
    return name.length >= 2 ? name : undefined;
  }
  const domain = ownDomain(url);
  if (domain === undefined) return undefined;
  const label = domain.split(".")[0]!;
  return label.length >= 3 && !BRAND.test(label) ? label : undefined;
}

/** The registrable domain of a URL's host when it can be a vendor's own: a name, not an address or a shared domain. */
function ownDomain(url: string): string | undefined {
  const host = hostOf(url).toLowerCase();
  if (!host.includes(".") || /:\d+$/.test(host) || /^[\d.]+$/.test(host) || host.startsWith("["))
    return undefined;
  const domain = domainOf(host);
  return SHARED_DOMAIN.test(domain) ? undefined : domain;
}

/**
 * Other names the same URL's product goes by. A language's or a company's site adds a word to the product's name
 * (`crystal-lang.org`, `julialang.org`, `datadoghq.com`); a repository named for its installer adds a generic one
 * (`angristan/openvpn-install`). A folder of the path is not read as the product's name: anyone's domain can carry
 * any folder (`https://devtools-cdn.dev/bootstrap/latest.sh` in a skill about "bootstrap").
 */
function otherNames(url: string, label: string): string[] {
  const out: string[] = [];
  const repo = GITHUB_REPO.test(url);
  const stem = repo
    ? /^([a-z][\w.]{2,40}?)[-_](?:install(?:er)?s?|setup|scripts?|bootstrap)$/i.exec(label)?.[1]
    : /^([a-z][a-z\d]{2,40}?)-?(?:lang|hq)$/i.exec(label)?.[1];
  if (stem !== undefined) out.push(stem);
  return out.filter((n) => !GENERIC.test(n) && !BRAND.test(n) && n.toLowerCase() !== label.toLowerCase());
}

/** At most this many scans of a file for a name (then no further host is own): a file of many hosts costs a bounded number of scans. */
const MAX_SCANS = 48;
/** Per file: each host's answer, the scans made, and the file's text and skill intro lower-cased once (on first need). */
interface FileMemo {
  readonly answers: Map<string, string | undefined>;
  scans: number;
  readonly text: LowerCache;
  readonly intro: LowerCache;
}
interface LowerCache {
  lower?: string;
}
const seen = new WeakMap<object, FileMemo>();

/**
 * The product name of `url` when the file names that product in its own words: a word outside any URL, host or
 * file name (`Kleo static file server`, `# Install Nimbus`, `lumen login`). HTTPS only; never a raw address, a
 * host anyone can publish on, a look-alike of a registry or brand, or a generic word.
 */
export function productHost(
  file: { readonly text: string; readonly skillIntro?: string },
  url: string,
): string | undefined {
  if (!/^https:\/\//i.test(url) || untrustedUrl(url)) return undefined;
  const label = productLabel(url);
  if (label === undefined) return undefined;
  const host = hostOf(url).toLowerCase();
  let memo = seen.get(file);
  if (!memo) {
    memo = { answers: new Map(), scans: 0, text: {}, intro: {} };
    seen.set(file, memo);
  }
  const names = [...(GENERIC.test(label) ? [] : [label]), ...otherNames(url, label)];
  const key = `${host}/${names.join("/")}`;
  if (memo.answers.has(key)) return memo.answers.get(key);
  if (names.length === 0 || anyonesHost(url) || lookalikeRegistry(host)) return undefined;
  let own: string | undefined;
  for (const n of names) {
    if (memo.scans >= MAX_SCANS) return undefined;
    memo.scans++;
    // A script that never names its product, in a skill whose SKILL.md does (`name: netbird-peer`, `# NetBird`).
    if (
      namedInWords(file.text, memo.text, n) ||
      (file.skillIntro !== undefined && namedInWords(file.skillIntro, memo.intro, n))
    ) {
      own = n;
      break;
    }
  }
  memo.answers.set(key, own);
  return own;
}

/** A label of word characters, dots and dashes: looked up in the lower-cased text, nothing compiled for it. */
const PLAIN_LABEL = /^[\w.-]{1,100}$/;

/**
 * The label as a word of the text, or the first part of a kebab-case name (`nimbus-setup`): not inside a URL or path
 * (`/kleo`), a host or file name (`kleo.dev`, `kleo.sh`), or a longer word. ASCII letters match either case, as
 * under `/i`: a file of thousands of distinct hosts compiled an expression for each.
 */
function namedInWords(text: string, memo: LowerCache, label: string): boolean {
  if (!PLAIN_LABEL.test(label))
    return new RegExp(
      `(?<![\\w.@/\\\\-])${escapeRe(label)}(?!\\w|\\.[A-Za-z0-9]|-[\\w-]{0,60}\\.[A-Za-z0-9])`,
      "i",
    ).test(text);
  memo.lower ??= asciiLower(text);
  const lower = memo.lower;
  const want = label.toLowerCase();
  for (let at = lower.indexOf(want); at >= 0; at = lower.indexOf(want, at + 1))
    if ((at === 0 || !BEFORE.has(lower.charCodeAt(at - 1))) && endsName(lower, at + want.length)) return true;
  return false;
}

/**
 * The text with its ASCII letters lower-cased and every other character kept where it was: under `/i` without
 * `u` no character outside ASCII matches an ASCII one, and `toLowerCase` keeps offsets except for `İ` and the
 * Kelvin sign (the one character it lengthens, the one it makes ASCII).
 */
const asciiLower = (text: string): string =>
  /[\u0130\u212a]/.test(text) ? text.replace(/[A-Z]+/g, (s) => s.toLowerCase()) : text.toLowerCase();

const codes = (chars: string): Set<number> => new Set([...chars].map((c) => c.charCodeAt(0)));
const WORD = codes("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_");
const ALNUM = codes("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789");
/** What may not come before the label: a word character, `.`, `@`, `/`, `\\` or `-`. */
const BEFORE = codes("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_.@/\\-");
const DOT = 0x2e;
const DASH = 0x2d;

/**
 * Whether a name may end at `end` of `lower`: no word character next, no `.` before a letter or digit (a host or
 * file name), no `-` starting a kebab-case run of at most 60 characters that a `.` and a letter or digit end.
 */
function endsName(lower: string, end: number): boolean {
  if (end >= lower.length) return true;
  const c = lower.charCodeAt(end);
  if (WORD.has(c)) return false;
  if (c === DOT) return !ALNUM.has(lower.charCodeAt(end + 1));
  if (c !== DASH) return true;
  let at = end + 1;
  while (
    at < lower.length &&
    at - end <= 61 &&
    (WORD.has(lower.charCodeAt(at)) || lower.charCodeAt(at) === DASH)
  )
    at++;
  return !(at - end - 1 <= 60 && lower.charCodeAt(at) === DOT && ALNUM.has(lower.charCodeAt(at + 1)));
}

/** A temporary file named for the product (`/tmp/netdata-kickstart.sh` from get.netdata.cloud): the vendor's own staging. */
export const ownTempName = (name: string, label: string): boolean =>
  name.toLowerCase().includes(label.toLowerCase());

/** A checksum or signature check: `sha256sum -c`, `shasum -a 256 --check`, `gpg --verify`, `cosign verify-blob`, Get-FileHash. */
const CHECKSUM =
  /\b(?:sha(?:1|224|256|384|512)sum|shasum|b2sum|md5sum)\b[^\n]{0,120}\s(?:-c\b|--check\b)|\bgpg\s+(?:--?[\w-]{1,30}\s+){0,4}--verify\b|\bcosign\s+verify(?:-blob)?\b|\bminisign\s+-V\b|\bGet-FileHash\b/;

/** The lines after a download verify that file's checksum or signature (the line of the check names it). */
export function checksummed(tail: string, name: string): boolean {
  if (!CHECKSUM.test(tail)) return false;
  return tail.split("\n").some((l) => l.includes(name) && CHECKSUM.test(l));
}
