import { lstatSync, type Stats } from "node:fs";
import type { Skill } from "../types.js";
import { listSkillResources, type ResourceListing } from "./deps.js";

// What a repeated activation reuses: a skill's body and the listing of its bundled files, each kept
// while the stat of what it came from is unchanged. A hit costs one synchronous lstat per file or
// directory (no thread-pool round trip): under 200 concurrent calls the asynchronous reads and
// directory walks queued on libuv's four threads were most of each call's latency
// (docs/PERFORMANCE.md, "MCP per-call cost").

/** What identifies a version of a file or directory: a replaced entry changes ino; an edit, mtime/ctime. */
interface Version {
  readonly dev: number;
  readonly ino: number;
  readonly size: number;
  readonly mtimeMs: number;
  readonly ctimeMs: number;
  readonly kind: "file" | "dir" | "other";
}

/**
 * Something changed in the last two seconds may change again within the file system's timestamp
 * granularity with the same mtime: it is not remembered, so the next call reads it again.
 */
export const SETTLED_MS = 2000;
/** Entries kept per cache; past it the cache starts over (a tree of that many skills still works). */
export const MAX_CACHED = 10_000;

const versionOf = (info: Stats): Version => ({
  dev: info.dev,
  ino: info.ino,
  size: info.size,
  mtimeMs: info.mtimeMs,
  ctimeMs: info.ctimeMs,
  kind: info.isFile() ? "file" : info.isDirectory() ? "dir" : "other",
});

const sameVersion = (a: Version, b: Version): boolean =>
  a.dev === b.dev &&
  a.ino === b.ino &&
  a.size === b.size &&
  a.mtimeMs === b.mtimeMs &&
  a.ctimeMs === b.ctimeMs &&
  a.kind === b.kind;

/** The current version of a path without following a final symlink; undefined when it is gone. */
function lstatVersion(path: string): Version | undefined {
  try {
    return versionOf(lstatSync(path));
  } catch {
    return undefined;
  }
}

const settled = (v: Version, now: number): boolean => now - Math.max(v.mtimeMs, v.ctimeMs) >= SETTLED_MS;

/** Versions still current: every path stats as it did. */
function current(versions: readonly (readonly [string, Version])[]): boolean {
  for (const [path, v] of versions) {
    const now = lstatVersion(path);
    if (now === undefined || !sameVersion(now, v)) return false;
  }
  return true;
}

export interface BodyCache {
  /**
   * The body of the file at `path` as `read` returns it, reused while the file's stat is unchanged.
   * `read` does the safe read; a failed read is never remembered.
   */
  get(path: string, read: () => Promise<string>): Promise<string>;
}

export function createBodyCache(now: () => number = Date.now): BodyCache {
  const entries = new Map<string, { version: Version; body: string }>();
  return {
    async get(path, read) {
      const before = lstatVersion(path);
      const hit = entries.get(path);
      if (hit && before && sameVersion(hit.version, before)) return hit.body;
      const body = await read();
      // Remembered only when the file was a settled regular file before and after the read.
      const after = lstatVersion(path);
      if (before?.kind === "file" && after && sameVersion(before, after) && settled(after, now())) {
        if (entries.size >= MAX_CACHED) entries.clear();
        entries.set(path, { version: after, body });
      } else entries.delete(path);
      return body;
    },
  };
}

export interface ListingCache {
  /** Lists a skill's bundled files (as the activation envelope shows them), reused while no directory changed. */
  list(skill: Skill, max: number): Promise<ResourceListing>;
}

/**
 * The envelope's own listing with the version of every directory it read: adding, removing or renaming
 * an entry changes its directory's mtime, so unchanged directories mean an unchanged listing.
 */
async function walkWithVersions(
  skill: Skill,
  max: number,
): Promise<{ listing: ResourceListing; versions: [string, Version][] }> {
  const versions: [string, Version][] = [];
  const listing = await listSkillResources(skill, max, (dir) => {
    const version = lstatVersion(dir);
    if (version) versions.push([dir, version]);
  });
  return { listing, versions };
}

export function createListingCache(now: () => number = Date.now): ListingCache {
  const entries = new Map<string, { versions: [string, Version][]; listing: ResourceListing }>();
  return {
    async list(skill, max) {
      const key = `${max}\0${skill.filePath}`;
      const hit = entries.get(key);
      if (hit && current(hit.versions)) return hit.listing;
      const { listing, versions } = await walkWithVersions(skill, max);
      const t = now();
      if (versions.length > 0 && versions.every(([, v]) => v.kind === "dir" && settled(v, t))) {
        if (entries.size >= MAX_CACHED) entries.clear();
        entries.set(key, { versions, listing });
      } else entries.delete(key);
      return listing;
    },
  };
}
