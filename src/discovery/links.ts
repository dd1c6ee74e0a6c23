import { CODES, diag } from "../diagnostics.js";
import type { Diagnostic } from "../types.js";
import { errCode, errText } from "../util/fs-errors.js";
import type { DiscoveryFs } from "./fs.js";
// Walk primitives shared by the skills walker and the commands walker (D6, D8).

// The error helpers live in util/fs-errors.ts; re-exported for callers that import them from here.

/** The canonical directories from a root down to the current one: the symlink loop guard. */
export interface Chain {
  readonly real: string;
  readonly parent?: Chain;
}

export function onChain(chain: Chain | undefined, real: string): boolean {
  for (let c = chain; c; c = c.parent) if (c.real === real) return true;
  return false;
}

/** The diagnostic for a symlink that cannot be followed: dangling, a loop, or unreadable. */
export function linkDiagnostic(e: unknown, path: string): Diagnostic {
  const code = errCode(e);
  if (code === "ENOENT") {
    return diag(
      "warning",
      CODES.brokenLink,
      `Symlink ${path} points to a path that does not exist; it was skipped.`,
      path,
    );
  }
  if (code === "ELOOP") {
    return diag(
      "warning",
      CODES.symlinkLoop,
      `Symlink ${path} is a loop (it resolves to itself); it was skipped.`,
      path,
    );
  }
  return diag("warning", CODES.readFailed, `Cannot follow symlink ${path}: ${errText(e)}.`, path);
}

/**
 * Opens a root for walking: its canonical path, or the diagnostics that say why it cannot be walked.
 * A missing root is normal and silent.
 * @param label "Skills" or "Commands", for messages.
 */
export function openRoot(
  fs: DiscoveryFs,
  rootPath: string,
  label: string,
): { readonly real?: string; readonly diagnostics: Diagnostic[] } {
  try {
    if (!fs.stat(rootPath).isDirectory) {
      return {
        diagnostics: [
          diag(
            "warning",
            CODES.readFailed,
            `${label} root ${rootPath} is not a directory; it was skipped.`,
            rootPath,
          ),
        ],
      };
    }
    return { real: fs.realpath(rootPath), diagnostics: [] };
  } catch (e) {
    const code = errCode(e);
    if (code === "ENOENT" || code === "ENOTDIR") return { diagnostics: [] };
    if (code === "ELOOP") {
      return {
        diagnostics: [
          diag("warning", CODES.symlinkLoop, `${label} root ${rootPath} is a symlink loop.`, rootPath),
        ],
      };
    }
    return {
      diagnostics: [
        diag(
          "error",
          CODES.readFailed,
          `Cannot read ${label.toLowerCase()} root ${rootPath}: ${errText(e)}. Check its permissions.`,
          rootPath,
        ),
      ],
    };
  }
}
