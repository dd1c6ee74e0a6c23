// A well-known vendor's program served from a host that vendor does not own (ATT&CK T1204.002 with T1583.001): the
// fake Zoom, Teams, AnyDesk, Homebrew and DeepSeek download pages of the stealer campaigns name the product in the
// host (`zoom-us.download-center…`, `brewsh…`) or in the file (`Teams_windows_x64.exe`) and serve it from their own
// host. The vendor's own hosts, a registry or forge release (its project's own) and a public mirror are not.
import type { AuditLine, AuditText, TextHit } from "../rule-types.js";
import { eachMatch, lineOf, startsOf, window } from "../text.js";
import { hostOf, isLoopbackHost, isPrivateNetworkName, URL_RE } from "../vocab.js";
import { PROGRAM_FILE } from "./download-hosts.js";
import { officialInstaller } from "./installers.js";
import { knownSource } from "./package-hosts.js";

/** Product names (as tokens of a host or file name; a name of two words also as both) and the domains that serve them. */
const VENDORS: readonly (readonly [readonly string[], readonly string[]])[] = [
  [["zoom"], ["zoom.us", "zoom.com", "zoomgov.com"]],
  [
    ["teams", "msteams"],
    ["microsoft.com", "office.com", "office.net", "live.com", "microsoftonline.com", "skype.com", "aka.ms"],
  ],
  [["skype"], ["skype.com", "microsoft.com", "aka.ms"]],
  [
    ["vscode", "vscodeusersetup", "vscodesetup"],
    ["microsoft.com", "visualstudio.com", "vscode-cdn.net", "aka.ms"],
  ],
  [["homebrew", "brew"], ["brew.sh"]],
  [["chrome"], ["google.com", "googleapis.com", "gstatic.com"]],
  [["anydesk"], ["anydesk.com"]],
  [["teamviewer"], ["teamviewer.com"]],
  [["slack"], ["slack.com", "slack-edge.com"]],
  [["discord"], ["discord.com", "discordapp.com", "discordapp.net"]],
  [["webex"], ["webex.com", "cisco.com"]],
  [["deepseek"], ["deepseek.com"]],
  [["telegram"], ["telegram.org"]],
  [["whatsapp"], ["whatsapp.com", "whatsapp.net"]],
  [["firefox"], ["mozilla.org", "mozilla.net"]],
  [["thunderbird"], ["mozilla.org", "mozilla.net", "thunderbird.net"]],
  [["notion"], ["notion.so", "notion.com"]],
  [
    ["chatgpt", "openai"],
    ["openai.com", "chatgpt.com"],
  ],
  [
    ["claude", "anthropic"],
    ["anthropic.com", "claude.ai", "claude.com"],
  ],
  [["1password"], ["1password.com"]],
  [["winrar"], ["win-rar.com", "rarlab.com"]],
  [["putty"], ["putty.org", "greenend.org.uk"]],
  [["filezilla"], ["filezilla-project.org"]],
  [["obsidian"], ["obsidian.md"]],
  [["ollama"], ["ollama.com", "ollama.ai"]],
  [["lmstudio"], ["lmstudio.ai"]],
  [["metamask"], ["metamask.io"]],
  [["ledgerlive"], ["ledger.com"]],
  [["trezorsuite"], ["trezor.io"]],
  [["exodus"], ["exodus.com"]],
  [["brave"], ["brave.com"]],
];
const BRAND = new Map<string, readonly string[]>();
for (const [names, domains] of VENDORS) for (const n of names) BRAND.set(n, domains);
/** The rule's hint words: the product names. */
export const VENDOR_HINTS: readonly string[] = [...BRAND.keys()]
  .filter((n) => !["msteams", "vscodeusersetup", "vscodesetup", "ledgerlive", "trezorsuite"].includes(n))
  .concat(["ledger", "trezor", "any desk", "anydesk", "lm studio", "lm-studio"]);

