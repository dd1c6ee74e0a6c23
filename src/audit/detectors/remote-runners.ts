// Round 23 (audit-download4): tools that fetch code and run or install it in one step, without a pipe: a
// manifest applied from a URL (`kubectl apply -f URL`), a package runner given a repository or URL instead of a
// registry name (`npx github:o/r`, `bunx`, `pnpm dlx`, `pipx run --spec git+…`, `uvx --from`, `uv run URL`,
// `deno run URL`, `nix run github:…`), Windows app packages from a URL (`Add-AppxPackage -Uri`,
// `ms-appinstaller:?source=`, `msiexec /i URL`) and rpm/dnf/yum/zypper installs of a URL. They are classified
// like a pipe (execution.ts): medium, high from an untrusted host, out of sight, as a standing or hidden order,
// in a file that runs by itself, or with the tool's own checks lifted (`--accept-flake-config`, `--nogpgcheck`).
import type { AuditLine, TextHit } from "../rule-types.js";
import { compileNow, escapeRe } from "../text.js";

/** Words one of the runners below needs on its line (the rule's hint words too). */
export const RUNNER_HINTS = [
  "kubectl",
  "npx",
  "bunx",
  "pnpx",
  "dlx",
  "npm exec",
  "bun x",
  "pipx",
  "uvx",
  "uv run",
  "uv tool run",
  "deno run",
  "nix ",
  "add-appxpackage",
  "ms-appinstaller",
  "msiexec",
  "rpm ",
  "dnf ",
  "yum ",
  "zypper ",
  "source(",
  "source_url(",
  "gh ext",
];
/**
 * A line that may hold a runner: one of RUNNER_HINTS, a space in one read as any run of whitespace (RUNNER's
 * `\s+`). Every RUNNER match holds one of these words, so the test only skips lines RUNNER cannot match.
 */
const MAY_RUN = new RegExp(
  RUNNER_HINTS.map((w) => escapeRe(w).replace(/ /g, String.raw`\s+`)).join("|"),
  "i",
);

/** A URL, or a forge shorthand package runners accept (`github:owner/repo`), as the fetched source. */
const SOURCE = String.raw`["']?(?:https?:\/\/|git\+(?:https?|ssh):\/\/|git:\/\/|(?:github|gitlab|bitbucket|sourcehut):)[^\s"'|;&<>]{1,300}`;

const RUNNER = new RegExp(
  [
    String.raw`\bkubectl\s+(?:apply|create|replace)\b[^\n|;&]{0,200}?\s(?:-f|--filename)(?:=|\s{1,3})${SOURCE}`,
    String.raw`\b(?:npx|bunx|pnpx|(?:pnpm|yarn)\s+dlx|npm\s+exec|bun\s+x)\s+(?:-{1,2}[\w-]{1,30}(?:=\S{1,60})?\s+){0,4}${SOURCE}`,
    String.raw`\b(?:pipx\s+run|uvx|uv\s+tool\s+run)\b[^\n|;&]{0,120}?--(?:spec|from)(?:=|\s{1,3})${SOURCE}`,
    String.raw`\b(?:uv|deno)\s+run\s+(?:-{1,2}[\w-]{1,40}(?:=\S{1,60})?\s+){0,6}${SOURCE}`,
    String.raw`\bnix\s+(?:run|shell|develop|profile\s+install)\s+(?:-{1,2}[\w-]{1,40}\s+){0,4}${SOURCE}[^\n|;&]{0,160}`,
    String.raw`\bAdd-AppxPackage\b[^\n|;&]{0,120}?-(?:Uri|Path|AppInstallerFile)\s+${SOURCE}`,
    String.raw`\bms-appinstaller:\/?\/?\?source=https?:\/\/[^\s"'|;&<>]{1,300}`,
    String.raw`\bmsiexec(?:\.exe)?\s+(?:\/\w{1,10}\s+){0,3}\/(?:i|package)\s+${SOURCE}`,
    // gh runs an extension's executable from its repository (`gh extension install owner/repo`).
    String.raw`\bgh\s+(?:extension|ext)\s+install\s+(?:https:\/\/github\.com\/)?[\w.-]{1,100}\/[\w.-]{1,100}`,
    // R's source() and devtools' source_url() of a URL run its code in the session.
    String.raw`\b(?:source|source_url)\(\s*["']https?:\/\/[^\s"'|;&<>]{1,300}`,
    String.raw`\b(?:rpm\s+-[iUvh]{1,4}|(?:dnf|yum)\s+(?:-y\s+)?(?:install|localinstall)|zypper\s+(?:in|install))\s+(?:-\S{1,30}\s+){0,3}${SOURCE}`,
  ].join("|"),
  "gi",
);

/** A check the tool makes lifted on the run's line: a flake's own settings accepted, package signatures not checked. */
export const RUNNER_CHECKS_OFF =
  /--accept-flake-config\b|\bsnap\s+install\b[^\n]{0,80}--(?:dangerous|devmode)\b|\bdeno\s+run\b[^\n]{0,80}\s(?:-A|--allow-all)\b|--option\s+(?:substituters|trusted-public-keys|require-sigs)\b|--nogpgcheck\b|--no-gpg-checks?\b|--nosignature\b|-AllowUnsigned\b|--insecure\b/i;

/** A forge shorthand read as its URL, so the pipe rules' host tests apply (`github:o/r` → `https://github.com/o/r`). */
export const forgeUrls = (shown: string): string =>
  shown
    .replace(/^(gh\s+(?:extension|ext)\s+install\s+)(?!https?:)/i, "$1https://github.com/")
    .replace(/\b(github|gitlab|bitbucket):(?!\/\/)/gi, (_, f: string) =>
      f.toLowerCase() === "bitbucket" ? "https://bitbucket.org/" : `https://${f.toLowerCase()}.com/`,
    );

/** Runners read per line: a finding is one per line, and each hit is classified in a window of its own. */
const PER_LINE = 3;

/** The runners of a URL or repository on the given lines, the first few of each. */
export function remoteRunners(lines: readonly AuditLine[]): TextHit[] {
  const out: TextHit[] = [];
  for (const l of lines) {
    if (!MAY_RUN.test(l.text)) continue;
    compileNow(RUNNER, l.text);
    RUNNER.lastIndex = 0;
    for (let n = 0, m = RUNNER.exec(l.text); m !== null && n < PER_LINE; n++, m = RUNNER.exec(l.text))
      out.push({ index: l.index + m.index, length: m[0].length });
    RUNNER.lastIndex = 0;
  }
  return out;
}
