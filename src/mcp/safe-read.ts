import { constants, lstatSync, realpathSync } from "node:fs";
import { type FileHandle, open, realpath } from "node:fs/promises";
import { dirname, join, posix, relative, resolve, sep, win32 } from "node:path";
import { canonicalDirectoryOf, plainSkillDirectoryOf } from "../discovery/canonical.js";
import type { Skill } from "../types.js";
import { isWithin } from "../util/paths.js";
import { isSameFile } from "../util/same-file.js";
import { MCP_CODES, McpServeError } from "./errors.js";

// The one way the MCP server reads a file of a skill (resources, read_skill_resource, skill bodies,
// and the Skills extension). The path is checked, then the file is opened without following a final
// symlink, and the OPENED descriptor is checked again, so a file swapped for a symlink (or a
// directory swapped for one) between the check and the open never hands out outside bytes.

/** Read-only, non-blocking (a FIFO never hangs), never through a final symlink. */
const OPEN_SAFE = constants.O_RDONLY | (constants.O_NONBLOCK ?? 0) | (constants.O_NOFOLLOW ?? 0);

/** Where the kernel tells which file a descriptor is (Linux); elsewhere the path is checked again. */

/**
 * True for a path (relative, `/`-separated) the server serves: no segment is a dot-file or dot-folder
 * (`.env`, `.git/…`) or `node_modules`, the files the resource listing leaves out.
 */
export function isServedPath(rel: string): boolean {
  if (rel === "") return false;
  for (const seg of rel.split("/")) {
    if (seg === "" || seg.startsWith(".") || seg === "node_modules") return false;
  }
  return true;
}

/**
 * The directory each skill's files are served from: the real (canonical) directory of its SKILL.md, when
 * SKILL.md there is a regular file and not a symlink, else undefined. A skill whose SKILL.md is a symlink
 * (to a file anywhere) is not served at all, so it is never listed with contents that cannot be read.
 * Never throws; answers in order. The calls are synchronous, yielding to the event loop every 2 000
 * skills: at 10k skills the promise form cost ~0.5 s of CPU in thread-pool round trips, this ~0.1 s
 * (the loader's walk makes the same choice, LOADING.md). A skill its load recorded as found in its real
 * directory with a SKILL.md that is no symlink (the parse cache's lstat, discovery/canonical.ts) costs
 * no call at all: that lstat is the check this one would make.
 */
export async function servedSkillDirectories(
  skills: readonly Pick<Skill, "filePath">[],
): Promise<(string | undefined)[]> {
  const out: (string | undefined)[] = new Array(skills.length);
  // Indexed: a for-of over entries() allocates an iterator result and a pair per skill in cold code.
  for (let i = 0; i < skills.length; i++) {
    const skill = skills[i]!;
    if (i > 0 && i % 2000 === 0) await new Promise((r) => setImmediate(r));
    try {
      // The walk's own record of the real directory saves a realpath (~0.1 s of CPU at 10k skills).
      const plain = plainSkillDirectoryOf(skill);
      if (plain !== undefined) {
        out[i] = plain;
        continue;
      }
      const directory = canonicalDirectoryOf(skill) ?? realpathSync.native(dirname(skill.filePath));
      const info = lstatSync(join(directory, "SKILL.md"), { throwIfNoEntry: false });
      out[i] = info?.isFile() ? directory : undefined;
    } catch {
      out[i] = undefined;
    }
  }
  return out;
}

export interface SafeReadOptions {
  /** Largest file returned; a larger one is refused with `resource-too-large`. */
  readonly limit: number;
  /** The skill's name, for messages. */
  readonly skill: string;
}

export interface SafeFile {
  readonly bytes: Buffer;
  /** Canonical path of the file that was read, inside the directory. */
  readonly path: string;
  /** That path relative to the directory, `/`-separated. */
  readonly relative: string;
}

const toPosix = (rel: string): string => rel.split(sep).join("/");

/**
 * Reads `relPath` from a skill's served directory (see `servedSkillDirectories`): a regular file of at
 * most `limit` bytes, inside `directory` (symlinks inside it are followed only while they stay inside),
 * on a served path (no dot-files, no `node_modules`, neither as asked nor as resolved). Throws
 * McpServeError with `resource-invalid-path`, `resource-outside-skill`, `resource-not-found` or
 * `resource-too-large`.
 */
