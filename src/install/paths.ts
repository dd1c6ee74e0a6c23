import { lstatSync } from "node:fs";
import { SKILL_LIMITS } from "../util/skill-limits.js";

// Paths that come from a source (an index, an archive, a repository) are data, never trusted.

const MAX_PATH_BYTES = 1024;
const MAX_DEPTH = SKILL_LIMITS.maxDepth;

/**
 * The path in canonical `a/b/c` form when it is a safe relative file path: no absolute path, no
 * drive letter, no `.`/`..`/empty component, no backslash, no control character, no dot-git
 * directory; otherwise undefined.
 */
export function safeRelativePath(path: string): string | undefined {
  if (typeof path !== "string" || path === "" || Buffer.byteLength(path) > MAX_PATH_BYTES) return undefined;
  if (/[\u0000-\u001f\u007f\\]/.test(path) || path.startsWith("/") || /^[A-Za-z]:/.test(path))
    return undefined;
  const parts = path.split("/");
  if (parts.length > MAX_DEPTH) return undefined;
  for (const p of parts) {
    if (p === "" || p === "." || p === ".." || p.toLowerCase() === ".git") return undefined;
  }
  return parts.join("/");
}

/** True when something (a file, a folder, even a dangling link) is at `p`: lstat, never following a link. */
export function pathPresent(p: string): boolean {
  try {
    lstatSync(p);
    return true;
  } catch {
    return false;
  }
}
