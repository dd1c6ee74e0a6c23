// Hosts a package source should never name: names anyone gets in a minute and drops after (tunnels, dynamic
// DNS, free app hosting, link shorteners, top-level domains sold for pennies), and look-alikes of the official
// registries' domains (`pypi-mirror.net`, `npmjs.cf`, `pypi.org.files-cdn.io`, `rubygerns.org`).
import { isTunnelHost } from "../vocab.js";

/** Dynamic DNS, free app hosting and link shorteners, by the domain every name of theirs ends in (tunnels: vocab.ts). */
const THROWAWAY =
  /(?:^|\.)(?:duckdns\.org|ddns\.net|no-ip\.(?:org|biz|info|com)|hopto\.org|zapto\.org|sytes\.net|servebeer\.com|serveftp\.com|servehttp\.com|myftp\.(?:biz|org)|redirectme\.net|bounceme\.net|dynu\.(?:com|net)|afraid\.org|mooo\.com|chickenkiller\.com|dyndns\.(?:org|info)|homeip\.net|dynv6\.net|ydns\.eu|nsupdate\.info|changeip\.com|ddnsking\.com|gotdns\.ch|kozow\.com|vercel\.app|netlify\.app|pages\.dev|workers\.dev|herokuapp\.com|glitch\.me|repl\.co|replit\.(?:app|dev)|onrender\.com|fly\.dev|railway\.app|surge\.sh|firebaseapp\.com|web\.app|r2\.dev|000webhostapp\.com|deno\.dev|bit\.ly|tinyurl\.com|is\.gd|cutt\.ly|rebrand\.ly|shorturl\.at)$/;
/** Top-level domains abuse reports rank worst (sold for next to nothing, rarely a company's registry). */
const CHEAP_TLD = /\.(?:tk|ml|ga|cf|gq|top|xyz|icu|buzz|click|zip|mov|sbs|cfd|rest|monster|cam|lol|su)$/;

export const throwawayHost = (host: string): boolean =>
  isTunnelHost(host) || THROWAWAY.test(host) || CHEAP_TLD.test(host);

/** Official registries' domains, by the label a look-alike copies (`pypi` of pypi.org). */
const OFFICIAL: Readonly<Record<string, readonly string[]>> = {
  pypi: ["pypi.org", "pypi.io", "pypi.python.org"],
  pythonhosted: ["pythonhosted.org"],
  ocaml: ["ocaml.org"],
  npmjs: ["npmjs.org", "npmjs.com"],
  yarnpkg: ["yarnpkg.com"],
  rubygems: ["rubygems.org"],
  crates: ["crates.io"],
  nuget: ["nuget.org"],
  packagist: ["packagist.org", "packagist.com"],
  golang: ["golang.org", "golang.google.cn"],
  rustlang: ["rust-lang.org"],
  nodejs: ["nodejs.org"],
  pytorch: ["pytorch.org"],
  anaconda: ["anaconda.org", "anaconda.com", "anaconda.cloud"],
  condaforge: ["conda-forge.org"],
  luarocks: ["luarocks.org"],
  metacpan: ["metacpan.org"],
  julialang: ["julialang.org"],
  hackage: ["hackage.haskell.org"],
  clojars: ["clojars.org"],
  terraform: ["terraform.io"],
  hashicorp: ["hashicorp.com"],
  opentofu: ["opentofu.org"],
  flathub: ["flathub.org"],
  snapcraft: ["snapcraft.io"],
  chocolatey: ["chocolatey.org"],
  homebrew: ["brew.sh"],
  nixos: ["nixos.org"],
  cachix: ["cachix.org"],
  ghcr: ["ghcr.io"],
  visualstudio: ["visualstudio.com"],
  openvsx: ["open-vsx.org"],
  huggingface: ["huggingface.co"],
  jsdelivr: ["jsdelivr.net"],
  unpkg: ["unpkg.com"],
  githubusercontent: ["githubusercontent.com"],
  powershellgallery: ["powershellgallery.com"],
};
const TOKENS = Object.keys(OFFICIAL);
/** Digits and letter pairs read as the letter they imitate (`pyp1`, `rubygerns`). */
const unconfuse = (s: string): string =>
  s
    .replace(/-/g, "")
    .replace(/0/g, "o")
    .replace(/1/g, "i")
    .replace(/3/g, "e")
    .replace(/5/g, "s")
    .replace(/rn/g, "m");

