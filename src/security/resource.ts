import * as nodeFs from "node:fs";
import { dirname, posix, relative, resolve, sep, win32 } from "node:path";
import { CODES } from "../diagnostics.js";
import { SkillportError } from "../errors.js";
import type { Skill } from "../types.js";
import { isWithin } from "../util/paths.js";

// T3: the resource gate. A model or MCP client names a file relative to a skill; the answer must be a
// file inside that skill's real directory. Both sides are canonicalised, so `..` and symlinks
// (including a symlink inside the skill pointing out of it) cannot escape.

export type SkillResourceErrorCode =
  | typeof CODES.resourceInvalidPath
  | typeof CODES.resourceOutsideSkill
  | typeof CODES.resourceNotFound;

export class SkillResourceError extends SkillportError<SkillResourceErrorCode> {
  constructor(
    code: SkillResourceErrorCode,
    message: string,
    readonly skill: string,
    readonly relPath: string,
  ) {
    super(code, message);
    this.name = "SkillResourceError";
  }
}

export interface ResolvedResource {
  /** Canonical absolute path of the resource, inside `directory`. */
  readonly path: string;
  /** Canonical directory of the skill. */
  readonly directory: string;
  /** The resource relative to the skill directory, with `/` separators. */
  readonly relative: string;
}

/** The real directory of a skill (symlinks resolved), from the SKILL.md it was read from. */
export function skillRealDirectory(skill: Pick<Skill, "filePath">): string {
  return nodeFs.realpathSync.native(dirname(skill.filePath));
}

const show = (s: string): string => JSON.stringify(s);

/**
 * Resolves `relPath` against a skill's real directory. Throws SkillResourceError with
 * `resource-invalid-path` (empty, NUL byte, absolute or drive path), `resource-outside-skill`
 * (escapes through `..` or a symlink) or `resource-not-found`.
 */
export function resolveSkillResource(
  skill: Pick<Skill, "name" | "filePath">,
  relPath: string,
): ResolvedResource {
  const fail = (code: SkillResourceErrorCode, why: string): never => {
    throw new SkillResourceError(
      code,
      `Cannot read ${show(relPath)} from skill '${skill.name}': ${why}`,
      skill.name,
      relPath,
    );
  };
  if (typeof relPath !== "string" || relPath.trim() === "") {
    fail(
      CODES.resourceInvalidPath,
      "the path is empty. Give a path relative to the skill directory, e.g. references/guide.md.",
    );
  }
  if (relPath.includes("\0")) fail(CODES.resourceInvalidPath, "the path contains a NUL byte.");
  // Backslashes are separators here whatever the platform: `..\..\x` must not pass as one odd file name.
  const normalised = relPath.replace(/\\/g, "/");
  if (posix.isAbsolute(normalised) || win32.isAbsolute(relPath) || /^[A-Za-z]:/.test(relPath)) {
    fail(
      CODES.resourceInvalidPath,
      "absolute paths are not allowed. Give a path relative to the skill directory, e.g. references/guide.md.",
    );
  }
  let directory: string;
  try {
    directory = skillRealDirectory(skill);
  } catch (e) {
    return fail(CODES.resourceNotFound, `the skill directory cannot be read (${(e as Error).message}).`);
  }
  const lexical = resolve(directory, ...normalised.split("/"));
  if (!isWithin(directory, lexical)) {
    fail(
      CODES.resourceOutsideSkill,
      `it leaves the skill directory ${directory}. Only files inside it can be read.`,
    );
  }
  let real: string;
  try {
    real = nodeFs.realpathSync.native(lexical);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === "ENOENT" || code === "ENOTDIR") {
      return fail(CODES.resourceNotFound, `no such file in ${directory}.`);
    }
    if (code === "ELOOP") return fail(CODES.resourceOutsideSkill, "it is a symlink loop.");
    return fail(CODES.resourceNotFound, `it cannot be resolved (${(e as Error).message}).`);
  }
  if (!isWithin(directory, real)) {
    fail(
      CODES.resourceOutsideSkill,
      `it resolves through a symlink to ${real}, outside the skill directory ${directory}. Only files inside it can be read.`,
    );
  }
  return { path: real, directory, relative: relative(directory, real).split(sep).join("/") };
}
