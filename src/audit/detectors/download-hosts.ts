// Where a program is downloaded from and how a download names its file, for the download-and-run rules
// (execution.ts, dropper-prose.ts). File-sharing hosts serve anyone's uploads under a random link: no vendor ships
// its installer from one, and droppers are handed out there (a MEGA or MediaFire link with the archive's password,
// a Discord attachment, a Google Drive or Dropbox link to a setup program).
import { hostOf } from "../vocab.js";
import { throwawayHost } from "./package-feed-hosts.js";

const FILE_SHARE_HOST =
  /(?:^|\.)(?:mega\.nz|mega\.co\.nz|mediafire\.com|gofile\.io|pixeldrain\.com|anonfiles\.com|anonfile\.com|sendspace\.com|wetransfer\.com|we\.tl|transfer\.sh|catbox\.moe|4shared\.com|krakenfiles\.com|uploadhaven\.com|workupload\.com|dropbox\.com|dropboxusercontent\.com|1drv\.ms|onedrive\.live\.com|cdn\.discordapp\.com|media\.discordapp\.net|drive\.google\.com|drive\.usercontent\.google\.com)$/i;
/** Google's document links are pages, not files: only Drive's download links and file views hold uploads. */
const DOCS_DOWNLOAD = /^https?:\/\/docs\.google\.com\/uc\b/i;

/** A URL on a file-sharing host (anyone's upload). */
export const fileShareUrl = (url: string): boolean =>
  FILE_SHARE_HOST.test(hostOf(url).replace(/:\d+$/, "")) || DOCS_DOWNLOAD.test(url);

/** A gist's files: anyone's, under any name. */
const GIST_HOST = /^gist\.github(?:usercontent)?\.com$/i;

/**
 * A script or program on a host no vendor ships its installer from: a file-sharing upload, a gist, or a name
 * anyone gets in a minute (tunnel, dynamic DNS, free app hosting, link shortener, a top-level domain sold for pennies).
 */
export function anyonesHost(url: string): boolean {
  const host = hostOf(url).replace(/:\d+$/, "").toLowerCase();
  return fileShareUrl(url) || GIST_HOST.test(host) || throwawayHost(host);
}

/** Whether a text links a file-sharing host. */
export function fileShareIn(text: string): boolean {
  for (const m of text.matchAll(/\bhttps?:\/\/[^\s"'`<>)\]]{1,300}/gi)) if (fileShareUrl(m[0])) return true;
  return false;
}

/** A program by its file name: what is run, not read. */
export const PROGRAM_FILE =
  /\.(?:exe|msi|msix|scr|bat|cmd|com|ps1|vbs|hta|jar|apk|dmg|pkg|app|appimage|run|bin|sh|command)(?=$|[\s"'`?#)\],;:!/])/i;

/**
 * Where curl or wget saves a download when the output option closes a group of short options (`curl -fsSLo PATH`,
 * `curl -fsSLO URL`, `wget -qO PATH`): group 1 is the path (a URL for `-O`, named after its last segment).
 */
export const GROUPED_OUTPUT =
  /\b(?:curl\b[^\n]{0,300}?\s-[a-zA-Z]{1,8}[oO]|wget\b[^\n]{0,300}?\s-[a-zA-Z]{1,8}O)(?:\s+|(?=["']))["']?([^\s"'|;&]{1,300})/;

/** The saved file started elevated on Windows (`Start-Process NAME -Verb RunAs`): PowerShell's sudo. */
export const elevatedStart = (tail: string, esc: string): boolean =>
  /RunAs/i.test(tail) &&
  new RegExp(
    String.raw`\bStart-Process\s+(?:-FilePath\s+)?["']?\S*${esc}\b[^\n]{0,200}-Verb\s+["']?RunAs\b`,
    "i",
  ).test(tail);

/**
 * A package cloud's repository setup script (`dl.cloudsmith.io/public/OWNER/REPO/setup.deb.sh`,
 * `packagecloud.io/install/repositories/OWNER/REPO/script.rpm.sh`): the platform writes it, not the repository's
 * owner, and it only adds that repository as a package source — what a project's install docs pipe to `sudo bash`.
 */
const REPO_SETUP_SCRIPT =
  /^https:\/\/(?:dl\.cloudsmith\.io\/public\/[\w.-]{1,100}\/[\w.-]{1,100}\/(?:setup|cfg\/setup\/bash)\.(?:deb|rpm|alpine)\.sh|packagecloud\.io\/install\/repositories\/[\w.-]{1,100}\/[\w.-]{1,100}\/script\.(?:deb|rpm|python|gem|node)\.sh)(?:$|[?#])/i;
export const repoSetupScript = (url: string): boolean => REPO_SETUP_SCRIPT.test(url);

/** A download whose source is a name to fill in (`curl -sSL <url> | sudo bash`): as written it fetches nothing. */
export const placeholderSource = (shown: string): boolean =>
  !/:\/\//.test(shown) &&
  /\b(?:curl|wget|iwr|irm|Invoke-WebRequest|Invoke-RestMethod)\b[^|\n]{0,200}\s<[\w .-]{1,40}>/i.test(shown);
