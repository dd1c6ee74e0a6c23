// The `computedHash` of skills-lock.json, defined exactly as the `skills` CLI (version 1 lock) does:
// SHA-256 over every regular file of the skill directory (symbolic links are not files; `.git` and
// `node_modules` directories are skipped), sorted by relative path with String#localeCompare, each
// contributing its `/`-separated relative path and then its bytes, with no separators; lowercase hex.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { hashSkillFiles, SKIPPED_DIRS } from "../util/skill-hash.js";
import type { SkillFile } from "./place.js";

export { hashSkillFiles };

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
        if (!SKIPPED_DIRS.has(e.name)) walk(join(abs, e.name), r);
      } else if (e.isFile()) {
        out.push({ path: r, data: readFileSync(join(abs, e.name)) });
      }
    }
  };
  walk(dir, "");
  return out;
}
