// One process owns a PGlite data directory: a second `serve --data` on it would corrupt it (PGlite has
// no lock of its own). The lock file holds the owner's pid; one whose process is gone is taken over.
import { closeSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";
import { join } from "node:path";
import { REGISTRY_CODES, RegistryError } from "./errors.js";

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === "EPERM";
  }
};

/** Takes the directory's lock; returns its release. */
export function lockDataDir(dir: string): () => void {
  const file = join(dir, "skillport-registry.lock");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, "wx", 0o600);
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(file, { force: true });
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== "EEXIST") throw e;
      const pid = Number(readFileSync(file, "utf8").trim());
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && alive(pid)) {
        throw new RegistryError(
          REGISTRY_CODES.badRequest,
          `Another registry (process ${pid}) is serving ${dir}; the embedded database has one owner. For several processes use PostgreSQL (--db).`,
        );
      }
      rmSync(file, { force: true });
    }
  }
  throw new RegistryError(
    REGISTRY_CODES.badRequest,
    `Cannot take the lock ${file}; remove it if no registry runs.`,
  );
}
