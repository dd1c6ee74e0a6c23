// A package source of any ecosystem (language managers, OS managers, container registries and mirrors,
// infrastructure registries, editor galleries, plugin feeds) pointed at a host that looks attacker-run: a raw
// public address, a tunnel, a dynamic-DNS or free-hosting name, a paste or file host, a look-alike of an
// official registry, plain http to a host outside the user's network, or a source trusted with its signature
// or TLS checks off. package-sources.ts reads the managers it knows by their own settings, any host; this file
// reads every other manager by the words around the URL, and only hosts no company would serve packages from.
import { inCodeBlock } from "../context.js";
import type { AuditLine, AuditText, TextHit } from "../rule-types.js";
import { lineOf, startsOf, window } from "../text.js";
import { isExfilHost, isLoopbackHost, isPasteHost, isPrivateNetworkHost, isPublicIp } from "../vocab.js";
import { hiredHost, lookalikeRegistry, throwawayHost } from "./package-feed-hosts.js";
import { keptAs, keptSource, TEST_FILE } from "./package-keep.js";

/**
 * What names a package source right before its URL: a registry, mirror, index, repository, substituter, feed,
 * gallery, channel, tap, bucket or dist host (group 1), or a generic key (`server`, `source`, `endpoint`,
 * `remote`; group 2), as a setting, an option, an environment variable (`*_INDEX_URL`, `*_REGISTRY`,
 * `*_MIRROR`, `*_HOSTED_URL`, `*_DIST_SERVER`) or a command (`… repo add NAME URL`, `remote-add`, `zypper ar`).
 * Group 3: what stands between the word and the URL.
 */
const SOURCE_WORD =
  /(?:^|[^a-z])(?:(registr(?:y|ies)|mirrors?|mirrorlist|index(?:[-_]?url)?|repos?|repositor(?:y|ies)|substituters?|feeds?|galler(?:y|ies)|channels?|taps?|buckets?|dist[-_]server|hosted[-_]url|pkg[-_]server|package[-_](?:server|index|host)|serviceUrl|itemUrl|resolvers?|baseurl|download[-_](?:host|base[-_]url|mirror)|storage[-_]base[-_]url|binary[-_]site|remote-add|addrepo|ar|install[-_]?url|update[-_]?url|additional[-_]urls|bottle[-_]domain|catalogs?)|(remotes?|servers?|sources?|endpoint|dist|cdn[-_]?url|plugins?(?:[-_.]?(?:host|url)|[-_.]repo(?:sitory)?)))(?![a-z])([^\n]{0,48})$/i;
