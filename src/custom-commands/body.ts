import { lstatSync, realpathSync } from "node:fs";
import { dirname } from "node:path";
import { SkillportError } from "../errors.js";
import { MAX_COMMAND_FILE_BYTES } from "../format/limits.js";
import type { CommandTemplate } from "../types.js";
import { errText } from "../util/fs-errors.js";
import { readTextFile, TextReadFailure } from "../util/read-file.js";
import { insideBoundary, outsideMessage, projectBoundary } from "./boundary.js";
import { parseCommandFile } from "./parse.js";

/** The size limit of one command file, checked with stat before reading (owned by format/limits.ts). */
export { MAX_COMMAND_FILE_BYTES };

type CommandReadCode = "file-too-large" | "read-failed" | "invalid-encoding" | "outside-project";

/** Error of a lazy body read, with a stable code. */
export class CommandReadError extends SkillportError<CommandReadCode> {
  constructor(
    code: CommandReadCode,
    message: string,
    readonly path: string,
  ) {
    super(code, message);
    this.name = "CommandReadError";
  }
}

/** Reads a command's template on demand. The size is checked again: the file may have grown. */
export async function readCommandBody(path: string, limit = MAX_COMMAND_FILE_BYTES): Promise<string> {
  try {
    let text: string;
    try {
      text = await readTextFile(path, limit);
    } catch (e) {
      if (!(e instanceof TextReadFailure)) throw e;
      const message =
        e.code === "file-too-large"
          ? `${path} is ${e.size} bytes; the limit for a command is ${limit} bytes.`
          : e.code === "read-failed"
            ? `Cannot read the command at ${path}: ${e.detail}.`
            : `${path} is not valid UTF-8 text.`;
      throw new CommandReadError(e.code, message, path);
    }
    const parsed = parseCommandFile(text, { path });
    if (!parsed.ok) {
      throw new CommandReadError(
        "read-failed",
        parsed.diagnostics.find((d) => d.severity === "error")?.message ?? `${path} no longer loads.`,
        path,
      );
    }
    return parsed.body;
  } catch (e) {
    if (e instanceof CommandReadError) throw e;
    throw new CommandReadError("read-failed", `Cannot read the command at ${path}: ${errText(e)}`, path);
  }
}

/**
 * Reads the template of a loaded command. For a discovered project root, a command file that is a
 * symlink must still lead inside its project or beside the link, as when it was loaded (a link
 * re-pointed afterwards is refused, `outside-project`).
 */
export async function readCommandTemplate(command: CommandTemplate): Promise<string> {
  const boundary = projectBoundary(command.root, (p) => realpathSync.native(p));
  const path = command.location;
  if (boundary !== undefined) {
    let real: string | undefined;
    try {
      if (lstatSync(path).isSymbolicLink()) {
        real = realpathSync.native(path);
        if (insideBoundary(realpathSync.native(dirname(path)), real)) real = undefined;
      }
    } catch (e) {
      throw new CommandReadError("read-failed", `Cannot read the command at ${path}: ${errText(e)}`, path);
    }
    if (real !== undefined && !insideBoundary(boundary, real)) {
      throw new CommandReadError("outside-project", outsideMessage(path, real, boundary), path);
    }
  }
  return readCommandBody(path);
}
