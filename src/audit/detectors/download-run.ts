// A file downloaded in one place and run in another (the next lines, or another file of the skill): the
// per-file rules see the download (`curl -o`, `urlretrieve`, `-OutFile`) and the run (`python3 P`,
// `require(P)`, `Start-Process P`) apart, and each alone is what installers do. The same path in both,
// imported into the running program, kept in a temporary, hidden or AppData folder, or started hidden, is
// code from outside the reviewed skill run where no one looks (chain-download-run).

import { ownTempName, productHost } from "../context-vendor.js";
import type { AuditSkillView, SkillHit } from "../rule-types.js";
import { escapeRe } from "../text.js";
import { officialInstaller } from "./installers.js";
import { outsideHost } from "./package-hosts.js";
import { expressionLines } from "./word-lines.js";

/** Where a download is saved: the path or variable after `-o`, `-O`, `-OutFile`, `urlretrieve(url, …)`. */
const SAVED_TO = [
  /\bcurl\b[^\n]{0,300}?\s(?:-o|--output)\s+["']?([^\s"';|&)]{1,200})/,
  /\bwget\b[^\n]{0,300}?\s(?:-O|--output-document)\s+["']?([^\s"';|&)]{1,200})/,
  /\burlretrieve\(\s*[^,\n]{1,300},\s*["']?([^"',)\s]{1,200})/,
  /\b(?:Invoke-WebRequest|iwr|Invoke-RestMethod|irm)\b[^\n]{0,300}?-OutFile\s+["']?([^\s"';|)]{1,200})/i,
  /\bStart-BitsTransfer\b[^\n]{0,300}?-Destination\s+["']?([^\s"';|)]{1,200})/i,
  /\bStart-BitsTransfer\s+(?:-Source\s+)?["']?https?:\/\/[^\s"']{1,300}["']?\s+["']?([^\s"';|)-][^\s"';|)]{0,199})/i,
  /\bDownloadFile\(\s*[^,\n]{1,300},\s*["']?([^"',)\s]{1,200})/,
  // Ruby: `File.binwrite(path, URI.open(url).read)`, `IO.copy_stream(URI.open(url), path)`.
  /\bFile\.(?:binwrite|write)\(\s*["']?([^"',)\s]{1,200})["']?\s*,\s*(?:URI\.open|Net::HTTP|open\(\s*["']https?:)/,
  /\bIO\.copy_stream\(\s*(?:URI\.open|open)\([^)\n]{1,300}\)\s*,\s*["']?([^"',)\s]{1,200})/,
];

/** A response written to a path within three lines of a request (Node, Python). */
const WRITTEN_TO =
  /\b(?:writeFileSync|writeFile|createWriteStream|os\.Create|os\.WriteFile|File\.WriteAllBytes|File\.Create|File::create|fs::write)\(\s*&?["'`]?([^"'`,)\s]{1,200})|\bFiles\.copy\(\s*\w{1,40}\s*,\s*["']?([^"',)\s]{1,200})|\bopen\(\s*["']?([^"',)\s]{1,200})["']?\s*,\s*["']wb?["']/;
const MAY_SAVE =
  /\s-[oO]\s|--output|urlretrieve|OutFile|Destination|BitsTransfer|DownloadFile|fetch|axios|got|\.get\(|urlopen|http\.Get|GetByteArray|GetStreamAsync|reqwest|URI\.open|Net::HTTP|copy_stream|openStream/i;
/** MAY_SAVE is tried only on the lines holding one of its required words. */
const MAY_SAVE_LINES = expressionLines(MAY_SAVE);
const REQUEST =
  /\b(?:fetch|axios|got|https?\.get|requests\.get|urlopen|httpx\.get|http\.Get|GetByteArrayAsync|GetStreamAsync|reqwest::(?:blocking::)?get|URI\.open|Net::HTTP|openStream)\b/;
/** Requests in compiled languages and PowerShell that the request signal (chain-signals.ts) does not name. */
const CODE_FILE = /\.(?:go|cs|rs|java|kt|swift|vb|ps1|psm1|rb)$/i;
const CODE_REQUEST =
  /\bhttp\.Get\(|\bWebClient\b|\bHttpClient\b|\breqwest::|\bURLSession\b|\bHttpURLConnection\b|\bURI\.open\b|\bNet::HTTP\b|\.openStream\(\)/;

/** A temporary, hidden or per-user application folder (written or asked of the runtime): what an installer does not hide its program in. */
const TEMP_PLACE =
  /(?:^|[\s"'=(.])(?:\/tmp\/|\/var\/tmp\/|\/dev\/shm\/|\$TMPDIR|\$\{TMPDIR\}|%TEMP%|%TMP%|\$env:TEMP|\$env:TMP|%APPDATA%|\$env:APPDATA|\$env:LOCALAPPDATA|AppData[\\/]|tempfile\.\w{1,20}\(|\bos\.tmpdir\(\)|\btmpdir\(\)|GetTempPath\(\)|java\.io\.tmpdir|Files\.createTemp\w{0,10}\(|File\.createTempFile\(|GetTempFileName\(\)|os\.TempDir\(\)|Path\.GetTemp(?:Path|FileName)\(\)|env::temp_dir\(\))/i;
const HIDDEN_PLACE = new RegExp(`${TEMP_PLACE.source}|\\/\\.[\\w-]`, "i");

/** A path under the user's own environment (`$HOME/…`, `${TMPDIR}/…`, `$env:APPDATA\…`): the same in every script. */
const ENV_PATH = /^\$(?:\{?(?:HOME|TMPDIR|XDG_\w{1,20}|USERPROFILE)\}?[\\/]|env:\w{1,30}[\\/])/;

/** Data, not code: a downloaded JSON or YAML file required is configuration. */
const DATA_FILE = /\.(?:json|ya?ml|toml|csv|txt|md|xml|html?)$/i;

interface Saved {
  readonly file: string;
  readonly line: number;
  readonly token: string;
  readonly hidden: boolean;
  /** Fetched from a vendor's own installer host (installers.ts). */
  readonly official: boolean;
  /** A script or program fetched by a program's own code from a host no vendor, registry or forge names. */
  readonly outside: boolean;
}

/** Programs whose code downloads (not a shell script or a document: those are install guides' commands). */
const PROGRAM_CODE = /\.(?:py|m?js|cjs|ts|rb|go|rs|java|kt|cs|swift)$/i;
/** A script or a program by its name: what a run of it executes. */
const RUNNABLE = /\.(?:sh|bash|ps1|py|m?js|cjs|rb|pl|bat|cmd|vbs|exe|msi|bin|run|appimage|jar|dmg|pkg)$/i;

/** The downloads of one file that save to a path, with whether that path is a hidden place. */
function savedIn(file: { readonly path: string; readonly text: string }): Saved[] {
  const { path, text } = file;
  const lines = text.split("\n", 5000);
  const out: Saved[] = [];
  for (const i of MAY_SAVE_LINES(text)) {
    if (i >= lines.length || out.length >= 8) break;
    // One cheap test a line: the words every download form holds.
    if (!MAY_SAVE.test(lines[i]!)) continue;
    const l = lines[i]!.slice(0, 2000);
    let token = SAVED_TO.map((re) => re.exec(l)?.[1]).find((t) => t !== undefined);
    if (!token && REQUEST.test(l))
      for (let k = i; k <= i + 3 && k < lines.length && !token; k++) {
        const w = WRITTEN_TO.exec(lines[k]!.slice(0, 2000));
        token = w?.[1] ?? w?.[2] ?? w?.[3];
      }
    if (!token) continue;
    // A variable: where it was set says where the file is (`$p = Join-Path $env:APPDATA …`).
    const set = /^\$?\{?(\w+)\}?$/.exec(token)?.[1];
    const origin = set
      ? (lines
          .slice(Math.max(0, i - 8), i + 4)
          .reverse()
          .find((x) =>
            new RegExp(
              `^\\s*(?:\\$|const\\s+|let\\s+|var\\s+|string\\s+|(?:final\\s+)?[A-Z]\\w{0,30}(?:<[\\w<>, ]{0,60}>)?\\s+)?${escapeRe(set)}\\s*:?=`,
            ).test(x),
          ) ?? "")
      : token;
    // A one-letter token is followed only as a variable set just above (`p = os.path.join(…)`).
    if (token.length < 2 && origin === "") continue;
    // A vendor's installer saved to a temporary folder (installers.ts) is how its docs run it; a dot folder is not.
    // The product's own host (context-vendor.ts) likewise, when the temporary file is named for the product.
    const url = /\bhttps:\/\/[^\s"'`|)]{1,500}/i.exec(l)?.[0];
    const own =
      url &&
      !officialInstaller(url) &&
      !/\s-[a-zA-Z]{0,8}k[a-zA-Z]{0,8}\b|--insecure\b|--no-check-certificate\b/.test(l)
        ? productHost(file, url)
        : undefined;
    const vendor = (url !== undefined && officialInstaller(url)) || own !== undefined;
    const ownTemp = own === undefined || ownTempName(token.split(/[\\/]/).pop()!, own);
    const place = vendor && ownTemp ? /\/\.[\w-]/ : HIDDEN_PLACE;
    const any = /\bhttps?:\/\/[^\s"'`|)]{1,500}/i.exec(l)?.[0];
    out.push({
      file: path,
      line: i + 1,
      token,
      hidden: place.test(` ${origin}`),
      official: vendor,
      outside:
        !vendor && PROGRAM_CODE.test(path) && RUNNABLE.test(token.replace(/["'`]/g, "")) && outsideHost(any),
    });
  }
  return out.length > 0 || !/chmod/i.test(text) ? out : madeExecutable(path, lines);
}

/** A name made executable (`os.chmod(path, 0o755)`, `chmodSync(p, 0o755)`, `os.Chmod(p, 0755)`, `File.chmod(0755, p)`). */
const CHMOD_NAME =
  /\b(?:os\.chmod|chmodSync|fs\.chmod|os\.Chmod)\(\s*([A-Za-z_]\w{1,40})\s*,\s*0o?[0-7]*[1357][0-7]*\b|\bFile\.chmod\(\s*0?o?[0-7]*[1357][0-7]*\s*,\s*([A-Za-z_]\w{1,40})\s*\)/;

/**
 * A file that downloads but saves the response by a route the forms above do not follow (`os.write(fd, data)` into
 * `tempfile.mkstemp()`): a name it makes executable is the program it runs.
 */
function madeExecutable(path: string, lines: readonly string[]): Saved[] {
  for (let i = 0; i < lines.length; i++) {
    const m = CHMOD_NAME.exec(lines[i]!.slice(0, 2000));
    if (m)
      return [
        { file: path, line: i + 1, token: m[1] ?? m[2]!, hidden: false, official: false, outside: false },
      ];
  }
  return [];
}

/** How a saved path is run: imported into the program, or started (with whether it is started hidden). */
function runOf(
  token: string,
  text: string,
): { line: number; imported: boolean; hiddenRun: boolean; chmod: boolean } | undefined {
  if (
    !text.includes(
      token
        .replace(/^\$\{?/, "")
        .replace(/\}$/, "")
        .split(/[\\/]/)
        .pop()!
        .replace(/\.[^.]*$/, ""),
    )
  )
    return undefined;
  const t = escapeRe(token);
  const stem = escapeRe(
    token
      .split(/[\\/]/)
      .pop()!
      .replace(/\.[^.]*$/, ""),
  );
  const imports = new RegExp(
    `\\b(?:require|import)\\(\\s*["'\`]${t}["'\`]|\\bexec\\(\\s*open\\(\\s*["']?${t}|\\brunpy\\.run_path\\(\\s*["']?${t}|\\bimport_module\\(\\s*["']${stem}["']|\\b__import__\\(\\s*["']${stem}["']|(?:^|[;&]\\s*)(?:source|\\.)\\s+["']?${t}`,
  );
  // Made executable: chmod in a shell, os.chmod, chmodSync, File.chmod, os.Chmod, subprocess's ['chmod', '+x', P].
  const chmod = new RegExp(
    `\\bchmod\\s+(?:-\\w\\s+)?(?:[0-7]{3,4}|[ugoa]*\\+\\w*x\\w*)\\s+["']?(?:\\.\\/)?${t}|\\b(?:os\\.chmod|chmodSync|chmod|os\\.Chmod|fs\\.chmod)\\(\\s*["'\`]?(?:\\.\\/)?${t}|\\bFile\\.chmod\\(\\s*0?o?[0-7]{3,4}\\s*,\\s*["']?${t}|["']chmod["']\\s*,\\s*["'](?:[0-7]{3,4}|[ugoa]*\\+\\w*x\\w*)["']\\s*,\\s*["']?(?:\\.\\/)?${t}`,
  );
  const starts = new RegExp(
    `(?:\\b(?:python[\\d.]{0,4}|node|bash|sh|zsh|pwsh|powershell|ruby|perl)\\s+(?:-\\S{1,20}\\s+){0,3}["']?${t}(?![\\w.])|(?:["'](?:python[\\d.]{0,4}|node|bash|sh|zsh|pwsh|powershell|ruby|perl)["']|\\bsys\\.executable|\\bprocess\\.execPath)\\s*,\\s*\\[?\\s*(?:["']-\\S{1,20}["']\\s*,\\s*){0,3}["'\`]?(?:\\.\\/)?${t}(?![\\w.])|\\bStart-Process\\s+(?:-FilePath\\s+)?["']?${t}|(?:^|[;&|(]\\s*|\\bthen\\s+)["']?${t}["']?(?:\\s|$)|\\b(?:(?:subprocess\\.\\w+|os\\.system|(?<![\\w.])system|Process\\.spawn|IO\\.popen|Open3\\.\\w+|spawn(?:Sync)?|execFile(?:Sync)?|exec(?:Sync)?)\\(|exec\\.Command(?:Context)?\\(\\s*(?:\\w+\\s*,\\s*)?|Process\\.Start\\(\\s*(?:new\\s+ProcessStartInfo\\(\\s*)?|Command::new\\(\\s*&?)\\s*\\[?\\s*["'\`]?(?:\\.\\/)?${t}|\\b(?:new\\s+ProcessBuilder|getRuntime\\(\\)\\.exec)\\([^)\\n]{0,200}(?<![\\w.])${t}(?!\\w))`,
  );
  const lines = text.split("\n", 5000);
  const bare = token.replace(/^\$\{?/, "").replace(/\}$/, "");
  const stemOnly = token
    .split(/[\\/]/)
    .pop()!
    .replace(/\.[^.]*$/, "");
  for (const [i, raw] of lines.entries()) {
    const l = raw.slice(0, 2000);
    if (!l.includes(bare) && !(stemOnly.length >= 3 && l.includes(stemOnly))) continue;
    const imported = !DATA_FILE.test(token) && imports.test(l);
    if (imported || starts.test(l))
      return {
        line: i + 1,
        imported,
        chmod: chmod.test(text),
        hiddenRun:
          /-WindowStyle\s+["']?Hidden\b|\bnohup\b|>\s*\/dev\/null\s+2>&1\s*&|\bCreateNoWindow\b|\bdetached\s*:\s*true/i.test(
            l,
          ),
      };
  }
  return undefined;
}

/** Where 1-based `line` starts: slicing there equals splitting into lines and joining them again, without the copies. */
function lineStart(text: string, line: number): number {
  let at = 0;
  for (let i = 1; i < line; i++) {
    const nl = text.indexOf("\n", at);
    if (nl === -1) return text.length;
    at = nl + 1;
  }
  return at;
}

/**
 * A download saved to a path and that path run, in the same file or another file of the skill, when the
 * program is imported, kept in a hidden place or started hidden: at the run, naming both.
 */
export function downloadRuns(skill: AuditSkillView, why: string): SkillHit[] {
  // Downloads are requests: only files with a request signal are read for them.
  const withRequest = new Set(skill.signals.filter((s) => s.rule === "signal-request").map((s) => s.file));
  for (const f of skill.files)
    if (CODE_FILE.test(f.path) && CODE_REQUEST.test(f.text)) withRequest.add(f.path);
  if (withRequest.size === 0) return [];
  const saved = skill.files
    .filter((f) => withRequest.has(f.path) && !/(?:^|\/)(?:tests?)\//.test(f.path))
    .flatMap((f) => savedIn(f));
  for (const s of saved)
    for (const f of skill.files) {
      // A variable is the same file only inside the script that set it.
      if (s.token.startsWith("$") && !ENV_PATH.test(s.token) && f.path !== s.file) continue;
      const run = runOf(s.token, f.path === s.file ? f.text.slice(lineStart(f.text, s.line)) : f.text);
      // Made executable and run is the issue's explicit raiser, but for a vendor's own installer host.
      const chmodRun = run?.chmod === true && !s.official;
      if (!run || !(run.imported || s.hidden || run.hiddenRun || chmodRun || s.outside)) continue;
      const at = f.path === s.file ? run.line + s.line - 1 : run.line;
      const how = run.imported
        ? "imports it into the running program"
        : s.hidden
          ? "runs it from a temporary or hidden folder"
          : run.hiddenRun
            ? "starts it hidden"
            : chmodRun
              ? "makes it executable and runs it"
              : "runs a script or program its code fetched from an outside host";
      return [
        {
          file: f.path,
          line: at,
          match: s.token,
          why: `${why}: downloads a file to ${s.token} (${s.file}:${s.line}) → ${how} (${f.path}:${at})`,
        },
      ];
    }
  return [];
}