/** A setting's key on the line above (a section, a JSON array opened there) when this line holds only a generic key or the value. */
const VALUE_ONLY =
  /^\s{0,12}(?:-\s{1,4})?(?:["']?(?:url|uri|location|endpoints?|server|value|href)["']?\s{0,3}[=:]\s{0,3}\[?\s{0,3})?["']?$|^\s{0,12}\(\s{0,2}(?:url|uri)\s{1,3}"$/i;
/** A Kubernetes object that is a package source (Flux's `HelmRepository`, `OCIRepository`): its `url:` is one. */
const SOURCE_KIND = /^\s{0,4}kind:\s{0,3}["']?\w{0,30}(?:Repository|Registry)["']?\s*$/m;
/** Between a word and its URL, a setting (`=`, `:`, `+=`, `(`), or a command's add/set (`repo add NAME`). */
const TIGHT = /^(?:[-_.][\w.-]{0,40})?["'\]]{0,2}\s{0,3}(?:\+?=|:|=>|\()|^\s{1,3}(?:add|set)\b|^\.add\(/i;
/** A command's options and name before the URL (`repo add --no-gpg-verify NAME URL`): group 1 its add/set. */
const COMMAND =
  /^(?:\s{1,3}(add|set)\b)?(?:\s{1,3}--?[\w-]{1,30}(?:=[^\s"']{1,60})?){0,4}(?:\s{1,3}[\w.-]{1,60})?\s{1,3}["']?$/i;
/** An option (`--mirror URL`, `--server=URL`): the word right after a dash. */
const OPTION_VALUE = /^(?:[-_.][\w.-]{0,40})?(?:=|\s{1,3})["']?$/;
/** The URL written into a source list (`echo URL >> /etc/apk/repositories`). */
const WRITTEN_TO =
  /^[^\n>|]{0,40}(?:>>?|\|\s{0,3}(?:sudo\s{1,3})?tee(?:\s{1,3}-a)?)\s{0,3}["']?[^\s"']{0,80}(?:repositories|sources\.list(?:\.d\/\S{1,60})?|\.repo|mirrorlist|pacman\.conf|nix\.conf|daemon\.json|registries\.conf)\b/;

/** Words of a package manager or of installing: a generic key (`server`, `endpoint`, `source`) counts only beside one. */
const PACKAGE_CONTEXT =
  /(?:\b|_)(?:registr(?:y|ies)|mirrors?|substituters?|index[-_]url|feeds?|galler(?:y|ies))\b|\b(?:install(?:s|ing|ed)?|packages?|pkg|plugins?|extensions?|modules?|crates?|gems?|wheels?|formula|cask|charts?|images?|providers?|collections?|dependenc(?:y|ies)|pre-commit|vagrant|pip|npm|yarn|pnpm|cargo|rustup|conda|helm|docker|podman|containerd|nerdctl|kubectl|terraform|tofu|nix|nixos|flatpak|snap|apk|apt|pacman|zypper|dnf|yum|brew|port|scoop|winget|choco|cpanm?|luarocks|hex|mix|pub|dart|flutter|julia|Pkg|cran|cabal|stack|opam|nimble|quicklisp|zef|conan|vcpkg|swift|sbt|lein|clojure|gradle|maven|mvn|ansible-galaxy|puppet|galaxy|berks|pod|bower|nvm|pyenv|electron|vscode|code-server|marketplace)\b/i;

/** Package managers and installing: what a generic key (`server`) or prose needs beside it. */
const MANAGER =
  /\b(?:install(?:s|ing|ed)?|packages?|pkg|crates?|gems?|wheels?|formula|cask|dependenc(?:y|ies)|pip|npm|yarn|pnpm|cargo|rustup|conda|helm|docker|podman|nerdctl|terraform|tofu|nix|flatpak|snap|apk|apt|pacman|zypper|dnf|yum|brew|scoop|winget|choco|cpanm?|luarocks|mix|pub|dart|flutter|julia|Pkg|cran|cabal|opam|nimble|quicklisp|zef|conan|vcpkg|sbt|lein|gradle|maven|mvn|ansible-galaxy|puppet|berks|bower|nvm|pyenv|vscode|code-server)\b/i;
/** The words prose names a package source by ("the mirror at URL"); feeds, channels and servers are news and chat too. */
const PROSE_NOUN =
  /^(?:registr(?:y|ies)|mirrors?|index(?:[-_]?url)?|repos?|repositor(?:y|ies)|substituters?)$/i;

/** OS managers whose packages are signed whatever the transport: plain http to their mirror is normal. */
const SIGNED_OVER_HTTP =
  /\b(?:deb|apt(?:-get)?|yum|dnf|rpm|pacman|zypper|apk|baseurl|mirrorlist|metalink|nix|flatpak|cpan|cran|ctan|iso)\b/i;

/** Signature or TLS checks off, or an order to trust the source whatever it serves. */
const CHECKS_OFF =
  /\btrusted=yes\b|\bSigLevel\s{0,3}=\s{0,3}(?:Never|Optional\s+TrustAll)|\bgpgcheck\s{0,3}=\s{0,3}(?:0|false|no)\b|--no-?gpg-?checks?\b|--nogpgcheck\b|--no-gpg-verify\b|\bgpg-verify\s{0,3}=\s{0,3}false\b|--allow-unauthenticated\b|--allow-untrusted\b|\brequire-sigs\s{0,3}=\s{0,3}false\b|--insecure(?:-registry|-skip-tls-verify)?\b|\binsecure(?:-registries|_registries)?["']?\s{0,3}[=:]\s{0,3}(?:\[|true\b)|--(?:skip-tls-verify|tls-verify=false|no-verify|disable-content-trust|trusted-host|no-check-certificate)\b|\bDOCKER_CONTENT_TRUST\s{0,3}=\s{0,3}0\b|\bstrict-ssl\s{0,3}[=:\s]\s{0,3}false\b|\bsslverify\s{0,3}[=:]\s{0,3}(?:0|false)\b|\bskip_verify\b|\btrust(?:ed)?\s+(?:this|the|our|that)\s+(?:repo(?:sitory)?|registry|source|mirror|feed|channel|remote|cache|substituter|key|signing\s+key|certificate)\b/i;
/** Plain substrings one of which every CHECKS_OFF match holds (a window without any is not searched). */
const CHECKS_OFF_WORDS = [
  "rust",
  "RUST",
  "gpg",
  "SigLevel",
  "nsecure",
  "verify",
  "unauthenticated",
  "require-sigs",
  "strict-ssl",
  "no-check-certificate",
];

/** A URL's scheme-less host and whether a user part stands before it (`https://pypi.org@host/`). */
interface Url {
  readonly at: number;
  readonly end: number;
  readonly host: string;
  readonly http: boolean;
  readonly disguised: boolean;
}

/** The end of a URL: the first character no URL holds. */
const URL_BODY = /[^\s"'`<>)\]\\,;]{0,2000}/y;

/** The http(s) URLs of a line, found by hand (the first 40): cheaper than an expression on the corpus's many links. */
function urlsOf(text: string): Url[] {
  const out: Url[] = [];
  let from = 0;
  while (out.length < 40) {
    const p = text.indexOf("://", from);
    if (p < 0) break;
    from = p + 3;
    const http = p >= 4 && text.slice(p - 4, p).toLowerCase() === "http";
    if (!http && !(p >= 5 && text.slice(p - 5, p).toLowerCase() === "https")) continue;
    URL_BODY.lastIndex = from;
    const end = from + (URL_BODY.exec(text)?.[0].length ?? 0);
    const authority = text.slice(from, end).split(/[/?#]/, 1)[0]!;
    const atSign = authority.lastIndexOf("@");
    const user = atSign < 0 ? "" : authority.slice(0, atSign);
    const host = authority
      .slice(atSign + 1)
      .replace(/:\d{1,5}$/, "")
      .toLowerCase();
    // A placeholder (`http://proxy:port`, `http://[IP]`, `https://<host>/`) names no host.
    if (!/^[a-z0-9.-]{1,253}$/.test(host)) {
      from = end;
      continue;
    }
    out.push({
      at: p - (http ? 4 : 5),
      end,
      host,
      http,
      disguised: user.includes(".") && !/[$%{<]/.test(user),
    });
    from = end;
  }
  return out;
}

/** `example.com` and the reserved example names: docs' placeholders, no one's server. */
const PLACEHOLDER = /(?:^|\.)example\.(?:com|net|org)$|\.(?:test|invalid|localhost)$/;

/** A host no one serves packages from for a company: "strong", or plain http only ("http"), else undefined. */
function suspicion(u: Url): "strong" | "http" | undefined {
  const h = u.host;
  if (h === "" || isLoopbackHost(h) || PLACEHOLDER.test(h)) return undefined;
  if (
    u.disguised ||
    isPublicIp(h) ||
    isExfilHost(h) ||
    isPasteHost(h) ||
    throwawayHost(h) ||
    lookalikeRegistry(h)
  )
    return "strong";
  if (u.http && !isPrivateNetworkHost(h)) return "http";
  return undefined;
}

/** Whether any plain substring of CHECKS_OFF is in the text (plain searches before the expression). */
const mayTurnChecksOff = (text: string): boolean => CHECKS_OFF_WORDS.some((w) => text.includes(w));

/**
 * Whether the text before a URL names it a package source: the word in a setting, option or command right
 * before it, the key of the section above (`before` holds only a value), or the URL written into a source
 * list. Prose ("the mirror at URL") counts for a strong word and a host that looks attacker-run (`loose`).
 */
function sourceBefore(
  before: string,
  above: string,
  after: string,
  loose: boolean,
): { kind: "keyed" | "generic" | "prose"; word: string } | undefined {
  const m = SOURCE_WORD.exec(before);
  if (m) {
    const between = m[3]!;
    const dashed = before[m.index + m[0].length - between.length - (m[1] ?? m[2])!.length - 1] === "-";
    const command = COMMAND.exec(between);
    const direct = command !== null && (m[1] !== undefined || command[1] !== undefined);
    if (direct || (dashed ? OPTION_VALUE.test(between) : TIGHT.test(between))) {
      if (/\bgit\s+remote\b/.test(before)) return undefined;
      return { kind: m[1] === undefined ? "generic" : "keyed", word: (m[1] ?? m[2])! };
    }
    if (loose && m[1] !== undefined && PROSE_NOUN.test(m[1])) return { kind: "prose", word: m[1] };
  }
  if (VALUE_ONLY.test(before)) {
    for (const l of above.split("\n").slice(0, -1)) {
      const k = SOURCE_WORD.exec(l.trimEnd());
      if (k) return { kind: k[1] === undefined ? "generic" : "keyed", word: (k[1] ?? k[2])! };
    }
  }
  return WRITTEN_TO.test(after) ? { kind: "keyed", word: "list" } : undefined;
}

/**
 * An install straight from a package file's URL by any manager (`elasticsearch-plugin install URL.zip`, `wp plugin
 * install URL.zip`, `vagrant box add NAME URL.box`, Octave's `pkg install "URL.tar.gz"`): an install or add word,
 * options and a name, then the URL.
 */
const INSTALL_BEFORE =
  /\b(?:install|add)(?:\s{1,3}--?[\w-]{1,30}(?:=[^\s"']{1,60})?){0,4}(?:\s{1,3}[\w./@:-]{1,80})?\s{1,3}\(?\s{0,2}["']?$/;
const PACKAGE_FILE =
  /\.(?:zip|tgz|tar\.(?:gz|bz2|xz)|xpi|vsix|box|crx|gem|nupkg|jar|oxt|sublime-package|rock|deb|rpm|apk|pkg)(?:[?#][^\s"']{0,200})?["')]?$/i;

/** Project metadata: its `repository`, `source` or `homepage` key names where the code is read, not a source. */
const METADATA_FILE =
  /(?:^|\/)(?:package\.json|Cargo\.toml|pyproject\.toml|setup\.(?:py|cfg)|[\w.-]{1,60}\.gemspec|composer\.json|pubspec\.ya?ml|[\w.-]{0,60}manifest\.json|[\w.-]{0,60}plugin\.json|skill\.json|marketplace\.json|[\w.-]{1,60}\.csproj|[\w.-]{0,60}meta(?:data)?\.json|origin\.json|[\w.-]{0,60}lock(?:file)?\.json|[\w.-]{1,60}\.lock)$/i;
/** Words that name a source only among other signs (RSS feeds, chat channels, storage buckets, keyboard taps). */
const ORDINARY_NOT = /^(?:feeds?|channels?|galler(?:y|ies)|taps?|buckets?|list)$/i;
/** The bare placeholder domain docs write (`https://example.com/api/`): its subdomains are read as hosts. */
const PLACEHOLDER_PAGE = /^(?:www\.)?example\.(?:com|net|org)$/;

/**
 * Package sources of any manager on a host that looks attacker-run, or trusted with the checks off: a
 * source word right before the URL (or as the key on the line above), a manager or install word within three
 * lines for the generic keys and for plain http, and no keep-rule (known, private, company registry, a labelled
 * bad example, a write-up of the attack) holding.
 */
export function packageFeeds(
  file: AuditText,
  lines: readonly AuditLine[],
  ordinary?: TextHit[],
  company?: TextHit[],
): TextHit[] {
  const out: TextHit[] = [];
  if (TEST_FILE.test(file.path)) return out;
  let starts: readonly number[] | undefined;
  const metadata = METADATA_FILE.test(file.path);
  for (const line of lines) {
    if (!line.text.includes("://")) continue;
    let n = -1;
    let above = "";
    // An ordinary host counts only with checks off on its line or the two above (plain searches, once a line),
    // or, when the caller asks (`ordinary`), as a source set in code or a settings file.
    let mayBeOff: boolean | undefined;
    for (const u of urlsOf(line.text)) {
      const level = suspicion(u);
      if (level === undefined && mayBeOff === false && ordinary === undefined) continue;
      if (n < 0) {
        starts ??= startsOf(file);
        n = lineOf(starts, line.index);
        // The key may stand on one of the two lines above (a YAML/TOML/INI section, a JSON array opened there).
        above = file.text.slice(starts[Math.max(0, n - 2)]!, line.index).slice(-300);
      }
      mayBeOff ??= mayTurnChecksOff(line.text.slice(0, 4000)) || mayTurnChecksOff(above);
      const before = line.text.slice(Math.max(0, u.at - 160), u.at);
      // An ordinary host without checks off: only in code (a fenced block, a script, a settings file), never prose.
      const plain = level === undefined && !mayBeOff;
      if (
        plain &&
        (ordinary === undefined ||
          !(ORDINARY_HINT.test(before.slice(-80)) || /\btee\b|>/.test(line.text.slice(u.end, u.end + 60))))
      )
        continue;
      if (plain && file.markdown && !inCodeBlock(file, line.index + u.at)) continue;
      const url = line.text.slice(u.at, u.end).replace(/[.,;:]+$/, "");
      let found = sourceBefore(before, above, line.text.slice(u.end, u.end + 160), level === "strong");
      if (
        found === undefined &&
        VALUE_ONLY.test(before) &&
        SOURCE_KIND.test(window(file.text, starts!, n, 12, 0).text)
      )
        found = { kind: "keyed", word: "kind" };
      if (found === undefined && INSTALL_BEFORE.test(before) && PACKAGE_FILE.test(url))
        found = { kind: "keyed", word: "install" };
      if (found === undefined) continue;
      const kind = found.kind;
      if (kind === "prose" && !MANAGER.test(line.text.slice(0, 2000))) continue;
      const near = window(file.text, starts!, n, 3, 3).text.slice(0, 4000);
      if (!(kind === "keyed" ? PACKAGE_CONTEXT : MANAGER).test(`${near}\n${file.path}`)) continue;
      const off = mayTurnChecksOff(near) && CHECKS_OFF.test(near);
      const index = line.index + u.at;
      if (level === undefined && !off) {
        // Project metadata names where its code is read; prose shapes need an attacker-looking host.
        // Another word (a server, an endpoint, a news feed) on an ordinary host is an app's setting.
        if (ordinary === undefined || kind !== "keyed" || metadata || ORDINARY_NOT.test(found.word)) continue;
        if (isPrivateNetworkHost(u.host) || PLACEHOLDER_PAGE.test(u.host)) continue;
        const kept = keptAs(file, starts!, url, index);
        if (kept === "kept") continue;
        (kept === "no" && takesOver(u, url, found.word, near) ? ordinary : company)?.push({
          index,
          length: url.length,
        });
        continue;
      }
      // Plain http to an OS manager's mirror is normal: its packages are signed.
      if (level === "http" && !off && SIGNED_OVER_HTTP.test(near)) continue;
      if (keptSource(file, starts!, url, index)) continue;
      out.push({ index, length: url.length });
    }
  }
  return out;
}

/**
 * Whether an ordinary host's source takes over what the default serves (a mirror, a package file, a source made
 * first or the default), and only on a host named for the job or over unsigned plain http: a company's or a
 * region's mirror takes over too, and another vendor's added repository is only worth a look (medium).
 */
function takesOver(u: Url, url: string, word: string, near: string): boolean {
  if (u.http && !SIGNED_OVER_HTTP.test(near)) return true;
  return (
    hiredHost(u.host) &&
    (TAKEOVER_WORD.test(word) || word === "install" || PACKAGE_FILE.test(url) || TAKEOVER_NEAR.test(near))
  );
}

/** Source words that replace a default source or name the package file itself. */
const TAKEOVER_WORD =
  /mirror|dist[-_]server|hosted[-_]url|bottle[-_]domain|download|storage|binary[-_]site|substituter|serviceurl|itemurl|install[-_]?url|update[-_]?url/i;
/** Words around a source that make it the default or put it before the default (`--set-default`, `--index 0`). */
const TAKEOVER_NEAR =
  /--set-default\b|\bdefault[-_](?:registry|remote|index|source|channel)\b|--index[=\s]{1,3}0\b|\bpriority\b|\bprecedence\b|\bmirrorOf\b|<clear\s{0,2}\/>|--clear-sources\b|\bset\s{1,3}catalogs\b|\binstead\s+of\b|\breplac(?:e|es|ing)\b|\bin\s+place\s+of\b|\bahead\s+of\b|\boverrid(?:e|es|ing)\b|\blisted\s+first\b|--all-switches\b/i;

/** What the text right before a source on an ordinary host holds (a plain test before SOURCE_WORD's search). */
const ORDINARY_HINT =
  /regist|mirror|index|repo|substitut|feed|galler|channel|tap|bucket|dist|hosted|pkg|package|service|item|resolver|baseurl|download|storage|binary|remote|addrepo|\bar\b|install|update|additional|bottle|catalog|server|source|endpoint|cdn|plugin|url|uri|location|value|href|tee|>|\badd\b/i;
