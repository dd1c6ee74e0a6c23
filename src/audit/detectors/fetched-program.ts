// Round 30 (audit-drop3): a program downloaded by code and run by the same code, written as a program writes it in
// any language rather than as a shell line: the URL of a binary on a host that is no vendor's, registry's, forge's or
// the product's own, a download call, the file made executable (`os.chmod(p, … S_IEXEC)`, `fs.chmodSync(p, 0o755)`,
// `os.OpenFile(p, …, 0755)`, `set_permissions(from_mode(0o755))`, `setExecutable(true)`, `File.chmod(0755, p)`)
// or a Windows program (`.exe`, `.msi`, `.scr`), and a process started (`subprocess.run`, `exec.Command`,
// `Command::new`, `Process.Start`, `spawn`, `system`), in that order within a few dozen lines. MITRE ATT&CK T1105
// (ingress tool transfer) then T1204/T1059: what runs is whatever that host serves at the time.
import { productHost } from "../context-vendor.js";
import type { AuditLine, AuditText, TextHit } from "../rule-types.js";
import { fetchedCodeRun } from "./fetched-run.js";
import { outsideHost } from "./package-hosts.js";

/** A URL in quotes: a literal a program downloads, not a link of prose. */
const QUOTED_URL = /["'`](https?:\/\/[^\s"'`<>]{4,400})["'`]/g;
/** The URL's last path segment names a program: a Windows or Linux binary, a script, or a bare name (`/bin/li`). */
const PROGRAM_PATH =
  /\/(?:[\w.-]{0,80}\.(?:exe|msi|scr|com|bin|run|elf|appimage|sh|ps1|bat|cmd|vbs|jar)|[\w-]{1,80}(?:[-_](?:linux|darwin|macos|windows|win(?:32|64)?|amd64|x86_64|x64|arm64|aarch64))?)\/?(?:[?#][^\s"'`]{0,200})?$/i;
/** A quoted URL of a Windows program, on one line. */
const PROGRAM_LITERAL =
  /["'`]https?:\/\/[^\s"'`<>]{4,400}\.(?:exe|msi|scr|com)(?:[?#][^\s"'`]{0,200})?["'`]/i;
