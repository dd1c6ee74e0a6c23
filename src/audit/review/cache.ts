// Verdicts of the model review, cached by what was reviewed: the skill's digest, the model and the
// prompt version. A review costs money and seconds; the same files under the same model and prompt get
// the same answer from the cache. Files are the project's cache files (util/cache-file.ts): private
// (0600 in a private directory), written atomically, read defensively. A broken entry is a warning and
// a miss, never a verdict.
import { createHash } from "node:crypto";
import { utimesSync } from "node:fs";
import { join } from "node:path";
import { cacheHome } from "../../util/base-dirs.js";
import { readCacheFile, writeCacheFile } from "../../util/cache-file.js";
import { PROMPT_VERSION } from "./prompt.js";
import type { ModelAnswer, ReviewVerdict } from "./types.js";

/** Bump when the entry's layout changes. */
const FORMAT = 1;

/** `$XDG_CACHE_HOME/skillport/review` (a relative XDG_CACHE_HOME is ignored: util/base-dirs.ts). */
export const reviewCacheDir = (env: NodeJS.ProcessEnv): string => join(cacheHome(env), "skillport", "review");

/** The key: nothing of it is stored but its hash (a base URL may hold a user name). */
export function cacheKey(digest: string, model: string): string {
  return createHash("sha256")
    .update(JSON.stringify([FORMAT, PROMPT_VERSION, model, digest]))
    .digest("hex");
}

const fileOf = (dir: string, key: string): string => join(dir, `review-${key.slice(0, 40)}.json`);

const VERDICTS: readonly ReviewVerdict[] = ["malicious", "suspicious", "benign"];

/** The entry's answer when it is well formed and for `key`, else a string saying what is wrong. */
function parseEntry(raw: unknown, key: string): ModelAnswer | string {
  const e = raw as { key?: unknown; answer?: Partial<ModelAnswer> } | null;
  if (typeof e !== "object" || e === null || e.key !== key) return "it is not an entry for this key";
  const a = e.answer;
  if (
    typeof a !== "object" ||
    a === null ||
    !VERDICTS.includes(a.verdict as ReviewVerdict) ||
    typeof a.confidence !== "number" ||
    !Array.isArray(a.findings) ||
    !a.findings.every(
      (f) => typeof f?.file === "string" && Number.isInteger(f?.line) && typeof f?.why === "string",
    )
  )
    return "its answer is not a review";
  return { verdict: a.verdict!, confidence: a.confidence, findings: a.findings };
}

export type CacheRead = { hit: ModelAnswer } | { miss: true; problem?: string; path: string };

/** The cached answer for `key` in `dir`; a missing entry is a plain miss, a broken one a miss with a problem. */
export function readReview(dir: string, key: string): CacheRead {
  const path = fileOf(dir, key);
  let text: string;
  try {
    text = readCacheFile(path, true).toString("utf8");
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === "ENOENT") return { miss: true, path };
    return {
      miss: true,
      path,
      problem: "it cannot be used (not a private regular file of yours, or unreadable)",
    };
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { miss: true, path, problem: "it is not JSON" };
  }
  const parsed = parseEntry(raw, key);
  if (typeof parsed === "string") return { miss: true, path, problem: parsed };
  // Entries unused for a week are removed when another is written (util/cache-file.ts): a hit keeps one.
  try {
    const now = new Date();
    utimesSync(path, now, now);
  } catch {
    // read-only cache: it is only removed sooner
  }
  return { hit: parsed };
}

/** Records an answer (atomically, 0600; a failure to write only means no cache). */
export function writeReview(dir: string, key: string, answer: ModelAnswer): void {
  const name = fileOf(dir, key).slice(dir.length + 1);
  writeCacheFile(dir, name, JSON.stringify({ key, answer }));
}
