import { realpathSync } from "node:fs";
import { basename, dirname, isAbsolute, join, relative, resolve, sep } from "node:path";
import { findGitRoot, homeOption } from "../discovery/roots.js";
import { homeDirectory } from "../util/base-dirs.js";

// The user's files must not come from the project being loaded. A relative XDG_CONFIG_HOME is ignored
// for that reason; an absolute one can point into the project too: CI often sets
// XDG_CACHE_HOME=$GITHUB_WORKSPACE/.cache, which is the checked-out repository, so the repository
// could ship a memo (a catalog replayed as if loaded), a trust store trusting itself or a config with
// "allowShell": true.

function canonical(path: string): string {
  const rest: string[] = [];
  for (let dir = resolve(path); ; dir = dirname(dir)) {
    try {
      return join(realpathSync.native(dir), ...rest.reverse());
    } catch {
      if (dirname(dir) === dir) return resolve(path);
      rest.push(basename(dir));
    }
  }
}

const within = (parent: string, child: string): boolean => {
  const rel = relative(parent, child);
  return rel === "" || (rel !== ".." && !rel.startsWith(`..${sep}`) && !isAbsolute(rel));
};

/**
 * The project directory of `cwd` (git root, else cwd) when `path` is inside it, else undefined. A
 * "project" holding the home directory (running in `~`, a dotfiles repository at `~`) is the user's
 * own place, not a checkout: its config directory is the user's.
 */
export function projectHolding(
  path: string,
  cwd: string,
  home: string = homeDirectory(),
): string | undefined {
  const project = canonical(findGitRoot(cwd) ?? cwd);
  if (within(project, canonical(home))) return undefined;
  return within(project, canonical(path)) ? project : undefined;
}

/**
 * A load's cache directory, or undefined when it has none or it lies inside the project being loaded
 * (XDG_CACHE_HOME=$GITHUB_WORKSPACE/.cache): what a checkout shipped there — an output memo replayed
 * as if loaded, a saved search index of its choosing — must not be served. The one rule for every
 * cache that names no file it must match (the parse cache checks each entry against its file).
 */
export function cacheDirOutsideProject(options: {
  readonly cache?: { readonly dir: string } | false;
  readonly cwd?: string;
  readonly home?: string;
}): string | undefined {
  if (!options.cache) return undefined;
  const cwd = options.cwd ?? process.cwd();
  return projectHolding(options.cache.dir, cwd, homeOption(options.home)) === undefined
    ? options.cache.dir
    : undefined;
}
