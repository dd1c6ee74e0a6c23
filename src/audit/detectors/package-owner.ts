// A package source that reads as the skill's own organisation's: a registry on a host of the same domain as the
// skill's other links in the file (its docs, its homepage, a support address). A company documents its registry
// next to its own pages; an outsider's index is linked once, alone. Such a source is lowered to medium unless its
// host looks attacker-run or its checks are off (those stay high).

import type { AuditLine, AuditText, TextHit } from "../rule-types.js";
import { lineOf, startsOf } from "../text.js";
import { hostOf } from "../vocab.js";
import { channelSources } from "./package-channels.js";
import { lookalikeRegistry, throwawayHost } from "./package-feed-hosts.js";
import { packageFeeds } from "./package-feeds.js";
import { builtSources } from "./package-hidden.js";
import { customIndex } from "./package-index.js";
import { around, CHECKS_OFF } from "./package-keep.js";
import { servesOwnPackages } from "./package-org.js";
import { proseSources } from "./package-prose.js";
import { redirectSources } from "./package-redirects.js";
import { packageSources } from "./package-sources.js";
import { packageTrust } from "./package-trust.js";

/** Second-level public suffixes written under a country code (`co.uk`, `com.cn`): the domain is one label more. */
const SECOND_LEVEL = /^(?:co|com|net|org|ac|edu|gov|ne|or)\.[a-z]{2}$/;

/** The registrable domain of a host (`pypi.acme.com` → `acme.com`, `pkgs.acme.co.uk` → `acme.co.uk`). */
export function domainOf(host: string): string {
  const labels = host.toLowerCase().replace(/:\d+$/, "").split(".");
  const two = labels.slice(-2).join(".");
  return SECOND_LEVEL.test(two) ? labels.slice(-3).join(".") : two;
}

/** The line of an offset, by binary search: a hit a line on one 400 KB line must not walk back to its start. */
const lineKey = (file: AuditText, index: number): number => lineOf(startsOf(file), index);

