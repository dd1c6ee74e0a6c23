// Leftovers of a process that died mid-write carry its pid in their name; these helpers tell a
// leftover of a dead process from the work in progress of a live one.
import { readdirSync, rmSync } from "node:fs";
import { join } from "node:path";

/** True while a process with this id exists (ours included; EPERM means it exists but is not ours). */
export function pidAlive(pid: number): boolean {
  if (!Number.isSafeInteger(pid) || pid <= 0) return false;
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Removes files in `dir` whose names match `pattern` (first capture group: the writer's pid) when
 * that process is gone. Best effort: returns the names removed, never throws.
 */
export function removeStaleTemps(dir: string, pattern: RegExp): string[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  const removed: string[] = [];
  for (const name of names) {
    const m = pattern.exec(name);
    if (!m || pidAlive(Number(m[1]))) continue;
    try {
      rmSync(join(dir, name), { force: true });
      removed.push(name);
    } catch {
      // another process cleaned it, or it is not ours to remove
    }
  }
  return removed;
}
