// The `computedHash` of skills-lock.json, defined exactly as the `skills` CLI (version 1 lock) does:
// SHA-256 over every regular file of the skill directory (symbolic links are not files; `.git` and
// `node_modules` directories are skipped), sorted by relative path with String#localeCompare, each
// contributing its `/`-separated relative path and then its bytes, with no separators; lowercase hex.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { SkillFile } from "./place.js";

const SKIPPED = new Set([".git", "node_modules"]);
// `a.localeCompare(b)` is defined as a default-locale collator's compare; one collator is much faster.
let collator: Intl.Collator | undefined;

/** True when a file at `path` takes part in the hash (no `.git` or `node_modules` component). */
const hashed = (path: string): boolean => !path.split("/").some((p) => SKIPPED.has(p));

/** The lock hash of in-memory files, as if they were written to a directory. */
export async function hashSkillFiles(files: readonly SkillFile[]): Promise<string> {
  const { createHash } = await import("node:crypto");
  collator ??= new Intl.Collator();
  const compare = collator.compare;
  const sorted = files.filter((f) => hashed(f.path)).sort((a, b) => compare(a.path, b.path));
  const hash = createHash("sha256");
  for (const f of sorted) {
    hash.update(f.path);
    hash.update(f.data);
  }
  return hash.digest("hex");
}

/** The lock hash of an installed skill directory (`computedHash` of skills-lock.json). */
export async function computeSkillFolderHash(dir: string): Promise<string> {
  return hashSkillFiles(readHashedFiles(dir));
}

/** Every regular file under `dir` that takes part in the hash (links are never followed). */
export function readHashedFiles(dir: string): SkillFile[] {
  const out: SkillFile[] = [];
  const walk = (abs: string, rel: string) => {
    for (const e of readdirSync(abs, { withFileTypes: true })) {
      const r = rel ? `${rel}/${e.name}` : e.name;
      if (e.isDirectory()) {
        if (!SKIPPED.has(e.name)) walk(join(abs, e.name), r);
      } else if (e.isFile()) {
        out.push({ path: r, data: readFileSync(join(abs, e.name)) });
      }
    }
  };
  walk(dir, "");
  return out;
}
