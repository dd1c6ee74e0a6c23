import { isUtf8 } from "node:buffer";
import { lstatSync, realpathSync } from "node:fs";
import { dirname } from "node:path";
import { errText } from "../discovery/links.js";
import type { CommandTemplate } from "../types.js";
import { FileReadRefusal, readRegularFile } from "../util/read-file.js";
import { insideBoundary, outsideMessage, projectBoundary } from "./boundary.js";
import { parseCommandFile } from "./parse.js";

/** M1: the size limit of one command file, checked with stat before reading. */
export const MAX_COMMAND_FILE_BYTES = 100_000;

/** Error of a lazy body read, with a stable code. */
export class CommandReadError extends Error {
  constructor(
    readonly code: "file-too-large" | "read-failed" | "invalid-encoding" | "outside-project",
    message: string,
    readonly path: string,
  ) {
    super(message);
    this.name = "CommandReadError";
  }
}

/** Reads a command's template on demand. The size is checked again: the file may have grown. */
export async function readCommandBody(path: string, limit = MAX_COMMAND_FILE_BYTES): Promise<string> {
  try {
    let bytes: Buffer;
    try {
      bytes = await readRegularFile(path, limit);
    } catch (e) {
      if (e instanceof FileReadRefusal && e.kind === "too-large") {
        throw new CommandReadError(
          "file-too-large",
          `${path} is ${e.size} bytes; the limit for a command is ${limit} bytes.`,
          path,
        );
      }
      if (e instanceof FileReadRefusal)
        throw new CommandReadError("read-failed", `${path} is not a regular file.`, path);
      throw e;
    }
    if (bytes.includes(0) || !isUtf8(bytes))
      throw new CommandReadError("invalid-encoding", `${path} is not valid UTF-8 text.`, path);
    const parsed = parseCommandFile(bytes.toString("utf8"), { path });
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
