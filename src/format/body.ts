import { isUtf8 } from "node:buffer";
import { SkillportError } from "../errors.js";
import { FileReadRefusal, readRegularFile } from "../util/read-file.js";
import { extractBody } from "./frontmatter.js";
import { MAX_SKILL_FILE_BYTES } from "./limits.js";

/** Error thrown by body reads, with a stable diagnostic code. */
export class SkillReadError extends SkillportError<"file-too-large" | "read-failed" | "invalid-encoding"> {
  constructor(
    code: "file-too-large" | "read-failed" | "invalid-encoding",
    message: string,
    readonly path: string,
  ) {
    super(code, message);
    this.name = "SkillReadError";
  }
}

/**
 * Reads the body of a SKILL.md on demand. The size is checked again (the file may have grown since
 * discovery): over the limit is an error, never a silent truncation.
 */
export async function readSkillBody(filePath: string, limit = MAX_SKILL_FILE_BYTES): Promise<string> {
  let bytes: Buffer;
  try {
    bytes = await readRegularFile(filePath, limit);
  } catch (e) {
    if (e instanceof FileReadRefusal && e.kind === "too-large") {
      throw new SkillReadError(
        "file-too-large",
        `${filePath} is ${e.size} bytes; the limit is ${limit} bytes. Move long material into references/ files.`,
        filePath,
      );
    }
    const why =
      e instanceof FileReadRefusal ? "it is not a regular file" : e instanceof Error ? e.message : String(e);
    throw new SkillReadError("read-failed", `Cannot read the skill body at ${filePath}: ${why}.`, filePath);
  }
  if (bytes.includes(0) || !isUtf8(bytes)) {
    throw new SkillReadError("invalid-encoding", `${filePath} is not valid UTF-8 text.`, filePath);
  }
  return extractBody(bytes.toString("utf8"));
}
