import type { LoadOptions } from "../load.js";
import { projectHolding } from "../security/project-local.js";
import { homeDirectory } from "../util/base-dirs.js";

/**
 * Where a load's saved search index is kept: the parse cache's directory, unless the load has no
 * cache or that directory lies inside the project being loaded (XDG_CACHE_HOME=$GITHUB_WORKSPACE/.cache):
 * a checkout could ship an index of its choosing, as it could an output memo.
 */
export function searchCacheDir(load: LoadOptions): string | undefined {
  if (!load.cache) return undefined;
  const cwd = load.cwd ?? process.cwd();
  return projectHolding(load.cache.dir, cwd, load.home ?? homeDirectory()) === undefined
    ? load.cache.dir
    : undefined;
}