/** What an installer's file or host name holds beside the product's: its kind, platform, version, a vendor's name. */
const INSTALLER_WORD = new Set(
  "setup installer install installfull full standalone enterprise desktop client latest update updater app apps win windows mac macos osx darwin linux x64 x86 amd64 arm64 universal release stable classic portable offline official download downloads dl cdn get sh web us google microsoft ms mozilla apple cisco user system live suite for".split(
    " ",
  ),
);
/** A name's tokens: split at separators and case changes, lowercase, trailing digits kept on their own. */
const tokens = (name: string): string[] =>
  name
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((t) => t.length > 0);
const installerish = (t: string): boolean =>
  /^v?\d[\d.]*$|^r\d{1,2}$/.test(t) || INSTALLER_WORD.has(t) || INSTALLER_WORD.has(t.replace(/\d+$/, ""));

/** The product a file name is of: the name is the product's (one token or two joined) and installer words only. */
function fileProduct(stem: string): string | undefined {
  const t = tokens(stem);
  if (t.length === 0 || t.length > 8) return undefined;
  for (let i = 0; i < t.length; i++)
    for (const n of [1, 2]) {
      const name = t.slice(i, i + n).join("");
      if (i + n > t.length || !BRAND.has(name)) continue;
      const rest = [...t.slice(0, i), ...t.slice(i + n)];
      if (rest.every(installerish)) return name;
    }
  return undefined;
}
/** The product a host is named after: a label (or a hyphen-part of one) that is the product's name, or the name and an installer word. */
function hostProduct(host: string): string | undefined {
  const labels = host.split(".").slice(0, -1);
  for (const label of labels)
    for (const part of [label, ...label.split("-")]) {
      if (BRAND.has(part)) return part;
      const joined = part.split("-").join("");
      for (const name of BRAND.keys())
        if (
          joined.startsWith(name) &&
          joined.length > name.length &&
          INSTALLER_WORD.has(joined.slice(name.length))
        )
          return name;
    }
  return undefined;
}
const owns = (domains: readonly string[], host: string): boolean =>
  domains.some((d) => host === d || host.endsWith(`.${d}`));
const FORGE_OR_STORE =
  /(?:^|\.)(?:github\.com|githubusercontent\.com|gitlab\.com|bitbucket\.org|codeberg\.org|sourceforge\.net|gitee\.com|apple\.com|microsoft\.com)$/;
/** A write-up or a warning about the fake download pages names the look-alike; it does not hand it out. */
const TALK =
  /\b(?:fake|malware|malicious|phishing|look-?alike|typo-?squat\w{0,3}|impersonat\w{0,5}|scam\w{0,3}|campaign|IOCs?|indicators?|stealer|trojan)\b/i;

/** The vendor's program a link serves from a host that vendor does not own, or undefined. */
export function lookalikeDownload(url: string): string | undefined {
  const path = /\/\/[^/?#]{1,300}(\/[^?#]{0,1000})?/.exec(url)?.[1] ?? "";
  const name = path.replace(/^.*\//, "");
  const ext = PROGRAM_FILE.exec(name);
  if (!ext || ext.index + ext[0].length !== name.length) return undefined;
  const host = hostOf(url).replace(/:\d+$/, "").toLowerCase();
  if (isLoopbackHost(host) || isPrivateNetworkName(host) || FORGE_OR_STORE.test(host)) return undefined;
  const product = hostProduct(host) ?? fileProduct(name.slice(0, ext.index));
  if (!product || owns(BRAND.get(product)!, host)) return undefined;
  if (knownSource(url, host) || officialInstaller(url)) return undefined;
  return product;
}

/** Lines that link a known vendor's program on a host the vendor does not own. */
export function vendorLookalike(file: AuditText, lines: readonly AuditLine[]): TextHit[] {
  const out: TextHit[] = [];
  let starts: readonly number[] | undefined;
  for (const l of lines) {
    if (!l.text.includes("://")) continue;
    let hit = false;
    eachMatch(URL_RE, l.text, (m) => {
      hit ||= lookalikeDownload(m[0].replace(/[.,;:!?*]+$/, "")) !== undefined;
    });
    if (!hit) continue;
    starts ??= startsOf(file);
    if (TALK.test(window(file.text, starts, lineOf(starts, l.index), 2, 2).text)) continue;
    out.push({ index: l.index, length: l.text.length });
  }
  return out;
}