const WINDOWS_PROGRAM = /\.(?:exe|msi|scr|com)(?:[?#]|$)/i;
/** A download call in any of the languages read (the URL may be a name assigned above it). */
const DOWNLOAD_CALL =
  /\burlretrieve\s*\(|\burlopen\s*\(|\b(?:requests|httpx|session)\.get\s*\(|\bhttp\.Get\s*\(|\bhttp\.NewRequest\s*\(|\breqwest::|\bureq::get\s*\(|(?<![\w.$])fetch\s*\(|\baxios(?:\.get)?\s*\(|\bhttps?\.get\s*\(|\bGet(?:ByteArray|Stream|String)?Async\s*\(|\bDownload(?:File|Data)(?:Async|TaskAsync)?\s*\(|\bNet::HTTP\b|\bURI\.open\b|\bopen-uri\b|\bfile_get_contents\s*\(|\bcurl_exec\s*\(|\bInvoke-WebRequest\b|\bopenStream\s*\(|\bHttpClient\b|\bwget\.download\s*\(|\bcopy\s*\(\s*["']https?:/;
/** The downloaded file made executable, in code (a shell `chmod +x` line is download-execute's). */
const MADE_EXECUTABLE =
  /\bS_I(?:EXEC|XUSR|XGRP|XOTH|RWXU)\b|\b(?:os|fs|fsp|promises|Deno|FileUtils|File|fs\.promises)\.chmod(?:Sync)?\s*\([^\n]{0,200}?(?:0o?[0-7]?[1357][0-7]{2}|\b(?:493|448|511|365)\b|["'](?:[0-7]?[1357][0-7]{2}|[ugoa]*\+x)["'])|\bos\.(?:Chmod|OpenFile)\s*\([^\n]{0,200}?\b0o?[0-7]?[1357][0-7]{2}\b|\bfrom_mode\s*\(\s*0o[0-7]?[1357][0-7]{2}\b|\bsetExecutable\s*\(\s*true|\bchmod\s*\([^\n]{0,200}?\b0[0-7]?[1357][0-7]{2}\b|\bset_permissions\b|["'`]chmod\s+\+?[0-7ugoa+]{0,4}x?/;
/** A process started from code. */
const SPAWN =
  /\bsubprocess\.(?:run|Popen|call|check_call|check_output)\s*\(|\bos\.(?:system|exec[lv]p?e?|spawn[lv]p?e?|startfile|popen)\s*\(|\bexec\.Command(?:Context)?\s*\(|\bCommand::new\s*\(|\bProcess\.Start\s*\(|\bProcessStartInfo\b|\bStart-Process\b|(?<![\w$])(?:spawn|spawnSync|execFile|execFileSync|execSync|execa)\s*\(|\bchild_process\b[^\n]{0,80}\b(?:spawn|exec|execFile)\w{0,4}\s*\(|\bRuntime\.getRuntime\(\)\.exec\s*\(|\bnew\s+ProcessBuilder\s*\(|(?<![\w.$])(?:Kernel\.)?(?:system|exec)\s*\(|\bIO\.popen\s*\(|\bOpen3\.\w{1,20}\s*\(|\b(?:proc_open|shell_exec|passthru)\s*\(|\bDeno\.(?:run|Command)\b|\bBun\.spawn\b/;

/**
 * Words one of which the file needs (lowercased): the mode set in code or a Windows program's name. A start of a
 * process (`exec(`, `system(`) is on too many lines of ordinary code to gate the rule.
 */
export const FETCHED_PROGRAM_HINTS: readonly string[] = [
  "chmod",
  "s_iexec",
  "s_ixusr",
  "s_ixgrp",
  "s_ixoth",
  "s_irwxu",
  "openfile",
  "from_mode",
  "setexecutable",
  "set_permissions",
  ".exe",
  ".msi",
  ".scr",
];

/** How far around the URL the download, the mode and the start are read. */
const BEFORE = 1500;
const AFTER = 3000;
/** At most this many quoted URLs read a file. */
const MAX_URLS = 30;

/** Markdown prose is read by the dropper and download rules; this reads programs (and a Markdown file's code blocks). */
const CODE_FENCE = /^\s{0,3}(?:```|~~~)/;

function inFence(text: string, index: number): boolean {
  // Count the fences before `index` on line starts, from the file's start (a Markdown file's few fences).
  let open = false;
  let at = 0;
  while (at < index) {
    const end = text.indexOf("\n", at);
    const line = text.slice(at, end === -1 ? text.length : end);
    if (CODE_FENCE.test(line)) open = !open;
    if (end === -1) break;
    at = end + 1;
  }
  return open;
}

/** A program downloaded from an outsider's host, made executable (or a Windows program) and started, by code. */
export function fetchedProgramRun(file: AuditText, lines: readonly AuditLine[]): TextHit[] {
  const text = file.text;
  // The mode set or the Windows program on a hinted line first: most lines naming `.exe` or `chmod` are neither.
  if (!lines.some((l) => MADE_EXECUTABLE.test(l.text) || PROGRAM_LITERAL.test(l.text))) return [];
  if (!SPAWN.test(text) || !DOWNLOAD_CALL.test(text)) return [];
  let n = 0;
  QUOTED_URL.lastIndex = 0;
  for (let m = QUOTED_URL.exec(text); m !== null && n < MAX_URLS; m = QUOTED_URL.exec(text)) {
    n++;
    const url = m[1]!;
    const path = url.replace(/^https?:\/\/[^/]{1,300}/i, "");
    if (path.length < 2 || !PROGRAM_PATH.test(path)) continue;
    if (!outsideHost(url) || productHost(file, url) !== undefined) continue;
    const from = Math.max(0, m.index - BEFORE);
    const after = text.slice(m.index, m.index + AFTER);
    const near = text.slice(from, m.index) + after;
    if (!DOWNLOAD_CALL.test(near)) continue;
    if (!(WINDOWS_PROGRAM.test(url) || MADE_EXECUTABLE.test(near)) || !SPAWN.test(after)) continue;
    if (file.markdown && !inFence(text, m.index)) continue;
    return [{ index: m.index + 1, length: url.length }];
  }
  return [];
}

/** TLS checks switched off for the request (any of the languages read). */
const TLS_OFF =
  /["']sslverify["']\s*=>\s*false|\bverify\s*=\s*False\b|\brejectUnauthorized\s*:\s*false|\bInsecureSkipVerify\s*:\s*true|-SkipCertificateCheck\b|\bCURLOPT_SSL_VERIFYPEER\s*,\s*(?:false|0)\b|\bVERIFY_NONE\b|\bdanger_accept_invalid_certs\s*\(\s*true|ServerCertificateValidationCallback\b|NODE_TLS_REJECT_UNAUTHORIZED\s*=\s*["']?0|\b_create_unverified_context\b/;
/** Code that runs by itself: a WordPress hook on every page load, a Go `init`, Python's site hooks, a package's install hook. */
const RUNS_BY_ITSELF =
  /\badd_action\s*\(\s*["'](?:init|plugins_loaded|wp_loaded|muplugins_loaded|admin_init|wp_head|wp_footer|template_redirect)["']|^func\s+init\s*\(\s*\)/m;
const AUTORUN_PATH =
  /(?:^|\/)(?:sitecustomize\.py|usercustomize\.py|[\w.-]{1,80}\.pth|setup\.py|conftest\.py|build\.rs|mu-plugins\/[\w.-]{1,80})$/i;

/**
 * fetched-code-run (medium), raised: the fetched code is run with the request's TLS checks off, or from code that
 * runs by itself (a WordPress hook on every page, a Go init, Python's site hooks, setup.py, conftest.py, build.rs).
 */
export function fetchedCodeRunRaised(file: AuditText, lines: readonly AuditLine[]): TextHit[] {
  // The medium rule's answer for the file (memoised there): most files with its hint words run nothing fetched.
  const hits = fetchedCodeRun(file, lines);
  if (hits.length === 0) return hits;
  return TLS_OFF.test(file.text) || RUNS_BY_ITSELF.test(file.text) || AUTORUN_PATH.test(file.path)
    ? hits
    : [];
}
