import { isUtf8 } from "node:buffer";
import { randomBytes } from "node:crypto";
import { constants } from "node:fs";
import { lstat, open, realpath, rename, unlink } from "node:fs/promises";
import { basename, dirname, join, relative, resolve, sep } from "node:path";
import { isSkillPath } from "../security/paths.js";
import type { SkillSet } from "../types.js";
import { isWithin } from "../util/paths.js";
import { FileToolError, MAX_READ_BYTES } from "./files.js";

// The file-changing tools' ground rules: a path the model gives is written only inside the workspace
// (after every symlink above it is resolved; the file itself must not be a symlink), never inside
// `.git` (hooks there would run code), at most 4 MiB of UTF-8 text. A write goes to a temporary file
// beside the target and is renamed over it, so a reader never sees half a file and a symlink swapped in
// is replaced rather than followed. Skill and command files (the sensitive paths of src/security)
// are flagged so the permission gate always asks.

export interface WriteTarget {
  readonly abs: string;
  /** The path relative to the workspace, with `/`. */
  readonly rel: string;
  /** The current content; undefined when the file does not exist yet. */
  readonly before: string | undefined;
  /** A skill's or command's file: asked for every time, whatever the rules say. */
  readonly sensitive: boolean;
}

const show = (p: string): string => JSON.stringify(p);

/** The canonical directory a new or existing file would be written in, checked against the workspace. */
async function checkedParent(workspace: string, abs: string, input: string): Promise<string> {
  const root = await realpath(workspace);
  let dir = dirname(abs);
  // The nearest existing ancestor decides where the file lands.
  for (;;) {
    try {
      const real = await realpath(dir);
      if (!isWithin(root, real))
        throw new FileToolError(
          `${show(input)} is outside the workspace ${root} (through a symlink); not written.`,
        );
      return real;
    } catch (e) {
      if (e instanceof FileToolError) throw e;
      const code = (e as NodeJS.ErrnoException).code;
      if (code !== "ENOENT" || dirname(dir) === dir)
        throw new FileToolError(`Cannot write ${show(input)}: ${code}.`);
      dir = dirname(dir);
    }
  }
}

/** Reads what is at a write target now: undefined when absent; refuses links, non-files, binary and huge files. */
export async function readTarget(abs: string, input: string): Promise<string | undefined> {
  let handle: Awaited<ReturnType<typeof open>>;
  try {
    handle = await open(abs, constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0) | (constants.O_NONBLOCK ?? 0));
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === "ENOENT") return undefined;
    if (code === "ELOOP")
      throw new FileToolError(`${show(input)} is a symbolic link; edit the file it points to instead.`);
    if (code === "EISDIR") throw new FileToolError(`${show(input)} is a directory.`);
    throw new FileToolError(`Cannot read ${show(input)}: ${code}.`);
  }
  try {
    const info = await handle.stat();
    if (!info.isFile()) throw new FileToolError(`${show(input)} is not a regular file; not written.`);
    if (info.size > MAX_READ_BYTES)
      throw new FileToolError(
        `${show(input)} is ${info.size} bytes; the file tools change files up to ${MAX_READ_BYTES} bytes.`,
      );
    const bytes = await handle.readFile();
    if (bytes.includes(0) || !isUtf8(bytes))
      throw new FileToolError(`${show(input)} is a binary file; the file tools change text files only.`);
    return bytes.toString("utf8");
  } finally {
    await handle.close();
  }
}

