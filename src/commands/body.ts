import { SkillportError } from "../errors.js";
import { MAX_COMMAND_FILE_BYTES } from "../format/limits.js";
import { errText } from "../util/fs-errors.js";
import { readTextFile, TextReadFailure } from "../util/read-file.js";
import { parseCommandFile } from "./parse.js";

/** The size limit of one command file, checked with stat before reading (owned by format/limits.ts). */
export { MAX_COMMAND_FILE_BYTES };

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
