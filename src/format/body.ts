import { SkillportError } from "../errors.js";
import { readTextFileSync, TextReadFailure } from "../util/read-file.js";
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
  try {
    return extractBody(readTextFileSync(filePath, limit));
  } catch (e) {
    if (!(e instanceof TextReadFailure)) throw e;
    const message =
      e.code === "file-too-large"
        ? `${filePath} is ${e.size} bytes; the limit is ${limit} bytes. Move long material into references/ files.`
        : e.code === "read-failed"
          ? `Cannot read the skill body at ${filePath}: ${e.detail}.`
          : `${filePath} is not valid UTF-8 text.`;
    throw new SkillReadError(e.code, message, filePath);
  }
}
