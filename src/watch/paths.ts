import { watch as fsWatch, type FSWatcher as NodeFsWatcher, statSync } from "node:fs";
import { basename, dirname, relative, sep } from "node:path";

// Waiting for a path that may not exist yet (a skills root created after start, the trust store):
// one cheap node:fs watcher on the nearest existing ancestor, moved down as the path appears.

export interface PathWaiter {
  close(): void;
}

const exists = (p: string): boolean => {
  try {
    statSync(p);
    return true;
  } catch {
    return false;
  }
};

/** The nearest existing directory at or above `path`. */
export function nearestExisting(path: string): string {
  for (let dir = path; ; dir = dirname(dir)) {
    if (exists(dir)) return dir;
    if (dirname(dir) === dir) return dir;
  }
}

/**
 * Calls `onEvent` whenever something happens at `target` or on the way to it: watches the directory
 * that holds `target` (or, while that is missing, its nearest existing ancestor) and follows the
 * path down or up as directories appear and vanish. Never throws; watch errors re-arm the waiter.
 */
export function waitForPath(target: string, onEvent: () => void): PathWaiter {
  let watcher: NodeFsWatcher | undefined;
  let watched = "";
  let closed = false;

  const arm = (): void => {
    if (closed) return;
    const parent = dirname(target);
    const dir = nearestExisting(parent);
    if (watcher && dir === watched) return;
    watcher?.close();
    watcher = undefined;
    watched = dir;
    const rel = relative(dir, target);
    const next = rel === "" ? basename(target) : rel.split(sep)[0]!;
    try {
      watcher = fsWatch(dir, { persistent: true }, (_type, name) => {
        if (closed) return;
        const hit = name === null || name === next || String(name) === next;
        const moved = nearestExisting(parent) !== watched;
        if (moved) arm();
        if (hit || moved) onEvent();
      });
      watcher.on("error", () => {
        watcher?.close();
        watcher = undefined;
        watched = "";
        setTimeout(arm, 50).unref();
        onEvent();
      });
    } catch {
      watcher = undefined;
      watched = "";
    }
  };

  arm();
  return {
    close(): void {
      closed = true;
      watcher?.close();
      watcher = undefined;
    },
  };
}

export const pathExists = exists;
