import { createHash } from "node:crypto";
import type { Dirent, Stats } from "node:fs";
import { readdir, realpath, stat } from "node:fs/promises";
import { join } from "node:path";
import { extractFrontmatter } from "../format/frontmatter.js";
import { nameProblems } from "../format/name.js";
import type { Skill } from "../types.js";
import { frontmatterProblems } from "./entry-rules.js";
import { MCP_CODES } from "./errors.js";
import { readSkillFileSafely } from "./safe-read.js";

// The files of a skill as the Skills extension publishes them: a complete, bounded walk of the skill
// directory, each file with the SHA-256 digest and size of its bytes, and SKILL.md's frontmatter as
// the author wrote it. Pure data out; the only I/O is the walk and the reads.

/** The extension's per-skill limits: hosts must accept skills up to these, servers should not exceed them. */
export const MAX_SKILL_FILES = 512;
export const MAX_SKILL_BYTES = 16 * 1024 * 1024;
/** Directory levels below the skill root the walk descends; deeper trees are refused, not cut. */
export const MAX_SKILL_DEPTH = 16;

/**
 * What a walk keeps: regular files and directories whose names do not start with a dot, outside
 * node_modules. Symlinks are never followed or listed (a digest must cover bytes inside the skill).
 */
export function isPublishedEntry(entry: Dirent): boolean {
  if (entry.name.startsWith(".") || entry.name === "node_modules") return false;
  return entry.isFile() || entry.isDirectory();
}

const byName = (a: Dirent, b: Dirent): number => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

/** The published children of a directory, sorted by name. */
export async function publishedChildren(dir: string): Promise<Dirent[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  return entries.filter(isPublishedEntry).sort(byName);
}

export interface SkillFile {
  /** Path relative to the skill directory, `/`-separated. */
  readonly relative: string;
  readonly digest: string;
  readonly size: number;
}

export interface SkillFiles {
  readonly directory: string;
  /** SKILL.md first, then every other file in path order. */
  readonly files: readonly SkillFile[];
  /** SKILL.md's frontmatter, parsed as YAML 1.2 (core schema) with nothing renamed or coerced. */
  readonly frontmatter: Record<string, unknown>;
}

/** Why a skill is not published through the extension. The message says what to change. */
export class SkillNotPublishable extends Error {
  constructor(message: string) {
    super(message);
    this.name = "SkillNotPublishable";
  }
}

/** What a read of one file yields: its digest, and for SKILL.md its frontmatter. */
export interface FileFacts {
  readonly digest: string;
  readonly frontmatter?: Record<string, unknown>;
}

interface CachedFacts extends FileFacts {
  readonly dev: number;
  readonly ino: number;
  readonly size: number;
  readonly mtimeMs: number;
  readonly ctimeMs: number;
}

/**
 * Facts of files whose stat is unchanged. A file changed in the last two seconds is read again on
 * every call: a second edit within the file system's timestamp granularity keeps the same mtime.
 */
export interface DigestCache {
  get(path: string, info: Stats): FileFacts | undefined;
  set(path: string, info: Stats, facts: FileFacts): void;
}

const SETTLED_MS = 2000;
const MAX_CACHED = 50_000;

export function createDigestCache(now: () => number = Date.now): DigestCache {
  const entries = new Map<string, CachedFacts>();
  return {
    get(path, info) {
      const c = entries.get(path);
      if (!c) return undefined;
      const same =
        c.dev === info.dev &&
        c.ino === info.ino &&
        c.size === info.size &&
        c.mtimeMs === info.mtimeMs &&
        c.ctimeMs === info.ctimeMs;
      return same ? c : undefined;
    },
    set(path, info, facts) {
      if (now() - Math.max(info.mtimeMs, info.ctimeMs) < SETTLED_MS) return;
      if (entries.size >= MAX_CACHED) entries.clear();
      entries.set(path, {
        dev: info.dev,
        ino: info.ino,
        size: info.size,
        mtimeMs: info.mtimeMs,
        ctimeMs: info.ctimeMs,
        ...facts,
      });
    },
  };
}

export const sha256 = (bytes: Uint8Array): string =>
  `sha256:${createHash("sha256").update(bytes).digest("hex")}`;

const show = (s: string): string => JSON.stringify(s);

/** Walks the skill directory: every published file, relative, in path order; refuses past the limits. */
async function walk(skill: Skill, root: string): Promise<string[]> {
  const files: string[] = [];
  const visit = async (dir: string, prefix: string, depth: number): Promise<void> => {
    for (const entry of await publishedChildren(dir)) {
      const rel = prefix === "" ? entry.name : `${prefix}/${entry.name}`;
      if (entry.isDirectory()) {
        if (depth >= MAX_SKILL_DEPTH) {
          throw new SkillNotPublishable(
            `Skill '${skill.name}' nests directories deeper than ${MAX_SKILL_DEPTH} levels (${rel}); flatten it.`,
          );
        }
        await visit(join(dir, entry.name), rel, depth + 1);
      } else {
        files.push(rel);
        if (files.length > MAX_SKILL_FILES) {
          throw new SkillNotPublishable(
            `Skill '${skill.name}' has more than ${MAX_SKILL_FILES} files, the Skills extension's limit per skill; move large collections out of ${root} or into a dot-directory.`,
          );
        }
      }
    }
  };
  await visit(root, "", 0);
  return files;
}

