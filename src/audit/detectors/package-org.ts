// A package source that serves its owner's own packages: the index's organisation (the domain's name, or the
// account a hosted registry serves it under) also names the packages the file installs or describes
// (`pip install acme-billing --extra-index-url https://pypi.acme-corp.com/simple`, `@acme:registry=…` of
// nexus.acme-corp.com, "Acme's packages are published to …"). Such an index is as trusted as its vendor, like any
// package of theirs on the public registry. An index that serves names everyone installs (requests, react) from an
// outsider's host is the attack (a shadowing mirror); so is one whose host already looks attacker-run (the caller
// checks that first).

import { ownLabel } from "./package-feed-hosts.js";

/** Hosted registries that serve every account under its name in the path: the account is the organisation. */
const HOSTED_ACCOUNT =
  /^https:\/\/(?:(?:pypi|npm|gem|repo)\.fury\.io|packagecloud\.io|repo\.packagist\.com|dl\.cloudsmith\.io\/(?:public|basic|[\w-]{8,64}))\/([\w-]{2,60})\//i;
/** Artifactory cloud: the account is the host's first label (`acme.jfrog.io`). */
const ACCOUNT_HOST = /^https:\/\/([\w-]{2,60})\.jfrog\.io\//i;
/**
 * Words of a name built for a package service or copied from a company's name (`fastwheels`, `acme-pkgs`,
 * `acme-internal`, `mlutils-cdn`): a company's own registry sits on the company's own domain, whose name is the
 * company's alone.
 */
const SERVICE_WORD =
  /pypi|npm|pkg|packag|wheel|mirror|cdn|repo|registr|internal|private|artifact|index|cache|proxy|download|feed|secure|trusted|official|verified|fast|speed|quick|host|files|cloud/;
/** A URL that is a file (an archive, a wheel, a git repository), not an index: what it serves is that one file. */
const FILE_URL = /\.(?:tgz|tar\.(?:gz|bz2|xz)|whl|zip|gem|git|crate|nupkg|egg)(?:[?#]\S{0,200})?$/i;

/** The organisation names a source URL reads as: the account of a hosted registry, else the domain's own label. */
export function orgNames(url: string, host: string): string[] {
  if (FILE_URL.test(url)) return [];
  const account = HOSTED_ACCOUNT.exec(url)?.[1] ?? ACCOUNT_HOST.exec(url)?.[1];
  const label = (account ?? ownLabel(host)).toLowerCase();
  if (label.length < 4 || SERVICE_WORD.test(label)) return [];
  const whole = label.replace(/[-_]/g, "");
  return whole === label ? [label] : [label, whole];
}

/** Names anyone installs from the public registries: an index on an outsider's host serving them shadows them. */
const EVERYONES =
  /(?:^|[\s"'=,[])(?:requests|urllib3|numpy|pandas|scipy|torch|torchvision|tensorflow|transformers|jinja2|flask|django|fastapi|pydantic|boto3|certifi|cryptography|pyyaml|openai|anthropic|langchain|scikit-learn|matplotlib|pillow|httpx|aiohttp|pytest|react|react-dom|lodash|axios|typescript|webpack|vite|vue|chalk|dotenv|@types\/[\w-]{1,60})(?=$|[\s"'=<>~!,\][@])/i;
/** Top-level domains after a name: an occurrence inside a host, not a package. */
const IN_HOST = /^[\w-]{0,60}\.(?:com|net|org|io|dev|ai|co|app|cloud|tech|sh|xyz|info|biz|[a-z]{2})(?![\w])/i;
/**
 * What follows the organisation's name where it names the organisation's own packages: a component (`acme-billing`,
 * `Acme.Json`, `acme/auth`), a possessive ("Acme's packages"), or a scope's key (`lumon:` under npmScopes). A package
 * named exactly as the host (`fancy-cli` from pypi.fancy-cli.dev) is a domain named after the package, not a company's.
 */
const OWN_AFTER = /^(?:[-_./][a-z0-9]|['’]s\b|:\s{0,4}$)/m;
/** Whether the occurrence of a name at `at` (length `n`) in `text` names the organisation's own packages. */
function standsAlone(text: string, at: number, n: number): boolean {
  const before = text[at - 1] ?? " ";
  const after = text.slice(at + n, at + n + 70);
  if (/[\w/.:-]/.test(before) || IN_HOST.test(after)) return false;
  return before === "@" || OWN_AFTER.test(after);
}

/** Whether `name` stands as a word of its own in `lower` (the first 400 occurrences looked at). */
function namedAlone(lower: string, name: string): boolean {
  let seen = 0;
  for (let at = lower.indexOf(name); at >= 0 && ++seen <= 400; at = lower.indexOf(name, at + name.length))
    if (standsAlone(lower, at, name.length)) return true;
  return false;
}

/**
 * Whether the file names the source's organisation as a word of its own outside a host (a package name `acme-sdk`,
 * a scope `@acme/ui`, "Acme's packages"), and the source's line installs no name everyone installs from the public
 * registries. `memo` keeps each name's answer for the file: a file of many sources is read once a name.
 */
export function servesOwnPackages(
  lower: () => string,
  url: string,
  host: string,
  line: string,
  memo: Map<string, boolean>,
): boolean {
  if (EVERYONES.test(line)) return false;
  return orgNames(url, host).some((name) => {
    let own = memo.get(name);
    // Each name reads the file once; past 20 names a file of many outsiders' hosts keeps them high.
    if (own === undefined && memo.size < 20) {
      own = namedAlone(lower(), name);
      memo.set(name, own);
    }
    return own === true;
  });
}
