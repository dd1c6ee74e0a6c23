import { isUtf8 } from "node:buffer";
import { constants } from "node:fs";
import { type FileHandle, open, readdir, realpath } from "node:fs/promises";
import { dirname, relative, resolve, sep } from "node:path";
import { SkillportError } from "../errors.js";
import { isServedPath } from "../mcp/safe-read.js";
import { type ResolvedResource, resolveSkillResource } from "../security/resource.js";
import type { Skill, SkillSet } from "../types.js";
import { isWithin } from "../util/paths.js";
import { isSameFile } from "../util/same-file.js";
import { parseSkillUri } from "../util/skill-uri.js";
import { replaceControls } from "../util/xml.js";

// read_file and list_directory: a skill's files through the resource gate (the same check the skill
// tool's resource listing and the MCP server use), any other path only inside the workspace, both
// sides canonicalised so `..` and symlinks cannot leave it.

/** Bytes read_file reads at most; larger files are refused. */
export const MAX_READ_BYTES = 4 * 1024 * 1024;
/** Characters of file text the model gets in one call. */
export const MAX_READ_CHARS = 100_000;
export const DEFAULT_READ_LINES = 2000;
export const MAX_LISTED_ENTRIES = 1000;

/** A refusal the model reads as the tool's error. */
export class FileToolError extends SkillportError<"file-tool-refused"> {
  constructor(message: string) {
    super("file-tool-refused", message);
    this.name = "FileToolError";
  }
}

export interface FileScope {
  /** The workspace; relative paths resolve against it. */
  readonly workspace: string;
  readonly skills: () => SkillSet;
  /** More directories that may be read (the saved outputs of large tool results). */
  readonly readableDirs?: () => readonly string[];
}

/** A path inside one of the extra readable directories, resolved; undefined when in none. */
async function inReadableDir(scope: FileScope, lexical: string): Promise<string | undefined> {
  for (const dir of scope.readableDirs?.() ?? []) {
    if (dir === "" || !isWithin(dir, lexical)) continue;
    const root = await realpath(dir).catch(() => undefined);
    const real = await realpath(lexical).catch(() => undefined);
    if (root === undefined || real === undefined) throw new FileToolError(`No such file: ${show(lexical)}.`);
    if (!isWithin(root, real)) throw new FileToolError(`${show(lexical)} resolves outside ${root}.`);
    return real;
  }
  return undefined;
}

const show = (p: string): string => JSON.stringify(p);

function skillOwning(set: SkillSet, path: string): { skill: Skill; rel: string } | undefined {
  let best: { skill: Skill; rel: string; depth: number } | undefined;
  for (const skill of set.skills) {
    if (skill.filePath === "" || skill.filePath.startsWith("<")) continue;
    const dir = dirname(skill.filePath);
    if (!isWithin(dir, path)) continue;
    // The deepest skill directory wins (a skill nested in another skill's folder).
    const depth = dir.split(sep).length;
    if (!best || depth > best.depth) best = { skill, rel: relative(dir, path), depth };
  }
  return best;
}

/**
 * A skill's file is readable only when the MCP server would serve it (one gate for both): no dot-file or
 * dot-folder (`.env`, `.git/config`) and no `node_modules`, neither as asked nor as resolved.
 */
function servedOrRefuse(skill: Skill, asked: string, resolved: ResolvedResource): string {
  const askedRel = asked
    .split(sep)
    .join("/")
    .replace(/^\.\/+/, "");
  if (resolved.relative === "" || (isServedPath(askedRel) && isServedPath(resolved.relative)))
    return resolved.path;
  throw new FileToolError(
    `${show(asked)} of the skill '${skill.name}' is not one of its readable files: dot-files and dot-folders (.env, .git) and node_modules of a skill are never read.`,
  );
}

