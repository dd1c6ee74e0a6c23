import { readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";

interface PackageInfo {
  readonly root: string;
  readonly version: string;
}

let found: PackageInfo | undefined;

/**
 * The installed package: the nearest directory above this module whose package.json is skillport's.
 * Searched, not computed, because this module's depth differs between the library bundle (dist/chunks/),
 * the CLI bundle (dist/cli/ or dist/cli/chunks/) and the sources (src/util/).
 */
function packageInfo(): PackageInfo {
  if (found) return found;
  const here = dirname(fileURLToPath(import.meta.url));
  for (let dir = here; ; ) {
    try {
      const pkg = JSON.parse(readFileSync(resolve(dir, "package.json"), "utf8")) as {
        name?: unknown;
        version?: unknown;
      };
      if (pkg.name === "skillport") {
        found = { root: dir, version: typeof pkg.version === "string" ? pkg.version : "0.0.0" };
        return found;
      }
    } catch {
      // No readable package.json here: keep looking further up.
    }
    const up = dirname(dir);
    if (up === dir) break;
    dir = up;
  }
  // Not inside the package (copied or re-bundled elsewhere): the layout of the library bundle.
  found = { root: resolve(here, "..", ".."), version: "0.0.0" };
  return found;
}

/** The package's root directory (holds package.json and builtin/). */
export const packageRoot = (): string => packageInfo().root;

/** The package's version from its package.json ("0.0.0" if it cannot be read). */
export const packageVersion = (): string => packageInfo().version;