/** Resolves where a write goes and reads what is there. */
export async function writeTarget(workspace: string, input: unknown, skills: SkillSet): Promise<WriteTarget> {
  if (typeof input !== "string" || input.trim() === "")
    throw new FileToolError("'path' must be a non-empty string.");
  if (input.includes("\0")) throw new FileToolError("The path contains a NUL byte.");
  const abs = resolve(workspace, input);
  if (!isWithin(workspace, abs) || abs === workspace)
    throw new FileToolError(
      `${show(input)} is outside the workspace ${workspace}; the file tools write only inside it.`,
    );
  const rel = relative(workspace, abs).split(sep).join("/");
  if (rel.split("/").some((c) => c.toLowerCase() === ".git"))
    throw new FileToolError(
      `${show(input)} is inside .git; the file tools do not write there (use git through bash).`,
    );
  const parent = await checkedParent(workspace, abs, input);
  const before = await readTarget(abs, input);
  const skillDirs = skills.skills
    .filter((s) => s.filePath && !s.filePath.startsWith("<"))
    .map((s) => dirname(s.filePath));
  const sensitive =
    isSkillPath(abs, { cwd: workspace }) ||
    skillDirs.some((d) => isWithin(d, abs) || isWithin(d, join(parent, basename(abs))));
  return { abs, rel, before, sensitive };
}

/** Replaces `oldText` by `newText`: exactly one match, or every match with `all`. */
export function replaceOnce(
  content: string,
  oldText: string,
  newText: string,
  path: string,
  all = false,
): { text: string; count: number } {
  if (oldText === "")
    throw new FileToolError(
      "'old_string' is empty; give the exact text to replace (use write_file for a new file).",
    );
  if (oldText === newText)
    throw new FileToolError("'old_string' and 'new_string' are the same; nothing would change.");
  let count = 0;
  for (let i = content.indexOf(oldText); i >= 0; i = content.indexOf(oldText, i + oldText.length)) count++;
  if (count === 0)
    throw new FileToolError(
      `'old_string' was not found in ${show(path)}. It must match the file exactly, whitespace and line breaks included: read the file again and copy the text.`,
    );
  if (count > 1 && !all)
    throw new FileToolError(
      `'old_string' matches ${count} places in ${show(path)}; include more of the surrounding lines so it matches exactly one, or set replace_all to change every one.`,
    );
  // split/join, not String.replace: `$&` and `$1` in the new text stay literal.
  return { text: content.split(oldText).join(newText), count };
}

/** A unified diff of a change, for the approval and the result. */
export async function unifiedDiff(rel: string, before: string | undefined, after: string): Promise<string> {
  const { createTwoFilesPatch } = await import("diff");
  const patch = createTwoFilesPatch(
    before === undefined ? "/dev/null" : `a/${rel}`,
    `b/${rel}`,
    before ?? "",
    after,
    undefined,
    undefined,
    { context: 3 },
  );
  // The "====" header line createTwoFilesPatch starts with says nothing a reader needs.
  return patch.replace(/^=+\n/, "").trimEnd();
}

/** Writes text to a target: a temporary file beside it, then renamed over it (keeping its mode). */
export async function writeAtomically(target: WriteTarget, text: string, workspace: string): Promise<void> {
  if (Buffer.byteLength(text) > MAX_READ_BYTES)
    throw new FileToolError(`The new content is over ${MAX_READ_BYTES} bytes; write smaller files.`);
  const { mkdir } = await import("node:fs/promises");
  await mkdir(dirname(target.abs), { recursive: true });
  // Checked again just before writing: a directory swapped for a symlink meanwhile is refused.
  await checkedParent(workspace, target.abs, target.rel);
  let mode = 0o644;
  try {
    const st = await lstat(target.abs);
    if (st.isSymbolicLink())
      throw new FileToolError(`${show(target.rel)} became a symbolic link; not written.`);
    mode = st.mode & 0o7777;
  } catch (e) {
    if (e instanceof FileToolError) throw e;
  }
  const tmp = join(dirname(target.abs), `.${basename(target.abs)}.${randomBytes(6).toString("hex")}.tmp`);
  const h = await open(
    tmp,
    constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | (constants.O_NOFOLLOW ?? 0),
    mode,
  );
  try {
    await h.writeFile(text);
    await h.sync();
  } catch (e) {
    await h.close();
    await unlink(tmp).catch(() => undefined);
    throw e;
  }
  await h.close();
  try {
    await rename(tmp, target.abs);
  } catch (e) {
    await unlink(tmp).catch(() => undefined);
    throw new FileToolError(`Cannot write ${show(target.rel)}: ${(e as Error).message}`);
  }
}