/** Where a path the model gave leads: its canonical path, and whether it is a skill's (not the workspace's). */
async function resolveTarget(scope: FileScope, input: string): Promise<{ path: string; inSkill: boolean }> {
  if (typeof input !== "string" || input.trim() === "")
    throw new FileToolError("'path' must be a non-empty string.");
  if (input.includes("\0")) throw new FileToolError("The path contains a NUL byte.");
  const set = scope.skills();
  if (input.startsWith("skill://")) {
    const parsed = parseSkillUri(input);
    if ("invalid" in parsed) throw new FileToolError(`${input} is not a skill file's URI: ${parsed.invalid}`);
    const { name, path } = parsed;
    const skill = set.skills.find((s) => s.name === name);
    if (!skill) throw new FileToolError(`No skill named '${name}' is loaded.`);
    return { path: servedOrRefuse(skill, path, resolveSkillResource(skill, path)), inSkill: true };
  }
  const lexical = resolve(scope.workspace, input);
  const owner = skillOwning(set, lexical);
  if (owner) {
    if (owner.rel === "")
      return { path: (await realpath(lexical).catch(() => lexical)) as string, inSkill: true };
    const rel = owner.rel.split(sep).join("/");
    return { path: servedOrRefuse(owner.skill, rel, resolveSkillResource(owner.skill, rel)), inSkill: true };
  }
  const saved = await inReadableDir(scope, lexical);
  if (saved !== undefined) return { path: saved, inSkill: false };
  const root = await realpath(scope.workspace).catch(() => {
    throw new FileToolError(`The workspace ${scope.workspace} cannot be read.`);
  });
  if (!isWithin(root, lexical) && !isWithin(scope.workspace, lexical)) {
    throw new FileToolError(
      `${show(input)} is outside the workspace ${root}. Only files in the workspace and the files of loaded skills can be read.`,
    );
  }
  let real: string;
  try {
    real = await realpath(lexical);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === "ENOENT" || code === "ENOTDIR")
      throw new FileToolError(`No such file or directory: ${show(input)}.`);
    if (code === "ELOOP") throw new FileToolError(`${show(input)} is a symlink loop.`);
    throw new FileToolError(`Cannot resolve ${show(input)}: ${(e as Error).message}`);
  }
  if (!isWithin(root, real)) {
    throw new FileToolError(
      `${show(input)} resolves through a symlink to ${real}, outside the workspace ${root}. Only files in the workspace can be read.`,
    );
  }
  return { path: real, inSkill: false };
}

/** Resolves a path the model gave to a canonical path it may read; throws FileToolError otherwise. */
export async function resolveToolPath(scope: FileScope, input: string): Promise<string> {
  return (await resolveTarget(scope, input)).path;
}

const DIR_FLAGS = constants.O_RDONLY | (constants.O_DIRECTORY ?? 0) | (constants.O_NOFOLLOW ?? 0);
const OPEN_FLAGS = constants.O_RDONLY | (constants.O_NONBLOCK ?? 0) | (constants.O_NOFOLLOW ?? 0);

/** Reads a canonical path: regular files only (a FIFO or device is refused unread), size-checked by fstat. */
async function readBytes(path: string, shown: string): Promise<Buffer> {
  let handle: Awaited<ReturnType<typeof open>>;
  try {
    // O_NOFOLLOW: a symlink swapped in after the check is refused, not followed.
    handle = await open(path, OPEN_FLAGS);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === "ELOOP")
      throw new FileToolError(`${shown} changed into a symlink while it was read; not followed.`);
    if (code === "EISDIR") throw new FileToolError(`${shown} is a directory: use list_directory.`);
    throw new FileToolError(`Cannot read ${shown}: ${(e as Error).message}`);
  }
  try {
    const info = await handle.stat();
    if (!(await isSameFile(handle, path, info)))
      throw new FileToolError(
        `${shown} changed while it was opened (a folder on its path was swapped); not read.`,
      );
    if (info.isDirectory()) throw new FileToolError(`${shown} is a directory: use list_directory.`);
    if (!info.isFile())
      throw new FileToolError(`${shown} is not a regular file (a FIFO, socket or device); not read.`);
    if (info.size > MAX_READ_BYTES) {
      throw new FileToolError(
        `${shown} is ${info.size} bytes; read_file reads files up to ${MAX_READ_BYTES} bytes.`,
      );
    }
    const bytes = await handle.readFile();
    if (bytes.length > MAX_READ_BYTES)
      throw new FileToolError(`${shown} grew past ${MAX_READ_BYTES} bytes while it was read.`);
    return bytes;
  } finally {
    await handle.close();
  }
}

