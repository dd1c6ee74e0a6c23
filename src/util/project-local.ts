import { isAbsolute } from "node:path";
import { homeDirectory } from "./base-dirs.js";
import { canonicalPath, findGitRoot, isWithin } from "./paths.js";

// The user's files must not come from the project being loaded. A relative XDG_CONFIG_HOME is ignored
// for that reason; an absolute one can point into the project too: CI often sets
// XDG_CACHE_HOME=$GITHUB_WORKSPACE/.cache, which is the checked-out repository, so the repository
// could ship a memo (a catalog replayed as if loaded), a trust store trusting itself or a config with
// "allowShell": true.

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
  const project = canonicalPath(findGitRoot(cwd) ?? cwd);
  if (isWithin(project, canonicalPath(home))) return undefined;
  return isWithin(project, canonicalPath(path)) ? project : undefined;
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
  return projectHolding(
    options.cache.dir,
    cwd,
    options.home !== undefined && isAbsolute(options.home) ? options.home : homeDirectory(),
  ) === undefined
    ? options.cache.dir
    : undefined;
}