export async function readSkillFileSafely(
  directory: string,
  relPath: string,
  options: SafeReadOptions,
): Promise<SafeFile> {
  const fail = (code: string, why: string): never => {
    throw new McpServeError(
      code,
      `Cannot read ${JSON.stringify(relPath)} from skill '${options.skill}': ${why}`,
    );
  };
  if (typeof relPath !== "string" || relPath.trim() === "")
    fail(
      MCP_CODES.resourceInvalidPath,
      "the path is empty. Give a path relative to the skill directory, e.g. references/guide.md.",
    );
  if (relPath.includes("\0")) fail(MCP_CODES.resourceInvalidPath, "the path contains a NUL byte.");
  // Backslashes are separators whatever the platform: `..\..\x` must not pass as one odd file name.
  const normalised = relPath.replace(/\\/g, "/");
  if (posix.isAbsolute(normalised) || win32.isAbsolute(relPath) || /^[A-Za-z]:/.test(relPath))
    fail(
      MCP_CODES.resourceInvalidPath,
      "absolute paths are not allowed. Give a path relative to the skill directory, e.g. references/guide.md.",
    );
  const lexical = resolve(directory, ...normalised.split("/"));
  if (!isWithin(directory, lexical))
    fail(MCP_CODES.resourceOutsideSkill, "it leaves the skill directory. Only files inside it can be read.");
  const notServed = (): never =>
    fail(MCP_CODES.resourceNotFound, "no such file is served (dot-files and node_modules are never served).");
  if (!isServedPath(toPosix(relative(directory, lexical)))) notServed();

  let real: string;
  try {
    real = await realpath(lexical);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === "ELOOP") return fail(MCP_CODES.resourceOutsideSkill, "it is a symlink loop.");
    return fail(MCP_CODES.resourceNotFound, "no such file in the skill directory.");
  }
  if (!isWithin(directory, real))
    fail(
      MCP_CODES.resourceOutsideSkill,
      "it resolves through a symlink to a file outside the skill directory. Only files inside it can be read.",
    );
  const rel = toPosix(relative(directory, real));
  if (!isServedPath(rel)) notServed();

  const changed = (): never =>
    fail(
      MCP_CODES.resourceOutsideSkill,
      "it changed while being opened (replaced by a symlink or moved); it was not read.",
    );
  let handle: FileHandle;
  try {
    handle = await open(real, OPEN_SAFE);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    // ELOOP (Linux) / EMLINK (BSD): the checked path is a symlink now.
    if (code === "ELOOP" || code === "EMLINK") return changed();
    if (code === "ENOENT" || code === "ENOTDIR")
      return fail(MCP_CODES.resourceNotFound, "no such file in the skill directory.");
    return fail(MCP_CODES.resourceNotFound, `it cannot be opened (${code ?? (e as Error).message}).`);
  }
  try {
    const info = await handle.stat();
    if (!(await isSameFile(handle, real, info))) changed();
    if (!info.isFile()) fail(MCP_CODES.resourceNotFound, "it is not a regular file.");
    if (info.size > options.limit)
      fail(
        MCP_CODES.resourceTooLarge,
        `it is ${info.size} bytes; the limit is ${options.limit} bytes. Read it with a file tool instead.`,
      );
    const bytes = await readAtMost(handle, options.limit + 1);
    if (bytes.length > options.limit)
      fail(MCP_CODES.resourceTooLarge, `it grew past the limit of ${options.limit} bytes while being read.`);
    return { bytes, path: real, relative: rel };
  } finally {
    await handle.close().catch(() => {});
  }
}

/** Reads up to `max` bytes: a file that grows while it is read costs no more than that. */
async function readAtMost(handle: FileHandle, max: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let total = 0;
  while (total < max) {
    const buf = Buffer.allocUnsafe(Math.min(64 * 1024, max - total));
    const { bytesRead } = await handle.read(buf, 0, buf.length, null);
    if (bytesRead === 0) break;
    chunks.push(buf.subarray(0, bytesRead));
    total += bytesRead;
  }
  return Buffer.concat(chunks, total);
}