export interface ReadFileInput {
  readonly path: string;
  /** 1-based first line (default 1). */
  readonly offset?: number;
  /** Lines to return (default 2000). */
  readonly limit?: number;
}

const positive = (v: unknown, name: string): number | undefined => {
  if (v === undefined || v === null) return undefined;
  if (typeof v !== "number" || !Number.isInteger(v) || v < 1)
    throw new FileToolError(`'${name}' must be a positive integer.`);
  return v;
};

/** read_file: numbered lines, like `cat -n`; binary files are described, not shown. */
export async function readFileTool(scope: FileScope, input: ReadFileInput): Promise<string> {
  const o = (input ?? {}) as ReadFileInput;
  const offset = positive(o.offset, "offset") ?? 1;
  const limit = positive(o.limit, "limit") ?? DEFAULT_READ_LINES;
  const path = await resolveToolPath(scope, o.path);
  const bytes = await readBytes(path, show(o.path));
  if (bytes.includes(0) || !isUtf8(bytes))
    return `${path}: a binary file of ${bytes.length} bytes; not shown.`;
  const lines = bytes.toString("utf8").split(/\r?\n/);
  if (lines.length > 1 && lines.at(-1) === "") lines.pop();
  if (offset > lines.length && lines.length > 0) {
    throw new FileToolError(`${show(o.path)} has ${lines.length} lines; offset ${offset} is past the end.`);
  }
  const slice = lines.slice(offset - 1, offset - 1 + limit);
  let text = slice.map((l, i) => `${String(offset + i).padStart(6)}\t${l}`).join("\n");
  let note = "";
  if (text.length > MAX_READ_CHARS) {
    text = text.slice(0, MAX_READ_CHARS);
    note = `\n[cut at ${MAX_READ_CHARS} characters: read further with offset and limit]`;
  } else if (offset - 1 + slice.length < lines.length) {
    note = `\n[${lines.length - (offset - 1 + slice.length)} more lines: read further with offset ${offset + slice.length}]`;
  }
  return `${text}${note}`;
}

/** list_directory: one entry a line, `/` after directories, `@` after symlinks; names' control characters replaced. */
export async function listDirectoryTool(scope: FileScope, input: { path?: string }): Promise<string> {
  const { path, inSkill } = await resolveTarget(scope, input?.path ?? ".");
  const shownPath = show(input?.path ?? ".");
  let entries: import("node:fs").Dirent[];
  let handle: FileHandle | undefined;
  try {
    // Opened without following, checked, then listed through the descriptor: a swapped folder is refused.
    handle = await open(path, DIR_FLAGS);
    if (!(await isSameFile(handle, path, await handle.stat())))
      throw new FileToolError(
        `${shownPath} changed while it was opened (swapped for a symlink); not listed.`,
      );
    const viaFd = `/proc/self/fd/${handle.fd}`;
    entries = await readdir(process.platform === "linux" ? viaFd : path, { withFileTypes: true });
  } catch (e) {
    if (e instanceof FileToolError) throw e;
    const code = (e as NodeJS.ErrnoException).code;
    if (code === "ENOTDIR") throw new FileToolError(`${shownPath} is a file: use read_file.`);
    if (code === "ELOOP") throw new FileToolError(`${shownPath} changed into a symlink; not followed.`);
    throw new FileToolError(`Cannot list ${shownPath}: ${(e as Error).message}`);
  } finally {
    await handle?.close().catch(() => {});
  }
  // A skill's folder shows what can be read of it (the MCP listing's rule): no dot-entries, no node_modules.
  if (inSkill) entries = entries.filter((e) => isServedPath(e.name));
  const names = entries
    .map((e) => replaceControls(e.name) + (e.isDirectory() ? "/" : e.isSymbolicLink() ? "@" : ""))
    .sort();
  const shown = names.slice(0, MAX_LISTED_ENTRIES);
  const more = names.length > shown.length ? `\n[${names.length - shown.length} more entries not shown]` : "";
  return names.length === 0 ? `${path}: empty directory` : `${path}:\n${shown.join("\n")}${more}`;
}