/** A host's first labels that name a company's own pages, not another of its (or an outsider's) servers. */
const PAGES = /^(?:www|docs?|wiki|support|help|developers?|portal|confluence|intranet|handbook|kb)\.$/;
const LINK =
  /\bhttps?:\/\/([^\s/"'`<>)\]:?#]{1,253})|[\w.+-]{1,64}@([a-z0-9-]{1,63}(?:\.[a-z0-9-]{1,63}){1,6})\b/gi;

/** The file's first 500 links and e-mail addresses: host (or e-mail domain), line, and whether it is an e-mail. */
interface Link {
  readonly other: string;
  readonly domain: string;
  readonly line: number;
  readonly mail: boolean;
}
function linksOf(file: AuditText): Link[] {
  const out: Link[] = [];
  LINK.lastIndex = 0;
  for (let m = LINK.exec(file.text), seen = 0; m !== null && ++seen <= 500; m = LINK.exec(file.text)) {
    const other = (m[1] ?? m[2] ?? "").toLowerCase();
    out.push({ other, domain: domainOf(other), line: lineKey(file, m.index), mail: m[2] !== undefined });
  }
  return out;
}

/** The host of an HTTPS source that could be anyone's ordinary domain: not a raw address, a throwaway or a look-alike. */
function ordinaryHost(url: string): string | undefined {
  if (!/^https:\/\//i.test(url)) return undefined;
  const host = hostOf(url).replace(/:\d+$/, "").toLowerCase();
  // A raw address or a one-label name has no domain to share.
  if (!host.includes(".") || /^[\d.]+$/.test(host) || throwawayHost(host) || lookalikeRegistry(host))
    return undefined;
  return host;
}

/**
 * Whether another link or address of the file (another host, or an e-mail) is on the source host's domain.
 * The links are read once a file and the answer kept per host: a file of many sources costs one pass.
 */
function ownDomainSource(
  url: string,
  links: () => readonly Link[],
  sourceLines: ReadonlySet<number>,
  memo: Map<string, boolean>,
): boolean {
  const host = ordinaryHost(url);
  if (host === undefined) return false;
  const known = memo.get(host);
  if (known !== undefined) return known;
  const domain = domainOf(host);
  const own = links().some(
    (l) =>
      // Another source's link (a second index of the same outsider) is no page of the skill's own.
      !sourceLines.has(l.line) &&
      l.domain === domain &&
      l.other !== host &&
      // An e-mail address on the domain, or its pages: the bare domain, its docs, wiki, support or developer site.
      (l.mail || l.other === domain || PAGES.test(l.other.slice(0, -domain.length))),
  );
  memo.set(host, own);
  return own;
}

const URL_IN_HIT = /https?:\/\/[^\s"'`,)\]]{1,500}/i;

/** Whether a hit of customIndex or packageSources names a source of the skill's own domain, checks on. */
function owned(
  file: AuditText,
  starts: readonly number[],
  hit: TextHit,
  own: (url: string, line: string) => boolean,
): boolean {
  const url = URL_IN_HIT.exec(file.text.slice(hit.index, hit.index + hit.length + 300))?.[0];
  if (url === undefined || CHECKS_OFF.test(around(file, starts, hit.index, 8, 8, 1500))) return false;
  return own(url, around(file, starts, hit.index, 0, 0, 400));
}

/** Each rule reads the same lines (same hints): the sources are found once a file. */
const found = new WeakMap<AuditText, { high: TextHit[]; company: TextHit[] }>();

/**
 * Every package source of a file, split: `high` (an unknown index, an attacker-looking host, checks off) and
 * `company` (a registry that reads as a company's own: credentials asked, a registry product's path, or a host of
 * the domain the file's other links are on). One hit a line; a line with a high hit has no company hit.
 */
export function indexSources(
  file: AuditText,
  lines: readonly AuditLine[],
): { high: TextHit[]; company: TextHit[] } {
  const seen = found.get(file);
  if (seen) return seen;
  const kept: TextHit[] = [];
  const index = customIndex(file, lines, kept);
  const own = new Set(index.map((h) => lineKey(file, h.index)));
  const sources = packageSources(file, lines, kept).filter((h) => !own.has(lineKey(file, h.index)));
  // Prose shapes the readers above do not parse: a line they already read keeps their hit.
  const read = new Set([...own, ...sources.map((h) => lineKey(file, h.index))]);
  for (const h of [...proseSources(file, lines, kept), ...redirectSources(file, lines, kept)])
    if (!read.has(lineKey(file, h.index))) sources.push(h);
  // Sources of other managers on an ordinary host: read like the known managers' (lowered when the owner's own).
  const ordinary: TextHit[] = [];
  const more = [
    ...packageTrust(file, lines),
    ...packageFeeds(file, lines, ordinary, kept),
    ...builtSources(file, lines, kept),
    ...channelSources(file, lines),
  ];
  for (const h of ordinary) {
    const at = lineKey(file, h.index);
    if (!read.has(at)) {
      read.add(at);
      sources.push(h);
    }
  }
  const starts = index.length + sources.length > 0 ? startsOf(file) : [];
  const high: TextHit[] = [];
  const sourceLines = new Set([...index, ...sources, ...kept, ...more].map((h) => lineKey(file, h.index)));
  let links: Link[] | undefined;
  const memo = new Map<string, boolean>();
  const orgMemo = new Map<string, boolean>();
  let lower: string | undefined;
  const ownDomain = (url: string, line: string) => {
    if (ownDomainSource(url, () => (links ??= linksOf(file)), sourceLines, memo)) return true;
    const host = ordinaryHost(url);
    return (
      host !== undefined &&
      servesOwnPackages(() => (lower ??= file.text.toLowerCase()), url, host, line, orgMemo)
    );
  };
  for (const h of [...index, ...sources]) (owned(file, starts, h, ownDomain) ? kept : high).push(h);
  for (const h of more) if (!own.has(lineKey(file, h.index))) high.push(h);
  const highLines = new Set(high.map((h) => lineKey(file, h.index)));
  const companyLines = new Set<number>();
  const company = kept.filter((h) => {
    const at = lineKey(file, h.index);
    if (highLines.has(at) || companyLines.has(at)) return false;
    companyLines.add(at);
    return true;
  });
  const out = { high, company };
  found.set(file, out);
  return out;
}
