// Finding skills in a directory tree (a local directory or a clone) and reading each one into
// memory. The tree is data from someone else: links are never followed (a link in a repository can
// point at the user's own files), special files are skipped, and sizes and counts are capped.
import { closeSync, constants as fsc, fstatSync, lstatSync, openSync, readdirSync, readSync } from "node:fs";
import { join } from "node:path";
import { CODES, diag } from "../diagnostics.js";
import type { Diagnostic } from "../types.js";
import { NOT_INSTALLED_NAMES, SKILL_LIMITS, type SkillLimits } from "../util/skill-limits.js";
import { INSTALL_CODES, InstallError } from "./errors.js";
import type { SkillFile } from "./place.js";

export type { SkillLimits } from "../util/skill-limits.js";

/** Size, count and depth limits of one skill (also used for archives): the audit reads by the same. */
export const DEFAULT_LIMITS: SkillLimits = SKILL_LIMITS;

/** How deep below the source directory SKILL.md files are looked for. */
const MAX_SEARCH_DEPTH = 8;
const MAX_SEARCH_ENTRIES = 200_000;
const SKIP_DIRS = new Set(["node_modules", ".git"]);

const isDirNoFollow = (p: string): boolean => {
  try {
    return lstatSync(p).isDirectory();
  } catch {
    return false;
  }
};

/**
 * The skill directories under `dir`: `dir` itself when it holds a SKILL.md, else every directory
 * holding one (dot and node_modules directories are not searched; a skill's own subdirectories
 * belong to it).
 */
export function findSkillDirs(dir: string): string[] {
  const out: string[] = [];
  let seen = 0;
  const walk = (abs: string, rel: string, depth: number) => {
    let entries: import("node:fs").Dirent[];
    try {
      entries = readdirSync(abs, { withFileTypes: true });
    } catch {
      return;
    }
    seen += entries.length;
    if (seen > MAX_SEARCH_ENTRIES) {
      throw new InstallError(
        INSTALL_CODES.tooLarge,
        `The source has more than ${MAX_SEARCH_ENTRIES} entries to search for skills; point at the directory that holds them (owner/repo/path or a subdirectory).`,
      );
    }
    if (entries.some((e) => e.name === "SKILL.md" && e.isFile())) {
      out.push(rel);
      return;
    }
    if (depth >= MAX_SEARCH_DEPTH) return;
    for (const e of entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
      if (!e.isDirectory() || SKIP_DIRS.has(e.name) || e.name.startsWith(".")) continue;
      walk(join(abs, e.name), rel ? `${rel}/${e.name}` : e.name, depth + 1);
    }
  };
  walk(dir, "", 0);
  return out;
}

/** Reads one file with O_NOFOLLOW and a size cap. */
function readCapped(path: string, max: number): Buffer {
  const fd = openSync(path, fsc.O_RDONLY | (fsc.O_NOFOLLOW ?? 0) | (fsc.O_NONBLOCK ?? 0));
  try {
    const st = fstatSync(fd);
    if (!st.isFile()) throw new InstallError(INSTALL_CODES.archiveUnsafe, `${path} is not a regular file.`);
    if (st.size > max) {
      throw new InstallError(
        INSTALL_CODES.tooLarge,
        `${path} is ${st.size} bytes, over the limit of ${max} bytes per file.`,
      );
    }
    const buf = Buffer.alloc(st.size);
    let off = 0;
    while (off < buf.length) {
      const n = readSync(fd, buf, off, buf.length - off, off);
      if (n === 0) break;
      off += n;
    }
    return off === buf.length ? buf : buf.subarray(0, off);
  } finally {
    closeSync(fd);
  }
}

/**
 * Reads every file of the skill directory `dir` into memory. Symbolic links and special files are
 * left out with a warning (never followed); `.git` is left out. Throws `install-too-large`.
 */
export function readSkillTree(
  dir: string,
  limits: SkillLimits = DEFAULT_LIMITS,
): { files: SkillFile[]; diagnostics: Diagnostic[] } {
  const files: SkillFile[] = [];
  const diagnostics: Diagnostic[] = [];
  let total = 0;
  const walk = (abs: string, rel: string, depth: number) => {
    for (const e of readdirSync(abs, { withFileTypes: true })) {
      const path = join(abs, e.name);
      const r = rel ? `${rel}/${e.name}` : e.name;
      if (NOT_INSTALLED_NAMES.has(e.name)) continue;
      if (e.isSymbolicLink()) {
        diagnostics.push(
          diag(
            "warning",
            CODES.installSkippedEntry,
            `${r} is a symbolic link; it was not installed (links are never followed).`,
            path,
          ),
        );
      } else if (e.isDirectory()) {
        if (depth >= (limits.maxDepth ?? SKILL_LIMITS.maxDepth))
          throw new InstallError(INSTALL_CODES.tooLarge, `${path} is nested too deeply.`);
        walk(path, r, depth + 1);
      } else if (e.isFile()) {
        if (files.length >= limits.maxFiles) {
          throw new InstallError(
            INSTALL_CODES.tooLarge,
            `The skill at ${dir} has more than ${limits.maxFiles} files; refused.`,
          );
        }
        const data = readCapped(path, limits.maxFileBytes);
        total += data.length;
        if (total > limits.maxSkillBytes) {
          throw new InstallError(
            INSTALL_CODES.tooLarge,
            `The skill at ${dir} is larger than ${limits.maxSkillBytes} bytes; refused.`,
          );
        }
        const st = lstatSync(path);
        files.push({ path: r, data, executable: (st.mode & 0o111) !== 0 });
      } else {
        diagnostics.push(
          diag(
            "warning",
            CODES.installSkippedEntry,
            `${r} is not a regular file or directory; it was not installed.`,
            path,
          ),
        );
      }
    }
  };
  walk(dir, "", 0);
  return { files, diagnostics };
}

/** Checks that `sub` (relative) leads from `dir` to a directory without passing a link. */
export function subdirNoLinks(dir: string, sub: string): string | undefined {
  let cur = dir;
  for (const part of sub.split("/")) {
    cur = join(cur, part);
    if (!isDirNoFollow(cur)) return undefined;
  }
  return cur;
}