/** The label a registrable domain is named by (`pypi-mirror` of files.pypi-mirror.net, `evil` of x.evil.co.uk). */
export function ownLabel(host: string): string {
  const labels = host.split(".");
  if (labels.length < 2) return "";
  const tld = labels[labels.length - 1]!;
  const second = labels[labels.length - 2]!;
  // `co.uk`, `com.cn`, `edu.au`: a two-letter country code under a generic word.
  if (tld.length === 2 && /^(?:co|com|net|org|edu|gov|ac)$/.test(second) && labels.length >= 3)
    return labels[labels.length - 3]!;
  return second;
}

/** Whether `a` and `b` are one edit apart (a letter left out, added, changed, or two swapped), for short names. */
export function oneEdit(a: string, b: string): boolean {
  if (a === b || Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length)
    return (
      a.slice(i + 1) === b.slice(i + 1) ||
      (a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2))
    );
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

const TOKEN = new RegExp(TOKENS.join("|"));
/**
 * Official domains inside a longer host: whole (`pypi.org.cdn-files.net`) or with dashes for dots
 * (`pypi-org.cdn-mirror.com`).
 */
const OFFICIAL_PREFIX = new RegExp(
  `(?:^|\\.)(?:${Object.values(OFFICIAL)
    .flat()
    .map((d) => d.replace(/[.-]/g, (c) => `\\${c}`))
    .join("|")})\\.|(?:^|[.-])(?:${Object.values(OFFICIAL)
    .flat()
    .map((d) => d.replace(/[.-]/g, "\\-"))
    .join("|")})[.-]`,
);

/** What every look-alike this file finds holds (a plain test first: most hosts hold none). */
const STEMS =
  /py[p9]|pythonhost|npm|yarnpk|rubyg|crate|nuge|packagis|golang|rust|node|pytorc|anacond|conda|luarock|cpan|julia|hackag|clojar|terrafor|hashicor|opentof|flathu|snapcraf|chocolat|brew|nixo|cachi|ghcr|visualstud|vsx|huggingf|jsdeliv|unpk|githubuser|powershel|ocam/;

/** A host that copies an official registry's name without being under its domain. */
export function lookalikeRegistry(host: string): boolean {
  if (!STEMS.test(host)) return false;
  if (OFFICIAL_PREFIX.test(host)) return true;
  const label = ownLabel(host);
  if (label.length < 4) return false;
  const plain = /[-0135]|rn/.test(label) ? unconfuse(label) : label;
  let token = TOKEN.exec(plain)?.[0];
  if (token === undefined)
    for (const t of TOKENS)
      if (t.length >= 5 && Math.abs(t.length - plain.length) <= 1 && oneEdit(plain, t)) {
        token = t;
        break;
      }
  if (token === undefined) return false;
  return !OFFICIAL[token]!.some((d) => host === d || host.endsWith(`.${d}`));
}

/**
 * Words a registrable name is made of when it was bought to pose as a package host (`pkgcache`, `plugin-mirror`,
 * `fastbuild`, `node-dist`): a company serves its mirror under its own name (`terraform-mirror.platform.acme.com`,
 * `acme.jfrog.io`). Words that name an attacker ("evil", "attacker") are left out: real attackers do not use
 * them, only the defanged hosts of our own samples do, so they would measure our samples and not the rule.
 */
const HIRED_WORD =
  /mirror|cdn|cache|pkg|packag|regist|repo|dist|proxy|artifact|index|wheel|gems|crate|maven|plugin|addon|extension|images|bottle|binar|download|update|nightly|fast|speed|accel|turbo|ports|catalog|npm|pypi|official|verified|trusted|secure/;
/** Vendors that host companies' registries, by the domain each registry is under (the account names its owner). */
const REGISTRY_VENDOR =
  /(?:^|\.)(?:packagecloud\.io|cloudsmith\.(?:io|com)|jfrog\.io|fury\.io|cachix\.org|repsy\.io|myget\.org|azurecr\.io|pkg\.dev|amazonaws\.com)$/;

/** Whether a host's registrable name is made of package-hosting words (not a vendor hosting a company's registry). */
export const hiredHost = (host: string): boolean =>
  !REGISTRY_VENDOR.test(host) && HIRED_WORD.test(ownLabel(host));
