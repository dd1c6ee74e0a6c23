import { basename } from "node:path";
import type { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { ErrorCode, type ServerResult } from "@modelcontextprotocol/sdk/types.js";
import * as z from "zod";
import type { Skill } from "../types.js";
import { RpcError } from "./errors.js";
import { parseCursor } from "./pages.js";
import { mimeTypeOf, parseSkillResourceUri, SKILL_URI_SCHEME, skillResourceUri } from "./resources.js";
import { isServedPath } from "./safe-read.js";
import {
  type DigestCache,
  exactPath,
  publishedChildren,
  readSkillFiles,
  type SkillFiles,
  SkillNotPublishable,
} from "./skill-files.js";
import type { McpSnapshot } from "./source.js";

// The MCP Skills extension (io.modelcontextprotocol/skills): skills/list, skills/get and
// resources/directory/read, registered by hand on an SDK Server. Everything the extension adds lives
// here, so it can move to the SDK's helper when one exists.

const SKILLS_EXTENSION_ID = "io.modelcontextprotocol/skills";
/**
 * Skill entries per skills/list page: a default SDK v2 client walks at most 64 pages, so a page of
 * 2 000 lets it list 128 000 skills (50 a page capped it at 3 200).
 */
export const SKILLS_PAGE = 2000;
/** Children per resources/directory/read page. */
export const DIRECTORY_PAGE = 500;
/**
 * Freshness hint of entries: a host may reuse one for a minute. Private: a skill tree is one user's
 * files, not something a shared cache should hand to others.
 */
export const CACHE_HINT = { ttlMs: 60_000, cacheScope: "private" } as const;
export const DIRECTORY_MIME_TYPE = "inode/directory";

/** The `extensions` entry of the server's capabilities. */
export function skillsExtensionCapability(): Record<string, { directoryRead: boolean }> {
  return { [SKILLS_EXTENSION_ID]: { directoryRead: true } };
}

export interface SkillResourceEntry {
  readonly uri: string;
  readonly digest: string;
  readonly size: number;
}

export interface SkillEntry {
  readonly uri: string;
  readonly frontmatter: Record<string, unknown>;
  readonly resources: readonly SkillResourceEntry[];
}

/** Skills listed by skills/list: the ones the model may use (the catalog's skills). */
export const listedSkills = (snap: McpSnapshot): readonly Skill[] =>
  snap.set.skills.filter((s) => s.modelInvocable);
/**
 * Skills skills/get answers for: every skill whose files are served, so a user-only skill
 * (disable-model-invocation) is retrievable by URI without being offered to the model.
 */
export const retrievableSkills = (snap: McpSnapshot): readonly Skill[] =>
  snap.set.skills.filter((s) => s.modelInvocable || s.userInvocable);

export function entryOf(skill: Skill, files: SkillFiles): SkillEntry {
  return {
    uri: skillResourceUri(skill.name, "SKILL.md"),
    frontmatter: files.frontmatter,
    resources: files.files.map((f) => ({
      uri: skillResourceUri(skill.name, f.relative),
      digest: f.digest,
      size: f.size,
    })),
  };
}

/** The real directory the server reads a skill's files from, pinned when the snapshot was built. */
const directoryOf = (snap: McpSnapshot, skill: Skill): string => {
  const dir = snap.directories.get(skill.name);
  if (dir === undefined) throw new SkillNotPublishable(`Skill '${skill.name}' is not served.`);
  return dir;
};

const invalid = (message: string, uri?: string): RpcError =>
  new RpcError(ErrorCode.InvalidParams, message, uri !== undefined ? { uri } : undefined);

/** A skill skills/list leaves out, and why (the message says what to change). */
export interface UnlistedSkill {
  readonly skill: Skill;
  readonly reason: string;
}

/** Told of every skill a listing leaves out (the server reports each once). */
export type OnUnlisted = (unlisted: UnlistedSkill) => void;

/** The words every report of a left-out skill ends with. */
export const UNLISTED_NOTE = "skills/list of the MCP server leaves it out; the skill tool still serves it.";

/**
 * Which of `skills` skills/list leaves out. With `flaggedOnly`, only skills the load flagged (any
 * diagnostic) are read: nearly every skill the loader found nothing wrong with conforms, and reading
 * every skill's files costs what a full listing costs; a listing reports what that misses.
 */
export async function unlistedSkills(
  skills: readonly Skill[],
  dirOf: (skill: Skill) => string | undefined,
  cache: DigestCache,
  flaggedOnly = true,
): Promise<UnlistedSkill[]> {
  const out: UnlistedSkill[] = [];
  for (const skill of skills) {
    if (flaggedOnly && skill.diagnostics.length === 0) continue;
    const dir = dirOf(skill);
    if (dir === undefined) continue;
    try {
      await readSkillFiles(skill, dir, cache);
    } catch (e) {
      if (!(e instanceof SkillNotPublishable)) throw e;
      out.push({ skill, reason: e.message });
    }
  }
  return out;
}

/** skills/list: one page of entries. Skills that break the extension's rules are left out. */
export async function listSkillEntries(
  snap: McpSnapshot,
  cache: DigestCache,
  cursor?: string,
  onUnlisted: OnUnlisted = () => {},
) {
  const listed = listedSkills(snap);
  const start = parseCursor(cursor);
  const page = listed.slice(start, start + SKILLS_PAGE);
  const entries = await Promise.all(
    page.map((skill) =>
      readSkillFiles(skill, directoryOf(snap, skill), cache).then(
        (files) => entryOf(skill, files),
        (e: unknown) => {
          if (!(e instanceof SkillNotPublishable)) throw e;
          onUnlisted({ skill, reason: e.message });
          return undefined;
        },
      ),
    ),
  );
  const next = start + SKILLS_PAGE < listed.length ? String(start + SKILLS_PAGE) : undefined;
  return {
    resultType: "complete" as const,
    skills: entries.filter((e): e is SkillEntry => e !== undefined),
    ...CACHE_HINT,
    ...(next !== undefined ? { nextCursor: next } : {}),
  };
}

/** skills/get: the entry of the skill whose SKILL.md `uri` names, listed or not. */
export async function getSkillEntry(snap: McpSnapshot, cache: DigestCache, uri: string) {
  let parsed: { name: string; path: string };
  try {
    parsed = parseSkillResourceUri(uri);
  } catch (e) {
    throw invalid(`No skill is served at ${uri}: ${(e as Error).message}`, uri);
  }
  if (parsed.path !== "SKILL.md") {
    throw invalid(
      `No skill is served at ${uri}: a skill is named by the URI of its SKILL.md, e.g. skill://${parsed.name}/SKILL.md.`,
      uri,
    );
  }
  const skill = retrievableSkills(snap).find((s) => s.name === parsed.name);
  if (!skill) throw invalid(`No skill is served at ${uri}.`, uri);
  try {
    const files = await readSkillFiles(skill, directoryOf(snap, skill), cache);
    return { resultType: "complete" as const, skill: entryOf(skill, files), ...CACHE_HINT };
  } catch (e) {
    if (e instanceof SkillNotPublishable) throw invalid(`No skill is served at ${uri}: ${e.message}`, uri);
    throw e;
  }
}

/** `skill://NAME` or `skill://NAME/DIR` → the skill's name and the directory relative to its root. */
function parseDirectoryUri(uri: string): { name: string; path: string } {
  if (!uri.startsWith(SKILL_URI_SCHEME)) {
    throw invalid(
      `${uri} is not a directory resource of this server: directories are skill://NAME/DIR.`,
      uri,
    );
  }
  const rest = uri.slice(SKILL_URI_SCHEME.length);
  if (rest.includes("/")) {
    try {
      return parseSkillResourceUri(uri);
    } catch (e) {
      throw invalid(`${uri} is not a directory resource: ${(e as Error).message}`, uri);
    }
  }
  let name: string;
  try {
    name = decodeURIComponent(rest);
  } catch {
    throw invalid(`${uri} is not a directory resource: it has an invalid percent escape.`, uri);
  }
  if (name === "" || /[?#/\\\0]/.test(name)) throw invalid(`${uri} names no skill.`, uri);
  return { name, path: "" };
}

/** resources/directory/read: the direct children of one directory of a skill, a page at a time. */
export async function readDirectory(snap: McpSnapshot, uri: string, cursor?: string) {
  const { name, path } = parseDirectoryUri(uri);
  const start = parseCursor(cursor);
  const skill = retrievableSkills(snap).find((s) => s.name === name);
  if (!skill) throw invalid(`${uri} is not a directory resource: no skill named '${name}' is served.`, uri);
  if (path !== "" && !isServedPath(path)) {
    throw invalid(`${uri} is not a directory resource: dot-entries and node_modules are not served.`, uri);
  }
  const root = snap.directories.get(skill.name);
  if (root === undefined)
    throw invalid(`${uri} is not a directory resource: skill '${name}' is not served.`, uri);
  // A symlink anywhere on the way is not a directory of the skill (nothing under it is published).
  const dir = await exactPath(root, path);
  const children = dir === undefined ? undefined : await publishedChildren(dir).catch(() => undefined);
  if (children === undefined) {
    throw invalid(`${uri} is not a directory resource: there is no such directory in skill '${name}'.`, uri);
  }
  const page = children.slice(start, start + DIRECTORY_PAGE).map((entry) => {
    const rel = path === "" ? entry.name : `${path}/${entry.name}`;
    const childUri = skillResourceUri(name, rel);
    if (entry.isDirectory()) {
      return { uri: childUri, name: entry.name, mimeType: DIRECTORY_MIME_TYPE };
    }
    const mimeType = mimeTypeOf(entry.name);
    return { uri: childUri, name: basename(rel), ...(mimeType ? { mimeType } : {}) };
  });
  const next = start + DIRECTORY_PAGE < children.length ? String(start + DIRECTORY_PAGE) : undefined;
  return {
    resultType: "complete" as const,
    resources: page,
    ...(next !== undefined ? { nextCursor: next } : {}),
  };
}

const ListParams = z.object({ cursor: z.string().optional() }).loose().optional();
const GetParams = z.object({ uri: z.string() }).loose();
const DirectoryParams = z.object({ uri: z.string(), cursor: z.string().optional() }).loose();

function register<P extends z.ZodType>(
  server: Server,
  method: string,
  params: P,
  fn: (params: z.output<P>) => Promise<unknown>,
): void {
  server.setRequestHandler(z.object({ method: z.literal(method) }).loose(), async (request) => {
    const parsed = params.safeParse((request as { params?: unknown }).params);
    if (!parsed.success) {
      throw invalid(`Invalid ${method} request: ${z.prettifyError(parsed.error)}`);
    }
    return (await fn(parsed.data)) as ServerResult;
  });
}

export interface SkillsExtensionContext {
  readonly snapshot: () => McpSnapshot;
  readonly cache: DigestCache;
  readonly onUnlisted?: OnUnlisted;
}

/** Registers skills/list, skills/get and resources/directory/read on a Server that declared the extension. */
export function registerSkillsExtension(server: Server, ctx: SkillsExtensionContext): void {
  register(server, "skills/list", ListParams, (p) =>
    listSkillEntries(ctx.snapshot(), ctx.cache, p?.cursor, ctx.onUnlisted),
  );
  register(server, "skills/get", GetParams, (p) => getSkillEntry(ctx.snapshot(), ctx.cache, p.uri));
  register(server, "resources/directory/read", DirectoryParams, (p) =>
    readDirectory(ctx.snapshot(), p.uri, p.cursor),
  );
}
