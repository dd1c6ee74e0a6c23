import { lstat, readdir } from "node:fs/promises";
import { join, relative, sep } from "node:path";

// Which files a subagent changed: a stat snapshot of the workspace before and after its run. Bounded
// (entries and depth), skipping .git and node_modules. Siblings running at the same time share the
// workspace, so a file one of them changed shows in the other's list too.

export const MAX_SNAPSHOT_ENTRIES = 20_000;
const MAX_DEPTH = 12;
const SKIP = new Set([".git", "node_modules"]);

export type Snapshot = ReadonlyMap<string, string>;

export async function snapshotWorkspace(root: string, signal?: AbortSignal): Promise<Snapshot> {
  const out = new Map<string, string>();
  const walk = async (dir: string, depth: number): Promise<void> => {
    if (depth > MAX_DEPTH || out.size >= MAX_SNAPSHOT_ENTRIES || signal?.aborted) return;
    let entries: import("node:fs").Dirent[];
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const e of entries) {
      if (out.size >= MAX_SNAPSHOT_ENTRIES) return;
      const path = join(dir, e.name);
      if (e.isDirectory()) {
        if (!SKIP.has(e.name)) await walk(path, depth + 1);
        continue;
      }
      try {
        const s = await lstat(path);
        out.set(relative(root, path).split(sep).join("/"), `${s.size}:${s.mtimeMs}:${s.ino}:${s.mode}`);
      } catch {
        // Gone since readdir.
      }
    }
  };
  await walk(root, 0);
  return out;
}

export interface FileChanges {
  readonly added: readonly string[];
  readonly modified: readonly string[];
  readonly deleted: readonly string[];
}

export function diffSnapshots(before: Snapshot, after: Snapshot): FileChanges {
  const added: string[] = [];
  const modified: string[] = [];
  const deleted: string[] = [];
  for (const [path, stamp] of after) {
    const was = before.get(path);
    if (was === undefined) added.push(path);
    else if (was !== stamp) modified.push(path);
  }
  for (const path of before.keys()) if (!after.has(path)) deleted.push(path);
  return { added: added.sort(), modified: modified.sort(), deleted: deleted.sort() };
}
