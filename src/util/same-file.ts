import type { FileHandle } from "node:fs/promises";
import { readlink, realpath, stat } from "node:fs/promises";

/**
 * The opened descriptor is the file at `path`. O_NOFOLLOW only covers the last component, so a folder
 * above it swapped for a symlink between a check and the open is caught here: by the kernel's record in
 * /proc/self/fd on Linux; elsewhere the path must still resolve to itself and to the same inode.
 */
export async function isSameFile(
  handle: FileHandle,
  path: string,
  info: { dev: number; ino: number },
): Promise<boolean> {
  try {
    return (await readlink(`/proc/self/fd/${handle.fd}`)) === path;
  } catch {
    try {
      const [again, now] = await Promise.all([realpath(path), stat(path)]);
      return again === path && now.dev === info.dev && now.ino === info.ino;
    } catch {
      return false;
    }
  }
}
