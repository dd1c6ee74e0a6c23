// Installs from a package index or URL that is not a known public one: pip/uv/npm index options and settings,
// tarball and wheel URLs (package-sources.ts and package-feeds.ts read the other managers and shapes).
import type { AuditLine, AuditText, TextHit } from "../rule-types.js";
import { eachMatch, lineOf, startsOf, window } from "../text.js";
import { keptAs, TEST_FILE } from "./package-keep.js";

export const INDEX_INSTALL =
  /(?:--(?:extra-)?index-url|--index|--registry|--source|--find-links|(?:^|\s)-[if]|PIP_(?:EXTRA_)?INDEX_URL|UV_(?:EXTRA_)?INDEX_URL|UV_DEFAULT_INDEX|npm_config_registry|NPM_CONFIG_REGISTRY|registry|index-url|global\.index-url)["',\s]{0,40}[=:]?\s{0,4}(?:[fr]?["'])?(https?:\/\/[^\s"'`,)\]]{1,300})|"[\w@/.-]{1,214}"\s*:\s*"(https?:\/\/[^"\s]{1,300}\.(?:tgz|tar\.gz))"|\b(?:npm|pnpm|yarn|bun|npx)\b(?![./-])[^\n]{0,60}?\s(?:i|install|add|-y|x|dlx)?\s{0,4}["']?(https?:\/\/[^\s"'`,)\]]{1,300}\.(?:tgz|tar\.gz|zip))|\b(?:pip3?|uv\s+pip|pipx|python[23]?\s+-m\s+pip)\s+install\b[^\n]{0,120}?\s["']?(https?:\/\/[^\s"'`,)\]]{1,300}\.(?:whl|tar\.gz|zip|tgz))/gi;

/** Files whose every line is an install setting: requirements, pip/uv/npm/yarn configuration. */
const INSTALL_CONFIG =
  /(?:^|\/)(?:requirements[\w.-]{0,40}\.(?:txt|in)|constraints[\w.-]{0,40}\.txt|pip\.(?:conf|ini)|\.npmrc|\.yarnrc(?:\.yml)?|uv\.toml|pyproject\.toml|Pipfile|poetry\.toml)$/i;
/**
 * A requirements file under another name (`deps.txt`, `requirements/gpu.in`): pip reads any file given to `-r`, so
 * a `.txt`/`.in` line that starts with an index option is one of its lines.
 */
const REQUIREMENTS_LIKE = /\.(?:txt|in)$/i;
const REQUIREMENTS_LINE = /^\s{0,8}(?:--(?:extra-)?index-url|--find-links|-[if])(?:=|\s)/;
const PACKAGE_TOOL = /\b(?:pip|uv|npm|pnpm|yarn|bun|npx|poetry|gem|cargo|conda|install(?!\.)|PIP_|UV_|NPM_)/i;
const PIP_BEFORE =
  /\b(?:pip[23]?(?:\.\d{1,2})?|uv\s+(?:pip|add|sync)|pipx|python[23]?(?:\.\d{1,2})?\s+-m\s+pip|conda|mamba|micromamba|easy_install)\b/;

const SCOPED_REGISTRY = /@[\w.-]{1,100}:$/;

/**
 * Installs from a package index or URL that is not a known public one (loopback registries are fine). Sources kept
 * only as a company's registry (package-keep.ts `keptAs`) go to `company` when given.
 */
export function customIndex(file: AuditText, lines: readonly AuditLine[], company?: TextHit[]): TextHit[] {
  const out: TextHit[] = [];
  const starts = startsOf(file);
  const named = INSTALL_CONFIG.test(file.path);
  const requirementsLike = !named && REQUIREMENTS_LIKE.test(file.path);
  // A test's fixture (a lock file entry in test_*.py) installs nothing.
  if (TEST_FILE.test(file.path)) return out;
  for (const line of lines) {
    const config = named || (requirementsLike && REQUIREMENTS_LINE.test(line.text));
    // The line and the next: an argument list wrapped after the option (`"--index-url",\n "https://…"`).
    const l = window(file.text, starts, lineOf(starts, line.index), 0, 1);
    // Every shape holds a URL: most lines hinted here (`index`, ` -f `) hold none, and INDEX_INSTALL is not tried.
    if (!l.text.includes("://")) continue;
    // Asked once a line, not once a match: a long line of settings stays linear.
    let tool: boolean | undefined;
    let pipAt: number | undefined;
    eachMatch(INDEX_INSTALL, l.text, (m) => {
      if (m.index >= line.text.length) return;
      const url = m[1] ?? m[2] ?? m[3] ?? m[4] ?? "";
      // `-i`/`-f` are pip's only after pip (`curl -I`, `kubectl apply -f URL` install nothing).
      if (/^\s?-[IF]\b/.test(m[0])) return;
      if (/^\s?-[if]\b/.test(m[0]) && !config) {
        pipAt ??= l.text.search(PIP_BEFORE);
        if (!(pipAt >= 0 && pipAt < m.index)) return;
      }
      // An index setting needs an install or a package tool in reach; a bare URL install is one.
      tool ??= PACKAGE_TOOL.test(l.text);
      if (m[1] && !config && !tool) return;
      // `@company:registry=…` serves only that scope's own packages (a company's internal ones).
      if (
        m[0].startsWith("registry") &&
        SCOPED_REGISTRY.test(l.text.slice(Math.max(0, m.index - 60), m.index))
      )
        return;
      // Known and private hosts, a company's own registry, a labelled bad example (package-sources.ts).
      const kept = keptAs(file, starts, url, l.index + m.index + m[0].indexOf(url));
      if (kept === "no") out.push({ index: l.index + m.index, length: m[0].length });
      else if (kept === "company") company?.push({ index: l.index + m.index, length: m[0].length });
    });
  }
  return out;
}