const sameStat = (a: Stats, b: Stats): boolean =>
  a.dev === b.dev &&
  a.ino === b.ino &&
  a.size === b.size &&
  a.mtimeMs === b.mtimeMs &&
  a.ctimeMs === b.ctimeMs;

/**
 * The published files of a skill with digests and sizes, and its verbatim frontmatter, from the
 * skill's served (pinned, real) directory; every read goes through the server's safe read, so the
 * digests cover exactly the bytes resources/read returns. Throws SkillNotPublishable when the skill
 * breaks a rule of the extension (too many files or bytes, no SKILL.md frontmatter with a `name` equal
 * to the skill's name and a `description`).
 */
export async function readSkillFiles(skill: Skill, root: string, cache: DigestCache): Promise<SkillFiles> {
  const listed = await walk(skill, root).catch((e: unknown) => {
    if (e instanceof SkillNotPublishable) throw e;
    throw new SkillNotPublishable(
      `Skill '${skill.name}': its directory cannot be read (${(e as Error).message}).`,
    );
  });
  if (!listed.includes("SKILL.md")) {
    throw new SkillNotPublishable(
      `Skill '${skill.name}': SKILL.md is not a regular file in ${root} (a symlinked SKILL.md is not published).`,
    );
  }
  const order = ["SKILL.md", ...listed.filter((f) => f !== "SKILL.md")];
  const files: SkillFile[] = [];
  let total = 0;
  let frontmatter: Record<string, unknown> | undefined;
  for (const rel of order) {
    const path = join(root, ...rel.split("/"));
    const remaining = MAX_SKILL_BYTES - total;
    const info = await stat(path).catch(() => undefined);
    let facts = info?.isFile() ? cache.get(path, info) : undefined;
    let size = info?.size ?? 0;
    if (facts === undefined) {
      const bytes = await readSkillFileSafely(root, rel, { limit: remaining, skill: skill.name }).then(
        (file) => file.bytes,
        (e: unknown) => {
          if ((e as { code?: string }).code === MCP_CODES.resourceTooLarge) return undefined;
          throw new SkillNotPublishable(
            `Skill '${skill.name}': ${rel} cannot be read (${(e as Error).message}).`,
          );
        },
      );
      if (bytes !== undefined) {
        size = bytes.length;
        facts = {
          digest: sha256(bytes),
          ...(rel === "SKILL.md" ? { frontmatter: verbatimFrontmatter(skill, bytes) } : {}),
        };
        // Remembered only when nothing changed around the read.
        const after = await stat(path).catch(() => undefined);
        if (info && after && sameStat(info, after) && after.size === size) cache.set(path, after, facts);
      }
    }
    total += size;
    if (total > MAX_SKILL_BYTES || facts === undefined) {
      throw new SkillNotPublishable(
        `Skill '${skill.name}' holds more than ${MAX_SKILL_BYTES} bytes (16 MiB), the Skills extension's limit per skill; move large files out of ${root}.`,
      );
    }
    if (rel === "SKILL.md") frontmatter = facts.frontmatter;
    files.push({ relative: rel, digest: facts.digest, size });
  }
  if (frontmatter === undefined)
    throw new SkillNotPublishable(`Skill '${skill.name}': SKILL.md cannot be read.`);
  return { directory: root, files, frontmatter };
}

/** SKILL.md's frontmatter exactly as YAML reads it: no repair, no coercion, no renamed keys. */
export function verbatimFrontmatter(skill: Pick<Skill, "name">, bytes: Buffer): Record<string, unknown> {
  const fm = extractFrontmatter(bytes.toString("utf8"), true, false);
  if (fm.kind !== "ok") {
    const why =
      fm.kind === "invalid"
        ? `its frontmatter is not valid YAML (${fm.message})`
        : fm.kind === "unclosed"
          ? "its frontmatter is not closed with a --- line"
          : "it has no frontmatter";
    throw new SkillNotPublishable(`Skill '${skill.name}': ${why}; fix SKILL.md.`);
  }
  const { name } = fm.data;
  const problems = nameProblems(skill.name);
  if (problems.length > 0) {
    throw new SkillNotPublishable(
      `Skill '${skill.name}': its name breaks the Agent Skills naming rules (${problems.join("; ")}); rename it.`,
    );
  }
  if (name !== skill.name) {
    throw new SkillNotPublishable(
      `Skill '${skill.name}': SKILL.md's name field is ${name === undefined ? "missing" : show(String(name))}; set name: ${skill.name}.`,
    );
  }
  const broken = frontmatterProblems(fm.data);
  if (broken.length > 0) throw new SkillNotPublishable(`Skill '${skill.name}': ${broken.join("; ")}.`);
  return fm.data;
}

/** The real path of `rel` inside `root`, or undefined when a component is a symlink or missing. */
export async function exactPath(root: string, rel: string): Promise<string | undefined> {
  const lexical = rel === "" ? root : join(root, ...rel.split("/"));
  const real = await realpath(lexical).catch(() => undefined);
  return real === lexical ? real : undefined;
}
