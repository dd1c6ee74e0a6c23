// Where an install is sent without an index option: a lock file whose entries resolve to another host (yarn,
// pnpm, poetry, uv, Pipfile, Gemfile, Cargo, bun: `npm ci`, `poetry install`, `uv sync` fetch exactly those URLs),
// and git's `url.<base>.insteadOf`, which rewrites every clone and VCS install of a forge or registry to another
// host (`git config --global url."https://x/".insteadOf "https://github.com/"`, a shipped .gitconfig).

import type { AuditLine, AuditText, TextHit } from "../rule-types.js";
import { eachMatch, startsOf } from "../text.js";
import { keptAs, TEST_FILE } from "./package-keep.js";

const LOCK_FILE =
  /(?:^|\/)(?:yarn\.lock|pnpm-lock\.ya?ml|poetry\.lock|uv\.lock|pdm\.lock|Pipfile\.lock|Gemfile\.lock|Cargo\.lock|bun\.lock|pixi\.lock|conda-lock\.ya?ml)$/i;
/** A lock entry's source: `resolved "URL"`, `tarball: URL`, `url = "URL"`, `registry = "URL"`, `remote: URL`, `"url": "URL"`. */
const LOCK_URL =
  /(?:\b(?:resolved|tarball|url|registry|remote|source)["']?\s{0,3}[=:]?\s{0,3}["']?(?:registry\+|git\+|sparse\+)?)(https?:\/\/[^\s"'`<>)\],]{1,500})/gi;

/** `url."BASE".insteadOf` (a command) or `[url "BASE"]` (a config file) with `insteadOf` on it or the next two lines. */
const REWRITE_BASE =
  /\burl\.["']?(https?:\/\/[^\s"'`<>]{1,500}?)["']?\.insteadof\b|^\s{0,8}\[url\s{1,4}"(https?:\/\/[^\s"]{1,500})"\s{0,4}\]/gi;
const INSTEAD_OF = /\binsteadof\b/i;
/** What every REWRITE_BASE match holds, asked of a line first. */
const REWRITE_NEAR = /\burl\.["']?https?:\/\/|\[url\s{1,4}"https?:\/\//i;

/** Sources a lock file or a git URL rewrite names on a host that is not known (sources kept as a company's go to `company`). */
export function redirectSources(
  file: AuditText,
  lines: readonly AuditLine[],
  company?: TextHit[],
): TextHit[] {
  const out: TextHit[] = [];
  if (TEST_FILE.test(file.path)) return out;
  const lock = LOCK_FILE.test(file.path);
  let starts: readonly number[] | undefined;
  const push = (url: string, index: number): boolean => {
    starts ??= startsOf(file);
    const kept = keptAs(file, starts, url, index);
    if (kept === "kept") return false;
    (kept === "company" ? company : out)?.push({ index, length: url.length });
    return true;
  };
  for (const line of lines) {
    if (!line.text.includes("://")) continue;
    let seen = 0;
    let done = false;
    if (lock)
      eachMatch(LOCK_URL, line.text, (m) => {
        // One hit a line, from its first URLs: a long line stays linear.
        if (done || ++seen > 20) return;
        const url = m[1]!;
        done = push(url, line.index + m.index + m[0].length - url.length);
      });
    // A rewrite's base on the line (the file's text is never scanned whole: most files have none), named by
    // `insteadOf` on its line or, in a config file, on one of the next two.
    else if (REWRITE_NEAR.test(line.text) && INSTEAD_OF.test(nextLines(file, line, 3)))
      eachMatch(REWRITE_BASE, line.text, (m) => {
        if (done || ++seen > 20) return;
        const url = m[1] ?? m[2]!;
        done = push(url, line.index + m.index + m[0].indexOf(url));
      });
  }
  return out;
}

/** The line and up to `n - 1` lines after it, at most 600 characters past its end. */
function nextLines(file: AuditText, line: AuditLine, n: number): string {
  let end = line.index + line.text.length;
  for (let k = 1; k < n; k++) {
    const next = file.text.indexOf("\n", end + 1);
    if (next < 0 || next - line.index - line.text.length > 600) {
      end = next < 0 ? file.text.length : end;
      break;
    }
    end = next;
  }
  return file.text.slice(line.index, Math.min(end, line.index + line.text.length + 600));
}
