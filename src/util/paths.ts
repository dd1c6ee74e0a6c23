import * as nodeFs from "node:fs";
import { basename, dirname, isAbsolute, join, relative, resolve, sep } from "node:path";

// Path predicates every stage needs (trust, the resource gate, the agent's file tools, watch, config):
// one definition, so "inside" means the same thing everywhere.

/**
 * True when `child` is `parent` itself or below it, compared lexically: both are resolved first (a
 * trailing separator, `.` and `..` segments, a relative path against the working directory), so
 * `/a/b/` contains `/a/b` and `/a/b/../c` is not in `/a/b`; `/a/bc` is not in `/a/b`; everything is in
 * `/`. Symlinks are not followed: pass canonical paths (`canonicalPath`, realpath) where a link could
 * lead out. A caller that must refuse the directory itself checks equality on its own.
 */
export function isWithin(parent: string, child: string): boolean {
  const rel = relative(parent, child);
  return rel === "" || (rel !== ".." && !rel.startsWith(`..${sep}`) && !isAbsolute(rel));
}

/**
 * The canonical form of a path: symlinks resolved. A path that does not exist (yet) is canonicalised
 * through its longest existing ancestor, so trusting a directory before creating it still matches later.
 */
export function canonicalPath(
  path: string,
  realpath: (p: string) => string = nodeFs.realpathSync.native,
): string {
  const abs = resolve(path);
  const rest: string[] = [];
  for (let dir = abs; ; dir = dirname(dir)) {
    try {
      return rest.length === 0 ? realpath(dir) : join(realpath(dir), ...rest.reverse());
    } catch {
      if (dirname(dir) === dir) return abs;
      rest.push(basename(dir));
    }
  }
}

/**
 * True when `path` exists and is owned by this user or root. A `.git` another user owns does not make
 * a git root (as git's "dubious ownership" rule): planted in a shared directory (`/tmp/.git`) it would
 * make every directory below one project, so `skillport trust` run in `/tmp/mine` would trust `/tmp`,
 * with whatever that user put in `/tmp/.agents/skills`.
 */
function ownedHere(path: string, stat: (p: string) => { uid?: number }): boolean {
  try {
    const uid = stat(path).uid;
    const euid = process.geteuid?.();
    return uid === undefined || euid === undefined || uid === euid || uid === 0;
  } catch {
    return false;
  }
}

/**
 * The git root above `cwd` (a `.git` file or directory of this user or root), or undefined outside git.
 * `stat` is discovery's file-system boundary when discovery asks (tests inject faults through it).
 */
export function findGitRoot(
  cwd: string,
  stat: (p: string) => { uid?: number } = nodeFs.statSync,
): string | undefined {
  for (let dir = resolve(cwd); ; dir = dirname(dir)) {
    if (ownedHere(join(dir, ".git"), stat)) return dir;
    if (dirname(dir) === dir) return undefined;
  }
}
