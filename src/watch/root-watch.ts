import { lstatSync } from "node:fs";
import { join, resolve, sep } from "node:path";
import type { FSWatcher } from "chokidar";
import { REPORT_EXTRA_DEPTH } from "../discovery/walk.js";
import type { Root } from "../types.js";
import { type PathWaiter, pathExists, waitForPath } from "./paths.js";
import type { FsEvent } from "./plan.js";
import { isWithin } from "./state.js";

// The file-system edge of live reload: one chokidar watcher per root, or a cheap ancestor waiter for a
// root that does not exist yet.

const KEEP_FILES = new Set([".gitignore", ".ignore"]);

/** chokidar's `ignored`: dot entries (but ignore files) and node_modules below the root (D5). */
function ignoredBelow(rootPath: string): (path: string) => boolean {
  const prefix = rootPath.endsWith(sep) ? rootPath : rootPath + sep;
  return (path) => {
    if (!path.startsWith(prefix)) return false;
    for (const part of path.slice(prefix.length).split(sep)) {
      if (part === "node_modules") return true;
      if (part.charCodeAt(0) === 46 && !KEEP_FILES.has(part)) return true;
    }
    return false;
  };
}

export interface RootWatch {
  root: Root;
  fsw?: FSWatcher;
  waiter?: PathWaiter;
}

export interface RootWatchContext {
  readonly chokidarWatch: typeof import("chokidar").watch;
  readonly usePolling: boolean;
  readonly push: (key: string, event: FsEvent) => void;
  readonly emitError: (e: unknown) => void;
}

export /** Starts the file-system watcher of one root (or a waiter for a root that does not exist yet). */
async function startWatching(ctx: RootWatchContext, key: string, w: RootWatch): Promise<void> {
  const { push, emitError } = ctx;
  const rootPath = w.root.path;
  if (!pathExists(rootPath)) {
    w.waiter = waitForPath(rootPath, () => push(key, { type: "addDir", path: rootPath }));
    // The root may have appeared between the check and the waiter.
    if (pathExists(rootPath)) push(key, { type: "addDir", path: rootPath });
    return;
  }
  const fsw = ctx.chokidarWatch(rootPath, {
    ignoreInitial: true,
    followSymlinks: true,
    depth: w.root.depth + REPORT_EXTRA_DEPTH,
    ignored: ignoredBelow(rootPath),
    usePolling: ctx.usePolling,
    persistent: true,
  });
  w.fsw = fsw;
  fsw.on("all", (type, path) => {
    if (
      type === "add" ||
      type === "change" ||
      type === "unlink" ||
      type === "addDir" ||
      type === "unlinkDir"
    ) {
      push(key, { type, path: resolve(path) });
    }
  });
  fsw.on("raw", (type, name, details) => {
    // A symlink replaced in place (`ln -sfn`) gives chokidar no event of its own.
    if (type !== "rename" || !name) return;
    const watched = (details as { watchedPath?: string } | undefined)?.watchedPath;
    if (!watched) return;
    const path = join(watched, String(name));
    if (!isWithin(path, rootPath)) return;
    try {
      if (lstatSync(path).isSymbolicLink()) push(key, { type: "link", path });
    } catch {
      // gone again: chokidar reports the removal
    }
  });
  fsw.on("error", emitError);
  await new Promise<void>((ready) => fsw.once("ready", () => ready()));
}

/** Stops one root's watcher and waiter. */
export async function stopRootWatch(w: RootWatch): Promise<void> {
  w.waiter?.close();
  w.waiter = undefined;
  const fsw = w.fsw;
  w.fsw = undefined;
  await fsw?.close();
}
