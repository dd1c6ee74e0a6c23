import { isUtf8 } from "node:buffer";
import { SkillportError } from "../errors.js";
import { errText } from "../util/fs-errors.js";
import { FileReadRefusal, readRegularFile } from "../util/read-file.js";
import { parseCommandFile } from "./parse.js";

/** The size limit of one command file, checked with stat before reading. */
export const MAX_COMMAND_FILE_BYTES = 100_000;

/** Error of a lazy body read, with a stable code. */
export class CommandReadError extends SkillportError<"file-too-large" | "read-failed" | "invalid-encoding"> {
  constructor(
    code: "file-too-large" | "read-failed" | "invalid-encoding",
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
